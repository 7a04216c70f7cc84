#include "tools/WriteOutputs.h"
#include "output/OutRootManifest.h"
#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace c2o {

using namespace llvm;

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
  for (const std::string &O : S.OtherOutputs)
    if (!O.empty()) Outputs.push_back({O, ""});
  for (const std::string &Why : unsafeOutputs(Outputs, Read, S.Plan.InPlace))
    Msg << "cuda2omp: error: " << Why << "; nothing was written\n";
  if (S.Plan.InPlace)
    for (const PlannedFile &F : Project.Files)
      if (sys::fs::exists(F.Path + ".orig"))
        Msg << "cuda2omp: error: backup '" << F.Path
            << ".orig' exists already; remove it to translate in place again; nothing was written\n";
  return Lines;
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
