//===- BlockKernelPlan.h - how a block-level function splits into phases --===//
//
// A kernel that shares memory inside a block or synchronises (__syncthreads,
// warp shuffles and votes, cooperative groups) runs as one OpenMP team per
// CUDA block. Its body is cut at every synchronisation point into *phases*:
// loops over the block's logical threads that the team's OpenMP threads share
// (C2O_PHASE_FOR). Between phases stand barriers and the *team-level* control
// flow of the statements that contain synchronisation points:
//   - uniform if/for/while (conditions the same for every thread of the
//     block) stay as they are, executed by every OpenMP thread;
//   - other if/for/while/do become *predicated*: a phase computes one flag
//     per logical thread, and the statements inside run for the threads whose
//     flag is set (a loop goes on while any thread's flag is set).
// Local variables that live across a phase boundary get one slot per logical
// thread ("replicated"); uniform constants are "hoisted" to team level.
//
// A __device__ function that synchronises (or declares __shared__ memory, or
// uses warp functions) is planned the same way and becomes a *block
// function*: the team calls it at team level with the caller's logical
// threads; its per-thread parameters and its result are slots per thread,
// and its barriers split the caller's phases.
//
// The plan is computed once, from the AST, when the index is built. It is
// symbolic: it says where the phases, barriers, flags, exchanges and calls
// go (Piece), never how they are spelled; rewrite/BlockKernelRule.cpp alone
// writes the C++ text.
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
#include <optional>
#include <string>
#include <vector>

namespace c2o {

class SourceView;

/// The SyncFunctions.def row of a call that the block path translates, also
/// of a member call on an object of a dependent group type in a template
/// (g.shfl_down(v, 1)).
const SyncFunction *lookupSyncCall(const clang::CallExpr *C);

/// The function a call calls; in a template, through the unresolved name.
const clang::FunctionDecl *calleeOf(const clang::CallExpr *C);
/// The group a cooperative-groups call works on (the object of a member
/// call, or the first argument of cg::reduce), or null.
const clang::Expr *groupOf(const clang::CallExpr *C, const SyncFunction &F);

/// A per-thread flag array of the team arena.
struct FlagRef {
  enum Kind : unsigned char {
    Mask,   ///< the flag of a predicated statement (N: which)
    Exited, ///< the thread has returned (in a block function: the caller's "not taking part")
    Off     ///< block call N: the thread does not take part in the call
  } K = Mask;
  unsigned N = 0;
  static FlagRef mask(unsigned N) { return {Mask, N}; }
  static FlagRef exited() { return {Exited, 0}; }
  static FlagRef off(unsigned Call) { return {Off, Call}; }
};

/// A term of a phase's predicate: flag Mask is set (Negated: clear).
struct PredTerm {
  unsigned Mask;
  bool Negated = false;
};

/// A call of a SyncFunction inside the function.
struct SyncCall {
  const clang::CallExpr *Call;
  const SyncFunction *Fn;
  int Exchange = -1; ///< its exchange buffer (WarpLane, WarpVote, BlockVote, Tile*)
};

/// An exchange buffer: one value per logical thread, written in the phase
/// before a barrier and read by the call's reader after it.
struct Exchange {
  unsigned Call;          ///< index into BlockKernelPlan::Calls
  clang::QualType Type;   ///< the values' type
};

/// How a block function receives one of its parameters.
enum class ParamMode {
  Uniform,   ///< by value, as written: the same in every thread at every call
  PerThread, ///< a slot per logical thread (const references too)
  PerThreadRef ///< a non-const reference: a pointer per logical thread
};

/// A call of another block function (a __device__ function that
/// synchronises, shares memory or uses warp functions).
struct BlockCall {
  const clang::CallExpr *Call;
  const clang::FunctionDecl *Callee; ///< canonical declaration (template pattern)
  std::vector<bool> UniformArgs;     ///< per argument: the same in every thread at this call
  clang::QualType Result;            ///< the result slot's type (null: void)
  std::vector<clang::QualType> ArgTypes; ///< per argument: the slot's element type (of the pointer for a reference)
  bool WholeStatement = false;       ///< the statement is the call alone: no phase reads its result
};

/// A piece of the restructured function: what goes where, not its spelling.
struct Piece {
  enum Kind {
    Erase,          ///< nothing (the text it replaces goes)
    Barrier,        ///< the team barrier
    ScopeOpen,      ///< {
    ScopeClose,     ///< }
    LoopOpen,       ///< an endless team-level loop, left by AnyFlagOrBreak
    LoopClose,      ///< the end of a LoopOpen and of the ScopeOpen before it
    PhaseOpen,      ///< the head of phase Index (its loop, bindings, predicate)
    PhaseClose,     ///< the tail of phase Index
    SetFlag,        ///< Flag = Value for this thread
    FlagFromExpr,   ///< Flag = (E) for this thread (E null: 1)
    AnyFlagOrBreak, ///< barrier; leave the loop if no thread's Flag is set; barrier
    Eval,           ///< E; (a for loop's increment or init expression)
    InitAssign,     ///< D's variables get their initial values (kept declarations)
    ExchangeWrite,  ///< exchange Index gets this thread's E (null: 1)
    ExchangeNeutral,///< exchange Index gets the neutral value (for threads not taking part)
    ArgWrite,       ///< block call Index's per-thread argument Arg gets this thread's argument
    CallBlock,      ///< block call Index: the team calls the callee's block function
  } K;
  const clang::Expr *E = nullptr;
  const clang::DeclStmt *D = nullptr;
  unsigned Index = 0;
  unsigned Arg = 0;
  FlagRef Flag;
  int Value = 0;

  static Piece make(Kind K) { return Piece{K}; }
  static Piece phaseOpen(unsigned Ph) { Piece P{PhaseOpen}; P.Index = Ph; return P; }
  static Piece phaseClose(unsigned Ph) { Piece P{PhaseClose}; P.Index = Ph; return P; }
  static Piece setFlag(FlagRef F, int V) { Piece P{SetFlag}; P.Flag = F; P.Value = V; return P; }
  static Piece flagFromExpr(FlagRef F, const clang::Expr *E) { Piece P{FlagFromExpr}; P.Flag = F; P.E = E; return P; }
  static Piece anyFlagOrBreak(FlagRef F) { Piece P{AnyFlagOrBreak}; P.Flag = F; return P; }
  static Piece eval(const clang::Expr *E) { Piece P{Eval}; P.E = E; return P; }
  static Piece initAssign(const clang::DeclStmt *D) { Piece P{InitAssign}; P.D = D; return P; }
  static Piece exchangeWrite(unsigned X, const clang::Expr *E) { Piece P{ExchangeWrite}; P.Index = X; P.E = E; return P; }
  static Piece exchangeNeutral(unsigned X) { Piece P{ExchangeNeutral}; P.Index = X; return P; }
  static Piece argWrite(unsigned C, unsigned A) { Piece P{ArgWrite}; P.Index = C; P.Arg = A; return P; }
  static Piece callBlock(unsigned C) { Piece P{CallBlock}; P.Index = C; return P; }
};

/// A generated phase.
struct PhaseInfo {
  std::vector<PredTerm> Pred;                  ///< terms of its predicate (&&)
  std::vector<const clang::VarDecl *> Visible; ///< per-thread variables in scope (bound if kept)
  std::vector<Piece> Prologue;                 ///< for every logical thread, before the predicate
  bool InLoop = false;                         ///< inside a team-level loop
};

/// Insert (End == Offset) or replace [Offset, End) with the pieces.
struct BlockEdit {
  unsigned Offset = 0, End = 0;
  std::vector<Piece> Pieces;
};

/// An assigned kernel parameter: every thread works on its own copy.
struct ParamCopy {
  const clang::ParmVarDecl *Param;
  int LocalPhase = -1; ///< the one phase that uses it (a local there), or -1: kept per thread
};

/// Everything the rewrite needs about one block-level kernel or function.
struct BlockKernelPlan {
  const clang::FunctionDecl *Function = nullptr;
  bool IsKernel = true;
  std::string Blocker; ///< why it cannot be translated; "" when it can
  clang::SourceLocation BlockerLoc;
  std::vector<BlockEdit> Edits;
  std::vector<PhaseInfo> Phases;
  std::vector<SyncCall> Calls;        ///< every call of SyncFunctions.def in the function
  std::vector<Exchange> Exchanges;    ///< c2o_x<N>
  std::vector<BlockCall> BlockCalls;  ///< calls of block functions
  std::vector<const clang::VarDecl *> Shared;       ///< static __shared__ variables
  std::vector<const clang::VarDecl *> ExternShared; ///< extern __shared__ arrays
  /// Local constants sizing __shared__ arrays: declared before the arena is carved.
  std::vector<const clang::DeclStmt *> PrologueDecls;
  std::vector<const clang::VarDecl *> Replicated;   ///< one slot per logical thread
  llvm::DenseSet<const clang::VarDecl *> ReplicatedSet;
  /// Per-thread constants declared again at the top of each phase that sees them.
  llvm::DenseSet<const clang::VarDecl *> RecomputedSet;
  /// Kernel parameters the kernel assigns per thread (also in Replicated when kept).
  std::vector<ParamCopy> ParamCopies;
  /// Block functions: how each parameter is passed.
  std::vector<ParamMode> Params;
  /// Kept references: the declaration stays, and its slot holds the
  /// address (the phase declaring it binds nothing).
  llvm::DenseMap<const clang::VarDecl *, unsigned> KeptReferences;
  /// return/break/continue in a phase: the statement sets Flag to Value (not
  /// at all when Value is -1: a return ending the body), in a block function
  /// the result slot to Result, and jumps to the end of Phase.
  struct Jump {
    const clang::Stmt *S;
    unsigned Phase;
    FlagRef Flag;
    int Value;
    const clang::Expr *Result = nullptr;
  };
  std::vector<Jump> Jumps;
  /// Lines to erase (a '#pragma unroll' before a loop that became predicated).
  std::vector<std::pair<unsigned, unsigned>> Erased;
  unsigned Masks = 0;   ///< c2o_m<N>: per-thread flags of predicated statements
  bool HasExit = false; ///< some thread may return early: c2o_exited
  unsigned Barriers = 0;
  bool UsesDynamicShared = false; ///< it, or a block function it calls, uses extern __shared__
  /// A kernel that reaches an accessor of dynamic shared memory (a function
  /// declaring extern __shared__ that is not block-level): it publishes the
  /// launch's dynamic memory when it starts (c2o_dynamic_shared_set).
  bool PublishesDynamicShared = false;
  /// Accesses of volatile __shared__ memory in a phase: warp-synchronous code (C2O1013).
  std::vector<clang::SourceLocation> LockstepUses;

  /// The block call of \p C in this function, if it is one.
  const BlockCall *blockCallOf(const clang::CallExpr *C) const;

  // ---- the direct form (a bare launch: clang on a GPU) ------------------------
  // The function's own text, one GPU thread per CUDA thread: values alive
  // across barriers stay plain locals, so it needs none of the phase form's
  // type naming, and it is written for every block-level function.
  /// Every synchronisation call of the function (lambdas included).
  std::vector<const clang::CallExpr *> DirectCalls;
  /// The declarations of its static __shared__ variables, and of its extern __shared__ arrays.
  std::vector<const clang::DeclStmt *> DirectShared, DirectExternShared;
  /// Why not even the direct form can be written ("" when it can: C2O1001 otherwise).
  std::string DirectBlocker;
  clang::SourceLocation DirectBlockerLoc;
  /// DirectBlockerLoc is a use worth a C2O1001 of its own (a CUB collective's).
  bool DirectBlockerAtUse = false;
  /// A kernel that calls through a virtual function or a function pointer
  /// (DeviceCodeFacts::IndirectCalls): no direct form where it has phases (C2O1132).
  bool NoBareLaunch = false;
  /// The phase form cannot be built (Blocker says why) but the direct form
  /// can: the function is translated to its direct form only (C2O1130).
  bool DirectOnly = false;

  /// Is the function translated (in phases, or to its direct form only)?
  bool translated() const { return Blocker.empty() || DirectOnly; }
  /// Does it have the phase form?
  bool hasPhases() const { return Blocker.empty(); }
};

/// The direct form's facts of \p F (DirectCalls, DirectShared, DirectBlocker).
void planDirectForm(const SourceView &View, const clang::FunctionDecl *F, BlockKernelPlan &P);

/// A type of the phase form that cannot be spelled in C++ ('auto' not yet
/// deduced, an expression's '<dependent type>', a lambda's or unnamed
/// type), with what it is for; "" when every type can be spelled.
std::string unspellablePhaseType(const BlockKernelPlan &P, const clang::PrintingPolicy &PP);

/// The group handle call (this_thread_block(), tiled_partition<N>(g), ...)
/// that initialises \p V, if one does.
const clang::CallExpr *handleInit(const clang::VarDecl *V);

/// The group handle \p E names when that handle is declared 'auto' and
/// initialised by this_thread_block(), tiled_partition<N>(g) or this_grid()
/// (in a template, its type is spelled as the handle's helper type), or null.
const clang::VarDecl *autoHandleVar(const clang::Expr *E);

/// A per-thread constant declared again in each phase as 'auto' (a lambda,
/// a group handle whose type is 'auto' in a template).
bool recomputedAsAuto(const clang::VarDecl *V);

/// Plans block-level kernel or __device__ function \p F (its definition, or
/// template pattern). Calls of functions for which \p IsBlockLevelCallee
/// holds are block calls; for a __device__ function, \p UniformParams are
/// the parameters every call passes the same value in every thread.
BlockKernelPlan planBlockKernel(const SourceView &View, const clang::FunctionDecl *F,
                                const std::function<bool(const clang::FunctionDecl *)> &IsBlockLevelCallee,
                                const llvm::DenseSet<const clang::ParmVarDecl *> &UniformParams = {});

} // namespace c2o
