//===- ProjectRun.h - project-wide runs: progress, summary, build scripts -===//
#pragma once
#include "core/Diagnostics.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace c2o {

/// "[done/total] file" on standard error while files are translated, only
/// when standard error is a terminal and there is more than one file; the
/// line is rewritten in place and cleared at the end. Thread-safe.
class Progress {
public:
  explicit Progress(size_t Total);
  ~Progress() { finish(); }
  /// One more file is done.
  void fileDone(llvm::StringRef File);
  /// Clears the line.
  void finish();

private:
  size_t Total;
  bool Shown;
  std::atomic<size_t> Done{0};
  std::mutex M;
  bool Finished = false;
};

/// What a run did, for the summary at its end.
struct RunSummary {
  unsigned Files = 0, Translated = 0, Failed = 0;
  unsigned Notes = 0, Warnings = 0, Errors = 0;
  bool Scripts = false; ///< --migrate-cmake ran
  unsigned ScriptsMigrated = 0, ScriptsFailed = 0, FilesCopied = 0;
  unsigned ScriptNotes = 0, ScriptWarnings = 0;

  /// One input: \p Ok when it was translated and written; \p Diags, its
  /// diagnostics; \p ParseErrors, clang's errors when it did not parse (a
  /// file that failed counts as at least one error).
  void addFile(bool Ok, const std::vector<Diagnostic> &Diags, unsigned ParseErrors = 0);
};

/// "cuda2omp: N files: T translated, F failed; diagnostics: E errors, W warnings, N notes"
/// and, after --migrate-cmake, the line of the build scripts.
void printSummary(llvm::raw_ostream &OS, const RunSummary &S);

/// cuda2omp --migrate-cmake: migrates every CMake file under Plan.InRoot into
/// Plan.OutRoot and copies the project's other files that the translation did
/// not write (buildscript/ProjectMigration.h). Prints the diagnostics unless
/// \p Quiet. A file of --out-root edited since cuda2omp wrote it, or not
/// written by it, is left as it is unless \p Force (C2O1501, C2O1502, added to
/// \p Kept). Returns an exit code (0, 2: a CMake file is not valid CMake, 3:
/// a file could not be written).
int runCMakeMigration(const OutputPlan &Plan, llvm::StringRef OffloadArch, bool Quiet, bool Force, RunSummary &Summary,
                      std::vector<Diagnostic> &Kept);

} // namespace c2o
