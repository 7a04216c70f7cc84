#include "core/AstWalk.h"
#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
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

void limitTraversalToView(const SourceView &View) {
  std::vector<Decl *> Scope;
  for (Decl *D : View.Ctx.getTranslationUnitDecl()->decls())
    if (View.isWrittenInView(D->getLocation()) || View.isWrittenInView(D->getBeginLoc())) Scope.push_back(D);
  View.Ctx.setTraversalScope(Scope);
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

const Stmt *parentStatement(ASTContext &Ctx, const Stmt *S) {
  DynTypedNodeList P = Ctx.getParents(*S);
  while (!P.empty()) {
    if (const Stmt *PS = P[0].get<Stmt>()) return PS;
    if (const Decl *D = P[0].get<Decl>()) {
      if (isa<FunctionDecl>(D) || isa<BlockDecl>(D)) return nullptr;
      P = Ctx.getParents(*D);
      continue;
    }
    return nullptr;
  }
  return nullptr;
}

bool isBodyOf(const Stmt *P, const Stmt *C) {
  if (const auto *I = dyn_cast<IfStmt>(P)) return I->getThen() == C || I->getElse() == C;
  if (const auto *L = dyn_cast<ForStmt>(P)) return L->getBody() == C;
  if (const auto *L = dyn_cast<WhileStmt>(P)) return L->getBody() == C;
  if (const auto *L = dyn_cast<DoStmt>(P)) return L->getBody() == C;
  if (const auto *L = dyn_cast<CXXForRangeStmt>(P)) return L->getBody() == C;
  return false;
}

const Expr *climbCasts(ASTContext &Ctx, const Expr *E) {
  while (true) {
    const Stmt *P = parentStatement(Ctx, E);
    if (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) || isa<ExplicitCastExpr>(P))) {
      E = cast<Expr>(P);
      continue;
    }
    return E;
  }
}

namespace {
class UsesWalker : public RecursiveASTVisitor<UsesWalker> {
public:
  StmtUses Uses;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Uses.Refs.push_back(E);
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    Uses.Calls.push_back(E);
    return true;
  }
};
} // namespace

StmtUses usesIn(const Stmt *S) {
  UsesWalker W;
  W.TraverseStmt(const_cast<Stmt *>(S));
  return std::move(W.Uses);
}

} // namespace c2o
