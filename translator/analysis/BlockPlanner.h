//===- BlockPlanner.h - the walk that plans a block-level function --------===//
//
// planBlockKernel (BlockKernelPlan.h: what a plan holds) runs one
// BlockPlanner over the function's body. The planner is one object whose
// state its parts share; each part is a file:
//   BlockPlanner.cpp          run(), and the facts of the body gathered first:
//                             synchronisation and block calls, writes,
//                             __shared__ variables, returns and jumps;
//   BlockPlanSequencing.cpp   a statement list cut into phases at its
//                             synchronisation points, and the rounds of
//                             exchanges and block calls inside a statement;
//   BlockPlanControlFlow.cpp  if/for/while/do/switch holding synchronisation:
//                             kept at team level when uniform, else predicated;
//   BlockPlanReplication.cpp  after the walk: which locals get a slot per
//                             thread, which are recomputed in each phase,
//                             and the phase each jump leaves;
// with two parts that stand on their own (and have their own tests):
//   BlockInvariance.h         is a value the same in every thread of the block;
//   BlockCallTypes.h          the types of a block call's result and arguments.
// (BlockDirectScan.cpp plans the direct form, without the planner.)
//
// Private to analysis/: only the files above include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockInvariance.h"
#include "analysis/BlockKernelPlan.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <optional>
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
        CopiedParams(CopiedParams), Inv(View, Facts) {
    Facts.F = F;
    Facts.IsKernel = F->hasAttr<clang::CUDAGlobalAttr>();
    Facts.UniformParams = &UniformParams;
  }

  /// Plans the function into P (BlockPlanner.cpp).
  void run();

  /// Parameters assigned at team level that turned out to be assigned in a
  /// phase too: planned again with a copy per thread.
  llvm::DenseSet<const clang::ParmVarDecl *> FailedTeamParams;

private:
  struct Ctx {
    std::vector<PredTerm> Pred;
    std::vector<const clang::VarDecl *> Visible;
    bool InLoop = false;
  };
  struct Interval {
    unsigned B, E, Phase;
  };
  /// A synchronisation point inside an expression: an exchange or a block call.
  struct Item {
    bool IsBlockCall;
    unsigned Index; ///< into P.Calls or P.BlockCalls
  };
  /// Puts pieces at the end of the open phase (and its prologue); gives the phase.
  using MergeFn = std::function<unsigned(std::vector<Piece>, std::vector<Piece>)>;
  /// What decideReplication's walk learnt of each candidate's references.
  struct CandidateUses {
    llvm::DenseMap<const clang::VarDecl *, unsigned> Refs, Reads; ///< all references; those read as values
    llvm::DenseSet<const clang::VarDecl *> OutsidePhases;          ///< referenced outside every phase
    /// Every reference a read of the value (no assignment, address, reference binding).
    bool onlyRead(const clang::VarDecl *V) const { return Refs.lookup(V) == Reads.lookup(V); }
  };
  struct Flags {
    unsigned L, K;
    bool HasContinue;
  };

  static const clang::Expr *bare(const clang::Expr *E) { return E ? E->IgnoreParenCasts() : nullptr; }

  // ---- facts (BlockPlanner.cpp) ----------------------------------------------
  void block(const std::string &Why, clang::SourceLocation L);
  void noteWrite(const clang::Expr *E);
  bool collect(const clang::Stmt *S, std::vector<const clang::Stmt *> &Loops);
  void hoistSizeConstants(const clang::VarDecl *V);
  bool containsSync(const clang::Stmt *S) const { return S && ContainsSync.count(S); }
  const SyncCall *syncCallOf(const clang::Expr *E) const;
  bool endsAtBarrier() const;

  // ---- invariance (BlockInvariance.h) ----------------------------------------
  bool isUniform(const clang::Expr *E) const { return Inv.isUniform(E); }
  bool isInvariant(const clang::Expr *E, bool PerThread) const { return Inv.isInvariant(E, PerThread); }
  bool isUniformUpdate(const clang::Expr *E, const llvm::DenseSet<const clang::VarDecl *> &Vars) const {
    return Inv.isUniformUpdate(E, Vars);
  }
  bool writtenOnlyIn(const clang::VarDecl *V, const clang::Stmt *Where) const { return Inv.writtenOnlyIn(V, Where); }

  // ---- phases (BlockPlanSequencing.cpp) --------------------------------------
  const clang::ParmVarDecl *teamParamUpdate(const clang::Stmt *S, const Ctx &C) const;
  unsigned newPhase(const Ctx &C, std::vector<Piece> Prologue = {});
  void exprInterval(const clang::Expr *E, unsigned Phase);
  static void addVisible(Ctx &C, const clang::VarDecl *V);
  void addCandidates(Ctx &C, const clang::Stmt *S, unsigned Phase);
  bool isSharedDecl(const clang::Stmt *S) const;
  bool hoistable(const clang::Stmt *S);
  bool isBarrierStmt(const clang::Stmt *S) const;
  std::vector<std::vector<Item>> levels(llvm::ArrayRef<const clang::Stmt *> Roots);
  const clang::Expr *argOf(const BlockCall &B, unsigned I) const;
  void keepAddressedLocals(const BlockCall &B);
  void writeRound(const std::vector<Item> &Items, std::vector<Piece> &Writes, std::vector<Piece> &Prologue,
                  unsigned Phase, const Ctx &C);
  bool rounds(std::vector<Piece> &Out, const Ctx &C, const std::vector<std::vector<Item>> &L,
              const std::function<void(std::vector<Piece> &, std::vector<Piece> &)> &IntoRun = nullptr,
              unsigned RunPhase = 0);
  void seq(const clang::Stmt *S, Ctx C, const clang::SwitchStmt *Switch = nullptr);
  bool mergeableHead(const clang::Stmt *S) const;
  bool wholeMacros(const clang::Stmt *S) const;
  bool spelled(const clang::CallExpr *C);
  template <class FlushT, class OpenT>
  void syncStatement(const clang::Stmt *S, Ctx &C, std::vector<const clang::Stmt *> &Run, unsigned &RunPhase,
                     FlushT &Flush, OpenT &Open);

  // ---- team-level control flow (BlockPlanControlFlow.cpp) --------------------
  void branch(const clang::Stmt *S, const Ctx &C);
  void flagPhase(std::vector<Piece> &Out, const Ctx &C, std::vector<Piece> Prologue, std::optional<FlagRef> Flag,
                 const clang::Expr *E, std::vector<Piece> Extra = {});
  Piece anyCheck(unsigned L);
  bool hasJumpTo(const clang::Stmt *Loop) const;
  std::optional<unsigned> offsetOf(clang::SourceLocation L) const;
  void teamStatement(const clang::Stmt *S, Ctx &C, const MergeFn *Merge = nullptr);
  void switchStatement(const clang::SwitchStmt *SW, Ctx &C);
  void attributed(const clang::AttributedStmt *A, Ctx &C);
  void firstFlag(std::vector<Piece> &Out, const Ctx &C, const MergeFn *Merge, std::vector<Piece> Prologue,
                 FlagRef Flag, const clang::Expr *E, std::vector<Piece> Extra = {});
  void ifStatement(const clang::IfStmt *I, Ctx &C, const MergeFn *Merge = nullptr);
  std::vector<const clang::VarDecl *> loopVars(const clang::ForStmt *Fo);
  void forStatement(const clang::ForStmt *Fo, Ctx &C);
  void whileStatement(const clang::WhileStmt *W, Ctx &C, const MergeFn *Merge = nullptr);
  void doStatement(const clang::DoStmt *D, Ctx &C, const MergeFn *Merge = nullptr);

  // ---- after the walk (BlockPlanReplication.cpp) -----------------------------
  std::optional<unsigned> phaseAt(unsigned Off) const;
  static bool plainScalarInit(const clang::VarDecl *V);
  bool recomputableObject(const clang::VarDecl *V) const;
  void recomputeThreadConstants(const llvm::DenseSet<const clang::VarDecl *> &Replicate, const CandidateUses &Uses);
  static bool readsOperands(const clang::Stmt *S);
  void decideReplication();
  void placeJumps();

  const SourceView &View;
  const clang::FunctionDecl *F;
  BlockKernelPlan &P;
  const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee;
  const llvm::DenseSet<const clang::ParmVarDecl *> &UniformParams;
  const llvm::DenseSet<const clang::ParmVarDecl *> &CopiedParams;
  /// What the invariance questions read; the planner fills it as it walks.
  InvarianceFacts Facts;
  Invariance Inv;
  llvm::DenseSet<const clang::Stmt *> ContainsSync;
  llvm::DenseSet<const clang::VarDecl *> &Written = Facts.Written;
  llvm::DenseSet<const clang::VarDecl *> &UniformLocals = Facts.UniformLocals;
  llvm::DenseSet<const clang::VarDecl *> &RecomputedLocals = Facts.RecomputedLocals;
  llvm::DenseSet<const clang::VarDecl *> ForcedReplicated, MustReplicate;
  llvm::DenseSet<const clang::ParmVarDecl *> &TeamParams = Facts.TeamParams;
  llvm::DenseMap<const clang::ParmVarDecl *, unsigned> ParamWrites, TeamWrites;
  llvm::DenseMap<const clang::CallExpr *, unsigned> SyncIndex;
  llvm::DenseMap<const clang::CallExpr *, unsigned> &BlockIndex = Facts.BlockCalls;
  llvm::DenseMap<const clang::VarDecl *, const clang::DeclStmt *> LocalDecl;
  std::vector<const clang::ReturnStmt *> Returns;
  llvm::DenseMap<const clang::Stmt *, const clang::Stmt *> JumpTarget;
  llvm::DenseMap<const clang::Stmt *, Flags> LoopFlags;
  std::vector<const clang::VarDecl *> Candidates;
  llvm::DenseMap<const clang::VarDecl *, unsigned> DeclPhase;
  llvm::DenseMap<const clang::VarDecl *, const clang::DeclStmt *> DeclOf;
  std::vector<Interval> Intervals;
};

} // namespace c2o
