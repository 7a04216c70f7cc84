//===- BlockInvariance.h - is a value the same in every thread of a block -===//
//
// The planner of a block-level function (BlockPlanner.h) keeps a statement
// at team level, or hoists a declaration there, when its values are the same
// in every logical thread of the block (uniform), and declares a local again
// in each phase when each thread can compute it anywhere (per-thread
// invariant). The answers depend on what the planner has learnt of the
// function so far (InvarianceFacts): which variables it writes, which locals
// it made uniform, which parameters the whole team updates.
//===----------------------------------------------------------------------===//
#pragma once
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace c2o {

class SourceView;

/// What the invariance of a value depends on, in one function.
struct InvarianceFacts {
  const clang::FunctionDecl *F = nullptr;
  bool IsKernel = true;
  /// Variables the function assigns, increments or takes the address of.
  llvm::DenseSet<const clang::VarDecl *> Written;
  /// Locals with the same value in every thread (hoisted constants, uniform loop variables).
  llvm::DenseSet<const clang::VarDecl *> UniformLocals;
  /// Locals every thread declares again in each phase (BlockKernelPlan::RecomputedSet).
  llvm::DenseSet<const clang::VarDecl *> RecomputedLocals;
  /// Kernel parameters assigned by the whole team with uniform values.
  llvm::DenseSet<const clang::ParmVarDecl *> TeamParams;
  /// A block function's parameters to which every call passes a uniform value (may be null).
  const llvm::DenseSet<const clang::ParmVarDecl *> *UniformParams = nullptr;
  /// Calls of block functions (to their index in BlockKernelPlan::BlockCalls).
  llvm::DenseMap<const clang::CallExpr *, unsigned> BlockCalls;
};

class Invariance {
public:
  Invariance(const SourceView &View, const InvarianceFacts &Facts) : View(View), Facts(Facts) {}

  /// The same value for every thread of the block.
  bool isUniform(const clang::Expr *E) const { return isInvariant(E, false); }
  /// Uniform (PerThread false), or, PerThread: a value each thread can
  /// compute again anywhere in the kernel (the thread index allowed, and
  /// locals recomputed per phase; no calls).
  bool isInvariant(const clang::Expr *E, bool PerThread) const;
  /// An update of the loop variables \p Vars only (s >>= 1, ++i, i += k), with uniform operands.
  bool isUniformUpdate(const clang::Expr *E, const llvm::DenseSet<const clang::VarDecl *> &Vars) const;
  /// Is every write of \p V in the function's body inside \p Where?
  bool writtenOnlyIn(const clang::VarDecl *V, const clang::Stmt *Where) const;

private:
  const SourceView &View;
  const InvarianceFacts &Facts;
};

} // namespace c2o
