//===- KernelFacts.cpp - what the index says about each kernel ------------===//
#include "analysis/KernelFacts.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

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
  for (const CallExpr *C : Index.cudaCalls())
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
  for (const CallExpr *C : Index.cudaCalls())
    if (describesKernel(C->getDirectCallee()->getName()))
      for (const Expr *A : C->arguments()) Launched.insert(A->IgnoreParenCasts());
  for (const LaunchSite &S : Index.launches())
    if (const Expr *Callee = S.Call->getCallee()) Launched.insert(Callee->IgnoreParenImpCasts());
  for (const CallExpr *C : launchKernelCalls(Index)) Launched.insert(launchedKernel(C));
  return Launched;
}

std::set<const FunctionDecl *> kernelsUsedAsValues(const CudaAstIndex &Index) {
  std::set<const FunctionDecl *> Kernels;
  if (Index.kernelValues().empty()) return Kernels;
  std::set<const Expr *> Launched = launchedOrDescribed(Index);
  for (const DeclRefExpr *R : Index.kernelValues())
    if (const FunctionDecl *FD = R->getDecl()->getAsFunction(); FD && !Launched.count(R))
      Kernels.insert(FD->getCanonicalDecl());
  return Kernels;
}

/// The call \p E is an argument of (through parentheses, implicit
/// conversions and `&`), with the argument's position, or null.
static const CallExpr *callTakingArgument(ASTContext &Ctx, const Expr *E, const Expr *&Argument, unsigned &Position) {
  const Stmt *Cur = E;
  for (unsigned Steps = 0; Steps < 8; ++Steps) {
    auto Parents = Ctx.getParents(*Cur);
    if (Parents.size() != 1) return nullptr;
    const Stmt *P = Parents[0].get<Stmt>();
    const auto *U = dyn_cast_or_null<UnaryOperator>(P);
    if (isa_and_nonnull<ImplicitCastExpr, ParenExpr>(P) || (U && U->getOpcode() == UO_AddrOf)) {
      Cur = P;
      continue;
    }
    const auto *C = dyn_cast_or_null<CallExpr>(P);
    if (!C || isa<CUDAKernelCallExpr, CXXOperatorCallExpr>(C)) return nullptr;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I) == Cur) {
        Argument = cast<Expr>(Cur);
        Position = I;
        return C;
      }
    return nullptr;
  }
  return nullptr;
}

/// Whether every use of \p P in \p Body is the callee of a plain call
/// (not a launch), and there is at least one.
static bool onlyCalledPlainly(const Stmt *Body, const ParmVarDecl *P) {
  unsigned Uses = 0, Calls = 0;
  auto Refers = [P](const Expr *E) {
    E = E ? E->IgnoreParenImpCasts() : nullptr;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(E); U && U->getOpcode() == UO_Deref)
      E = U->getSubExpr()->IgnoreParenImpCasts();
    const auto *R = dyn_cast_or_null<DeclRefExpr>(E);
    return R && R->getDecl() == P;
  };
  std::vector<const Stmt *> Work{Body};
  while (!Work.empty()) {
    const Stmt *S = Work.back();
    Work.pop_back();
    if (!S) continue;
    if (const auto *R = dyn_cast<DeclRefExpr>(S); R && R->getDecl() == P) ++Uses;
    if (const auto *C = dyn_cast<CallExpr>(S); C && !isa<CUDAKernelCallExpr>(C) && Refers(C->getCallee())) ++Calls;
    for (const Stmt *Child : S->children()) Work.push_back(Child);
  }
  return Calls > 0 && Calls == Uses;
}

std::vector<UnconfiguredKernelCall> unconfiguredKernelCalls(const CudaAstIndex &Index,
                                                            const std::set<const Expr *> &Launched, ASTContext &Ctx) {
  std::vector<UnconfiguredKernelCall> Found;
  for (const DeclRefExpr *R : Index.kernelValues()) {
    if (Launched.count(R)) continue;
    const Expr *Argument = nullptr;
    unsigned Position = 0;
    const CallExpr *C = callTakingArgument(Ctx, R, Argument, Position);
    const FunctionDecl *Callee = C ? C->getDirectCallee() : nullptr;
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->hasBody() || Position >= Def->getNumParams()) continue;
    if (onlyCalledPlainly(Def->getBody(), Def->getParamDecl(Position))) Found.push_back({R, Argument, Callee});
  }
  return Found;
}

bool isKernelUsedAsValue(const CudaAstIndex &Index, const FunctionDecl *K) {
  return kernelsUsedAsValues(Index).count(K->getCanonicalDecl()) > 0;
}

} // namespace c2o
