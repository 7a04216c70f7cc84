//===- LauncherSymbols.cpp - the launchers a translation defines and needs ===//
#include "analysis/LauncherSymbols.h"
#include "analysis/KernelFacts.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

namespace c2o {

using namespace clang;

namespace {

/// The kernel declarations of the unit, template instantiations included:
/// their definitions, and their references (launches, cudaLaunchKernel,
/// pointers, cudaFuncGetAttributes ...) from code written in the view.
class LauncherVisitor : public RecursiveASTVisitor<LauncherVisitor> {
public:
  LauncherVisitor(const SourceView &View, const CudaAstIndex &Index, const BlockPlans &Plans)
      : View(View), Index(Index), Plans(Plans), Mangler(View.Ctx.createMangleContext()) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!isKernel(FD) || !FD->doesThisDeclarationHaveABody()) return true;
    const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
    const FunctionDecl *Written = Pattern ? Pattern : FD;
    if (!View.isWrittenInView(Written->getLocation())) return true;
    add(isLeftUntranslated(Index, Plans, Written) ? LauncherSymbol::Untranslated : LauncherSymbol::Defined, FD,
        Written->getLocation());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || !isKernel(FD) || FD->isDefined()) return true;
    if (!View.isWrittenInView(E->getLocation())) return true;
    add(LauncherSymbol::Needed, FD, E->getLocation());
    return true;
  }

  std::vector<LauncherSymbol> Symbols;

private:
  /// A kernel whose launcher has one symbol (not a template's pattern).
  static bool isKernel(const FunctionDecl *FD) {
    return FD->hasAttr<CUDAGlobalAttr>() && !FD->isDependentContext() && !FD->getType()->isDependentType();
  }

  void add(LauncherSymbol::Role Kind, const FunctionDecl *FD, SourceLocation Loc) {
    LauncherSymbol S;
    S.Kind = Kind;
    llvm::raw_string_ostream K(S.Key);
    if (Mangler->shouldMangleDeclName(FD)) Mangler->mangleName(GlobalDecl(FD), K);
    else K << FD->getName();
    if (!Seen.insert({Kind, S.Key}).second) return;
    PrintingPolicy PP(View.Ctx.getLangOpts());
    PP.SuppressTagKeyword = true;
    llvm::raw_string_ostream N(S.Name);
    FD->getNameForDiagnostic(N, PP, /*Qualified=*/true);
    S.Signature = S.Name + "(";
    for (unsigned I = 0; I < FD->getNumParams(); ++I)
      S.Signature += (I ? ", " : "") + FD->getParamDecl(I)->getType().getAsString(PP);
    S.Signature += ")";
    PresumedLoc P = View.SM.getPresumedLoc(View.SM.getExpansionLoc(Loc));
    if (P.isValid()) {
      S.File = P.getFilename();
      S.Line = P.getLine();
      S.Column = P.getColumn();
    }
    Symbols.push_back(std::move(S));
  }

  const SourceView &View;
  const CudaAstIndex &Index;
  const BlockPlans &Plans;
  std::unique_ptr<MangleContext> Mangler;
  std::set<std::pair<LauncherSymbol::Role, std::string>> Seen;
};

} // namespace

std::vector<LauncherSymbol> launcherSymbols(const SourceView &View, const CudaAstIndex &Index,
                                            const BlockPlans &Plans) {
  LauncherVisitor V(View, Index, Plans);
  V.TraverseAST(View.Ctx); // the declarations written in the view (limitTraversalToView)
  return std::move(V.Symbols);
}

} // namespace c2o
