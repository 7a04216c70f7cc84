//===- ApiTable.h - lookup in ApiMappings.def -----------------------------===//
#pragma once
#include "core/Diagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace c2o {

enum class ApiKind { Function, Type, Enumerator, Macro };

/// One row of ApiMappings.def or LibraryMappings.def.
struct ApiMapping {
  llvm::StringRef CudaName;
  llvm::StringRef Replacement; ///< empty: the helpers provide the same name
  ApiKind Kind;
  std::optional<DiagID> Note;  ///< a diagnostic every translated use gets
};

/// The row for \p CudaName, or null when the name is not supported.
const ApiMapping *lookupApi(llvm::StringRef CudaName);
/// The row for a declaration: by its qualified name \p Qualified
/// ("thrust::sort", "cub::DeviceReduce::Sum"), else by its simple name
/// \p Simple, unless it belongs to a library of VendorLibraries.def (whose
/// rows are all qualified), or null.
const ApiMapping *lookupApi(llvm::StringRef Qualified, llvm::StringRef Simple);
/// Number of rows (for the statistics and the docs).
size_t apiTableSize();

/// A CUDA library (VendorLibraries.def, C2O_LIBRARY).
struct LibraryInfo {
  llvm::StringRef Prefix, Library, VendorLibrary;
};
/// The library a CUDA name belongs to (by its qualified name), or null.
const LibraryInfo *libraryOf(llvm::StringRef QualifiedName);

/// A vendor-library counterpart of a CUDA library call (VendorLibraries.def, C2O_VENDOR).
struct VendorMapping {
  llvm::StringRef CudaName, HipName, RocName, Notes;
};
/// The vendor counterpart of \p CudaName, or null.
const VendorMapping *lookupVendor(llvm::StringRef CudaName);
/// Every C2O_VENDOR row (tests, docs).
llvm::ArrayRef<VendorMapping> vendorMappings();

} // namespace c2o
