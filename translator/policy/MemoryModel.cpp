#include "policy/MemoryModel.h"
#include <iterator>

namespace c2o {

namespace {
struct Row {
  const char *Name, *Description;
  Granularity Default, UsmX0, UsmX1, UsmMappedX0, UsmMappedX1;
};
#define Coarse Granularity::Coarse
#define Fine Granularity::Fine
#define Lds Granularity::Lds
#define Fault Granularity::Fault
#define Unknown Granularity::Unknown
const Row Rows[] = {
#define C2O_ALLOCATION(Kind, Description, D, U0, U1, M0, M1) {#Kind, Description, D, U0, U1, M0, M1},
#include "policy/MemoryModel.def"
};
#undef Coarse
#undef Fine
#undef Lds
#undef Fault
#undef Unknown

// One row per AllocationKind (analysis/AllocationKinds.def), in its order.
constexpr AllocationKind RowKinds[] = {
#define C2O_ALLOCATION(Kind, ...) AllocationKind::Kind,
#include "policy/MemoryModel.def"
};
constexpr bool rowsFollowKinds() {
  for (size_t I = 0; I < std::size(RowKinds); ++I)
    if (static_cast<size_t>(RowKinds[I]) != I) return false;
  return std::size(RowKinds) == NumAllocationKinds;
}
static_assert(rowsFollowKinds(), "MemoryModel.def needs one row per kind of AllocationKinds.def, in its order");
} // namespace

Granularity granularityOf(AllocationKind Kind, bool Mapped, MemoryConfig Config) {
  const Row &R = Rows[static_cast<int>(Kind)];
  if (!Config.UnifiedSharedMemory) return R.Default;
  if (Mapped) return Config.Xnack ? R.UsmMappedX1 : R.UsmMappedX0;
  return Config.Xnack ? R.UsmX1 : R.UsmX0;
}

llvm::StringRef allocationName(AllocationKind Kind) { return Rows[static_cast<int>(Kind)].Name; }
llvm::StringRef allocationDescription(AllocationKind Kind) {
  return Rows[static_cast<int>(Kind)].Description;
}

llvm::StringRef granularityName(Granularity G) {
  switch (G) {
  case Granularity::Coarse: return "coarse";
  case Granularity::Fine: return "fine";
  case Granularity::Lds: return "lds";
  case Granularity::Fault: return "fault";
  case Granularity::Unknown: return "unknown";
  }
  return "unknown";
}

} // namespace c2o
