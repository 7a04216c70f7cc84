//===- MemoryModel.h - granularity of memory under each configuration -----===//
#pragma once
#include "llvm/ADT/StringRef.h"

namespace c2o {

/// What the GPU finds at an address, for the purpose of FP atomics.
enum class Granularity { Coarse, Fine, Lds, Fault, Unknown };

/// Kinds of allocation (MemoryModel.def).
enum class AllocationKind {
#define C2O_ALLOCATION(Kind, Description, ...) Kind,
#include "policy/MemoryModel.def"
};

/// One run-time configuration of an AMD GPU program.
struct MemoryConfig {
  bool Xnack = false;                ///< HSA_XNACK=1
  bool UnifiedSharedMemory = false;  ///< the file has `requires unified_shared_memory`
};

/// Granularity of memory of \p Kind as the GPU touches it under \p Config;
/// \p Mapped: the allocation was mapped by a map clause (now or earlier).
Granularity granularityOf(AllocationKind Kind, bool Mapped, MemoryConfig Config);

llvm::StringRef allocationName(AllocationKind Kind);
llvm::StringRef allocationDescription(AllocationKind Kind);
llvm::StringRef granularityName(Granularity G); ///< coarse, fine, lds, fault, unknown

} // namespace c2o
