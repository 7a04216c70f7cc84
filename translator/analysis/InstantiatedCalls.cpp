//===- InstantiatedCalls.cpp - calls in the instantiations of templates ---===//
//
// The index's walk reads each template once, as written: a call whose callee
// depends on a template parameter (`buffer.step(n)` on a member of dependent
// type, `column.init<CHECKED>(...)`, `parityIdx<N>()`) has no callee there.
// This walk reads the instantiations too and keeps the calls they resolve.
//===----------------------------------------------------------------------===//
#include "analysis/InstantiatedCalls.h"
#include "analysis/FunctionWalk.h"

namespace c2o {

using namespace clang;

namespace {

class InstantiationWalk : public FunctionWalk<InstantiationWalk> {
public:
  explicit InstantiationWalk(const SourceView &View) : FunctionWalk(View) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitCallExpr(CallExpr *E) {
    // Only in an instantiation (of a function template, or a member of a class template's).
    if (!Current || !Current->getTemplateInstantiationPattern()) return true;
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || View.isBundled(Callee) || !View.isWrittenInView(Callee->getLocation())) return true;
    Found.push_back({E, Current});
    return true;
  }

  CudaAstIndex::CallSites Found;
};

} // namespace

CudaAstIndex::CallSites findInstantiatedCalls(const SourceView &View) {
  InstantiationWalk W(View);
  W.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  return std::move(W.Found);
}

} // namespace c2o
