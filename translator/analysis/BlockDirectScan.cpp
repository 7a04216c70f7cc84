//===- BlockDirectScan.cpp - the facts of a block function's direct form --===//
//
// The direct form (one GPU thread per CUDA thread: docs/architecture.md)
// keeps the function's own statements and renames its synchronisation calls
// and __shared__ declarations where they stand; planDirectForm lists them,
// or says why they cannot be renamed. unspellablePhaseType says whether the
// phase form can name every type it needs.
//===----------------------------------------------------------------------===//
#include "analysis/BlockKernelPlan.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <cctype>

namespace c2o {

using namespace clang;

namespace {
/// Every synchronisation call and __shared__ declaration of a function's
/// body, lambdas included (the direct form rewrites them where they stand).
class DirectScan : public RecursiveASTVisitor<DirectScan> {
public:
  DirectScan(const SourceView &View, BlockKernelPlan &P) : View(View), P(P) {}
  bool shouldVisitLambdaBody() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return false; }

  void block(const std::string &Why, SourceLocation L) {
    if (!P.DirectBlocker.empty()) return;
    P.DirectBlocker = Why;
    P.DirectBlockerLoc = L;
  }

  bool VisitCallExpr(CallExpr *C) {
    const SyncFunction *SF = lookupSyncCall(C);
    if (!SF) return true;
    if (SF->Kind == SyncKind::Grid) {
      block("grid-wide synchronisation ('" + SF->Name.str() + "') has no OpenMP counterpart", C->getBeginLoc());
      return true;
    }
    // The callee's name is renamed where it is written: in the file, or in
    // a macro's definition when the call is a plain function's (its name is
    // then defined around the direct form).
    const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
    SourceLocation L = Callee ? Callee->getExprLoc() : C->getBeginLoc();
    bool Member = isa<CXXMemberCallExpr>(C) || isa_and_nonnull<MemberExpr>(Callee) ||
                  isa_and_nonnull<UnresolvedMemberExpr>(Callee) || isa_and_nonnull<CXXDependentScopeMemberExpr>(Callee);
    if (L.isMacroID() && !View.SM.isMacroArgExpansion(L)) {
      bool Plain = !Member && SF->Name.starts_with("__") && !SF->Name.contains("::");
      if (!Plain) {
        block("a cooperative-groups call inside a macro's definition; expand the macro by hand", C->getBeginLoc());
        return true;
      }
    }
    if (Member) {
      const auto *ME = dyn_cast_or_null<MemberExpr>(Callee);
      bool Implicit =
          (ME && ME->isImplicitAccess()) ||
          (isa_and_nonnull<UnresolvedMemberExpr>(Callee) && cast<UnresolvedMemberExpr>(Callee)->isImplicitAccess()) ||
          (isa_and_nonnull<CXXDependentScopeMemberExpr>(Callee) &&
           cast<CXXDependentScopeMemberExpr>(Callee)->isImplicitAccess());
      if (Implicit || C->getBeginLoc().isMacroID()) {
        block("a group's member function called " + std::string(Implicit ? "on 'this'" : "through a macro"),
              C->getBeginLoc());
        return true;
      }
    }
    P.DirectCalls.push_back(C);
    return true;
  }

  bool VisitDeclStmt(DeclStmt *DS) {
    bool Shared = false, Extern = false, Other = false, Tag = false;
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasAttr<CUDASharedAttr>()) {
        Shared = true;
        Extern |= V->hasExternalStorage() || V->getType()->isIncompleteArrayType();
      } else if (isa<TagDecl>(D)) {
        Tag = true; // `__shared__ union { ... } temp;` (CUB's TempStorages sharing memory)
      } else {
        Other = true;
      }
    if (!Shared) return true;
    if (Other) return block("a declaration of __shared__ and other variables together", DS->getBeginLoc()), true;
    // The direct form keeps the declaration as written; the phase form would
    // have to name the type in the arena.
    if (Tag && P.Blocker.empty()) {
      P.Blocker = "a __shared__ variable whose type is defined in its declaration";
      P.BlockerLoc = DS->getBeginLoc();
    }
    // (__shared__ itself is a macro of the CUDA headers: the name and the end must be written in the file)
    if (DS->getEndLoc().isMacroID() || (*DS->decl_begin())->getLocation().isMacroID())
      return block("a __shared__ declaration written through a macro", DS->getBeginLoc()), true;
    (Extern ? P.DirectExternShared : P.DirectShared).push_back(DS);
    return true;
  }

private:
  const SourceView &View;
  BlockKernelPlan &P;
};

bool isWordAt(const std::string &S, size_t I, size_t N) {
  auto Ident = [](char C) { return std::isalnum((unsigned char)C) || C == '_'; };
  return (I == 0 || !Ident(S[I - 1])) && (I + N >= S.size() || !Ident(S[I + N]));
}
} // namespace

void planDirectForm(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P) {
  P.DirectCalls.clear();
  P.DirectShared.clear();
  P.DirectExternShared.clear();
  if (!F->getBody()) {
    P.DirectBlocker = "the function has no body";
    P.DirectBlockerLoc = F->getLocation();
    return;
  }
  DirectScan S(View, P);
  S.TraverseStmt(const_cast<Stmt *>(F->getBody()));
}

const CallExpr *handleInit(const VarDecl *V) {
  const Expr *E = V->hasInit() ? V->getInit()->IgnoreImplicit() : nullptr;
  if (const auto *C = dyn_cast_or_null<CXXConstructExpr>(E); C && C->getNumArgs() == 1) E = C->getArg(0)->IgnoreImplicit();
  const auto *Call = dyn_cast_or_null<CallExpr>(E);
  const SyncFunction *SF = Call ? lookupSyncCall(Call) : nullptr;
  return SF && SF->Kind == SyncKind::Handle ? Call : nullptr;
}

const VarDecl *autoHandleVar(const Expr *E) {
  const auto *D = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  const CallExpr *H = V ? handleInit(V) : nullptr;
  return H && H->getNumArgs() < 2 && V->getType()->getContainedDeducedType() ? V : nullptr;
}

bool recomputedAsAuto(const VarDecl *V) {
  QualType T = V->getType();
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  return (RD && RD->isLambda()) || T->getContainedDeducedType();
}

std::string unspellablePhaseType(const BlockKernelPlan &P, const PrintingPolicy &Policy) {
  PrintingPolicy PP = Policy;
  PP.SuppressTagKeyword = true;
  auto Bad = [&](QualType T) -> bool {
    if (T.isNull()) return false;
    T = T.getNonReferenceType();
    if (!T->isDependentType()) T = T.getCanonicalType();
    std::string S = T.getAsString(PP);
    if (S.find("<dependent type>") != std::string::npos || S.find("(lambda") != std::string::npos ||
        S.find("(unnamed") != std::string::npos || S.find("(anonymous") != std::string::npos)
      return true;
    for (size_t I = S.find("auto"); I != std::string::npos; I = S.find("auto", I + 1))
      if (isWordAt(S, I, 4)) return true;
    return false;
  };
  for (const VarDecl *V : P.Replicated) // (an 'auto' group handle is spelled as the handle's type)
    if (Bad(V->getType()) && !(handleInit(V) && handleInit(V)->getNumArgs() < 2 &&
                               V->getType()->getContainedDeducedType())) return "the type of '" + V->getNameAsString() + "', kept across a barrier";
  for (const VarDecl *V : P.RecomputedSet) // (a lambda is declared again as 'auto')
    if (!recomputedAsAuto(V) && Bad(V->getType())) return "the type of '" + V->getNameAsString() + "', declared again in each phase";
  for (const ParamCopy &C : P.ParamCopies)
    if (Bad(C.Param->getType())) return "the type of parameter '" + C.Param->getNameAsString() + "'";
  for (const Exchange &X : P.Exchanges)
    if (Bad(X.Type)) return "the type of a value exchanged between threads";
  for (const BlockCall &B : P.BlockCalls) {
    if (Bad(B.Result)) return "the type of the result of '" + B.Callee->getNameAsString() + "'";
    for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
      if (Bad(B.ArgTypes[I]) && !(I < B.Call->getNumArgs() && autoHandleVar(B.Call->getArg(I))))
        return "the type of argument " + std::to_string(I + 1) + " of '" + B.Callee->getNameAsString() + "'";
  }
  if (P.Function && !P.IsKernel) {
    if (Bad(P.Function->getReturnType())) return "the function's result type";
    for (unsigned I = 0; I < P.Function->getNumParams() && I < P.Params.size(); ++I)
      if (P.Params[I] != ParamMode::Uniform && Bad(P.Function->getParamDecl(I)->getType()))
        return "the type of parameter '" + P.Function->getParamDecl(I)->getNameAsString() + "'";
  }
  return "";
}

} // namespace c2o
