//===- UnsupportedHeaders.h - headers of libraries out of scope -----------===//
#pragma once
#include "llvm/ADT/StringRef.h"

namespace c2o {

/// A library the translation does not support, known by its header
/// (UnsupportedHeaders.def).
struct UnsupportedHeader {
  llvm::StringRef Header, Library, Why;
};

/// The row of \p Written (an include's name as written: "mpi.h",
/// "nccl.h"); null when it is no such library's.
const UnsupportedHeader *unsupportedHeader(llvm::StringRef Written);

} // namespace c2o
