//===- BlockInvariance.cpp - uniform and per-thread invariant values ------===//
#include "analysis/BlockInvariance.h"
#include "analysis/BlockKernelPlan.h"
#include "analysis/CudaConstructs.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include <functional>

namespace c2o {

using namespace clang;

/// Uniform: the same value for every thread of the block (PerThread false).
/// PerThread: a value each thread can compute again anywhere in the kernel
/// (the thread index allowed, and locals recomputed per phase; no calls).
bool Invariance::isInvariant(const Expr *E, bool PerThread) const {
  if (!E) return true;
  E = E->IgnoreParens();
  if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) || isa<CharacterLiteral>(E) ||
      isa<CXXBoolLiteralExpr>(E) || isa<CXXNullPtrLiteralExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E))
    return true;
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *VD = D->getDecl();
    if (isa<EnumConstantDecl>(VD) || isa<FunctionDecl>(VD) || isa<NonTypeTemplateParmDecl>(VD)) return true;
    const auto *V = dyn_cast<VarDecl>(VD);
    if (!V) return false;
    if (View.isBundled(V)) {
      if (auto B = lookupIndexBuiltin(V->getName())) return PerThread || *B != IndexBuiltin::ThreadIdx;
      return V->getName() == "warpSize";
    }
    if (const auto *PV = dyn_cast<ParmVarDecl>(V)) {
      if (PV->getDeclContext() != Facts.F) return false;
      if (Facts.IsKernel) return !Facts.Written.count(PV) || Facts.TeamParams.count(PV);
      return !Facts.Written.count(PV) && Facts.UniformParams && Facts.UniformParams->count(PV) &&
             !PV->getType()->isReferenceType();
    }
    // A __shared__ array (its address) is the same in every thread.
    if (V->hasAttr<CUDASharedAttr>()) return V->getType()->isArrayType();
    if (V->isLocalVarDecl() && !V->isStaticLocal())
      return Facts.UniformLocals.count(V) || (PerThread && Facts.RecomputedLocals.count(V));
    return V->isConstexpr() || (V->getType().isConstQualified() && V->hasInit()) ||
           V->hasAttr<CUDAConstantAttr>();
  }
  if (isa<SubstNonTypeTemplateParmExpr>(E))
    return isInvariant(cast<SubstNonTypeTemplateParmExpr>(E)->getReplacement(), PerThread);
  if (const auto *M = dyn_cast<MemberExpr>(E)) return !M->isArrow() && isInvariant(M->getBase(), PerThread);
  if (const auto *C = dyn_cast<CallExpr>(E)) {
    // A group's query of the indices (grid.size(), cta.thread_index()), and
    // a group handle, which each thread can make again (this_thread_block(),
    // tiled_partition<N>(cta): their arguments do not change the handle;
    // tiled_partition(parent, n): they do).
    if (const SyncFunction *SF = lookupSyncCall(C); SF && SF->Kind == SyncKind::Query)
      return PerThread || SF->ElemType == "block";
    if (const SyncFunction *SF = lookupSyncCall(C); SF && SF->Kind == SyncKind::Handle && PerThread) {
      if (C->getNumArgs() < 2) return true;
      for (const Expr *A : C->arguments())
        if (!isInvariant(A, true)) return false;
      return true;
    }
    if (PerThread) return false;
    if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C)) return false;
    const FunctionDecl *Fn = calleeOf(C);
    if (!Fn || lookupSyncCall(C) || Facts.BlockCalls.count(C)) return false;
    // tile.size(): a static member called through a per-thread object.
    if (const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParenImpCasts()); ME && !isUniform(ME->getBase()))
      return false;
    for (const Expr *A : C->arguments())
      if (!isUniform(A)) return false;
    return true;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return !B->isAssignmentOp() && (!PerThread || B->getOpcode() != BO_Comma) && isInvariant(B->getLHS(), PerThread) &&
           isInvariant(B->getRHS(), PerThread);
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    switch (U->getOpcode()) {
    case UO_Plus: case UO_Minus: case UO_Not: case UO_LNot: return isInvariant(U->getSubExpr(), PerThread);
    case UO_AddrOf: { // &s, &s[k] of a __shared__ variable
      const Expr *X = U->getSubExpr()->IgnoreParens();
      if (const auto *A = dyn_cast<ArraySubscriptExpr>(X)) {
        if (!isInvariant(A->getIdx(), PerThread)) return false;
        X = A->getBase()->IgnoreParenImpCasts();
      }
      const auto *D = dyn_cast<DeclRefExpr>(X);
      return D && D->getDecl()->hasAttr<CUDASharedAttr>();
    }
    default: return false;
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return isInvariant(CO->getCond(), PerThread) && isInvariant(CO->getTrueExpr(), PerThread) &&
           isInvariant(CO->getFalseExpr(), PerThread);
  if (const auto *CE = dyn_cast<CastExpr>(E)) return isInvariant(CE->getSubExpr(), PerThread);
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) return isInvariant(FC->getSubExpr(), PerThread);
  if (const auto *IL = dyn_cast<InitListExpr>(E))
    return IL->getNumInits() == 1 && isInvariant(IL->getInit(0), PerThread);
  if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E)) return isInvariant(DA->getExpr(), PerThread);
  return false;
}

/// An update of the loop variables only (s >>= 1, ++i, i += k), with uniform operands.
bool Invariance::isUniformUpdate(const Expr *E, const llvm::DenseSet<const VarDecl *> &Vars) const {
  if (!E) return true;
  E = E->IgnoreParenImpCasts();
  auto IsVar = [&](const Expr *X) {
    const auto *D = dyn_cast<DeclRefExpr>(X->IgnoreParenImpCasts());
    return D && Vars.count(dyn_cast<VarDecl>(D->getDecl()));
  };
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->getOpcode() == BO_Comma) return isUniformUpdate(B->getLHS(), Vars) && isUniformUpdate(B->getRHS(), Vars);
    if (B->isAssignmentOp()) return IsVar(B->getLHS()) && isUniform(B->getRHS());
    return false;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E)) return U->isIncrementDecrementOp() && IsVar(U->getSubExpr());
  return false;
}

/// Is every write of \p V inside \p Where?
bool Invariance::writtenOnlyIn(const VarDecl *V, const Stmt *Where) const {
  bool Outside = false;
  std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S, bool Inside) {
    if (!S) return;
    bool In = Inside || S == Where;
    auto Check = [&](const Expr *X) {
      const auto *D = dyn_cast_or_null<DeclRefExpr>(X ? X->IgnoreParenCasts() : nullptr);
      if (D && D->getDecl() == V && !In) Outside = true;
    };
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) Check(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(S); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      Check(U->getSubExpr());
    for (const Stmt *C : S->children()) Walk(C, In);
  };
  Walk(Facts.F->getBody(), false);
  return !Outside;
}

} // namespace c2o
