//===- GridUniformAtomics.h - atomics every thread applies to one address --===//
//
// In a flat kernel, an atomic whose old value is unused, whose address is
// the same for every thread of the launch (built from parameters the kernel
// never assigns, constants and arithmetic on them) and whose memory the
// kernel reaches no other way is a reduction in disguise:
//   __global__ void dot(const double *x, const double *y, double *sum, int n) {
//     double acc = 0; for (...) acc += x[i] * y[i];
//     atomicAdd(sum, acc);            // every thread, one address
//   }
// Each such atomic gets an accumulator (one per base pointer, operation and
// address) that AtomicReductionRule turns into an OpenMP reduction; the
// launcher applies it with one atomic after the kernel. The ops are in
// AtomicReductions.def. docs/architecture.md says what is proven and what is
// assumed (aliasing through other pointers).
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"
#include "clang/AST/Expr.h"
#include <string>
#include <vector>

namespace c2o {

/// One row of AtomicReductions.def.
struct AtomicReductionOp {
  llvm::StringRef CudaName;
  llvm::StringRef Identifier; ///< the OpenMP reduction identifier: + min max & | ^
  bool IntegerOnly;
  llvm::StringRef Update;   ///< $acc, $value, $type
  llvm::StringRef Identity; ///< $type
  bool Guarded;             ///< the launcher's atomic is skipped while the accumulator holds Identity
};

/// The row for CUDA atomic \p CudaName, or null.
const AtomicReductionOp *lookupAtomicReduction(llvm::StringRef CudaName);

/// One per-thread accumulator of a kernel.
struct AtomicAccumulator {
  std::string Name;              ///< c2o_red0, c2o_red1 ... (in the kernel's order)
  const AtomicReductionOp *Op = nullptr;
  clang::QualType Type;          ///< the atomic's value type
  const clang::CallExpr *First = nullptr; ///< its first atomic: the launcher applies the accumulator as this one
  const clang::ParmVarDecl *Base = nullptr; ///< the pointer parameter the address is built from
};

/// An atomic that becomes an update of an accumulator.
struct ReducibleAtomic {
  const clang::CallExpr *Call = nullptr;
  unsigned Accumulator = 0;  ///< index into KernelReductions::Accumulators
};

/// The reducible atomics of one kernel.
struct KernelReductions {
  const clang::FunctionDecl *Kernel = nullptr;
  std::vector<AtomicAccumulator> Accumulators;
  std::vector<ReducibleAtomic> Atomics;
};

/// The flat, non-template kernels of \p Index with reducible atomics, in
/// source order. \p Provenance tells which other pointers may alias the
/// address (a write through one of them keeps the atomics).
std::vector<KernelReductions> findGridUniformAtomics(const SourceView &View, const CudaAstIndex &Index,
                                                     const ProvenanceAnalysis &Provenance);

} // namespace c2o
