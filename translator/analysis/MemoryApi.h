//===- MemoryApi.h - what the memory calls do with their arguments --------===//
#pragma once
#include "core/SourceView.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace c2o {

enum class MemoryAction { DeviceAlloc, ManagedAlloc, Copy, Set, Free, HostAlloc };

/// One row of MemoryApi.def.
struct MemoryApi {
  llvm::StringRef Name;
  MemoryAction Action;
  int PointerArg, ValueArg, SizeArg, KindArg; ///< -1: none
  /// The fewest arguments a call has when it is this function (one more
  /// than its largest argument index).
  unsigned minArgs() const;
  /// A CUDA runtime function (every action but HostAlloc).
  bool isCuda() const { return Action != MemoryAction::HostAlloc; }
};

/// The row of the function named \p Name, if it has one.
const MemoryApi *lookupMemoryApi(llvm::StringRef Name);

/// The values of cudaMemcpyKind, the KindArg of a Copy.
enum CudaMemcpyKind : int { HostToHost = 0, HostToDevice = 1, DeviceToHost = 2, DeviceToDevice = 3, Default = 4 };

/// How much of a host buffer a mapping covers.
struct MapExtent {
  enum Kind {
    Whole,    ///< the whole variable: an array of the allocation's size, or a scalar
    Elements, ///< Text elements from the start
    Bytes     ///< Text bytes from the start (the element size divides them)
  } K = Whole;
  std::string Text; ///< the count as written in the source (parenthesised where it needs to be)
};

/// The extent of an allocation of \p Size bytes seen as elements of type
/// \p Element: `n` for `n * sizeof(T)` (also through a const variable so
/// initialised), `1` for `sizeof(T)`, the byte count itself for char
/// elements, else that many Bytes.
MapExtent extentOf(const SourceView &View, clang::QualType Element, const clang::Expr *Size);

} // namespace c2o
