//===- BlockPlanner.cpp - the planner's run and the facts of the body -------===//
//
// run() plans the function: it gathers the facts of the body (synchronisation
// calls, block calls, writes, __shared__ variables, returns and jumps),
// cuts the body into phases, then decides what is kept per thread.
// (BlockPlanner.h: the planner and its parts.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPlanner.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include <algorithm>

namespace c2o {

using namespace clang;

namespace {

const FunctionDecl *canonicalOf(const FunctionDecl *FD) {
  if (!FD) return nullptr;
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern()) FD = P;
  return FD->getCanonicalDecl();
}

} // namespace

void BlockPlanner::run() {
  const Stmt *Body = F->getBody();
  P.Function = F;
  P.IsKernel = F->hasAttr<CUDAGlobalAttr>();
  if (!Body) return block("the function has no body", F->getLocation());
  std::vector<const Stmt *> Loops;
  collect(Body, Loops);
  if (!P.Blocker.empty()) return;
  Ctx C;
  if (P.IsKernel) {
    // An assigned parameter stays a parameter when every assignment is
    // made by the whole team with a uniform value (ptr += blockIdx.x * n;);
    // otherwise each thread gets a copy.
    for (const ParmVarDecl *PV : F->parameters()) {
      if (!Written.count(PV)) continue;
      if (CopiedParams.count(PV)) {
        P.ParamCopies.push_back({PV, -1});
        addVisible(C, PV);
      } else {
        TeamParams.insert(PV);
      }
    }
  } else {
    if (isa<CXXMethodDecl>(F)) return block("a member function that synchronises is not translated", F->getLocation());
    if (F->isVariadic()) return block("a variadic function that synchronises is not translated", F->getLocation());
    QualType R = F->getReturnType();
    if (R->isReferenceType())
      return block("a function that synchronises and returns a reference is not translated", F->getLocation());
    for (const ParmVarDecl *PV : F->parameters()) {
      QualType T = PV->getType();
      ParamMode M = ParamMode::PerThread;
      if (T->isRValueReferenceType())
        return block("parameter '" + PV->getNameAsString() + "' is an rvalue reference", PV->getLocation());
      if (T->isLValueReferenceType() && !T.getNonReferenceType().isConstQualified()) M = ParamMode::PerThreadRef;
      else if (UniformParams.count(PV) && !Written.count(PV) && !T->isReferenceType()) M = ParamMode::Uniform;
      P.Params.push_back(M);
      if (M != ParamMode::Uniform) addVisible(C, PV);
    }
    P.HasExit = true; // the caller's "not taking part" flags
  }
  seq(Body, C);
  if (!P.Blocker.empty()) return;
  // The functions a caller calls share one part of its arena, one after
  // another: a block function with __shared__ memory ends at a barrier, so
  // that no thread still reads it when the next function writes there.
  if (!P.IsKernel && !P.Shared.empty() && !endsAtBarrier())
    if (auto End = View.fileOffset(Body->getEndLoc())) {
      P.Edits.push_back({*End, *End, {Piece::make(Piece::Barrier)}});
      ++P.Barriers;
    }
  for (const ParmVarDecl *PV : TeamParams)
    if (TeamWrites.lookup(PV) != ParamWrites.lookup(PV)) FailedTeamParams.insert(PV);
  if (!FailedTeamParams.empty()) return;
  decideReplication();
  if (!P.Blocker.empty()) return;
  placeJumps();
}

void BlockPlanner::block(const std::string &Why, SourceLocation L) {
  if (!P.Blocker.empty()) return;
  P.Blocker = Why;
  P.BlockerLoc = L;
}

void BlockPlanner::noteWrite(const Expr *E) {
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(bare(E)))
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
      Written.insert(V);
      if (const auto *PV = dyn_cast<ParmVarDecl>(V)) ++ParamWrites[PV];
    }
}

/// Walks the body once: sync calls, block calls, writes, shared variables, jumps.
bool BlockPlanner::collect(const Stmt *S, std::vector<const Stmt *> &Loops) {
  if (!S) return false;
  if (isa<LambdaExpr>(S)) {
    std::vector<const Stmt *> None;
    size_t OwnReturns = Returns.size(); // (a lambda's returns are its own)
    for (const Stmt *C : S->children())
      if (collect(C, None)) block("synchronisation inside a lambda", S->getBeginLoc());
    Returns.resize(OwnReturns);
    return false;
  }
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
    block("'goto' or a label in a block-level function", S->getBeginLoc());
  if (const auto *R = dyn_cast<ReturnStmt>(S)) Returns.push_back(R);
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
    for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
      if (isa<SwitchStmt>(*It) && isa<ContinueStmt>(S)) continue;
      JumpTarget[S] = *It;
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
      SyncIndex[C] = P.Calls.size();
      P.Calls.push_back({C, SF, -1});
      Sync = SF->Kind != SyncKind::Handle && SF->Kind != SyncKind::Query;
    } else if (Callee && !Callee->hasAttr<CUDAGlobalAttr>() && IsBlockLevelCallee(Callee)) {
      const FunctionDecl *Canon = canonicalOf(Callee);
      if (Canon == canonicalOf(F))
        block("it calls itself (a recursive function that synchronises)", C->getBeginLoc());
      else if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C))
        block("it calls member function '" + Callee->getNameAsString() + "', which synchronises", C->getBeginLoc());
      BlockIndex[C] = P.BlockCalls.size();
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
  if (Sync) ContainsSync.insert(S);
  return Sync;
}

/// The local constants a template's __shared__ array is sized with
/// (constexpr int W = N / 32; __shared__ float s[W];) are declared at the
/// top of the block function and of its size function, where the arena is
/// carved, instead of where they are written.
void BlockPlanner::hoistSizeConstants(const VarDecl *V) {
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
          UniformLocals.insert(L);
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

const SyncCall *BlockPlanner::syncCallOf(const Expr *E) const {
  const auto *C = dyn_cast_or_null<CallExpr>(bare(E));
  if (!C) return nullptr;
  auto It = SyncIndex.find(C);
  return It == SyncIndex.end() ? nullptr : &P.Calls[It->second];
}

/// Does the body end with a barrier, or with a barrier and a return whose
/// value reads no __shared__ memory (`__syncthreads(); return v;`)?
bool BlockPlanner::endsAtBarrier() const {
  const auto *Body = dyn_cast<CompoundStmt>(F->getBody());
  if (!Body || Body->body_empty()) return false;
  auto It = Body->body_rbegin();
  if (const auto *R = dyn_cast<ReturnStmt>(*It)) {
    bool Shared = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S) return;
      if (const auto *D = dyn_cast<DeclRefExpr>(S)) Shared |= D->getDecl()->hasAttr<CUDASharedAttr>();
      if (isa<CallExpr>(S) || (isa<UnaryOperator>(S) && cast<UnaryOperator>(S)->getOpcode() == UO_Deref) ||
          isa<ArraySubscriptExpr>(S))
        Shared = true; // may read memory another thread writes next
      for (const Stmt *C : S->children()) Walk(C);
    };
    Walk(R->getRetValue());
    if (Shared || ++It == Body->body_rend()) return false;
  }
  return isBarrierStmt(*It);
}

} // namespace c2o
