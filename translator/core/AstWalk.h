//===- AstWalk.h - walking the AST of the translated files ----------------===//
#pragma once
#include "core/SourceView.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTTypeTraits.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <vector>

namespace clang {
class CallExpr;
class DeclRefExpr;
class Expr;
} // namespace clang

namespace c2o {

/// Restricts AST walks and the parent map to the main file's declarations
/// (the CUDA and C++ headers are large and none of our business).
void limitTraversalToMainFile(clang::ASTContext &Ctx);
/// Restricts AST walks and the parent map to the declarations written in the
/// files of \p View (the main file and the project headers it translates).
void limitTraversalToView(const SourceView &View);

/// Calls \p Visit on each ancestor of \p S, innermost first, until it returns
/// true. Climbs through statements and captured regions (OpenMP bodies), and
/// through every declaration when \p ThroughAllDecls.
void forEachAncestor(clang::ASTContext &Ctx, const clang::Stmt *S, bool ThroughAllDecls,
                     llvm::function_ref<bool(const clang::DynTypedNode &)> Visit);

/// The function a statement is written in.
const clang::FunctionDecl *enclosingFunction(clang::ASTContext &Ctx, const clang::Stmt *S);

/// The statement that holds \p S: its parent, or, for an initialiser, the
/// statement declaring the variable; null at the top of a function body.
const clang::Stmt *parentStatement(clang::ASTContext &Ctx, const clang::Stmt *S);

/// Is \p Child the then/else statement of if \p Parent, or the body of loop \p Parent?
bool isBodyOf(const clang::Stmt *Parent, const clang::Stmt *Child);

/// Climbs from \p E through the parentheses and casts around it.
const clang::Expr *climbCasts(clang::ASTContext &Ctx, const clang::Expr *E);

/// Every name reference and every call inside a statement (lambda bodies
/// included), in the order of a walk of the tree.
struct StmtUses {
  std::vector<const clang::DeclRefExpr *> Refs;
  std::vector<const clang::CallExpr *> Calls;
};
StmtUses usesIn(const clang::Stmt *S);

} // namespace c2o
