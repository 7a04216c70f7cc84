//===- OmpAtomicSites.h - the atomics of existing OpenMP code, with facts -===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "policy/AtomicPolicy.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Preprocessor.h"
#include <optional>
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
  AtomicAttribute Attribute;     ///< the [[clang::atomic(...)]] around it inside its region, merged
  std::string AttributeText;     ///< as written, innermost first: "C2O_ATOMIC_FINE", "[[clang::atomic(...)]]"
  std::string Variable;          ///< the variable whose memory is updated
  Provenance Memory;             ///< where that memory comes from
  bool Mapped = false;           ///< mapped by a map/reduction clause (this region or, under USM, anywhere)
  bool DeclaredInRegion = false; ///< team-local or private to the region
  bool RegionTouchesHostMemory = false; ///< unreachable under USM with HSA_XNACK=0
  std::string HostMemoryTouched; ///< which variable, for the reason
  bool UnifiedSharedMemory = false; ///< the file has `requires unified_shared_memory`
};

/// Every atomic in the main file of \p Ctx, and every target region that
/// touches host memory. \p PP (optional) lets macros other than the helpers'
/// C2O_ATOMIC_* be read for a [[clang::atomic]] they stand for.
std::vector<OmpAtomicSite> findOmpAtomicSites(clang::ASTContext &Ctx, const clang::Preprocessor *PP = nullptr);

/// The [[clang::atomic(...)]] written just before the `{` at \p LBrace, as an
/// attribute or as a macro standing for one (the helpers' C2O_ATOMIC_FINE /
/// C2O_ATOMIC_COARSE, or a macro of \p PP whose definition spells one); \p Text
/// receives it as written. clang 19, which parses for omp-atomic-check, drops
/// the attribute from the AST ("unknown attribute"): it is read from the text.
std::optional<AtomicAttribute> attributeBeforeBrace(const clang::SourceManager &SM, clang::SourceLocation LBrace,
                                                    const clang::Preprocessor *PP, std::string &Text);

} // namespace c2o
