#include "tools/RunReport.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <map>

namespace c2o {

using namespace llvm;

void dropSuppressed(ProjectPlan &Project, const std::set<DiagID> &Suppressed) {
  if (Suppressed.empty()) return;
  std::map<size_t, std::set<std::string>> Comments; // per input, the comment lines to drop
  for (size_t I = 0; I < Project.Inputs.size(); ++I) {
    std::vector<Diagnostic> &Diags = Project.Inputs[I].Diags;
    std::vector<Diagnostic> Kept;
    for (Diagnostic &D : Diags) {
      if (Suppressed.count(D.ID)) Comments[I].insert(std::string("// ") + diagInfo(D.ID).ID + ": " + D.Text);
      else Kept.push_back(std::move(D));
    }
    Diags = std::move(Kept);
  }
  for (PlannedFile &F : Project.Files) {
    auto It = Comments.find(F.Input);
    if (It == Comments.end()) continue;
    SmallVector<StringRef, 0> Lines;
    StringRef(F.Text).split(Lines, '\n');
    std::string Out;
    for (size_t L = 0; L < Lines.size(); ++L) {
      if (It->second.count(Lines[L].trim().str())) continue;
      Out += Lines[L].str();
      if (L + 1 < Lines.size()) Out += "\n";
    }
    F.Text = std::move(Out);
  }
}

std::vector<Diagnostic> clangErrorDiagnostics(const std::string &ClangText) {
  static const Regex Error("^(.*):([0-9]+):([0-9]+): (fatal error|error): (.*)$");
  std::vector<Diagnostic> Out;
  SmallVector<StringRef, 0> Lines;
  StringRef(ClangText).split(Lines, '\n');
  for (StringRef L : Lines) {
    SmallVector<StringRef, 6> M;
    if (!Error.match(L, &M)) continue;
    Diagnostic D;
    D.ID = DiagID::ParseFailed;
    D.File = M[1].str();
    to_integer(M[2], D.Line);
    to_integer(M[3], D.Column);
    D.Text = formatMessage(DiagID::ParseFailed, {M[5].str()});
    Out.push_back(D);
  }
  return Out;
}

ReportFile reportFileFor(const std::string &Input, int Code, const TranslationResult &R,
                         const std::vector<std::string> &Outputs, bool ReportOnly) {
  ReportFile F;
  F.File = Input;
  F.Outputs = Outputs;
  if (R.Parsed) {
    F.Stats = R.Stats;
    F.Stats->File = Input;
  }
  if (Code != 0) F.Status = "failed";
  else if (ReportOnly) F.Status = "analysed";
  else F.Status = "translated";
  return F;
}

Error writeRunReport(const std::string &Path, const RunReport &R) {
  std::string Text;
  raw_string_ostream OS(Text);
  if (sys::path::extension(Path).equals_insensitive(".csv")) writeReportCsv(OS, R);
  else writeReportJson(OS, R);
  OS.flush();
  if (Error E = writeFileAtomically(Path, Text, false))
    return createStringError(inconvertibleErrorCode(), "--report: %s", toString(std::move(E)).c_str());
  return Error::success();
}

} // namespace c2o
