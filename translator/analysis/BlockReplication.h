//===- BlockReplication.h - what is kept per thread, after the walk -------===//
//
// The planner's decisions after the walk (BlockPlanner.h lists the parts),
// once every phase is known:
//   BlockReplication  which locals declared in a phase live across a phase
//                     boundary and get a slot per logical thread
//                     (P.Replicated), which are per-thread constants or
//                     objects declared again in each phase that sees them
//                     (P.RecomputedSet), which references keep their
//                     declaration (P.KeptReferences), and whether an assigned
//                     kernel parameter is a local of its one phase or a slot
//                     (P.ParamCopies); with the edits converting their
//                     declarations;
//   placeJumps        the phase each return, break and continue leaves, and
//                     the flag it sets (P.Jumps, P.HasExit).
//   Reads:    the body's facts (BlockBodyFacts.h) and the walk's record
//             (BlockPhaseRecord.h), both as const; the plan's phases.
//   Produces: into the plan, the fields named above and P.Blocker (a
//             reference, lambda or constructed array living across a
//             barrier, a jump outside every phase...); into the invariance
//             facts, the recomputed locals (later declarations recomputed
//             from earlier ones are per-thread invariant).
//
// Private to analysis/: only the planner's parts include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockBodyFacts.h"
#include "analysis/BlockInvariance.h"
#include "analysis/BlockPhaseRecord.h"
#include <string>

namespace c2o {

class BlockReplication {
public:
  /// \p Learnt: the facts \p Inv answers from; replication adds the recomputed locals.
  BlockReplication(const SourceView &View, const clang::FunctionDecl *F, BlockKernelPlan &P,
                   const BlockBodyFacts &BodyFacts, const PhaseRecord &Record, InvarianceFacts &Learnt,
                   const Invariance &Inv)
      : View(View), F(F), P(P), BodyFacts(BodyFacts), Record(Record), Learnt(Learnt), Inv(Inv) {}

  /// Decides what is kept per thread (or blocks the plan).
  void decide();

private:
  /// What decide's walk learnt of each candidate's references.
  struct CandidateUses {
    llvm::DenseMap<const clang::VarDecl *, unsigned> Refs, Reads; ///< all references; those read as values
    llvm::DenseSet<const clang::VarDecl *> OutsidePhases;          ///< referenced outside every phase
    /// Every reference a read of the value (no assignment, address, reference binding).
    bool onlyRead(const clang::VarDecl *V) const { return Refs.lookup(V) == Reads.lookup(V); }
  };

  void block(const std::string &Why, clang::SourceLocation L) { blockPlan(P, Why, L); }
  static bool plainScalarInit(const clang::VarDecl *V);
  bool recomputableObject(const clang::VarDecl *V) const;
  void recomputeThreadConstants(const llvm::DenseSet<const clang::VarDecl *> &Replicate, const CandidateUses &Uses);
  static bool readsOperands(const clang::Stmt *S);

  const SourceView &View;
  const clang::FunctionDecl *F;
  BlockKernelPlan &P;
  const BlockBodyFacts &BodyFacts;
  const PhaseRecord &Record;
  InvarianceFacts &Learnt;
  const Invariance &Inv;
};

/// Gives each return, break and continue of \p F's body that leaves a
/// phase the phase it leaves and the flag it sets (P.Jumps).
void placeJumps(const SourceView &View, const clang::FunctionDecl *F, BlockKernelPlan &P,
                const BlockBodyFacts &BodyFacts, const PhaseRecord &Record);

} // namespace c2o
