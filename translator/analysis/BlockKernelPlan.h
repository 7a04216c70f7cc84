//===- BlockKernelPlan.h - how a block-level kernel splits into phases ----===//
//
// A kernel that shares memory inside a block or synchronises (__syncthreads,
// warp shuffles and votes, cooperative groups' block sync) runs as one OpenMP
// team per CUDA block. Its body is cut at every synchronisation point into
// *phases*: loops over the block's logical threads that the team's OpenMP
// threads share (`omp for schedule(static) nowait`). Between phases stand
// barriers and the *team-level* control flow of the statements that contain
// synchronisation points:
//   - uniform if/for (conditions the same for every thread of the block)
//     stay as they are, executed by every OpenMP thread;
//   - other if/for/while/do become *predicated*: a phase computes one flag
//     per logical thread, and the statements inside run for the threads whose
//     flag is set (a loop goes on while any thread's flag is set).
// Local variables that live across a phase boundary get one slot per logical
// thread ("replicated"); uniform constants are "hoisted" to team level.
//
// The plan is computed once, from the AST, when the index is built: it says
// whether the kernel can be translated (Blocker) and, as a list of
// operations, what the rewrite rule (rewrite/BlockKernelRule.cpp) writes.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/SyncFunctions.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>
#include <vector>

namespace c2o {

class SourceView;

/// The function a call calls; in a template, through the unresolved name.
const clang::FunctionDecl *calleeOf(const clang::CallExpr *C);
/// The group a cooperative-groups call works on (the object of a member
/// call, or the first argument of cg::reduce), or null.
const clang::Expr *groupOf(const clang::CallExpr *C, const SyncFunction &F);

/// A call of a SyncFunction inside the kernel.
struct SyncCall {
  const clang::CallExpr *Call;
  const SyncFunction *Fn;
  int Exchange = -1; ///< the c2o_x<N> array of a WarpLane/WarpVote/BlockVote call
};

/// What a generated phase looks like.
struct PhaseInfo {
  std::vector<std::string> Pred;                ///< terms of its predicate (&&)
  std::vector<const clang::VarDecl *> Visible;  ///< per-thread locals in scope (bound if replicated)
  std::string Prologue;                         ///< code for every logical thread, before the predicate
};

/// A piece of generated text.
struct Piece {
  enum Kind { Text, ExprText, InitAssign, Open, Close } K;
  std::string Str;                        ///< Text: the text
  const clang::Expr *E = nullptr;         ///< ExprText: the expression's rewritten text
  const clang::DeclStmt *D = nullptr;     ///< InitAssign: "x = init;" per variable
  unsigned Phase = 0;                     ///< Open/Close: index into BlockKernelPlan::Phases
};

/// Insert (End == Offset) or replace [Offset, End) with the pieces.
struct BlockEdit {
  unsigned Offset = 0, End = 0;
  std::vector<Piece> Pieces;
};

/// Everything the rewrite needs about one block-level kernel.
struct BlockKernelPlan {
  std::string Blocker; ///< why it cannot be translated; "" when it can
  clang::SourceLocation BlockerLoc;
  std::vector<BlockEdit> Edits;
  std::vector<PhaseInfo> Phases;
  std::vector<SyncCall> Calls;        ///< every call of SyncFunctions.def in the kernel
  std::vector<std::string> ExchangeTypes; ///< element type of c2o_x<N>
  std::vector<const clang::VarDecl *> Shared;       ///< static __shared__ variables
  std::vector<const clang::VarDecl *> ExternShared; ///< extern __shared__ arrays
  std::vector<const clang::VarDecl *> Replicated;   ///< one slot per logical thread
  llvm::DenseSet<const clang::VarDecl *> ReplicatedSet;
  /// Per-thread constants declared again at the top of each phase that sees them.
  llvm::DenseSet<const clang::VarDecl *> RecomputedSet;
  /// return/break/continue in a phase: the statement becomes "{ Flag; goto c2o_pe_<Phase>; }".
  struct Jump {
    const clang::Stmt *S;
    unsigned Phase;
    std::string Flag;
  };
  std::vector<Jump> Jumps;
  unsigned Masks = 0;   ///< c2o_m<N>: per-thread flags of predicated statements
  bool HasExit = false; ///< some thread may return early: c2o_exited
  unsigned Barriers = 0;
  /// Accesses of volatile __shared__ memory in a phase: warp-synchronous code (C2O1013).
  std::vector<clang::SourceLocation> LockstepUses;
};

/// Plans kernel \p K (its definition, or template pattern); calls of
/// functions for which \p IsBlockLevelCallee holds make it untranslatable.
BlockKernelPlan planBlockKernel(const SourceView &TC, const clang::FunctionDecl *K,
                                const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee);

} // namespace c2o
