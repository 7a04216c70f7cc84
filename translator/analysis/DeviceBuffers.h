//===- DeviceBuffers.h - device buffers and the host buffers they mirror --===//
//
// For --memory=map: per host function, each cudaMalloc'd local pointer, the
// host buffer its cudaMemcpy traffic pairs it with, the ordered events of its
// life (allocation, copies in and out, memsets, launches, calls, free) and the
// decision: map it (target enter/exit data, target update) or keep the
// device-pointer form, with the reason (diagnostics C2O1301...). What the
// memory calls do with their arguments is MemoryApi.def. The plan is facts:
// MapRule writes the clauses.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/MemoryApi.h"
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
  const MemoryApi *Api = nullptr;        ///< the API call's MemoryApi.def row
  const clang::Expr *Use = nullptr;      ///< the device pointer's DeclRefExpr
  const clang::Stmt *Statement = nullptr; ///< the statement the call is, when it is a whole statement
  bool InBraces = false; ///< Statement is a compound statement's child (else an if/loop body)
  /// A copy between a host buffer and a device copy that already hold the
  /// same bytes (a copy right after another, nothing between that writes
  /// either side): the map strategy drops it.
  bool Redundant = false;
  unsigned Anchor = 0;   ///< index, in the allocation's block, of the statement holding the event
};

/// How the host code reaches the host buffer of its copies.
enum class HostAccess {
  Variable,  ///< `h`: a pointer variable or an array
  AddressOf, ///< `&x`: a scalar
  Data       ///< `v.data()`: a std::vector-like container, named through a pointer variable the rule declares
};

/// One cudaMalloc'd buffer and what the map strategy does with it.
struct BufferPlan {
  const clang::FunctionDecl *Function = nullptr;
  const clang::VarDecl *Device = nullptr;
  std::string DeviceName;
  clang::SourceLocation AllocLoc;
  const clang::CompoundStmt *Block = nullptr; ///< the block holding the allocation
  const clang::VarDecl *Host = nullptr;
  HostAccess Access = HostAccess::Variable;
  clang::QualType HostElement; ///< the element type the host address points to
  MapExtent Extent;            ///< how much of the host buffer the allocation covers
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
std::vector<BufferPlan> analyzeDeviceBuffers(const SourceView &View);

} // namespace c2o
