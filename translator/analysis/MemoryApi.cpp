#include "analysis/MemoryApi.h"
#include "core/SourceRanges.h"
#include <algorithm>

namespace c2o {

using namespace clang;

static const MemoryApi Rows[] = {
#define C2O_MEMORY_API(Name, Action, PointerArg, ValueArg, SizeArg, KindArg)                       \
  {#Name, MemoryAction::Action, PointerArg, ValueArg, SizeArg, KindArg},
#include "analysis/MemoryApi.def"
};

unsigned MemoryApi::minArgs() const { return std::max({PointerArg, ValueArg, SizeArg, KindArg}) + 1; }

const MemoryApi *lookupMemoryApi(llvm::StringRef Name) {
  for (const MemoryApi &R : Rows)
    if (R.Name == Name) return &R;
  return nullptr;
}

static std::string textOf(const SourceView &View, const Expr *E) {
  auto R = exprOffsets(View, E);
  if (!R) return "";
  return View.text().substr(R->first, R->second - R->first);
}

MapExtent extentOf(const SourceView &View, QualType Element, const Expr *Size) {
  QualType Elem = Element.getCanonicalType().getUnqualifiedType();
  const Expr *S = Size->IgnoreParenImpCasts();
  // A const size variable: its initializer says n * sizeof(T).
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
        V && V->getType().isConstQualified() && V->getInit() && V->hasLocalStorage() && !isa<ParmVarDecl>(V))
      if (const auto *B = dyn_cast<BinaryOperator>(V->getInit()->IgnoreParenImpCasts()); B && B->getOpcode() == BO_Mul)
        S = B;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Mul) {
    auto IsSizeofElem = [&](const Expr *X) {
      const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(X->IgnoreParenImpCasts());
      if (!U || U->getKind() != UETT_SizeOf) return false;
      QualType T = U->isArgumentType() ? U->getArgumentType() : U->getArgumentExpr()->getType();
      return T.getCanonicalType().getUnqualifiedType() == Elem;
    };
    if (IsSizeofElem(B->getRHS())) return {MapExtent::Elements, textOf(View, B->getLHS())};
    if (IsSizeofElem(B->getLHS())) return {MapExtent::Elements, textOf(View, B->getRHS())};
  }
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S); U && U->getKind() == UETT_SizeOf) {
    QualType T = U->isArgumentType() ? U->getArgumentType() : U->getArgumentExpr()->getType();
    if (T.getCanonicalType().getUnqualifiedType() == Elem) return {MapExtent::Elements, "1"}; // sizeof(T): one element
  }
  if (Elem->isCharType()) return {MapExtent::Elements, textOf(View, Size)};
  std::string T = textOf(View, Size);
  if (!isa<DeclRefExpr>(Size->IgnoreImpCasts()) && !isa<IntegerLiteral>(Size->IgnoreImpCasts())) T = "(" + T + ")";
  return {MapExtent::Bytes, T};
}

} // namespace c2o
