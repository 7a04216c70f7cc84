//===- OutputWriter.h - where translated files go, written safely ---------===//
#pragma once
#include "llvm/Support/Error.h"
#include <string>

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
/// that file to <file>.orig (refusing to overwrite an existing backup).
llvm::Error writeFileAtomically(const std::string &Path, const std::string &Text, bool Backup);

} // namespace c2o
