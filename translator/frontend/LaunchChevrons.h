//===- LaunchChevrons.h - spaced launch chevrons, as nvcc reads them ------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <string>

namespace c2o {

/// nvcc reads a launch written with spaces between its chevrons
/// (`k << < g, b >> > (args)`, as some formatters and older code write it);
/// clang parses only `<<<` and `>>>`. Returns \p Text with each such launch's
/// chevrons joined, the same length and line structure (the spaces move after
/// the chevrons), so that every offset, line and column stays as written.
/// Comments, string and character literals are left alone; a `>> >` is joined
/// only as the close of a launch (it is also how C++03 closes nested templates).
/// Returns \p Text unchanged (and sets \p Changed false) when there is none.
std::string joinLaunchChevrons(llvm::StringRef Text, bool &Changed);

/// A file system that serves every file with its launch chevrons joined.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
launchChevronFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base);

} // namespace c2o
