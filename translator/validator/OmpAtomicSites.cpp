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
#include "llvm/Support/Regex.h"
#include "clang/Lex/MacroInfo.h"
#include <cctype>

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
  SiteFinder(ASTContext &Ctx, const Preprocessor *PP) : Ctx(Ctx), SM(Ctx.getSourceManager()), PP(PP), Prov(Ctx) {}

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

  bool VisitCallExpr(CallExpr *C) {
    if (C->getDirectCallee()) Calls.push_back(C);
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
    propagateMapsToCallers();
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
    readAttributes(A, S);
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

  /// The [[clang::atomic]] attributes on the blocks around \p A, up to its
  /// target region or function: clang applies an attribute to the atomics
  /// it emits while emitting the block, and emits a target region (and a
  /// called function) on its own, so one outside those does not reach in
  /// (measured with clang 22: an attribute around a target construct, or
  /// around a call, leaves the atomic inside hardware).
  void readAttributes(const OMPAtomicDirective *A, OmpAtomicSite &S) {
    std::vector<std::pair<AtomicAttribute, std::string>> Found; // innermost first
    forEachAncestor(Ctx, A, /*ThroughAllDecls=*/false, [&](const DynTypedNode &N) {
      if (const auto *D = N.get<OMPExecutableDirective>(); D && isTarget(D)) return true;
      if (const auto *CS = N.get<CompoundStmt>()) {
        std::string Text;
        if (std::optional<AtomicAttribute> Attr = attributeBeforeBrace(SM, CS->getLBracLoc(), PP, Text))
          Found.push_back({*Attr, Text});
      }
      return false;
    });
    AtomicAttribute Merged;
    for (auto It = Found.rbegin(); It != Found.rend(); ++It) Merged = Merged.under(It->first);
    S.Attribute = Merged;
    for (const auto &F : Found) S.AttributeText += (S.AttributeText.empty() ? "" : " inside ") + F.second;
  }

  /// A map of a function's parameter maps what its callers pass, when they
  /// call it: under unified shared memory, `init(a)` mapping its parameter
  /// switches the pages of the caller's `a` to coarse grain for good (seed
  /// 003's arraysum4). The call's place stands for the map's in source order.
  void propagateMapsToCallers() {
    for (int Round = 0; Round < 8; ++Round) {
      bool Changed = false;
      std::vector<std::pair<const VarDecl *, SourceLocation>> New;
      for (const auto &[V, Locs] : MapSites) {
        const auto *P = dyn_cast<ParmVarDecl>(V);
        const auto *F = P ? dyn_cast<FunctionDecl>(P->getDeclContext()) : nullptr;
        if (!F) continue;
        for (const CallExpr *C : calls(F))
          if (P->getFunctionScopeIndex() < C->getNumArgs())
            if (const VarDecl *Arg = baseVariable(C->getArg(P->getFunctionScopeIndex())))
              New.push_back({Arg->getCanonicalDecl(), C->getBeginLoc()});
      }
      for (const auto &[V, L] : New) {
        std::vector<SourceLocation> &Locs = MapSites[V];
        if (llvm::is_contained(Locs, L)) continue;
        Locs.push_back(L);
        Changed = true;
      }
      if (!Changed) return;
    }
  }

  /// The calls of \p F in the file (of the function or of its template).
  std::vector<const CallExpr *> calls(const FunctionDecl *F) {
    std::vector<const CallExpr *> Out;
    const FunctionDecl *Canon = F->getCanonicalDecl();
    for (const CallExpr *C : Calls) {
      const FunctionDecl *Callee = C->getDirectCallee();
      const FunctionDecl *Pattern = Callee->getTemplateInstantiationPattern();
      if (Callee->getCanonicalDecl() == Canon || (Pattern && Pattern->getCanonicalDecl() == Canon)) Out.push_back(C);
    }
    return Out;
  }

  ASTContext &Ctx;
  SourceManager &SM;
  const Preprocessor *PP;
  ProvenanceAnalysis Prov;
  std::vector<const CallExpr *> Calls;
  bool USM = false;
  /// Where each variable is mapped: under USM a map makes its pages coarse from then on.
  llvm::DenseMap<const VarDecl *, std::vector<SourceLocation>> MapSites;
  /// Mapped by a construct written before \p L (source order stands in for program order).
  /// A parameter counts as mapped when every call of its function in the file
  /// passes memory mapped before that call (\p Depth: calls followed so far).
  bool mappedBefore(const VarDecl *V, SourceLocation L, int Depth = 0) {
    auto It = MapSites.find(V);
    if (It != MapSites.end() &&
        llvm::any_of(It->second, [&](SourceLocation M) { return SM.isBeforeInTranslationUnit(M, L); }))
      return true;
    const auto *P = dyn_cast<ParmVarDecl>(V);
    const auto *F = P ? dyn_cast<FunctionDecl>(P->getDeclContext()) : nullptr;
    if (!F || Depth >= 4) return false;
    std::vector<const CallExpr *> Cs = calls(F);
    return !Cs.empty() && llvm::all_of(Cs, [&](const CallExpr *C) {
      if (P->getFunctionScopeIndex() >= C->getNumArgs()) return false;
      const VarDecl *Arg = baseVariable(C->getArg(P->getFunctionScopeIndex()));
      return Arg && mappedBefore(Arg->getCanonicalDecl(), C->getBeginLoc(), Depth + 1);
    });
  }
  std::vector<const OMPExecutableDirective *> Targets;
  std::vector<OMPAtomicDirective *> Atomics;
};

} // namespace

std::vector<OmpAtomicSite> findOmpAtomicSites(ASTContext &Ctx, const Preprocessor *PP) {
  limitTraversalToMainFile(Ctx);
  SiteFinder F(Ctx, PP);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.sites();
}

namespace {
/// The clang::atomic options inside `[[ ... ]]`, if it names that attribute.
std::optional<AtomicAttribute> parseAttributeList(llvm::StringRef Inside) {
  static const llvm::Regex Atomic("(^|[^A-Za-z0-9_])(clang|__clang__)[ \t\n]*::[ \t\n]*atomic[ \t\n]*\\(([^)]*)\\)");
  static const llvm::Regex Using("^[ \t\n]*using[ \t\n]+(clang|__clang__)[ \t\n]*:[ \t\n]*(.*)$");
  llvm::SmallVector<llvm::StringRef, 4> M;
  if (Atomic.match(Inside, &M)) return parseAtomicAttributeOptions(M[3]);
  if (Using.match(Inside, &M)) { // [[using clang: atomic(...)]]
    static const llvm::Regex Bare("(^|[^A-Za-z0-9_:])atomic[ \t\n]*\\(([^)]*)\\)");
    llvm::SmallVector<llvm::StringRef, 3> B;
    if (Bare.match(M[2], &B)) return parseAtomicAttributeOptions(B[2]);
  }
  return std::nullopt;
}
} // namespace

std::optional<AtomicAttribute> attributeBeforeBrace(const SourceManager &SM, SourceLocation LBrace,
                                                    const Preprocessor *PP, std::string &Text) {
  if (LBrace.isInvalid() || LBrace.isMacroID()) return std::nullopt;
  auto [FID, Offset] = SM.getDecomposedLoc(LBrace);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid || Offset > Buf.size()) return std::nullopt;
  size_t I = Offset;
  // Back over white space and /* comments */.
  while (I > 0) {
    if (isspace(static_cast<unsigned char>(Buf[I - 1]))) --I;
    else if (I >= 2 && Buf.substr(I - 2, 2) == "*/") {
      size_t Open = Buf.take_front(I - 2).rfind("/*");
      if (Open == llvm::StringRef::npos) break;
      I = Open;
    } else break;
  }
  if (I >= 2 && Buf.substr(I - 2, 2) == "]]") {
    size_t Open = Buf.take_front(I - 2).rfind("[[");
    if (Open == llvm::StringRef::npos) return std::nullopt;
    std::optional<AtomicAttribute> A = parseAttributeList(Buf.slice(Open + 2, I - 2));
    if (A) Text = Buf.slice(Open, I).str();
    return A;
  }
  size_t End = I;
  while (I > 0 && (isalnum(static_cast<unsigned char>(Buf[I - 1])) || Buf[I - 1] == '_')) --I;
  llvm::StringRef Name = Buf.slice(I, End);
  if (Name.empty()) return std::nullopt;
  if (const AttributeMacro *M = lookupAttributeMacro(Name)) {
    Text = Name.str();
    return M->Attribute;
  }
  // Another macro that stands for the attribute, where the parse defined it so.
  if (!PP) return std::nullopt;
  auto II = PP->getIdentifierTable().find(Name);
  if (II == PP->getIdentifierTable().end()) return std::nullopt;
  const MacroInfo *MI = PP->getMacroInfo(II->getValue());
  if (!MI) return std::nullopt;
  std::string Def;
  for (const Token &T : MI->tokens()) Def += PP->getSpelling(T) + " ";
  size_t Open = Def.find("[ ["), Close = Def.rfind("] ]");
  if (Open == std::string::npos || Close == std::string::npos || Close < Open) return std::nullopt;
  std::optional<AtomicAttribute> A = parseAttributeList(llvm::StringRef(Def).slice(Open + 3, Close));
  if (A) Text = Name.str();
  return A;
}

} // namespace c2o
