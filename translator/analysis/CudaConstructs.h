//===- CudaConstructs.h - what counts as CUDA, as data --------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace c2o {

/// CUDA keywords that the translation removes or replaces in the body of a
/// program's own macro too (#define HD __host__ __device__, #define KERNEL
/// __global__, #define SHARED __shared__): they qualify a function or variable
/// that the rules translate where the macro is used (the rules read the
/// declaration's attributes, not the keyword), so the macro's body becomes
/// what the keyword becomes: nothing, or `inline` and the noinline attribute.
bool isMacroBodyQualifier(llvm::StringRef Name);

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

/// The name that stands for __CUDA_ARCH__ in the directives translated as
/// nvcc's device pass reads them (the same length, so that nothing moves),
/// and the value it has there: compute capability 8.0, the newest whose
/// features the helpers give (sm_90's clusters and tensor memory they do not).
inline constexpr char DeviceArchMacro[] = "__C2O_DEVARCH";
inline constexpr int DeviceArchValue = 800;

/// Class templates of the bundled headers whose file-scope objects live on the
/// device without a __device__ keyword (legacy texture references).
bool isDeviceObjectTemplate(llvm::StringRef Name);

/// How the translation handles a name of CUB's block and warp level
/// (CubCollectives.def).
enum class CubLevel {
  None,        ///< not a block- or warp-level name of CUB
  Collective,  ///< the threads call it together: the function has its direct form only
  Thread,      ///< a per-thread function or a type: translated anywhere
  Untranslated ///< block or warp level, not in the table: the function is left as it is (C2O1001)
};
/// The level of a qualified name ("cub::BlockLoad<int, 128, 4>::Load" is
/// cub::BlockLoad's), by CubCollectives.def.
CubLevel cubLevel(llvm::StringRef QualifiedName);
/// "cub::BlockLoad" of "cub::BlockLoad<int, 128, 4>::TempStorage".
std::string cubTopName(llvm::StringRef QualifiedName);
/// Library names that work on a block or warp of threads inside a kernel
/// (CUB's BlockReduce, WarpScan ...): cubLevel is Collective or Untranslated.
bool isLibraryCollective(llvm::StringRef QualifiedName);

/// The header of omp_runtime_helpers that replaces the CUDA header included
/// as \p Spelled ("cuda_runtime.h" -> "c2o_runtime.h", "thrust/sort.h" ->
/// "c2o_thrust.h", "cublas_v2.h" -> "c2o_cublas.h"), or "" when none does.
llvm::StringRef helperHeaderFor(llvm::StringRef Spelled);
/// Does a helper header replace the CUDA header included as \p Spelled?
bool isHeaderCoveredByHelpers(llvm::StringRef Spelled);

} // namespace c2o
