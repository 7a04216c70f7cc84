#include "validator/OmpAtomicSites.h"
#include "core/AstWalk.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/DeclOpenMP.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/OpenMPKinds.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace c2o {

using namespace clang;

namespace {

/// One step from an address expression toward the variable it is based on
/// (through subscripts, array sections, members, unary operators and pointer
/// arithmetic); null when there is none.
const Expr *towardBase(const Expr *E) {
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) return A->getBase();
  if (const auto *S = dyn_cast<ArraySectionExpr>(E)) return S->getBase();
  if (const auto *M = dyn_cast<MemberExpr>(E)) return M->getBase();
  if (const auto *U = dyn_cast<UnaryOperator>(E)) return U->getSubExpr();
  if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAdditiveOp())
    return B->getLHS()->getType()->isPointerType() ? B->getLHS() : B->getRHS();
  return nullptr;
}

const VarDecl *baseVariable(const Expr *E) {
  for (; E; E = towardBase(E)) {
    E = E->IgnoreParenImpCasts();
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) return dyn_cast<VarDecl>(D->getDecl());
  }
  return nullptr;
}

/// The innermost pointer-field access (`s.f` in `s.f[i]`, `s->f->x`) on the way
/// from \p E to its base variable, if any: the memory is what the field points to.
const MemberExpr *pointerFieldAccess(const Expr *E) {
  for (; E; E = towardBase(E)) {
    E = E->IgnoreParenImpCasts();
    if (const auto *M = dyn_cast<MemberExpr>(E))
      if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl()); F && F->getType()->isPointerType()) return M;
  }
  return nullptr;
}

bool isTarget(const OMPExecutableDirective *D) {
  return isOpenMPTargetExecutionDirective(D->getDirectiveKind());
}

/// The variables a directive's map, reduction and is_device_ptr clauses name.
void clauseVariables(const OMPExecutableDirective *D, llvm::SmallPtrSetImpl<const VarDecl *> &Mapped,
                     llvm::SmallPtrSetImpl<const VarDecl *> *DevicePtrs = nullptr) {
  for (const OMPClause *C : D->clauses()) {
    if (const auto *M = dyn_cast<OMPMapClause>(C)) {
      for (const Expr *E : M->varlists())
        if (const VarDecl *V = baseVariable(E)) Mapped.insert(V->getCanonicalDecl());
    } else if (const auto *R = dyn_cast<OMPReductionClause>(C)) {
      if (isTarget(D)) // on a combined target construct the list item is mapped tofrom
        for (const Expr *E : R->varlists())
          if (const VarDecl *V = baseVariable(E)) Mapped.insert(V->getCanonicalDecl());
    } else if (const auto *P = dyn_cast<OMPIsDevicePtrClause>(C); P && DevicePtrs) {
      for (const Expr *E : P->varlists())
        if (const VarDecl *V = baseVariable(E)) DevicePtrs->insert(V->getCanonicalDecl());
    }
  }
}

class SiteFinder : public RecursiveASTVisitor<SiteFinder> {
public:
  explicit SiteFinder(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()), Prov(Ctx) {}

  bool TraverseDecl(Decl *D) {
    if (D && !isa<TranslationUnitDecl>(D) && D->getLocation().isValid() &&
        !SM.isWrittenInMainFile(SM.getExpansionLoc(D->getLocation())))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitOMPRequiresDecl(OMPRequiresDecl *D) {
    for (const OMPClause *C : D->clauselists())
      if (isa<OMPUnifiedSharedMemoryClause>(C)) USM = true;
    return true;
  }

  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    // Everything mapped anywhere: under USM, mapping makes pages coarse for good.
    llvm::SmallPtrSet<const VarDecl *, 8> Here;
    clauseVariables(D, Here);
    for (const VarDecl *V : Here) MapSites[V].push_back(D->getBeginLoc());
    if (isTarget(D)) Targets.push_back(D);
    if (auto *A = dyn_cast<OMPAtomicDirective>(D)) Atomics.push_back(A);
    return true;
  }

  std::vector<OmpAtomicSite> sites() {
    std::vector<OmpAtomicSite> Out;
    llvm::SmallPtrSet<const OMPExecutableDirective *, 8> TargetsWithAtomics;
    for (OMPAtomicDirective *A : Atomics) {
      OmpAtomicSite S = atomicSite(A);
      if (const OMPExecutableDirective *T = enclosingTarget(A)) TargetsWithAtomics.insert(T);
      Out.push_back(std::move(S));
    }
    for (const OMPExecutableDirective *T : Targets) {
      if (TargetsWithAtomics.count(T)) continue;
      OmpAtomicSite S;
      S.IsRegionOnly = S.InTargetRegion = true;
      setLocation(S, T->getBeginLoc());
      S.UnifiedSharedMemory = USM;
      hostMemoryTouched(T, S);
      if (S.RegionTouchesHostMemory && USM) Out.push_back(std::move(S));
    }
    std::sort(Out.begin(), Out.end(), [](const OmpAtomicSite &A, const OmpAtomicSite &B) {
      return std::tie(A.Line, A.Column) < std::tie(B.Line, B.Column);
    });
    return Out;
  }

private:
  void setLocation(OmpAtomicSite &S, SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (!P.isValid()) return;
    S.File = P.getFilename();
    S.Line = P.getLine();
    S.Column = P.getColumn();
  }

  const OMPExecutableDirective *enclosingTarget(const Stmt *S) {
    const OMPExecutableDirective *Found = nullptr;
    forEachAncestor(Ctx, S, /*ThroughAllDecls=*/false, [&](const DynTypedNode &N) {
      const auto *D = N.get<OMPExecutableDirective>();
      if (D && isTarget(D)) Found = D;
      return Found != nullptr;
    });
    return Found;
  }

  /// A target region of the file that calls the function holding \p S (one
  /// call level): a `declare target` function called from a region, as the
  /// translator's launchers call their kernel's body function.
  const OMPExecutableDirective *callingTarget(const Stmt *S) {
    const FunctionDecl *F = nullptr;
    DynTypedNodeList P = Ctx.getParents(*S);
    while (!P.empty() && !F) {
      if ((F = P[0].get<FunctionDecl>())) break;
      if (const Stmt *PS = P[0].get<Stmt>()) P = Ctx.getParents(*PS);
      else if (const Decl *PD = P[0].get<Decl>()) P = Ctx.getParents(*PD);
      else break;
    }
    if (!F) return nullptr;
    const FunctionDecl *Canon = F->getCanonicalDecl();
    struct Calls : RecursiveASTVisitor<Calls> {
      const FunctionDecl *Canon;
      bool Found = false;
      bool VisitCallExpr(CallExpr *C) {
        if (const FunctionDecl *Callee = C->getDirectCallee()) {
          const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
          if (Callee->getCanonicalDecl() == Canon || (Pattern && Pattern->getCanonicalDecl() == Canon)) Found = true;
        } else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImpCasts())) {
          for (const NamedDecl *D : U->decls())
            if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D); FT && FT->getTemplatedDecl()->getCanonicalDecl() == Canon)
              Found = true;
        }
        return !Found;
      }
    };
    for (const OMPExecutableDirective *T : Targets) {
      Calls C;
      C.Canon = Canon;
      if (const Stmt *Body = T->getAssociatedStmt()) C.TraverseStmt(const_cast<Stmt *>(Body));
      if (C.Found) return T;
    }
    return nullptr;
  }

  /// Target data regions around \p S: their maps hold inside.
  void enclosingDataMaps(const Stmt *S, llvm::SmallPtrSetImpl<const VarDecl *> &Mapped,
                         llvm::SmallPtrSetImpl<const VarDecl *> &DevicePtrs) {
    forEachAncestor(Ctx, S, /*ThroughAllDecls=*/false, [&](const DynTypedNode &N) {
      if (const auto *D = N.get<OMPExecutableDirective>())
        if (isTarget(D) || D->getDirectiveKind() == llvm::omp::OMPD_target_data) clauseVariables(D, Mapped, &DevicePtrs);
      return false;
    });
  }

  /// Is \p V a reduction list item of a directive around \p S (so \p S sees a private copy)?
  bool reducedAround(const Stmt *S, const VarDecl *V) {
    bool Reduced = false;
    forEachAncestor(Ctx, S, /*ThroughAllDecls=*/false, [&](const DynTypedNode &N) {
      if (const auto *D = N.get<OMPExecutableDirective>())
        for (const auto *R : D->getClausesOfKind<OMPReductionClause>())
          for (const Expr *E : R->varlists())
            if (baseVariable(E) && baseVariable(E)->getCanonicalDecl() == V->getCanonicalDecl()) Reduced = true;
      return Reduced;
    });
    return Reduced;
  }

  bool declaredInside(const VarDecl *V, const OMPExecutableDirective *T) {
    SourceRange R = T->getSourceRange();
    if (const Stmt *Body = T->getAssociatedStmt()) R.setEnd(Body->getEndLoc());
    SourceLocation L = V->getLocation();
    return !SM.isBeforeInTranslationUnit(L, R.getBegin()) && !SM.isBeforeInTranslationUnit(R.getEnd(), L);
  }

  /// Does the region reach host memory (arrays, pointers to host memory, mapped scalars)?
  void hostMemoryTouched(const OMPExecutableDirective *T, OmpAtomicSite &S) {
    llvm::SmallPtrSet<const VarDecl *, 8> Mapped, DevicePtrs;
    clauseVariables(T, Mapped, &DevicePtrs);
    llvm::SmallPtrSet<const VarDecl *, 16> Referenced(Mapped.begin(), Mapped.end());
    struct RefFinder : RecursiveASTVisitor<RefFinder> {
      llvm::SmallPtrSetImpl<const VarDecl *> &Out;
      explicit RefFinder(llvm::SmallPtrSetImpl<const VarDecl *> &Out) : Out(Out) {}
      bool VisitDeclRefExpr(DeclRefExpr *E) {
        if (const auto *V = dyn_cast<VarDecl>(E->getDecl())) Out.insert(V->getCanonicalDecl());
        return true;
      }
    } Finder(Referenced);
    if (const Stmt *Body = T->getAssociatedStmt()) Finder.TraverseStmt(const_cast<Stmt *>(Body));
    for (const VarDecl *V : Referenced) {
      if (declaredInside(V, T) || DevicePtrs.count(V)) continue;
      QualType Ty = V->getType();
      bool Memory = Ty->isPointerType() || Ty->isArrayType() || Mapped.count(V);
      if (!Memory) continue; // scalars are copied into the kernel (firstprivate)
      for (const AllocationSite &A : Prov.ofVariable(V).Sites)
        if (A.Kind == AllocationKind::HostMemory) {
          S.RegionTouchesHostMemory = true;
          S.HostMemoryTouched = V->getNameAsString();
          return;
        }
    }
  }

  static AtomicOp operationOf(const OMPAtomicDirective *A, bool FP) {
    if (!FP) return AtomicOp::Integer;
    if (A->getSingleClause<OMPCaptureClause>()) return AtomicOp::FpCapture;
    if (A->getSingleClause<OMPCompareClause>()) return AtomicOp::FpMinMax;
    const Stmt *S = A->getAssociatedStmt();
    if (const auto *E = dyn_cast_or_null<Expr>(S)) S = E->IgnoreParenImpCasts();
    if (const auto *C = dyn_cast_or_null<CompoundAssignOperator>(S))
      return C->getOpcode() == BO_AddAssign || C->getOpcode() == BO_SubAssign ? AtomicOp::FpAddSub : AtomicOp::FpOther;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(S); U && U->isIncrementDecrementOp()) return AtomicOp::FpAddSub;
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(S); B && B->getOpcode() == BO_Assign)
      if (const auto *R = dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts()); R && R->isAdditiveOp())
        return AtomicOp::FpAddSub;
    return AtomicOp::FpOther;
  }

  AtomicHint hintOf(const OMPAtomicDirective *A) {
    const auto *H = A->getSingleClause<OMPHintClause>();
    if (!H) return AtomicHint::None;
    Expr::EvalResult R;
    if (!H->getHint()->EvaluateAsInt(R, Ctx)) return AtomicHint::None;
    uint64_t V = R.Val.getInt().getZExtValue();
    if (V & (1u << 20)) return AtomicHint::Safe;
    if (V & (1u << 19)) return AtomicHint::Fast;
    return AtomicHint::None;
  }

  OmpAtomicSite atomicSite(OMPAtomicDirective *A) {
    OmpAtomicSite S;
    S.UnifiedSharedMemory = USM;
    const Stmt *Body = A->getAssociatedStmt();
    setLocation(S, Body ? Body->getBeginLoc() : A->getBeginLoc());
    const Expr *X = A->getX();
    if (!X && A->getV()) X = A->getV();
    QualType T = X ? X->getType() : QualType();
    S.FloatingPoint = !T.isNull() && T->isRealFloatingType();
    S.IsDouble = !T.isNull() && T->isSpecificBuiltinType(BuiltinType::Double);
    S.Op = operationOf(A, S.FloatingPoint);
    S.Hint = hintOf(A);
    const OMPExecutableDirective *Target = enclosingTarget(A);
    if (!Target) Target = callingTarget(A); // in a function a target region calls
    S.InTargetRegion = Target != nullptr;
    if (Target) S.RegionLine = SM.getPresumedLoc(SM.getExpansionLoc(Target->getBeginLoc())).getLine();
    const VarDecl *V = X ? baseVariable(X) : nullptr;
    if (!V) {
      S.Memory.Sites.push_back({AllocationKind::UnknownMemory, "not followed", "", nullptr});
      return S;
    }
    S.Variable = V->getNameAsString();
    if (Target && (declaredInside(V, Target) || reducedAround(A, V))) {
      S.DeclaredInRegion = true;
      S.Memory.Sites.push_back({AllocationKind::SharedMemory,
                                declaredInside(V, Target) ? "declared inside the target region"
                                                          : "a reduction variable: the atomic updates its private copy",
                                "", V});
      hostMemoryTouched(Target, S);
      return S;
    }
    // Through a pointer field (s.f[i], s->f->x): what was stored into the field.
    if (const MemberExpr *Field = pointerFieldAccess(X)) {
      S.Memory = Prov.ofAddress(X);
      S.Variable = Lexer::getSourceText(CharSourceRange::getTokenRange(Field->getSourceRange()), SM, Ctx.getLangOpts()).str();
    } else {
      S.Memory = Prov.ofVariable(V);
    }
    if (Target) {
      llvm::SmallPtrSet<const VarDecl *, 8> Mapped, DevicePtrs;
      enclosingDataMaps(A, Mapped, DevicePtrs);
      S.Mapped = Mapped.count(V->getCanonicalDecl()) || (USM && mappedBefore(V->getCanonicalDecl(), A->getBeginLoc()));
      hostMemoryTouched(Target, S);
    }
    return S;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  ProvenanceAnalysis Prov;
  bool USM = false;
  /// Where each variable is mapped: under USM a map makes its pages coarse from then on.
  llvm::DenseMap<const VarDecl *, std::vector<SourceLocation>> MapSites;
  /// Mapped by a construct written before \p L (source order stands in for program order).
  bool mappedBefore(const VarDecl *V, SourceLocation L) {
    auto It = MapSites.find(V);
    if (It == MapSites.end()) return false;
    return llvm::any_of(It->second, [&](SourceLocation M) { return SM.isBeforeInTranslationUnit(M, L); });
  }
  std::vector<const OMPExecutableDirective *> Targets;
  std::vector<OMPAtomicDirective *> Atomics;
};

} // namespace

std::vector<OmpAtomicSite> findOmpAtomicSites(ASTContext &Ctx) {
  limitTraversalToMainFile(Ctx);
  SiteFinder F(Ctx);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.sites();
}

} // namespace c2o
