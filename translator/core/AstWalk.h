//===- AstWalk.h - walking the AST of the main file -----------------------===//
#pragma once
#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTTypeTraits.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace c2o {

/// Restricts AST walks and the parent map to the main file's declarations
/// (the CUDA and C++ headers are large and none of our business).
void limitTraversalToMainFile(clang::ASTContext &Ctx);

/// Calls \p Visit on each ancestor of \p S, innermost first, until it returns
/// true. Climbs through statements and captured regions (OpenMP bodies), and
/// through every declaration when \p ThroughAllDecls.
void forEachAncestor(clang::ASTContext &Ctx, const clang::Stmt *S, bool ThroughAllDecls,
                     llvm::function_ref<bool(const clang::DynTypedNode &)> Visit);

/// The function a statement is written in.
const clang::FunctionDecl *enclosingFunction(clang::ASTContext &Ctx, const clang::Stmt *S);

} // namespace c2o
