//===- ApiTable.h - lookup in ApiMappings.def -----------------------------===//
#pragma once
#include "core/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace c2o {

enum class ApiKind { Function, Type, Enumerator, Macro };

/// One row of ApiMappings.def.
struct ApiMapping {
  llvm::StringRef CudaName;
  llvm::StringRef Replacement; ///< empty: the helpers provide the same name
  ApiKind Kind;
  std::optional<DiagID> Note;  ///< a diagnostic every translated use gets
};

/// The row for \p CudaName, or null when the name is not supported.
const ApiMapping *lookupApi(llvm::StringRef CudaName);
/// Number of rows (for the statistics and the docs).
size_t apiTableSize();

} // namespace c2o
