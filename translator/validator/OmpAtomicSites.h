//===- OmpAtomicSites.h - the atomics of existing OpenMP code, with facts -===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "policy/AtomicPolicy.h"
#include "clang/AST/ASTContext.h"
#include <string>
#include <vector>

namespace c2o {

/// Facts about one `#pragma omp atomic` (or one target region without atomics
/// that touches host memory), as omp-atomic-check reports them.
struct OmpAtomicSite {
  std::string File;
  unsigned Line = 0, Column = 0; ///< the atomic statement (the line after the pragma)
  bool IsRegionOnly = false;     ///< a target region with no atomic, reported for faults
  bool InTargetRegion = false;   ///< inside a target construct of this file
  unsigned RegionLine = 0;       ///< line of that target construct (its kernel is named _l<line>)
  bool FloatingPoint = false, IsDouble = false;
  AtomicOp Op = AtomicOp::Integer;
  AtomicHint Hint = AtomicHint::None;
  std::string Variable;          ///< the variable whose memory is updated
  Provenance Memory;             ///< where that memory comes from
  bool Mapped = false;           ///< mapped by a map/reduction clause (this region or, under USM, anywhere)
  bool DeclaredInRegion = false; ///< team-local or private to the region
  bool RegionTouchesHostMemory = false; ///< unreachable under USM with HSA_XNACK=0
  std::string HostMemoryTouched; ///< which variable, for the reason
  bool UnifiedSharedMemory = false; ///< the file has `requires unified_shared_memory`
};

/// Every atomic in the main file of \p Ctx, and every target region that touches host memory.
std::vector<OmpAtomicSite> findOmpAtomicSites(clang::ASTContext &Ctx);

} // namespace c2o
