//===- IndexPointers.h - pointers to the device functions taking the indices ===//
//
// A __device__ function that reads the index built-ins takes them as
// parameters (CudaAstIndex::IndexFunctions). When its address is taken (a
// function pointer, a table of them, a template argument `k<f>`), every
// pointer that may hold it, and every call through such a pointer, must take
// and pass the indices as well; so must every other device function whose
// address goes into a pointer of the same type. This analysis finds them.
//===----------------------------------------------------------------------===//
#pragma once
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseSet.h"
#include <utility>
#include <vector>

namespace c2o {

class CudaAstIndex;

/// A function type written in a translated file (a pointer's, a reference's,
/// a typedef's, a cast's, a non-type template parameter's): where its
/// parameters are written.
struct WrittenFunctionType {
  clang::SourceLocation LParen, RParen;
  unsigned NumParams = 0;
};

struct IndexPointerFacts {
  /// The function types (canonical) whose pointers hold index functions.
  llvm::DenseSet<const clang::Type *> Types;
  /// Where those types are written: each gets the index parameters.
  std::vector<WrittenFunctionType> Written;
  /// Calls through a pointer of one of those types written in the program's
  /// text (a template's own, whose callee no instantiation resolves), with
  /// the function they are in: each passes the indices.
  std::vector<std::pair<const clang::CallExpr *, const clang::FunctionDecl *>> Calls;
  /// Block-level __device__ functions (they read their indices from the
  /// bare launch, C2O_DIRECT_INDICES) whose address goes into a pointer of
  /// one of those types: each gets an overload that takes the indices first
  /// and forwards to it, which the pointer then names.
  llvm::DenseSet<const clang::FunctionDecl *> BlockFunctions;
};

/// Extends \p Index's IndexFunctions with the device functions whose address
/// shares a pointer type with an index function's and with the functions
/// calling through such pointers (and their callers), and fills
/// Index.indexPointers(). Runs after CudaAstIndex::findIndexFunctions.
void findIndexPointers(const SourceView &View, CudaAstIndex &Index);

} // namespace c2o
