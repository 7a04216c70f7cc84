#include "analysis/HostCode.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace c2o {

using namespace clang;

namespace {
class FunctionFinder : public RecursiveASTVisitor<FunctionFinder> {
public:
  explicit FunctionFinder(const SourceView &View) : View(View) {}
  HostFunctions Out;
  bool TraverseDecl(Decl *D) {
    if (!D) return true;
    if (!isa<TranslationUnitDecl>(D) && !View.isWrittenInView(D->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->hasAttr<CUDAGlobalAttr>()) return true;
    if (const auto *A = FD->getAttr<CUDADeviceAttr>(); A && !A->isImplicit()) return true;
    if (FD->isTemplateInstantiation()) return true;
    if (FD->isDependentContext()) {
      Out.Templates.push_back(FD);
      return true;
    }
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->getParent()->isLambda()) return true;
    Out.Found.push_back(FD);
    return true;
  }
  bool shouldVisitTemplateInstantiations() const { return false; }

private:
  const SourceView &View;
};
} // namespace

HostFunctions findHostFunctions(const SourceView &View) {
  FunctionFinder Finder(View);
  Finder.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  return std::move(Finder.Out);
}

HostFunctionBody::HostFunctionBody(const SourceView &View, const FunctionDecl *F)
    : View(View), Ctx(View.Ctx), SM(View.SM), F(F), Body(usesIn(F->getBody())) {}

bool HostFunctionBody::loopish(const Stmt *S) const {
  if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<CXXForRangeStmt>(S)) return true;
  if (const auto *D = dyn_cast<DoStmt>(S)) {
    Expr::EvalResult R;
    if (D->getCond() && D->getCond()->EvaluateAsInt(R, Ctx)) return !R.Val.getInt().isZero();
    return true;
  }
  return false;
}

std::string HostFunctionBody::calleeName(const CallExpr *C) {
  if (const FunctionDecl *FD = C->getDirectCallee())
    if (FD->getIdentifier()) return FD->getName().str();
  return "";
}

bool HostFunctionBody::bundledCallee(const CallExpr *C) const {
  const FunctionDecl *FD = C->getDirectCallee();
  if (!FD) return false;
  if (const FunctionDecl *P = FD->getPrimaryTemplate() ? FD->getPrimaryTemplate()->getTemplatedDecl() : nullptr)
    return View.isBundled(P) || View.isBundled(FD);
  return View.isBundled(FD);
}

const MemoryApi *HostFunctionBody::cudaMemoryCall(const CallExpr *C) const {
  const MemoryApi *M = lookupMemoryApi(calleeName(C));
  if (!M || !M->isCuda() || !bundledCallee(C) || C->getNumArgs() < M->minArgs()) return nullptr;
  return M;
}

unsigned HostFunctionBody::offsetOf(SourceLocation L) const {
  auto O = View.fileOffset(SM.getExpansionLoc(L));
  return O ? *O : 0;
}

std::string HostFunctionBody::textOf(const Expr *E) const {
  auto R = exprOffsets(View, E);
  if (!R) return "";
  return View.text().substr(R->first, R->second - R->first);
}

HostFunctionBody::Place HostFunctionBody::statementOf(const CallExpr *C) const {
  const Stmt *Cur = C, *P = nullptr;
  while (true) {
    P = parentStmt(Cur);
    if (!P) return {};
    if (isa<CompoundStmt>(P) || isBodyOf(P, Cur)) break;
    Cur = P;
  }
  if (Cur->getBeginLoc().isMacroID()) {
    SourceLocation EB = SM.getExpansionLoc(Cur->getBeginLoc());
    while (true) {
      P = parentStmt(Cur);
      if (!P) return {};
      if (P->getBeginLoc().isMacroID() && SM.getExpansionLoc(P->getBeginLoc()) == EB) {
        Cur = P;
        continue;
      }
      break;
    }
    if (!(isa<CompoundStmt>(P) || isBodyOf(P, Cur))) return {Cur, false, false};
    if (!View.spellingOffset(C->getBeginLoc())) return {Cur, false, false};
    // The invocation holds this call and no other memory call or launch.
    unsigned Count = 0;
    for (const CallExpr *Other : Body.Calls) {
      const MemoryApi *M = lookupMemoryApi(calleeName(Other));
      if (!(M && M->isCuda()) && !isa<CUDAKernelCallExpr>(Other)) continue;
      for (const Stmt *S = Other; S; S = parentStmt(S))
        if (S == Cur) { ++Count; break; }
    }
    return {Cur, Count == 1, isa<CompoundStmt>(P)};
  }
  const Stmt *Inner = Cur;
  if (const auto *E = dyn_cast<Expr>(Inner)) {
    E = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *CE = dyn_cast<CStyleCastExpr>(E); CE && CE->getType()->isVoidType())
      E = CE->getSubExpr()->IgnoreImplicit()->IgnoreParens();
    return {Cur, E == C, isa<CompoundStmt>(P)};
  }
  return {Cur, false, isa<CompoundStmt>(P)};
}

HostFunctionBody::AnchorInfo HostFunctionBody::anchorIn(const Stmt *S, const CompoundStmt *B) const {
  AnchorInfo A;
  const Stmt *Cur = S;
  while (Cur) {
    const Stmt *P = parentStmt(Cur);
    if (!P) return A;
    if (P == B) {
      unsigned I = 0;
      for (const Stmt *Child : B->body()) {
        if (Child == Cur) {
          A.Found = true;
          A.Index = I;
          if (loopish(Cur) && Cur != S) A.InLoop = true;
          return A;
        }
        ++I;
      }
      return A;
    }
    if (loopish(P)) A.InLoop = true;
    if (isa<LambdaExpr>(P)) A.InLambda = true;
    Cur = P;
  }
  return A;
}

} // namespace c2o
