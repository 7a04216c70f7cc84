//===- ApiReferenceRule.cpp - CUDA names renamed per ApiMappings.def ------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/ApiTable.h"
#include "rewrite/Rules.h"
#include "analysis/SyncFunctions.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"

namespace c2o {

using namespace clang;

static bool inKernel(const FunctionDecl *FD) { return FD && FD->hasAttr<CUDAGlobalAttr>(); }

/// The name a table row gives \p D: qualified by its namespaces and classes,
/// without template arguments or inline namespaces ("thrust::sort",
/// "cub::DeviceReduce::Sum", "cudaMalloc", "thrust::operator+").
static std::string tableName(const NamedDecl *D) {
  std::string N = D->getNameAsString();
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(C)) {
      if (!NS->isInline() && !NS->isAnonymousNamespace()) N = NS->getName().str() + "::" + N;
    } else if (const auto *R = dyn_cast<RecordDecl>(C)) {
      N = R->getName().str() + "::" + N;
    } else if (isa<FunctionDecl>(C)) {
      break;
    }
  }
  return N;
}

/// The row of the class that declares \p D, when the helpers provide that
/// class under its own name (its members come with it), or null.
static const ApiMapping *providedParent(const NamedDecl *D) {
  const auto *Parent = dyn_cast<RecordDecl>(D->getDeclContext());
  if (!Parent) return nullptr;
  const ApiMapping *M = lookupApi(tableName(Parent));
  return M && M->Replacement.empty() ? M : nullptr;
}

/// An overloaded operator or conversion of such a class (`it + 1`, `v[i]`):
/// the call expression names it, but it comes with its class.
static const ApiMapping *providedMemberOperator(const NamedDecl *D) {
  const auto *MD = dyn_cast<CXXMethodDecl>(D);
  if (!MD || !(MD->isOverloadedOperator() || isa<CXXConversionDecl>(MD))) return nullptr;
  return providedParent(D);
}

/// C2O1002, or C2O1030 for a name of a CUDA library (VendorLibraries.def).
static void diagnoseUnsupported(TranslationContext &TC, SourceLocation Loc, llvm::StringRef Name) {
  if (const LibraryInfo *L = libraryOf(Name)) {
    std::string Vendor = L->VendorLibrary.str();
    if (const VendorMapping *V = lookupVendor(Name)) Vendor = V->HipName.str() + " in " + Vendor;
    TC.diag(DiagID::LibraryCallNotImplemented, Loc, {L->Library.str(), Name.str(), Vendor});
    return;
  }
  TC.diag(DiagID::UnsupportedApi, Loc, {Name.str()});
}

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
  diagnoseUnsupported(TC, Loc, Shown);
  return true;
}

/// Renames one reference per the table, or says it is not supported.
static void translateName(TranslationContext &TC, const ManagedBuffers &Managed, MemoryStrategy Memory,
                          SourceLocation Loc, llvm::StringRef Name, const Expr *Ref = nullptr,
                          const ApiMapping *M = nullptr, llvm::StringRef Qualified = "") {
  if (!M && Qualified.empty()) M = lookupApi(Name);
  if (!M) {
    diagnoseUnsupported(TC, Loc, Qualified.empty() ? Name : Qualified);
    return;
  }
  // --memory=usm: every allocation is host memory, reachable under unified shared memory.
  if (Name == "cudaMalloc" && Memory == MemoryStrategy::Usm) {
    if (!TC.replaceToken(Loc, "c2o_malloc_managed")) return;
    ++TC.Stats.Converted;
    return;
  }
  if (!M->Replacement.empty() && !TC.replaceToken(Loc, M->Replacement)) return;
  ++TC.Stats.Converted;
  // --memory=map: a managed buffer mapped around its launches needs no unified shared memory.
  if (Ref && Managed.mapsAround(Ref)) return;
  if (M->Note) TC.diag(*M->Note, Loc, {Name.str()});
}

/// `using ns::name;` of a CUDA name: kept where the helpers declare the
/// same name there (`using cub::BlockReduce;`, `using cooperative_groups::
/// thread_block;`); removed where every use is translated on its own (a
/// renamed function, a cooperative-groups or warp function the block path
/// rewrites: `using cooperative_groups::this_thread_block;`), so that it
/// names nothing the helpers lack; reported like a use otherwise.
static void translateUsing(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                           const CudaUsing &U) {
  if (isLeftUntranslated(Index, Plans, U.Enclosing)) return; // covered by C2O1001
  std::string Q = tableName(U.Target);
  const ApiMapping *M = lookupApi(Q, U.Target->getName());
  if (!M) M = providedParent(U.Target); // `using Base::Sum;` of a class the helpers provide
  if (M && M->Replacement.empty()) {
    ++TC.Stats.Converted;
    return;
  }
  if (!M && !lookupSyncFunction(Q)) {
    diagnoseUnsupported(TC, U.Using->getLocation(), Q);
    return;
  }
  auto R = declOffsets(TC, U.Using);
  if (!R) {
    TC.diag(DiagID::CudaOnlyConstruct, U.Using->getLocation(), {"using-declaration written through a macro"});
    return;
  }
  unsigned End = offsetPastSemicolon(TC, R->second);
  if (TC.Edits.replace(R->first, End - R->first, "")) ++TC.Stats.Converted;
}

void runApiReferenceRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                         const ManagedBuffers &Managed, MemoryStrategy Memory) {
  for (const CudaReference &R : Index.references()) {
    if (R.Expr && TC.isClaimed(R.Expr)) continue;
    if (isLeftUntranslated(Index, Plans, R.Enclosing)) continue; // covered by C2O1001
    llvm::StringRef Name = R.Decl->getName();
    if (auto B = lookupIndexBuiltin(Name)) {
      if (inKernel(R.Enclosing) || isBlockFunction(Plans, R.Enclosing) || Index.isIndexFunction(R.Enclosing)) {
        if (TC.replaceToken(R.Loc, indexParameterName(*B))) ++TC.Stats.Converted;
      } else {
        // host code or a __host__ __device__ function called from host code: nothing to pass
        TC.diag(DiagID::DeviceFunctionNeedsIndices, R.Loc,
                {R.Enclosing ? R.Enclosing->getNameAsString() : Name.str(), "host code"});
      }
      continue;
    }
    if (Name == "warpSize") {
      if (TC.replaceToken(R.Loc, "C2O_WARP_SIZE")) ++TC.Stats.Converted;
      TC.diag(DiagID::WarpSize, R.Loc, {"32"});
      continue;
    }
    std::string Q = tableName(R.Decl);
    const ApiMapping *M = lookupApi(Q, Name);
    if (!M) M = providedMemberOperator(R.Decl);
    if (!M && translateOperator(TC, R.Loc, R.Decl)) continue;
    translateName(TC, Managed, Memory, R.Loc, Name, R.Expr, M, Q);
  }
  for (const CudaReference &R : Index.typeReferences()) {
    if (isLeftUntranslated(Index, Plans, R.Enclosing)) continue;
    if (!R.Decl->getIdentifier()) { // an unnamed struct or enum of the headers, named through a typedef or decltype
      TC.diag(DiagID::UnsupportedApi, R.Loc, {R.Decl->getQualifiedNameAsString()});
      continue;
    }
    std::string Q = tableName(R.Decl);
    const ApiMapping *M = lookupApi(Q, R.Decl->getName());
    if (!M) M = providedParent(R.Decl); // thrust::device_vector<T>::iterator
    translateName(TC, Managed, Memory, R.Loc, R.Decl->getName(), nullptr, M, Q);
  }
  for (const CudaUsing &U : Index.usings()) translateUsing(TC, Index, Plans, U);
  for (const CudaMacroUse &U : Index.macroUses()) {
    if (lookupKeyword(U.Name)) continue; // KeywordRule
    translateName(TC, Managed, Memory, U.Range.getBegin(), U.Name);
  }
}

} // namespace c2o
