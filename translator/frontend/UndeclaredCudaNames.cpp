//===- UndeclaredCudaNames.cpp - CUDA names the bundled headers lack ------===//
#include "frontend/UndeclaredCudaNames.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

static const CudaNameFamily Table[] = {
#define C2O_CUDA_NAME_FAMILY(Prefix, Family, Why) {Prefix, Family, Why},
#include "frontend/UndeclaredCudaNames.def"
};

/// Whether \p Name starts with \p Prefix where a word of CUDA's naming
/// starts: after a prefix ending in a lower-case letter the name goes on in
/// upper case (cuMemCreate, not cube or cu_seqlens); after one ending in an
/// upper-case letter, in lower case or '_' (CUresult, CU_MEM_..., not CUSTOM).
static bool startsWithWord(llvm::StringRef Name, llvm::StringRef Prefix) {
  if (!Name.starts_with(Prefix) || Name.size() == Prefix.size()) return false;
  char Last = Prefix.back(), Next = Name[Prefix.size()];
  if (llvm::isLower(Last)) return llvm::isUpper(Next);
  if (llvm::isUpper(Last)) return llvm::isLower(Next) || Next == '_';
  return true;
}

const CudaNameFamily *cudaNameFamily(llvm::StringRef Name) {
  const CudaNameFamily *Best = nullptr;
  for (const CudaNameFamily &F : Table)
    if (startsWithWord(Name, F.Prefix) && (!Best || F.Prefix.size() > Best->Prefix.size())) Best = &F;
  return Best;
}

} // namespace c2o
