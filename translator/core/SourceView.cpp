#include "core/SourceView.h"
#include "clang/Lex/Lexer.h"

namespace c2o {

using namespace clang;

SourceView::SourceView(ASTContext &Ctx, std::string BundledDir)
    : Ctx(Ctx), SM(Ctx.getSourceManager()), BundledDir(std::move(BundledDir)),
      Text(SM.getBufferData(SM.getMainFileID()).str()) {}

bool isBundledHeaderPath(llvm::StringRef Path, llvm::StringRef BundledDir) {
  return Path.starts_with(BundledDir) || Path.contains("/cuda_include/");
}

bool SourceView::isBundled(SourceLocation L) const {
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

bool SourceView::isBundled(const Decl *D) const {
  if (!D) return false;
  for (const Decl *R : D->redecls())
    if (isBundled(R->getLocation())) return true;
  return false;
}

std::optional<unsigned> SourceView::spellingOffset(SourceLocation L) const {
  if (L.isInvalid()) return std::nullopt;
  SourceLocation S = SM.getSpellingLoc(L);
  if (!SM.isWrittenInMainFile(S) || SM.getFileID(S) != SM.getMainFileID()) return std::nullopt;
  return SM.getFileOffset(S);
}

std::optional<unsigned> SourceView::fileOffset(SourceLocation L) const {
  if (L.isInvalid() || L.isMacroID()) return std::nullopt;
  if (SM.getFileID(L) != SM.getMainFileID()) return std::nullopt;
  return SM.getFileOffset(L);
}

std::optional<unsigned> SourceView::tokenEndOffset(SourceLocation L) const {
  auto Off = fileOffset(L);
  if (!Off) return std::nullopt;
  return *Off + Lexer::MeasureTokenLength(L, SM, Ctx.getLangOpts());
}

unsigned SourceView::lineStart(unsigned Offset) const {
  while (Offset > 0 && Text[Offset - 1] != '\n') --Offset;
  return Offset;
}

std::string SourceView::indentOf(unsigned Offset) const {
  unsigned B = lineStart(Offset), E = B;
  while (E < Text.size() && (Text[E] == ' ' || Text[E] == '\t')) ++E;
  return Text.substr(B, E - B);
}

} // namespace c2o
