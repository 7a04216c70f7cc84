//===- BlockSignature.cpp - the block function's declarations -------------===//
//
// (BlockSignature.h says what it edits.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockSignature.h"
#include "core/SourceRanges.h"

namespace c2o {

using namespace clang;

std::string BlockSignature::functionParameters() const {
  std::string S = FunctionParameters;
  QualType R = F->getReturnType();
  if (!R->isVoidType()) S += ", c2o_type<" + Sp.typeText(R, false) + "> *c2o_ret";
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PV = F->getParamDecl(I);
    ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
    std::string N = PV->getNameAsString();
    if (N.empty()) N = "c2o_unused" + std::to_string(I);
    if (M == ParamMode::Uniform) {
      std::string T = Sp.typeText(PV->getType(), true);
      S += ", " + T + (T.back() == '*' ? "" : " ") + N;
      continue;
    }
    std::string T = "c2o_type<" + Sp.typeText(PV->getType().getNonReferenceType(), true) + "> *";
    if (M == ParamMode::PerThreadRef) T += "*";
    S += ", " + T + (PV->getName().empty() ? N : Sp.paramSlotName(PV));
  }
  return S;
}

/// The written return type of D: clang's range, or the type after the arrow
/// of a trailing return type (`auto f(...) -> T`), which clang's leaves out.
static SourceRange writtenReturnType(const FunctionDecl *D) {
  SourceRange RT = D->getReturnTypeSourceRange();
  const auto *FPT = D->getType()->getAs<FunctionProtoType>();
  if (FunctionTypeLoc FTL = D->getFunctionTypeLoc(); RT.isInvalid() && FTL && FPT && FPT->hasTrailingReturn())
    RT = FTL.getReturnLoc().getSourceRange();
  return RT;
}

/// Where D's return type is written: clang's range of a pointer or
/// reference type starts at its pointee (`T` of `const T *`), so the
/// qualifiers written before it are taken in. \p Specifiers: where the
/// declaration's type specifiers begin instead, `auto` of a trailing return
/// type (C2O_BLOCK_FUNCTION goes there).
std::optional<unsigned> BlockSignature::returnTypeStart(const FunctionDecl *D, bool Specifiers) const {
  SourceRange RT = writtenReturnType(D);
  auto B = RT.isValid() ? TC.fileOffset(RT.getBegin()) : TC.fileOffset(D->getTypeSpecStartLoc());
  if (auto S = TC.fileOffset(D->getTypeSpecStartLoc()); Specifiers && S && (!B || *S < *B)) B = S;
  if (!B) return B;
  const std::string &T = TC.SourceView::text();
  for (unsigned I = *B;;) {
    while (I > 0 && (T[I - 1] == ' ' || T[I - 1] == '\t' || T[I - 1] == '\n' || T[I - 1] == '\r')) --I;
    unsigned W = I;
    while (W > 0 && (std::isalnum((unsigned char)T[W - 1]) || T[W - 1] == '_')) --W;
    llvm::StringRef Word(T.data() + W, I - W);
    if (Word != "const" && Word != "volatile") return B;
    B = I = W;
  }
}

/// void NAME_c2o_block(<block parameters>, <result slot>, <parameters>)
/// (`auto NAME_c2o_block(...) -> void` for a trailing return type)
void BlockSignature::writeFunctionSignature(const FunctionDecl *D) {
  SourceRange RT = writtenReturnType(D);
  auto RB = RT.isValid() ? returnTypeStart(D, false) : std::nullopt;
  auto RE = RT.isValid() ? TC.tokenEndOffset(RT.getEnd()) : std::nullopt;
  // `T *f(` has no blank between the type and the name.
  if (RB && RE) {
    const std::string &Text = TC.SourceView::text();
    char Next = *RE < Text.size() ? Text[*RE] : ' ';
    bool Blank = Next == ' ' || Next == '\t' || Next == '\n' || Next == '\r';
    TC.Edits.replace(*RB, *RE - *RB, Blank ? "void" : "void ", true);
  }
  FunctionTypeLoc FTL = D->getFunctionTypeLoc();
  if (!FTL) return;
  auto L = TC.fileOffset(FTL.getLParenLoc()), Rp = TC.fileOffset(FTL.getRParenLoc());
  if (L && Rp && *Rp > *L) TC.Edits.replace(*L + 1, *Rp - *L - 1, functionParameters(), true);
}

/// Declarations of the function without a body (prototypes) declare the
/// block function and its size function.
void BlockSignature::writePrototypes(bool HasDirect, const BlockArena &Arena) {
  for (const FunctionDecl *D : F->redecls()) {
    if (D == F || D->doesThisDeclarationHaveABody() || D->isImplicit()) continue;
    // Clang's own declaration of an explicit specialization, made where the program wrote it.
    if (D->getLocation() == F->getLocation()) continue;
    auto R = declOffsets(TC, D);
    if (!R || !TC.isWrittenInView(D->getLocation())) continue;
    // The direct form keeps the function's name: its prototype stays too.
    if (HasDirect)
      TC.Edits.insert(TC.lineStart(R->first),
                      "#if C2O_HAS_BARE\n#pragma omp declare target\n" +
                          TC.Edits.rewrittenText(R->first, R->second - R->first) +
                          ";\n#pragma omp end declare target\n#endif\n",
                      0, /*Generated=*/true);
    if (!D->isInlineSpecified() && !needsInline(TC, D))
      if (auto TypeOff = returnTypeStart(D, true))
        TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
    TC.replaceToken(D->getLocation(), F->getNameAsString() + BlockSuffix);
    writeFunctionSignature(D);
    TC.Edits.insert(TC.lineStart(R->first), Arena.sizeFunction(true), 1);
  }
}

void BlockSignature::prependBodyParameters() {
  FunctionTypeLoc FTL = F->getFunctionTypeLoc();
  if (!FTL) return;
  auto Off = TC.fileOffset(FTL.getLParenLoc());
  if (!Off) return;
  unsigned At = *Off + 1;
  const std::string &T = TC.Edits.original();
  unsigned I = skipBlanksAndComments(T, At);
  if (F->getNumParams() > 0) {
    TC.Edits.insert(At, std::string(BlockParameters) + ", ", 2, true);
  } else if (T.compare(I, 4, "void") == 0 && T[skipBlanksAndComments(T, I + 4)] == ')') {
    TC.Edits.replace(I, 4, BlockParameters, true);
  } else {
    TC.Edits.insert(At, BlockParameters, 2, true);
  }
}

} // namespace c2o
