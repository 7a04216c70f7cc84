//===- DeviceCode.cpp - where the device-only code of the files is --------===//
#include "analysis/DeviceCode.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include <functional>

namespace c2o {

using namespace clang;

std::vector<OffsetRange> cudaFunctionBodies(const SourceView &View, const CudaAstIndex &Index, bool DeviceOnly) {
  std::vector<OffsetRange> Out;
  auto Add = [&](const FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody()) return;
    if (DeviceOnly && FD->hasAttr<CUDAHostAttr>()) return;
    auto B = View.fileOffset(FD->getBody()->getBeginLoc());
    auto E = View.fileOffset(FD->getBody()->getEndLoc());
    if (B && E) Out.push_back({*B, *E});
  };
  for (const FunctionDecl *FD : Index.Kernels) Add(FD);
  for (const FunctionDecl *FD : Index.DeviceFunctions) Add(FD);
  return Out;
}

bool insideAny(const std::vector<OffsetRange> &Ranges, unsigned Offset) {
  for (const OffsetRange &R : Ranges)
    if (R.contains(Offset)) return true;
  return false;
}

std::vector<SourceLocation> deviceAsserts(const SourceView &View, const CudaAstIndex &Index) {
  std::vector<SourceLocation> Out;
  if (Index.AssertUses.empty()) return Out;
  std::vector<OffsetRange> Device = cudaFunctionBodies(View, Index, /*DeviceOnly=*/true);
  for (SourceLocation L : Index.AssertUses)
    if (auto Off = View.fileOffset(L); Off && insideAny(Device, *Off)) Out.push_back(L);
  return Out;
}

const FunctionDecl *recursiveDeviceFunction(const CudaAstIndex &Index) {
  // Depth-first over the calls: a call back to a function on the path is a cycle.
  enum State { Unseen, OnPath, Done };
  llvm::DenseMap<const FunctionDecl *, State> Seen;
  std::function<const FunctionDecl *(const FunctionDecl *)> Visit = [&](const FunctionDecl *F) -> const FunctionDecl * {
    Seen[F] = OnPath;
    auto It = Index.Calls.find(F);
    if (It != Index.Calls.end())
      for (const FunctionDecl *Callee : It->second) {
        State S = Seen.lookup(Callee);
        if (S == OnPath) return Callee;
        if (S == Unseen)
          if (const FunctionDecl *R = Visit(Callee)) return R;
      }
    Seen[F] = Done;
    return nullptr;
  };
  for (const FunctionDecl *K : Index.Kernels) {
    const FunctionDecl *F = canonicalFunction(K);
    if (Seen.lookup(F) == Unseen)
      if (const FunctionDecl *R = Visit(F)) return R;
  }
  return nullptr;
}

} // namespace c2o
