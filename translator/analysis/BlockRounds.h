//===- BlockRounds.h - the rounds of a statement's exchanges and calls ----===//
//
// A statement or expression of a block-level function holding warp
// functions (exchanges) or calls of block functions cannot run in one
// phase: each call needs every thread's value first. BlockRounds orders
// those calls by nesting (levels) and plans one round per level, before the
// phase that runs the statement: a phase writing each thread's values (the
// exchanges' buffers, the block calls' arguments and "taking part" flags),
// then a barrier for the exchanges and the team's block calls.
// One of the planner's parts (BlockPlanner.h); the walk (BlockPhaseWalk.h)
// asks it for the rounds of each statement that holds such calls.
//   Reads:    the body's facts (BlockBodyFacts.h: which calls are
//             exchanges or block calls), the invariance of the arguments.
//   Produces: into the plan, the rounds' phases, P.Exchanges, each
//             exchange's buffer (SyncCall::Exchange), each block call's slot
//             types and uniform arguments, barriers; into the walk's record
//             (BlockPhaseRecord.h), the text each round's phase runs and the
//             locals a block call receives the address of.
//
// Private to analysis/: only the planner's parts include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockBodyFacts.h"
#include "analysis/BlockInvariance.h"
#include "analysis/BlockPhaseRecord.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <string>
#include <vector>

namespace c2o {

class BlockRounds {
public:
  /// A synchronisation point inside an expression: an exchange or a block call.
  struct Item {
    bool IsBlockCall;
    unsigned Index; ///< into P.Calls or P.BlockCalls
  };
  /// Items by level: level 0 holds the innermost calls.
  using Levels = std::vector<std::vector<Item>>;
  /// Puts a round's writes and its prologue into the open phase.
  using IntoRunFn = std::function<void(std::vector<Piece> &, std::vector<Piece> &)>;

  BlockRounds(const SourceView &View, BlockKernelPlan &P, const BlockBodyFacts &BodyFacts, const Invariance &Inv,
              PhaseRecord &Record)
      : View(View), P(P), BodyFacts(BodyFacts), Inv(Inv), Record(Record) {}

  /// The exchanges and block calls inside \p Roots by level.
  Levels levels(llvm::ArrayRef<const clang::Stmt *> Roots);
  /// Is every call of \p L written in the file, or as a whole macro? (Blocks the plan otherwise.)
  bool spelled(const Levels &L);
  /// The rounds of \p L into \p Out, their phases made in \p C (the first
  /// round's writes go to the open phase \p RunPhase through \p IntoRun when
  /// given). True when the caller must put a barrier after the reads.
  bool rounds(std::vector<Piece> &Out, const PhaseContext &C, const Levels &L, const IntoRunFn &IntoRun = nullptr,
              unsigned RunPhase = 0);

private:
  void block(const std::string &Why, clang::SourceLocation L) { blockPlan(P, Why, L); }
  bool spelled(const clang::CallExpr *C);
  static const clang::Expr *argOf(const BlockCall &B, unsigned I);
  void keepAddressedLocals(const BlockCall &B);
  void writeRound(const std::vector<Item> &Items, std::vector<Piece> &Writes, std::vector<Piece> &Prologue,
                  unsigned Phase);

  const SourceView &View;
  BlockKernelPlan &P;
  const BlockBodyFacts &BodyFacts;
  const Invariance &Inv;
  PhaseRecord &Record;
};

} // namespace c2o
