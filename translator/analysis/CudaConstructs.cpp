#include "analysis/CudaConstructs.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <cctype>

namespace c2o {

static const CudaKeyword Keywords[] = {
    {"__global__", "", false},      {"__device__", "", false},
    {"__host__", "", false},        {"__constant__", "", false},
    {"__managed__", "", false},     {"__shared__", "", false},
    {"__launch_bounds__", "", true}, {"__forceinline__", "inline", false},
    {"__noinline__", "__attribute__((noinline))", false},
    // a const kernel parameter read in place (sm_70+): a plain parameter here
    {"__grid_constant__", "", false},
};

bool isMacroBodyQualifier(llvm::StringRef Name) {
  return Name == "__host__" || Name == "__device__" || Name == "__global__" || Name == "__forceinline__" ||
         Name == "__noinline__" || Name == "__shared__" || Name == "__constant__" || Name == "__managed__";
}

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
      "__CUDACC_EXTENDED_LAMBDA__", "__CUDA_ARCH_HAS_FEATURE__", "__CUDACC_DEBUG__",
      // not nvcc's, but its value under nvcc is what the program was written for: the output's
      // compiler defines it for its own OpenMP, which code meant for nvcc never saw
      "_OPENMP",
      // __CUDA_ARCH__ where the translation reads it as nvcc's device pass (DeviceArchConditions.h)
      DeviceArchMacro};
  return Names.contains(Name);
}

bool isDeviceObjectTemplate(llvm::StringRef Name) { return Name == "texture"; }

std::string cubTopName(llvm::StringRef QualifiedName) {
  if (!QualifiedName.starts_with("cub::")) return "";
  llvm::StringRef Rest = QualifiedName.drop_front(5);
  return "cub::" + Rest.take_while([](char C) { return std::isalnum((unsigned char)C) || C == '_'; }).str();
}

CubLevel cubLevel(llvm::StringRef QualifiedName) {
  static const char *const Prefixes[] = {"cub::Block", "cub::Warp", "cub::LoadDirect", "cub::StoreDirect",
                                         "cub::ThreadLoad", "cub::ThreadStore", "cub::LaneId"};
  bool BlockLevel = false;
  for (const char *P : Prefixes) BlockLevel |= QualifiedName.starts_with(P);
  if (!BlockLevel) return CubLevel::None;
  static const struct {
    const char *Name;
    CubLevel Level;
  } Rows[] = {
#define C2O_CUB(Name, Kind) {Name, CubLevel::Kind},
#include "analysis/CubCollectives.def"
  };
  const std::string Top = cubTopName(QualifiedName);
  for (const auto &R : Rows)
    if (Top == R.Name) return R.Level;
  return CubLevel::Untranslated;
}

bool isLibraryCollective(llvm::StringRef QualifiedName) {
  CubLevel L = cubLevel(QualifiedName);
  return L == CubLevel::Collective || L == CubLevel::Untranslated;
}

llvm::StringRef helperHeaderFor(llvm::StringRef Spelled) {
  static const struct {
    const char *Spelled; ///< a header name, or a folder ending in '/'
    const char *Helper;
  } Headers[] = {
#define C2O_CUDA_HEADER(S, H) {S, H},
#include "analysis/CudaHeaders.def"
  };
  const llvm::StringRef Name = llvm::sys::path::filename(Spelled);
  for (const auto &H : Headers) {
    const llvm::StringRef S(H.Spelled);
    if (S.ends_with("/") ? (Spelled.starts_with(S) || Spelled.contains("/" + S.str())) : Name == S)
      return H.Helper;
  }
  return "";
}

bool isHeaderCoveredByHelpers(llvm::StringRef Spelled) { return !helperHeaderFor(Spelled).empty(); }

} // namespace c2o
