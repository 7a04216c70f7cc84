//===- DirectiveRename.h - a macro renamed in chosen directives -----------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <map>
#include <string>
#include <vector>

namespace c2o {

/// Where to rename: per file (its real path), the offsets of the directives
/// (each at the name of the directive: `if`, `elif` ...).
using DirectiveOffsets = std::map<std::string, std::vector<unsigned>>;

/// Renames each whole word \p From in the directive lines of \p Text that
/// start at \p Offsets (a directive's logical line: its backslash-newlines
/// joined) to \p To, of the same length. Returns whether anything changed.
bool renameInDirectives(std::string &Text, const std::vector<unsigned> &Offsets, llvm::StringRef From,
                        llvm::StringRef To);

/// A file system that serves the files of \p Where with \p From renamed to
/// \p To in the directives listed.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
directiveRenameFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, DirectiveOffsets Where,
                          std::string From, std::string To);

} // namespace c2o
