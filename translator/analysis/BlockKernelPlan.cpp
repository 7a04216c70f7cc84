//===- BlockKernelPlan.cpp - phases, team-level control, replicated locals -===//
#include "analysis/BlockKernelPlan.h"
#include "analysis/CudaConstructs.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <functional>

namespace c2o {

using namespace clang;

/// The group type's class or template of a dependent member call's object
/// (g.shfl_down(v, 1) with g a cg::thread_block_tile<N>), qualified.
static std::string dependentMemberClass(const CXXDependentScopeMemberExpr *M) {
  QualType T = M->getBaseType();
  if (M->isArrow() && T->isPointerType()) T = T->getPointeeType();
  T = T.getNonReferenceType();
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const TemplateDecl *TD = TST->getTemplateName().getAsTemplateDecl()) return TD->getQualifiedNameAsString();
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl()) return RD->getQualifiedNameAsString();
  return "";
}

const SyncFunction *lookupSyncCall(const CallExpr *C) {
  if (const FunctionDecl *F = calleeOf(C)) return lookupSyncFunction(F);
  const auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(C->getCallee() ? C->getCallee()->IgnoreParenImpCasts()
                                                                                : nullptr);
  if (!M) return nullptr;
  std::string Q = dependentMemberClass(M);
  if (Q.empty()) return nullptr;
  Q += "::" + M->getMember().getAsString();
  const SyncFunction *F = lookupSyncFunction(llvm::StringRef(Q));
  return F && F->Kind != SyncKind::Untranslated ? F : nullptr;
}

const FunctionDecl *calleeOf(const CallExpr *C) {
  if (const FunctionDecl *FD = C->getDirectCallee()) return FD;
  // A call with dependent arguments in a template names its callee unresolved.
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) // unresolved name or member
    for (const NamedDecl *D : U->decls()) {
      const NamedDecl *N = D->getUnderlyingDecl();
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(N)) return FTD->getTemplatedDecl();
      if (const auto *FD = dyn_cast<FunctionDecl>(N)) return FD;
    }
  return nullptr;
}

const Expr *groupOf(const CallExpr *C, const SyncFunction &F) {
  if (F.Kind == SyncKind::TileReduce) return C->getNumArgs() > 0 ? C->getArg(0) : nullptr;
  if (const auto *M = dyn_cast<CXXMemberCallExpr>(C)) return M->getImplicitObjectArgument();
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast_or_null<UnresolvedMemberExpr>(Callee)) return U->isImplicitAccess() ? nullptr : U->getBase();
  if (const auto *M = dyn_cast_or_null<MemberExpr>(Callee)) return M->getBase();
  if (const auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(Callee)) return M->isImplicitAccess() ? nullptr : M->getBase();
  return nullptr;
}

const BlockCall *BlockKernelPlan::blockCallOf(const CallExpr *C) const {
  for (const BlockCall &B : BlockCalls)
    if (B.Call == C) return &B;
  return nullptr;
}

namespace {

const Expr *bare(const Expr *E) { return E ? E->IgnoreParenCasts() : nullptr; }

const FunctionDecl *canonicalOf(const FunctionDecl *FD) {
  if (!FD) return nullptr;
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern()) FD = P;
  return FD->getCanonicalDecl();
}

/// The explicit template arguments written at a call (f<16>(x)), if any.
ArrayRef<TemplateArgumentLoc> explicitTemplateArgs(const CallExpr *C) {
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(Callee)) return D->template_arguments();
  if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) return U->template_arguments();
  return {};
}

class Planner {
public:
  Planner(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P,
          const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee,
          const llvm::DenseSet<const ParmVarDecl *> &UniformParams,
          const llvm::DenseSet<const ParmVarDecl *> &CopiedParams)
      : View(View), F(F), P(P), IsBlockLevelCallee(IsBlockLevelCallee), UniformParams(UniformParams),
        CopiedParams(CopiedParams) {}

  /// Parameters assigned at team level that turned out to be assigned in a
  /// phase too: planned again with a copy per thread.
  llvm::DenseSet<const ParmVarDecl *> FailedTeamParams;

  void run() {
    const Stmt *Body = F->getBody();
    P.Function = F;
    P.IsKernel = F->hasAttr<CUDAGlobalAttr>();
    if (!Body) return block("the function has no body", F->getLocation());
    std::vector<const Stmt *> Loops;
    collect(Body, Loops);
    if (!P.Blocker.empty()) return;
    Ctx C;
    if (P.IsKernel) {
      // An assigned parameter stays a parameter when every assignment is
      // made by the whole team with a uniform value (ptr += blockIdx.x * n;);
      // otherwise each thread gets a copy.
      for (const ParmVarDecl *PV : F->parameters()) {
        if (!Written.count(PV)) continue;
        if (CopiedParams.count(PV)) {
          P.ParamCopies.push_back({PV, -1});
          addVisible(C, PV);
        } else {
          TeamParams.insert(PV);
        }
      }
    } else {
      if (isa<CXXMethodDecl>(F)) return block("a member function that synchronises is not translated", F->getLocation());
      if (F->isVariadic()) return block("a variadic function that synchronises is not translated", F->getLocation());
      QualType R = F->getReturnType();
      if (R->isReferenceType()) return block("a function that synchronises and returns a reference is not translated", F->getLocation());
      for (const ParmVarDecl *PV : F->parameters()) {
        QualType T = PV->getType();
        ParamMode M = ParamMode::PerThread;
        if (T->isRValueReferenceType()) return block("parameter '" + PV->getNameAsString() + "' is an rvalue reference", PV->getLocation());
        if (T->isLValueReferenceType() && !T.getNonReferenceType().isConstQualified()) M = ParamMode::PerThreadRef;
        else if (UniformParams.count(PV) && !Written.count(PV) && !T->isReferenceType()) M = ParamMode::Uniform;
        P.Params.push_back(M);
        if (M != ParamMode::Uniform) addVisible(C, PV);
      }
      P.HasExit = true; // the caller's "not taking part" flags
    }
    seq(Body, C);
    if (!P.Blocker.empty()) return;
    // The functions a caller calls share one part of its arena, one after
    // another: a block function with __shared__ memory ends at a barrier, so
    // that no thread still reads it when the next function writes there.
    if (!P.IsKernel && !P.Shared.empty() && !endsAtBarrier())
      if (auto End = View.fileOffset(Body->getEndLoc())) {
        P.Edits.push_back({*End, *End, {Piece::make(Piece::Barrier)}});
        ++P.Barriers;
      }
    for (const ParmVarDecl *PV : TeamParams)
      if (TeamWrites.lookup(PV) != ParamWrites.lookup(PV)) FailedTeamParams.insert(PV);
    if (!FailedTeamParams.empty()) return;
    decideReplication();
    if (!P.Blocker.empty()) return;
    placeJumps();
  }

private:
  struct Ctx {
    std::vector<PredTerm> Pred;
    std::vector<const VarDecl *> Visible;
    bool InLoop = false;
  };
  struct Interval {
    unsigned B, E, Phase;
  };
  /// A synchronisation point inside an expression: an exchange or a block call.
  struct Item {
    bool IsBlockCall;
    unsigned Index; ///< into P.Calls or P.BlockCalls
  };

  // ---- facts ---------------------------------------------------------------
  void block(const std::string &Why, SourceLocation L) {
    if (!P.Blocker.empty()) return;
    P.Blocker = Why;
    P.BlockerLoc = L;
  }

  void noteWrite(const Expr *E) {
    if (const auto *D = dyn_cast_or_null<DeclRefExpr>(bare(E)))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
        Written.insert(V);
        if (const auto *PV = dyn_cast<ParmVarDecl>(V)) ++ParamWrites[PV];
      }
  }

  /// Walks the body once: sync calls, block calls, writes, shared variables, jumps.
  bool collect(const Stmt *S, std::vector<const Stmt *> &Loops) {
    if (!S) return false;
    if (isa<LambdaExpr>(S)) {
      std::vector<const Stmt *> None;
      for (const Stmt *C : S->children())
        if (collect(C, None)) block("synchronisation inside a lambda", S->getBeginLoc());
      return false;
    }
    if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
      block("'goto' or a label in a block-level function", S->getBeginLoc());
    if (const auto *R = dyn_cast<ReturnStmt>(S)) Returns.push_back(R);
    if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
      for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
        if (isa<SwitchStmt>(*It) && isa<ContinueStmt>(S)) continue;
        JumpTarget[S] = *It;
        break;
      }
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) {
          LocalDecl[V] = DS;
          if (!V->hasAttr<CUDASharedAttr>()) continue;
          const Type *T = V->getType().getTypePtr();
          if (V->hasExternalStorage() || T->isIncompleteArrayType()) P.ExternShared.push_back(V);
          else P.Shared.push_back(V);
          hoistSizeConstants(V);
        }
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
        // volatile shared arrays and scalars, and volatile pointers (the
        // warp-synchronous idiom 'volatile float *v = sdata;').
        QualType T = V->getType();
        bool Volatile = (T->isArrayType() && View.Ctx.getBaseElementType(T).isVolatileQualified()) ||
                        (V->hasAttr<CUDASharedAttr>() && T.isVolatileQualified()) ||
                        (T->isPointerType() && T->getPointeeType().isVolatileQualified());
        if (Volatile) P.LockstepUses.push_back(D->getLocation());
      }
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) noteWrite(B->getLHS());
    if (const auto *U = dyn_cast<UnaryOperator>(S); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
      noteWrite(U->getSubExpr());
    bool Sync = false;
    if (const auto *C = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *Callee = calleeOf(C);
      if (const SyncFunction *SF = lookupSyncCall(C)) {
        if (SF->Kind == SyncKind::Grid)
          block("grid-wide synchronisation ('" + SF->Name.str() + "') has no OpenMP counterpart", C->getBeginLoc());
        SyncIndex[C] = P.Calls.size();
        P.Calls.push_back({C, SF, -1});
        Sync = SF->Kind != SyncKind::Handle;
      } else if (Callee && !Callee->hasAttr<CUDAGlobalAttr>() && IsBlockLevelCallee(Callee)) {
        const FunctionDecl *Canon = canonicalOf(Callee);
        if (Canon == canonicalOf(F))
          block("it calls itself (a recursive function that synchronises)", C->getBeginLoc());
        else if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C))
          block("it calls member function '" + Callee->getNameAsString() + "', which synchronises", C->getBeginLoc());
        BlockIndex[C] = P.BlockCalls.size();
        BlockCall B;
        B.Call = C;
        B.Callee = Canon;
        P.BlockCalls.push_back(B);
        Sync = true;
      }
      if (Callee)
        for (unsigned I = 0; I < C->getNumArgs() && I < Callee->getNumParams(); ++I) {
          QualType PT = Callee->getParamDecl(I)->getType();
          if (PT->isReferenceType() && !PT->getPointeeType().isConstQualified()) noteWrite(C->getArg(I));
        }
    }
    bool IsLoop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<SwitchStmt>(S) ||
                  isa<CXXForRangeStmt>(S);
    if (IsLoop) Loops.push_back(S);
    for (const Stmt *C : S->children()) Sync |= collect(C, Loops);
    if (IsLoop) Loops.pop_back();
    if (Sync) ContainsSync.insert(S);
    return Sync;
  }

  /// The local constants a template's __shared__ array is sized with
  /// (constexpr int W = N / 32; __shared__ float s[W];) are declared at the
  /// top of the block function and of its size function, where the arena is
  /// carved, instead of where they are written.
  void hoistSizeConstants(const VarDecl *V) {
    QualType T = V->getType();
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S) return;
      if (const auto *D = dyn_cast<DeclRefExpr>(S))
        if (const auto *L = dyn_cast<VarDecl>(D->getDecl()); L && L->isLocalVarDecl() && !L->isStaticLocal()) {
          const DeclStmt *DS = LocalDecl.lookup(L);
          if (!DS || !DS->isSingleDecl() || !L->hasInit() ||
              !(L->isConstexpr() || L->getType().isConstQualified()))
            return block("__shared__ '" + V->getNameAsString() + "' is sized by local variable '" +
                             L->getNameAsString() + "'",
                         V->getLocation());
          if (std::find(P.PrologueDecls.begin(), P.PrologueDecls.end(), DS) == P.PrologueDecls.end()) {
            Walk(L->getInit());
            P.PrologueDecls.push_back(DS);
            UniformLocals.insert(L);
            if (auto R = stmtOffsets(View, DS)) P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Erase)}});
          }
        }
      for (const Stmt *C : S->children()) Walk(C);
    };
    while (const ArrayType *A = View.Ctx.getAsArrayType(T)) {
      if (const auto *D = dyn_cast<DependentSizedArrayType>(A)) Walk(D->getSizeExpr());
      T = A->getElementType();
    }
  }

  bool containsSync(const Stmt *S) const { return S && ContainsSync.count(S); }

  const SyncCall *syncCallOf(const Expr *E) const {
    const auto *C = dyn_cast_or_null<CallExpr>(bare(E));
    if (!C) return nullptr;
    auto It = SyncIndex.find(C);
    return It == SyncIndex.end() ? nullptr : &P.Calls[It->second];
  }

  bool isUniform(const Expr *E) const { return isInvariant(E, false); }

  /// Uniform: the same value for every thread of the block (PerThread false).
  /// PerThread: a value each thread can compute again anywhere in the kernel
  /// (the thread index allowed, and locals recomputed per phase; no calls).
  bool isInvariant(const Expr *E, bool PerThread) const {
    if (!E) return true;
    E = E->IgnoreParens();
    if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) || isa<CharacterLiteral>(E) ||
        isa<CXXBoolLiteralExpr>(E) || isa<CXXNullPtrLiteralExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E))
      return true;
    if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
      const ValueDecl *VD = D->getDecl();
      if (isa<EnumConstantDecl>(VD) || isa<FunctionDecl>(VD) || isa<NonTypeTemplateParmDecl>(VD)) return true;
      const auto *V = dyn_cast<VarDecl>(VD);
      if (!V) return false;
      if (View.isBundled(V)) {
        if (auto B = lookupIndexBuiltin(V->getName())) return PerThread || *B != IndexBuiltin::ThreadIdx;
        return V->getName() == "warpSize";
      }
      if (const auto *PV = dyn_cast<ParmVarDecl>(V)) {
        if (PV->getDeclContext() != F) return false;
        if (P.IsKernel) return !Written.count(PV) || TeamParams.count(PV);
        return !Written.count(PV) && UniformParams.count(PV) && !PV->getType()->isReferenceType();
      }
      // A __shared__ array (its address) is the same in every thread.
      if (V->hasAttr<CUDASharedAttr>()) return V->getType()->isArrayType();
      if (V->isLocalVarDecl() && !V->isStaticLocal())
        return UniformLocals.count(V) || (PerThread && RecomputedLocals.count(V));
      return V->isConstexpr() || (V->getType().isConstQualified() && V->hasInit()) ||
             V->hasAttr<CUDAConstantAttr>();
    }
    if (isa<SubstNonTypeTemplateParmExpr>(E))
      return isInvariant(cast<SubstNonTypeTemplateParmExpr>(E)->getReplacement(), PerThread);
    if (const auto *M = dyn_cast<MemberExpr>(E)) return !M->isArrow() && isInvariant(M->getBase(), PerThread);
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      if (PerThread) return false;
      if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C)) return false;
      const FunctionDecl *Fn = calleeOf(C);
      if (!Fn || lookupSyncCall(C) || BlockIndex.count(C)) return false;
      // tile.size(): a static member called through a per-thread object.
      if (const auto *ME = dyn_cast<MemberExpr>(C->getCallee()->IgnoreParenImpCasts()); ME && !isUniform(ME->getBase()))
        return false;
      for (const Expr *A : C->arguments())
        if (!isUniform(A)) return false;
      return true;
    }
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      return !B->isAssignmentOp() && (!PerThread || B->getOpcode() != BO_Comma) && isInvariant(B->getLHS(), PerThread) &&
             isInvariant(B->getRHS(), PerThread);
    if (const auto *U = dyn_cast<UnaryOperator>(E)) {
      switch (U->getOpcode()) {
      case UO_Plus: case UO_Minus: case UO_Not: case UO_LNot: return isInvariant(U->getSubExpr(), PerThread);
      case UO_AddrOf: { // &s, &s[k] of a __shared__ variable
        const Expr *X = U->getSubExpr()->IgnoreParens();
        if (const auto *A = dyn_cast<ArraySubscriptExpr>(X)) {
          if (!isInvariant(A->getIdx(), PerThread)) return false;
          X = A->getBase()->IgnoreParenImpCasts();
        }
        const auto *D = dyn_cast<DeclRefExpr>(X);
        return D && D->getDecl()->hasAttr<CUDASharedAttr>();
      }
      default: return false;
      }
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E))
      return isInvariant(CO->getCond(), PerThread) && isInvariant(CO->getTrueExpr(), PerThread) &&
             isInvariant(CO->getFalseExpr(), PerThread);
    if (const auto *CE = dyn_cast<CastExpr>(E)) return isInvariant(CE->getSubExpr(), PerThread);
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) return isInvariant(FC->getSubExpr(), PerThread);
    if (const auto *IL = dyn_cast<InitListExpr>(E))
      return IL->getNumInits() == 1 && isInvariant(IL->getInit(0), PerThread);
    if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(E)) return isInvariant(DA->getExpr(), PerThread);
    return false;
  }

  /// An update of the loop variables only (s >>= 1, ++i, i += k), with uniform operands.
  bool isUniformUpdate(const Expr *E, const llvm::DenseSet<const VarDecl *> &Vars) const {
    if (!E) return true;
    E = E->IgnoreParenImpCasts();
    auto IsVar = [&](const Expr *X) {
      const auto *D = dyn_cast<DeclRefExpr>(X->IgnoreParenImpCasts());
      return D && Vars.count(dyn_cast<VarDecl>(D->getDecl()));
    };
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      if (B->getOpcode() == BO_Comma) return isUniformUpdate(B->getLHS(), Vars) && isUniformUpdate(B->getRHS(), Vars);
      if (B->isAssignmentOp()) return IsVar(B->getLHS()) && isUniform(B->getRHS());
      return false;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E)) return U->isIncrementDecrementOp() && IsVar(U->getSubExpr());
    return false;
  }

  /// Is every write of \p V inside \p Where?
  bool writtenOnlyIn(const VarDecl *V, const Stmt *Where) const {
    bool Outside = false;
    std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S, bool Inside) {
      if (!S) return;
      bool In = Inside || S == Where;
      auto Check = [&](const Expr *X) {
        const auto *D = dyn_cast_or_null<DeclRefExpr>(bare(X));
        if (D && D->getDecl() == V && !In) Outside = true;
      };
      if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) Check(B->getLHS());
      if (const auto *U = dyn_cast<UnaryOperator>(S); U && (U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf))
        Check(U->getSubExpr());
      for (const Stmt *C : S->children()) Walk(C, In);
    };
    Walk(F->getBody(), false);
    return !Outside;
  }

  /// A statement that assigns a team parameter a uniform value (p += n;
  /// ++p; p = q + blockIdx.x;): the whole team runs it, between phases.
  const ParmVarDecl *teamParamUpdate(const Stmt *S, const Ctx &C) const {
    if (TeamParams.empty() || !C.Pred.empty()) return nullptr;
    const auto *E = dyn_cast<Expr>(S);
    if (!E) return nullptr;
    E = E->IgnoreParens();
    const Expr *Target = nullptr;
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isAssignmentOp()) {
      if (!isUniform(B->getRHS())) return nullptr;
      Target = B->getLHS();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->isIncrementDecrementOp()) {
      Target = U->getSubExpr();
    }
    const auto *D = Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParens()) : nullptr;
    const auto *PV = D ? dyn_cast<ParmVarDecl>(D->getDecl()) : nullptr;
    return PV && TeamParams.count(PV) ? PV : nullptr;
  }

  // ---- phases ----------------------------------------------------------------
  unsigned newPhase(const Ctx &C, std::vector<Piece> Prologue = {}) {
    PhaseInfo I;
    I.Pred = C.Pred;
    I.Visible = C.Visible;
    I.Prologue = std::move(Prologue);
    I.InLoop = C.InLoop;
    P.Phases.push_back(std::move(I));
    return P.Phases.size() - 1;
  }

  void exprInterval(const Expr *E, unsigned Phase) {
    if (!E) return;
    if (auto R = exprOffsets(View, E)) Intervals.push_back({R->first, R->second, Phase});
  }

  static void addVisible(Ctx &C, const VarDecl *V) {
    C.Visible.erase(std::remove_if(C.Visible.begin(), C.Visible.end(),
                                   [&](const VarDecl *O) { return O->getName() == V->getName(); }),
                    C.Visible.end());
    C.Visible.push_back(V);
  }

  void addCandidates(Ctx &C, const Stmt *S, unsigned Phase) {
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->isLocalVarDecl() && !V->isStaticLocal() &&
                                                  !V->hasAttr<CUDASharedAttr>()) {
          addVisible(C, V);
          DeclPhase[V] = Phase;
          DeclOf[V] = DS;
          Candidates.push_back(V);
        }
  }

  bool isSharedDecl(const Stmt *S) const {
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS) return false;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !V->hasAttr<CUDASharedAttr>()) return false;
    }
    return true;
  }

  bool hoistable(const Stmt *S) {
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS) return false;
    if (std::find(P.PrologueDecls.begin(), P.PrologueDecls.end(), DS) != P.PrologueDecls.end()) return true;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->hasAttr<CUDASharedAttr>() ||
          !V->getType()->isScalarType() || !V->hasInit() || Written.count(V) || !isUniform(V->getInit()))
        return false;
    }
    for (const Decl *D : DS->decls()) UniformLocals.insert(cast<VarDecl>(D));
    return true;
  }

  bool isBarrierStmt(const Stmt *S) const {
    const auto *E = dyn_cast<Expr>(S);
    const SyncCall *SC = E ? syncCallOf(E) : nullptr;
    return SC && SC->Fn->Kind == SyncKind::Barrier;
  }

  /// The exchanges and block calls inside \p Roots by level: a call's level
  /// is one more than the highest level inside its arguments, so each level
  /// is one round (write, barrier or call, read).
  std::vector<std::vector<Item>> levels(llvm::ArrayRef<const Stmt *> Roots) {
    std::vector<std::vector<Item>> L;
    std::function<unsigned(const Stmt *)> Walk = [&](const Stmt *S) -> unsigned {
      if (!S || isa<LambdaExpr>(S)) return 0;
      unsigned Max = 0;
      for (const Stmt *C : S->children()) Max = std::max(Max, Walk(C));
      const auto *CE = dyn_cast<CallExpr>(S);
      if (!CE) return Max;
      Item It{false, 0};
      if (auto SI = SyncIndex.find(CE); SI != SyncIndex.end()) {
        SyncKind K = P.Calls[SI->second].Fn->Kind;
        if (K == SyncKind::Handle) return Max;
        if (K == SyncKind::Barrier) {
          block("'" + P.Calls[SI->second].Fn->Name.str() +
                    "' is used inside an expression; write it as a statement of its own",
                CE->getBeginLoc());
          return Max;
        }
        It = {false, SI->second};
      } else if (auto BI = BlockIndex.find(CE); BI != BlockIndex.end()) {
        It = {true, BI->second};
      } else {
        return Max;
      }
      if (L.size() <= Max) L.resize(Max + 1);
      L[Max].push_back(It);
      return Max + 1;
    };
    for (const Stmt *R : Roots) Walk(R);
    return L;
  }

  QualType elemType(const SyncCall &SC) const {
    if (SC.Fn->ElemType == "int") return View.Ctx.IntTy;
    // A shuffle exchanges values of its argument's type (in a template: T).
    QualType T = SC.Call->getType();
    if (T->isDependentType() && SC.Fn->ValueArg >= 0 && (unsigned)SC.Fn->ValueArg < SC.Call->getNumArgs())
      T = SC.Call->getArg(SC.Fn->ValueArg)->IgnoreParenImpCasts()->getType();
    return T.getNonReferenceType().getUnqualifiedType();
  }

  /// The type of a value passed to or returned by a block call, as the caller
  /// sees it: decayed, unqualified.
  QualType slotType(QualType T) const {
    T = T.getNonReferenceType();
    if (T->isArrayType() || T->isFunctionType()) T = View.Ctx.getDecayedType(T);
    return T.getUnqualifiedType();
  }

  /// A template type parameter standing alone (T, const T &).
  static const TemplateTypeParmType *bareParm(QualType T) {
    return T.getNonReferenceType().getUnqualifiedType()->getAs<TemplateTypeParmType>();
  }

  /// The caller's types of a block call's result and per-thread arguments.
  void typeBlockCall(BlockCall &B) {
    const CallExpr *C = B.Call;
    const FunctionDecl *Direct = C->getDirectCallee();
    const FunctionDecl *Decl = Direct ? Direct : B.Callee;
    const FunctionDecl *Pattern = B.Callee;
    std::string Name = Pattern->getNameAsString();
    // The result: the call's type, or through the template parameter it names
    // (T f(T v) called with a T: the argument's type).
    QualType R = Pattern->getReturnType();
    if (!R->isVoidType()) {
      QualType T = Direct ? Direct->getReturnType() : C->getType();
      if (T->isDependentType() && !R->isDependentType()) T = R;
      if (T->isDependentType())
        if (const TemplateTypeParmType *TP = bareParm(R)) {
          for (unsigned I = 0; I < Pattern->getNumParams() && I < C->getNumArgs(); ++I) {
            const TemplateTypeParmType *PP = bareParm(Pattern->getParamDecl(I)->getType());
            if (PP && PP->getDepth() == TP->getDepth() && PP->getIndex() == TP->getIndex()) {
              T = C->getArg(I)->getType();
              break;
            }
          }
          auto Explicit = explicitTemplateArgs(C);
          if (T->isSpecificBuiltinType(BuiltinType::Dependent) && TP->getIndex() < Explicit.size() &&
              Explicit[TP->getIndex()].getArgument().getKind() == TemplateArgument::Type)
            T = Explicit[TP->getIndex()].getArgument().getAsType();
        }
      if (T->isSpecificBuiltinType(BuiltinType::Dependent))
        return block("cannot tell the type of the result of '" + Name + "' here", C->getBeginLoc());
      B.Result = slotType(T);
    }
    for (unsigned I = 0; I < Decl->getNumParams(); ++I) {
      QualType PT = Decl->getParamDecl(I)->getType();
      QualType T = PT;
      if (T->isDependentType()) {
        if (I >= C->getNumArgs() || isa<CXXDefaultArgExpr>(C->getArg(I)))
          return block("a default argument of '" + Name + "' whose type a template decides", C->getBeginLoc());
        T = C->getArg(I)->getType();
        if (PT->isReferenceType()) T = T.getNonReferenceType().getUnqualifiedType();
        else T = slotType(T);
      } else {
        T = PT->isReferenceType() ? PT.getNonReferenceType().getUnqualifiedType() : slotType(PT);
      }
      if (T->isSpecificBuiltinType(BuiltinType::Dependent) || T->isSpecificBuiltinType(BuiltinType::Overload))
        return block("cannot tell the type of argument " + std::to_string(I + 1) + " of '" + Name + "' here",
                     C->getBeginLoc());
      B.ArgTypes.push_back(T);
    }
  }

  /// The argument \p I of a block call (or the callee's default).
  const Expr *argOf(const BlockCall &B, unsigned I) const {
    if (I < B.Call->getNumArgs()) return B.Call->getArg(I);
    const ParmVarDecl *PV = B.Callee->getParamDecl(I);
    return PV->hasDefaultArg() ? PV->getDefaultArg() : nullptr;
  }

  /// Locals whose address a block call receives live in the arena (their
  /// address must stay valid while the callee's phases run).
  void keepAddressedLocals(const BlockCall &B) {
    for (unsigned I = 0; I < B.Call->getNumArgs(); ++I) {
      const ParmVarDecl *PV = I < B.Callee->getNumParams() ? B.Callee->getParamDecl(I) : nullptr;
      bool ByRef = PV && PV->getType()->isLValueReferenceType() &&
                   !PV->getType().getNonReferenceType().isConstQualified();
      std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S, bool Addressed) {
        if (!S) return;
        if (const auto *D = dyn_cast<DeclRefExpr>(S))
          if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
            if (V->isLocalVarDecl() && (Addressed || V->getType()->isArrayType())) MustReplicate.insert(V);
        bool A = false;
        if (const auto *U = dyn_cast<UnaryOperator>(S); U && U->getOpcode() == UO_AddrOf) A = true;
        if (isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S) || isa<ParenExpr>(S) || isa<ImplicitCastExpr>(S))
          A = Addressed;
        for (const Stmt *C : S->children()) Walk(C, A);
      };
      Walk(B.Call->getArg(I), ByRef);
    }
  }

  /// The pieces writing what one round's calls need from each thread: the
  /// exchanges' values, the block calls' arguments and "taking part" flags.
  void writeRound(const std::vector<Item> &Items, std::vector<Piece> &Writes, std::vector<Piece> &Prologue,
                  unsigned Phase, const Ctx &C) {
    for (const Item &It : Items) {
      if (!It.IsBlockCall) {
        SyncCall &SC = P.Calls[It.Index];
        unsigned X = P.Exchanges.size();
        SC.Exchange = (int)X;
        P.Exchanges.push_back({It.Index, elemType(SC)});
        if (!SC.Fn->Neutral.empty()) Prologue.push_back(Piece::exchangeNeutral(X));
        int VA = SC.Fn->ValueArg;
        const Expr *V = VA >= 0 && VA < (int)SC.Call->getNumArgs() ? SC.Call->getArg(VA) : nullptr;
        Writes.push_back(Piece::exchangeWrite(X, V));
        exprInterval(V, Phase);
        continue;
      }
      BlockCall &B = P.BlockCalls[It.Index];
      typeBlockCall(B);
      Prologue.push_back(Piece::setFlag(FlagRef::off(It.Index), 1));
      Writes.push_back(Piece::setFlag(FlagRef::off(It.Index), 0));
      for (unsigned I = 0; I < B.ArgTypes.size(); ++I) {
        const Expr *A = argOf(B, I);
        if (!A) return block("a call of '" + B.Callee->getNameAsString() + "' without all its arguments",
                             B.Call->getBeginLoc());
        B.UniformArgs.push_back(isUniform(A));
        Writes.push_back(Piece::argWrite(It.Index, I));
        if (I < B.Call->getNumArgs()) exprInterval(A, Phase);
      }
      keepAddressedLocals(B);
      (void)C;
    }
  }

  /// The rounds before an expression's phase: for each level, a phase writing
  /// the values (the first of them \p FirstPhase when given: an open run),
  /// then a barrier for exchanges and the block calls. True when the caller
  /// must put a barrier after the reads (an exchange buffer is reused).
  bool rounds(std::vector<Piece> &Out, const Ctx &C, const std::vector<std::vector<Item>> &L,
              const std::function<void(std::vector<Piece> &, std::vector<Piece> &)> &IntoRun = nullptr,
              unsigned RunPhase = 0) {
    bool AnyExchange = false;
    for (unsigned R = 0; R < L.size(); ++R) {
      std::vector<Piece> Writes, Prologue;
      if (R == 0 && IntoRun) {
        writeRound(L[R], Writes, Prologue, RunPhase, C);
        IntoRun(Writes, Prologue);
      } else {
        unsigned Ph = newPhase(C);
        writeRound(L[R], Writes, Prologue, Ph, C);
        P.Phases[Ph].Prologue = Prologue;
        Out.push_back(Piece::phaseOpen(Ph));
        Out.insert(Out.end(), Writes.begin(), Writes.end());
        Out.push_back(Piece::phaseClose(Ph));
      }
      bool Exchange = false;
      for (const Item &It : L[R]) Exchange |= !It.IsBlockCall;
      if (Exchange) {
        Out.push_back(Piece::make(Piece::Barrier));
        ++P.Barriers;
        AnyExchange = true;
      }
      for (const Item &It : L[R])
        if (It.IsBlockCall) Out.push_back(Piece::callBlock(It.Index));
    }
    return AnyExchange;
  }

  /// Statements of a team-level block (a compound's, or one statement's).
  /// \p Switch: the body of a team-level switch, whose case labels and
  /// breaks stay between the phases.
  void seq(const Stmt *S, Ctx C, const SwitchStmt *Switch = nullptr) {
    std::vector<const Stmt *> Children;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) Children.assign(CS->body_begin(), CS->body_end());
    else Children.push_back(S);
    if (Switch) {
      // case 1: case 2: s;  ->  [label, label, s]
      std::vector<const Stmt *> Flat;
      for (const Stmt *Child : Children) {
        while (const auto *SC = dyn_cast<SwitchCase>(Child)) {
          Flat.push_back(SC);
          Child = SC->getSubStmt();
        }
        Flat.push_back(Child);
      }
      Children = std::move(Flat);
    }
    std::vector<const Stmt *> Run;
    unsigned RunPhase = 0;
    auto Open = [&](const Stmt *First) {
      RunPhase = newPhase(C);
      Run.push_back(First);
    };
    auto Flush = [&](std::vector<Piece> Tail = {}, std::vector<Piece> TailPrologue = {}) {
      if (Run.empty()) return;
      P.Phases[RunPhase].Visible = C.Visible;
      auto &Pro = P.Phases[RunPhase].Prologue;
      Pro.insert(Pro.end(), TailPrologue.begin(), TailPrologue.end());
      auto First = stmtOffsets(View, Run.front()), Last = stmtOffsets(View, Run.back());
      if (!First || !Last) return block("a statement written through a macro", Run.front()->getBeginLoc());
      BlockEdit O{First->first, First->first, {Piece::phaseOpen(RunPhase)}};
      Tail.push_back(Piece::phaseClose(RunPhase));
      BlockEdit Cl{Last->second, Last->second, Tail};
      P.Edits.push_back(O);
      P.Edits.push_back(Cl);
      Intervals.push_back({First->first, Last->second, RunPhase});
      Run.clear();
    };
    for (const Stmt *Child : Children) {
      if (!P.Blocker.empty()) return;
      if (Switch && (isa<SwitchCase>(Child) || (isa<BreakStmt>(Child) && JumpTarget.lookup(Child) == Switch))) {
        Flush(); // the label or break stays where it is, at team level
        continue;
      }
      if (isSharedDecl(Child)) {
        if (auto R = stmtOffsets(View, Child)) P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Erase)}});
        continue;
      }
      if (!containsSync(Child)) {
        if (hoistable(Child)) {
          Flush();
          continue;
        }
        if (const ParmVarDecl *PV = teamParamUpdate(Child, C)) {
          Flush();
          ++TeamWrites[PV];
          continue;
        }
        if (Run.empty()) Open(Child);
        else Run.push_back(Child);
        addCandidates(C, Child, RunPhase);
        continue;
      }
      if (isBarrierStmt(Child)) {
        Flush();
        if (auto R = stmtOffsets(View, Child))
          P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Barrier)}});
        ++P.Barriers;
        continue;
      }
      if (isa<Expr>(Child) || isa<DeclStmt>(Child) || isa<ReturnStmt>(Child)) {
        syncStatement(Child, C, Run, RunPhase, Flush, Open);
        continue;
      }
      // A predicated if/while/do right after a phase: its first flag is
      // computed at the end of that phase (no phase of its own).
      if (!Run.empty() && mergeableHead(Child)) {
        unsigned Ph = RunPhase;
        MergeFn Merge = [&](std::vector<Piece> W, std::vector<Piece> Pro) {
          Flush(std::move(W), std::move(Pro));
          return Ph;
        };
        teamStatement(Child, C, &Merge);
        continue;
      }
      Flush();
      teamStatement(Child, C);
    }
    Flush();
  }

  /// Puts pieces at the end of the open phase (and its prologue); gives the phase.
  using MergeFn = std::function<unsigned(std::vector<Piece>, std::vector<Piece>)>;

  /// Does \p S start with a flag phase that the phase before it can compute: a
  /// predicated if (its condition, with no warp function) or a predicated
  /// while or do (all of its threads start)?
  bool mergeableHead(const Stmt *S) const {
    if (isa<AttributedStmt>(S)) return false;
    if (const auto *I = dyn_cast<IfStmt>(S))
      return !I->getInit() && !I->getConditionVariable() && !I->isConstexpr() && !containsSync(I->getCond()) &&
             !isUniform(I->getCond()) && offsetOf(I->getIfLoc()) && offsetOf(I->getRParenLoc());
    if (const auto *W = dyn_cast<WhileStmt>(S))
      return !W->getConditionVariable() && (containsSync(W->getCond()) || hasJumpTo(W) || !isUniform(W->getCond())) &&
             offsetOf(W->getWhileLoc()) && offsetOf(W->getRParenLoc());
    if (const auto *D = dyn_cast<DoStmt>(S))
      return offsetOf(D->getDoLoc()) && offsetOf(D->getWhileLoc()) && offsetOf(D->getRParenLoc());
    return false;
  }

  /// A simple statement (expression, declaration, return) holding exchanges
  /// or block calls: their rounds, then a phase running the statement with
  /// each call read from its buffer or result slot.
  /// Does the body end with a barrier, or with a barrier and a return whose
  /// value reads no __shared__ memory (`__syncthreads(); return v;`)?
  bool endsAtBarrier() const {
    const auto *Body = dyn_cast<CompoundStmt>(F->getBody());
    if (!Body || Body->body_empty()) return false;
    auto It = Body->body_rbegin();
    if (const auto *R = dyn_cast<ReturnStmt>(*It)) {
      bool Shared = false;
      std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
        if (!S) return;
        if (const auto *D = dyn_cast<DeclRefExpr>(S)) Shared |= D->getDecl()->hasAttr<CUDASharedAttr>();
        if (isa<CallExpr>(S) || (isa<UnaryOperator>(S) && cast<UnaryOperator>(S)->getOpcode() == UO_Deref) ||
            isa<ArraySubscriptExpr>(S))
          Shared = true; // may read memory another thread writes next
        for (const Stmt *C : S->children()) Walk(C);
      };
      Walk(R->getRetValue());
      if (Shared || ++It == Body->body_rend()) return false;
    }
    return isBarrierStmt(*It);
  }

  /// Does \p S start and end in the file, or at the start and end of macros
  /// (braces can go around it)?
  bool wholeMacros(const Stmt *S) const {
    const LangOptions &LO = View.Ctx.getLangOpts();
    SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
    return (!B.isMacroID() || Lexer::isAtStartOfMacroExpansion(B, View.SM, LO)) &&
           (!E.isMacroID() || Lexer::isAtEndOfMacroExpansion(E, View.SM, LO));
  }

  /// Is the call written in the file, or as a whole macro (SHFL(v, 1))? One
  /// inside a macro's definition cannot be rewritten.
  bool spelled(const CallExpr *C) {
    CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(C->getSourceRange()), View.SM,
                                                 View.Ctx.getLangOpts());
    if (R.isValid()) return true;
    block("a warp function or block function called inside a macro's definition; expand the macro by hand",
          C->getBeginLoc());
    return false;
  }

  template <class FlushT, class OpenT>
  void syncStatement(const Stmt *S, Ctx &C, std::vector<const Stmt *> &Run, unsigned &RunPhase, FlushT &Flush,
                     OpenT &Open) {
    auto L = levels({S});
    if (!P.Blocker.empty()) return;
    for (const auto &Level : L)
      for (const Item &It : Level)
        if (!spelled(It.IsBlockCall ? P.BlockCalls[It.Index].Call : P.Calls[It.Index].Call)) return;
    auto R = stmtOffsets(View, S);
    if (!R) return block("a statement written through a macro", S->getBeginLoc());
    std::vector<Piece> Rest;
    std::function<void(std::vector<Piece> &, std::vector<Piece> &)> IntoRun;
    if (!Run.empty())
      IntoRun = [&](std::vector<Piece> &W, std::vector<Piece> &Pro) { Flush(W, Pro); };
    bool Trailing = rounds(Rest, C, L, IntoRun, RunPhase);
    if (!P.Blocker.empty()) return;
    // A block call as a whole statement: nothing is left to run after it.
    const Expr *Whole = isa<Expr>(S) ? cast<Expr>(S)->IgnoreParenCasts() : nullptr;
    if (const auto *CE = dyn_cast_or_null<CallExpr>(Whole); CE && BlockIndex.count(CE)) {
      P.BlockCalls[BlockIndex[CE]].WholeStatement = true;
      P.Edits.push_back({R->first, R->second, Rest});
      if (Trailing) {
        P.Edits.push_back({R->second, R->second, {Piece::make(Piece::Barrier)}});
        ++P.Barriers;
      }
      return;
    }
    P.Edits.push_back({R->first, R->first, Rest});
    Open(S);
    addCandidates(C, S, RunPhase);
    // After block calls alone the phase goes on with the next statements
    // (results are per thread); after an exchange a barrier protects its buffer.
    if (Trailing) {
      Flush();
      P.Edits.push_back({R->second, R->second, {Piece::make(Piece::Barrier)}});
      ++P.Barriers;
    }
  }

  /// A sub-statement of team-level control: braced, so generated text fits.
  void branch(const Stmt *S, const Ctx &C) {
    if (isa<CompoundStmt>(S)) return seq(S, C);
    if (containsSync(S) && !wholeMacros(S))
      return block("synchronisation inside a statement written through a macro", S->getBeginLoc());
    auto R = stmtOffsets(View, S);
    if (!R) return block("a statement written through a macro", S->getBeginLoc());
    P.Edits.push_back({R->first, R->first, {Piece::make(Piece::ScopeOpen)}});
    seq(S, C);
    P.Edits.push_back({R->second, R->second, {Piece::make(Piece::ScopeClose)}});
  }

  /// The rounds of \p E's exchanges and calls, then a generated phase for the
  /// threads of \p C that sets \p Flag to E (to 1 when E is null), then \p Extra.
  void flagPhase(std::vector<Piece> &Out, const Ctx &C, std::vector<Piece> Prologue, std::optional<FlagRef> Flag,
                 const Expr *E, std::vector<Piece> Extra = {}) {
    bool Trailing = E && rounds(Out, C, levels({E}));
    unsigned Ph = newPhase(C, std::move(Prologue));
    Out.push_back(Piece::phaseOpen(Ph));
    if (Flag) Out.push_back(Piece::flagFromExpr(*Flag, E));
    Out.insert(Out.end(), Extra.begin(), Extra.end());
    Out.push_back(Piece::phaseClose(Ph));
    exprInterval(E, Ph);
    if (Trailing) {
      Out.push_back(Piece::make(Piece::Barrier));
      ++P.Barriers;
    }
  }

  Piece anyCheck(unsigned L) {
    P.Barriers += 2;
    return Piece::anyFlagOrBreak(FlagRef::mask(L));
  }

  bool hasJumpTo(const Stmt *Loop) const {
    for (auto &[J, T] : JumpTarget)
      if (T == Loop) return true;
    return false;
  }

  std::optional<unsigned> offsetOf(SourceLocation L) const {
    if (L.isMacroID()) return std::nullopt;
    return View.fileOffset(L);
  }

  /// A statement holding synchronisation: a block, or control flow that stays
  /// at team level (uniform) or becomes predicated. A head written through a
  /// macro is fine where it stays as it is (uniform); only the statements
  /// that hold synchronisation must be written in the file.
  void teamStatement(const Stmt *S, Ctx &C, const MergeFn *Merge = nullptr) {
    if (isa<CompoundStmt>(S)) return seq(S, C);
    if (const auto *A = dyn_cast<AttributedStmt>(S)) return attributed(A, C);
    if (const auto *I = dyn_cast<IfStmt>(S)) return ifStatement(I, C, Merge);
    if (const auto *Fo = dyn_cast<ForStmt>(S)) return forStatement(Fo, C);
    if (const auto *W = dyn_cast<WhileStmt>(S)) return whileStatement(W, C, Merge);
    if (const auto *D = dyn_cast<DoStmt>(S)) return doStatement(D, C, Merge);
    if (const auto *SW = dyn_cast<SwitchStmt>(S)) return switchStatement(SW, C);
    block(std::string("synchronisation inside a '") + S->getStmtClassName() + "' statement", S->getBeginLoc());
  }

  /// A switch whose value is the same in every thread stays a switch at team
  /// level: its labels and its breaks (written directly in its body) stand
  /// between phases.
  void switchStatement(const SwitchStmt *SW, Ctx &C) {
    if (SW->getInit() || SW->getConditionVariable())
      return block("synchronisation inside a 'switch' with an initialiser or a declaration", SW->getBeginLoc());
    const auto *Body = dyn_cast<CompoundStmt>(SW->getBody());
    if (!Body || containsSync(SW->getCond()) || !isUniform(SW->getCond()))
      return block("a barrier or warp function inside a 'switch' whose value differs between threads; write it as "
                   "'if'/'else if'",
                   SW->getBeginLoc());
    llvm::DenseSet<const Stmt *> TopLevel;
    for (const Stmt *Child : Body->body()) {
      while (const auto *SC = dyn_cast<SwitchCase>(Child)) Child = SC->getSubStmt();
      TopLevel.insert(Child);
    }
    for (auto &[J, T] : JumpTarget)
      if (T == SW && !TopLevel.count(J))
        return block("a 'break' inside a branch of a 'switch' that synchronises", J->getBeginLoc());
    seq(Body, C, SW);
  }

  /// '#pragma unroll' before a loop: kept before a loop that stays a loop,
  /// erased before one that becomes predicated (its head is rewritten).
  void attributed(const AttributedStmt *A, Ctx &C) {
    const Stmt *Sub = A->getSubStmt();
    teamStatement(Sub, C);
    if (!LoopFlags.count(Sub)) return;
    const std::string &T = View.text();
    for (const Attr *At : A->getAttrs()) {
      auto Off = View.fileOffset(View.SM.getExpansionLoc(At->getLocation()));
      if (!Off) continue;
      unsigned B = View.lineStart(*Off), E = *Off;
      while (E < T.size() && T[E] != '\n') ++E;
      unsigned I = skipBlanksAndComments(T, B);
      if (T.compare(I, 7, "#pragma") != 0) continue;
      P.Edits.push_back({I, E, {Piece::make(Piece::Erase)}});
    }
  }

  /// The first flag phase of a predicated statement: at the end of the phase
  /// before (\p Merge), or a phase of its own in \p Out.
  void firstFlag(std::vector<Piece> &Out, const Ctx &C, const MergeFn *Merge, std::vector<Piece> Prologue,
                 FlagRef Flag, const Expr *E, std::vector<Piece> Extra = {}) {
    if (!Merge) return flagPhase(Out, C, std::move(Prologue), Flag, E, std::move(Extra));
    std::vector<Piece> W{Piece::flagFromExpr(Flag, E)};
    W.insert(W.end(), Extra.begin(), Extra.end());
    unsigned Ph = (*Merge)(std::move(W), std::move(Prologue));
    exprInterval(E, Ph);
  }

  void ifStatement(const IfStmt *I, Ctx &C, const MergeFn *Merge = nullptr) {
    if (I->getInit() || I->getConditionVariable() || I->isConstexpr())
      return block("synchronisation inside an 'if' with an initialiser or a declaration", I->getBeginLoc());
    if (!containsSync(I->getCond()) && isUniform(I->getCond())) {
      branch(I->getThen(), C);
      if (I->getElse()) branch(I->getElse(), C);
      return;
    }
    unsigned M = P.Masks++;
    auto B = offsetOf(I->getIfLoc());
    auto E = offsetOf(I->getRParenLoc());
    if (!B || !E) return block("an 'if' written through a macro", I->getBeginLoc());
    BlockEdit H{*B, *E + 1, {}};
    firstFlag(H.Pieces, C, Merge, {Piece::setFlag(FlagRef::mask(M), 0)}, FlagRef::mask(M), I->getCond());
    if (H.Pieces.empty()) H.Pieces.push_back(Piece::make(Piece::Erase));
    P.Edits.push_back(H);
    Ctx Then = C;
    Then.Pred.push_back({M, false});
    branch(I->getThen(), Then);
    if (const Stmt *Else = I->getElse()) {
      auto EL = offsetOf(I->getElseLoc());
      if (!EL) return block("an 'else' written through a macro", I->getElseLoc());
      P.Edits.push_back({*EL, *EL + 4, {Piece::make(Piece::Erase)}});
      Ctx Other = C;
      Other.Pred.push_back({M, true});
      branch(Else, Other);
    }
  }

  /// Loop variables declared in a for's init.
  std::vector<const VarDecl *> loopVars(const ForStmt *Fo) {
    std::vector<const VarDecl *> Vars;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(Fo->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) Vars.push_back(V);
    return Vars;
  }

  void forStatement(const ForStmt *Fo, Ctx &C) {
    if (Fo->getConditionVariable()) return block("a 'for' condition declaring a variable", Fo->getBeginLoc());
    bool HeaderSync = containsSync(Fo->getCond()) || containsSync(Fo->getInc()) || containsSync(Fo->getInit());
    std::vector<const VarDecl *> Vars = loopVars(Fo);
    bool Uniform = !HeaderSync && !hasJumpTo(Fo) && (!Fo->getInit() || isa<DeclStmt>(Fo->getInit()));
    llvm::DenseSet<const VarDecl *> VarSet(Vars.begin(), Vars.end());
    for (const VarDecl *V : Vars)
      Uniform = Uniform && V->getType()->isScalarType() && V->hasInit() && isUniform(V->getInit()) &&
                writtenOnlyIn(V, Fo->getInc());
    if (Uniform) {
      for (const VarDecl *V : Vars) UniformLocals.insert(V);
      Uniform = isUniform(Fo->getCond()) && isUniformUpdate(Fo->getInc(), VarSet);
      if (!Uniform)
        for (const VarDecl *V : Vars) UniformLocals.erase(V);
    }
    if (Uniform) {
      Ctx Body = C;
      Body.InLoop = true;
      return branch(Fo->getBody(), Body);
    }
    auto B = offsetOf(Fo->getForLoc());
    auto E = offsetOf(Fo->getRParenLoc());
    if (!B || !E) return block("a 'for' written through a macro", Fo->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == Fo && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[Fo] = {L, KM, HasContinue};
    Ctx Loop = C;
    BlockEdit H{*B, *E + 1, {Piece::make(Piece::ScopeOpen)}};
    // The init's variables live across the loop's phases: one slot per thread.
    bool InitTrailing = Fo->getInit() && rounds(H.Pieces, C, levels({Fo->getInit()}));
    unsigned InitPhase = newPhase(C, {Piece::setFlag(FlagRef::mask(L), 0)});
    H.Pieces.push_back(Piece::phaseOpen(InitPhase));
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(Fo->getInit())) {
      addCandidates(Loop, DS, InitPhase);
      H.Pieces.push_back(Piece::initAssign(DS));
      for (const VarDecl *V : Vars) {
        ForcedReplicated.insert(V);
        if (V->hasInit()) exprInterval(V->getInit(), InitPhase);
      }
    } else if (const auto *IE = dyn_cast_or_null<Expr>(Fo->getInit())) {
      H.Pieces.push_back(Piece::eval(IE));
      exprInterval(IE, InitPhase);
    }
    P.Phases[InitPhase].Visible = Loop.Visible;
    H.Pieces.push_back(Piece::setFlag(FlagRef::mask(L), 1));
    H.Pieces.push_back(Piece::phaseClose(InitPhase));
    if (InitTrailing) {
      H.Pieces.push_back(Piece::make(Piece::Barrier));
      ++P.Barriers;
    }
    H.Pieces.push_back(Piece::make(Piece::LoopOpen));
    Ctx Active = Loop;
    Active.Pred = {{L, false}};
    Active.InLoop = true;
    std::vector<Piece> CondPro;
    if (HasContinue) CondPro.push_back(Piece::setFlag(FlagRef::mask(KM), 0));
    flagPhase(H.Pieces, Active, CondPro, FlagRef::mask(L), Fo->getCond());
    H.Pieces.push_back(anyCheck(L));
    P.Edits.push_back(H);
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back({KM, true});
    branch(Fo->getBody(), Body);
    auto BodyEnd = stmtOffsets(View, Fo->getBody());
    if (!BodyEnd) return block("a loop body written through a macro", Fo->getBeginLoc());
    BlockEdit T{BodyEnd->second, BodyEnd->second, {}};
    if (Fo->getInc()) {
      bool IncTrailing = rounds(T.Pieces, Active, levels({Fo->getInc()}));
      unsigned Ph = newPhase(Active);
      T.Pieces.push_back(Piece::phaseOpen(Ph));
      T.Pieces.push_back(Piece::eval(Fo->getInc()));
      T.Pieces.push_back(Piece::phaseClose(Ph));
      exprInterval(Fo->getInc(), Ph);
      if (IncTrailing) {
        T.Pieces.push_back(Piece::make(Piece::Barrier));
        ++P.Barriers;
      }
    }
    T.Pieces.push_back(Piece::make(Piece::LoopClose));
    P.Edits.push_back(T);
  }

  void whileStatement(const WhileStmt *W, Ctx &C, const MergeFn *Merge = nullptr) {
    if (W->getConditionVariable()) return block("a 'while' condition declaring a variable", W->getBeginLoc());
    if (!containsSync(W->getCond()) && !hasJumpTo(W) && isUniform(W->getCond())) {
      Ctx Body = C;
      Body.InLoop = true;
      return branch(W->getBody(), Body);
    }
    auto B = offsetOf(W->getWhileLoc());
    auto E = offsetOf(W->getRParenLoc());
    if (!B || !E) return block("a 'while' written through a macro", W->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == W && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[W] = {L, KM, HasContinue};
    BlockEdit H{*B, *E + 1, {Piece::make(Piece::ScopeOpen)}};
    firstFlag(H.Pieces, C, Merge, {Piece::setFlag(FlagRef::mask(L), 0)}, FlagRef::mask(L), nullptr);
    H.Pieces.push_back(Piece::make(Piece::LoopOpen));
    Ctx Active = C;
    Active.Pred = {{L, false}};
    Active.InLoop = true;
    std::vector<Piece> CondPro;
    if (HasContinue) CondPro.push_back(Piece::setFlag(FlagRef::mask(KM), 0));
    flagPhase(H.Pieces, Active, CondPro, FlagRef::mask(L), W->getCond());
    H.Pieces.push_back(anyCheck(L));
    P.Edits.push_back(H);
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back({KM, true});
    branch(W->getBody(), Body);
    auto BodyEnd = stmtOffsets(View, W->getBody());
    if (!BodyEnd) return block("a loop body written through a macro", W->getBeginLoc());
    P.Edits.push_back(
        {BodyEnd->second, BodyEnd->second, {Piece::make(Piece::LoopClose)}});
  }

  void doStatement(const DoStmt *D, Ctx &C, const MergeFn *Merge = nullptr) {
    auto B = offsetOf(D->getDoLoc());
    auto W = offsetOf(D->getWhileLoc());
    auto E = offsetOf(D->getRParenLoc());
    if (!B || !W || !E) return block("a 'do' loop written through a macro", D->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == D && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[D] = {L, KM, HasContinue};
    BlockEdit H{*B, *B + 2, {Piece::make(Piece::ScopeOpen)}};
    std::vector<Piece> Pro{Piece::setFlag(FlagRef::mask(L), 0)};
    if (HasContinue) Pro.push_back(Piece::setFlag(FlagRef::mask(KM), 0));
    firstFlag(H.Pieces, C, Merge, Pro, FlagRef::mask(L), nullptr);
    H.Pieces.push_back(Piece::make(Piece::LoopOpen));
    P.Edits.push_back(H);
    Ctx Active = C;
    Active.Pred = {{L, false}};
    Active.InLoop = true;
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back({KM, true});
    branch(D->getBody(), Body);
    unsigned End = offsetPastSemicolon(View, *E + 1);
    BlockEdit T{*W, End, {}};
    std::vector<Piece> Extra;
    if (HasContinue) Extra.push_back(Piece::setFlag(FlagRef::mask(KM), 0));
    flagPhase(T.Pieces, Active, {}, FlagRef::mask(L), D->getCond(), Extra);
    T.Pieces.push_back(anyCheck(L));
    T.Pieces.push_back(Piece::make(Piece::LoopClose));
    P.Edits.push_back(T);
  }

  // ---- after the walk ------------------------------------------------------
  std::optional<unsigned> phaseAt(unsigned Off) const {
    std::optional<unsigned> Best;
    unsigned BestLen = ~0u;
    for (const Interval &I : Intervals)
      if (I.B <= Off && Off < I.E && I.E - I.B < BestLen) {
        Best = I.Phase;
        BestLen = I.E - I.B;
      }
    return Best;
  }

  /// What decideReplication's walk learnt of each candidate's references.
  struct CandidateUses {
    llvm::DenseMap<const VarDecl *, unsigned> Refs, Reads; ///< all references; those read as values
    llvm::DenseSet<const VarDecl *> OutsidePhases;          ///< referenced outside every phase
    /// Every reference a read of the value (no assignment, address, reference binding).
    bool onlyRead(const VarDecl *V) const { return Refs.lookup(V) == Reads.lookup(V); }
  };

  /// A scalar initialised with '=', '()' or '{}'.
  static bool plainScalarInit(const VarDecl *V) {
    if (!V->hasInit() || !V->getType()->isScalarType()) return false;
    if (V->getInitStyle() == VarDecl::CInit) return true;
    if (V->getInitStyle() == VarDecl::ListInit) return isa<InitListExpr>(V->getInit()->IgnoreImplicit());
    return !isa<ParenListExpr>(V->getInit());
  }

  /// Per-thread constants: a declaration whose variables are all scalars
  /// initialised from the thread and block indices, parameters, constants and
  /// earlier such variables, and are never written, is not kept in the
  /// arena: each phase that sees it declares it again at its top
  /// ("const T x = e;"), and the declaration itself goes. A recomputed value
  /// costs a few integer operations; a replica costs a store and a load per
  /// logical thread and phase, in global memory with GCC. Every reference
  /// must be inside a phase.
  void recomputeThreadConstants(const llvm::DenseSet<const VarDecl *> &Replicate, const CandidateUses &Uses) {
    llvm::DenseSet<const DeclStmt *> Seen;
    for (const VarDecl *V : Candidates) {
      const DeclStmt *DS = DeclOf[V];
      if (!Replicate.count(V) || ForcedReplicated.count(V) || MustReplicate.count(V) || !DS ||
          !Seen.insert(DS).second)
        continue;
      bool All = true;
      for (const Decl *D : DS->decls()) {
        const auto *O = dyn_cast<VarDecl>(D);
        All = All && O && Replicate.count(O) && !ForcedReplicated.count(O) && !MustReplicate.count(O) &&
              !O->getType().isVolatileQualified() && plainScalarInit(O) && !Written.count(O) &&
              Uses.onlyRead(O) && !Uses.OutsidePhases.count(O) && isInvariant(O->getInit(), true);
      }
      if (!All) continue;
      auto R = stmtOffsets(View, DS);
      if (!R) continue;
      for (const Decl *D : DS->decls()) {
        const auto *O = cast<VarDecl>(D);
        RecomputedLocals.insert(O);
        P.RecomputedSet.insert(O);
      }
      P.Edits.push_back({R->first, R->second, {Piece::make(Piece::Erase)}});
    }
  }

  /// Does \p S only read the values of its operands (a dependent arithmetic
  /// or comparison operator, a subscript, a cast)?
  static bool readsOperands(const Stmt *S) {
    if (const auto *B = dyn_cast<BinaryOperator>(S)) return !B->isAssignmentOp() && B->getOpcode() != BO_Comma;
    if (const auto *U = dyn_cast<UnaryOperator>(S))
      return !U->isIncrementDecrementOp() && U->getOpcode() != UO_AddrOf && U->getOpcode() != UO_Deref;
    return isa<ArraySubscriptExpr>(S) || isa<CXXUnresolvedConstructExpr>(S) || isa<CStyleCastExpr>(S) ||
           isa<CXXFunctionalCastExpr>(S);
  }

  void decideReplication() {
    // References of each candidate, by phase.
    llvm::DenseSet<const VarDecl *> CandSet(Candidates.begin(), Candidates.end());
    llvm::DenseSet<const VarDecl *> Replicate(ForcedReplicated.begin(), ForcedReplicated.end());
    for (const VarDecl *V : MustReplicate)
      if (CandSet.count(V)) Replicate.insert(V);
    llvm::DenseMap<const VarDecl *, llvm::SmallVector<unsigned, 2>> CopyPhases; // assigned parameters
    for (const ParamCopy &C : P.ParamCopies) CopyPhases[C.Param];
    bool CopyOutside = false;
    CandidateUses Uses;
    auto CandidateOf = [&](const Expr *E) -> const VarDecl * {
      const auto *D = dyn_cast<DeclRefExpr>(E);
      const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
      return V && CandSet.count(V) ? V : nullptr;
    };
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S) return;
      if (const auto *D = dyn_cast<DeclRefExpr>(S)) {
        if (const VarDecl *V = CandidateOf(D)) {
          auto Off = offsetOf(D->getLocation());
          std::optional<unsigned> Ph = Off ? phaseAt(*Off) : std::nullopt;
          if (!Ph || *Ph != DeclPhase[V]) Replicate.insert(V);
          if (!Ph) Uses.OutsidePhases.insert(V);
          ++Uses.Refs[V];
        } else if (auto It = CopyPhases.find(dyn_cast<VarDecl>(D->getDecl())); It != CopyPhases.end()) {
          auto Off = View.fileOffset(View.SM.getExpansionLoc(D->getLocation()));
          std::optional<unsigned> Ph = Off ? phaseAt(*Off) : std::nullopt;
          if (!Ph) CopyOutside = true;
          else if (std::find(It->second.begin(), It->second.end(), *Ph) == It->second.end()) It->second.push_back(*Ph);
        }
      }
      if (const auto *C = dyn_cast<ImplicitCastExpr>(S); C && C->getCastKind() == CK_LValueToRValue)
        if (const VarDecl *V = CandidateOf(C->getSubExpr()->IgnoreParens())) ++Uses.Reads[V];
      // In a template, an operand of a dependent operator gets no implicit
      // cast: it is read by arithmetic, comparisons and subscripts.
      if (const auto *E = dyn_cast<Expr>(S); E && E->isTypeDependent() && readsOperands(S))
        for (const Stmt *C : S->children())
          if (const auto *O = dyn_cast_or_null<Expr>(C))
            if (const VarDecl *V = CandidateOf(O->IgnoreParens())) ++Uses.Reads[V];
      for (const Stmt *C : S->children()) Walk(C);
    };
    Walk(F->getBody());
    if (CopyOutside) return block("an assigned parameter is used outside the phases", F->getLocation());
    // An assigned parameter used in one phase outside loops is a local there;
    // otherwise a slot per thread, filled before the first phase.
    for (ParamCopy &C : P.ParamCopies) {
      const auto &Phs = CopyPhases[C.Param];
      if (Phs.size() == 1 && !P.Phases[Phs[0]].InLoop) {
        C.LocalPhase = (int)Phs[0];
      } else {
        P.Replicated.push_back(C.Param);
        P.ReplicatedSet.insert(C.Param);
      }
    }
    // A declaration is converted whole: all its variables or none.
    for (const VarDecl *V : Candidates)
      if (Replicate.count(V))
        if (const DeclStmt *DS = DeclOf[V])
          for (const Decl *D : DS->decls())
            if (const auto *O = dyn_cast<VarDecl>(D)) Replicate.insert(O);
    recomputeThreadConstants(Replicate, Uses);
    for (const VarDecl *V : Candidates) {
      if (!Replicate.count(V) || P.ReplicatedSet.count(V) || RecomputedLocals.count(V)) continue;
      QualType T = V->getType();
      if (T->isReferenceType()) {
        const DeclStmt *DS = DeclOf[V];
        if (ForcedReplicated.count(V) || !DS || !DS->isSingleDecl() || !V->hasInit())
          return block("reference '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
        P.KeptReferences[V] = DeclPhase[V];
      }
      if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && RD->isLambda())
        return block("lambda '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
      if (V->hasInit() && !T->isReferenceType() && V->getInitStyle() == VarDecl::CallInit &&
          isa<CXXConstructExpr>(V->getInit()) && T->isArrayType())
        return block("array '" + V->getNameAsString() + "' lives across a barrier and is constructed",
                     V->getLocation());
      P.Replicated.push_back(V);
      P.ReplicatedSet.insert(V);
    }
    // Converted declarations: "T x = e;" becomes "x = e;" in its phase; a
    // reference stays declared and its slot gets its address.
    llvm::DenseSet<const DeclStmt *> Done;
    for (const VarDecl *V : P.Replicated) {
      auto It = DeclOf.find(V);
      if (It == DeclOf.end()) continue;
      const DeclStmt *DS = It->second;
      if (!DS || ForcedReplicated.count(V) || !Done.insert(DS).second) continue;
      auto R = stmtOffsets(View, DS);
      if (!R) return block("a declaration written through a macro", DS->getBeginLoc());
      if (P.KeptReferences.count(V)) P.Edits.push_back({R->second, R->second, {Piece::initAssign(DS)}});
      else P.Edits.push_back({R->first, R->second, {Piece::initAssign(DS)}});
    }
  }

  void placeJumps() {
    auto Place = [&](const Stmt *S, FlagRef Flag, int Value, const Expr *Result) {
      auto Off = offsetOf(S->getBeginLoc());
      std::optional<unsigned> Ph = Off ? phaseAt(*Off) : std::nullopt;
      if (!Ph) return block("a jump outside any phase", S->getBeginLoc());
      P.Jumps.push_back({S, *Ph, Flag, Value, Result});
    };
    // A return that ends the function's body needs no flag: no phase follows.
    const auto *Body = dyn_cast<CompoundStmt>(F->getBody());
    const Stmt *Last = Body && !Body->body_empty() ? Body->body_back() : nullptr;
    for (const ReturnStmt *R : Returns) {
      bool Final = R == Last;
      if (!Final) P.HasExit = true;
      Place(R, FlagRef::exited(), Final ? -1 : 1, R->getRetValue());
    }
    for (auto &[J, T] : JumpTarget) {
      auto It = LoopFlags.find(T);
      if (It == LoopFlags.end()) continue; // a loop inside one phase
      if (isa<BreakStmt>(J)) Place(J, FlagRef::mask(It->second.L), 0, nullptr);
      else Place(J, FlagRef::mask(It->second.K), 1, nullptr);
    }
  }

  const SourceView &View;
  const FunctionDecl *F;
  BlockKernelPlan &P;
  const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee;
  const llvm::DenseSet<const ParmVarDecl *> &UniformParams;
  const llvm::DenseSet<const ParmVarDecl *> &CopiedParams;
  llvm::DenseSet<const Stmt *> ContainsSync;
  llvm::DenseSet<const VarDecl *> Written, UniformLocals, ForcedReplicated, MustReplicate, RecomputedLocals;
  llvm::DenseSet<const ParmVarDecl *> TeamParams;
  llvm::DenseMap<const ParmVarDecl *, unsigned> ParamWrites, TeamWrites;
  llvm::DenseMap<const CallExpr *, unsigned> SyncIndex, BlockIndex;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> LocalDecl;
  std::vector<const ReturnStmt *> Returns;
  llvm::DenseMap<const Stmt *, const Stmt *> JumpTarget;
  struct Flags {
    unsigned L, K;
    bool HasContinue;
  };
  llvm::DenseMap<const Stmt *, Flags> LoopFlags;
  std::vector<const VarDecl *> Candidates;
  llvm::DenseMap<const VarDecl *, unsigned> DeclPhase;
  llvm::DenseMap<const VarDecl *, const DeclStmt *> DeclOf;
  std::vector<Interval> Intervals;
};

} // namespace

BlockKernelPlan planBlockKernel(const SourceView &View, const FunctionDecl *F,
                                const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee,
                                const llvm::DenseSet<const ParmVarDecl *> &UniformParams) {
  // Assigned kernel parameters are first tried as team values; those that
  // are also assigned inside a phase are planned again as copies per thread.
  llvm::DenseSet<const ParmVarDecl *> Copied;
  for (unsigned Try = 0;; ++Try) {
    BlockKernelPlan P;
    Planner Pl(View, F, P, IsBlockLevelCallee, UniformParams, Copied);
    Pl.run();
    if (Pl.FailedTeamParams.empty() || Try > F->getNumParams()) return P;
    for (const ParmVarDecl *PV : Pl.FailedTeamParams) Copied.insert(PV);
  }
}


namespace {
/// Every synchronisation call and __shared__ declaration of a function's
/// body, lambdas included (the direct form rewrites them where they stand).
class DirectScan : public RecursiveASTVisitor<DirectScan> {
public:
  DirectScan(const SourceView &View, BlockKernelPlan &P) : View(View), P(P) {}
  bool shouldVisitLambdaBody() const { return true; }
  bool shouldVisitTemplateInstantiations() const { return false; }

  void block(const std::string &Why, SourceLocation L) {
    if (!P.DirectBlocker.empty()) return;
    P.DirectBlocker = Why;
    P.DirectBlockerLoc = L;
  }

  bool VisitCallExpr(CallExpr *C) {
    const SyncFunction *SF = lookupSyncCall(C);
    if (!SF) return true;
    if (SF->Kind == SyncKind::Grid) {
      block("grid-wide synchronisation ('" + SF->Name.str() + "') has no OpenMP counterpart", C->getBeginLoc());
      return true;
    }
    // The callee's name is renamed where it is written: in the file, or in
    // a macro's definition when the call is a plain function's (its name is
    // then defined around the direct form).
    const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
    SourceLocation L = Callee ? Callee->getExprLoc() : C->getBeginLoc();
    bool Member = isa<CXXMemberCallExpr>(C) || isa_and_nonnull<MemberExpr>(Callee) ||
                  isa_and_nonnull<UnresolvedMemberExpr>(Callee) || isa_and_nonnull<CXXDependentScopeMemberExpr>(Callee);
    if (L.isMacroID() && !View.SM.isMacroArgExpansion(L)) {
      bool Plain = !Member && SF->Name.starts_with("__") && !SF->Name.contains("::");
      if (!Plain) {
        block("a cooperative-groups call inside a macro's definition; expand the macro by hand", C->getBeginLoc());
        return true;
      }
    }
    if (Member) {
      const auto *ME = dyn_cast_or_null<MemberExpr>(Callee);
      bool Implicit = (ME && ME->isImplicitAccess()) ||
                      (isa_and_nonnull<UnresolvedMemberExpr>(Callee) && cast<UnresolvedMemberExpr>(Callee)->isImplicitAccess()) ||
                      (isa_and_nonnull<CXXDependentScopeMemberExpr>(Callee) &&
                       cast<CXXDependentScopeMemberExpr>(Callee)->isImplicitAccess());
      if (Implicit || C->getBeginLoc().isMacroID()) {
        block("a group's member function called " + std::string(Implicit ? "on 'this'" : "through a macro"),
              C->getBeginLoc());
        return true;
      }
    }
    P.DirectCalls.push_back(C);
    return true;
  }

  bool VisitDeclStmt(DeclStmt *DS) {
    bool Shared = false, Extern = false, Other = false;
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasAttr<CUDASharedAttr>()) {
        Shared = true;
        Extern |= V->hasExternalStorage() || V->getType()->isIncompleteArrayType();
      } else {
        Other = true;
      }
    if (!Shared) return true;
    if (Other) return block("a declaration of __shared__ and other variables together", DS->getBeginLoc()), true;
    // (__shared__ itself is a macro of the CUDA headers: the name and the end must be written in the file)
    if (DS->getEndLoc().isMacroID() || (*DS->decl_begin())->getLocation().isMacroID())
      return block("a __shared__ declaration written through a macro", DS->getBeginLoc()), true;
    (Extern ? P.DirectExternShared : P.DirectShared).push_back(DS);
    return true;
  }

private:
  const SourceView &View;
  BlockKernelPlan &P;
};

bool isWordAt(const std::string &S, size_t I, size_t N) {
  auto Ident = [](char C) { return std::isalnum((unsigned char)C) || C == '_'; };
  return (I == 0 || !Ident(S[I - 1])) && (I + N >= S.size() || !Ident(S[I + N]));
}
} // namespace

void planDirectForm(const SourceView &View, const FunctionDecl *F, BlockKernelPlan &P) {
  P.DirectCalls.clear();
  P.DirectShared.clear();
  P.DirectExternShared.clear();
  if (!F->getBody()) {
    P.DirectBlocker = "the function has no body";
    P.DirectBlockerLoc = F->getLocation();
    return;
  }
  DirectScan S(View, P);
  S.TraverseStmt(const_cast<Stmt *>(F->getBody()));
}

std::string unspellablePhaseType(const BlockKernelPlan &P, const PrintingPolicy &Policy) {
  PrintingPolicy PP = Policy;
  PP.SuppressTagKeyword = true;
  auto Bad = [&](QualType T) -> bool {
    if (T.isNull()) return false;
    T = T.getNonReferenceType();
    if (!T->isDependentType()) T = T.getCanonicalType();
    std::string S = T.getAsString(PP);
    if (S.find("<dependent type>") != std::string::npos || S.find("(lambda") != std::string::npos ||
        S.find("(unnamed") != std::string::npos || S.find("(anonymous") != std::string::npos)
      return true;
    for (size_t I = S.find("auto"); I != std::string::npos; I = S.find("auto", I + 1))
      if (isWordAt(S, I, 4)) return true;
    return false;
  };
  for (const VarDecl *V : P.Replicated)
    if (Bad(V->getType())) return "the type of '" + V->getNameAsString() + "', kept across a barrier";
  for (const VarDecl *V : P.RecomputedSet)
    if (Bad(V->getType())) return "the type of '" + V->getNameAsString() + "', declared again in each phase";
  for (const ParamCopy &C : P.ParamCopies)
    if (Bad(C.Param->getType())) return "the type of parameter '" + C.Param->getNameAsString() + "'";
  for (const Exchange &X : P.Exchanges)
    if (Bad(X.Type)) return "the type of a value exchanged between threads";
  for (const BlockCall &B : P.BlockCalls) {
    if (Bad(B.Result)) return "the type of the result of '" + B.Callee->getNameAsString() + "'";
    for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
      if (Bad(B.ArgTypes[I]))
        return "the type of argument " + std::to_string(I + 1) + " of '" + B.Callee->getNameAsString() + "'";
  }
  if (P.Function && !P.IsKernel) {
    if (Bad(P.Function->getReturnType())) return "the function's result type";
    for (unsigned I = 0; I < P.Function->getNumParams() && I < P.Params.size(); ++I)
      if (P.Params[I] != ParamMode::Uniform && Bad(P.Function->getParamDecl(I)->getType()))
        return "the type of parameter '" + P.Function->getParamDecl(I)->getNameAsString() + "'";
  }
  return "";
}

} // namespace c2o
