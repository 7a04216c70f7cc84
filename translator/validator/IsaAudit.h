//===- IsaAudit.h - what the compiler really made of each FP atomic -------===//
#pragma once
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace c2o {

/// The atomic instructions of one offloaded kernel (one target region).
struct KernelAtomics {
  std::string Kernel;     ///< __omp_offloading_..._l<Line>
  unsigned Line = 0;      ///< line of the target construct
  unsigned HardwareFp = 0; ///< global_/flat_/buffer_/ds_atomic_add/min/max_f32/f64 ...
  unsigned CasLoops = 0;   ///< *_atomic_cmpswap*
  std::vector<std::string> Instructions; ///< distinct instruction names seen
};

/// Compiles \p File for \p Arch with clang-19 (device side only, -nogpulib,
/// then llc-19) and counts the atomic instructions per kernel.
llvm::Expected<std::vector<KernelAtomics>> auditIsa(const std::string &File, const std::string &Arch,
                                                    const std::vector<std::string> &ExtraArgs,
                                                    bool UnsafeFpAtomicsFlag);

/// Counts atomic instructions per kernel in AMDGPU assembly text.
std::vector<KernelAtomics> countKernelAtomics(llvm::StringRef Assembly);

} // namespace c2o
