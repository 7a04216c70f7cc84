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
  /// Integer atomics (with llc's remarks only): the distinct instructions
  /// (*_atomic_cmpswap* too when the kernel has more of them than FP CAS
  /// loops), and the integer read-modify-writes the back end expanded into
  /// CAS loops (e.g. a system-scope min/max on gfx90a). A CAS loop written in
  /// the source is not counted: it shows as *_atomic_cmpswap* among the
  /// instructions of a kernel whose atomic has an instruction of its own.
  std::vector<std::string> IntegerInstructions;
  unsigned IntegerCasLoops = 0;
  unsigned CmpSwaps = 0; ///< *_atomic_cmpswap* instructions, FP and integer
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

/// "instructions=global_atomic_inc,... cas-loops=N": the integer atomics of
/// \p K, as both tools print them on an `isa-int` line; "" when it has none.
std::string describeIntegerAtomics(const KernelAtomics &K);

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
