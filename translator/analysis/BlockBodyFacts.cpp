//===- BlockBodyFacts.cpp - the facts of a block-level function's body ----===//
//
// One walk over the body: synchronisation calls, block calls, writes,
// __shared__ variables (and the constants sizing them), returns and jumps.
// (BlockBodyFacts.h: what it reads and produces.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockBodyFacts.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include <algorithm>

namespace c2o {

using namespace clang;

namespace {

const Expr *bare(const Expr *E) { return E ? E->IgnoreParenCasts() : nullptr; }

const FunctionDecl *canonicalOf(const FunctionDecl *FD) {
  if (!FD) return nullptr;
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern()) FD = P;
  return FD->getCanonicalDecl();
}

/// The walk gathering one function's BlockBodyFacts.
class BodyFactsGatherer {
public:
  BodyFactsGatherer(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P,
                    const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee, BlockBodyFacts &Out)
      : View(View), F(F), P(P), IsBlockLevelCallee(IsBlockLevelCallee), Out(Out) {}

  /// Walks \p S, inside the loops and switches \p Loops; true when S holds
  /// a synchronisation point.
  bool collect(const Stmt *S, std::vector<const Stmt *> &Loops);

private:
  void block(const std::string &Why, SourceLocation L) { blockPlan(P, Why, L); }
  void noteWrite(const Expr *E);
  void hoistSizeConstants(const VarDecl *V);

  const SourceView &View;
  const FunctionDecl *F;
  BlockKernelPlan &P;
  const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee;
  BlockBodyFacts &Out;
  /// The declaration of each local seen so far.
  llvm::DenseMap<const VarDecl *, const DeclStmt *> LocalDecl;
};

void BodyFactsGatherer::noteWrite(const Expr *E) {
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(bare(E)))
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
      Out.Written.insert(V);
      if (const auto *PV = dyn_cast<ParmVarDecl>(V)) ++Out.ParamWrites[PV];
    }
}

/// Walks the body once: sync calls, block calls, writes, shared variables, jumps.
bool BodyFactsGatherer::collect(const Stmt *S, std::vector<const Stmt *> &Loops) {
  if (!S) return false;
  if (isa<LambdaExpr>(S)) {
    std::vector<const Stmt *> None;
    size_t OwnReturns = Out.Returns.size(); // (a lambda's returns are its own)
    for (const Stmt *C : S->children())
      if (collect(C, None)) block("synchronisation inside a lambda", S->getBeginLoc());
    Out.Returns.resize(OwnReturns);
    return false;
  }
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
    block("'goto' or a label in a block-level function", S->getBeginLoc());
  if (const auto *R = dyn_cast<ReturnStmt>(S)) Out.Returns.push_back(R);
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
    for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
      if (isa<SwitchStmt>(*It) && isa<ContinueStmt>(S)) continue;
      Out.JumpTarget[S] = *It;
      break;
    }
  }
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) {
        LocalDecl[V] = DS;
        if (!V->hasAttr<CUDASharedAttr>()) continue;
        const Type *T = V->getType().getTypePtr();
        if (V->hasExternalStorage() || T->isIncompleteArrayType()) P.ExternShared.push_back(V);
        else P.Shared.push_back(V);
        hoistSizeConstants(V);
      }
  if (const auto *D = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
      // volatile shared arrays and scalars, and volatile pointers (the
      // warp-synchronous idiom 'volatile float *v = sdata;').
      QualType T = V->getType();
      bool Volatile = (T->isArrayType() && View.Ctx.getBaseElementType(T).isVolatileQualified()) ||
                      (V->hasAttr<CUDASharedAttr>() && T.isVolatileQualified()) ||
                      (T->isPointerType() && T->getPointeeType().isVolatileQualified());
      if (Volatile) P.LockstepUses.push_back(D->getLocation());
    }
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) noteWrite(B->getLHS());
  if (const auto *U = dyn_cast<UnaryOperator>(S); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
    noteWrite(U->getSubExpr());
  bool Sync = false;
  if (const auto *C = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *Callee = calleeOf(C);
    if (const SyncFunction *SF = lookupSyncCall(C)) {
      if (SF->Kind == SyncKind::Grid)
        block("grid-wide synchronisation ('" + SF->Name.str() + "') has no OpenMP counterpart", C->getBeginLoc());
      Out.SyncIndex[C] = P.Calls.size();
      P.Calls.push_back({C, SF, -1});
      Sync = SF->Kind != SyncKind::Handle && SF->Kind != SyncKind::Query;
    } else if (Callee && !Callee->hasAttr<CUDAGlobalAttr>() && IsBlockLevelCallee(Callee)) {
      const FunctionDecl *Canon = canonicalOf(Callee);
      if (Canon == canonicalOf(F))
        block("it calls itself (a recursive function that synchronises)", C->getBeginLoc());
      else if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C))
        block("it calls member function '" + Callee->getNameAsString() + "', which synchronises", C->getBeginLoc());
      Out.BlockIndex[C] = P.BlockCalls.size();
      BlockCall B;
      B.Call = C;
      B.Callee = Canon;
      P.BlockCalls.push_back(B);
      Sync = true;
    }
    if (Callee)
      for (unsigned I = 0; I < C->getNumArgs() && I < Callee->getNumParams(); ++I) {
        QualType PT = Callee->getParamDecl(I)->getType();
        if (PT->isReferenceType() && !PT->getPointeeType().isConstQualified()) noteWrite(C->getArg(I));
      }
  }
  bool IsLoop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<SwitchStmt>(S) ||
                isa<CXXForRangeStmt>(S);
  if (IsLoop) Loops.push_back(S);
  for (const Stmt *C : S->children()) Sync |= collect(C, Loops);
  if (IsLoop) Loops.pop_back();
  if (Sync) Out.ContainsSync.insert(S);
  return Sync;
}

/// The local constants a template's __shared__ array is sized with
/// (constexpr int W = N / 32; __shared__ float s[W];) are declared at the
/// top of the block function and of its size function, where the arena is
/// carved, instead of where they are written.
void BodyFactsGatherer::hoistSizeConstants(const VarDecl *V) {
  QualType T = V->getType();
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S) return;
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      if (const auto *L = dyn_cast<VarDecl>(D->getDecl()); L && L->isLocalVarDecl() && !L->isStaticLocal()) {
        const DeclStmt *DS = LocalDecl.lookup(L);
        if (!DS || !DS->isSingleDecl() || !L->hasInit() ||
            !(L->isConstexpr() || L->getType().isConstQualified()))
          return block("__shared__ '" + V->getNameAsString() + "' is sized by local variable '" +
                           L->getNameAsString() + "'",
                       V->getLocation());
        if (std::find(P.PrologueDecls.begin(), P.PrologueDecls.end(), DS) == P.PrologueDecls.end()) {
          Walk(L->getInit());
          P.PrologueDecls.push_back(DS);
          Out.SizeConstants.insert(L);
          if (auto R = stmtOffsets(View, DS)) P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Erase)}});
        }
      }
    for (const Stmt *C : S->children()) Walk(C);
  };
  while (const ArrayType *A = View.Ctx.getAsArrayType(T)) {
    if (const auto *D = dyn_cast<DependentSizedArrayType>(A)) Walk(D->getSizeExpr());
    T = A->getElementType();
  }
}

} // namespace

bool BlockBodyFacts::hasJumpTo(const Stmt *Loop) const {
  for (auto &[J, T] : JumpTarget)
    if (T == Loop) return true;
  return false;
}

bool BlockBodyFacts::hasContinueTo(const Stmt *Loop) const {
  bool HasContinue = false;
  for (auto &[J, T] : JumpTarget) HasContinue |= T == Loop && isa<ContinueStmt>(J);
  return HasContinue;
}

const SyncCall *BlockBodyFacts::syncCallOf(const Expr *E, llvm::ArrayRef<SyncCall> Calls) const {
  const auto *C = dyn_cast_or_null<CallExpr>(bare(E));
  if (!C) return nullptr;
  auto It = SyncIndex.find(C);
  return It == SyncIndex.end() ? nullptr : &Calls[It->second];
}

bool BlockBodyFacts::isBarrierStmt(const Stmt *S, llvm::ArrayRef<SyncCall> Calls) const {
  const auto *E = dyn_cast<Expr>(S);
  const SyncCall *SC = E ? syncCallOf(E, Calls) : nullptr;
  return SC && SC->Fn->Kind == SyncKind::Barrier;
}

BlockBodyFacts gatherBodyFacts(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P,
                               const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee) {
  BlockBodyFacts Facts;
  std::vector<const Stmt *> Loops;
  BodyFactsGatherer(View, F, P, IsBlockLevelCallee, Facts).collect(F->getBody(), Loops);
  return Facts;
}

void blockPlan(BlockKernelPlan &P, const std::string &Why, SourceLocation L) {
  if (!P.Blocker.empty()) return;
  P.Blocker = Why;
  P.BlockerLoc = L;
}

} // namespace c2o
