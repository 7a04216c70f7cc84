//===- BlockPlans.h - the block plans of a translation unit, callers first ===//
//
// A stage of its own, after the index (driver/Translator.cpp): every
// block-level kernel and __device__ function of the index (its facts after
// propagation over the calls) is planned once (BlockKernelPlan.h), each after
// every function that calls it; then what one plan's callee makes of its
// callers (a callee left as it is, dynamic shared memory down the calls). The
// result is a value nothing changes afterwards; the rules read it as a
// declared fact (rule_fact::BlockPlans, driver/RuleList.h).
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceCode.h"
#include "core/SourceView.h"
#include "llvm/ADT/DenseMap.h"
#include <vector>

namespace c2o {

/// How the block-level kernels and __device__ functions split into phases, and their order.
class BlockPlans {
public:
  using Map = llvm::DenseMap<const clang::FunctionDecl *, BlockKernelPlan>;
  /// The phase plan of block-level kernel or function \p K (any declaration), or null.
  const BlockKernelPlan *planOf(const clang::FunctionDecl *K) const;
  /// Every plan, by canonical declaration.
  const Map &all() const { return Plans; }
  /// Their definitions, each after every function that calls it.
  const std::vector<const clang::FunctionDecl *> &order() const { return Order; }

private:
  friend BlockPlans planBlockFunctions(const SourceView &View, const CudaAstIndex &Index,
                                       const DeviceCodeFacts &Device);
  Map Plans;
  std::vector<const clang::FunctionDecl *> Order;
};

/// Plans every block-level kernel and __device__ function of \p Index (a
/// function on a cycle of calls is recursive: a plan that only says so); a
/// kernel with an indirect call of \p Device gets no bare launch.
BlockPlans planBlockFunctions(const SourceView &View, const CudaAstIndex &Index, const DeviceCodeFacts &Device);

} // namespace c2o
