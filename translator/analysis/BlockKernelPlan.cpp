//===- BlockKernelPlan.cpp - the calls a block plan knows; planBlockKernel -===//
//
// The planner itself is BlockPlanner (BlockPlanner.h lists its parts); the
// direct form's facts are BlockDirectScan.cpp's.
//===----------------------------------------------------------------------===//
#include "analysis/BlockKernelPlan.h"
#include "analysis/BlockPlanner.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

namespace c2o {

using namespace clang;

/// The group type's class or template of a dependent member call's object
/// (g.shfl_down(v, 1) with g a cg::thread_block_tile<N>), qualified.
static std::string dependentMemberClass(const CXXDependentScopeMemberExpr *M) {
  QualType T = M->getBaseType();
  if (M->isArrow() && T->isPointerType()) T = T->getPointeeType();
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl()) return TD->getQualifiedNameAsString();
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl()) return RD->getQualifiedNameAsString();
  return "";
}

const SyncFunction *lookupSyncCall(const CallExpr *C) {
  if (const FunctionDecl *F = calleeOf(C)) return lookupSyncFunction(F);
  const auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(C->getCallee() ? C->getCallee()->IgnoreParenImpCasts()
                                                                                : nullptr);
  if (!M) return nullptr;
  std::string Q = dependentMemberClass(M);
  if (Q.empty()) return nullptr;
  Q += "::" + M->getMember().getAsString();
  const SyncFunction *F = lookupSyncFunction(llvm::StringRef(Q));
  return F && F->Kind != SyncKind::Untranslated ? F : nullptr;
}

const FunctionDecl *calleeOf(const CallExpr *C) {
  if (const FunctionDecl *FD = C->getDirectCallee()) return FD;
  // A call with dependent arguments in a template names its callee unresolved.
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) // unresolved name or member
    for (const NamedDecl *D : U->decls()) {
      const NamedDecl *N = D->getUnderlyingDecl();
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(N)) return FTD->getTemplatedDecl();
      if (const auto *FD = dyn_cast<FunctionDecl>(N)) return FD;
    }
  return nullptr;
}

const Expr *groupOf(const CallExpr *C, const SyncFunction &F) {
  if (F.Kind == SyncKind::TileReduce || F.Kind == SyncKind::Partition) return C->getNumArgs() > 0 ? C->getArg(0) : nullptr;
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(C)) return M->getImplicitObjectArgument();
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast_or_null<UnresolvedMemberExpr>(Callee)) return U->isImplicitAccess() ? nullptr : U->getBase();
  if (const auto *M = dyn_cast_or_null<MemberExpr>(Callee)) return M->getBase();
  if (const auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(Callee)) return M->isImplicitAccess() ? nullptr : M->getBase();
  return nullptr;
}

const BlockCall *BlockKernelPlan::blockCallOf(const CallExpr *C) const {
  for (const BlockCall &B : BlockCalls)
    if (B.Call == C) return &B;
  return nullptr;
}

BlockKernelPlan planBlockKernel(const SourceView &View, const FunctionDecl *F,
                                const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee,
                                const llvm::DenseSet<const ParmVarDecl *> &UniformParams) {
  // Assigned kernel parameters are first tried as team values; those that
  // are also assigned inside a phase are planned again as copies per thread.
  llvm::DenseSet<const ParmVarDecl *> Copied;
  for (unsigned Try = 0;; ++Try) {
    BlockKernelPlan P;
    BlockPlanner Pl(View, F, P, IsBlockLevelCallee, UniformParams, Copied);
    Pl.run();
    if (Pl.FailedTeamParams.empty() || Try > F->getNumParams()) return P;
    for (const ParmVarDecl *PV : Pl.FailedTeamParams) Copied.insert(PV);
  }
}

} // namespace c2o
