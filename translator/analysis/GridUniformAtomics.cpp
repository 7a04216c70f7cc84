#include "analysis/GridUniformAtomics.h"
#include "core/AstWalk.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <map>

namespace c2o {

using namespace clang;

namespace {
constexpr bool Arithmetic = false, Integer = true;
const AtomicReductionOp ReductionOps[] = {
#define C2O_ATOMIC_REDUCTION(Name, Identifier, Types, Update, Identity, Guarded)                                     \
  {#Name, Identifier, Types, Update, Identity, Guarded},
#include "analysis/AtomicReductions.def"
};
} // namespace

const AtomicReductionOp *lookupAtomicReduction(llvm::StringRef CudaName) {
  for (const AtomicReductionOp &Op : ReductionOps)
    if (Op.CudaName == CudaName) return &Op;
  return nullptr;
}

namespace {

/// One step from the base pointer to the atomic's memory: an element offset
/// (Offset or OffsetText: the same text, the same offset) or a field.
struct Step {
  const FieldDecl *Field = nullptr;
  std::optional<int64_t> Offset; ///< a constant element offset
  std::string OffsetText;             ///< else the offset as written
};

/// Where an atomic writes: its base pointer parameter and the steps from it.
struct Location {
  const ParmVarDecl *Base = nullptr;
  std::vector<Step> Steps;
  std::string key() const {
    std::string K;
    for (const Step &S : Steps)
      K += S.Field ? "." + S.Field->getNameAsString() + "#" + std::to_string(reinterpret_cast<uintptr_t>(S.Field))
                   : "[" + (S.Offset ? std::to_string(*S.Offset) : S.OffsetText) + "]";
    return K;
  }
};

/// Do \p A and \p B (on one base) name different memory? (Different fields
/// of one struct, or different constant offsets, at the first step where they differ.)
bool provablyDisjoint(const Location &A, const Location &B) {
  for (size_t I = 0; I < A.Steps.size() && I < B.Steps.size(); ++I) {
    const Step &X = A.Steps[I], &Y = B.Steps[I];
    if (X.Field && Y.Field) {
      if (X.Field == Y.Field) continue;
      return !X.Field->getParent()->isUnion();
    }
    if (X.Field || Y.Field) return false;
    if (X.Offset && Y.Offset) {
      if (*X.Offset == *Y.Offset) continue;
      return true;
    }
    return false; // an offset not known
  }
  return false; // one holds the other
}

/// The analysis of one kernel.
class KernelAnalysis {
public:
  KernelAnalysis(const SourceView &View, const ProvenanceAnalysis &Provenance, const FunctionDecl *K)
      : View(View), Ctx(View.Ctx), Provenance(Provenance), K(K) {}

  /// Is \p P a parameter of the kernel that the kernel only reads?
  bool neverWritten(const ParmVarDecl *P) {
    if (P->getType()->isReferenceType()) return false;
    auto [It, New] = NeverWritten.try_emplace(P, true);
    if (!New) return It->second;
    for (const DeclRefExpr *R : bodyUses().Refs) {
      if (R->getDecl() != P) continue;
      // A read: through parentheses and fields of a struct parameter to a load.
      const Stmt *S = R;
      while (true) {
        const Stmt *Par = parentStatement(Ctx, S);
        if (const auto *M = dyn_cast_or_null<MemberExpr>(Par); M && !M->isArrow() && M->getBase() == S) S = Par;
        else if (isa_and_nonnull<ParenExpr>(Par)) S = Par;
        else {
          const auto *C = dyn_cast_or_null<ImplicitCastExpr>(Par);
          if (!C || C->getCastKind() != CK_LValueToRValue) It->second = false;
          break;
        }
      }
      if (!It->second) break;
    }
    return It->second;
  }

  /// Is \p E the same value in every thread of the launch, and writable in
  /// the launcher as it is (parameters, constants, arithmetic on them)?
  bool uniformValue(const Expr *E) {
    E = E->IgnoreParens();
    if (isa<IntegerLiteral, CharacterLiteral, CXXBoolLiteralExpr, UnaryExprOrTypeTraitExpr>(E)) return true;
    if (const auto *C = dyn_cast<CastExpr>(E)) {
      if (isa<ImplicitCastExpr, CStyleCastExpr, CXXStaticCastExpr, CXXFunctionalCastExpr>(C) &&
          (C->getType()->isIntegralOrEnumerationType() || C->getCastKind() == CK_LValueToRValue))
        return uniformValue(C->getSubExpr());
      return false;
    }
    if (const auto *R = dyn_cast<DeclRefExpr>(E)) {
      const ValueDecl *D = R->getDecl();
      if (const auto *P = dyn_cast<ParmVarDecl>(D))
        return P->getDeclContext() == K && !P->getType()->isPointerType() && neverWritten(P);
      if (isa<EnumConstantDecl>(D)) return !D->getDeclContext()->isFunctionOrMethod();
      if (const auto *V = dyn_cast<VarDecl>(D))
        return !V->isLocalVarDeclOrParm() && !V->getDeclContext()->isFunctionOrMethod() &&
               !V->hasAttr<CUDADeviceAttr>() && !V->hasAttr<CUDAConstantAttr>() &&
               V->isUsableInConstantExpressions(Ctx);
      return false;
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) // a field of a struct parameter
      return !M->isArrow() && isa<FieldDecl>(M->getMemberDecl()) && uniformValue(M->getBase());
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return !B->isAssignmentOp() && !B->isCompoundAssignmentOp() && B->getOpcode() != BO_Comma &&
             uniformValue(B->getLHS()) && uniformValue(B->getRHS());
    if (const auto *U = dyn_cast<UnaryOperator>(E))
      return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus || U->getOpcode() == UO_Not ||
              U->getOpcode() == UO_LNot) &&
             uniformValue(U->getSubExpr());
    if (const auto *C = dyn_cast<ConditionalOperator>(E))
      return uniformValue(C->getCond()) && uniformValue(C->getTrueExpr()) && uniformValue(C->getFalseExpr());
    return false;
  }

  /// Adds an element offset to \p L (consecutive offsets fold).
  bool addOffset(Location &L, const Expr *Index, bool Negative) {
    if (!uniformValue(Index)) return false;
    Step S;
    Expr::EvalResult R;
    if (Index->EvaluateAsInt(R, Ctx) && R.Val.getInt().getSignificantBits() <= 63) {
      int64_t V = R.Val.getInt().getExtValue();
      S.Offset = Negative ? -V : V;
    } else {
      auto O = exprOffsets(View, Index);
      if (!O) return false;
      S.OffsetText = (Negative ? "-(" : "(") + View.text().substr(O->first, O->second - O->first) + ")";
    }
    if (!L.Steps.empty() && !L.Steps.back().Field) {
      Step &Last = L.Steps.back();
      if (Last.Offset && S.Offset) {
        Last.Offset = *Last.Offset + *S.Offset;
        return true;
      }
      if (Last.Offset && *Last.Offset == 0) {
        Last = S;
        return true;
      }
      if (S.Offset && *S.Offset == 0) return true;
      std::string Text = Last.Offset ? "(" + std::to_string(*Last.Offset) + ")" : Last.OffsetText;
      Last.OffsetText = Text + "+" + (S.Offset ? "(" + std::to_string(*S.Offset) + ")" : S.OffsetText);
      Last.Offset.reset();
      return true;
    }
    L.Steps.push_back(S);
    return true;
  }

  /// Is \p E an address the same in every thread, built from a pointer parameter?
  bool uniformAddress(const Expr *E, Location &L) {
    E = E->IgnoreParens();
    if (const auto *C = dyn_cast<ImplicitCastExpr>(E)) {
      if (C->getCastKind() == CK_LValueToRValue) {
        const auto *R = dyn_cast<DeclRefExpr>(C->getSubExpr()->IgnoreParens());
        const auto *P = R ? dyn_cast<ParmVarDecl>(R->getDecl()) : nullptr;
        if (!P || P->getDeclContext() != K || !P->getType()->isPointerType()) return false;
        L.Base = P;
        Step Zero;
        Zero.Offset = 0;
        L.Steps.push_back(Zero);
        return true;
      }
      if (C->getCastKind() == CK_ArrayToPointerDecay) return uniformPlace(C->getSubExpr(), L);
      if (C->getCastKind() == CK_NoOp) return uniformAddress(C->getSubExpr(), L);
      return false;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub) return false;
      const Expr *Ptr = B->getLHS(), *Int = B->getRHS();
      if (!Ptr->getType()->isPointerType()) std::swap(Ptr, Int);
      if (!Ptr->getType()->isPointerType() || !Int->getType()->isIntegralOrEnumerationType()) return false;
      return uniformAddress(Ptr, L) && addOffset(L, Int, B->getOpcode() == BO_Sub);
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf)
      return uniformPlace(U->getSubExpr(), L);
    return false;
  }

  /// Is \p E an lvalue in memory at an address the same in every thread?
  bool uniformPlace(const Expr *E, Location &L) {
    E = E->IgnoreParens();
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref)
      return uniformAddress(U->getSubExpr(), L);
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
      return uniformAddress(A->getBase(), L) && addOffset(L, A->getIdx(), false);
    if (const auto *M = dyn_cast<MemberExpr>(E)) {
      const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
      if (!F || !(M->isArrow() ? uniformAddress(M->getBase(), L) : uniformPlace(M->getBase(), L))) return false;
      Step S;
      S.Field = F;
      L.Steps.push_back(S);
      return true;
    }
    return false;
  }

  const StmtUses &bodyUses() {
    if (!Uses) Uses = usesIn(K->getBody());
    return *Uses;
  }

  const SourceView &View;
  ASTContext &Ctx;
  const ProvenanceAnalysis &Provenance;
  const FunctionDecl *K;

private:
  std::optional<StmtUses> Uses;
  llvm::DenseMap<const ParmVarDecl *, bool> NeverWritten;
};

/// Is \p C a statement of its own (its value unused)?
bool standsAlone(ASTContext &Ctx, const CallExpr *C) {
  auto Parents = Ctx.getParents(*C);
  if (Parents.size() != 1) return false;
  const Stmt *P = Parents[0].get<Stmt>();
  return P && (isa<CompoundStmt>(P) || isBodyOf(P, C));
}

/// A candidate: an atomic of the table, as a statement, on a uniform address.
struct Candidate {
  const CallExpr *Call;
  const AtomicReductionOp *Op;
  QualType Type;
  Location Where;
};

/// Memory the kernel writes other than through its candidates: the lvalue
/// or the pointer it writes through, and the type written.
struct Write {
  const Expr *Target;  ///< an lvalue, or a pointer when Through
  bool Through;        ///< Target is a pointer the write goes through (a call argument)
  QualType Type;       ///< what is written
};

/// Every write in \p Body: assignments, increments, and the memory a call
/// may write (a pointer to non-const or a non-const reference argument, the
/// object of a non-const member call).
class WriteCollector : public RecursiveASTVisitor<WriteCollector> {
public:
  std::vector<Write> Writes;
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp() || B->isCompoundAssignmentOp()) Writes.push_back({B->getLHS(), false, B->getLHS()->getType()});
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp()) Writes.push_back({U->getSubExpr(), false, U->getSubExpr()->getType()});
    return true;
  }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    unsigned First = 0;
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(C); Op && F && isa<CXXMethodDecl>(F)) {
      // a.operator=(b): the first argument is the object
      if (!cast<CXXMethodDecl>(F)->isConst()) Writes.push_back({C->getArg(0), false, C->getArg(0)->getType()});
      First = 1;
    }
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(C)) {
      const auto *MD = M->getMethodDecl();
      if (!MD || !MD->isConst()) {
        const Expr *Obj = M->getImplicitObjectArgument();
        if (Obj) Writes.push_back({Obj, Obj->getType()->isPointerType(), Obj->getType()->isPointerType() ? Obj->getType()->getPointeeType() : Obj->getType()});
      }
    }
    for (unsigned I = First; I < C->getNumArgs(); ++I) {
      const Expr *A = C->getArg(I);
      QualType T = A->getType();
      if (T->isPointerType() && !T->getPointeeType().isConstQualified()) {
        Writes.push_back({A, true, T->getPointeeType()});
        continue;
      }
      unsigned PI = I - First;
      if (F && PI < F->getNumParams()) {
        QualType PT = F->getParamDecl(PI)->getType();
        if (PT->isReferenceType() && !PT->getPointeeType().isConstQualified()) Writes.push_back({A, false, A->getType()});
      } else if (!F && A->isGLValue()) {
        Writes.push_back({A, false, A->getType()});
      }
    }
    return true;
  }
};

/// Can memory of type \p Written hold an object of type \p T (the same
/// type, a character or void view of it, a struct or array holding one)?
bool mayHold(ASTContext &Ctx, QualType Written, QualType T) {
  Written = Written.getCanonicalType().getUnqualifiedType();
  T = T.getCanonicalType().getUnqualifiedType();
  if (Written == T || Written->isVoidType() || Written->isCharType() || Written->isStdByteType()) return true;
  if (const auto *A = Ctx.getAsArrayType(Written)) return mayHold(Ctx, A->getElementType(), T);
  if (const auto *R = Written->getAsRecordDecl()) {
    if (!R->getDefinition()) return true;
    for (const FieldDecl *F : R->getDefinition()->fields())
      if (mayHold(Ctx, F->getType(), T)) return true;
    if (const auto *CR = dyn_cast<CXXRecordDecl>(R->getDefinition()))
      for (const CXXBaseSpecifier &B : CR->bases())
        if (mayHold(Ctx, B.getType(), T)) return true;
  }
  return false;
}

/// Can \p A and \p B be one allocation? (One allocation call stores into one
/// variable; without the variables, the same call at the same line.)
bool sameSite(const AllocationSite &A, const AllocationSite &B) {
  if (A.Var && B.Var) return A.Var == B.Var;
  return A.Kind == B.Kind && A.What == B.What && A.Where == B.Where;
}

/// Do \p A and \p B come from different allocations, all known?
bool disjointMemory(const Provenance &A, const Provenance &B) {
  auto Unknown = [](const Provenance &P) {
    return P.Sites.empty() || llvm::any_of(P.Sites, [](const AllocationSite &S) {
             return S.Kind == AllocationKind::UnknownMemory;
           });
  };
  if (Unknown(A) || Unknown(B)) return false;
  for (const AllocationSite &X : A.Sites)
    for (const AllocationSite &Y : B.Sites)
      if (sameSite(X, Y)) return false;
  return true;
}

/// Is the lvalue \p E a variable of the kernel itself (a local or a by-value
/// parameter, or a field of one), not memory behind a pointer?
bool isLocalObject(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (M->isArrow()) return false;
    E = M->getBase()->IgnoreParenImpCasts();
  }
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    // a local array: arr[i], not p[i]
    const Expr *B = A->getBase()->IgnoreParenImpCasts();
    if (!B->getType()->isArrayType()) return false;
    E = B;
    while (const auto *M = dyn_cast<MemberExpr>(E)) {
      if (M->isArrow()) return false;
      E = M->getBase()->IgnoreParenImpCasts();
    }
  }
  const auto *R = dyn_cast<DeclRefExpr>(E);
  const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
  return V && V->hasLocalStorage() && !V->getType()->isReferenceType();
}

/// The pointer a write to lvalue \p E goes through (p in *p, p[i], p->f), or null.
const Expr *pointerOf(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (M->isArrow()) return M->getBase();
    E = M->getBase()->IgnoreParenImpCasts();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_Deref) return U->getSubExpr();
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
    if (A->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) return pointerOf(A->getBase());
    return A->getBase();
  }
  return nullptr;
}

/// Aliasing: no other write of kernel \p K may reach the memory of a
/// candidate, unless the allocations it may write are all known and others
/// than the base's. The bases of the candidates that fail go into \p Dropped.
void dropAliased(ASTContext &Ctx, const ProvenanceAnalysis &Provenance, const FunctionDecl *K,
                 const std::vector<Candidate> &Cands, llvm::DenseSet<const ParmVarDecl *> &Dropped) {
  WriteCollector WC;
  WC.TraverseStmt(const_cast<Stmt *>(K->getBody()));
  llvm::DenseSet<const CallExpr *> CandidateCalls;
  for (const Candidate &C : Cands) CandidateCalls.insert(C.Call);
  llvm::DenseMap<const ParmVarDecl *, c2o::Provenance> BaseMemory;
  for (bool Changed = true; Changed;) {
    Changed = false;
    // Candidates dropped so far are atomics like any other: writes.
    std::vector<Write> Writes;
    for (const Write &W : WC.Writes) {
      // the candidates' own arguments: not writes unless dropped
      if (const auto *Parent = dyn_cast_or_null<CallExpr>(parentStatement(Ctx, W.Target)))
        if (CandidateCalls.count(Parent)) {
          const Candidate *C = nullptr;
          for (const Candidate &X : Cands)
            if (X.Call == Parent) C = &X;
          if (C && !Dropped.count(C->Where.Base)) continue;
        }
      Writes.push_back(W);
    }
    for (const Candidate &C : Cands) {
      if (Dropped.count(C.Where.Base)) continue;
      auto [BM, New] = BaseMemory.try_emplace(C.Where.Base);
      if (New) BM->second = Provenance.ofAddress(C.Call->getArg(0));
      // kept candidates on other bases with another operation may alias too
      bool Alias = false;
      for (const Candidate &O : Cands)
        if (O.Where.Base != C.Where.Base && !Dropped.count(O.Where.Base) && O.Op->Identifier != C.Op->Identifier &&
            mayHold(Ctx, O.Type, C.Type) && !disjointMemory(Provenance.ofAddress(O.Call->getArg(0)), BM->second))
          Alias = true;
      for (const Write &W : Writes) {
        if (Alias) break;
        if (!mayHold(Ctx, W.Type, C.Type)) continue;
        const Expr *Ptr = W.Through ? W.Target : pointerOf(W.Target);
        if (!W.Through && !Ptr) {
          if (isLocalObject(W.Target)) continue;
          // a global variable, or a reference: where it is, is not followed
          Alias = true;
          break;
        }
        if (!disjointMemory(Provenance.ofAddress(Ptr), BM->second)) Alias = true;
      }
      if (Alias) {
        Dropped.insert(C.Where.Base);
        Changed = true;
      }
    }
  }
}

} // namespace

std::vector<KernelReductions> findGridUniformAtomics(const SourceView &View, const CudaAstIndex &Index,
                                                     const ProvenanceAnalysis &Provenance) {
  std::vector<KernelReductions> Result;
  ASTContext &Ctx = View.Ctx;
  // The candidates of each kernel, in source order.
  std::map<const FunctionDecl *, std::vector<Candidate>> ByKernel;
  std::vector<const FunctionDecl *> Order;
  for (const FunctionDecl *K : Index.kernels()) {
    if (!K->doesThisDeclarationHaveABody() || !K->getBody() || K->isTemplated() || K->isTemplateInstantiation() ||
        !Index.factsOf(K).BlockLevelUses.empty() || ByKernel.count(K))
      continue;
    ByKernel[K];
    Order.push_back(K);
  }
  std::map<const FunctionDecl *, KernelAnalysis> Analyses;
  for (const FunctionDecl *K : Order) Analyses.emplace(K, KernelAnalysis(View, Provenance, K));

  for (const CallExpr *C : Index.cudaCalls()) {
    const FunctionDecl *Callee = C->getDirectCallee();
    const AtomicReductionOp *Op = Callee ? lookupAtomicReduction(Callee->getName()) : nullptr;
    if (!Op || C->getNumArgs() != 2) continue;
    const FunctionDecl *K = enclosingFunction(Ctx, C);
    auto It = Analyses.find(K);
    if (It == Analyses.end()) continue;
    QualType T = C->getType().getCanonicalType().getUnqualifiedType();
    if (!T->isBuiltinType() || !(T->isIntegerType() || T->isRealFloatingType()) || T->isBooleanType() ||
        (Op->IntegerOnly && !T->isIntegerType()))
      continue;
    if (!standsAlone(Ctx, C) || C->getBeginLoc().isMacroID() || !exprOffsets(View, C) ||
        !exprOffsets(View, C->getArg(0)) || !exprOffsets(View, C->getArg(1)))
      continue;
    Location L;
    if (!It->second.uniformAddress(C->getArg(0), L) || !L.Base) continue;
    ByKernel[K].push_back({C, Op, T, L});
  }

  for (const FunctionDecl *K : Order) {
    std::vector<Candidate> &Cands = ByKernel[K];
    if (Cands.empty()) continue;
    KernelAnalysis &A = Analyses.at(K);

    // Each base must appear only in the addresses of its candidates.
    llvm::DenseMap<const ParmVarDecl *, unsigned> RefsInCandidates, RefsInBody;
    for (const Candidate &C : Cands)
      for (const DeclRefExpr *R : usesIn(C.Call->getArg(0)).Refs)
        if (R->getDecl() == C.Where.Base) ++RefsInCandidates[C.Where.Base];
    for (const DeclRefExpr *R : A.bodyUses().Refs)
      if (const auto *P = dyn_cast<ParmVarDecl>(R->getDecl())) ++RefsInBody[P];
    llvm::DenseSet<const ParmVarDecl *> Dropped;
    for (const Candidate &C : Cands)
      if (RefsInBody[C.Where.Base] != RefsInCandidates[C.Where.Base]) Dropped.insert(C.Where.Base);
    // Different operations on one base only on memory that is provably apart.
    for (size_t I = 0; I < Cands.size(); ++I)
      for (size_t J = I + 1; J < Cands.size(); ++J)
        if (Cands[I].Where.Base == Cands[J].Where.Base && Cands[I].Op->Identifier != Cands[J].Op->Identifier &&
            !provablyDisjoint(Cands[I].Where, Cands[J].Where))
          Dropped.insert(Cands[I].Where.Base);

    dropAliased(Ctx, Provenance, K, Cands, Dropped);

    KernelReductions KR;
    KR.Kernel = K;
    std::map<std::string, unsigned> Slots; // base, operation, location -> accumulator
    for (const Candidate &C : Cands) {
      if (Dropped.count(C.Where.Base)) continue;
      std::string Key = C.Where.Base->getNameAsString() + "/" + C.Op->CudaName.str() + "/" + C.Type.getAsString() +
                        "/" + C.Where.key();
      auto [S, New] = Slots.try_emplace(Key, KR.Accumulators.size());
      if (New)
        KR.Accumulators.push_back(
            {"c2o_red" + std::to_string(KR.Accumulators.size()), C.Op, C.Type, C.Call, C.Where.Base});
      KR.Atomics.push_back({C.Call, S->second});
    }
    if (!KR.Atomics.empty()) Result.push_back(std::move(KR));
  }
  return Result;
}

} // namespace c2o
