#include "core/AstWalk.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include <vector>

namespace c2o {

using namespace clang;

void limitTraversalToMainFile(ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<Decl *> Scope;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())) ||
        SM.isWrittenInMainFile(SM.getExpansionLoc(D->getBeginLoc())))
      Scope.push_back(D);
  Ctx.setTraversalScope(Scope);
}

void forEachAncestor(ASTContext &Ctx, const Stmt *S, bool ThroughAllDecls,
                     llvm::function_ref<bool(const DynTypedNode &)> Visit) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  while (!Parents.empty()) {
    if (Visit(Parents[0])) return;
    if (const auto *St = Parents[0].get<Stmt>()) Parents = Ctx.getParents(*St);
    else if (const auto *D = Parents[0].get<Decl>(); D && (ThroughAllDecls || isa<CapturedDecl>(D)))
      Parents = Ctx.getParents(*D);
    else return;
  }
}

const FunctionDecl *enclosingFunction(ASTContext &Ctx, const Stmt *S) {
  const FunctionDecl *Found = nullptr;
  forEachAncestor(Ctx, S, /*ThroughAllDecls=*/true,
                  [&](const DynTypedNode &N) { return (Found = N.get<FunctionDecl>()) != nullptr; });
  return Found;
}

} // namespace c2o
