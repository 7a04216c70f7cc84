#include "tools/ProjectRun.h"
#include "buildscript/ProjectMigration.h"
#include "output/OutRootManifest.h"
#include "tools/DiagnosticSelection.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

namespace c2o {

using namespace llvm;

RunConsole::RunConsole(bool Quiet) : Quiet(Quiet), Terminal(sys::Process::StandardErrIsDisplayed()) {}

void RunConsole::startPhase(StringRef V, size_t N) {
  std::lock_guard<std::mutex> Lock(M);
  clearLine();
  Verb = V.str();
  Total = N;
  Done = 0;
}

void RunConsole::clearLine() {
  if (!LineShown) return;
  errs() << "\r\x1b[K";
  errs().flush();
  LineShown = false;
}

void RunConsole::drawLine() {
  if (Total < 2 || Done == 0) return;
  if (!Terminal) {
    if (!Quiet) errs() << "cuda2omp: [" << Done << "/" << Total << "] " << Verb << " " << Last << "\n";
    return;
  }
  // The name's tail, so that the line fits a terminal.
  StringRef File(Last);
  StringRef Tail = File.size() > 60 ? File.take_back(57) : File;
  errs() << "\r[" << Done << "/" << Total << "] " << (Verb == "translated" ? "" : Verb + " ")
         << (File.size() > 60 ? "..." : "") << Tail << "\x1b[K";
  LineShown = true;
}

void RunConsole::fileDone(StringRef File, StringRef Text) {
  std::lock_guard<std::mutex> Lock(M);
  if (!Text.empty()) clearLine(); // else the new line is drawn over the old one
  errs() << Text;
  ++Done;
  Last = File.str();
  drawLine();
  errs().flush();
}

void RunConsole::print(StringRef Text) {
  if (Text.empty()) return;
  std::lock_guard<std::mutex> Lock(M);
  bool Redraw = LineShown;
  clearLine();
  errs() << Text;
  if (Redraw) drawLine();
  errs().flush();
}

void RunConsole::endPhase() {
  std::lock_guard<std::mutex> Lock(M);
  clearLine();
  Total = 0;
}

bool RunConsole::firstTime(const std::string &Line) {
  std::lock_guard<std::mutex> Lock(M);
  return Printed.insert(Line).second;
}

void RunSummary::addFile(bool Ok, const std::vector<Diagnostic> &Diags, unsigned ParseErrors) {
  ++Files;
  if (!Ok) {
    ++Failed;
    Errors += std::max(1u, ParseErrors); // a file that failed is an error, whatever the reason
    return;
  }
  ++Translated;
  for (const Diagnostic &D : Diags) {
    switch (diagInfo(D.ID).Level) {
    case DiagLevel::Note: ++Notes; break;
    case DiagLevel::Warning: ++Warnings; break;
    case DiagLevel::Error: ++Errors; break;
    }
  }
}

static std::string count(unsigned N, StringRef One) {
  return formatv("{0} {1}{2}", N, One, N == 1 ? "" : "s").str();
}

void printSummary(raw_ostream &OS, const RunSummary &S) {
  if (S.Files > 0)
    OS << "cuda2omp: " << count(S.Files, "file") << ": " << S.Translated << (S.Analysed ? " analysed, " : " translated, ")
       << S.Failed
       << " failed; diagnostics: " << count(S.Errors, "error") << ", " << count(S.Warnings, "warning") << ", "
       << count(S.Notes, "note") << "\n";
  if (S.Scripts)
    OS << "cuda2omp: build scripts: " << count(S.ScriptsMigrated, "CMake file") << " migrated, " << S.ScriptsFailed
       << " failed; diagnostics: " << count(S.ScriptWarnings, "warning") << ", " << count(S.ScriptNotes, "note")
       << "; " << count(S.FilesCopied, "other file") << " copied\n";
}

int runCMakeMigration(const OutputPlan &Plan, StringRef OffloadArch, bool Quiet, bool Force, RunSummary &Summary,
                      std::vector<Diagnostic> &Kept) {
  Summary.Scripts = true;
  CMakeMigrationOptions Opts;
  Opts.OffloadArch = OffloadArch.str();
  std::string InRoot = Plan.InRoot.empty() ? "." : Plan.InRoot;
  // The names the translation gives (output/OutputWriter: .cu becomes .cpp).
  Opts.TranslatedName = [&](StringRef Name) {
    Expected<std::string> Out = outputPathFor(InRoot + "/" + Name.str(), Plan);
    if (!Out) {
      consumeError(Out.takeError());
      return Name.str();
    }
    return sys::path::filename(*Out).str();
  };
  Opts.HasTranslation = [&](StringRef In, std::string &OutPath) {
    Expected<std::string> Out = outputPathFor(In.str(), Plan);
    if (!Out) {
      OutPath = toString(Out.takeError());
      return false;
    }
    OutPath = *Out;
    return sys::fs::exists(*Out);
  };
  std::string OutRoot = Plan.OutRoot.empty() ? "cuda2omp_out" : Plan.OutRoot;
  ProjectMigration P = planProjectMigration(InRoot, OutRoot, Opts);
  int Code = 0;
  // As for the translations: a file edited since cuda2omp wrote it, or not
  // written by it, stays as it is unless --force (C2O1501, C2O1502).
  OutRootManifest Manifest = OutRootManifest::load(OutRoot);
  auto MayWrite = [&](const std::string &Path, StringRef Text) {
    if (Force) return true;
    OutRootManifest::Verdict V = Manifest.judge(Path, Text);
    if (V != OutRootManifest::Verdict::Edited && V != OutRootManifest::Verdict::NotOurs) return true;
    Diagnostic D;
    D.ID = V == OutRootManifest::Verdict::Edited ? DiagID::OutputChangedSinceWritten : DiagID::OutputNotOurs;
    D.File = Path;
    D.Text = formatMessage(D.ID, {Path, Manifest.path()});
    errs() << formatDiagnostic(D) << "\n"; // also under --quiet: a file of the user's was not replaced
    ++Summary.ScriptWarnings;
    Kept.push_back(D);
    return false;
  };
  for (MigratedScript &M : P.Scripts) {
    if (!M.Error.empty()) {
      errs() << "cuda2omp: error: " << M.Input << ":" << M.Error << "; it was not migrated\n";
      ++Summary.ScriptsFailed;
      Code = std::max(Code, 2);
      continue;
    }
    for (const Diagnostic &D : M.Result.Diags) {
      if (!Quiet) errs() << D.format() << "\n";
      if (diagInfo(D.ID).Level == DiagLevel::Note) ++Summary.ScriptNotes;
      else ++Summary.ScriptWarnings;
    }
    if (!MayWrite(M.Output, M.Result.Text)) continue;
    if (Error E = writeFileAtomically(M.Output, M.Result.Text, false)) {
      errs() << "cuda2omp: error: " << toString(std::move(E)) << "\n";
      ++Summary.ScriptsFailed;
      Code = std::max(Code, 3);
      continue;
    }
    Manifest.record(M.Output, M.Result.Text);
    if (!Quiet) errs() << "cuda2omp: " << M.Input << " -> " << M.Output << "\n";
    ++Summary.ScriptsMigrated;
  }
  for (auto &[From, To] : P.Copies) {
    if (sys::path::filename(To) == OutRootManifest::FileName) continue; // --out-root's own record, not a project file
    auto Text = MemoryBuffer::getFile(From, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (Text && !MayWrite(To, (*Text)->getBuffer())) continue;
    // Through a temporary file and a rename, as every file the run writes.
    std::string Why;
    if (!Text) Why = Text.getError().message();
    else if (Error E = writeFileAtomically(To, (*Text)->getBuffer().str(), false)) Why = toString(std::move(E));
    else if (ErrorOr<sys::fs::perms> Perms = sys::fs::getPermissions(From)) sys::fs::setPermissions(To, *Perms);
    if (!Why.empty()) {
      errs() << "cuda2omp: error: cannot copy '" << From << "' to '" << To << "': " << Why << "\n";
      Code = std::max(Code, 3);
      continue;
    }
    if (Text) Manifest.record(To, (*Text)->getBuffer());
    ++Summary.FilesCopied;
  }
  if (Error E = Manifest.save()) {
    errs() << "cuda2omp: error: the manifest of --out-root could not be written: " << toString(std::move(E)) << "\n";
    Code = std::max(Code, 3);
  }
  return Code;
}

} // namespace c2o
