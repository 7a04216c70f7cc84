#include "analysis/AllocationProvenance.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringExtras.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"

namespace c2o {

using namespace clang;

namespace {
struct Allocator {
  AllocationKind Kind;
  int PointerArg;
};

const llvm::StringMap<Allocator> &allocators() {
  static const llvm::StringMap<Allocator> Table = {
#define C2O_ALLOCATOR(Name, Kind, PointerArg) {#Name, {AllocationKind::Kind, PointerArg}},
#include "analysis/Allocators.def"
  };
  return Table;
}

constexpr int MaxDepth = 8;

/// Collects call sites and variable uses in one walk.
class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls,
            llvm::DenseMap<const VarDecl *, std::vector<const DeclRefExpr *>> &Uses)
      : Calls(Calls), Uses(Uses) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitCallExpr(CallExpr *C) {
    if (const FunctionDecl *F = C->getDirectCallee()) {
      if (const FunctionDecl *P = F->getTemplateInstantiationPattern()) F = P;
      Calls[F->getCanonicalDecl()].push_back(C);
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl())) Uses[V->getCanonicalDecl()].push_back(E);
    return true;
  }
  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls;
  llvm::DenseMap<const VarDecl *, std::vector<const DeclRefExpr *>> &Uses;
};

const Expr *strip(const Expr *E) {
  while (true) {
    E = E->IgnoreParenCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) { E = M->getSubExpr(); continue; }
    return E;
  }
}
} // namespace

std::string Provenance::describe() const {
  std::vector<std::string> Parts;
  for (const AllocationSite &S : Sites)
    Parts.push_back(S.Where.empty() ? S.What : S.What + " at " + S.Where);
  return Parts.empty() ? "unknown" : llvm::join(Parts, ", ");
}

void forEachAncestor(ASTContext &Ctx, const Stmt *S, bool ThroughAllDecls,
                     llvm::function_ref<bool(const DynTypedNode &)> Visit) {
  DynTypedNodeList Parents = Ctx.getParents(*S);
  while (!Parents.empty()) {
    if (Visit(Parents[0])) return;
    if (const auto *St = Parents[0].get<Stmt>()) Parents = Ctx.getParents(*St);
    else if (const auto *D = Parents[0].get<Decl>(); D && (ThroughAllDecls || isa<CapturedDecl>(D)))
      Parents = Ctx.getParents(*D);
    else return;
  }
}

const FunctionDecl *enclosingFunction(ASTContext &Ctx, const Stmt *S) {
  const FunctionDecl *Found = nullptr;
  forEachAncestor(Ctx, S, /*ThroughAllDecls=*/true,
                  [&](const DynTypedNode &N) { return (Found = N.get<FunctionDecl>()) != nullptr; });
  return Found;
}

ProvenanceAnalysis::ProvenanceAnalysis(ASTContext &Ctx) : Ctx(Ctx) {
  Collector C(CallSites, Uses);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
}

void ProvenanceAnalysis::add(Provenance &Out, AllocationKind K, std::string What, SourceLocation L,
                             const VarDecl *V) const {
  std::string Where;
  if (L.isValid()) {
    PresumedLoc P = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(L));
    if (P.isValid()) Where = llvm::sys::path::filename(P.getFilename()).str() + ":" + std::to_string(P.getLine());
  }
  for (const AllocationSite &S : Out.Sites)
    if (S.Kind == K && S.What == What && S.Where == Where) return;
  Out.Sites.push_back({K, std::move(What), std::move(Where), V});
}

Provenance ProvenanceAnalysis::ofAddress(const Expr *Addr) const {
  Provenance P;
  trace(Addr, 0, P);
  return P;
}

Provenance ProvenanceAnalysis::ofVariable(const VarDecl *V) const {
  Provenance P;
  traceVariable(V, 0, P);
  return P;
}

void ProvenanceAnalysis::trace(const Expr *E, int Depth, Provenance &Out) const {
  E = strip(E);
  if (Depth > MaxDepth) return add(Out, AllocationKind::UnknownMemory, "too deep to follow", E->getBeginLoc());
  if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) return traceVariable(V, Depth, Out);
  } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf || U->getOpcode() == UO_Deref) return trace(U->getSubExpr(), Depth, Out);
  } else if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    return trace(A->getBase(), Depth, Out);
  } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAdditiveOp() || B->getOpcode() == BO_Comma) {
      const Expr *Ptr = B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
      return trace(B->getOpcode() == BO_Comma ? B->getRHS() : Ptr, Depth, Out);
    }
    if (B->isAssignmentOp()) return trace(B->getRHS(), Depth, Out);
  } else if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
    trace(C->getTrueExpr(), Depth, Out);
    return trace(C->getFalseExpr(), Depth, Out);
  } else if (const auto *C = dyn_cast<CallExpr>(E)) {
    if (const FunctionDecl *F = C->getDirectCallee()) {
      auto It = allocators().find(F->getName());
      if (It != allocators().end() && It->second.PointerArg < 0)
        return add(Out, It->second.Kind, F->getName().str(), C->getBeginLoc());
    }
  } else if (isa<CXXNewExpr>(E)) {
    return add(Out, AllocationKind::HostMemory, "new", E->getBeginLoc());
  } else if (isa<StringLiteral>(E)) {
    return add(Out, AllocationKind::HostMemory, "string literal", E->getBeginLoc());
  }
  add(Out, AllocationKind::UnknownMemory, "not followed", E->getBeginLoc());
}

void ProvenanceAnalysis::traceVariable(const VarDecl *V, int Depth, Provenance &Out) const {
  V = V->getCanonicalDecl();
  std::string Name = "'" + V->getNameAsString() + "'";
  if (V->hasAttr<CUDASharedAttr>()) return add(Out, AllocationKind::SharedMemory, "__shared__ " + Name, V->getLocation(), V);
  QualType T = V->getType();
  bool IsPointer = T->isPointerType() || T->isReferenceType();
  if (!IsPointer) {
    // The variable is the memory.
    if (V->hasAttr<CUDADeviceAttr>() || V->hasAttr<CUDAConstantAttr>() || V->hasAttr<OMPDeclareTargetDeclAttr>())
      return add(Out, AllocationKind::DeviceMemory, "device variable " + Name, V->getLocation(), V);
    return add(Out, AllocationKind::HostMemory,
               (V->hasGlobalStorage() ? "global " : "stack variable ") + Name, V->getLocation(), V);
  }
  if (const auto *P = dyn_cast<ParmVarDecl>(V)) {
    const auto *F = dyn_cast<FunctionDecl>(P->getDeclContext());
    if (!F) return add(Out, AllocationKind::UnknownMemory, "parameter " + Name, V->getLocation(), V);
    if (const FunctionDecl *Pat = F->getTemplateInstantiationPattern()) F = Pat;
    auto It = CallSites.find(F->getCanonicalDecl());
    if (It == CallSites.end() || It->second.empty())
      return add(Out, AllocationKind::UnknownMemory, "parameter " + Name + " (no call in this file)", V->getLocation(), V);
    unsigned Index = P->getFunctionScopeIndex();
    for (const CallExpr *C : It->second)
      if (Index < C->getNumArgs()) trace(C->getArg(Index), Depth + 1, Out);
    return;
  }
  // A pointer variable: what is stored into it.
  bool Found = false;
  if (const Expr *Init = V->getInit()) {
    trace(Init, Depth + 1, Out);
    Found = true;
  }
  auto It = Uses.find(V);
  if (It != Uses.end())
    for (const DeclRefExpr *Use : It->second) {
      DynTypedNodeList Parents = Ctx.getParents(*Use);
      const Stmt *Child = Use;
      // Climb through parentheses and casts: (void **)&p.
      while (!Parents.empty()) {
        const auto *PS = Parents[0].get<Stmt>();
        if (!PS) break;
        if (const auto *B = dyn_cast<BinaryOperator>(PS); B && B->getOpcode() == BO_Assign && B->getLHS()->IgnoreParenImpCasts() == Use) {
          trace(B->getRHS(), Depth + 1, Out);
          Found = true;
          break;
        }
        if (const auto *C = dyn_cast<CallExpr>(PS)) {
          const FunctionDecl *F = C->getDirectCallee();
          auto A = F ? allocators().find(F->getName()) : allocators().end();
          if (A != allocators().end() && A->second.PointerArg >= 0 &&
              static_cast<unsigned>(A->second.PointerArg) < C->getNumArgs() &&
              strip(C->getArg(A->second.PointerArg)) == strip(cast<Expr>(Child))) {
            AllocationKind K = A->second.Kind;
            // hipHostMalloc(&p, n, hipHostMallocNonCoherent) is coarse-grained.
            if (K == AllocationKind::PinnedHostMemory && C->getNumArgs() >= 3 &&
                Lexer::getSourceText(CharSourceRange::getTokenRange(C->getArg(2)->getSourceRange()),
                                     Ctx.getSourceManager(), Ctx.getLangOpts())
                    .contains("NonCoherent"))
              K = AllocationKind::NonCoherentHostMemory;
            add(Out, K, F->getName().str(), C->getBeginLoc(), V);
            Found = true;
          } else if (F && F->getName().contains("MemAdvise") && C->getNumArgs() >= 3) {
            // hipMemAdvise(p, n, hipMemAdviseSetCoarseGrain, dev) makes it coarse.
            if (const auto *Adv = dyn_cast<DeclRefExpr>(strip(C->getArg(2))); Adv && Adv->getDecl()->getName().contains("CoarseGrain"))
              add(Out, AllocationKind::CoarseAdvisedMemory, F->getName().str(), C->getBeginLoc(), V);
          }
          break;
        }
        if (!isa<ParenExpr>(PS) && !isa<CastExpr>(PS) && !(isa<UnaryOperator>(PS) && cast<UnaryOperator>(PS)->getOpcode() == UO_AddrOf))
          break;
        Child = PS;
        Parents = Ctx.getParents(*PS);
      }
    }
  if (!Found) add(Out, AllocationKind::UnknownMemory, "pointer " + Name + " (no allocation found)", V->getLocation(), V);
  // hipMemAdvise(SetCoarseGrain) overrides what the allocator gave.
  bool Advised = llvm::any_of(Out.Sites, [](const AllocationSite &S) { return S.Kind == AllocationKind::CoarseAdvisedMemory; });
  if (Advised)
    llvm::erase_if(Out.Sites, [](const AllocationSite &S) {
      return S.Kind == AllocationKind::ManagedMemory || S.Kind == AllocationKind::HostMemory;
    });
}

} // namespace c2o
