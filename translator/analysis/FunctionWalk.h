//===- FunctionWalk.h - a walk of the view's declarations, knowing the function --===//
//
// The base of the analysis' AST walks that need to know which function a
// node is in: declarations outside the translated files (bundled and system
// headers) are skipped, and Current is the function being traversed (null at
// file scope). A walk derives from FunctionWalk<Itself> as from
// RecursiveASTVisitor<Itself>.
//===----------------------------------------------------------------------===//
#pragma once
#include "core/SourceView.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace c2o {

template <class Derived> class FunctionWalk : public clang::RecursiveASTVisitor<Derived> {
public:
  explicit FunctionWalk(const SourceView &View) : View(View) {}

  bool TraverseDecl(clang::Decl *D) {
    if (!D) return true;
    // Only the translated files: the bundled headers and system headers are not ours.
    if (!clang::isa<clang::TranslationUnitDecl>(D) && !View.isWrittenInView(D->getLocation())) return true;
    auto *FD = clang::dyn_cast<clang::FunctionDecl>(D);
    if (!FD) return clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
    const clang::FunctionDecl *Saved = Current;
    Current = FD;
    bool R = clang::RecursiveASTVisitor<Derived>::TraverseDecl(D);
    Current = Saved;
    return R;
  }

protected:
  const SourceView &View;
  const clang::FunctionDecl *Current = nullptr;
};

} // namespace c2o
