//===- MemoryModel.h - granularity of memory under each configuration -----===//
#pragma once
#include "analysis/AllocationKinds.h"
#include "llvm/ADT/StringRef.h"

namespace c2o {

/// What the GPU finds at an address, for the purpose of FP atomics.
enum class Granularity { Coarse, Fine, Lds, Fault, Unknown };

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

/// How the translation expresses device memory (--memory).
enum class MemoryStrategy {
  Device, ///< device pointers from omp_target_alloc, copies with omp_target_memcpy
  Map,    ///< host buffers mapped with target enter/exit data where the traffic allows (default)
  Usm     ///< every allocation is host memory under unified shared memory
};

} // namespace c2o
