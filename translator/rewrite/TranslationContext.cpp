#include "rewrite/TranslationContext.h"
#include "analysis/CudaConstructs.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

namespace c2o {

using namespace clang;

bool TranslationContext::mapsManagedAround(const Expr *AllocCallee) const {
  return llvm::any_of(ManagedPlans, [&](const ManagedPlan &M) { return M.Mapped && M.AllocCallee == AllocCallee; });
}

bool TranslationContext::mapsManagedAround(const VarDecl *Pointer) const {
  return llvm::any_of(ManagedPlans, [&](const ManagedPlan &M) { return M.Mapped && M.Pointer == Pointer; });
}

bool TranslationContext::isBundled(SourceLocation L) const {
  if (L.isInvalid()) return false;
  SourceLocation S = SM.getSpellingLoc(L);
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(S));
  // A name made by token pasting in a macro of the bundled headers
  // (cublas##p##gemm) is spelled in the scratch buffer: the macro's
  // expansion tells where it was declared.
  if (!F && L.isMacroID()) F = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(L)));
  if (!F) return false;
  return isBundledHeaderPath(F->getName(), BundledDir);
}

bool TranslationContext::isBundled(const Decl *D) const {
  if (!D) return false;
  // Some CUDA names (__expf ...) are also clang builtins: look at every declaration.
  for (const Decl *R : D->redecls())
    if (isBundled(R->getLocation())) return true;
  return false;
}

std::optional<unsigned> TranslationContext::spellingOffset(SourceLocation L) const {
  if (L.isInvalid()) return std::nullopt;
  SourceLocation S = SM.getSpellingLoc(L);
  if (!SM.isWrittenInMainFile(S) || SM.getFileID(S) != SM.getMainFileID()) return std::nullopt;
  return SM.getFileOffset(S);
}

std::optional<unsigned> TranslationContext::fileOffset(SourceLocation L) const {
  if (L.isInvalid() || L.isMacroID()) return std::nullopt;
  if (SM.getFileID(L) != SM.getMainFileID()) return std::nullopt;
  return SM.getFileOffset(L);
}

std::optional<unsigned> TranslationContext::tokenEndOffset(SourceLocation L) const {
  auto Off = fileOffset(L);
  if (!Off) return std::nullopt;
  return *Off + Lexer::MeasureTokenLength(L, SM, Ctx.getLangOpts());
}

std::optional<std::string> TranslationContext::text(SourceRange R) const {
  auto B = fileOffset(R.getBegin());
  auto E = tokenEndOffset(R.getEnd());
  if (!B || !E || *E < *B) return std::nullopt;
  return Edits.rewrittenText(*B, *E - *B);
}

bool TranslationContext::replaceToken(SourceLocation L, llvm::StringRef NewText) {
  auto Off = spellingOffset(L);
  if (!Off) return false;
  SourceLocation S = SM.getSpellingLoc(L);
  unsigned Len = Lexer::MeasureTokenLength(S, SM, Ctx.getLangOpts());
  return Edits.replace(*Off, Len, NewText);
}

unsigned TranslationContext::lineStart(unsigned Offset) const {
  const std::string &T = Edits.original();
  while (Offset > 0 && T[Offset - 1] != '\n') --Offset;
  return Offset;
}

std::string TranslationContext::indentOf(unsigned Offset) const {
  const std::string &T = Edits.original();
  unsigned B = lineStart(Offset), E = B;
  while (E < T.size() && (T[E] == ' ' || T[E] == '\t')) ++E;
  return T.substr(B, E - B);
}

void TranslationContext::diag(DiagID ID, SourceLocation L, llvm::ArrayRef<std::string> Args) {
  Diagnostic D;
  D.ID = ID;
  D.Text = formatMessage(ID, Args);
  SourceLocation S = SM.getSpellingLoc(L);
  if (SM.getFileID(S) != SM.getMainFileID()) S = SM.getExpansionLoc(L);
  PresumedLoc P = SM.getPresumedLoc(S);
  if (P.isValid()) {
    D.File = P.getFilename();
    D.Line = P.getLine();
    D.Column = P.getColumn();
  }
  D.Offset = SM.getFileID(S) == SM.getMainFileID() ? SM.getFileOffset(S) : 0;
  // One diagnostic per place and ID (a macro expanded many times).
  for (const Diagnostic &Old : Diags)
    if (Old.ID == D.ID && Old.Offset == D.Offset && Old.Text == D.Text) return;
  // Only C2O10xx leave a construct as it is; the others annotate a translation.
  if (diagInfo(ID).Level != DiagLevel::Note && llvm::StringRef(diagInfo(ID).ID).starts_with("C2O10"))
    ++Stats.Unconverted;
  Diags.push_back(std::move(D));
}

} // namespace c2o
