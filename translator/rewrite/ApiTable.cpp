#include "rewrite/ApiTable.h"
#include "llvm/ADT/StringMap.h"

namespace c2o {

namespace {
struct Row {
  const char *CudaName, *Replacement;
  ApiKind Kind;
  const char *Note;
};
const Row Rows[] = {
#define C2O_API(CudaName, Replacement, Kind, Note) {#CudaName, #Replacement, ApiKind::Kind, #Note},
#include "rewrite/ApiMappings.def"
};

std::optional<DiagID> diagByName(llvm::StringRef Name) {
  const auto &Infos = allDiagInfos();
  for (size_t I = 0; I < Infos.size(); ++I)
    if (Name == Infos[I].ID) return static_cast<DiagID>(I);
  return std::nullopt;
}
} // namespace

const ApiMapping *lookupApi(llvm::StringRef CudaName) {
  static const llvm::StringMap<ApiMapping> Index = [] {
    llvm::StringMap<ApiMapping> M;
    for (const Row &R : Rows)
      M[R.CudaName] = ApiMapping{R.CudaName, R.Replacement, R.Kind, diagByName(R.Note)};
    return M;
  }();
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : &It->second;
}

size_t apiTableSize() { return sizeof(Rows) / sizeof(Rows[0]); }

} // namespace c2o
