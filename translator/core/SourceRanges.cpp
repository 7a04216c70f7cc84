#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"

namespace c2o {

using namespace clang;

static std::optional<unsigned> expansionOffset(const SourceView &V, SourceLocation L) {
  return V.fileOffset(V.SM.getExpansionLoc(L));
}

std::optional<std::pair<unsigned, unsigned>> declOffsets(const SourceView &V,
                                                         const Decl *D) {
  const Decl *Outer = D;
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate()) Outer = FTD;
  if (const auto *VD = dyn_cast<VarDecl>(D)) // a variable template: its template header is part of it
    if (const VarTemplateDecl *VTD = VD->getDescribedVarTemplate()) Outer = VTD;
  auto B = expansionOffset(V, Outer->getBeginLoc());
  CharSourceRange EndR = V.SM.getExpansionRange(D->getEndLoc());
  auto E = V.tokenEndOffset(EndR.getEnd());
  if (!B || !E) return std::nullopt;
  // Leading GNU attributes (our keyword macros) are not part of the decl's range.
  for (const Attr *A : D->attrs()) {
    if (A->isImplicit() || A->isInherited()) continue;
    if (auto AB = expansionOffset(V, A->getLocation())) B = std::min(*B, *AB);
  }
  return std::make_pair(*B, *E);
}

std::optional<std::pair<unsigned, unsigned>> exprOffsets(const SourceView &V,
                                                         const Expr *E) {
  // A whole macro argument maps back to its text; anything else to the expansion.
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(E->getSourceRange()),
                                               V.SM, V.Ctx.getLangOpts());
  if (R.isInvalid()) R = V.SM.getExpansionRange(E->getSourceRange());
  auto B = V.fileOffset(R.getBegin());
  auto End = R.isTokenRange() ? V.tokenEndOffset(R.getEnd()) : V.fileOffset(R.getEnd());
  if (!B || !End) return std::nullopt;
  return std::make_pair(*B, *End);
}

unsigned skipBlanksAndComments(const std::string &T, unsigned I) {
  while (I < T.size()) {
    if (isspace(static_cast<unsigned char>(T[I]))) { ++I; continue; }
    if (T.compare(I, 2, "//") == 0) { while (I < T.size() && T[I] != '\n') ++I; continue; }
    if (T.compare(I, 2, "/*") == 0) {
      size_t E = T.find("*/", I + 2);
      I = E == std::string::npos ? T.size() : E + 2;
      continue;
    }
    break;
  }
  return I;
}

/// Does \p S end with a compound statement's '}', which no ';' follows
/// (`{ ... }`, `if (c) { ... }`, `for (...) { ... }`)? A statement ending in
/// a braced initialiser or a lambda's body (`return T{a, b};`, `x = T{};`)
/// ends with its ';'.
static bool endsWithCompound(const Stmt *S) {
  while (S) {
    if (isa<CompoundStmt>(S) || isa<CXXTryStmt>(S)) return true;
    if (const auto *I = dyn_cast<IfStmt>(S)) S = I->getElse() ? I->getElse() : I->getThen();
    else if (const auto *F = dyn_cast<ForStmt>(S)) S = F->getBody();
    else if (const auto *W = dyn_cast<WhileStmt>(S)) S = W->getBody();
    else if (const auto *R = dyn_cast<CXXForRangeStmt>(S)) S = R->getBody();
    else if (const auto *Sw = dyn_cast<SwitchStmt>(S)) S = Sw->getBody();
    else if (const auto *L = dyn_cast<LabelStmt>(S)) S = L->getSubStmt();
    else if (const auto *A = dyn_cast<AttributedStmt>(S)) S = A->getSubStmt();
    else if (const auto *C = dyn_cast<SwitchCase>(S)) S = C->getSubStmt();
    else return false;
  }
  return false;
}

std::optional<std::pair<unsigned, unsigned>> stmtOffsets(const SourceView &V, const Stmt *S) {
  // A statement may start with a keyword macro (__shared__) or be a macro
  // call as a whole: its place is where the macro is written.
  SourceLocation B = V.SM.getExpansionLoc(S->getBeginLoc());
  SourceLocation E = V.SM.getExpansionRange(S->getEndLoc()).getEnd();
  auto BO = V.fileOffset(B);
  auto EO = V.tokenEndOffset(E);
  if (!BO || !EO) return std::nullopt;
  const std::string &T = V.text();
  unsigned End = *EO;
  if (End > 0 && (T[End - 1] != '}' || !endsWithCompound(S))) {
    unsigned I = skipBlanksAndComments(T, End);
    if (I < T.size() && T[I] == ';') End = I + 1;
  }
  return std::make_pair(*BO, End);
}

unsigned offsetPastSemicolon(const SourceView &V, unsigned End) {
  const std::string &T = V.text();
  unsigned I = End;
  int Depth = 0;
  while (I < T.size()) {
    I = skipBlanksAndComments(T, I);
    if (I >= T.size()) break;
    char C = T[I];
    if (C == '(' || C == '{' || C == '[') ++Depth;
    if (C == ')' || C == '}' || C == ']') --Depth;
    if (C == ';' && Depth <= 0) return I + 1;
    ++I;
  }
  return End;
}

unsigned directiveEnd(const std::string &T, unsigned Begin) {
  unsigned I = Begin;
  while (I < T.size()) {
    if (T[I] == '\\' && I + 1 < T.size() && T[I + 1] == '\n') { I += 2; continue; }
    if (T[I] == '\\' && I + 2 < T.size() && T[I + 1] == '\r' && T[I + 2] == '\n') { I += 3; continue; }
    if (T[I] == '\n' || (T[I] == '\r' && I + 1 < T.size() && T[I + 1] == '\n')) return I;
    if (T.compare(I, 2, "//") == 0) { // a line comment ends the directive (its continuation lines too)
      while (I < T.size() && T[I] != '\n') {
        if (T[I] == '\\' && I + 1 < T.size() && T[I + 1] == '\n') ++I;
        ++I;
      }
      return I;
    }
    if (T.compare(I, 2, "/*") == 0) {
      size_t E = T.find("*/", I + 2);
      size_t NL = T.find('\n', I + 2);
      if (E == std::string::npos || (NL != std::string::npos && NL < E)) return I; // runs past the line
      I = E + 2;
      continue;
    }
    ++I;
  }
  return I;
}

} // namespace c2o
