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

/// Class templates of the bundled headers whose file-scope objects live on the
/// device without a __device__ keyword (legacy texture references).
bool isDeviceObjectTemplate(llvm::StringRef Name);

/// Library calls and types that work on a block or warp of threads inside a
/// kernel (CUB's BlockReduce, WarpScan, LoadDirectBlocked ...), by qualified
/// name. Not translated yet: a kernel using one is left as it is (C2O1001).
bool isLibraryCollective(llvm::StringRef QualifiedName);

/// The header of omp_runtime_helpers that replaces the CUDA header included
/// as \p Spelled ("cuda_runtime.h" -> "c2o_runtime.h", "thrust/sort.h" ->
/// "c2o_thrust.h", "cublas_v2.h" -> "c2o_cublas.h"), or "" when none does.
llvm::StringRef helperHeaderFor(llvm::StringRef Spelled);
/// Does a helper header replace the CUDA header included as \p Spelled?
bool isHeaderCoveredByHelpers(llvm::StringRef Spelled);

} // namespace c2o
