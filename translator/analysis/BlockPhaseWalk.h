//===- BlockPhaseWalk.h - a block-level function's body cut into phases ---===//
//
// The planner's walk (BlockPlanner.h lists the parts): it goes down the
// body's statements at team level and cuts them into phases at their
// synchronisation points. A run of statements without synchronisation is
// one phase; a barrier stands between phases; a statement holding
// exchanges or block calls gets its rounds (BlockRounds.h) before its
// phase; if/for/while/do/switch holding synchronisation stay as they are
// at team level when their conditions are uniform, else become predicated
// (a flag per thread, loops going on while any thread's flag is set).
//   Reads:    the body's facts (BlockBodyFacts.h), the invariance of values
//             (BlockInvariance.h).
//   Produces: into the plan, the phases, the edits that open and close them,
//             barriers, scopes, loops and flags (P.Phases, P.Edits,
//             P.Barriers, P.Masks, P.Blocker); into the invariance facts,
//             the locals it keeps at team level (uniform); and its record
//             (BlockPhaseRecord.h) for the decisions after it.
//
// One class, one file (BlockPhaseWalk.cpp): sequencing (a statement list
// cut into runs and phases) and team-level control flow call each other
// for every nested statement (seq -> teamStatement -> branch -> seq), in
// one context, and add to one plan and one record; the rounds, which do not recurse, are a class of
// their own (BlockRounds).
//
// Private to analysis/: only the planner's parts include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockBodyFacts.h"
#include "analysis/BlockInvariance.h"
#include "analysis/BlockPhaseRecord.h"
#include "analysis/BlockRounds.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace c2o {

class BlockPhaseWalk {
public:
  /// \p Learnt: the facts \p Inv answers from; the walk adds the locals it
  /// makes uniform (hoisted declarations, uniform loop variables).
  BlockPhaseWalk(const SourceView &View, BlockKernelPlan &P, const BlockBodyFacts &BodyFacts, InvarianceFacts &Learnt,
                 const Invariance &Inv)
      : View(View), P(P), BodyFacts(BodyFacts), Learnt(Learnt), Inv(Inv),
        Rounds(View, P, BodyFacts, Inv, Record) {}

  /// Cuts the function's body \p Body into phases; \p Params: the
  /// parameters every phase sees (per-thread copies and slots), in order.
  void run(const clang::Stmt *Body, const std::vector<const clang::VarDecl *> &Params);

  /// What the walk recorded, for the decisions after it.
  const PhaseRecord &record() const { return Record; }

private:
  using Ctx = PhaseContext;
  /// Puts pieces at the end of the open phase (and its prologue); gives the phase.
  using MergeFn = std::function<unsigned(std::vector<Piece>, std::vector<Piece>)>;

  void block(const std::string &Why, clang::SourceLocation L) { blockPlan(P, Why, L); }
  bool containsSync(const clang::Stmt *S) const { return BodyFacts.containsSync(S); }
  bool hasJumpTo(const clang::Stmt *Loop) const { return BodyFacts.hasJumpTo(Loop); }
  bool isBarrierStmt(const clang::Stmt *S) const { return BodyFacts.isBarrierStmt(S, P.Calls); }
  bool isUniform(const clang::Expr *E) const { return Inv.isUniform(E); }
  bool isUniformUpdate(const clang::Expr *E, const llvm::DenseSet<const clang::VarDecl *> &Vars) const {
    return Inv.isUniformUpdate(E, Vars);
  }
  bool writtenOnlyIn(const clang::VarDecl *V, const clang::Stmt *Where) const { return Inv.writtenOnlyIn(V, Where); }
  std::optional<unsigned> offsetOf(clang::SourceLocation L) const { return offsetInFile(View, L); }
  unsigned newPhase(const Ctx &C, std::vector<Piece> Prologue = {}) { return c2o::newPhase(P, C, std::move(Prologue)); }
  void exprInterval(const clang::Expr *E, unsigned Phase) { Record.exprInterval(View, E, Phase); }

  // ---- sequencing -------------------------------------------------------------
  const clang::ParmVarDecl *teamParamUpdate(const clang::Stmt *S, const Ctx &C) const;
  static void addVisible(Ctx &C, const clang::VarDecl *V);
  void addCandidates(Ctx &C, const clang::Stmt *S, unsigned Phase);
  bool isSharedDecl(const clang::Stmt *S) const;
  bool hoistable(const clang::Stmt *S);
  void seq(const clang::Stmt *S, Ctx C, const clang::SwitchStmt *Switch = nullptr);
  bool mergeableHead(const clang::Stmt *S) const;
  bool wholeMacros(const clang::Stmt *S) const;
  template <class FlushT, class OpenT>
  void syncStatement(const clang::Stmt *S, Ctx &C, std::vector<const clang::Stmt *> &Run, unsigned &RunPhase,
                     FlushT &Flush, OpenT &Open);

  // ---- team-level control flow -----------------------------------------------
  void branch(const clang::Stmt *S, const Ctx &C);
  void flagPhase(std::vector<Piece> &Out, const Ctx &C, std::vector<Piece> Prologue, std::optional<FlagRef> Flag,
                 const clang::Expr *E, std::vector<Piece> Extra = {});
  Piece anyCheck(unsigned L);
  void teamStatement(const clang::Stmt *S, Ctx &C, const MergeFn *Merge = nullptr);
  void switchStatement(const clang::SwitchStmt *SW, Ctx &C);
  void attributed(const clang::AttributedStmt *A, Ctx &C);
  void firstFlag(std::vector<Piece> &Out, const Ctx &C, const MergeFn *Merge, std::vector<Piece> Prologue,
                 FlagRef Flag, const clang::Expr *E, std::vector<Piece> Extra = {});
  void ifStatement(const clang::IfStmt *I, Ctx &C, const MergeFn *Merge = nullptr);
  static std::vector<const clang::VarDecl *> loopVars(const clang::ForStmt *Fo);
  std::optional<unsigned> predicatedLoop(BlockEdit H, Ctx &Active, unsigned L, unsigned KM, bool HasContinue,
                                         const clang::Expr *Cond, const clang::Stmt *Body);
  void forStatement(const clang::ForStmt *Fo, Ctx &C);
  void whileStatement(const clang::WhileStmt *W, Ctx &C, const MergeFn *Merge = nullptr);
  void doStatement(const clang::DoStmt *D, Ctx &C, const MergeFn *Merge = nullptr);

  const SourceView &View;
  BlockKernelPlan &P;
  const BlockBodyFacts &BodyFacts;
  InvarianceFacts &Learnt;
  const Invariance &Inv;
  PhaseRecord Record;
  BlockRounds Rounds; ///< (after Record, which it records into)
};

} // namespace c2o
