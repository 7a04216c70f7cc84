//===- AllocationKinds.h - the kinds of memory the analyses tell apart ----===//
#pragma once
#include <cstddef>

namespace c2o {

/// Kinds of allocation (AllocationKinds.def).
enum class AllocationKind {
#define C2O_ALLOCATION_KIND(Kind) Kind,
#include "analysis/AllocationKinds.def"
};

/// Number of AllocationKind values.
constexpr size_t NumAllocationKinds = 0
#define C2O_ALLOCATION_KIND(Kind) +1
#include "analysis/AllocationKinds.def"
    ;

} // namespace c2o
