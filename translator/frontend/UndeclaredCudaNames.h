//===- UndeclaredCudaNames.h - CUDA names the bundled headers lack --------===//
#pragma once
#include "llvm/ADT/StringRef.h"

namespace c2o {

/// The part of CUDA a name belongs to, and why the bundled headers do not
/// declare it (UndeclaredCudaNames.def).
struct CudaNameFamily {
  llvm::StringRef Prefix, Family, Why;
};

/// The row of \p Name (qualified for a namespace's member: "thrust::foo"):
/// the longest prefix that matches it; null when it is no CUDA name.
const CudaNameFamily *cudaNameFamily(llvm::StringRef Name);

} // namespace c2o
