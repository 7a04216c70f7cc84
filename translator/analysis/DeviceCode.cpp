//===- DeviceCode.cpp - where the device-only code of the files is --------===//
#include "analysis/DeviceCode.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>

namespace c2o {

using namespace clang;

std::vector<OffsetRange> cudaFunctionBodies(const SourceView &View, const CudaAstIndex &Index, bool DeviceOnly) {
  std::vector<OffsetRange> Out;
  auto Add = [&](const FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody()) return;
    if (DeviceOnly && FD->hasAttr<CUDAHostAttr>()) return;
    auto B = View.fileOffset(FD->getBody()->getBeginLoc());
    auto E = View.fileOffset(FD->getBody()->getEndLoc());
    if (B && E) Out.push_back({*B, *E});
  };
  for (const FunctionDecl *FD : Index.kernels()) Add(FD);
  for (const FunctionDecl *FD : Index.deviceFunctions()) Add(FD);
  return Out;
}

bool insideAny(const std::vector<OffsetRange> &Ranges, unsigned Offset) {
  for (const OffsetRange &R : Ranges)
    if (R.contains(Offset)) return true;
  return false;
}

std::vector<SourceLocation> deviceAsserts(const SourceView &View, const CudaAstIndex &Index) {
  std::vector<SourceLocation> Out;
  if (Index.assertUses().empty()) return Out;
  std::vector<OffsetRange> Device = cudaFunctionBodies(View, Index, /*DeviceOnly=*/true);
  for (SourceLocation L : Index.assertUses())
    if (auto Off = View.fileOffset(L); Off && insideAny(Device, *Off)) Out.push_back(L);
  return Out;
}

/// Calls \p F on every call in \p Body (lambdas' bodies included).
static void forEachCall(const Stmt *Body, llvm::function_ref<void(const CallExpr *)> F) {
  std::vector<const Stmt *> Work{Body};
  while (!Work.empty()) {
    const Stmt *S = Work.back();
    Work.pop_back();
    if (!S) continue;
    if (const auto *CE = dyn_cast<CallExpr>(S)) F(CE);
    for (const Stmt *C : S->children()) Work.push_back(C);
  }
}

/// Calls, in device-only code written in the view, of the C library's
/// functions named \p Names (declared in a system header), in source order.
static std::vector<const CallExpr *> deviceLibraryCalls(const SourceView &View, const CudaAstIndex &Index,
                                                        llvm::ArrayRef<llvm::StringRef> Names) {
  std::vector<const CallExpr *> Out;
  auto Visit = [&](const FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody() || FD->hasAttr<CUDAHostAttr>()) return;
    if (!View.isWrittenInView(FD->getLocation())) return;
    forEachCall(FD->getBody(), [&](const CallExpr *CE) {
      if (const FunctionDecl *Callee = CE->getDirectCallee())
        if (Callee->getIdentifier() && llvm::is_contained(Names, Callee->getName()) &&
            View.SM.isInSystemHeader(Callee->getLocation()))
          Out.push_back(CE);
    });
  };
  for (const FunctionDecl *FD : Index.kernels()) Visit(FD);
  for (const FunctionDecl *FD : Index.deviceFunctions()) Visit(FD);
  llvm::sort(Out, [&](const CallExpr *A, const CallExpr *B) {
    return View.SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });
  return Out;
}

std::vector<const CallExpr *> devicePrints(const SourceView &View, const CudaAstIndex &Index) {
  static const llvm::StringRef Names[] = {"printf", "fprintf", "vprintf", "puts", "putchar"};
  return deviceLibraryCalls(View, Index, Names);
}

std::vector<const CallExpr *> deviceClocks(const SourceView &View, const CudaAstIndex &Index) {
  static const llvm::StringRef Names[] = {"clock"};
  return deviceLibraryCalls(View, Index, Names);
}

namespace {
/// A call through a virtual function or a function (member) pointer: its callee is not known where it is compiled.
bool isIndirectCall(const SourceView &View, const CallExpr *CE) {
  if (CE->isInstantiationDependent()) return false; // a template's: its callee is not known yet
  if (const auto *MC = dyn_cast<CXXMemberCallExpr>(CE)) {
    const CXXMethodDecl *MD = MC->getMethodDecl();
    // the CUDA names' own classes (cooperative groups ...) become the helpers'
    if (MD && (View.isBundled(MD) || View.SM.isInSystemHeader(MD->getLocation()))) return false;
    const auto *ME = dyn_cast<MemberExpr>(MC->getCallee()->IgnoreParens());
    if (!MD) return true;
    if (!MD->isVirtual() || (ME && ME->hasQualifier()) || MD->hasAttr<FinalAttr>() ||
        MD->getParent()->hasAttr<FinalAttr>())
      return false;
    // An object (not a reference or pointer) whose class the compiler knows: called directly.
    if (const auto *DR = dyn_cast<DeclRefExpr>(MC->getImplicitObjectArgument()->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DR->getDecl()); VD && VD->getType()->isRecordType() && ME && !ME->isArrow())
        return false;
    return true;
  }
  if (isa<CXXOperatorCallExpr>(CE) || isa<CUDAKernelCallExpr>(CE)) return false;
  return !CE->getDirectCallee() && !isa<CXXPseudoDestructorExpr>(CE->getCallee()->IgnoreParens());
}

/// The first indirect call of \p Body, or null.
const CallExpr *firstIndirectCall(const SourceView &View, const Stmt *Body) {
  const CallExpr *First = nullptr;
  forEachCall(Body, [&](const CallExpr *CE) {
    if (isIndirectCall(View, CE) && (!First || CE->getBeginLoc() < First->getBeginLoc())) First = CE;
  });
  return First;
}
} // namespace

llvm::DenseMap<const FunctionDecl *, const CallExpr *> indirectCallsReached(const SourceView &View, const CudaAstIndex &Index) {
  llvm::DenseMap<const FunctionDecl *, const CallExpr *> Out;
  auto Own = [&](const FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody() || FD->isTemplateInstantiation()) return;
    if (const CallExpr *CE = firstIndirectCall(View, FD->getBody())) Out.try_emplace(canonicalFunction(FD), CE);
  };
  for (const FunctionDecl *FD : Index.kernels()) Own(FD);
  for (const FunctionDecl *FD : Index.deviceFunctions()) Own(FD);
  // ... and those reached through the calls.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Caller, Callees] : Index.calls()) {
      if (Out.count(Caller)) continue;
      for (const FunctionDecl *Callee : Callees)
        if (const CallExpr *CE = Out.lookup(Callee)) {
          Out[Caller] = CE;
          Changed = true;
          break;
        }
    }
  }
  return Out;
}

const FunctionDecl *recursiveDeviceFunction(const CudaAstIndex &Index) {
  // Depth-first over the calls: a call back to a function on the path is a cycle.
  enum State { Unseen, OnPath, Done };
  llvm::DenseMap<const FunctionDecl *, State> Seen;
  std::function<const FunctionDecl *(const FunctionDecl *)> Visit = [&](const FunctionDecl *F) -> const FunctionDecl * {
    Seen[F] = OnPath;
    auto It = Index.calls().find(F);
    if (It != Index.calls().end())
      for (const FunctionDecl *Callee : It->second) {
        State S = Seen.lookup(Callee);
        if (S == OnPath) return Callee;
        if (S == Unseen)
          if (const FunctionDecl *R = Visit(Callee)) return R;
      }
    Seen[F] = Done;
    return nullptr;
  };
  for (const FunctionDecl *K : Index.kernels()) {
    const FunctionDecl *F = canonicalFunction(K);
    if (Seen.lookup(F) == Unseen)
      if (const FunctionDecl *R = Visit(F)) return R;
  }
  return nullptr;
}

namespace {

/// The kernel's pointer parameter a volatile read in \p E goes through, or null.
const ParmVarDecl *volatileParameterRead(const Expr *E, const FunctionDecl *K) {
  if (!E) return nullptr;
  E = E->IgnoreParenImpCasts();
  const Expr *Base = nullptr;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) Base = AS->getBase();
  else if (const auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->getOpcode() == UO_Deref) Base = UO->getSubExpr();
  else if (const auto *ME = dyn_cast<MemberExpr>(E); ME && ME->isArrow()) Base = ME->getBase();
  if (Base && E->getType().isVolatileQualified())
    if (const auto *DR = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()))
      if (const auto *PV = dyn_cast<ParmVarDecl>(DR->getDecl()); PV && PV->getDeclContext() == K) return PV;
  for (const Stmt *C : E->children())
    if (const ParmVarDecl *PV = volatileParameterRead(dyn_cast_or_null<Expr>(C), K)) return PV;
  return nullptr;
}

void findSpinWaits(const Stmt *S, const FunctionDecl *K, std::vector<SpinWait> &Out) {
  if (!S) return;
  const Expr *Cond = nullptr;
  if (const auto *W = dyn_cast<WhileStmt>(S)) Cond = W->getCond();
  else if (const auto *D = dyn_cast<DoStmt>(S)) Cond = D->getCond();
  else if (const auto *F = dyn_cast<ForStmt>(S)) Cond = F->getCond();
  if (const ParmVarDecl *PV = volatileParameterRead(Cond, K)) Out.push_back({K, S, PV});
  for (const Stmt *C : S->children()) findSpinWaits(C, K, Out);
}

} // namespace

std::vector<SpinWait> spinWaitsOnParameters(const CudaAstIndex &Index) {
  std::vector<SpinWait> Out;
  for (const FunctionDecl *K : Index.kernels())
    if (K->doesThisDeclarationHaveABody() && !K->isTemplateInstantiation()) findSpinWaits(K->getBody(), K, Out);
  return Out;
}

DeviceCodeFacts findDeviceCodeFacts(const SourceView &View, const CudaAstIndex &Index) {
  DeviceCodeFacts D;
  D.IndirectCalls = indirectCallsReached(View, Index);
  D.Asserts = deviceAsserts(View, Index);
  D.Prints = devicePrints(View, Index);
  D.Clocks = deviceClocks(View, Index);
  D.RecursiveFunction = recursiveDeviceFunction(Index);
  D.SpinWaits = spinWaitsOnParameters(Index);
  return D;
}

} // namespace c2o
