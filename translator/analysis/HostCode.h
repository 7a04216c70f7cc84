//===- HostCode.h - host functions as the memory analyses read them -------===//
//
// What DeviceBuffers and ManagedBuffers share: the main file's host function
// definitions, and one function's body with the questions both ask of it
// (which statement a call is, where in a block it stands, the source text of
// an expression).
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/MemoryApi.h"
#include "core/AstWalk.h"
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include <string>
#include <vector>

namespace c2o {

/// The host function definitions of the main file (not kernels, not device
/// functions, not lambdas' call operators, not template instantiations).
struct HostFunctions {
  std::vector<const clang::FunctionDecl *> Found;
  std::vector<const clang::FunctionDecl *> Templates; ///< dependent ones: one text, many instantiations
};
HostFunctions findHostFunctions(const SourceView &View);

/// One host function's body.
class HostFunctionBody {
public:
  HostFunctionBody(const SourceView &View, const clang::FunctionDecl *F);

  const SourceView &View;
  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  const clang::FunctionDecl *F;
  StmtUses Body; ///< every reference and call of the body

  const clang::Stmt *parentStmt(const clang::Stmt *S) const { return parentStatement(Ctx, S); }
  const clang::Expr *climbCasts(const clang::Expr *E) const { return c2o::climbCasts(Ctx, E); }
  /// A loop, or a do-while whose condition is not the constant false.
  bool loopish(const clang::Stmt *S) const;
  /// The name of a call's direct callee, or "".
  static std::string calleeName(const clang::CallExpr *C);
  /// The callee is declared by the bundled CUDA headers.
  bool bundledCallee(const clang::CallExpr *C) const;
  /// The MemoryApi.def row of a call of a bundled CUDA function with enough
  /// arguments for it, if it has one.
  const MemoryApi *cudaMemoryCall(const clang::CallExpr *C) const;
  /// Offset of a location's expansion in the main file (0 elsewhere).
  unsigned offsetOf(clang::SourceLocation L) const;
  unsigned lineOf(clang::SourceLocation L) const { return SM.getExpansionLineNumber(L); }
  /// The original source text of \p E ("" when it is not in the main file).
  std::string textOf(const clang::Expr *E) const;

  /// The statement a call is part of.
  struct Place {
    const clang::Stmt *S = nullptr;
    bool Whole = false;    ///< the call is the whole statement (a macro such as CHECK(call) around it counts)
    bool InBraces = false; ///< a compound statement's child (else an if or loop body)
  };
  Place statementOf(const clang::CallExpr *C) const;

  /// Where a statement stands in block \p B.
  struct AnchorInfo {
    bool Found = false;
    unsigned Index = 0; ///< the index of B's statement that holds it
    bool InLoop = false, InLambda = false;
  };
  AnchorInfo anchorIn(const clang::Stmt *S, const clang::CompoundStmt *B) const;
};

} // namespace c2o
