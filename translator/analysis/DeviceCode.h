//===- DeviceCode.h - where the device-only code of the files is ----------===//
#pragma once
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"
#include <vector>

namespace c2o {

/// A stretch of the view's text: [Begin, End).
struct OffsetRange {
  unsigned Begin = 0, End = 0;
  bool contains(unsigned Offset) const { return Begin < Offset && Offset < End; }
};

/// The bodies of the kernels and __device__ functions the files define, as
/// offsets of the view's text; with \p DeviceOnly, only those the host never
/// runs (not also __host__).
std::vector<OffsetRange> cudaFunctionBodies(const SourceView &View, const CudaAstIndex &Index, bool DeviceOnly);

/// Whether \p Offset lies in one of \p Ranges.
bool insideAny(const std::vector<OffsetRange> &Ranges, unsigned Offset);

/// The uses of <cassert>'s assert (Index.AssertUses) in device-only code:
/// CUDA reports a failed one as cudaErrorAssert where the host synchronises.
std::vector<clang::SourceLocation> deviceAsserts(const SourceView &View, const CudaAstIndex &Index);

/// The calls of the C library's printing functions (printf ...) in the
/// device-only code the view writes, in the order of the text.
std::vector<const clang::CallExpr *> devicePrints(const SourceView &View, const CudaAstIndex &Index);

/// Calls of <time.h>'s clock() in device-only code: CUDA's is the GPU's cycle
/// counter, the C library's the process's CPU time (c2o_clock on every device).
std::vector<const clang::CallExpr *> deviceClocks(const SourceView &View, const CudaAstIndex &Index);

/// For each kernel and device function (canonical) that calls through a
/// virtual function or a function pointer, or calls one that does: the first
/// such call. Clang's OpenMP device code may keep the locals an unknown
/// callee can reach in memory the OpenMP runtime sets up for its own kernels
/// only (__kmpc_alloc_shared): a bare launch of such a kernel gave wrong
/// results on the H100 (newdelete).
llvm::DenseMap<const clang::FunctionDecl *, const clang::CallExpr *> indirectCallsReached(const SourceView &View,
                                                                                         const CudaAstIndex &Index);

/// A device function that calls itself, directly or through others (the
/// first found, in the order of Index.Calls), or null: its stack grows with
/// the depth of the recursion, which the GPU's stack limit bounds.
const clang::FunctionDecl *recursiveDeviceFunction(const CudaAstIndex &Index);

/// The kernels' loops that wait for memory another agent writes (SpinWait).
std::vector<SpinWait> spinWaitsOnParameters(const CudaAstIndex &Index);

} // namespace c2o
