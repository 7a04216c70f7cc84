//===- DeviceRuntimeRule.cpp - device code that needs run-time support ----===//
//
// Two things CUDA's runtime does for device code that an OpenMP runtime does
// not, which the helpers do when the file asks (IncludeRule writes the
// defines before the helper include):
//
// * Device asserts. CUDA's device-side assert prints where it failed and
//   makes the next synchronisation return cudaErrorAssert; the program may go
//   on (and check for it). <cassert>'s assert on an OpenMP device stops the
//   program. In device-only code it becomes the helpers' c2o_device_assert
//   (c2o_device_assert.h; C2O_DEVICE_ASSERTS), with C2O1127.
// * Recursion. A device function that calls itself needs a stack as deep as
//   its recursion; code compiled by an OpenMP compiler takes more stack than
//   nvcc's, and CUDA's 1 KB default overflows (an illegal address). The file
//   defines C2O_DEVICE_RECURSION: the helpers raise the GPU's stack limit
//   (c2o_launch.h, C2O_DEVICE_STACK_BYTES), with C2O1128.
//
// Kernels that call through a virtual function or a function pointer get no
// bare launch (KernelRule, the block plans' direct form): C2O1132 says why.
//
// * clock(). CUDA's, in device code, reads the GPU's cycle counter; the C
//   library's is the process's CPU time (microseconds), so a kernel that
//   spins for a number of clocks takes far longer on the host device. In
//   device-only code it becomes c2o_clock (c2o_device_libc.h): the cycle
//   counter on GPUs, nanoseconds on the host, the 1 GHz clockRate that
//   cudaGetDeviceProperties reports there.
//
// Device printf needs no help, except from the toolchain on AMD GPUs
// (upstream LLVM prints through its C library for GPUs): C2O1131 says so.
//
// And one thing it cannot do: a kernel that waits for memory the host writes
// after the launch (CUDA's launch returns at once; a translated launch waits
// for the kernel) never ends: C2O1129 at its loop.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

namespace c2o {

void runDeviceRuntimeRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device) {
  for (clang::SourceLocation L : Device.Asserts) {
    auto At = TC.fileOffset(L);
    if (!At) continue;
    if (TC.Edits.replace(*At, 6, "c2o_device_assert")) ++TC.Stats.Converted;
    TC.diag(DiagID::DeviceAssert, L, {});
  }
  for (const clang::CallExpr *CE : Device.Clocks) { // `clock`, `::clock` or `std::clock` -> c2o_clock
    const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
    if (!Ref || Ref->getBeginLoc().isMacroID() || Ref->getLocation().isMacroID()) continue;
    auto Begin = TC.fileOffset(Ref->getBeginLoc()), Name = TC.fileOffset(Ref->getLocation());
    const unsigned NameLength = Ref->getDecl()->getName().size(); // the qualifier, then the name
    if (Begin && Name && *Begin <= *Name && TC.Edits.replace(*Begin, *Name - *Begin + NameLength, "c2o_clock"))
      ++TC.Stats.Converted;
  }
  for (const clang::CallExpr *CE : Device.Prints)
    TC.diag(DiagID::DevicePrintOnAmd, CE->getBeginLoc(), {CE->getDirectCallee()->getNameAsString()});
  for (const clang::FunctionDecl *K : Index.kernels())
    if (const clang::CallExpr *CE = Device.IndirectCalls.lookup(canonicalFunction(K));
        CE && K->doesThisDeclarationHaveABody() && !K->isTemplateInstantiation())
      TC.diag(DiagID::IndirectCallNoBareLaunch, CE->getBeginLoc(), {K->getNameAsString()});
  if (const clang::FunctionDecl *F = Device.RecursiveFunction)
    TC.diag(DiagID::RecursiveDeviceCode, F->getLocation(), {F->getNameAsString()});
  for (const SpinWait &W : Device.SpinWaits)
    TC.diag(DiagID::SpinWaitOnHostMemory, W.Loop->getBeginLoc(),
            {W.Kernel->getNameAsString(), W.Param->getNameAsString()});
}

} // namespace c2o
