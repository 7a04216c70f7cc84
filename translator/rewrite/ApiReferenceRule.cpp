//===- ApiReferenceRule.cpp - CUDA names renamed per ApiMappings.def ------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/ApiTable.h"
#include "rewrite/Rules.h"
#include "clang/AST/Attr.h"

namespace c2o {

using namespace clang;

static bool inKernel(const FunctionDecl *FD) { return FD && FD->hasAttr<CUDAGlobalAttr>(); }

/// The class an operator, conversion or special member of the bundled headers
/// belongs to: its class for a member, the class of its first class-typed
/// parameter for a free operator (`operator+(const __half &, const __half &)`).
static const CXXRecordDecl *owningClass(const NamedDecl *D) {
  if (const auto *M = dyn_cast<CXXMethodDecl>(D)) return M->getParent();
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    for (const ParmVarDecl *P : FD->parameters())
      if (const CXXRecordDecl *R = P->getType().getNonReferenceType()->getAsCXXRecordDecl()) return R;
  return nullptr;
}

/// A name token is not what the user wrote for an operator (`a + b`), a
/// conversion or an implicit special member (`v = w` on a vector type): such
/// a reference is supported when its class is (the helpers define the same
/// operators on the same class), and is reported with its signature.
static bool translateOperator(TranslationContext &TC, SourceLocation Loc, const NamedDecl *D) {
  if (D->getDeclName().isIdentifier()) return false;
  const CXXRecordDecl *C = owningClass(D);
  const ApiMapping *M = C && C->getIdentifier() ? lookupApi(C->getName()) : nullptr;
  if (M && M->Kind == ApiKind::Type) {
    ++TC.Stats.Converted;
    return true;
  }
  std::string Shown = D->getQualifiedNameAsString();
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    Shown += "(";
    for (unsigned I = 0; I < FD->getNumParams(); ++I)
      Shown += (I ? ", " : "") + FD->getParamDecl(I)->getType().getAsString(TC.Ctx.getPrintingPolicy());
    Shown += ")";
  }
  TC.diag(DiagID::C2O1002, Loc, {Shown});
  return true;
}

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
    if (translateOperator(TC, R.Loc, R.Decl)) continue;
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
    if (!R.Decl->getIdentifier()) { // an unnamed struct or enum of the headers, named through a typedef or decltype
      TC.diag(DiagID::C2O1002, R.Loc, {R.Decl->getQualifiedNameAsString()});
      continue;
    }
    translateName(TC, Managed, Memory, R.Loc, R.Decl->getName());
  }
  for (const CudaMacroUse &U : Index.MacroUses) {
    if (lookupKeyword(U.Name)) continue; // KeywordRule
    translateName(TC, Managed, Memory, U.Range.getBegin(), U.Name);
  }
}

} // namespace c2o
