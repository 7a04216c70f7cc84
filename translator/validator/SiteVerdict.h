//===- SiteVerdict.h - verdict on one OpenMP atomic under one configuration
#pragma once
#include "validator/OmpAtomicSites.h"
#include "policy/AtomicPolicy.h"
#include <string>

namespace c2o {

/// What omp-atomic-check says of one site under one HSA_XNACK setting.
struct SiteVerdict {
  AtomicVerdict Verdict = AtomicVerdict::Unknown;
  Granularity Memory = Granularity::Unknown; ///< what the atomic's memory is
  std::optional<AtomicCode> Code;            ///< none for a region without atomics
  std::string Reason;
};

/// Combines the site's facts with the memory model and the compiler profile
/// (for a profile of several compilers, portable: the worst of their verdicts)
/// and the compile flags.
SiteVerdict judgeSite(const OmpAtomicSite &Site, bool Xnack, OmpCompiler Compiler, const ArchInfo &Arch,
                      const AtomicFlags &Flags);
/// The same with the code a compiler actually made (--audit-isa).
SiteVerdict judgeSiteWithCode(const OmpAtomicSite &Site, bool Xnack, const ArchInfo &Arch, AtomicCode Code);

/// "FILE:LINE:COL: VERDICT xnack=X memory=M code=C hint=H [attribute=A] reason"
std::string formatSiteLine(const OmpAtomicSite &Site, bool Xnack, const SiteVerdict &V);

} // namespace c2o
