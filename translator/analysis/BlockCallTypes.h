//===- BlockCallTypes.h - the types of a block function's slots -----------===//
//
// A call of a block function passes each per-thread argument through a slot
// per logical thread and reads the result from one (BlockKernelPlan.h). The
// caller carves those slots from its arena, so it must name their types,
// also in a template, where the call's own types may still be dependent:
// the result through the template parameter it names (T f(T v) called with
// a float: float), or the explicit template arguments (f<float>(...)).
// An exchange buffer holds the values a synchronisation call exchanges.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "clang/AST/ASTContext.h"
#include <string>

namespace c2o {

/// A value passed to or returned by a block call, as the caller sees it:
/// decayed, unqualified, not a reference.
clang::QualType blockSlotType(const clang::ASTContext &Ctx, clang::QualType T);

/// Fills B.Result and B.ArgTypes, as the caller's slots hold them. Returns
/// "" or why a type cannot be told at this call (B then holds what was told
/// before it).
std::string typeBlockCall(const clang::ASTContext &Ctx, BlockCall &B);

/// The element type of a synchronisation call's exchange buffer: int for a
/// vote, else the exchanged value's type (in a template: the argument's).
clang::QualType exchangeType(const clang::ASTContext &Ctx, const SyncCall &SC);

} // namespace c2o
