#include "rewrite/TranslationContext.h"
#include "clang/Lex/Lexer.h"

namespace c2o {

using namespace clang;

std::optional<std::string> TranslationContext::text(SourceRange R) const {
  auto B = fileOffset(R.getBegin());
  auto E = tokenEndOffset(R.getEnd());
  if (!B || !E || *E < *B) return std::nullopt;
  return Edits.rewrittenText(*B, *E - *B);
}

std::optional<std::string> TranslationContext::writtenText(SourceRange R) const {
  return text(SourceRange(SM.getExpansionRange(R.getBegin()).getBegin(), SM.getExpansionRange(R.getEnd()).getEnd()));
}

bool TranslationContext::replaceToken(SourceLocation L, llvm::StringRef NewText) {
  auto Off = spellingOffset(L);
  if (!Off) return false;
  SourceLocation S = SM.getSpellingLoc(L);
  unsigned Len = Lexer::MeasureTokenLength(S, SM, Ctx.getLangOpts());
  return Edits.replace(*Off, Len, NewText);
}

} // namespace c2o
