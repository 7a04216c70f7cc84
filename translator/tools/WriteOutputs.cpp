#include "tools/WriteOutputs.h"
#include "output/OutRootManifest.h"
#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "output/Report.h"
#include "output/Statistics.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

namespace c2o {

using namespace llvm;

/// Why the file of --report or --stats-csv may not be written at \p Path, or
/// "": an existing file must be empty or what that option writes (an
/// earlier run's), unless --force.
static std::string otherOutputProblem(StringRef Option, const std::string &Path, bool Force) {
  if (Force || !sys::fs::exists(Path)) return "";
  if (sys::fs::is_directory(Path)) return "--" + Option.str() + " '" + Path + "' is a folder";
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf) return "";  // not readable: writing it says why
  StringRef Text = (*Buf)->getBuffer();
  bool Ours = Option == "stats-csv" ? isStatisticsCsvText(Text) : isRunReportText(Text);
  if (Text.trim().empty() || Ours) return "";
  return "--" + Option.str() + " '" + Path + "' exists and is not " +
         (Option == "stats-csv" ? "a statistics file" : "a report") +
         " of cuda2omp; it would be overwritten (--force overwrites it)";
}

std::string checkProjectOutputs(const ProjectPlan &Project, const std::vector<std::string> &Inputs,
                                const WriteSettings &S) {
  std::string Lines;
  raw_string_ostream Msg(Lines);
  // An input whose output could not be placed (usage 1, output 3) stops all.
  for (size_t I = 0; I < Project.Inputs.size(); ++I)
    if (Project.Inputs[I].Code == 1 || Project.Inputs[I].Code == 3)
      Msg << "cuda2omp: error: nothing was written: an output of '" << Inputs[I]
          << "' cannot be placed safely (above)\n";
  std::vector<std::string> Read(Inputs.begin(), Inputs.end());
  std::vector<OutputToCheck> Outputs;
  for (const PlannedFile &F : Project.Files) {
    Read.push_back(F.Source);
    Outputs.push_back({F.Path, F.Source});
  }
  for (const auto &[Option, Path] : S.OtherOutputs) {
    if (Path.empty()) continue;
    Outputs.push_back({Path, ""});
    if (std::string Why = otherOutputProblem(Option, Path, S.Force); !Why.empty())
      Msg << "cuda2omp: error: " << Why << "; nothing was written\n";
  }
  for (const std::string &Why : unsafeOutputs(Outputs, Read, S.Plan.InPlace))
    Msg << "cuda2omp: error: " << Why << "; nothing was written\n";
  if (S.Plan.InPlace)
    for (const PlannedFile &F : Project.Files)
      if (sys::fs::exists(F.Path + ".orig"))
        Msg << "cuda2omp: error: backup '" << F.Path
            << ".orig' exists already; remove it to translate in place again; nothing was written\n";
  return Lines;
}

void removeStaleWriteTemporaries(const ProjectPlan &Project, const WriteSettings &S) {
  std::vector<std::string> Removed;
  auto Add = [&](std::vector<std::string> More) { Removed.insert(Removed.end(), More.begin(), More.end()); };
  if (!S.Plan.InPlace && S.Plan.OutputFile.empty())
    Add(removeStaleTemporaries(S.Plan.OutRoot.empty() ? "cuda2omp_out" : S.Plan.OutRoot, /*Recursive=*/true));
  for (const PlannedFile &F : Project.Files)
    if (F.Path != "-") Add(removeStaleTemporaries(F.Path));
  for (const auto &Other : S.OtherOutputs)
    if (!Other.second.empty()) Add(removeStaleTemporaries(Other.second));
  if (!S.Quiet)
    for (const std::string &P : Removed)
      errs() << "cuda2omp: note: removed '" << P << "', a temporary file left by an interrupted run\n";
}

WriteOutcome writeProject(ProjectPlan &Project, const std::vector<std::string> &Inputs, const WriteSettings &S) {
  WriteOutcome W;
  W.Written.resize(Inputs.size());
  W.Notes.resize(Inputs.size());
  W.Outputs.resize(Inputs.size());
  W.Refusal = checkProjectOutputs(Project, Inputs, S);
  if (!W.Refusal.empty()) {
    W.Code = 3;
    for (InputOutcome &O : Project.Inputs)
      if (O.Code == 0) O.Code = 3;
    return W;
  }
  removeStaleWriteTemporaries(Project, S);
  // --out-root keeps a manifest of what it wrote; -o and --inplace name their files.
  bool UnderRoot = !S.Plan.InPlace && S.Plan.OutputFile.empty();
  std::string Root = S.Plan.OutRoot.empty() ? "cuda2omp_out" : S.Plan.OutRoot;
  OutRootManifest Manifest = UnderRoot ? OutRootManifest::load(Root) : OutRootManifest();
  if (!Manifest.Problem.empty())
    errs() << "cuda2omp: warning: " << Manifest.Problem
           << "; every file already in --out-root counts as not written by cuda2omp\n";
  bool Recorded = false;
  for (const PlannedFile &F : Project.Files) {
    InputOutcome &O = Project.Inputs[F.Input];
    raw_string_ostream Msg(W.Notes[F.Input]);
    if (F.Path == "-") { // -o -: the translation goes to standard output
      W.Written[F.Input] = "-";
      continue;
    }
    if (UnderRoot && !S.Force) {
      OutRootManifest::Verdict V = Manifest.judge(F.Path, F.Text);
      if (V == OutRootManifest::Verdict::Edited || V == OutRootManifest::Verdict::NotOurs) {
        Diagnostic D;
        bool Edited = V == OutRootManifest::Verdict::Edited;
        D.ID = Edited ? DiagID::OutputChangedSinceWritten : DiagID::OutputNotOurs;
        D.File = F.Path;
        D.Text = Edited ? formatMessage(D.ID, {F.Path}) : formatMessage(D.ID, {F.Path, Manifest.path()});
        O.Diags.push_back(D);
        continue;
      }
    }
    if (Error E = writeFileAtomically(F.Path, F.Text, S.Plan.InPlace)) {
      Msg << "cuda2omp: error: " << toString(std::move(E)) << "\n";
      O.Code = std::max<int>(O.Code, 3);
      W.Code = 3;
      continue;
    }
    if (UnderRoot) {
      Manifest.record(F.Path, F.Text);
      Recorded = true;
    }
    if (!S.Quiet)
      Msg << "cuda2omp: " << F.Source << " -> " << F.Path << (F.Main || F.Translated ? "" : " (as it is)") << "\n";
    if (F.Main) W.Written[F.Input] = F.Path;
    W.Outputs[F.Input].push_back(F.Path);
  }
  if (Recorded)
    if (Error E = Manifest.save()) {
      errs() << "cuda2omp: error: the manifest of --out-root could not be written: " << toString(std::move(E))
             << "\n";
      W.Code = 3;
    }
  return W;
}

} // namespace c2o
