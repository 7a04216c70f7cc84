//===- BlockPlanner.h - the planning of a block-level function ------------===//
//
// planBlockKernel (BlockKernelPlan.h: what a plan holds) runs one
// BlockPlanner over the function. The planner runs its parts in order, each
// a class (or function) of its own that is handed what it reads:
//   BlockBodyFacts.h    gatherBodyFacts: one walk over the body gathers its
//                       facts (synchronisation and block calls, writes,
//                       __shared__ variables, returns and jumps), a value the
//                       later parts read as const;
//   BlockPhaseWalk.h    BlockPhaseWalk: the body cut into phases at its
//                       synchronisation points, control flow kept at team
//                       level when uniform, else predicated; it records what
//                       the decisions after it need (BlockPhaseRecord.h);
//   BlockRounds.h       BlockRounds: the rounds of the exchanges and block
//                       calls inside one statement (for the walk);
//   BlockReplication.h  BlockReplication, placeJumps: after the walk, which
//                       locals get a slot per thread, which are recomputed in
//                       each phase, and the phase each jump leaves;
// with two parts that stand on their own (and have their own tests):
//   BlockInvariance.h   is a value the same in every thread of the block
//                       (its InvarianceFacts: the planner's, which the walk
//                       and replication add to as they learn);
//   BlockCallTypes.h    the types of a block call's result and arguments.
// The planner itself decides, between the parts, how the parameters are
// passed, whether a block function with __shared__ memory ends at a barrier,
// and which team parameters failed.
// (BlockDirectScan.cpp plans the direct form, without the planner.)
//
// Private to analysis/: only the files above include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockBodyFacts.h"
#include "analysis/BlockInvariance.h"
#include "analysis/BlockKernelPlan.h"
#include <functional>
#include <string>
#include <vector>

namespace c2o {

class BlockPlanner {
public:
  BlockPlanner(const SourceView &View, const clang::FunctionDecl *F, BlockKernelPlan &P,
               const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee,
               const llvm::DenseSet<const clang::ParmVarDecl *> &UniformParams,
               const llvm::DenseSet<const clang::ParmVarDecl *> &CopiedParams)
      : View(View), F(F), P(P), IsBlockLevelCallee(IsBlockLevelCallee), UniformParams(UniformParams),
        CopiedParams(CopiedParams) {}

  /// Plans the function into P (BlockPlanner.cpp).
  void run();

  /// Parameters assigned at team level that turned out to be assigned in a
  /// phase too: planned again with a copy per thread.
  llvm::DenseSet<const clang::ParmVarDecl *> FailedTeamParams;

private:
  void block(const std::string &Why, clang::SourceLocation L) { blockPlan(P, Why, L); }
  void planParams(const BlockBodyFacts &BodyFacts, InvarianceFacts &Learnt,
                  std::vector<const clang::VarDecl *> &Visible);
  bool endsAtBarrier(const BlockBodyFacts &BodyFacts) const;

  const SourceView &View;
  const clang::FunctionDecl *F;
  BlockKernelPlan &P;
  const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee;
  const llvm::DenseSet<const clang::ParmVarDecl *> &UniformParams;
  const llvm::DenseSet<const clang::ParmVarDecl *> &CopiedParams;
};

} // namespace c2o
