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

const Expr *strip(const Expr *E) {
  while (true) {
    E = E->IgnoreParenCasts();
    if (const auto *M = dyn_cast<MaterializeTemporaryExpr>(E)) { E = M->getSubExpr(); continue; }
    return E;
  }
}

/// Fields whose stores are recorded: pointers (and references, always unknown
/// unless stored), arrays of pointers are not followed.
bool isPointerField(const FieldDecl *F) { return F->getType()->isPointerType() || F->getType()->isReferenceType(); }

/// The pointer field \p E (parentheses and casts stripped) names, if any.
const FieldDecl *pointerFieldOf(const Expr *E) {
  const auto *M = dyn_cast<MemberExpr>(strip(E));
  const auto *F = M ? dyn_cast<FieldDecl>(M->getMemberDecl()) : nullptr;
  return F && isPointerField(F) ? F : nullptr;
}

std::string fieldName(const FieldDecl *F) {
  std::string Record = F->getParent()->getNameAsString();
  if (Record.empty()) Record = "(anonymous)";
  return "field '" + Record + "::" + F->getNameAsString() + "'";
}

/// Fields of class template specialisations are keyed by the template's own
/// field: stores written in the template (`void set(T *q) { f = q; }`) and reads
/// through a specialisation (`P<float> p; p.f`) meet there.
const FieldDecl *canonicalField(const FieldDecl *F) {
  const auto *RD = dyn_cast<CXXRecordDecl>(F->getParent());
  const CXXRecordDecl *Pattern = RD ? RD->getTemplateInstantiationPattern() : nullptr;
  if (!Pattern || Pattern == RD || F->getName().empty()) return F;
  for (const FieldDecl *P : Pattern->fields())
    if (P->getName() == F->getName()) return P;
  return F;
}

/// The kind of memory an allocator call hands out (hipHostMalloc(&p, n,
/// hipHostMallocNonCoherent) is coarse-grained).
AllocationKind allocatedKind(const CallExpr *C, AllocationKind K, ASTContext &Ctx) {
  if (K == AllocationKind::PinnedHostMemory && C->getNumArgs() >= 3 &&
      Lexer::getSourceText(CharSourceRange::getTokenRange(C->getArg(2)->getSourceRange()), Ctx.getSourceManager(),
                           Ctx.getLangOpts())
          .contains("NonCoherent"))
    return AllocationKind::NonCoherentHostMemory;
  return K;
}

/// hipMemAdvise(p, n, hipMemAdviseSetCoarseGrain, dev)?
bool advisesCoarse(const CallExpr *C) {
  const FunctionDecl *F = C->getDirectCallee();
  if (!F || !F->getName().contains("MemAdvise") || C->getNumArgs() < 3) return false;
  const auto *Adv = dyn_cast<DeclRefExpr>(strip(C->getArg(2)));
  return Adv && Adv->getDecl()->getName().contains("CoarseGrain");
}

/// Collects call sites, variable uses and stores into pointer fields in one walk.
class Collector : public RecursiveASTVisitor<Collector> {
public:
  using FieldStore = ProvenanceAnalysis::FieldStore;
  Collector(ASTContext &Ctx, llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls,
            llvm::DenseMap<const FunctionDecl *, std::vector<const CXXConstructExpr *>> &Constructions,
            llvm::DenseMap<const VarDecl *, std::vector<const DeclRefExpr *>> &Uses,
            llvm::DenseMap<const FieldDecl *, std::vector<FieldStore>> &Fields)
      : Ctx(Ctx), Calls(Calls), Constructions(Constructions), Uses(Uses), Fields(Fields) {}
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitCallExpr(CallExpr *C) {
    const FunctionDecl *F = C->getDirectCallee();
    if (!F) return true;
    // cudaMalloc(&s.f, n), cudaMallocManaged((void **)&s->f, n), ...
    auto A = allocators().find(F->getName());
    if (A != allocators().end() && A->second.PointerArg >= 0 &&
        static_cast<unsigned>(A->second.PointerArg) < C->getNumArgs())
      if (const auto *U = dyn_cast<UnaryOperator>(strip(C->getArg(A->second.PointerArg)));
          U && U->getOpcode() == UO_AddrOf)
        if (const FieldDecl *FD = pointerFieldOf(U->getSubExpr())) {
          storesOf(FD).push_back({nullptr, allocatedKind(C, A->second.Kind, Ctx), F->getName().str(), C->getBeginLoc()});
          AllocatedThrough.insert(U);
        }
    if (advisesCoarse(C))
      if (const FieldDecl *FD = pointerFieldOf(C->getArg(0)))
        storesOf(FD).push_back({nullptr, AllocationKind::CoarseAdvisedMemory, F->getName().str(), C->getBeginLoc()});
    if (A == allocators().end()) escapesToElsewhere(C, F);
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern()) F = P;
    Calls[F->getCanonicalDecl()].push_back(C);
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    const FunctionDecl *F = E->getConstructor();
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern()) F = P;
    Constructions[F->getCanonicalDecl()].push_back(E);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl())) Uses[V->getCanonicalDecl()].push_back(E);
    return true;
  }
  /// s.f = p, s->f = p
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->getOpcode() == BO_Assign)
      if (const auto *M = dyn_cast<MemberExpr>(B->getLHS()->IgnoreParens()))
        if (const auto *FD = dyn_cast<FieldDecl>(M->getMemberDecl()); FD && isPointerField(FD)) store(FD, B->getRHS());
    return true;
  }
  /// S s{p, q}, S s = {.f = p}, S{p, q} as an argument, ... The walk sees the
  /// syntactic form; the semantic form has one initialiser per field.
  bool VisitInitListExpr(InitListExpr *L) {
    const InitListExpr *Sem = L->isSemanticForm() || !L->getSemanticForm() ? L : L->getSemanticForm();
    initialise(Sem);
    return true;
  }
  /// S(float *p) : f(p) {} (written member initialisers), and default member
  /// initialisers.
  bool VisitCXXConstructorDecl(CXXConstructorDecl *C) {
    if (!C->doesThisDeclarationHaveABody()) return true;
    for (const CXXCtorInitializer *I : C->inits())
      if (I->isWritten() && I->isMemberInitializer() && isPointerField(I->getMember())) store(I->getMember(), I->getInit());
    return true;
  }
  bool VisitFieldDecl(FieldDecl *FD) {
    if (isPointerField(FD) && FD->hasInClassInitializer())
      if (const Expr *Init = FD->getInClassInitializer()) store(FD, Init);
    return true;
  }
  /// &s.f anywhere but as an allocator's pointer argument: the field may be
  /// written through that address.
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      if (const FieldDecl *FD = pointerFieldOf(U->getSubExpr())) AddressTaken.push_back({U, FD});
    return true;
  }
  /// After the walk: escaped addresses make their fields unknown.
  void finish() {
    for (auto [U, FD] : AddressTaken)
      if (!AllocatedThrough.count(U))
        storesOf(FD).push_back({nullptr, AllocationKind::UnknownMemory, "address taken",
                              U->getBeginLoc()});
  }

private:
  std::vector<FieldStore> &storesOf(const FieldDecl *FD) { return Fields[canonicalField(FD)]; }

  /// init(&s) or init(s) (by reference) of a function defined outside this file
  /// (not a library one): the function may store into every pointer field of s.
  void escapesToElsewhere(const CallExpr *C, const FunctionDecl *F) {
    if (F->isDefined() || Ctx.getSourceManager().isInSystemHeader(F->getLocation())) return;
    for (unsigned I = 0; I < C->getNumArgs(); ++I) {
      const Expr *Arg = C->getArg(I);
      QualType Param = I < F->getNumParams() ? F->getParamDecl(I)->getType() : Arg->getType();
      QualType Pointee = Param->getPointeeType(); // pointers and references
      if (Pointee.isNull() || Pointee.isConstQualified()) continue;
      QualType Actual = Arg->IgnoreParenImpCasts()->getType();
      if (Param->isPointerType() && !Actual->getPointeeType().isNull()) Actual = Actual->getPointeeType();
      if (Actual.isConstQualified()) continue;
      if (const RecordDecl *RD = Actual->getAsRecordDecl())
        escapeRecord(RD, "passed to '" + F->getNameAsString() + "' (not defined in this file)", C->getBeginLoc(), 0);
    }
  }
  void escapeRecord(const RecordDecl *RD, const std::string &Why, SourceLocation L, int Depth) {
    if (!RD || !(RD = RD->getDefinition()) || Depth > 4) return;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
      for (const CXXBaseSpecifier &B : CRD->bases()) escapeRecord(B.getType()->getAsRecordDecl(), Why, L, Depth + 1);
    for (const FieldDecl *FD : RD->fields()) {
      if (isPointerField(FD)) storesOf(FD).push_back({nullptr, AllocationKind::UnknownMemory, Why, L});
      else if (const RecordDecl *Nested = FD->getType()->getAsRecordDecl()) escapeRecord(Nested, Why, L, Depth + 1);
    }
  }

  /// The stores of one semantic initialiser list and the lists nested in it.
  void initialise(const InitListExpr *L) {
    if (!SeenLists.insert(L).second) return;
    const RecordDecl *RD = L->getType()->getAsRecordDecl();
    if (!RD) { // an array of structs: {{p}, {q}}
      for (const Expr *Init : L->inits())
        if (const auto *Nested = dyn_cast_or_null<InitListExpr>(Init ? Init->IgnoreParenImpCasts() : nullptr))
          initialise(Nested);
      return;
    }
    auto One = [&](const FieldDecl *FD, const Expr *Init) {
      if (!Init || isa<ImplicitValueInitExpr>(Init)) return;
      if (isPointerField(FD)) store(FD, Init);
      else if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts())) initialise(Nested);
    };
    if (RD->isUnion()) {
      if (const FieldDecl *FD = L->getInitializedFieldInUnion(); FD && L->getNumInits() == 1) One(FD, L->getInit(0));
      return;
    }
    unsigned Index = 0;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD); CRD && CRD->hasDefinition())
      for (; Index < CRD->getNumBases() && Index < L->getNumInits(); ++Index)
        if (const auto *Nested = dyn_cast_or_null<InitListExpr>(L->getInit(Index)))
          initialise(Nested);
    for (const FieldDecl *FD : RD->fields()) {
      if (Index >= L->getNumInits()) break;
      One(FD, L->getInit(Index++));
    }
  }

  void store(const FieldDecl *FD, const Expr *Value) {
    Value = Value->IgnoreParenImpCasts();
    if (isa<CXXDefaultInitExpr>(Value)) return; // the default member initialiser, recorded once
    if (Value->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull)) return;
    storesOf(FD).push_back({Value, AllocationKind::UnknownMemory, "", Value->getBeginLoc()});
  }

  ASTContext &Ctx;
  llvm::DenseMap<const FunctionDecl *, std::vector<const CallExpr *>> &Calls;
  llvm::DenseMap<const FunctionDecl *, std::vector<const CXXConstructExpr *>> &Constructions;
  llvm::DenseMap<const VarDecl *, std::vector<const DeclRefExpr *>> &Uses;
  llvm::DenseMap<const FieldDecl *, std::vector<FieldStore>> &Fields;
  llvm::SmallPtrSet<const UnaryOperator *, 16> AllocatedThrough;
  llvm::SmallPtrSet<const InitListExpr *, 16> SeenLists;
  std::vector<std::pair<const UnaryOperator *, const FieldDecl *>> AddressTaken;
};
} // namespace

std::string Provenance::describe() const {
  std::vector<std::string> Parts;
  for (const AllocationSite &S : Sites)
    Parts.push_back((S.Where.empty() ? S.What : S.What + " at " + S.Where) + (S.Via.empty() ? "" : " (" + S.Via + ")"));
  return Parts.empty() ? "unknown" : llvm::join(Parts, ", ");
}

ProvenanceAnalysis::ProvenanceAnalysis(ASTContext &Ctx) : Ctx(Ctx) {
  Collector C(Ctx, CallSites, ConstructSites, Uses, FieldStores);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  C.finish();
}

void ProvenanceAnalysis::add(Provenance &Out, AllocationKind K, std::string What, SourceLocation L,
                             const VarDecl *V, std::string Via) const {
  std::string Where;
  if (L.isValid()) {
    PresumedLoc P = Ctx.getSourceManager().getPresumedLoc(Ctx.getSourceManager().getExpansionLoc(L));
    if (P.isValid()) Where = llvm::sys::path::filename(P.getFilename()).str() + ":" + std::to_string(P.getLine());
  }
  for (const AllocationSite &S : Out.Sites)
    if (S.Kind == K && S.What == What && S.Where == Where) return;
  Out.Sites.push_back({K, std::move(What), std::move(Where), V, std::move(Via)});
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
  } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
    if (const auto *V = dyn_cast<VarDecl>(M->getMemberDecl())) return traceVariable(V, Depth, Out); // static member
    if (const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl())) {
      if (isPointerField(F)) return traceField(F, Depth + 1, Out);
      QualType T = F->getType();
      if (const ArrayType *AT = Ctx.getAsArrayType(T); AT && AT->getElementType()->isPointerType())
        return add(Out, AllocationKind::UnknownMemory, fieldName(F) + " (array of pointers: not followed)", M->getMemberLoc());
      // A scalar, array or struct member is part of the object holding it.
      return trace(M->getBase(), Depth, Out);
    }
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

void ProvenanceAnalysis::traceField(const FieldDecl *F, int Depth, Provenance &Out) const {
  F = canonicalField(F);
  if (Depth > MaxDepth) return add(Out, AllocationKind::UnknownMemory, "too deep to follow", F->getLocation());
  if (!ActiveFields.insert(F).second) return; // s.f = s.f + 1: nothing new
  std::string Via = fieldName(F);
  Provenance Field;
  if (Ctx.getSourceManager().isInSystemHeader(F->getLocation()))
    add(Field, AllocationKind::UnknownMemory, "declared by a library", F->getLocation());
  auto It = FieldStores.find(F);
  if (It == FieldStores.end() || It->second.empty())
    add(Field, AllocationKind::UnknownMemory, "no store found", F->getLocation());
  else
    for (const FieldStore &S : It->second) {
      if (S.Value) trace(S.Value, Depth, Field);
      else add(Field, S.Kind, S.What, S.Loc);
    }
  ActiveFields.erase(F);
  if (Field.Sites.empty()) // only stores of itself (s.f = s.f + 1)
    add(Field, AllocationKind::UnknownMemory, "no allocation found", F->getLocation());
  // hipMemAdvise(s.f, n, SetCoarseGrain) overrides what the allocator gave.
  if (llvm::any_of(Field.Sites, [](const AllocationSite &S) { return S.Kind == AllocationKind::CoarseAdvisedMemory; }))
    llvm::erase_if(Field.Sites, [](const AllocationSite &S) {
      return S.Kind == AllocationKind::ManagedMemory || S.Kind == AllocationKind::HostMemory;
    });
  for (AllocationSite &S : Field.Sites) {
    if (S.Via.empty()) S.Via = Via;
    if (llvm::none_of(Out.Sites, [&](const AllocationSite &O) { return O.Kind == S.Kind && O.What == S.What && O.Where == S.Where; }))
      Out.Sites.push_back(std::move(S));
  }
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
    unsigned Index = P->getFunctionScopeIndex();
    std::vector<const Expr *> Args; // the argument at every call (constructions included)
    if (auto It = CallSites.find(F->getCanonicalDecl()); It != CallSites.end())
      for (const CallExpr *C : It->second)
        if (Index < C->getNumArgs()) Args.push_back(C->getArg(Index));
    if (auto It = ConstructSites.find(F->getCanonicalDecl()); It != ConstructSites.end())
      for (const CXXConstructExpr *C : It->second)
        if (Index < C->getNumArgs()) Args.push_back(C->getArg(Index));
    if (Args.empty())
      return add(Out, AllocationKind::UnknownMemory, "parameter " + Name + " (no call in this file)", V->getLocation(), V);
    for (const Expr *A : Args) trace(A, Depth + 1, Out);
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
            add(Out, allocatedKind(C, A->second.Kind, Ctx), F->getName().str(), C->getBeginLoc(), V);
            Found = true;
          } else if (advisesCoarse(C)) {
            // hipMemAdvise(p, n, hipMemAdviseSetCoarseGrain, dev) makes it coarse.
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
