//===- BlockBodyFacts.h - the facts of a block-level function's body ------===//
//
// The planner's first part (BlockPlanner.h lists them all): one walk over a
// block-level function's body, before any phase is made, gathers what the
// other parts ask about it.
//   Reads:    the body (lambdas' bodies too), and which callees are
//             block-level functions.
//   Produces: a BlockBodyFacts, a value nothing changes afterwards (the
//             walk, replication and the placing of jumps read it as const);
//             into the plan, the lists the later parts index: P.Calls,
//             P.BlockCalls, P.Shared, P.ExternShared, P.PrologueDecls (with
//             an Erase edit for each), P.LockstepUses; and P.Blocker when the
//             body cannot be planned (goto, a synchronising lambda, grid-wide
//             synchronisation, recursion, a __shared__ array sized by a
//             variable...).
//
// Private to analysis/: only the planner's parts include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>
#include <string>
#include <vector>

namespace c2o {

/// What one walk over the body learnt, before the body is cut into phases.
struct BlockBodyFacts {
  /// Statements holding a synchronisation point (a barrier, warp function or
  /// block call), themselves included.
  llvm::DenseSet<const clang::Stmt *> ContainsSync;
  /// Calls of SyncFunctions.def, to their index in BlockKernelPlan::Calls.
  llvm::DenseMap<const clang::CallExpr *, unsigned> SyncIndex;
  /// Calls of block functions, to their index in BlockKernelPlan::BlockCalls.
  llvm::DenseMap<const clang::CallExpr *, unsigned> BlockIndex;
  /// Variables the function assigns, increments, takes the address of or
  /// passes to a non-const reference.
  llvm::DenseSet<const clang::VarDecl *> Written;
  /// How many writes of each parameter the body holds.
  llvm::DenseMap<const clang::ParmVarDecl *, unsigned> ParamWrites;
  /// The function's own returns (not its lambdas'), in the order written.
  std::vector<const clang::ReturnStmt *> Returns;
  /// Each break and continue, to the loop or switch it leaves.
  llvm::DenseMap<const clang::Stmt *, const clang::Stmt *> JumpTarget;
  /// Local constants sizing __shared__ arrays (BlockKernelPlan::PrologueDecls):
  /// the same in every thread.
  llvm::DenseSet<const clang::VarDecl *> SizeConstants;

  bool containsSync(const clang::Stmt *S) const { return S && ContainsSync.count(S); }
  /// Does a break or continue leave \p Loop?
  bool hasJumpTo(const clang::Stmt *Loop) const;
  /// Does a continue go on with \p Loop?
  bool hasContinueTo(const clang::Stmt *Loop) const;
  /// The call of \p Calls (the plan's) that \p E is, through parentheses and casts.
  const SyncCall *syncCallOf(const clang::Expr *E, llvm::ArrayRef<SyncCall> Calls) const;
  /// Is \p S a barrier call (__syncthreads(); cta.sync();)?
  bool isBarrierStmt(const clang::Stmt *S, llvm::ArrayRef<SyncCall> Calls) const;
};

/// Walks the body of \p F (which has one) once: the facts, and the lists of
/// P named above. Calls of functions for which \p IsBlockLevelCallee holds
/// are block calls.
BlockBodyFacts gatherBodyFacts(const SourceView &View, const clang::FunctionDecl *F, BlockKernelPlan &P,
                               const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee);

/// Records why \p P cannot be planned; the first reason found stays. Every
/// part of the planner blocks the plan this way.
void blockPlan(BlockKernelPlan &P, const std::string &Why, clang::SourceLocation L);

} // namespace c2o
