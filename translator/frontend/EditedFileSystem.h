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
/// the merges of headers go by lines); a file's status gives the size of its
/// edited text.
using FileTextEdit = std::function<bool(llvm::StringRef Path, std::string &Text)>;

/// A file system that serves every file of \p Base through \p Edit.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> editedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                                                                 FileTextEdit Edit);

} // namespace c2o
