#include "analysis/SyncFunctions.h"
#include "clang/AST/DeclCXX.h"
#include <string>

namespace c2o {

using namespace clang;

static const SyncFunction SyncTable[] = {
#define C2O_SYNC(Name, Kind, ValueArg, ElemType, Neutral, Reader)                                  \
  {Name, SyncKind::Kind, ValueArg, ElemType, Neutral, Reader},
#include "analysis/SyncFunctions.def"
};

const SyncFunction *lookupSyncFunction(llvm::StringRef QualifiedName) {
  for (const SyncFunction &F : SyncTable)
    if (F.Name == QualifiedName) return &F;
  return nullptr;
}

const SyncFunction *lookupSyncFunction(const FunctionDecl *Callee) {
  if (!Callee) return nullptr;
  std::string Q = Callee->getQualifiedNameAsString();
  // Members of class templates: "ns::class::method", without template arguments.
  if (const auto *M = dyn_cast<CXXMethodDecl>(Callee))
    Q = M->getParent()->getQualifiedNameAsString() + "::" + M->getNameAsString();
  if (size_t Lt = Q.find('<'); Lt != std::string::npos) {
    size_t Gt = Q.rfind('>');
    if (Gt != std::string::npos && Gt > Lt) Q.erase(Lt, Gt - Lt + 1);
  }
  const SyncFunction *F = lookupSyncFunction(Q);
  return F && F->Kind != SyncKind::Untranslated ? F : nullptr;
}

bool isBlockLevelFunction(llvm::StringRef Name) {
  return !Name.contains("::") && lookupSyncFunction(Name) != nullptr;
}

} // namespace c2o
