//===- CudaConstructs.h - what counts as CUDA, as data --------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace c2o {

/// A macro of the bundled headers that spells a CUDA keyword (__global__ ...),
/// with the text it becomes in translated code.
struct CudaKeyword {
  llvm::StringRef Name;
  llvm::StringRef Replacement;
  bool TakesArguments; ///< __launch_bounds__(...)
};
/// The keyword row for \p MacroName, if it is one.
const CudaKeyword *lookupKeyword(llvm::StringRef MacroName);

/// Built-in variables giving a thread its place in the launch.
enum class IndexBuiltin { ThreadIdx, BlockIdx, BlockDim, GridDim };
std::optional<IndexBuiltin> lookupIndexBuiltin(llvm::StringRef Name);
/// The kernel body's parameter that replaces \p B (c2o_threadIdx ...).
llvm::StringRef indexParameterName(IndexBuiltin B);

/// A macro that CUDA compilers define and an OpenMP compiler does not (or,
/// __CUDA_ARCH__, defines for its NVIDIA device pass while the translation
/// read the host's branch): __CUDACC__, __NVCC__, __CUDA_ARCH__ ...
bool isCudaCompilationMacro(llvm::StringRef Name);

/// Bundled CUDA headers that omp_runtime_helpers/c2o_runtime.h replaces.
bool isHeaderCoveredByHelpers(llvm::StringRef FileName);

} // namespace c2o
