//===- SourceRanges.h - offsets of declarations and expressions -----------===//
//
// Where a declaration, an expression or a statement is written in the main
// file, as [begin, end) offsets of its original text.
//===----------------------------------------------------------------------===//
#pragma once
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <optional>
#include <utility>

namespace c2o {

/// [begin, end) offsets in the main file of \p D, from its template header or
/// leading CUDA keyword to its closing brace or last token (not the ';').
std::optional<std::pair<unsigned, unsigned>> declOffsets(const SourceView &V,
                                                         const clang::Decl *D);
/// [begin, end) offsets of \p E, through macro expansions; none when either
/// end is not in the main file.
std::optional<std::pair<unsigned, unsigned>> exprOffsets(const SourceView &V,
                                                         const clang::Expr *E);
/// [begin, end) offsets of statement \p S with its ';', where the macros it
/// starts or ends in are written.
std::optional<std::pair<unsigned, unsigned>> stmtOffsets(const SourceView &V,
                                                         const clang::Stmt *S);
/// Offset just past the ';' that ends a declaration ending at \p End.
unsigned offsetPastSemicolon(const SourceView &V, unsigned End);
/// Offset of the first character that is not blank or a comment at or after \p Offset.
unsigned skipBlanksAndComments(const std::string &Text, unsigned Offset);

/// The end of the directive whose name starts at \p Begin: the end of its
/// logical line (backslash-newlines joined), or where a block comment that
/// runs past it starts.
unsigned directiveEnd(const std::string &Text, unsigned Begin);

} // namespace c2o
