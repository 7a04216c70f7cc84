#include "validator/SiteVerdict.h"

namespace c2o {

SiteVerdict judgeSite(const OmpAtomicSite &S, bool Xnack, OmpCompiler Compiler, const ArchInfo &Arch,
                      bool Flag) {
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
  V.Code = codeFor(Compiler, Arch, S.Op, S.IsDouble, S.Hint, Flag);
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
  case AtomicVerdict::Wrong: Why = "hardware FP atomic on fine-grained memory gives wrong results on " + Arch.Name.str(); break;
  case AtomicVerdict::Slow: Why = "CAS loop on coarse-grained memory: hint(AMD_fast_fp_atomics) would be correct and faster"; break;
  case AtomicVerdict::Unknown: Why = "the memory's allocation is not known in this file"; break;
  case AtomicVerdict::Ok:
    Why = !S.FloatingPoint ? "integer atomics are hardware atomics, correct on any memory"
          : *V.Code == AtomicCode::Hardware ? "hardware FP atomic on memory where it is correct"
                                            : "CAS loop, needed on fine-grained memory";
    break;
  }
  V.Reason = What + "; " + Mode + "; " + Why;
  return V;
}

std::string formatSiteLine(const OmpAtomicSite &S, bool Xnack, const SiteVerdict &V) {
  llvm::StringRef Memory = V.Memory == Granularity::Lds ? "coarse" : granularityName(V.Memory);
  return S.File + ":" + std::to_string(S.Line) + ":" + std::to_string(S.Column) + ": " +
         verdictName(V.Verdict).str() + " xnack=" + (Xnack ? "1" : "0") + " memory=" + Memory.str() +
         " code=" + (V.Code ? codeName(*V.Code).str() : std::string("none")) + " hint=" + hintName(S.Hint).str() +
         " " + V.Reason;
}

} // namespace c2o
