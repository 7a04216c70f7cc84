//===- BlockPlanner.cpp - the planner: its parts in order -------------------===//
//
// run() plans the function: it gathers the facts of the body
// (BlockBodyFacts), decides how the parameters are passed, cuts the body
// into phases (BlockPhaseWalk), then decides what is kept per thread and
// where the jumps go (BlockReplication, placeJumps).
// (BlockPlanner.h: the planner and its parts.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPlanner.h"
#include "analysis/BlockInvariance.h"
#include "analysis/BlockPhaseWalk.h"
#include "analysis/BlockReplication.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include <functional>
#include <vector>

namespace c2o {

using namespace clang;

void BlockPlanner::run() {
  const Stmt *Body = F->getBody();
  P.Function = F;
  P.IsKernel = F->hasAttr<CUDAGlobalAttr>();
  if (!Body) return block("the function has no body", F->getLocation());
  const BlockBodyFacts BodyFacts = gatherBodyFacts(View, F, P, IsBlockLevelCallee);
  if (!P.Blocker.empty()) return;
  // What the invariance questions read: the body's facts, and what the
  // parts after add as they learn (team parameters, uniform and recomputed locals).
  InvarianceFacts Learnt;
  Learnt.F = F;
  Learnt.IsKernel = P.IsKernel;
  Learnt.UniformParams = &UniformParams;
  Learnt.Written = BodyFacts.Written;
  Learnt.BlockCalls = BodyFacts.BlockIndex;
  Learnt.UniformLocals = BodyFacts.SizeConstants;
  Invariance Inv(View, Learnt);
  std::vector<const VarDecl *> Visible; // the parameters every phase sees
  planParams(BodyFacts, Learnt, Visible);
  if (!P.Blocker.empty()) return;
  BlockPhaseWalk Walk(View, P, BodyFacts, Learnt, Inv);
  Walk.run(Body, Visible);
  if (!P.Blocker.empty()) return;
  // The functions a caller calls share one part of its arena, one after
  // another: a block function with __shared__ memory ends at a barrier, so
  // that no thread still reads it when the next function writes there.
  if (!P.IsKernel && !P.Shared.empty() && !endsAtBarrier(BodyFacts))
    if (auto End = View.fileOffset(Body->getEndLoc())) {
      P.Edits.push_back({*End, *End, {Piece::make(Piece::Barrier)}});
      ++P.Barriers;
    }
  const PhaseRecord &Record = Walk.record();
  for (const ParmVarDecl *PV : Learnt.TeamParams)
    if (Record.TeamWrites.lookup(PV) != BodyFacts.ParamWrites.lookup(PV)) FailedTeamParams.insert(PV);
  if (!FailedTeamParams.empty()) return;
  BlockReplication(View, F, P, BodyFacts, Record, Learnt, Inv).decide();
  if (!P.Blocker.empty()) return;
  placeJumps(View, F, P, BodyFacts, Record);
}

/// How the parameters are passed: a kernel's assigned parameters are team
/// values or copies per thread; a block function's are uniform values,
/// slots per thread, or pointers per thread for non-const references. The
/// per-thread ones go to \p Visible, in order.
void BlockPlanner::planParams(const BlockBodyFacts &BodyFacts, InvarianceFacts &Learnt,
                              std::vector<const VarDecl *> &Visible) {
  if (P.IsKernel) {
    // An assigned parameter stays a parameter when every assignment is
    // made by the whole team with a uniform value (ptr += blockIdx.x * n;);
    // otherwise each thread gets a copy.
    for (const ParmVarDecl *PV : F->parameters()) {
      if (!BodyFacts.Written.count(PV)) continue;
      if (CopiedParams.count(PV)) {
        P.ParamCopies.push_back({PV, -1});
        Visible.push_back(PV);
      } else {
        Learnt.TeamParams.insert(PV);
      }
    }
    return;
  }
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
    else if (UniformParams.count(PV) && !BodyFacts.Written.count(PV) && !T->isReferenceType()) M = ParamMode::Uniform;
    P.Params.push_back(M);
    if (M != ParamMode::Uniform) Visible.push_back(PV);
  }
  P.HasExit = true; // the caller's "not taking part" flags
}

/// Does the body end with a barrier, or with a barrier and a return whose
/// value reads no __shared__ memory (`__syncthreads(); return v;`)?
bool BlockPlanner::endsAtBarrier(const BlockBodyFacts &BodyFacts) const {
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
  return BodyFacts.isBarrierStmt(*It, P.Calls);
}

} // namespace c2o
