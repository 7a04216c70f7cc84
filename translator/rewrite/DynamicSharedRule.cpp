//===- DynamicSharedRule.cpp - extern __shared__ in accessor functions ----===//
//
// Each `extern __shared__ T n[];` of a function that is not block-level (an
// accessor: dynamicSharedAccessors, CudaAstIndex.h) becomes
// `T *n = c2o_dynamic_shared_as();`, the dynamic shared memory of the launch
// the calling thread runs in (c2o_dynamic_shared.h), valid in the direct
// form and in the phases; `T n[][M]` becomes `T (*n)[M]`. The declaration is
// edited where it is written: in the file, or in the #define of the
// program's macro that writes it (BUILD_SHAREDMEMORY_TYPE(t, n) of NVIDIA's
// samples), once for all its expansions, so the edit names the type and the
// array as the text does (`t *n`). What cannot be edited that way gets
// C2O1001 at the declaration.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/CharInfo.h"
#include <set>

namespace c2o {

using namespace clang;

namespace {

/// Where the token at \p L is written in the view's text: a token of a
/// program's macro in its #define (or its argument where the macro is used),
/// a token of a bundled macro (__shared__) where that macro is used.
std::optional<unsigned> writtenOffset(const TranslationContext &TC, SourceLocation L) {
  for (int Depth = 0; Depth < 16 && L.isValid(); ++Depth) {
    if (L.isFileID()) return TC.fileOffset(L);
    if (auto O = TC.spellingOffset(L)) return O;
    L = TC.SM.getImmediateExpansionRange(L).getBegin();
  }
  return std::nullopt;
}

/// \p Text without the words \p Word (and the blanks after each).
std::string withoutWord(std::string Text, llvm::StringRef Word) {
  for (size_t At = Text.find(Word.str()); At != std::string::npos; At = Text.find(Word.str(), At)) {
    size_t End = At + Word.size();
    bool Alone = (At == 0 || !isAsciiIdentifierContinue(Text[At - 1])) &&
                 (End == Text.size() || !isAsciiIdentifierContinue(Text[End]));
    if (!Alone) {
      At = End;
      continue;
    }
    while (End < Text.size() && isHorizontalWhitespace(Text[End])) ++End;
    Text.erase(At, End - At);
  }
  return Text;
}

/// Rewrites the declaration of \p V; "" when done, else why it cannot be.
/// \p Done: the declarations already rewritten (a macro's, expanded again).
std::string rewriteDeclaration(TranslationContext &TC, const VarDecl *V, std::set<unsigned> &Done) {
  const auto *DS = [&]() -> const DeclStmt * {
    for (const DynTypedNode &N : TC.Ctx.getParents(*V))
      if (const auto *S = N.get<DeclStmt>()) return S;
    return nullptr;
  }();
  if (!DS) return "it is not declared in a function's body";
  if (!DS->isSingleDecl()) return "it is declared together with other variables";
  TypeSourceInfo *TSI = V->getTypeSourceInfo();
  auto ATL = TSI ? TSI->getTypeLoc().getAs<IncompleteArrayTypeLoc>() : IncompleteArrayTypeLoc();
  if (!ATL) return "it is not an array of unknown size";
  auto Begin = writtenOffset(TC, DS->getBeginLoc());
  auto LB = writtenOffset(TC, ATL.getLBracketLoc()), RB = writtenOffset(TC, ATL.getRBracketLoc());
  auto Last = writtenOffset(TC, V->getEndLoc());
  const std::string &T = TC.Edits.original();
  if (Begin && Done.count(*Begin)) return "";
  if (!Begin || !LB || !RB || !Last || !(*Begin < *LB && *LB < *RB && *RB <= *Last) || T[*LB] != '[' ||
      T[*RB] != ']' || T[*Last] != ']' || TC.fileIndexAt(*Begin) != TC.fileIndexAt(*Last))
    return "its declaration is not written in one piece of text (in the file or in one macro's definition)";
  // The name: the identifier before the first '['.
  unsigned NameEnd = *LB;
  while (NameEnd > *Begin && isWhitespace(T[NameEnd - 1])) --NameEnd;
  unsigned NameBegin = NameEnd;
  while (NameBegin > *Begin && isAsciiIdentifierContinue(T[NameBegin - 1])) --NameBegin;
  if (NameBegin == NameEnd) return "its name is not written before its brackets";
  std::string Prefix = TC.Edits.rewrittenText(*Begin, NameBegin - *Begin);
  Prefix = withoutWord(withoutWord(Prefix, "extern"), "__shared__");
  std::string Name = T.substr(NameBegin, NameEnd - NameBegin);
  std::string Text;
  unsigned End = *RB + 1;
  if (ATL.getElementLoc().getAs<ArrayTypeLoc>()) { // T n[][M] -> T (*n)[M]
    End = *Last + 1;
    Text = Prefix + "(*" + Name + ")" + TC.Edits.rewrittenText(*RB + 1, End - (*RB + 1));
  } else {
    Text = Prefix + "*" + Name;
  }
  if (!TC.Edits.replace(*Begin, End - *Begin, Text + " = c2o_dynamic_shared_as()"))
    return "another edit overlaps its declaration";
  Done.insert(*Begin);
  return "";
}

/// The declaration of \p V as it was written (the keyword rule's removal of
/// __shared__ undone): left as it is, it does not compile.
void keepDeclaration(TranslationContext &TC, const VarDecl *V) {
  for (const DynTypedNode &N : TC.Ctx.getParents(*V))
    if (const auto *DS = N.get<DeclStmt>()) {
      auto B = writtenOffset(TC, DS->getBeginLoc()), E = writtenOffset(TC, DS->getEndLoc());
      if (B && E && *B < *E && TC.fileIndexAt(*B) == TC.fileIndexAt(*E))
        TC.Edits.replace(*B, *E - *B, TC.Edits.original().substr(*B, *E - *B));
    }
}

} // namespace

void runDynamicSharedRule(TranslationContext &TC, const CudaAstIndex &Index) {
  std::set<unsigned> Done;
  for (const VarDecl *V : dynamicSharedAccessors(Index)) {
    std::string Why = rewriteDeclaration(TC, V, Done);
    if (Why.empty()) {
      ++TC.Stats.Converted;
      continue;
    }
    keepDeclaration(TC, V);
    const auto *F = dyn_cast<FunctionDecl>(V->getLexicalDeclContext());
    TC.diag(DiagID::BlockSharingUntranslated, V->getLocation(),
            {F ? F->getNameAsString() : std::string("?"), "extern __shared__ '" + V->getNameAsString() + "'",
             "the declaration cannot be made a pointer to the launch's dynamic shared memory: " + Why});
  }
}

} // namespace c2o
