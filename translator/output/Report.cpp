#include "output/Report.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Regex.h"

namespace c2o {

std::vector<std::string> messageArguments(const Diagnostic &D) {
  llvm::StringRef Msg = diagInfo(D.ID).Message;
  std::string Pattern = "^";
  std::vector<unsigned> Order; // the argument number of each group
  size_t Literal = 0;
  for (size_t I = 0; I < Msg.size(); ++I) {
    if (Msg[I] == '{' && I + 2 < Msg.size() && isdigit(Msg[I + 1]) && Msg[I + 2] == '}') {
      Pattern += llvm::Regex::escape(Msg.slice(Literal, I)) + "(.*)";
      Order.push_back(Msg[I + 1] - '0');
      I += 2;
      Literal = I + 1;
    }
  }
  Pattern += llvm::Regex::escape(Msg.substr(Literal)) + "$";
  llvm::SmallVector<llvm::StringRef, 8> Groups;
  if (!llvm::Regex(Pattern).match(D.Text, &Groups)) return {};
  std::vector<std::string> Args;
  for (size_t G = 0; G < Order.size(); ++G) {
    if (Order[G] >= Args.size()) Args.resize(Order[G] + 1);
    Args[Order[G]] = Groups[G + 1].str();
  }
  return Args;
}

std::string cudaNameOf(const Diagnostic &D) {
  int Arg = -1;
  switch (D.ID) {
#define C2O_CUDA_NAME_ARG(ID, N)                                                                                      \
  case diag_id::ID: Arg = N; break;
#include "output/CudaNameArguments.def"
  default: return "";
  }
  std::vector<std::string> Args = messageArguments(D);
  return Arg < static_cast<int>(Args.size()) ? Args[Arg] : "";
}

std::map<std::string, std::map<std::string, unsigned>> apiCounts(const std::vector<Diagnostic> &Diags) {
  std::map<std::string, std::map<std::string, unsigned>> Counts;
  for (const Diagnostic &D : Diags) {
    std::string Name = cudaNameOf(D);
    if (Name.empty()) continue;
    ++Counts[Name]["total"];
    ++Counts[Name][diagInfo(D.ID).ID];
  }
  return Counts;
}

namespace {
struct Totals {
  unsigned Errors = 0, Warnings = 0, Notes = 0;
};
Totals totals(const std::vector<Diagnostic> &Diags) {
  Totals T;
  for (const Diagnostic &D : Diags) switch (diagInfo(D.ID).Level) {
    case DiagLevel::Error: ++T.Errors; break;
    case DiagLevel::Warning: ++T.Warnings; break;
    case DiagLevel::Note: ++T.Notes; break;
    }
  return T;
}

void statsJson(llvm::json::OStream &J, const FileStats &S) {
  J.attributeObject("statistics", [&] {
    J.attribute("converted", S.Converted);
    J.attribute("unconverted", S.Unconverted);
    J.attribute("kernels", S.Kernels);
    J.attribute("launches", S.Launches);
    J.attribute("lines_changed", S.ChangedLines);
    J.attribute("lines_total", S.TotalLines);
    J.attribute("seconds", S.Seconds);
  });
}

std::string csvField(llvm::StringRef S) {
  if (S.find_first_of(",\"\n\r") == llvm::StringRef::npos) return S.str();
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"') Out += '"';
    Out += C;
  }
  return Out + "\"";
}
} // namespace

void writeReportJson(llvm::raw_ostream &OS, const RunReport &R) {
  llvm::json::OStream J(OS, 2);
  Totals T = totals(R.Diags);
  J.object([&] {
    J.attribute("tool", "cuda2omp");
    J.attribute("version", C2O_VERSION);
    J.attribute("exit_code", R.ExitCode);
    J.attributeObject("summary", [&] {
      unsigned Failed = 0;
      for (const ReportFile &F : R.Files) Failed += F.Status == "failed";
      J.attribute("files", static_cast<int64_t>(R.Files.size()));
      J.attribute("failed", Failed);
      J.attribute("errors", T.Errors);
      J.attribute("warnings", T.Warnings);
      J.attribute("notes", T.Notes);
    });
    J.attributeArray("files", [&] {
      for (const ReportFile &F : R.Files)
        J.object([&] {
          J.attribute("file", F.File);
          J.attribute("status", F.Status);
          J.attributeArray("outputs", [&] {
            for (const std::string &O : F.Outputs) J.value(O);
          });
          if (F.Stats) statsJson(J, *F.Stats);
        });
    });
    J.attributeArray("diagnostics", [&] {
      for (const Diagnostic &D : R.Diags)
        J.object([&] {
          const DiagInfo &Info = diagInfo(D.ID);
          J.attribute("id", Info.ID);
          J.attribute("level", levelName(Info.Level));
          J.attribute("file", D.File);
          J.attribute("line", D.Line);
          J.attribute("column", D.Column);
          std::string Name = cudaNameOf(D);
          if (Name.empty()) J.attribute("cuda_name", nullptr);
          else J.attribute("cuda_name", Name);
          J.attribute("message", D.Text);
        });
    });
    J.attributeObject("api_counts", [&] {
      for (const auto &Api : apiCounts(R.Diags))
        J.attributeObject(Api.first, [&] {
          for (const auto &[Key, N] : Api.second) J.attribute(Key, N);
        });
    });
  });
  OS << "\n";
}

static const char *const CsvColumns[] = {"kind",    "file",        "line",        "column",  "id",
                                         "level",   "cuda_name",   "message",     "converted", "unconverted",
                                         "kernels", "launches",    "count"};

bool isRunReportText(llvm::StringRef Text) {
  std::string Header;
  for (const char *C : CsvColumns) Header += (Header.empty() ? "" : ",") + std::string(C);
  llvm::StringRef First = Text.split('\n').first.rtrim('\r');
  if (First == Header) return true;
  // JSON as writeReportJson writes it: {\n  "tool": "cuda2omp",
  llvm::StringRef J = Text.ltrim();
  return J.consume_front("{") && J.ltrim().starts_with("\"tool\": \"cuda2omp\"");
}

void writeReportCsv(llvm::raw_ostream &OS, const RunReport &R) {
  // kind,file,line,column,id,level,cuda_name,message,converted,unconverted,kernels,launches,count
  auto Row = [&](std::vector<std::string> Fields) {
    Fields.resize(13);
    for (size_t I = 0; I < Fields.size(); ++I) OS << (I ? "," : "") << csvField(Fields[I]);
    OS << "\n";
  };
  Row(std::vector<std::string>(std::begin(CsvColumns), std::end(CsvColumns)));
  for (const ReportFile &F : R.Files) {
    std::vector<std::string> Fields = {"file", F.File, "", "", "", "", "", F.Status};
    if (F.Stats)
      for (unsigned N : {F.Stats->Converted, F.Stats->Unconverted, F.Stats->Kernels, F.Stats->Launches})
        Fields.push_back(std::to_string(N));
    Row(Fields);
  }
  for (const Diagnostic &D : R.Diags) {
    const DiagInfo &Info = diagInfo(D.ID);
    Row({"diagnostic", D.File, std::to_string(D.Line), std::to_string(D.Column), Info.ID,
         levelName(Info.Level).str(), cudaNameOf(D), D.Text});
  }
  for (const auto &[Name, ByID] : apiCounts(R.Diags))
    Row({"api", "", "", "", "", "", Name, "", "", "", "", "", std::to_string(ByID.at("total"))});
}

} // namespace c2o
