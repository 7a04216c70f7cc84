//===- DynamicShared.cpp - who reaches the launch's dynamic shared memory --===//
//
// Outside a kernel, `extern __shared__ T n[];` is the launch's dynamic shared
// memory reached through an *accessor*: a __device__ function, member
// function or operator that declares the array and returns a pointer or a
// reference into it (SharedMemory<T>::operator T*() of NVIDIA's samples, the
// same written by a macro). The accessor keeps its signature and becomes a
// plain declare-target function reading the team's dynamic memory of the
// running launch (c2o_dynamic_shared.h); what it needs is that every kernel
// reaching it is block-level (a team with dynamic memory) and publishes that
// memory when it starts. findDynamicSharedReach follows the calls from each
// function, through member calls, operators, conversions and template
// instantiations (SharedMemory<T>() in a template kernel is a call of
// operator float*() only in blockSum<float>); dynamicSharedAccessors
// lists the declarations the rewrite turns into reads of that memory.
//===----------------------------------------------------------------------===//
#include "analysis/CudaAstIndex.h"
#include "analysis/FunctionWalk.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <algorithm>

namespace c2o {

using namespace clang;

namespace {

/// Caller -> callees among the view's functions, template instantiations
/// included (each instantiation counts as its pattern), any kind of call.
class AllCalls : public FunctionWalk<AllCalls> {
public:
  AllCalls(const SourceView &View) : FunctionWalk(View) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    if (Current && Callee && View.isWrittenInView(Callee->getLocation()))
      Edges[canonicalFunction(Current)].insert(canonicalFunction(Callee));
    return true;
  }

  llvm::DenseMap<const FunctionDecl *, llvm::SetVector<const FunctionDecl *>> Edges;
};

} // namespace

void findDynamicSharedReach(const SourceView &View, CudaAstIndex &Index) {
  auto &Reach = Index.DynamicSharedReach;
  for (const auto &[F, Facts] : Index.Facts)
    if (!Facts.ExternShared.empty()) Reach[F] = F;
  if (Reach.empty()) return;
  AllCalls Calls(View);
  Calls.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Caller, Callees] : Calls.Edges) {
      if (Reach.count(Caller)) continue;
      for (const FunctionDecl *Callee : Callees)
        if (auto It = Reach.find(Callee); It != Reach.end()) {
          Reach[Caller] = It->second;
          Changed = true;
          break;
        }
    }
  }
  // A kernel reaching it needs a team with the launch's dynamic memory.
  for (const FunctionDecl *K : Index.Kernels) {
    auto It = Reach.find(canonicalFunction(K));
    if (It == Reach.end()) continue;
    FunctionFacts &F = Index.Facts[canonicalFunction(K)];
    std::string Why = "extern __shared__ memory through '" + It->second->getNameAsString() + "'";
    if (std::find(F.BlockLevelUses.begin(), F.BlockLevelUses.end(), Why) == F.BlockLevelUses.end())
      F.BlockLevelUses.push_back(Why);
  }
}

std::vector<const VarDecl *> dynamicSharedAccessors(const CudaAstIndex &Index) {
  // (a block-level function that declares it keeps it in its phase and
  // direct forms, which get the memory as a parameter)
  std::vector<std::pair<const FunctionDecl *, const FunctionFacts *>> Sorted;
  for (const auto &[F, Facts] : Index.facts())
    if (!Facts.ExternShared.empty() && Facts.BlockLevelUses.empty()) Sorted.push_back({F, &Facts});
  // (in the order of the source, for stable output and diagnostics)
  std::sort(Sorted.begin(), Sorted.end(), [](const auto &A, const auto &B) {
    return A.second->ExternShared.front()->getLocation() < B.second->ExternShared.front()->getLocation();
  });
  std::vector<const VarDecl *> Accessors;
  for (const auto &[F, Facts] : Sorted)
    Accessors.insert(Accessors.end(), Facts->ExternShared.begin(), Facts->ExternShared.end());
  return Accessors;
}

} // namespace c2o
