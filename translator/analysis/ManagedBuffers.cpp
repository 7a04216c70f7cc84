#include "analysis/ManagedBuffers.h"
#include "analysis/HostCode.h"
#include "analysis/KernelFacts.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"

namespace c2o {

using namespace clang;

namespace {

class ManagedAnalyzer : public HostFunctionBody {
public:
  using HostFunctionBody::HostFunctionBody;
  void run(std::vector<ManagedPlan> &Out);
};

void ManagedAnalyzer::run(std::vector<ManagedPlan> &Out) {
  for (const CallExpr *C : Body.Calls) {
    const MemoryApi *Api = cudaMemoryCall(C);
    if (!Api || Api->Action != MemoryAction::ManagedAlloc) continue;
    ManagedPlan M;
    M.Alloc = C;
    M.AllocCallee = C->getCallee()->IgnoreImpCasts();
    M.WhyLoc = C->getBeginLoc();
    auto Fail = [&](std::string Why, SourceLocation L) {
      if (!M.Why.empty()) return;
      M.Why = std::move(Why);
      if (L.isValid()) M.WhyLoc = L;
    };
    const Expr *PointerArg = C->getArg(Api->PointerArg);
    const auto *U = dyn_cast<UnaryOperator>(PointerArg->IgnoreParenCasts());
    const auto *R = U && U->getOpcode() == UO_AddrOf ? dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()) : nullptr;
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getType()->isPointerType() ||
        V->getType()->getPointeeType()->isVoidType()) {
      M.Name = textOf(PointerArg);
      if (!M.Name.empty() && M.Name[0] == '&') M.Name = M.Name.substr(1);
      Fail("it is not allocated into a local pointer variable", C->getBeginLoc());
      Out.push_back(std::move(M));
      continue;
    }
    M.Pointer = V;
    M.Name = V->getNameAsString();
    if (!statementOf(C).Whole) Fail("the result of its cudaMallocManaged is used", C->getBeginLoc());
    // The extent: constant, or read from const variables only.
    const Expr *Size = C->getArg(Api->SizeArg);
    for (const DeclRefExpr *SR : usesIn(Size).Refs)
      if (const auto *SV = dyn_cast<VarDecl>(SR->getDecl()); SV && !SV->getType().isConstQualified())
        Fail("its size reads '" + SV->getNameAsString() + "', which is not const", SR->getLocation());
    M.Extent = extentOf(View, V->getType()->getPointeeType(), Size);
    unsigned Allocs = 0;
    for (const DeclRefExpr *Ref : Body.Refs) {
      if (Ref->getDecl() != V || !M.Why.empty()) continue;
      const Stmt *Par = parentStmt(Ref);
      if (Par == U) { // &p: its allocation, nothing else
        if (++Allocs > 1) Fail("it is allocated twice", Ref->getLocation());
        continue;
      }
      const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(Par);
      if (!Load || Load->getCastKind() != CK_LValueToRValue) {
        Fail("it is assigned or its address is taken", Ref->getLocation());
        continue;
      }
      const Expr *Val = climbCasts(Load);
      const Stmt *Use = parentStmt(Val);
      // Host access through it: p[i], *p, p->m.
      if (const auto *A = dyn_cast_or_null<ArraySubscriptExpr>(Use); A && A->getBase()->IgnoreParenImpCasts() == Ref) continue;
      if (const auto *D = dyn_cast_or_null<UnaryOperator>(Use); D && D->getOpcode() == UO_Deref) continue;
      if (const auto *ME = dyn_cast_or_null<MemberExpr>(Use); ME && ME->isArrow()) continue;
      // cudaFree(p)
      if (const auto *FC = dyn_cast_or_null<CallExpr>(Use)) {
        const MemoryApi *F = lookupMemoryApi(calleeName(FC));
        if (F && F->Action == MemoryAction::Free && bundledCallee(FC)) continue;
      }
      // A launch argument.
      if (const auto *K = dyn_cast_or_null<CUDAKernelCallExpr>(Use)) {
        bool IsArg = false;
        for (const Expr *Arg : K->arguments())
          if (Arg == Val) IsArg = true;
        Place P = statementOf(K);
        AnchorInfo In = anchorIn(K, dyn_cast<CompoundStmt>(F->getBody()));
        if (!IsArg) Fail("it is used in a launch configuration", Ref->getLocation());
        else if (!P.Whole) Fail("a launch it is passed to is part of a larger expression", Ref->getLocation());
        else if (In.InLambda) Fail("it is passed to a launch in a lambda", Ref->getLocation());
        if (!M.Why.empty()) continue;
        ManagedPlan::Launch *L = nullptr;
        for (ManagedPlan::Launch &X : M.Launches)
          if (X.Call == K) L = &X;
        if (!L) {
          M.Launches.push_back({P.S, K, {}});
          L = &M.Launches.back();
        }
        L->Args.push_back(Val);
        continue;
      }
      Fail("it is used as '" + textOf(Val) + "', which a mapped host buffer cannot follow (it could escape)",
           Ref->getLocation());
    }
    if (M.Why.empty() && M.Launches.empty()) Fail("no kernel receives it as a launch argument", C->getBeginLoc());
    M.Mapped = M.Why.empty();
    Out.push_back(std::move(M));
  }
}

} // namespace

ManagedBuffers analyzeManagedBuffers(const SourceView &View) {
  std::vector<ManagedPlan> Out;
  for (const FunctionDecl *F : findHostFunctions(View).Found) ManagedAnalyzer(View, F).run(Out);
  // All or none: when one managed buffer keeps unified shared memory, the
  // others stay under it too (mapping them would only add copies, and on AMD
  // GPUs turn their pages coarse-grained for good).
  const ManagedPlan *Kept = nullptr;
  for (const ManagedPlan &M : Out)
    if (!M.Mapped && !Kept) Kept = &M;
  if (Kept) {
    std::string Why = "another managed buffer of the file, '" + Kept->Name + "' (line " +
                      std::to_string(View.SM.getExpansionLineNumber(Kept->WhyLoc)) +
                      "), needs unified shared memory, so this one stays under it too";
    for (ManagedPlan &M : Out)
      if (M.Mapped) {
        M.Mapped = false;
        M.Why = Why;
        M.WhyLoc = M.Alloc->getBeginLoc();
      }
  }
  return {std::move(Out)};
}

bool ManagedBuffers::mapsAround(const Expr *AllocCallee) const {
  return llvm::any_of(Plans, [&](const ManagedPlan &M) { return M.Mapped && M.AllocCallee == AllocCallee; });
}

bool ManagedBuffers::mapsAround(const VarDecl *Pointer) const {
  return llvm::any_of(Plans, [&](const ManagedPlan &M) { return M.Mapped && M.Pointer == Pointer; });
}

bool needsUnifiedSharedMemory(const CudaAstIndex &Index, const BlockPlans &Plans, const ManagedBuffers &Managed,
                              bool EveryAllocationManaged) {
  for (const CudaReference &R : Index.references()) {
    if (!R.Decl->getIdentifier() || isLeftUntranslated(Index, Plans, R.Enclosing)) continue;
    llvm::StringRef Name = R.Decl->getName();
    if (Name == "cudaMalloc" && EveryAllocationManaged) return true;
    if (Name == "cudaMallocManaged" && !(R.Expr && Managed.mapsAround(R.Expr))) return true;
  }
  return false;
}

} // namespace c2o
