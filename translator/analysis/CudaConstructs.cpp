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

bool isDeviceObjectTemplate(llvm::StringRef Name) { return Name == "texture"; }

bool isLibraryCollective(llvm::StringRef QualifiedName) {
  static const char *const Prefixes[] = {"cub::Block", "cub::Warp", "cub::LoadDirect", "cub::StoreDirect",
                                         "cub::ThreadLoad", "cub::ThreadStore", "cub::LaneId"};
  for (const char *P : Prefixes)
    if (QualifiedName.starts_with(P)) return true;
  return false;
}

llvm::StringRef helperHeaderFor(llvm::StringRef Spelled) {
  // The CUDA libraries, by the folder or name of their headers.
  static const struct {
    const char *Spelled; ///< a folder ("thrust/") or a header name
    const char *Helper;
  } Libraries[] = {
      {"thrust/", "c2o_thrust.h"},        {"cub/", "c2o_cub.h"},
      {"cublas_v2.h", "c2o_cublas.h"},    {"cublas_api.h", "c2o_cublas.h"},
      {"cublas.h", "c2o_cublas.h"},       {"cusparse.h", "c2o_cusparse.h"},
      {"cusparse_v2.h", "c2o_cusparse.h"}, {"library_types.h", "c2o_library_types.h"},
  };
  for (const auto &L : Libraries) {
    llvm::StringRef S(L.Spelled);
    if (S.ends_with("/") ? (Spelled.starts_with(S) || Spelled.contains("/" + S.str())) : llvm::sys::path::filename(Spelled) == S)
      return L.Helper;
  }
  static const llvm::StringSet<> Names = {
      "cuda_runtime.h", "cuda_runtime_api.h", "cuda.h", "device_launch_parameters.h",
      "vector_types.h", "vector_functions.h", "driver_types.h", "device_functions.h",
      "math_functions.h", "device_atomic_functions.h", "host_defines.h", "builtin_types.h",
      "cuda_device_runtime_api.h", "sm_20_atomic_functions.h", "sm_60_atomic_functions.h",
      "cooperative_groups.h", "reduce.h", "cuda_fp16.h", "cuda_bf16.h", "cuda_fp8.h", "math_constants.h",
      "cuComplex.h", "driver_functions.h", "cuda_profiler_api.h", "texture_types.h",
      "texture_fetch_functions.h", "cuda_texture_types.h", "surface_types.h", "surface_functions.h",
      "channel_descriptor.h", "curand.h", "curand_kernel.h", "curand_uniform.h", "curand_normal.h",
      "curand_philox4x32_x.h", "curand_mrg32k3a.h", "curand_globals.h"};
  return Names.contains(llvm::sys::path::filename(Spelled)) ? "c2o_runtime.h" : "";
}

bool isHeaderCoveredByHelpers(llvm::StringRef Spelled) { return !helperHeaderFor(Spelled).empty(); }

} // namespace c2o
