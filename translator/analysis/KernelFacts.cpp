//===- KernelFacts.cpp - what the index says about each kernel ------------===//
#include "analysis/KernelFacts.h"
#include "clang/AST/Attr.h"

namespace c2o {

using namespace clang;

bool isBlockLevelKernel(const BlockPlans &Plans, const FunctionDecl *FD) {
  if (!FD || !FD->hasAttr<CUDAGlobalAttr>()) return false;
  const BlockKernelPlan *P = Plans.planOf(FD);
  return P && P->translated();
}

bool isBlockFunction(const BlockPlans &Plans, const FunctionDecl *FD) {
  if (!FD || FD->hasAttr<CUDAGlobalAttr>()) return false;
  const BlockKernelPlan *P = Plans.planOf(FD);
  return P && P->translated();
}

bool isLeftUntranslated(const CudaAstIndex &Index, const BlockPlans &Plans, const FunctionDecl *FD) {
  if (!FD || Index.factsOf(FD).BlockLevelUses.empty()) return false;
  if (FD->hasAttr<CUDAGlobalAttr>()) return !isBlockLevelKernel(Plans, FD);
  return FD->hasAttr<CUDADeviceAttr>() && !isBlockFunction(Plans, FD);
}

const DeclRefExpr *launchedKernel(const CallExpr *C) {
  if (C->getNumArgs() < 4) return nullptr;
  const Expr *F = C->getArg(0)->IgnoreParenCasts();
  if (const auto *U = dyn_cast<UnaryOperator>(F); U && U->getOpcode() == UO_AddrOf)
    F = U->getSubExpr()->IgnoreParenCasts();
  const auto *D = dyn_cast<DeclRefExpr>(F);
  if (!D) return nullptr;
  const auto *FD = dyn_cast<FunctionDecl>(D->getDecl());
  return FD && FD->hasAttr<CUDAGlobalAttr>() ? D : nullptr;
}

std::vector<const CallExpr *> launchKernelCalls(const CudaAstIndex &Index) {
  std::vector<const CallExpr *> Calls;
  for (const CallExpr *C : Index.CudaCalls)
    if (C->getDirectCallee()->getName() == "cudaLaunchKernel" && launchedKernel(C)) Calls.push_back(C);
  return Calls;
}

/// CUDA functions that take a kernel only to describe it (its attributes,
/// its occupancy): the helpers take the launcher, no diagnostic is needed.
static bool describesKernel(llvm::StringRef Name) {
  return Name == "cudaFuncSetAttribute" || Name == "cudaFuncGetAttributes" || Name == "cudaFuncSetCacheConfig" ||
         Name.starts_with("cudaOccupancy");
}

std::set<const Expr *> launchedOrDescribed(const CudaAstIndex &Index) {
  std::set<const Expr *> Launched;
  for (const CallExpr *C : Index.CudaCalls)
    if (describesKernel(C->getDirectCallee()->getName()))
      for (const Expr *A : C->arguments()) Launched.insert(A->IgnoreParenCasts());
  for (const LaunchSite &S : Index.Launches)
    if (const Expr *Callee = S.Call->getCallee()) Launched.insert(Callee->IgnoreParenImpCasts());
  for (const CallExpr *C : launchKernelCalls(Index)) Launched.insert(launchedKernel(C));
  return Launched;
}

std::set<const FunctionDecl *> kernelsUsedAsValues(const CudaAstIndex &Index) {
  std::set<const FunctionDecl *> Kernels;
  if (Index.KernelValues.empty()) return Kernels;
  std::set<const Expr *> Launched = launchedOrDescribed(Index);
  for (const DeclRefExpr *R : Index.KernelValues)
    if (const FunctionDecl *FD = R->getDecl()->getAsFunction(); FD && !Launched.count(R))
      Kernels.insert(FD->getCanonicalDecl());
  return Kernels;
}

bool isKernelUsedAsValue(const CudaAstIndex &Index, const FunctionDecl *K) {
  return Index.KernelsUsedAsValues.count(K->getCanonicalDecl()) > 0;
}

} // namespace c2o
