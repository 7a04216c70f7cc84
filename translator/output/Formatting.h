//===- Formatting.h - clang-format on the code the translator wrote -------===//
#pragma once
#include "rewrite/EditSet.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace c2o {

/// Formats the lines of \p Text that hold generated code (\p Generated, from
/// EditSet::apply) with the clang-format style \p StyleName: "file" (the
/// .clang-format above \p FileName, else LLVM), a style name, or "none"; the
/// user's own lines stay as they were. Each generated part is formatted in a
/// window of its own lines (launchers and signatures stand at the top level),
/// so the cost grows with the file's size, not with its size times the
/// number of parts.
std::string formatGenerated(std::string Text, std::vector<TextRange> Generated, llvm::StringRef FileName,
                            llvm::StringRef StyleName);

} // namespace c2o

namespace c2o {
/// Why \p StyleName is not a style --format-style accepts (file, none, a
/// clang-format style name, file:<path>, or an inline {key: value, ...}), or
/// "" when it is one. \p FileName: where "file" looks for .clang-format.
std::string formatStyleProblem(llvm::StringRef StyleName, llvm::StringRef FileName);
} // namespace c2o
