//===- ProjectRun.h - project-wide runs: progress, summary, build scripts -===//
#pragma once
#include "core/Diagnostics.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace c2o {

/// What a run prints on standard error while it runs, from any thread:
/// each file's messages and diagnostics as soon as it is done, and the
/// progress of each phase of several files (translation, the check after
/// writing). On a terminal the progress is one line, "[done/total] file",
/// rewritten in place under what is printed and erased at the end; in a log
/// (stderr a file or a pipe) it is one line per file, "cuda2omp: [done/total]
/// translated file" (not under --quiet).
class RunConsole {
public:
  explicit RunConsole(bool Quiet);
  ~RunConsole() { endPhase(); }
  /// A phase of \p Total files; \p Verb says what is done to each ("translated", "checked").
  void startPhase(llvm::StringRef Verb, size_t Total);
  /// One more file of the phase is done: \p Text (whole lines, maybe none)
  /// is printed, then the progress.
  void fileDone(llvm::StringRef File, llvm::StringRef Text);
  /// Prints \p Text (whole lines) now, the progress line kept under it.
  void print(llvm::StringRef Text);
  /// Erases the progress line of a terminal.
  void endPhase();
  /// Marks the console line \p Line as printed; false if it was printed already.
  bool firstTime(const std::string &Line);

private:
  void clearLine();
  void drawLine();
  bool Quiet, Terminal;
  std::string Verb;
  size_t Total = 0, Done = 0;
  std::string Last; ///< the last file done
  bool LineShown = false;
  std::set<std::string> Printed;
  std::mutex M;
};

/// What a run did, for the summary at its end.
struct RunSummary {
  unsigned Files = 0, Translated = 0, Failed = 0;
  unsigned Notes = 0, Warnings = 0, Errors = 0;
  bool Scripts = false; ///< --migrate-cmake ran
  bool Analysed = false; ///< --report-only: "analysed", not "translated"
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
