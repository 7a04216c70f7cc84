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

/// A device function that calls itself, directly or through others (the
/// first found, in the order of Index.Calls), or null: its stack grows with
/// the depth of the recursion, which the GPU's stack limit bounds.
const clang::FunctionDecl *recursiveDeviceFunction(const CudaAstIndex &Index);

/// The kernels' loops that wait for memory another agent writes (SpinWait).
std::vector<SpinWait> spinWaitsOnParameters(const CudaAstIndex &Index);

} // namespace c2o
