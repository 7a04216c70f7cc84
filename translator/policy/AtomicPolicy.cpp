#include "policy/AtomicPolicy.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

namespace c2o {

namespace {
enum class Behaviour { HintDecides, FlagDecides, AlwaysHardware, AlwaysCas, FineDecides, FineRemoteDecides };

const ArchInfo Archs[] = {
#define C2O_ARCH(Name, IsAmd, HwOkOnFine, HwF64) {#Name, IsAmd, HwOkOnFine, HwF64},
#include "policy/CompilerProfiles.def"
};

struct CompilerRow {
  OmpCompiler Id;
  llvm::StringRef Name;
  AtomicMechanism Mechanism;
  bool FpMinMaxInHardware;
  llvm::StringRef Description;
};
const CompilerRow Compilers[] = {
#define C2O_COMPILER(Id, Name, Mechanism, MinMax, Description)                                                 \
  {OmpCompiler::Id, #Name, AtomicMechanism::Mechanism, MinMax, Description},
#include "policy/CompilerProfiles.def"
};

struct VersionRow {
  unsigned First, Last;
  OmpCompiler Compiler;
};
const VersionRow Versions[] = {
#define C2O_VERSIONS(First, Last, Compiler) {First, Last, OmpCompiler::Compiler},
#include "policy/CompilerProfiles.def"
};

struct MemberRow {
  OmpCompiler Compiler, Member;
};
const MemberRow Members[] = {
#define C2O_MEMBER(Compiler, Member) {OmpCompiler::Compiler, OmpCompiler::Member},
#include "policy/CompilerProfiles.def"
};

struct Profile {
  OmpCompiler Compiler;
  llvm::StringRef Arch;
  Behaviour B;
};
const Profile Profiles[] = {
#define C2O_PROFILE(Compiler, Arch, B) {OmpCompiler::Compiler, #Arch, Behaviour::B},
#include "policy/CompilerProfiles.def"
};

std::optional<bool> said(int V) { return V < 0 ? std::nullopt : std::optional<bool>(V != 0); }
const AttributeMacro Macros[] = {
#define C2O_ATTRIBUTE_MACRO(Name, Choice, Fine, Remote, Denormal)                                              \
  {#Name, AtomicHint::Choice, AtomicAttribute{said(Fine), said(Remote), said(Denormal)}},
#include "policy/CompilerProfiles.def"
};

const CompilerRow &rowOf(OmpCompiler C) {
  for (const CompilerRow &R : Compilers)
    if (R.Id == C) return R;
  return Compilers[0];
}

Behaviour behaviourOf(OmpCompiler C, const ArchInfo &A) {
  for (const Profile &P : Profiles)
    if (P.Compiler == C && P.Arch == A.Name) return P.B;
  return Behaviour::AlwaysCas;
}
} // namespace

AtomicAttribute AtomicAttribute::under(const AtomicAttribute &Inner) const {
  AtomicAttribute R = *this;
  if (Inner.FineGrained) R.FineGrained = Inner.FineGrained;
  if (Inner.Remote) R.Remote = Inner.Remote;
  if (Inner.IgnoreDenormal) R.IgnoreDenormal = Inner.IgnoreDenormal;
  return R;
}

std::string AtomicAttribute::spelling() const {
  llvm::SmallVector<std::string, 3> Parts;
  auto Add = [&](const std::optional<bool> &V, llvm::StringRef Name) {
    if (V) Parts.push_back((*V ? "" : "no_") + Name.str());
  };
  Add(FineGrained, "fine_grained_memory");
  Add(Remote, "remote_memory");
  Add(IgnoreDenormal, "ignore_denormal_mode");
  return llvm::join(Parts, ", ");
}

bool AtomicFlags::consume(llvm::StringRef Arg) {
  auto Set = [&](llvm::StringRef Name, std::optional<bool> &Field) {
    if (Arg == "-f" + Name.str()) Field = true;
    else if (Arg == "-fno-" + Name.str()) Field = false;
    else return false;
    return true;
  };
  if (Arg == "-munsafe-fp-atomics") return UnsafeFpAtomics = true;
  if (Arg == "-mno-unsafe-fp-atomics") {
    UnsafeFpAtomics = false;
    return true;
  }
  return Set("atomic-fine-grained-memory", Defaults.FineGrained) || Set("atomic-remote-memory", Defaults.Remote) ||
         Set("atomic-ignore-denormal-mode", Defaults.IgnoreDenormal);
}

std::string AtomicFlags::spelling() const {
  llvm::SmallVector<std::string, 4> Parts;
  if (UnsafeFpAtomics) Parts.push_back("-munsafe-fp-atomics");
  auto Add = [&](const std::optional<bool> &V, llvm::StringRef Name) {
    if (V) Parts.push_back((*V ? "-f" : "-fno-") + Name.str());
  };
  Add(Defaults.FineGrained, "atomic-fine-grained-memory");
  Add(Defaults.Remote, "atomic-remote-memory");
  Add(Defaults.IgnoreDenormal, "atomic-ignore-denormal-mode");
  return llvm::join(Parts, " ");
}

std::optional<ArchInfo> lookupArch(llvm::StringRef Name) {
  Name = Name.split(':').first; // gfx90a:xnack+ -> gfx90a
  if (Name.starts_with("sm_") || Name == "nvptx64" || Name == "nvptx-none") Name = "nvptx";
  for (const ArchInfo &A : Archs)
    if (A.Name == Name) return A;
  return std::nullopt;
}

std::optional<OmpCompiler> parseCompiler(llvm::StringRef Name) {
  for (const CompilerRow &R : Compilers)
    if (R.Name == Name) return R.Id;
  if (Name == "rocm" || Name == "amdclang" || Name == "amdclang++") return OmpCompiler::Aomp;
  // A versioned upstream clang: clang-22, clang++-19, clang20.
  llvm::StringRef V = Name;
  if (!V.consume_front("clang++") && !V.consume_front("clang")) return std::nullopt;
  V.consume_front("-");
  unsigned Major = 0;
  if (V.empty() || V.getAsInteger(10, Major)) return std::nullopt;
  for (const VersionRow &R : Versions)
    if (R.First <= Major && Major <= R.Last) return R.Compiler;
  return std::nullopt;
}

llvm::StringRef compilerName(OmpCompiler C) { return rowOf(C).Name; }
llvm::StringRef compilerDescription(OmpCompiler C) { return rowOf(C).Description; }
AtomicMechanism mechanismOf(OmpCompiler C) { return rowOf(C).Mechanism; }

std::string compilerNames() {
  llvm::SmallVector<llvm::StringRef, 6> Names;
  for (const CompilerRow &R : Compilers) Names.push_back(R.Name);
  return llvm::join(Names, ", ");
}

std::vector<OmpCompiler> membersOf(OmpCompiler C) {
  std::vector<OmpCompiler> Out;
  for (const MemberRow &M : Members)
    if (M.Compiler == C) Out.push_back(M.Member);
  if (Out.empty()) Out.push_back(C);
  return Out;
}

bool honoursHint(OmpCompiler C, const ArchInfo &A) {
  return llvm::any_of(membersOf(C), [&](OmpCompiler M) { return behaviourOf(M, A) == Behaviour::HintDecides; });
}

bool honoursAttribute(OmpCompiler C, const ArchInfo &A) {
  return llvm::any_of(membersOf(C), [&](OmpCompiler M) {
    Behaviour B = behaviourOf(M, A);
    return B == Behaviour::FineDecides || B == Behaviour::FineRemoteDecides;
  });
}

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

static AtomicCode codeForOne(OmpCompiler Compiler, const ArchInfo &Arch, AtomicOp Op, bool IsDouble,
                             const AtomicMarking &M, const AtomicFlags &Flags) {
  if (Op == AtomicOp::Integer) return AtomicCode::Hardware;
  if (!hasHardwareForm(Arch, Op, IsDouble)) return AtomicCode::CasLoop;
  if (Op == AtomicOp::FpMinMax && Arch.IsAmd && !rowOf(Compiler).FpMinMaxInHardware) return AtomicCode::CasLoop;
  auto FromFlag = [&] { return Flags.UnsafeFpAtomics ? AtomicCode::Hardware : AtomicCode::CasLoop; };
  // Upstream clang's options: the attribute over the flags over the defaults
  // (no fine-grained memory, no remote memory, denormal mode respected).
  AtomicAttribute Eff = Flags.Defaults.under(M.Attribute);
  bool Fine = Eff.FineGrained.value_or(false), Remote = Eff.Remote.value_or(false);
  bool IgnoreDenormal = Eff.IgnoreDenormal.value_or(Flags.UnsafeFpAtomics);
  switch (behaviourOf(Compiler, Arch)) {
  case Behaviour::AlwaysHardware: return AtomicCode::Hardware;
  case Behaviour::AlwaysCas: return AtomicCode::CasLoop;
  case Behaviour::FlagDecides: return FromFlag();
  case Behaviour::HintDecides:
    if (Op == AtomicOp::FpCapture || M.Hint == AtomicHint::None) return FromFlag();
    return M.Hint == AtomicHint::Fast ? AtomicCode::Hardware : AtomicCode::CasLoop;
  case Behaviour::FineDecides:
    if (Fine) return AtomicCode::CasLoop;
    if (!IsDouble && !IgnoreDenormal) return AtomicCode::CasLoop; // f32 add flushes denormals
    return AtomicCode::Hardware;
  case Behaviour::FineRemoteDecides:
    return Fine && Remote ? AtomicCode::CasLoop : AtomicCode::Hardware;
  }
  return AtomicCode::CasLoop;
}

AtomicCode codeFor(OmpCompiler Compiler, const ArchInfo &Arch, AtomicOp Op, bool IsDouble, const AtomicMarking &M,
                   const AtomicFlags &Flags) {
  for (OmpCompiler Member : membersOf(Compiler))
    if (codeForOne(Member, Arch, Op, IsDouble, M, Flags) == AtomicCode::Hardware) return AtomicCode::Hardware;
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

AtomicVerdict worseVerdict(AtomicVerdict A, AtomicVerdict B) {
  auto Rank = [](AtomicVerdict V) {
    switch (V) {
    case AtomicVerdict::Ok: return 0;
    case AtomicVerdict::Slow: return 1;
    case AtomicVerdict::Unknown: return 2;
    case AtomicVerdict::Wrong: return 3;
    case AtomicVerdict::Fault: return 4;
    }
    return 2;
  };
  return Rank(B) > Rank(A) ? B : A;
}

AtomicHint chooseHint(AtomicPolicyMode Mode, llvm::ArrayRef<Granularity> Seen) {
  if (Mode == AtomicPolicyMode::Fast) return AtomicHint::Fast;
  if (Mode == AtomicPolicyMode::Safe) return AtomicHint::Safe;
  for (Granularity G : Seen)
    if (G != Granularity::Coarse && G != Granularity::Lds && G != Granularity::Fault) return AtomicHint::Safe;
  return AtomicHint::Fast;
}

AtomicCode wantedCode(const ArchInfo &Arch, AtomicOp Op, bool IsDouble, AtomicHint Choice) {
  if (Op == AtomicOp::Integer) return AtomicCode::Hardware;
  return Choice == AtomicHint::Fast && hasHardwareForm(Arch, Op, IsDouble) ? AtomicCode::Hardware : AtomicCode::CasLoop;
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

llvm::ArrayRef<AttributeMacro> attributeMacros() { return Macros; }

const AttributeMacro &attributeMacroFor(AtomicHint Choice) {
  for (const AttributeMacro &M : Macros)
    if (M.Choice == Choice) return M;
  return Macros[0]; // the fine-grained (safe) one
}

const AttributeMacro *lookupAttributeMacro(llvm::StringRef Name) {
  for (const AttributeMacro &M : Macros)
    if (M.Name == Name) return &M;
  return nullptr;
}

std::optional<AtomicAttribute> parseAtomicAttributeOptions(llvm::StringRef Options) {
  AtomicAttribute A;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Options.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef P : Parts) {
    P = P.trim();
    bool Value = !P.consume_front("no_");
    if (P == "fine_grained_memory") A.FineGrained = Value;
    else if (P == "remote_memory") A.Remote = Value;
    else if (P == "ignore_denormal_mode") A.IgnoreDenormal = Value;
    else return std::nullopt;
  }
  return A;
}

AtomicSpelling spellChoice(OmpCompiler Compiler, AtomicHint Choice) {
  AtomicSpelling S;
  if (Choice == AtomicHint::None) return S;
  AtomicMechanism M = mechanismOf(Compiler);
  if (M == AtomicMechanism::Hint || M == AtomicMechanism::HintAndAttribute) {
    S.Clause = (" " + hintClause(Choice)).str();
    S.Marking.Hint = Choice;
  }
  if (M == AtomicMechanism::Attribute || M == AtomicMechanism::HintAndAttribute) {
    const AttributeMacro &Macro = attributeMacroFor(Choice);
    S.Attribute = Macro.Name.str();
    S.Marking.Attribute = Macro.Attribute;
  }
  return S;
}

} // namespace c2o
