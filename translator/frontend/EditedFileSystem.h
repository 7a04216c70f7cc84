//===- EditedFileSystem.h - files served as the parse must read them ------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <functional>
#include <string>

namespace c2o {

/// Rewrites the text of the file at \p Path (as the base file system names
/// it) in place; returns false when it left the text unchanged. An edit must
/// keep every line as written (diagnostics, the line maps of the output and
/// the merges of headers go by lines).
using FileTextEdit = std::function<bool(llvm::StringRef Path, std::string &Text)>;

/// A file system that serves every file of \p Base through \p Edit.
/// \p KeepsSize: \p Edit never changes a text's size (a rename of as many
/// characters); otherwise a file's status gives the size of its edited text
/// (clang checks that a file has the size its status said), which costs a
/// read and an edit of each file whose status is asked.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> editedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                                                                 FileTextEdit Edit, bool KeepsSize = true);

} // namespace c2o
