//===- MemoryTraffic.h - device buffers and the host buffers they mirror --===//
//
// For --memory=map: per host function, each cudaMalloc'd local pointer, the
// host buffer its cudaMemcpy traffic pairs it with, the ordered events of its
// life (allocation, copies in and out, memsets, launches, calls, free) and the
// decision: map it (target enter/exit data, target update) or keep the
// device-pointer form, with the reason (diagnostics C2O1301...).
//===----------------------------------------------------------------------===//
#pragma once
#include "core/Diagnostics.h"
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <optional>
#include <string>
#include <vector>

namespace c2o {

enum class TrafficKind { Alloc, CopyIn, CopyOut, Memset, Launch, LocalCall, Free };

/// One use of a device buffer.
struct TrafficEvent {
  TrafficKind Kind;
  const clang::CallExpr *Call = nullptr; ///< the API call, launch or local call
  const clang::Expr *Use = nullptr;      ///< the device pointer's DeclRefExpr
  const clang::Stmt *Statement = nullptr; ///< the statement the call is, when it is a whole statement
  bool InBraces = false; ///< Statement is a compound statement's child (else an if/loop body)
  /// A copy between a host buffer and a device copy that already hold the
  /// same bytes (a copy right after another, nothing between that writes
  /// either side): the map strategy drops it.
  bool Redundant = false;
  unsigned Anchor = 0;   ///< index, in the allocation's block, of the statement holding the event
};

/// One cudaMalloc'd buffer and what the map strategy does with it.
struct BufferPlan {
  const clang::FunctionDecl *Function = nullptr;
  const clang::VarDecl *Device = nullptr;
  std::string DeviceName;
  clang::SourceLocation AllocLoc;
  const clang::CompoundStmt *Block = nullptr; ///< the block holding the allocation
  const clang::VarDecl *Host = nullptr;
  std::string HostPointer; ///< "h", "bins", "&dot": the host address
  std::string MapItem;     ///< "h[:n]", "bins", "dot": the list item of the clauses
  clang::QualType HostElement; ///< the element type the host address points to
  /// A std::vector-like host buffer copied through v.data(): a pointer
  /// variable, declared where the mapping begins, names it ("float *c2o_h_v = v.data();").
  std::string HostDeclaration;
  /// The host buffer's declaration, when it comes after the first use on the
  /// device (a result array declared after the launches) and can move up to
  /// where the mapping begins: its initialiser reads only variables declared
  /// before and not written in between, and calls only allocators.
  const clang::DeclStmt *Hoisted = nullptr;
  std::vector<TrafficEvent> Events; ///< in source order
  unsigned First = 0, Last = 0; ///< anchors of the first and last event (allocation and free excluded)
  bool Mapped = false;
  std::optional<DiagID> Fallback; ///< why not mapped
  std::vector<std::string> FallbackArgs;
  clang::SourceLocation FallbackLoc;
};

/// Analyses every cudaMalloc of the main file's host functions.
std::vector<BufferPlan> analyzeMemoryTraffic(const SourceView &View);

/// One cudaMallocManaged'd local pointer under --memory=map. When the host
/// only reads and writes through it and kernels receive it as a launch
/// argument, it is plain host memory mapped tofrom around each of those
/// launches: no unified shared memory needed (GCC 12, AMD with HSA_XNACK=0).
struct ManagedPlan {
  const clang::VarDecl *Pointer = nullptr;
  std::string Name;
  const clang::CallExpr *Alloc = nullptr;
  const clang::Expr *AllocCallee = nullptr; ///< the cudaMallocManaged reference (its C2O1101 is not given)
  std::string MapItem; ///< "p[:n]"
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
ManagedBuffers analyzeManagedMemory(const SourceView &View);

} // namespace c2o
