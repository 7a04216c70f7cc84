//===- AtomicPolicy.h - hardware or CAS, and is it right ------------------===//
#pragma once
#include "policy/MemoryModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace c2o {

enum class OmpCompiler { Aomp, Clang, Gcc };
enum class AtomicHint { None, Fast, Safe };
enum class AtomicCode { Hardware, CasLoop };
enum class AtomicVerdict { Ok, Slow, Wrong, Fault, Unknown };
enum class AtomicPolicyMode { Conservative, Fast, Safe };

/// The kind of atomic operation, as far as FP hardware atomics are concerned.
enum class AtomicOp {
  FpAddSub,  ///< x += v / x -= v on float or double
  FpMinMax,  ///< atomic compare min/max (hardware on gfx90a for double only)
  FpCapture, ///< a capture form: ROCm does not pass the hint to it
  FpOther,   ///< other FP updates (x *= v ...): always a CAS loop
  Integer,   ///< integer atomics are hardware atomics and always correct
};

/// A GPU architecture (CompilerProfiles.def).
struct ArchInfo {
  llvm::StringRef Name;
  bool IsAmd;
  bool HardwareFpAtomicsCorrectOnFine;
  bool HasF64Atomics; ///< hardware double add (gfx908 has none)
};

/// The architecture named \p Name ("gfx90a", "gfx90a:xnack+" ...), if known.
std::optional<ArchInfo> lookupArch(llvm::StringRef Name);
std::optional<OmpCompiler> parseCompiler(llvm::StringRef Name);
llvm::StringRef compilerName(OmpCompiler C);

/// What \p Compiler emits for an atomic on \p Arch.
AtomicCode codeFor(OmpCompiler Compiler, const ArchInfo &Arch, AtomicOp Op, bool IsDouble,
                   AtomicHint Hint, bool UnsafeFpAtomicsFlag);
/// Does \p Compiler read the AMD hint clause at all on \p Arch?
bool honoursHint(OmpCompiler Compiler, const ArchInfo &Arch);

/// Correct and fast (ok), correct but a CAS loop where hardware would do (slow),
/// hardware FP atomic on fine-grained memory of a GPU without fine-grained FP
/// atomics (wrong), memory the GPU cannot reach (fault), or not known.
AtomicVerdict verdictFor(AtomicOp Op, bool IsDouble, Granularity G, AtomicCode Code, const ArchInfo &Arch);

/// The hint the policy chooses for an FP atomic whose memory has the
/// granularities \p Seen over every configuration considered.
AtomicHint chooseHint(AtomicPolicyMode Mode, llvm::ArrayRef<Granularity> Seen);

llvm::StringRef verdictName(AtomicVerdict V); ///< ok, slow, wrong, fault, unknown
llvm::StringRef hintName(AtomicHint H);       ///< none, fast, safe
llvm::StringRef codeName(AtomicCode C);       ///< hw, cas
/// The clause text: "hint(AMD_fast_fp_atomics)", "hint(AMD_safe_fp_atomics)" or "".
llvm::StringRef hintClause(AtomicHint H);

/// How floating-point atomics are translated (--omp-compiler, --offload-arch,
/// --atomic-policy, --unsafe-fp-atomics).
struct AtomicSettings {
  OmpCompiler Compiler = OmpCompiler::Aomp;
  std::string Arch = "gfx90a";
  AtomicPolicyMode Mode = AtomicPolicyMode::Conservative;
  bool UnsafeFpAtomicsFlag = false; ///< the output will be built with -munsafe-fp-atomics
};

} // namespace c2o
