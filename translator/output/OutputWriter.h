//===- OutputWriter.h - where translated files go, written safely ---------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace c2o {

/// Where translated files are written.
struct OutputPlan {
  std::string OutputFile; ///< -o (one input only)
  std::string OutRoot;    ///< --out-root
  std::string InRoot;     ///< --in-root
  bool InPlace = false;   ///< --inplace: overwrite, keeping a .orig backup
};

/// The path the translation of \p Input goes to (.cu becomes .cpp).
llvm::Expected<std::string> outputPathFor(const std::string &Input, const OutputPlan &Plan);
/// The path a file \p File that input \p Input includes goes to: its own
/// name, at its place under the project's root \p Root (OutRoot/relative
/// path; beside -o's file; itself with --inplace).
llvm::Expected<std::string> includedOutputPath(const std::string &File, const std::string &Input,
                                               const std::string &Root, const OutputPlan &Plan);
/// \p Path absolute, '.' and '..' removed (symbolic links kept).
std::string absolutePath(const std::string &Path);
/// \p Path absolute, '.' and '..' removed, symbolic links resolved where it exists.
std::string canonicalPath(const std::string &Path);
/// Writes \p Text to \p Path through a temporary file and a rename, so that a
/// failure never leaves a half-written file; with \p BackupOf, first copies
/// that file to <file>.orig (refusing to overwrite an existing backup). The
/// temporary file, `<Path>.c2o-tmp-XXXXXX`, is removed when the program is
/// stopped by a signal (SIGINT, SIGTERM, SIGHUP) while it exists.
llvm::Error writeFileAtomically(const std::string &Path, const std::string &Text, bool Backup);

/// Is \p Name the name of one of writeFileAtomically's temporary files
/// (`<file>.c2o-tmp-` and six letters or digits)?
bool isWriteTemporaryName(llvm::StringRef Name);
/// Removes the temporary files of writeFileAtomically left beside \p Path by
/// a run that was killed (SIGKILL, a power cut) while writing it; with \p
/// Recursive, \p Path is a folder and every such file under it goes. Returns
/// the paths removed.
std::vector<std::string> removeStaleTemporaries(const std::string &Path, bool Recursive = false);

/// Tests only (cuda2omp's hidden --testing-write-pause-ms): writeFileAtomically
/// waits this long after writing a temporary file, before renaming it, so that
/// a test can stop the run while the file exists.
void setWritePauseForTesting(unsigned Milliseconds);

} // namespace c2o
