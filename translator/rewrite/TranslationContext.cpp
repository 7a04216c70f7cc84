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

namespace c2o {

const char *rule_channel::name(unsigned Channel) {
  switch (Channel) {
  case Claims: return "Claims";
  case FinalAtomics: return "FinalAtomics";
  case AtomicRows: return "AtomicRows";
  case Diagnostics: return "Diagnostics";
  }
  return "?";
}

void TranslationContext::use(unsigned Channel, bool Write) const {
  if (!Step || !Violation.empty()) return;
  unsigned Declared = Write ? StepWrites : StepReads;
  if (!(Declared & Channel))
    Violation = std::string(Step) + (Write ? " writes " : " reads ") + rule_channel::name(Channel) +
                ", which it does not declare";
}

void TranslationContext::diag(DiagID ID, clang::SourceLocation L, llvm::ArrayRef<std::string> Args) {
  use(rule_channel::Diagnostics, /*Write=*/true);
  Diags.report(ID, L, Args);
}

DiagnosticSink &TranslationContext::diagnostics() {
  use(rule_channel::Diagnostics, /*Write=*/false);
  return Diags;
}

void TranslationContext::claim(const void *Node) {
  use(rule_channel::Claims, /*Write=*/true);
  Claimed.insert(Node);
}

bool TranslationContext::isClaimed(const void *Node) const {
  use(rule_channel::Claims, /*Write=*/false);
  return Claimed.count(Node) != 0;
}

std::map<const clang::CallExpr *, FinalAtomic> &TranslationContext::finalAtomics(bool ToWrite) {
  use(rule_channel::FinalAtomics, ToWrite);
  return FinalAtomics;
}

void TranslationContext::addAtomicExplanation(std::string Row) {
  use(rule_channel::AtomicRows, /*Write=*/true);
  AtomicExplanations.push_back(std::move(Row));
}

void TranslationContext::addHintedAtomic(const HintedAtomic &H) {
  use(rule_channel::AtomicRows, /*Write=*/true);
  HintedAtomics.push_back(H);
}

void TranslationContext::beginStep(const char *Name, unsigned Reads, unsigned Writes) {
  Step = Name;
  StepReads = Reads;
  StepWrites = Writes;
  Violation.clear();
}

std::string TranslationContext::endStep() {
  Step = nullptr;
  return std::move(Violation);
}

} // namespace c2o
