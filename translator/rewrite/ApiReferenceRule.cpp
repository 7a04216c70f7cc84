//===- ApiReferenceRule.cpp - CUDA names renamed per ApiMappings.def ------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/ApiTable.h"
#include "rewrite/Rules.h"
#include "clang/AST/Attr.h"

namespace c2o {

using namespace clang;

static bool inKernel(const FunctionDecl *FD) { return FD && FD->hasAttr<CUDAGlobalAttr>(); }

/// Renames one reference per the table, or says it is not supported.
static void translateName(TranslationContext &TC, const ManagedBuffers &Managed, MemoryStrategy Memory,
                          SourceLocation Loc, llvm::StringRef Name, const Expr *Ref = nullptr) {
  const ApiMapping *M = lookupApi(Name);
  if (!M) {
    TC.diag(DiagID::C2O1002, Loc, {Name.str()});
    return;
  }
  // --memory=usm: every allocation is host memory, reachable under unified shared memory.
  if (Name == "cudaMalloc" && Memory == MemoryStrategy::Usm) {
    if (!TC.replaceToken(Loc, "c2o_malloc_managed")) return;
    ++TC.Stats.Converted;
    TC.NeedsUnifiedSharedMemory = true;
    return;
  }
  if (!M->Replacement.empty() && !TC.replaceToken(Loc, M->Replacement)) return;
  ++TC.Stats.Converted;
  // --memory=map: a managed buffer mapped around its launches needs no unified shared memory.
  if (Ref && Managed.mapsAround(Ref)) return;
  if (M->Note) TC.diag(*M->Note, Loc, {Name.str()});
  if (Name == "cudaMallocManaged") TC.NeedsUnifiedSharedMemory = true;
}

void runApiReferenceRule(TranslationContext &TC, const CudaAstIndex &Index, const ManagedBuffers &Managed,
                         MemoryStrategy Memory) {
  for (const CudaReference &R : Index.References) {
    if (R.Expr && TC.Claimed.count(R.Expr)) continue;
    if (isLeftUntranslated(Index, R.Enclosing)) continue; // covered by C2O1001
    llvm::StringRef Name = R.Decl->getName();
    if (auto B = lookupIndexBuiltin(Name)) {
      if (inKernel(R.Enclosing) || isBlockFunction(Index, R.Enclosing)) {
        if (TC.replaceToken(R.Loc, indexParameterName(*B))) ++TC.Stats.Converted;
      } else {
        TC.diag(DiagID::C2O1003, R.Loc,
                {R.Enclosing ? R.Enclosing->getNameAsString() : std::string("<global>"), Name.str()});
      }
      continue;
    }
    if (Name == "warpSize") {
      if (TC.replaceToken(R.Loc, "C2O_WARP_SIZE")) ++TC.Stats.Converted;
      TC.diag(DiagID::C2O1107, R.Loc, {"32"});
      continue;
    }
    translateName(TC, Managed, Memory, R.Loc, Name, R.Expr);
  }
  for (const CudaReference &R : Index.TypeReferences) {
    if (isLeftUntranslated(Index, R.Enclosing)) continue;
    translateName(TC, Managed, Memory, R.Loc, R.Decl->getName());
  }
  for (const CudaMacroUse &U : Index.MacroUses) {
    if (lookupKeyword(U.Name)) continue; // KeywordRule
    translateName(TC, Managed, Memory, U.Range.getBegin(), U.Name);
  }
}

} // namespace c2o
