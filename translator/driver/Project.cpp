#include "driver/Project.h"
#include "output/TextMerge.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <optional>

namespace c2o {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string projectRootFor(const std::string &Input, const OutputPlan &Plan) {
  if (!Plan.InRoot.empty()) return canonicalPath(Plan.InRoot);
  if (Plan.InPlace || !Plan.OutputFile.empty()) return canonicalPath(path::parent_path(canonicalPath(Input)).str());
  return canonicalPath(".");
}

namespace {

/// A file under \p Root whose #include names \p File; "" when none is found.
/// Looks at most at 20000 files of the kinds that include others.
std::string findIncluder(const std::string &File, const std::string &Root, unsigned &Line) {
  static const llvm::Regex Include("^[ \t]*#[ \t]*include[ \t]*[<\"]([^\">]+)[\">]");
  llvm::StringRef Name = path::filename(File);
  std::error_code EC;
  unsigned Seen = 0;
  std::string ByName; // an include naming a file of that name that does not resolve beside the includer
  unsigned ByNameLine = 0;
  for (fs::recursive_directory_iterator It(Root, EC), End; It != End && !EC && Seen < 20000; It.increment(EC)) {
    llvm::StringRef P = It->path();
    llvm::StringRef Ext = path::extension(P);
    if (!llvm::is_contained({".cu", ".cuh", ".h", ".hh", ".hpp", ".hxx", ".cpp", ".cc", ".cxx", ".c", ".inl", ".inc",
                             ".tpp", ".ipp"},
                            Ext))
      continue;
    ++Seen;
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (!Buf) continue;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    (*Buf)->getBuffer().split(Lines, '\n');
    for (unsigned I = 0; I < Lines.size(); ++I) {
      llvm::SmallVector<llvm::StringRef, 2> M;
      if (!Lines[I].contains("include") || !Include.match(Lines[I], &M)) continue;
      if (path::filename(M[1]) != Name) continue;
      llvm::SmallString<256> Beside(path::parent_path(P));
      path::append(Beside, M[1]);
      if (canonicalPath(std::string(Beside)) == File) {
        Line = I + 1;
        return P.str();
      }
      if (ByName.empty()) {
        ByName = P.str();
        ByNameLine = I + 1;
      }
    }
  }
  Line = ByNameLine;
  return ByName;
}

/// The first line (1-based) where \p A and \p B differ.
unsigned firstDifferentLine(llvm::StringRef A, llvm::StringRef B) {
  unsigned Line = 1;
  for (size_t I = 0; I < std::min(A.size(), B.size()); ++I) {
    if (A[I] != B[I]) return Line;
    if (A[I] == '\n') ++Line;
  }
  return Line;
}

/// An input nvcc compiles as CUDA (its includes are read with CUDA's meaning).
bool cudaInput(llvm::StringRef Path) {
  llvm::StringRef Ext = path::extension(Path);
  return Ext == ".cu" || Ext == ".cuh";
}

/// One input's translation of a file it includes.
struct Candidate {
  size_t Input;
  const TranslatedFile *File;
};

/// The text written for the included file \p Source: \p First's translation
/// merged with each other one of \p Peers (output/TextMerge.h: an includer
/// that does not use a macro of the header leaves its body as written, one
/// that does has it rewritten). Where one changes the same lines differently:
/// C2O1020, in \p O and above the first line that differs. \p O gets First's
/// diagnostics and those the merged translations add.
std::string includedText(const std::string &Source, const Candidate &First, const std::vector<const Candidate *> &Peers,
                         const std::vector<std::string> &Inputs, InputOutcome &O) {
  std::string Text = First.File->Text;
  std::optional<std::string> Original;
  std::vector<const Candidate *> Merged;
  for (const Candidate *C : Peers) {
    if (C->File->Text == First.File->Text) continue;
    if (!Original) {
      auto Buf = llvm::MemoryBuffer::getFile(Source);
      Original = Buf ? (*Buf)->getBuffer().str() : std::string();
    }
    if (std::optional<std::string> M = mergeTranslations(*Original, Text, C->File->Text)) {
      Text = std::move(*M);
      Merged.push_back(C);
      continue;
    }
    unsigned Line = firstDifferentLine(Text, C->File->Text);
    Diagnostic D;
    D.ID = DiagID::IncludedFileTranslatedDifferently;
    D.File = Source;
    D.Line = Line;
    D.Column = 1;
    D.Text = formatMessage(DiagID::IncludedFileTranslatedDifferently,
                           {Source, Inputs[First.Input], Inputs[C->Input], std::to_string(Line)});
    Text = withCommentAbove(Text, Line, std::string(diagInfo(D.ID).ID) + ": " + D.Text);
    O.Diags.push_back(D);
    break; // one is enough: the file is written once
  }
  O.Diags.insert(O.Diags.end(), First.File->Diags.begin(), First.File->Diags.end());
  for (const Candidate *C : Merged) // what the merged translations add
    for (const Diagnostic &D : C->File->Diags)
      if (std::none_of(O.Diags.begin(), O.Diags.end(), [&](const Diagnostic &E) {
            return E.ID == D.ID && E.File == D.File && E.Line == D.Line && E.Column == D.Column && E.Text == D.Text;
          }))
        O.Diags.push_back(D);
  return Text;
}

} // namespace

ProjectPlan planProject(const std::vector<std::string> &Inputs, const std::vector<TranslationResult> &Results,
                        const std::vector<int> &Codes, const OutputPlan &Plan) {
  ProjectPlan P;
  P.Inputs.resize(Inputs.size());
  std::vector<std::string> Canon;
  for (const std::string &In : Inputs) Canon.push_back(canonicalPath(In));

  // The files each translation includes, in the order of the inputs.
  std::vector<std::string> Order;
  std::map<std::string, std::vector<Candidate>> Included;
  for (size_t I = 0; I < Inputs.size(); ++I) {
    if (Codes[I] != 0 || !Results[I].Parsed) continue;
    for (size_t F = 1; F < Results[I].Files.size(); ++F) {
      const TranslatedFile &TF = Results[I].Files[F];
      auto &Cands = Included[TF.Path];
      if (Cands.empty()) Order.push_back(TF.Path);
      Cands.push_back({I, &TF});
    }
  }
  auto IncluderOf = [&](size_t I) -> const std::string * {
    auto It = Included.find(Canon[I]);
    if (It == Included.end()) return nullptr;
    for (const Candidate &C : It->second)
      if (C.Input != I) return &Inputs[C.Input];
    return nullptr;
  };

  // Each input's own file.
  for (size_t I = 0; I < Inputs.size(); ++I) {
    InputOutcome &O = P.Inputs[I];
    O.Code = Codes[I];
    if (Codes[I] != 0) continue;
    llvm::raw_string_ostream Msg(O.Messages);
    const TranslationResult &R = Results[I];
    const std::string *Includer = IncluderOf(I);
    if (R.Parsed) Msg << R.ClangErrors; // clang's warnings
    if (!R.Parsed) {
      if (Includer) {
        Msg << "cuda2omp: '" << Inputs[I] << "' does not compile on its own; it is translated with '" << *Includer
            << "', which includes it\n";
        continue;
      }
      for (const Diagnostic &D : R.ParseDiags) Msg << D.format() << "\n";
      Msg << R.ClangErrors;
      if (!R.Error.empty()) Msg << "cuda2omp: error: " << R.Error << "\n";
      Msg << "cuda2omp: error: '" << Inputs[I] << "' could not be parsed; nothing was written\n";
      unsigned Line = 0;
      std::string Root = projectRootFor(Inputs[I], Plan);
      std::string By = R.Error.empty() ? findIncluder(Canon[I], Root, Line) : "";
      if (!By.empty())
        Msg << "cuda2omp: note: '" << path::filename(Inputs[I]) << "' is included by '" << By << "' (line " << Line
            << "): it may only compile there; translate '" << path::filename(By)
            << "' instead, which translates it with it\n";
      O.Code = 2;
      continue;
    }
    if (Includer) {
      Msg << "cuda2omp: '" << Inputs[I] << "' is included by '" << *Includer
          << "': it is written as translated with that file\n";
      continue;
    }
    llvm::Expected<std::string> Out = outputPathFor(Inputs[I], Plan);
    if (!Out) {
      Msg << "cuda2omp: error: " << llvm::toString(Out.takeError()) << "\n";
      O.Code = 1;
      continue;
    }
    O.Diags = R.Files.front().Diags;
    P.Files.push_back({Inputs[I], *Out, R.Output, I, true, true});
  }

  // Each included file, once: the first input's translation of it.
  bool Copies = !Plan.InPlace && Plan.OutputFile.empty();
  for (const std::string &Source : Order) {
    const std::vector<Candidate> &Cands = Included[Source];
    // The translation written: the first that changes the file, a CUDA
    // input's (.cu: nvcc's view of the header) before a host C++ file's. A
    // header that an input includes without using its CUDA (a macro such as
    // `#define FMUL(x, y) __mul24(x, y)` is rewritten only where it is used)
    // is translated less there: that is no disagreement.
    auto Rank = [&](const Candidate &C) {
      return (C.File->Changed ? 0 : 2) + (cudaInput(Inputs[C.Input]) ? 0 : 1);
    };
    const Candidate *Chosen = &Cands.front();
    for (const Candidate &C : Cands)
      if (Rank(C) < Rank(*Chosen)) Chosen = &C;
    const Candidate &First = *Chosen;
    bool Changed = First.File->Changed;
    if (!Changed && !Copies) continue; // -o, --inplace: only what the translation changes
    InputOutcome &O = P.Inputs[First.Input];
    llvm::Expected<std::string> Out =
        includedOutputPath(Source, Inputs[First.Input], projectRootFor(Inputs[First.Input], Plan), Plan);
    if (!Out) {
      llvm::raw_string_ostream(O.Messages) << "cuda2omp: error: " << llvm::toString(Out.takeError()) << "\n";
      O.Code = std::max(O.Code, 3);
      continue;
    }
    std::vector<const Candidate *> Peers; // the others of the same rank
    for (const Candidate &C : Cands)
      if (&C != &First && Rank(C) == Rank(First)) Peers.push_back(&C);
    std::string Text = includedText(Source, First, Peers, Inputs, O);
    P.Files.push_back({Source, *Out, Text, First.Input, false, Changed});
  }
  return P;
}

} // namespace c2o
