#include "analysis/CudaConstructs.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

namespace c2o {

static const CudaKeyword Keywords[] = {
    {"__global__", "", false},      {"__device__", "", false},
    {"__host__", "", false},        {"__constant__", "", false},
    {"__managed__", "", false},     {"__shared__", "", false},
    {"__launch_bounds__", "", true}, {"__forceinline__", "inline", false},
    {"__noinline__", "__attribute__((noinline))", false},
};

const CudaKeyword *lookupKeyword(llvm::StringRef MacroName) {
  for (const CudaKeyword &K : Keywords)
    if (K.Name == MacroName) return &K;
  return nullptr;
}

std::optional<IndexBuiltin> lookupIndexBuiltin(llvm::StringRef Name) {
  if (Name == "threadIdx") return IndexBuiltin::ThreadIdx;
  if (Name == "blockIdx") return IndexBuiltin::BlockIdx;
  if (Name == "blockDim") return IndexBuiltin::BlockDim;
  if (Name == "gridDim") return IndexBuiltin::GridDim;
  return std::nullopt;
}

llvm::StringRef indexParameterName(IndexBuiltin B) {
  switch (B) {
  case IndexBuiltin::ThreadIdx: return "c2o_threadIdx";
  case IndexBuiltin::BlockIdx: return "c2o_blockIdx";
  case IndexBuiltin::BlockDim: return "c2o_blockDim";
  case IndexBuiltin::GridDim: return "c2o_gridDim";
  }
  return "";
}

bool isCudaCompilationMacro(llvm::StringRef Name) {
  static const llvm::StringSet<> Names = {
      "__CUDACC__",          "__NVCC__",           "__CUDA__",            "__CUDA_ARCH__",
      "__CUDA_ARCH_LIST__",  "__CUDACC_RDC__",     "__CUDACC_EWP__",      "__CUDACC_VER_MAJOR__",
      "__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__", "__CUDACC_RELAXED_CONSTEXPR__",
      "__CUDACC_EXTENDED_LAMBDA__", "__CUDA_ARCH_HAS_FEATURE__", "__CUDACC_DEBUG__"};
  return Names.contains(Name);
}

bool isHeaderCoveredByHelpers(llvm::StringRef FileName) {
  static const llvm::StringSet<> Names = {
      "cuda_runtime.h", "cuda_runtime_api.h", "cuda.h", "device_launch_parameters.h",
      "vector_types.h", "vector_functions.h", "driver_types.h", "device_functions.h",
      "math_functions.h", "device_atomic_functions.h", "host_defines.h", "builtin_types.h",
      "cuda_device_runtime_api.h", "sm_20_atomic_functions.h", "sm_60_atomic_functions.h",
      "cooperative_groups.h", "reduce.h"};
  return Names.contains(llvm::sys::path::filename(FileName));
}

} // namespace c2o
