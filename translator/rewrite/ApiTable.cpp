#include "rewrite/ApiTable.h"
#include "llvm/ADT/StringMap.h"

namespace c2o {

namespace {
/// The Note column: None, or a diagnostic's ID (C2O1104), which must be one
/// of Diagnostics.def's (a misspelt ID does not compile).
namespace note {
inline constexpr std::optional<DiagID> None;
#define C2O_DIAG(ID, Name, Level, Message) inline constexpr std::optional<DiagID> ID = DiagID::Name;
#include "core/Diagnostics.def"
} // namespace note

/// The Note column's diagnostic gets one argument, the CUDA name ({0}): its
/// message takes at most that one (checked for every row at compile time).
namespace note_arguments {
inline constexpr unsigned None = 0;
#define C2O_DIAG(ID, Name, Level, Message) inline constexpr unsigned ID = placeholderCount(Message);
#include "core/Diagnostics.def"
} // namespace note_arguments
#define C2O_API(CudaName, Replacement, Kind, Note)                                                                      \
  static_assert(note_arguments::Note <= 1, #CudaName ": the message of its Note takes more than the CUDA name ({0})");
#include "rewrite/ApiMappings.def"
#define C2O_API(CudaName, Replacement, Kind, Note)                                                                      \
  static_assert(note_arguments::Note <= 1, #CudaName ": the message of its Note takes more than the CUDA name ({0})");
#include "rewrite/LibraryMappings.def"

struct Row {
  const char *CudaName, *Replacement;
  ApiKind Kind;
  std::optional<DiagID> Note;
};
const Row Rows[] = {
#define C2O_API(CudaName, Replacement, Kind, Note) {#CudaName, #Replacement, ApiKind::Kind, note::Note},
#include "rewrite/ApiMappings.def"
#define C2O_API(CudaName, Replacement, Kind, Note) {#CudaName, #Replacement, ApiKind::Kind, note::Note},
#include "rewrite/LibraryMappings.def"
};

const LibraryInfo Libraries[] = {
#define C2O_LIBRARY(Prefix, Library, VendorLibrary) {Prefix, Library, VendorLibrary},
#include "rewrite/VendorLibraries.def"
};

constexpr const char *rocName(const char *N) { return N[0] == 'n' && N[1] == 'o' && N[2] == 'n' && N[3] == 'e' && !N[4] ? "" : N; }
const VendorMapping Vendors[] = {
#define C2O_VENDOR(CudaName, HipName, RocName, Notes) {#CudaName, #HipName, rocName(#RocName), Notes},
#include "rewrite/VendorLibraries.def"
};
} // namespace

const ApiMapping *lookupApi(llvm::StringRef CudaName) {
  static const llvm::StringMap<ApiMapping> Index = [] {
    llvm::StringMap<ApiMapping> M;
    for (const Row &R : Rows)
      M[R.CudaName] = ApiMapping{R.CudaName, R.Replacement, R.Kind, R.Note};
    return M;
  }();
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : &It->second;
}

const ApiMapping *lookupApi(llvm::StringRef Qualified, llvm::StringRef Simple) {
  if (const ApiMapping *M = lookupApi(Qualified)) return M;
  if (Qualified == Simple || libraryOf(Qualified)) return nullptr;
  return lookupApi(Simple);
}

size_t apiTableSize() { return sizeof(Rows) / sizeof(Rows[0]); }

const LibraryInfo *libraryOf(llvm::StringRef QualifiedName) {
  for (const LibraryInfo &L : Libraries)
    if (QualifiedName.starts_with(L.Prefix)) return &L;
  return nullptr;
}

const VendorMapping *lookupVendor(llvm::StringRef CudaName) {
  static const llvm::StringMap<const VendorMapping *> Index = [] {
    llvm::StringMap<const VendorMapping *> M;
    for (const VendorMapping &V : Vendors) M[V.CudaName] = &V;
    return M;
  }();
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}

llvm::ArrayRef<VendorMapping> vendorMappings() { return Vendors; }

} // namespace c2o
