//===- DeviceCode.h - where the device-only code of the files is ----------===//
//
// What the device code of the files does that needs the helpers' run-time
// support, a diagnostic, or keeps a kernel from a bare launch: a stage of its
// own after the index (driver/Translator.cpp), whose value, DeviceCodeFacts,
// the block plans and the rules read (rule_fact::DeviceCode).
//===----------------------------------------------------------------------===//
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

/// The uses of <cassert>'s assert (Index.assertUses()) in device-only code:
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
/// first found, in the order of Index.calls()), or null: its stack grows with
/// the depth of the recursion, which the GPU's stack limit bounds.
const clang::FunctionDecl *recursiveDeviceFunction(const CudaAstIndex &Index);

/// A loop of a kernel that waits for memory another agent writes: its
/// condition reads a volatile object through one of the kernel's pointer
/// parameters (`while (flag[0] < 1);`), memory the host or another launch
/// is to change while the kernel runs.
struct SpinWait {
  const clang::FunctionDecl *Kernel = nullptr;
  const clang::Stmt *Loop = nullptr;
  const clang::ParmVarDecl *Param = nullptr;
};

/// The kernels' loops that wait for memory another agent writes (SpinWait).
std::vector<SpinWait> spinWaitsOnParameters(const CudaAstIndex &Index);

/// The facts of the device code, each computed once by findDeviceCodeFacts.
struct DeviceCodeFacts {
  /// The uses of assert in device-only code (deviceAsserts).
  std::vector<clang::SourceLocation> Asserts;
  /// Calls of printf and the like in device-only code (devicePrints).
  std::vector<const clang::CallExpr *> Prints;
  /// Calls of clock() in device-only code (deviceClocks).
  std::vector<const clang::CallExpr *> Clocks;
  /// Functions (canonical) that call through a virtual function or a function
  /// pointer, directly or not, with the first such call (indirectCallsReached): no bare launch.
  llvm::DenseMap<const clang::FunctionDecl *, const clang::CallExpr *> IndirectCalls;
  /// A device function reached from a kernel that calls itself, directly or not (recursiveDeviceFunction).
  const clang::FunctionDecl *RecursiveFunction = nullptr;
  /// Loops of kernels that wait for memory the host or another launch writes (spinWaitsOnParameters).
  std::vector<SpinWait> SpinWaits;
};

/// The device code's facts of \p Index's files.
DeviceCodeFacts findDeviceCodeFacts(const SourceView &View, const CudaAstIndex &Index);

} // namespace c2o
