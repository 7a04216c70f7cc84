#include "validator/SiteVerdict.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

namespace c2o {

namespace {
/// The verdict of \p S under \p Xnack when the atomic compiles to \p Code
/// (none: a region without atomics, or code not yet known).
SiteVerdict judge(const OmpAtomicSite &S, bool Xnack, const ArchInfo &Arch, std::optional<AtomicCode> Code,
                  llvm::StringRef CompilerNote) {
  SiteVerdict V;
  MemoryConfig Config{Xnack, S.UnifiedSharedMemory};
  bool Unreachable = S.UnifiedSharedMemory && !Xnack && S.RegionTouchesHostMemory && Arch.IsAmd;
  std::string FaultReason = "the region touches host memory ('" + S.HostMemoryTouched +
                            "') under unified_shared_memory, which needs HSA_XNACK=1";
  if (S.IsRegionOnly) {
    V.Verdict = Unreachable ? AtomicVerdict::Fault : AtomicVerdict::Ok;
    V.Memory = Granularity::Fine;
    V.Reason = Unreachable ? "target region without atomics: " + FaultReason : "target region without atomics";
    return V;
  }
  if (!S.InTargetRegion) {
    V.Verdict = S.FloatingPoint ? AtomicVerdict::Unknown : AtomicVerdict::Ok;
    V.Reason = "not inside a target region of this file (host code or a device function)";
    return V;
  }
  // The worst granularity over the places the memory may come from.
  Granularity Worst = Granularity::Coarse;
  bool SawUnknown = false;
  for (const AllocationSite &A : S.Memory.Sites) {
    Granularity G = granularityOf(A.Kind, S.Mapped, Config);
    if (G == Granularity::Unknown) SawUnknown = true;
    else if (G == Granularity::Fine || G == Granularity::Fault) Worst = G;
  }
  if (SawUnknown && Worst == Granularity::Coarse) Worst = Granularity::Unknown;
  V.Memory = Worst == Granularity::Fault ? Granularity::Fine : Worst;
  V.Code = Code;
  V.Verdict = verdictFor(S.Op, S.IsDouble, Worst == Granularity::Lds ? Granularity::Coarse : Worst, *V.Code, Arch);
  if (Unreachable || Worst == Granularity::Fault) V.Verdict = AtomicVerdict::Fault;

  std::string What = "'" + S.Variable + "' is " + S.Memory.describe();
  if (S.DeclaredInRegion) What = "'" + S.Variable + "' is " + S.Memory.describe() + " (device-private memory)";
  std::string Mode = S.UnifiedSharedMemory ? (S.Mapped ? "mapped under unified_shared_memory (pages switch to coarse)"
                                                       : "not mapped, unified_shared_memory")
                                           : (S.Mapped ? "mapped (device copy)" : "default mode");
  std::string Why;
  switch (V.Verdict) {
  case AtomicVerdict::Fault: Why = FaultReason; break;
  case AtomicVerdict::Wrong:
    Why = "hardware FP atomic on fine-grained memory gives wrong results on " + Arch.Name.str();
    break;
  case AtomicVerdict::Slow:
    Why = "CAS loop on coarse-grained memory: hint(AMD_fast_fp_atomics) / C2O_ATOMIC_COARSE would be correct and faster";
    break;
  case AtomicVerdict::Unknown: Why = "the memory's allocation is not known in this file"; break;
  case AtomicVerdict::Ok:
    Why = !S.FloatingPoint ? "integer atomics are hardware atomics, correct on any memory"
          : *V.Code == AtomicCode::Hardware ? "hardware FP atomic on memory where it is correct"
                                            : "CAS loop, needed on fine-grained memory";
    break;
  }
  V.Reason = What + "; " + Mode + "; " + Why + CompilerNote.str();
  return V;
}
} // namespace

SiteVerdict judgeSite(const OmpAtomicSite &S, bool Xnack, OmpCompiler Compiler, const ArchInfo &Arch,
                      const AtomicFlags &Flags) {
  AtomicMarking M{S.Hint, S.Attribute};
  std::vector<OmpCompiler> Members = membersOf(Compiler);
  std::vector<SiteVerdict> Each;
  size_t Worst = 0;
  for (OmpCompiler C : Members) {
    std::optional<AtomicCode> Code;
    if (!S.IsRegionOnly) Code = codeFor(C, Arch, S.Op, S.IsDouble, M, Flags);
    Each.push_back(judge(S, Xnack, Arch, Code, ""));
    if (worseVerdict(Each[Worst].Verdict, Each.back().Verdict) != Each[Worst].Verdict) Worst = Each.size() - 1;
  }
  // Several compilers that disagree: the worst, and who makes it so.
  bool Agree = llvm::all_of(Each, [&](const SiteVerdict &V) { return V.Verdict == Each[0].Verdict && V.Code == Each[0].Code; });
  if (Agree) return Each[0];
  SiteVerdict V = Each[Worst];
  std::string Others;
  for (size_t I = 0; I < Each.size(); ++I)
    if (I != Worst)
      Others += "; " + verdictName(Each[I].Verdict).str() + " (" + (Each[I].Code ? codeName(*Each[I].Code).str() : "none") +
                ") with " + compilerName(Members[I]).str();
  V.Reason += " (with " + compilerName(Members[Worst]).str() + Others + ")";
  return V;
}

SiteVerdict judgeSiteWithCode(const OmpAtomicSite &S, bool Xnack, const ArchInfo &Arch, AtomicCode Code) {
  return judge(S, Xnack, Arch, Code, "");
}

std::string formatSiteLine(const OmpAtomicSite &S, bool Xnack, const SiteVerdict &V) {
  llvm::StringRef Memory = V.Memory == Granularity::Lds ? "coarse" : granularityName(V.Memory);
  std::string Attribute = S.Attribute.spelling();
  Attribute.erase(std::remove(Attribute.begin(), Attribute.end(), ' '), Attribute.end());
  return S.File + ":" + std::to_string(S.Line) + ":" + std::to_string(S.Column) + ": " +
         verdictName(V.Verdict).str() + " xnack=" + (Xnack ? "1" : "0") + " memory=" + Memory.str() +
         " code=" + (V.Code ? codeName(*V.Code).str() : std::string("none")) + " hint=" + hintName(S.Hint).str() +
         (Attribute.empty() ? std::string() : " attribute=" + Attribute) + " " + V.Reason;
}

} // namespace c2o
