//===- DirectiveRename.h - a macro renamed in chosen directives -----------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

/// Where to rename: per file (its real path), the directives, each as the
/// range of its text [begin, end) in the file.
using DirectiveRanges = std::map<std::string, std::vector<std::pair<unsigned, unsigned>>>;

/// Renames each whole word \p From in the ranges \p Ranges of \p Text to
/// \p To, of the same length. Returns whether anything changed.
bool renameInDirectives(std::string &Text, const std::vector<std::pair<unsigned, unsigned>> &Ranges,
                        llvm::StringRef From, llvm::StringRef To);

/// A file system that serves the files of \p Where with \p From renamed to
/// \p To in the directives listed.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
directiveRenameFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, DirectiveRanges Where,
                          std::string From, std::string To);

} // namespace c2o
