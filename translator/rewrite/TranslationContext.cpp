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

bool TranslationContext::replaceToken(SourceLocation L, llvm::StringRef NewText) {
  auto Off = spellingOffset(L);
  if (!Off) return false;
  SourceLocation S = SM.getSpellingLoc(L);
  unsigned Len = Lexer::MeasureTokenLength(S, SM, Ctx.getLangOpts());
  return Edits.replace(*Off, Len, NewText);
}

} // namespace c2o
