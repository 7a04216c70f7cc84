//===- BlockReplication.cpp - what is kept per thread -----------------------===//
//
// After the walk: the locals that live across a phase boundary get a slot
// per thread (or are declared again in each phase that sees them), assigned
// parameters become copies, and each jump gets the phase it leaves.
// (BlockReplication.h: what it reads and produces.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockReplication.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include <algorithm>
#include <functional>

namespace c2o {

using namespace clang;

/// A scalar initialised with '=', '()' or '{}'.
bool BlockReplication::plainScalarInit(const VarDecl *V) {
  if (!V->hasInit() || !V->getType()->isScalarType()) return false;
  if (V->getInitStyle() == VarDecl::CInit) return true;
  if (V->getInitStyle() == VarDecl::ListInit) return isa<InitListExpr>(V->getInit()->IgnoreImplicit());
  return !isa<ParenListExpr>(V->getInit());
}

/// The lambda a variable is initialised with, if the variable holds one.
static const LambdaExpr *lambdaInit(const VarDecl *V) {
  const Expr *E = V->hasInit() ? V->getInit() : nullptr;
  while (E) {
    E = E->IgnoreImplicit();
    if (const auto *C = dyn_cast<CXXConstructExpr>(E); C && C->getNumArgs() == 1) E = C->getArg(0);
    else break;
  }
  return dyn_cast_or_null<LambdaExpr>(E);
}

/// An object each phase can make again: a group handle
/// (cg::thread_block cta = cg::this_thread_block();) or a lambda that is not
/// mutable and captures by reference, or by value what is never written
/// (its references bind the same per-thread objects in every phase).
bool BlockReplication::recomputableObject(const VarDecl *V) const {
  if (!V->hasInit() || BodyFacts.Written.count(V)) return false;
  if (const LambdaExpr *L = lambdaInit(V)) {
    if (L->isMutable()) return false;
    for (const LambdaCapture &C : L->captures()) {
      if (L->isInitCapture(&C)) return false;
      if (C.capturesVariable() && C.getCaptureKind() == LCK_ByCopy)
        if (const auto *CV = dyn_cast<VarDecl>(C.getCapturedVar()); !CV || BodyFacts.Written.count(CV)) return false;
    }
    return true;
  }
  const CallExpr *Call = handleInit(V);
  return Call && !V->getType()->isReferenceType() && Inv.isInvariant(Call, true);
}

/// Per-thread constants: a declaration whose variables are all scalars
/// initialised from the thread and block indices, parameters, constants and
/// earlier such variables, and are never written, is not kept in the
/// arena: each phase that sees it declares it again at its top
/// ("const T x = e;"), and the declaration itself goes. A recomputed value
/// costs a few integer operations; a replica costs a store and a load per
/// logical thread and phase, in global memory with GCC. Every reference
/// must be inside a phase. Group handles and lambdas (recomputableObject)
/// are declared again the same way.
void BlockReplication::recomputeThreadConstants(const llvm::DenseSet<const VarDecl *> &Replicate,
                                            const CandidateUses &Uses) {
  llvm::DenseSet<const DeclStmt *> Seen;
  for (const VarDecl *V : Record.Candidates) {
    const DeclStmt *DS = Record.DeclOf.lookup(V);
    if (!Replicate.count(V) || Record.ForcedReplicated.count(V) || Record.MustReplicate.count(V) || !DS ||
        !Seen.insert(DS).second)
      continue;
    bool All = true;
    for (const Decl *D : DS->decls()) {
      const auto *O = dyn_cast<VarDecl>(D);
      All = All && O && Replicate.count(O) && !Record.ForcedReplicated.count(O) && !Record.MustReplicate.count(O) &&
            !O->getType().isVolatileQualified() && !BodyFacts.Written.count(O) && !Uses.OutsidePhases.count(O) &&
            ((plainScalarInit(O) && Uses.onlyRead(O) && Inv.isInvariant(O->getInit(), true)) || recomputableObject(O));
    }
    if (!All) continue;
    auto R = stmtOffsets(View, DS);
    if (!R) continue;
    for (const Decl *D : DS->decls()) {
      const auto *O = cast<VarDecl>(D);
      Learnt.RecomputedLocals.insert(O);
      P.RecomputedSet.insert(O);
    }
    P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Erase)}});
  }
}

/// Does \p S only read the values of its operands (a dependent arithmetic
/// or comparison operator, a subscript, a cast)?
bool BlockReplication::readsOperands(const Stmt *S) {
  if (const auto *B = dyn_cast<BinaryOperator>(S)) return !B->isAssignmentOp() && B->getOpcode() != BO_Comma;
  if (const auto *U = dyn_cast<UnaryOperator>(S))
    return !U->isIncrementDecrementOp() && U->getOpcode() != UO_AddrOf && U->getOpcode() != UO_Deref;
  return isa<ArraySubscriptExpr>(S) || isa<CXXUnresolvedConstructExpr>(S) || isa<CStyleCastExpr>(S) ||
         isa<CXXFunctionalCastExpr>(S);
}

void BlockReplication::decide() {
  // References of each candidate, by phase.
  llvm::DenseSet<const VarDecl *> CandSet(Record.Candidates.begin(), Record.Candidates.end());
  llvm::DenseSet<const VarDecl *> Replicate(Record.ForcedReplicated.begin(), Record.ForcedReplicated.end());
  for (const VarDecl *V : Record.MustReplicate)
    if (CandSet.count(V)) Replicate.insert(V);
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<unsigned, 2>> CopyPhases; // assigned parameters
  for (const ParamCopy &C : P.ParamCopies) CopyPhases[C.Param];
  bool CopyOutside = false;
  CandidateUses Uses;
  auto CandidateOf = [&](const Expr *E) -> const VarDecl * {
    const auto *D = dyn_cast<DeclRefExpr>(E);
    const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    return V && CandSet.count(V) ? V : nullptr;
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S) return;
    // A barrier needs no value (cta.sync(), cg::sync(tile): the group's handle).
    if (const SyncCall *SC = BodyFacts.syncCallOf(dyn_cast<Expr>(S), P.Calls);
        SC && SC->Fn->Kind == SyncKind::Barrier)
      return;
    if (const auto *D = dyn_cast<DeclRefExpr>(S)) {
      if (const VarDecl *V = CandidateOf(D)) {
        auto Off = offsetInFile(View, D->getLocation());
        std::optional<unsigned> Ph = Off ? Record.phaseAt(*Off) : std::nullopt;
        if (!Ph || *Ph != Record.DeclPhase.lookup(V)) Replicate.insert(V);
        if (!Ph) Uses.OutsidePhases.insert(V);
        ++Uses.Refs[V];
      } else if (auto It = CopyPhases.find(dyn_cast<VarDecl>(D->getDecl())); It != CopyPhases.end()) {
        auto Off = View.fileOffset(View.SM.getExpansionLoc(D->getLocation()));
        std::optional<unsigned> Ph = Off ? Record.phaseAt(*Off) : std::nullopt;
        if (!Ph) CopyOutside = true;
        else if (std::find(It->second.begin(), It->second.end(), *Ph) == It->second.end()) It->second.push_back(*Ph);
      }
    }
    if (const auto *C = dyn_cast<ImplicitCastExpr>(S); C && C->getCastKind() == CK_LValueToRValue)
      if (const VarDecl *V = CandidateOf(C->getSubExpr()->IgnoreParens())) ++Uses.Reads[V];
    // In a template, an operand of a dependent operator gets no implicit
    // cast: it is read by arithmetic, comparisons and subscripts.
    if (const auto *E = dyn_cast<Expr>(S); E && E->isTypeDependent() && readsOperands(S))
      for (const Stmt *C : S->children())
        if (const auto *O = dyn_cast_or_null<Expr>(C))
          if (const VarDecl *V = CandidateOf(O->IgnoreParens())) ++Uses.Reads[V];
    for (const Stmt *C : S->children()) Walk(C);
  };
  Walk(F->getBody());
  if (CopyOutside) return block("an assigned parameter is used outside the phases", F->getLocation());
  // An assigned parameter used in one phase outside loops is a local there;
  // otherwise a slot per thread, filled before the first phase.
  for (ParamCopy &C : P.ParamCopies) {
    const auto &Phs = CopyPhases[C.Param];
    if (Phs.size() == 1 && !P.Phases[Phs[0]].InLoop) {
      C.LocalPhase = (int)Phs[0];
    } else {
      P.Replicated.push_back(C.Param);
      P.ReplicatedSet.insert(C.Param);
    }
  }
  // A lambda declared again in each phase needs what it captures there.
  for (const VarDecl *V : Record.Candidates)
    if (const LambdaExpr *L = lambdaInit(V); L && Replicate.count(V))
      for (const LambdaCapture &C : L->captures())
        if (const auto *CV = C.capturesVariable() ? dyn_cast<VarDecl>(C.getCapturedVar()) : nullptr;
            CV && CandSet.count(CV))
          Replicate.insert(CV);
  // A declaration is converted whole: all its variables or none.
  for (const VarDecl *V : Record.Candidates)
    if (Replicate.count(V))
      if (const DeclStmt *DS = Record.DeclOf.lookup(V))
        for (const Decl *D : DS->decls())
          if (const auto *O = dyn_cast<VarDecl>(D)) Replicate.insert(O);
  recomputeThreadConstants(Replicate, Uses);
  for (const VarDecl *V : Record.Candidates) {
    if (!Replicate.count(V) || P.ReplicatedSet.count(V) || Learnt.RecomputedLocals.count(V)) continue;
    QualType T = V->getType();
    if (T->isReferenceType()) {
      const DeclStmt *DS = Record.DeclOf.lookup(V);
      if (Record.ForcedReplicated.count(V) || !DS || !DS->isSingleDecl() || !V->hasInit())
        return block("reference '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
      P.KeptReferences[V] = Record.DeclPhase.lookup(V);
    }
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && RD->isLambda())
      return block("lambda '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
    if (V->hasInit() && !T->isReferenceType() && V->getInitStyle() == VarDecl::CallInit &&
        isa<CXXConstructExpr>(V->getInit()) && T->isArrayType())
      return block("array '" + V->getNameAsString() + "' lives across a barrier and is constructed",
                   V->getLocation());
    P.Replicated.push_back(V);
    P.ReplicatedSet.insert(V);
  }
  // Converted declarations: "T x = e;" becomes "x = e;" in its phase; a
  // reference stays declared and its slot gets its address.
  llvm::DenseSet<const DeclStmt *> Done;
  for (const VarDecl *V : P.Replicated) {
    auto It = Record.DeclOf.find(V);
    if (It == Record.DeclOf.end()) continue;
    const DeclStmt *DS = It->second;
    if (!DS || Record.ForcedReplicated.count(V) || !Done.insert(DS).second) continue;
    auto R = stmtOffsets(View, DS);
    if (!R) return block("a declaration written through a macro", DS->getBeginLoc());
    if (P.KeptReferences.count(V)) P.Edits.push_back({R->second, R->second, {Piece::initAssign(DS)}});
    else P.Edits.push_back({R->first, R->second, {Piece::initAssign(DS)}});
  }
}

void placeJumps(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P, const BlockBodyFacts &BodyFacts,
                const PhaseRecord &Record) {
  auto Place = [&](const Stmt *S, FlagRef Flag, int Value, const Expr *Result) {
    auto Off = offsetInFile(View, S->getBeginLoc());
    std::optional<unsigned> Ph = Off ? Record.phaseAt(*Off) : std::nullopt;
    if (!Ph) return blockPlan(P, "a jump outside any phase", S->getBeginLoc());
    P.Jumps.push_back({S, *Ph, Flag, Value, Result});
  };
  // A return that ends the function's body needs no flag: no phase follows.
  const auto *Body = dyn_cast<CompoundStmt>(F->getBody());
  const Stmt *Last = Body && !Body->body_empty() ? Body->body_back() : nullptr;
  for (const ReturnStmt *R : BodyFacts.Returns) {
    bool Final = R == Last;
    if (!Final) P.HasExit = true;
    Place(R, FlagRef::exited(), Final ? -1 : 1, R->getRetValue());
  }
  for (auto &[J, T] : BodyFacts.JumpTarget) {
    auto It = Record.LoopFlags.find(T);
    if (It == Record.LoopFlags.end()) continue; // a loop inside one phase
    if (isa<BreakStmt>(J)) Place(J, FlagRef::mask(It->second.L), 0, nullptr);
    else Place(J, FlagRef::mask(It->second.K), 1, nullptr);
  }
}

} // namespace c2o
