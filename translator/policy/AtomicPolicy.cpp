#include "policy/AtomicPolicy.h"
#include "llvm/ADT/StringSwitch.h"

namespace c2o {

namespace {
enum class Behaviour { HintDecides, FlagDecides, AlwaysHardware, AlwaysCas };

const ArchInfo Archs[] = {
#define C2O_ARCH(Name, IsAmd, HwOkOnFine, HwF64) {#Name, IsAmd, HwOkOnFine, HwF64},
#include "policy/CompilerProfiles.def"
};

struct Profile {
  OmpCompiler Compiler;
  llvm::StringRef Arch;
  Behaviour B;
};
const Profile Profiles[] = {
#define aomp OmpCompiler::Aomp
#define clang OmpCompiler::Clang
#define gcc OmpCompiler::Gcc
#define C2O_PROFILE(Compiler, Arch, B) {Compiler, #Arch, Behaviour::B},
#include "policy/CompilerProfiles.def"
#undef aomp
#undef clang
#undef gcc
};

Behaviour behaviourOf(OmpCompiler C, const ArchInfo &A) {
  for (const Profile &P : Profiles)
    if (P.Compiler == C && P.Arch == A.Name) return P.B;
  return Behaviour::AlwaysCas;
}
} // namespace

std::optional<ArchInfo> lookupArch(llvm::StringRef Name) {
  Name = Name.split(':').first; // gfx90a:xnack+ -> gfx90a
  if (Name.starts_with("sm_") || Name == "nvptx64" || Name == "nvptx-none") Name = "nvptx";
  for (const ArchInfo &A : Archs)
    if (A.Name == Name) return A;
  return std::nullopt;
}

std::optional<OmpCompiler> parseCompiler(llvm::StringRef Name) {
  return llvm::StringSwitch<std::optional<OmpCompiler>>(Name)
      .Case("aomp", OmpCompiler::Aomp)
      .Case("rocm", OmpCompiler::Aomp)
      .Case("clang", OmpCompiler::Clang)
      .Case("gcc", OmpCompiler::Gcc)
      .Default(std::nullopt);
}

llvm::StringRef compilerName(OmpCompiler C) {
  switch (C) {
  case OmpCompiler::Aomp: return "aomp";
  case OmpCompiler::Clang: return "clang";
  case OmpCompiler::Gcc: return "gcc";
  }
  return "clang";
}

bool honoursHint(OmpCompiler C, const ArchInfo &A) { return behaviourOf(C, A) == Behaviour::HintDecides; }

/// Does the hardware have this FP atomic at all (else it is always a CAS loop)?
static bool hasHardwareForm(const ArchInfo &A, AtomicOp Op, bool IsDouble) {
  if (!A.IsAmd) return Op != AtomicOp::FpOther;
  switch (Op) {
  case AtomicOp::FpAddSub:
  case AtomicOp::FpCapture: return !IsDouble || A.HasF64Atomics;
  case AtomicOp::FpMinMax: return IsDouble; // f64 min/max on gfx90a and later
  default: return false;
  }
}

AtomicCode codeFor(OmpCompiler Compiler, const ArchInfo &Arch, AtomicOp Op, bool IsDouble,
                   AtomicHint Hint, bool Flag) {
  if (Op == AtomicOp::Integer) return AtomicCode::Hardware;
  if (!hasHardwareForm(Arch, Op, IsDouble)) return AtomicCode::CasLoop;
  auto FromFlag = [&] { return Flag ? AtomicCode::Hardware : AtomicCode::CasLoop; };
  switch (behaviourOf(Compiler, Arch)) {
  case Behaviour::AlwaysHardware: return AtomicCode::Hardware;
  case Behaviour::AlwaysCas: return AtomicCode::CasLoop;
  case Behaviour::FlagDecides: return FromFlag();
  case Behaviour::HintDecides:
    if (Op == AtomicOp::FpCapture || Hint == AtomicHint::None) return FromFlag();
    return Hint == AtomicHint::Fast ? AtomicCode::Hardware : AtomicCode::CasLoop;
  }
  return AtomicCode::CasLoop;
}

AtomicVerdict verdictFor(AtomicOp Op, bool IsDouble, Granularity G, AtomicCode Code, const ArchInfo &Arch) {
  if (G == Granularity::Fault) return AtomicVerdict::Fault;
  if (Op == AtomicOp::Integer || !Arch.IsAmd) return AtomicVerdict::Ok;
  if (G == Granularity::Unknown) return AtomicVerdict::Unknown;
  bool FineMemory = G == Granularity::Fine;
  if (Code == AtomicCode::Hardware)
    return FineMemory && !Arch.HardwareFpAtomicsCorrectOnFine ? AtomicVerdict::Wrong : AtomicVerdict::Ok;
  if (!hasHardwareForm(Arch, Op, IsDouble)) return AtomicVerdict::Ok; // no faster form exists
  return FineMemory ? AtomicVerdict::Ok : AtomicVerdict::Slow;
}

AtomicHint chooseHint(AtomicPolicyMode Mode, llvm::ArrayRef<Granularity> Seen) {
  if (Mode == AtomicPolicyMode::Fast) return AtomicHint::Fast;
  if (Mode == AtomicPolicyMode::Safe) return AtomicHint::Safe;
  for (Granularity G : Seen)
    if (G != Granularity::Coarse && G != Granularity::Lds && G != Granularity::Fault) return AtomicHint::Safe;
  return AtomicHint::Fast;
}

llvm::StringRef verdictName(AtomicVerdict V) {
  switch (V) {
  case AtomicVerdict::Ok: return "ok";
  case AtomicVerdict::Slow: return "slow";
  case AtomicVerdict::Wrong: return "wrong";
  case AtomicVerdict::Fault: return "fault";
  case AtomicVerdict::Unknown: return "unknown";
  }
  return "unknown";
}

llvm::StringRef hintName(AtomicHint H) {
  switch (H) {
  case AtomicHint::None: return "none";
  case AtomicHint::Fast: return "fast";
  case AtomicHint::Safe: return "safe";
  }
  return "none";
}

llvm::StringRef codeName(AtomicCode C) { return C == AtomicCode::Hardware ? "hw" : "cas"; }

llvm::StringRef hintClause(AtomicHint H) {
  switch (H) {
  case AtomicHint::Fast: return "hint(AMD_fast_fp_atomics)";
  case AtomicHint::Safe: return "hint(AMD_safe_fp_atomics)";
  case AtomicHint::None: return "";
  }
  return "";
}

} // namespace c2o
