//===- BlockPhaseRecord.h - what the phase walk records --------------------===//
//
// The vocabulary the planner's parts (BlockPlanner.h) share about phases:
//   PhaseContext  where the walk is when it makes a phase (its predicate,
//                 the per-thread variables in scope, inside a team-level
//                 loop); newPhase adds a phase made there to the plan;
//   PhaseRecord   what the walk (BlockPhaseWalk, BlockRounds) records on the
//                 way, beside the plan, for the decisions after it
//                 (BlockReplication.h): the text each phase runs, the locals
//                 declared in phases, the predicated loops' flags, the team
//                 parameters' updates. The walk writes it; the parts after
//                 the walk read it as const.
//
// Private to analysis/: only the planner's parts include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <optional>
#include <vector>

namespace c2o {

/// Where the walk is: the phases it makes here run for the threads of Pred,
/// see the per-thread variables Visible, and are inside a team-level loop
/// when InLoop.
struct PhaseContext {
  std::vector<PredTerm> Pred;
  std::vector<const clang::VarDecl *> Visible;
  bool InLoop = false;
};

/// Adds a phase made in \p C, with \p Prologue, to \p P; gives its index.
unsigned newPhase(BlockKernelPlan &P, const PhaseContext &C, std::vector<Piece> Prologue = {});

/// The offset of \p L in the file, when it is written there (not in a macro).
std::optional<unsigned> offsetInFile(const SourceView &View, clang::SourceLocation L);

/// The masks of a loop that became predicated.
struct LoopMasks {
  unsigned L, K;    ///< the loop's flag, and the flag its continues clear
  bool HasContinue; ///< K is used
};

/// What the walk records beside the plan.
struct PhaseRecord {
  /// A file range [B, E) that phase Phase runs.
  struct Interval {
    unsigned B, E, Phase;
  };
  std::vector<Interval> Intervals;
  /// Locals declared in a phase, in the order the walk met them: each may
  /// need a slot per thread (BlockReplication decides).
  std::vector<const clang::VarDecl *> Candidates;
  /// The phase declaring each candidate, and its declaration.
  llvm::DenseMap<const clang::VarDecl *, unsigned> DeclPhase;
  llvm::DenseMap<const clang::VarDecl *, const clang::DeclStmt *> DeclOf;
  /// The variables of a predicated for's init: a slot per thread whatever their uses.
  llvm::DenseSet<const clang::VarDecl *> ForcedReplicated;
  /// Locals whose address a block call receives: a slot per thread when candidates.
  llvm::DenseSet<const clang::VarDecl *> MustReplicate;
  /// The loops that became predicated.
  llvm::DenseMap<const clang::Stmt *, LoopMasks> LoopFlags;
  /// How many updates of each team parameter the whole team runs between phases.
  llvm::DenseMap<const clang::ParmVarDecl *, unsigned> TeamWrites;

  /// Records that phase \p Phase runs \p E (when E is written in the file).
  void exprInterval(const SourceView &View, const clang::Expr *E, unsigned Phase);
  /// The phase running offset \p Off: that of the narrowest interval holding it.
  std::optional<unsigned> phaseAt(unsigned Off) const;
};

} // namespace c2o
