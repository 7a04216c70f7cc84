//===- IsaAudit.h - what the compiler really made of each FP atomic -------===//
#pragma once
#include "policy/AtomicPolicy.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace c2o {

/// The atomic instructions of one offloaded kernel (one target region).
struct KernelAtomics {
  std::string Kernel;     ///< __omp_offloading_..._l<Line>
  unsigned Line = 0;      ///< line of the target construct
  unsigned HardwareFp = 0; ///< global_/flat_/buffer_/ds_atomic_add/min/max_f32/f64 ...
  unsigned CasLoops = 0;   ///< FP atomics expanded into CAS loops (*_atomic_cmpswap* plus a retry branch)
  std::vector<std::string> Instructions; ///< distinct instruction names seen
  /// Hardware if only hardware FP atomics, CAS if only CAS loops, else none.
  std::optional<AtomicCode> only() const;
};

/// A compiler --audit-isa compiles with: an upstream clang of this machine
/// and the compiler profile that predicts what it does.
struct AuditCompiler {
  std::string Name;  ///< clang-19, clang-22
  unsigned Major = 0;
  OmpCompiler Profile = OmpCompiler::Clang19;
  std::string OmpInclude; ///< where its omp.h is, when not in its own resource folder
};

/// The compilers named in \p Names ("clang-19,clang-22"; "" = both) that are
/// installed here; unknown names are reported in \p Missing.
std::vector<AuditCompiler> auditCompilers(llvm::StringRef Names, std::vector<std::string> &Missing);

/// Compiles \p File for \p Arch with \p C (device side only, -nogpulib, then
/// llc) and counts the atomic instructions per kernel. \p Flags are passed on
/// where the compiler knows them (-f[no-]atomic-* from clang 20 on).
llvm::Expected<std::vector<KernelAtomics>> auditIsa(const std::string &File, const std::string &Arch,
                                                    const std::vector<std::string> &ExtraArgs,
                                                    const AuditCompiler &C, const AtomicFlags &Flags);

/// Counts FP atomics per kernel: hardware FP atomic instructions in AMDGPU
/// assembly text, CAS loops from llc's atomic-expand remarks (YAML) for FP
/// operations (without remarks: every *_atomic_cmpswap*, integer ones too).
std::vector<KernelAtomics> countKernelAtomics(llvm::StringRef Assembly,
                                              std::optional<llvm::StringRef> Remarks = std::nullopt);

} // namespace c2o
