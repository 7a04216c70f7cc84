//===- AtomicPolicy.h - hardware or CAS, and is it right ------------------===//
#pragma once
#include "policy/MemoryModel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace c2o {

/// A compiler profile (CompilerProfiles.def's C2O_COMPILER rows, in order).
enum class OmpCompiler {
#define C2O_COMPILER(Id, Name, Mechanism, MinMax, Description) Id,
#include "policy/CompilerProfiles.def"
};
enum class AtomicHint { None, Fast, Safe };
enum class AtomicCode { Hardware, CasLoop };
enum class AtomicVerdict { Ok, Slow, Wrong, Fault, Unknown };
enum class AtomicPolicyMode { Conservative, Fast, Safe };
/// How the translator writes its choice for a compiler.
enum class AtomicMechanism { Hint, Attribute, HintAndAttribute, Nothing };

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

/// What upstream clang's atomic options say of an atomic's memory
/// ([[clang::atomic(...)]] or -f[no-]atomic-*): each unset where not said.
struct AtomicAttribute {
  std::optional<bool> FineGrained, Remote, IgnoreDenormal;
  bool empty() const { return !FineGrained && !Remote && !IgnoreDenormal; }
  /// The options of \p Inner where it says them, else these (nesting: the
  /// inner attribute overrides the outer one, the attribute the flags).
  AtomicAttribute under(const AtomicAttribute &Inner) const;
  /// "fine_grained_memory, no_remote_memory", "" when empty.
  std::string spelling() const;
};

/// What the source says about one FP atomic: its hint clause and the
/// [[clang::atomic]] attributes around it (merged, innermost first).
struct AtomicMarking {
  AtomicHint Hint = AtomicHint::None;
  AtomicAttribute Attribute;
};

/// The compile flags that change what an FP atomic becomes.
struct AtomicFlags {
  bool UnsafeFpAtomics = false; ///< -munsafe-fp-atomics (clang >= 20: = -fatomic-ignore-denormal-mode)
  AtomicAttribute Defaults;     ///< -f[no-]atomic-fine-grained-memory, -remote-memory, -ignore-denormal-mode
  /// Reads one argument of a compile command; false when it is none of these.
  bool consume(llvm::StringRef Arg);
  /// "-munsafe-fp-atomics -fatomic-fine-grained-memory", "" when none.
  std::string spelling() const;
};

/// The architecture named \p Name ("gfx90a", "gfx90a:xnack+" ...), if known.
std::optional<ArchInfo> lookupArch(llvm::StringRef Name);
/// A profile by name: aomp (also rocm, amdclang), clang, clang19, gcc,
/// portable, or a versioned clang ("clang-22", "clang++-19", "clang20").
std::optional<OmpCompiler> parseCompiler(llvm::StringRef Name);
llvm::StringRef compilerName(OmpCompiler C);
llvm::StringRef compilerDescription(OmpCompiler C);
/// The names parseCompiler knows, for messages: "portable, aomp, clang, clang19, gcc".
std::string compilerNames();
AtomicMechanism mechanismOf(OmpCompiler C);
/// The compilers a profile stands for: itself, or the members of portable.
std::vector<OmpCompiler> membersOf(OmpCompiler C);

/// What \p Compiler emits for an atomic on \p Arch, marked \p M, built with
/// \p Flags. For a profile of several compilers: the worst case for
/// correctness (hardware if any member makes hardware).
AtomicCode codeFor(OmpCompiler Compiler, const ArchInfo &Arch, AtomicOp Op, bool IsDouble,
                   const AtomicMarking &M, const AtomicFlags &Flags);
/// Does \p Compiler read the AMD hint clause on \p Arch?
bool honoursHint(OmpCompiler Compiler, const ArchInfo &Arch);
/// Does \p Compiler read [[clang::atomic(...)]] on \p Arch?
bool honoursAttribute(OmpCompiler Compiler, const ArchInfo &Arch);

/// Correct and fast (ok), correct but a CAS loop where hardware would do (slow),
/// hardware FP atomic on fine-grained memory of a GPU without fine-grained FP
/// atomics (wrong), memory the GPU cannot reach (fault), or not known.
AtomicVerdict verdictFor(AtomicOp Op, bool IsDouble, Granularity G, AtomicCode Code, const ArchInfo &Arch);
/// The worse of two verdicts for correctness: fault, wrong, unknown, slow, ok.
AtomicVerdict worseVerdict(AtomicVerdict A, AtomicVerdict B);

/// The form the policy chooses for an FP atomic whose memory has the
/// granularities \p Seen over every configuration considered: Fast (hardware
/// wanted: proven coarse) or Safe (CAS wanted: fine-grained or unknown).
AtomicHint chooseHint(AtomicPolicyMode Mode, llvm::ArrayRef<Granularity> Seen);

/// The code the choice \p Choice asks for: Fast -> hardware where \p Arch has
/// the instruction, Safe (and anything without one) -> a CAS loop.
AtomicCode wantedCode(const ArchInfo &Arch, AtomicOp Op, bool IsDouble, AtomicHint Choice);

llvm::StringRef verdictName(AtomicVerdict V); ///< ok, slow, wrong, fault, unknown
llvm::StringRef hintName(AtomicHint H);       ///< none, fast, safe
llvm::StringRef codeName(AtomicCode C);       ///< hw, cas
/// The clause text: "hint(AMD_fast_fp_atomics)", "hint(AMD_safe_fp_atomics)" or "".
llvm::StringRef hintClause(AtomicHint H);

/// One of the helpers' macros for [[clang::atomic(...)]] (CompilerProfiles.def).
struct AttributeMacro {
  llvm::StringRef Name;     ///< C2O_ATOMIC_FINE, C2O_ATOMIC_COARSE
  AtomicHint Choice;        ///< the choice it writes: Safe (fine) or Fast (coarse)
  AtomicAttribute Attribute;
};
llvm::ArrayRef<AttributeMacro> attributeMacros();
/// The macro that writes \p Choice (Fast or Safe).
const AttributeMacro &attributeMacroFor(AtomicHint Choice);
/// The helper macro named \p Name, if it is one.
const AttributeMacro *lookupAttributeMacro(llvm::StringRef Name);
/// Parses the inside of `[[clang::atomic(...)]]`: "fine_grained_memory, no_remote_memory".
std::optional<AtomicAttribute> parseAtomicAttributeOptions(llvm::StringRef Options);

/// How the translator writes one FP atomic for a compiler: the text around
/// `#pragma omp atomic update` and the code each member compiler makes of it.
struct AtomicSpelling {
  std::string Clause;    ///< " hint(AMD_fast_fp_atomics)" after `#pragma omp atomic update`, or ""
  std::string Attribute; ///< "C2O_ATOMIC_COARSE" before the braces around the atomic, or ""
  AtomicMarking Marking; ///< what a compiler reads of it
};
/// How \p Compiler's mechanism writes \p Choice.
AtomicSpelling spellChoice(OmpCompiler Compiler, AtomicHint Choice);

/// How floating-point atomics are translated (--omp-compiler, --offload-arch,
/// --atomic-policy, --unsafe-fp-atomics).
struct AtomicSettings {
  OmpCompiler Compiler = OmpCompiler::Portable;
  std::string Arch = "gfx90a";
  AtomicPolicyMode Mode = AtomicPolicyMode::Conservative;
  AtomicFlags Flags; ///< how the output will be built (-munsafe-fp-atomics ...)
};

} // namespace c2o
