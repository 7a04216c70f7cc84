//===- ManagedBuffers.h - managed buffers mapped around their launches ----===//
//
// For --memory=map: each cudaMallocManaged'd local pointer. When the host
// only reads and writes through it and kernels receive it as a launch
// argument, it is plain host memory mapped tofrom around each of those
// launches: no unified shared memory needed (GCC 12, AMD with HSA_XNACK=0).
// All or none: one managed buffer that cannot be followed keeps every one of
// the file under unified shared memory. MapRule writes the clauses.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/MemoryApi.h"
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <string>
#include <vector>

namespace c2o {

/// One cudaMallocManaged'd local pointer.
struct ManagedPlan {
  const clang::VarDecl *Pointer = nullptr;
  std::string Name;
  const clang::CallExpr *Alloc = nullptr;
  const clang::Expr *AllocCallee = nullptr; ///< the cudaMallocManaged reference (its C2O1101 is not given)
  MapExtent Extent; ///< how much of *Pointer the allocation covers
  /// The launches it is an argument of: the launch statement and the argument references.
  struct Launch {
    const clang::Stmt *Statement = nullptr;
    const clang::CallExpr *Call = nullptr;
    std::vector<const clang::Expr *> Args;
  };
  std::vector<Launch> Launches;
  bool Mapped = false;
  std::string Why; ///< why not (C2O1311)
  clang::SourceLocation WhyLoc;
};

/// The managed buffers of a file.
struct ManagedBuffers {
  std::vector<ManagedPlan> Plans;
  /// Is this cudaMallocManaged reference, or this pointer, a managed buffer
  /// mapped around its launches (no C2O1101, no unified shared memory; the
  /// GPU touches its device copy)?
  bool mapsAround(const clang::Expr *AllocCallee) const;
  bool mapsAround(const clang::VarDecl *Pointer) const;
};

/// Analyses every cudaMallocManaged of the main file's host functions.
ManagedBuffers analyzeManagedBuffers(const SourceView &View);

/// Whether the translation allocates memory that kernels reach as host
/// memory, so that the file asks for `requires unified_shared_memory`: a
/// cudaMallocManaged that \p Managed does not map around its launches, or,
/// when \p EveryAllocationManaged (--memory=usm), a cudaMalloc. References in
/// functions left as CUDA (isLeftUntranslated) do not count. Read by the
/// atomic rule (the memory's granularity) and the include rule.
bool needsUnifiedSharedMemory(const CudaAstIndex &Index, const BlockPlans &Plans, const ManagedBuffers &Managed,
                              bool EveryAllocationManaged);

} // namespace c2o
