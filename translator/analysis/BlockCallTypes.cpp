//===- BlockCallTypes.cpp - the types of a block function's slots ---------===//
#include "analysis/BlockCallTypes.h"
#include "clang/AST/ExprCXX.h"

namespace c2o {

using namespace clang;

namespace {

/// A template type parameter standing alone (T, const T &).
const TemplateTypeParmType *bareParm(QualType T) {
  return T.getNonReferenceType().getUnqualifiedType()->getAs<TemplateTypeParmType>();
}

/// The explicit template arguments written at a call (f<16>(x)), if any.
ArrayRef<TemplateArgumentLoc> explicitTemplateArgs(const CallExpr *C) {
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(Callee)) return D->template_arguments();
  if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) return U->template_arguments();
  return {};
}

} // namespace

QualType exchangeType(const ASTContext &Ctx, const SyncCall &SC) {
  if (SC.Fn->ElemType == "int") return Ctx.IntTy;
  if (SC.Fn->ElemType == "$arg" && SC.Fn->ValueArg >= 0 && (unsigned)SC.Fn->ValueArg < SC.Call->getNumArgs())
    return SC.Call->getArg(SC.Fn->ValueArg)->IgnoreParenImpCasts()->getType().getNonReferenceType().getUnqualifiedType();
  // A shuffle exchanges values of its argument's type (in a template: T).
  QualType T = SC.Call->getType();
  if (T->isDependentType() && SC.Fn->ValueArg >= 0 && (unsigned)SC.Fn->ValueArg < SC.Call->getNumArgs())
    T = SC.Call->getArg(SC.Fn->ValueArg)->IgnoreParenImpCasts()->getType();
  return T.getNonReferenceType().getUnqualifiedType();
}

QualType blockSlotType(const ASTContext &Ctx, QualType T) {
  T = T.getNonReferenceType();
  if (T->isArrayType() || T->isFunctionType()) T = Ctx.getDecayedType(T);
  return T.getUnqualifiedType();
}

std::string typeBlockCall(const ASTContext &Ctx, BlockCall &B) {
  const CallExpr *C = B.Call;
  const FunctionDecl *Direct = C->getDirectCallee();
  const FunctionDecl *Decl = Direct ? Direct : B.Callee;
  const FunctionDecl *Pattern = B.Callee;
  std::string Name = Pattern->getNameAsString();
  // The result: the call's type, or through the template parameter it names
  // (T f(T v) called with a T: the argument's type).
  QualType R = Pattern->getReturnType();
  if (!R->isVoidType()) {
    QualType T = Direct ? Direct->getReturnType() : C->getType();
    if (T->isDependentType() && !R->isDependentType()) T = R;
    if (T->isDependentType())
      if (const TemplateTypeParmType *TP = bareParm(R)) {
        for (unsigned I = 0; I < Pattern->getNumParams() && I < C->getNumArgs(); ++I) {
          const TemplateTypeParmType *PP = bareParm(Pattern->getParamDecl(I)->getType());
          if (PP && PP->getDepth() == TP->getDepth() && PP->getIndex() == TP->getIndex()) {
            T = C->getArg(I)->getType();
            break;
          }
        }
        auto Explicit = explicitTemplateArgs(C);
        if (T->isSpecificBuiltinType(BuiltinType::Dependent) && TP->getIndex() < Explicit.size() &&
            Explicit[TP->getIndex()].getArgument().getKind() == TemplateArgument::Type)
          T = Explicit[TP->getIndex()].getArgument().getAsType();
      }
    if (T->isSpecificBuiltinType(BuiltinType::Dependent))
      return "cannot tell the type of the result of '" + Name + "' here";
    B.Result = blockSlotType(Ctx, T);
  }
  for (unsigned I = 0; I < Decl->getNumParams(); ++I) {
    QualType PT = Decl->getParamDecl(I)->getType();
    QualType T = PT;
    if (T->isDependentType()) {
      if (I >= C->getNumArgs() || isa<CXXDefaultArgExpr>(C->getArg(I)))
        return "a default argument of '" + Name + "' whose type a template decides";
      T = C->getArg(I)->getType();
      if (PT->isReferenceType()) T = T.getNonReferenceType().getUnqualifiedType();
      else T = blockSlotType(Ctx, T);
    } else {
      T = PT->isReferenceType() ? PT.getNonReferenceType().getUnqualifiedType() : blockSlotType(Ctx, PT);
    }
    if (T->isSpecificBuiltinType(BuiltinType::Dependent) || T->isSpecificBuiltinType(BuiltinType::Overload))
      return "cannot tell the type of argument " + std::to_string(I + 1) + " of '" + Name + "' here";
    B.ArgTypes.push_back(T);
  }
  return "";
}

} // namespace c2o
