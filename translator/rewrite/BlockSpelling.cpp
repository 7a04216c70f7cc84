//===- BlockSpelling.cpp - types, values and names of the block writer ---===//
//
// (BlockSpelling.h says what it answers.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockSpelling.h"
#include "core/SourceRanges.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace c2o {

using namespace clang;

/// The type's spelling; one that ends with '>' gets a blank, so that
/// c2o_type<ns::tile<16> > never spells '>>>'.
std::string BlockSpelling::typeText(QualType T, bool KeepQualifiers) const {
  if (!KeepQualifiers) T = T.getUnqualifiedType();
  if (!T->isDependentType()) T = T.getCanonicalType();
  std::string S = T.getAsString(PP);
  if (!S.empty() && S.back() == '>') S += ' ';
  return S;
}

/// \p T as a template argument: c2o_type<float[4]>, but a template-id
/// as it is (formatting joins '> > >' into '>>>', which reads as CUDA).
std::string BlockSpelling::typeArgument(const std::string &T) {
  return !T.empty() && (T.back() == '>' || (T.size() > 1 && T.compare(T.size() - 2, 2, "> ") == 0))
             ? T
             : "c2o_type<" + T + ">";
}

std::string BlockSpelling::exprText(const Expr *E) const {
  if (auto It = Spelled.find(E); It != Spelled.end()) return It->second;
  auto R = exprOffsets(TC, E);
  return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string("/*?*/");
}

std::string BlockSpelling::rangeText(SourceLocation B, SourceLocation E) const {
  auto BO = TC.fileOffset(TC.SM.getExpansionLoc(B));
  auto EO = TC.tokenEndOffset(TC.SM.getExpansionLoc(E));
  return BO && EO && *EO >= *BO ? TC.Edits.rewrittenText(*BO, *EO - *BO) : std::string();
}

/// N of a thread_block_tile<N> type (C2O_WARP_SIZE for other groups).
std::string BlockSpelling::tileWidth(QualType T) const {
  T = T.getNonReferenceType().getUnqualifiedType();
  if (const auto *RT = T->getAs<RecordType>())
    if (const auto *CTS = dyn_cast<ClassTemplateSpecializationDecl>(RT->getDecl()))
      if (CTS->getTemplateArgs().size() > 0 && CTS->getTemplateArgs()[0].getKind() == TemplateArgument::Integral)
        return llvm::toString(CTS->getTemplateArgs()[0].getAsIntegral(), 10);
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (!TST->template_arguments().empty()) {
      std::string S;
      llvm::raw_string_ostream OS(S);
      TST->template_arguments()[0].print(PP, OS, /*IncludeType=*/false);
      return OS.str();
    }
  return "C2O_WARP_SIZE";
}

/// N of tiled_partition<N>(parent): as written (in a template, the call's
/// type is dependent), else from the call's type.
std::string BlockSpelling::handleWidth(const CallExpr *C) const {
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  ArrayRef<TemplateArgumentLoc> Args;
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(Callee)) Args = D->template_arguments();
  else if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) Args = U->template_arguments();
  if (!Args.empty()) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    Args[0].getArgument().print(PP, OS, /*IncludeType=*/false);
    return OS.str();
  }
  return tileWidth(C->getType());
}

/// What a reader over \p Group takes for it: a tile's width; a coalesced
/// group itself (its lanes are its own); in a template, where the group's
/// type is not known, c2o_group_arg(group), which is either.
std::string BlockSpelling::groupWidth(const Expr *Group) const {
  QualType T = Group->getType();
  if (isCoalescedGroup(T)) return exprText(Group);
  std::string W = tileWidth(T);
  if (W != "C2O_WARP_SIZE") return W;
  return "c2o_group_arg(" + exprText(Group) + ")";
}

/// The type of \p V's slot per thread; a group handle declared 'auto' in a
/// template is the handle's helper type (c2o_thread_block_tile<N>).
std::string BlockSpelling::replicaType(const VarDecl *V) const {
  const CallExpr *H = handleInit(V);
  const SyncFunction *SF = H ? lookupSyncCall(H) : nullptr;
  if (!SF || !V->getType()->getContainedDeducedType() || H->getNumArgs() >= 2) return typeText(V->getType(), false);
  if (SF->Name.ends_with("tiled_partition")) return SF->Reader.str() + "<" + handleWidth(H) + "> ";
  return SF->Reader.str();
}

/// Is \p T cooperative_groups::coalesced_group (what coalesced_threads() and the partitions give)?
bool BlockSpelling::isCoalescedGroup(QualType T) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getQualifiedNameAsString() == "cooperative_groups::coalesced_group";
}

std::string BlockSpelling::flagArray(FlagRef F) const {
  switch (F.K) {
  case FlagRef::Mask: return "c2o_m" + std::to_string(F.N);
  case FlagRef::Exited: return "c2o_exited";
  case FlagRef::Off: return offName(F.N);
  }
  return "";
}

std::string BlockSpelling::replicaName(const VarDecl *V) const {
  auto It = std::find(P.Replicated.begin(), P.Replicated.end(), V);
  return "c2o_r" + std::to_string(It - P.Replicated.begin()) + "_" + V->getNameAsString();
}

const BlockKernelPlan &BlockSpelling::calleePlan(const BlockCall &B) const {
  const BlockKernelPlan *CP = Plans.planOf(B.Callee);
  assert(CP && "a block call of a function without a plan");
  return *CP;
}

ParamMode BlockSpelling::modeOf(const BlockCall &B, unsigned I) const {
  const BlockKernelPlan &CP = calleePlan(B);
  return I < CP.Params.size() ? CP.Params[I] : ParamMode::PerThread;
}

/// `ns::f` of a call of ns::f<16>(x) and its template arguments `<16>`.
std::pair<std::string, std::string> BlockSpelling::calleeText(const BlockCall &B) const {
  const Expr *CE = B.Call->getCallee()->IgnoreParenImpCasts();
  SourceLocation Begin = CE->getBeginLoc(), NameEnd, LAngle, RAngle;
  if (const auto *D = dyn_cast<DeclRefExpr>(CE)) {
    NameEnd = D->getNameInfo().getEndLoc();
    if (D->hasExplicitTemplateArgs()) LAngle = D->getLAngleLoc(), RAngle = D->getRAngleLoc();
  } else if (const auto *U = dyn_cast<OverloadExpr>(CE)) {
    NameEnd = U->getNameInfo().getEndLoc();
    if (U->hasExplicitTemplateArgs()) LAngle = U->getLAngleLoc(), RAngle = U->getRAngleLoc();
  }
  std::string Name = NameEnd.isValid() ? rangeText(Begin, NameEnd) : std::string();
  if (Name.empty()) Name = B.Callee->getNameAsString();
  return {Name, LAngle.isValid() ? rangeText(LAngle, RAngle) : std::string()};
}

/// The text of argument \p I of a block call (a default argument's value
/// when the call leaves it out).
std::string BlockSpelling::argText(const BlockCall &B, unsigned I) const {
  const Expr *A = I < B.Call->getNumArgs() ? B.Call->getArg(I) : nullptr;
  if (A && !isDefaultArg(A)) return exprText(A);
  const ParmVarDecl *PV = B.Callee->getParamDecl(I);
  const Expr *D = PV->hasDefaultArg() ? PV->getDefaultArg() : nullptr;
  if (!D) return "/*?*/";
  Expr::EvalResult R;
  if (!D->isValueDependent() && D->EvaluateAsInt(R, TC.Ctx)) return llvm::toString(R.Val.getInt(), 10);
  return exprText(D);
}

std::string BlockSpelling::templateHeader() const {
  const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
  if (!FTD) return "";
  auto T = TC.text(FTD->getTemplateParameters()->getSourceRange());
  return T ? *T + "\n" : "";
}

std::string BlockSpelling::templateArguments() const {
  const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
  if (!FTD) return "";
  std::vector<std::string> Names;
  for (const NamedDecl *D : *FTD->getTemplateParameters())
    Names.push_back(D->getNameAsString() + (D->isTemplateParameterPack() ? "..." : ""));
  return "<" + llvm::join(Names, ", ") + ">";
}

} // namespace c2o
