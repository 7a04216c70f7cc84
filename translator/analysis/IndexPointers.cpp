//===- IndexPointers.cpp - pointers to the device functions taking the indices ===//
#include "analysis/IndexPointers.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/FunctionWalk.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseMap.h"

namespace c2o {

using namespace clang;

namespace {

/// The canonical function type \p T is, points to or refers to; null otherwise.
const Type *functionTypeOf(const ASTContext &Ctx, QualType T) {
  if (T.isNull() || T->isDependentType()) return nullptr;
  if (const auto *P = T->getAs<PointerType>()) T = P->getPointeeType();
  else if (const auto *R = T->getAs<ReferenceType>()) T = R->getPointeeType();
  T = Ctx.getCanonicalType(T);
  return isa<FunctionProtoType>(T) ? T.getTypePtr() : nullptr;
}

struct IndirectCall {
  const CallExpr *Call;
  const FunctionDecl *Caller;
  const Type *Function;
};

/// The device functions used as values, the calls through pointers and the
/// function types written in the translated files (templates' own text).
class PointerWalk : public FunctionWalk<PointerWalk> {
public:
  explicit PointerWalk(const SourceView &View) : FunctionWalk(View) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitCallExpr(CallExpr *E) {
    if (isa<CXXMemberCallExpr>(E) || isa<CXXOperatorCallExpr>(E) || isa<CUDAKernelCallExpr>(E)) return true;
    const Expr *Callee = E->getCallee() ? E->getCallee()->IgnoreParenImpCasts() : nullptr;
    if (!Callee) return true;
    if (const auto *R = dyn_cast<DeclRefExpr>(Callee)) {
      Callees.insert(R);
      // a non-type template parameter: each instantiation resolves it (InstantiatedCalls)
      if (isa<FunctionDecl>(R->getDecl()) || isa<NonTypeTemplateParmDecl>(R->getDecl())) return true;
    }
    if (E->getDirectCallee()) return true;
    if (const Type *F = functionTypeOf(View.Ctx, Callee->getType()))
      Calls.push_back({E, Current, F});
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || Callees.count(E) || isa<CXXMethodDecl>(FD) || FD->hasAttr<CUDAGlobalAttr>() ||
        !FD->hasAttr<CUDADeviceAttr>())
      return true;
    ValueUses.insert(canonicalFunction(FD));
    return true;
  }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (!isa<FunctionDecl>(D) && D->getTypeSourceInfo()) written(D->getTypeSourceInfo()->getTypeLoc());
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    if (D->getTypeSourceInfo()) written(D->getTypeSourceInfo()->getTypeLoc());
    return true;
  }
  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    if (E->getTypeInfoAsWritten()) written(E->getTypeInfoAsWritten()->getTypeLoc());
    return true;
  }

  /// The function type a declared type is, or points to (through
  /// pointers, references, arrays and parentheses; a typedef is its own).
  void written(TypeLoc TL) {
    for (unsigned Steps = 0; TL && Steps < 16; ++Steps) {
      if (auto P = TL.getAs<PointerTypeLoc>()) TL = P.getPointeeLoc();
      else if (auto R = TL.getAs<ReferenceTypeLoc>()) TL = R.getPointeeLoc();
      else if (auto Pa = TL.getAs<ParenTypeLoc>()) TL = Pa.getInnerLoc();
      else if (auto Q = TL.getAs<QualifiedTypeLoc>()) TL = Q.getUnqualifiedLoc();
      else if (auto Ar = TL.getAs<ArrayTypeLoc>()) TL = Ar.getElementLoc();
      else if (auto F = TL.getAs<FunctionProtoTypeLoc>()) {
        if (!View.spellingOffset(F.getLParenLoc())) return;
        const Type *T = View.Ctx.getCanonicalType(F.getType()).getTypePtr();
        if (Seen.insert(F.getLParenLoc().getRawEncoding()).second)
          Written.push_back({T, {F.getLParenLoc(), F.getRParenLoc(), F.getNumParams()}});
        return;
      } else {
        return;
      }
    }
  }

  llvm::DenseSet<const DeclRefExpr *> Callees;
  llvm::SetVector<const FunctionDecl *> ValueUses;
  std::vector<IndirectCall> Calls;
  std::vector<std::pair<const Type *, WrittenFunctionType>> Written;
  llvm::DenseSet<unsigned> Seen;
};

} // namespace

void findIndexPointers(const SourceView &View, CudaAstIndex &Index) {
  PointerWalk W(View);
  W.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  auto Device = [](const FunctionDecl *FD) {
    return FD && FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAGlobalAttr>();
  };
  auto Plain = [&](const FunctionDecl *FD) { return Device(FD) && Index.factsOf(FD).BlockLevelUses.empty(); };
  auto TypeOf = [&](const FunctionDecl *FD) { return View.Ctx.getCanonicalType(FD->getType()).getTypePtr(); };
  IndexPointerFacts &Out = Index.IndexPointers;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const FunctionDecl *F : W.ValueUses)
      if (Index.isIndexFunction(F)) Out.Types.insert(TypeOf(F));
    // the other functions a pointer of such a type may hold take the indices too,
    for (const FunctionDecl *F : W.ValueUses)
      if (!Index.isIndexFunction(F) && Plain(F) && Out.Types.count(TypeOf(F)))
        Changed |= Index.IndexFunctions.insert(canonicalFunction(F)).second;
    // and so do the functions calling through it, to pass them on
    for (const IndirectCall &C : W.Calls)
      if (Out.Types.count(C.Function) && Plain(C.Caller) && !Index.isIndexFunction(C.Caller))
        Changed |= Index.IndexFunctions.insert(canonicalFunction(C.Caller)).second;
    if (Changed) Index.findIndexFunctions(); // their callers, in turn
  }
  for (const auto &[T, Where] : W.Written)
    if (Out.Types.count(T)) Out.Written.push_back(Where);
  for (const IndirectCall &C : W.Calls)
    if (Out.Types.count(C.Function)) Out.Calls.push_back({C.Call, C.Caller});
  for (const FunctionDecl *F : W.ValueUses)
    if (Device(F) && !Plain(F) && !Index.isIndexFunction(F) && Out.Types.count(TypeOf(F)))
      Out.BlockFunctions.insert(canonicalFunction(F));
}

} // namespace c2o
