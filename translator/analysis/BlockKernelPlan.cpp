//===- BlockKernelPlan.cpp - phases, team-level control, replicated locals -===//
#include "analysis/BlockKernelPlan.h"
#include "analysis/CudaConstructs.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>
#include <functional>

namespace c2o {

using namespace clang;

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
  return nullptr;
}

namespace {

/// The team barrier each __syncthreads() (and each warp exchange) becomes
/// (c2o_block.h: `omp barrier`, or a spin barrier on GCC devices).
constexpr const char *BarrierText = "\nc2o_block_barrier(c2o_arena);\n";

const Expr *bare(const Expr *E) { return E ? E->IgnoreParenCasts() : nullptr; }

class Planner {
public:
  Planner(const SourceView &TC, const FunctionDecl *K, BlockKernelPlan &P,
          const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee)
      : TC(TC), K(K), P(P), IsBlockLevelCallee(IsBlockLevelCallee) {}

  void run() {
    const Stmt *Body = K->getBody();
    if (!Body) return block("the kernel has no body", K->getLocation());
    std::vector<const Stmt *> Loops;
    collect(Body, Loops);
    for (const ParmVarDecl *PV : K->parameters())
      if (Written.count(PV)) return block("parameter '" + PV->getNameAsString() + "' is assigned in the kernel", PV->getLocation());
    if (!P.Blocker.empty()) return;
    Ctx C;
    seq(Body, C);
    if (!P.Blocker.empty()) return;
    decideReplication();
    if (!P.Blocker.empty()) return;
    placeJumps();
  }

private:
  struct Ctx {
    std::vector<std::string> Pred;
    std::vector<const VarDecl *> Visible;
  };
  struct Interval {
    unsigned B, E, Phase;
  };

  // ---- facts ---------------------------------------------------------------
  void block(const std::string &Why, SourceLocation L) {
    if (!P.Blocker.empty()) return;
    P.Blocker = Why;
    P.BlockerLoc = L;
  }

  void noteWrite(const Expr *E) {
    if (const auto *D = dyn_cast_or_null<DeclRefExpr>(bare(E)))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) Written.insert(V);
  }

  /// Walks the body once: sync calls, writes, shared variables, jumps.
  bool collect(const Stmt *S, std::vector<const Stmt *> &Loops) {
    if (!S) return false;
    if (isa<LambdaExpr>(S)) {
      std::vector<const Stmt *> None;
      for (const Stmt *C : S->children())
        if (collect(C, None)) block("synchronisation inside a lambda", S->getBeginLoc());
      return false;
    }
    if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
      block("'goto' or a label in a block-level kernel", S->getBeginLoc());
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
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasAttr<CUDASharedAttr>()) {
          const Type *T = V->getType().getTypePtr();
          if (V->hasExternalStorage() || T->isIncompleteArrayType()) P.ExternShared.push_back(V);
          else P.Shared.push_back(V);
        }
    if (const auto *D = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(D->getDecl())) {
        // volatile shared arrays and scalars, and volatile pointers (the
        // warp-synchronous idiom 'volatile float *v = sdata;').
        QualType T = V->getType();
        bool Volatile = (T->isArrayType() && TC.Ctx.getBaseElementType(T).isVolatileQualified()) ||
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
      if (const SyncFunction *F = lookupSyncFunction(Callee)) {
        if (F->Kind == SyncKind::Grid)
          block("grid-wide synchronisation ('" + F->Name.str() + "') has no OpenMP counterpart", C->getBeginLoc());
        P.Calls.push_back({C, F, -1});
        Sync = F->Kind != SyncKind::Handle;
      } else if (Callee && IsBlockLevelCallee(Callee)) {
        block("it calls '" + Callee->getNameAsString() +
                  "', which synchronises or declares __shared__ memory itself (inline it into the kernel)",
              C->getBeginLoc());
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

  bool containsSync(const Stmt *S) const { return S && ContainsSync.count(S); }

  const SyncCall *syncCallOf(const Expr *E) const {
    const auto *C = dyn_cast_or_null<CallExpr>(bare(E));
    if (!C) return nullptr;
    for (const SyncCall &SC : P.Calls)
      if (SC.Call == C) return &SC;
    return nullptr;
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
      if (isa<EnumConstantDecl>(VD) || isa<FunctionDecl>(VD)) return true;
      const auto *V = dyn_cast<VarDecl>(VD);
      if (!V) return false;
      if (TC.isBundled(V)) {
        if (auto B = lookupIndexBuiltin(V->getName())) return PerThread || *B != IndexBuiltin::ThreadIdx;
        return V->getName() == "warpSize";
      }
      if (const auto *PV = dyn_cast<ParmVarDecl>(V)) return PV->getDeclContext() == K && !Written.count(PV);
      if (V->isLocalVarDecl() && !V->isStaticLocal())
        return UniformLocals.count(V) || (PerThread && RecomputedLocals.count(V));
      return V->isConstexpr() || (V->getType().isConstQualified() && V->hasInit()) ||
             V->hasAttr<CUDAConstantAttr>();
    }
    if (const auto *M = dyn_cast<MemberExpr>(E)) return !M->isArrow() && isInvariant(M->getBase(), PerThread);
    if (const auto *C = dyn_cast<CallExpr>(E)) {
      if (PerThread) return false;
      if (isa<CXXMemberCallExpr>(C) || isa<CXXOperatorCallExpr>(C)) return false;
      const FunctionDecl *F = calleeOf(C);
      if (!F || lookupSyncFunction(F)) return false;
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
      default: return false;
      }
    }
    if (const auto *CO = dyn_cast<ConditionalOperator>(E))
      return isInvariant(CO->getCond(), PerThread) && isInvariant(CO->getTrueExpr(), PerThread) &&
             isInvariant(CO->getFalseExpr(), PerThread);
    if (const auto *CE = dyn_cast<CastExpr>(E)) return isInvariant(CE->getSubExpr(), PerThread);
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) return isInvariant(FC->getSubExpr(), PerThread);
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

  /// Is every write of \p V inside [B, E)?
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
    Walk(K->getBody(), false);
    return !Outside;
  }

  // ---- phases ----------------------------------------------------------------
  unsigned newPhase(const Ctx &C, std::string Prologue = "") {
    P.Phases.push_back({C.Pred, C.Visible, std::move(Prologue)});
    return P.Phases.size() - 1;
  }

  void interval(const Stmt *S, unsigned Phase) {
    if (auto R = stmtOffsets(TC, S)) Intervals.push_back({R->first, R->second, Phase});
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

  /// Exchange calls of a statement that holds no other statement.
  std::vector<SyncCall *> exchangesIn(const Stmt *S) {
    std::vector<SyncCall *> Out;
    auto Within = stmtOffsets(TC, S);
    for (SyncCall &SC : P.Calls) {
      if (SC.Fn->Kind == SyncKind::Handle) continue;
      auto R = exprOffsets(TC, SC.Call);
      if (Within && R && R->first >= Within->first && R->second <= Within->second) {
        if (SC.Fn->Kind == SyncKind::Barrier) {
          block("'" + SC.Fn->Name.str() + "' is used inside an expression; write it as a statement of its own",
                SC.Call->getBeginLoc());
          continue;
        }
        Out.push_back(&SC);
      }
    }
    // A shuffle inside another shuffle's arguments would need two rounds.
    for (SyncCall *A : Out)
      for (SyncCall *B : Out) {
        auto RA = exprOffsets(TC, A->Call), RB = exprOffsets(TC, B->Call);
        if (A != B && RA && RB && RA->first <= RB->first && RB->second <= RA->second && RA != RB)
          block("a warp intrinsic inside the arguments of another", B->Call->getBeginLoc());
      }
    return Out;
  }

  std::string elemType(const SyncCall &SC) const {
    if (!SC.Fn->ElemType.empty()) return SC.Fn->ElemType.str();
    PrintingPolicy PP(TC.Ctx.getLangOpts());
    PP.SuppressTagKeyword = true;
    // A shuffle exchanges values of its argument's type (in a template: T).
    QualType T = SC.Call->getType();
    if (T->isDependentType() && SC.Fn->ValueArg >= 0 && (unsigned)SC.Fn->ValueArg < SC.Call->getNumArgs())
      T = SC.Call->getArg(SC.Fn->ValueArg)->IgnoreParenImpCasts()->getType();
    T = T.getUnqualifiedType();
    if (!T->isDependentType()) T = T.getCanonicalType();
    return T.getAsString(PP);
  }

  /// The pieces writing what each exchange contributes.
  void exchangeWrites(const std::vector<SyncCall *> &Calls, std::vector<Piece> &Out, std::string &Prologue,
                      unsigned Phase) {
    for (SyncCall *SC : Calls) {
      SC->Exchange = (int)P.ExchangeTypes.size();
      P.ExchangeTypes.push_back(elemType(*SC));
      std::string X = "c2o_x" + std::to_string(SC->Exchange) + "[c2o_t]";
      if (!SC->Fn->Neutral.empty()) Prologue += X + " = " + SC->Fn->Neutral.str() + ";\n";
      int VA = SC->Fn->ValueArg;
      if (VA < 0 || VA >= (int)SC->Call->getNumArgs()) {
        Out.push_back({Piece::Text, X + " = 1;\n"});
        continue;
      }
      const Expr *V = SC->Call->getArg(VA);
      Out.push_back({Piece::Text, X + " = ("});
      Out.push_back({Piece::ExprText, "", V});
      Out.push_back({Piece::Text, ");\n"});
      if (auto R = exprOffsets(TC, V)) Intervals.push_back({R->first, R->second, Phase});
    }
  }

  /// Statements of a team-level block (a compound's, or one statement's).
  void seq(const Stmt *S, Ctx C) {
    std::vector<const Stmt *> Children;
    if (const auto *CS = dyn_cast<CompoundStmt>(S)) Children.assign(CS->body_begin(), CS->body_end());
    else Children.push_back(S);
    std::vector<const Stmt *> Run;
    unsigned RunPhase = 0;
    auto Open = [&](const Stmt *First) {
      RunPhase = newPhase(C);
      Run.push_back(First);
    };
    auto Flush = [&](std::vector<Piece> Tail = {}, std::string TailPrologue = "") {
      if (Run.empty()) return;
      P.Phases[RunPhase].Visible = C.Visible;
      P.Phases[RunPhase].Prologue += TailPrologue;
      auto First = stmtOffsets(TC, Run.front()), Last = stmtOffsets(TC, Run.back());
      if (!First || !Last) return block("a statement written through a macro", Run.front()->getBeginLoc());
      BlockEdit O{First->first, First->first, {{Piece::Open, "", nullptr, nullptr, RunPhase}}};
      Tail.push_back({Piece::Close, "", nullptr, nullptr, RunPhase});
      BlockEdit Cl{Last->second, Last->second, Tail};
      P.Edits.push_back(O);
      P.Edits.push_back(Cl);
      Intervals.push_back({First->first, Last->second, RunPhase});
      Run.clear();
    };
    for (const Stmt *Child : Children) {
      if (!P.Blocker.empty()) return;
      if (isSharedDecl(Child)) {
        if (auto R = stmtOffsets(TC, Child)) P.Edits.push_back({R->first, R->second, {{Piece::Text, ""}}});
        continue;
      }
      if (!containsSync(Child)) {
        if (hoistable(Child)) {
          Flush();
          continue;
        }
        if (Run.empty()) Open(Child);
        else Run.push_back(Child);
        addCandidates(C, Child, RunPhase);
        continue;
      }
      if (Child->getBeginLoc().isMacroID() && !isBarrierStmt(Child))
        return block("synchronisation inside a statement written through a macro", Child->getBeginLoc());
      if (isBarrierStmt(Child)) {
        Flush();
        if (auto R = stmtOffsets(TC, Child))
          P.Edits.push_back({R->first, R->second, {{Piece::Text, BarrierText}}});
        ++P.Barriers;
        continue;
      }
      if (isa<Expr>(Child) || isa<DeclStmt>(Child)) {
        exchangeStatement(Child, C, Run, RunPhase, Flush, Open);
        continue;
      }
      Flush();
      teamStatement(Child, C);
    }
    Flush();
  }

  template <class FlushT, class OpenT>
  void exchangeStatement(const Stmt *S, Ctx &C, std::vector<const Stmt *> &Run, unsigned &RunPhase,
                         FlushT &Flush, OpenT &Open) {
    std::vector<SyncCall *> Calls = exchangesIn(S);
    auto R = stmtOffsets(TC, S);
    if (!R) return block("a statement written through a macro", S->getBeginLoc());
    std::vector<Piece> Writes;
    std::string Prologue;
    if (!Run.empty()) {
      exchangeWrites(Calls, Writes, Prologue, RunPhase);
      Flush(Writes, Prologue);
    } else {
      unsigned Ph = newPhase(C);
      exchangeWrites(Calls, Writes, Prologue, Ph);
      P.Phases[Ph].Prologue = Prologue;
      BlockEdit G{R->first, R->first, {{Piece::Open, "", nullptr, nullptr, Ph}}};
      for (Piece &W : Writes) G.Pieces.push_back(W);
      G.Pieces.push_back({Piece::Close, "", nullptr, nullptr, Ph});
      P.Edits.push_back(G);
    }
    P.Edits.push_back({R->first, R->first, {{Piece::Text, BarrierText}}});
    Open(S);
    addCandidates(C, S, RunPhase);
    Flush();
    P.Edits.push_back({R->second, R->second, {{Piece::Text, BarrierText}}});
    P.Barriers += 2;
  }

  /// A sub-statement of team-level control: braced, so generated text fits.
  void branch(const Stmt *S, const Ctx &C) {
    if (containsSync(S) && (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID()))
      return block("synchronisation inside a statement written through a macro", S->getBeginLoc());
    if (isa<CompoundStmt>(S)) return seq(S, C);
    auto R = stmtOffsets(TC, S);
    if (!R) return block("a statement written through a macro", S->getBeginLoc());
    P.Edits.push_back({R->first, R->first, {{Piece::Text, "{\n"}}});
    seq(S, C);
    P.Edits.push_back({R->second, R->second, {{Piece::Text, "\n}"}}});
  }

  std::string mask(unsigned M) const { return "c2o_m" + std::to_string(M) + "[c2o_t]"; }

  /// A generated phase computing "Flag = (E);" (or Text) for the threads of \p C.
  void flagPhase(std::vector<Piece> &Out, const Ctx &C, const std::string &Prologue,
                 const std::string &Lhs, const Expr *E, const std::string &Extra = "") {
    unsigned Ph = newPhase(C, Prologue);
    Out.push_back({Piece::Open, "", nullptr, nullptr, Ph});
    if (!Lhs.empty()) {
      Out.push_back({Piece::Text, Lhs + " = ("});
      if (E) Out.push_back({Piece::ExprText, "", E});
      else Out.push_back({Piece::Text, "1"});
      Out.push_back({Piece::Text, ");\n"});
    }
    Out.push_back({Piece::Text, Extra});
    Out.push_back({Piece::Close, "", nullptr, nullptr, Ph});
    if (E)
      if (auto R = exprOffsets(TC, E)) Intervals.push_back({R->first, R->second, Ph});
  }

  std::string anyCheck(const std::string &Flags) {
    P.Barriers += 2;
    return std::string(BarrierText) + "if (!c2o_any_flag(" + Flags + ", c2o_bs)) break;" + BarrierText;
  }

  bool hasJumpTo(const Stmt *Loop) const {
    for (auto &[J, T] : JumpTarget)
      if (T == Loop) return true;
    return false;
  }

  std::optional<unsigned> offsetOf(SourceLocation L) const {
    if (L.isMacroID()) return std::nullopt;
    return TC.fileOffset(L);
  }

  void teamStatement(const Stmt *S, Ctx &C) {
    if (S->getBeginLoc().isMacroID() || S->getEndLoc().isMacroID())
      return block("synchronisation inside a statement written through a macro", S->getBeginLoc());
    if (isa<CompoundStmt>(S)) return seq(S, C);
    if (const auto *I = dyn_cast<IfStmt>(S)) return ifStatement(I, C);
    if (const auto *F = dyn_cast<ForStmt>(S)) return forStatement(F, C);
    if (const auto *W = dyn_cast<WhileStmt>(S)) return whileStatement(W, C);
    if (const auto *D = dyn_cast<DoStmt>(S)) return doStatement(D, C);
    block(std::string("synchronisation inside a '") + S->getStmtClassName() + "' statement", S->getBeginLoc());
  }

  void ifStatement(const IfStmt *I, Ctx &C) {
    if (I->getInit() || I->getConditionVariable() || I->isConstexpr())
      return block("synchronisation inside an 'if' with an initialiser or a declaration", I->getBeginLoc());
    if (containsSync(I->getCond())) return block("a warp intrinsic or barrier in an 'if' condition", I->getBeginLoc());
    if (isUniform(I->getCond())) {
      branch(I->getThen(), C);
      if (I->getElse()) branch(I->getElse(), C);
      return;
    }
    unsigned M = P.Masks++;
    auto B = offsetOf(I->getIfLoc());
    auto E = offsetOf(I->getRParenLoc());
    if (!B || !E) return block("an 'if' written through a macro", I->getBeginLoc());
    BlockEdit H{*B, *E + 1, {}};
    flagPhase(H.Pieces, C, mask(M) + " = 0;\n", mask(M), I->getCond());
    P.Edits.push_back(H);
    Ctx Then = C;
    Then.Pred.push_back(mask(M));
    branch(I->getThen(), Then);
    if (const Stmt *Else = I->getElse()) {
      auto EL = offsetOf(I->getElseLoc());
      if (!EL) return block("an 'else' written through a macro", I->getElseLoc());
      P.Edits.push_back({*EL, *EL + 4, {{Piece::Text, ""}}});
      Ctx Other = C;
      Other.Pred.push_back("!" + mask(M));
      branch(Else, Other);
    }
  }

  /// Loop variables declared in a for's init.
  std::vector<const VarDecl *> loopVars(const ForStmt *F) {
    std::vector<const VarDecl *> Vars;
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D)) Vars.push_back(V);
    return Vars;
  }

  void forStatement(const ForStmt *F, Ctx &C) {
    if (containsSync(F->getCond()) || containsSync(F->getInc()) || containsSync(F->getInit()))
      return block("a warp intrinsic or barrier in a 'for' header", F->getBeginLoc());
    if (F->getConditionVariable()) return block("a 'for' condition declaring a variable", F->getBeginLoc());
    std::vector<const VarDecl *> Vars = loopVars(F);
    bool Uniform = !hasJumpTo(F) && (!F->getInit() || isa<DeclStmt>(F->getInit()));
    llvm::DenseSet<const VarDecl *> VarSet(Vars.begin(), Vars.end());
    for (const VarDecl *V : Vars)
      Uniform = Uniform && V->getType()->isScalarType() && V->hasInit() && isUniform(V->getInit()) &&
                writtenOnlyIn(V, F->getInc());
    if (Uniform) {
      for (const VarDecl *V : Vars) UniformLocals.insert(V);
      Uniform = isUniform(F->getCond()) && isUniformUpdate(F->getInc(), VarSet);
      if (!Uniform)
        for (const VarDecl *V : Vars) UniformLocals.erase(V);
    }
    if (Uniform) return branch(F->getBody(), C);
    auto B = offsetOf(F->getForLoc());
    auto E = offsetOf(F->getRParenLoc());
    if (!B || !E) return block("a 'for' written through a macro", F->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == F && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[F] = {L, KM, HasContinue};
    Ctx Loop = C;
    // The init's variables live across the loop's phases: one slot per thread.
    unsigned InitPhase = newPhase(C, mask(L) + " = 0;\n");
    BlockEdit H{*B, *E + 1, {{Piece::Text, "{\n"}, {Piece::Open, "", nullptr, nullptr, InitPhase}}};
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
      addCandidates(Loop, DS, InitPhase);
      H.Pieces.push_back({Piece::InitAssign, "", nullptr, DS});
      for (const VarDecl *V : Vars) {
        ForcedReplicated.insert(V);
        if (V->hasInit())
          if (auto R = exprOffsets(TC, V->getInit())) Intervals.push_back({R->first, R->second, InitPhase});
      }
    } else if (const auto *IE = dyn_cast_or_null<Expr>(F->getInit())) {
      H.Pieces.push_back({Piece::ExprText, "", IE});
      H.Pieces.push_back({Piece::Text, ";\n"});
      if (auto R = exprOffsets(TC, IE)) Intervals.push_back({R->first, R->second, InitPhase});
    }
    P.Phases[InitPhase].Visible = Loop.Visible;
    H.Pieces.push_back({Piece::Text, mask(L) + " = 1;\n"});
    H.Pieces.push_back({Piece::Close, "", nullptr, nullptr, InitPhase});
    H.Pieces.push_back({Piece::Text, "for (;;) {\n"});
    Ctx Active = Loop;
    Active.Pred = {mask(L)};
    flagPhase(H.Pieces, Active, HasContinue ? mask(KM) + " = 0;\n" : "", mask(L), F->getCond());
    H.Pieces.push_back({Piece::Text, anyCheck("c2o_m" + std::to_string(L))});
    P.Edits.push_back(H);
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back("!" + mask(KM));
    branch(F->getBody(), Body);
    auto BodyEnd = stmtOffsets(TC, F->getBody());
    if (!BodyEnd) return block("a loop body written through a macro", F->getBeginLoc());
    BlockEdit T{BodyEnd->second, BodyEnd->second, {}};
    if (F->getInc()) {
      std::vector<Piece> Inc;
      unsigned Ph = newPhase(Active);
      T.Pieces.push_back({Piece::Open, "", nullptr, nullptr, Ph});
      T.Pieces.push_back({Piece::ExprText, "", F->getInc()});
      T.Pieces.push_back({Piece::Text, ";\n"});
      T.Pieces.push_back({Piece::Close, "", nullptr, nullptr, Ph});
      if (auto R = exprOffsets(TC, F->getInc())) Intervals.push_back({R->first, R->second, Ph});
    }
    T.Pieces.push_back({Piece::Text, "\n}\n}\n"});
    P.Edits.push_back(T);
  }

  void whileStatement(const WhileStmt *W, Ctx &C) {
    if (containsSync(W->getCond())) return block("a warp intrinsic or barrier in a 'while' condition", W->getBeginLoc());
    if (W->getConditionVariable()) return block("a 'while' condition declaring a variable", W->getBeginLoc());
    if (!hasJumpTo(W) && isUniform(W->getCond())) return branch(W->getBody(), C);
    auto B = offsetOf(W->getWhileLoc());
    auto E = offsetOf(W->getRParenLoc());
    if (!B || !E) return block("a 'while' written through a macro", W->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == W && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[W] = {L, KM, HasContinue};
    BlockEdit H{*B, *E + 1, {{Piece::Text, "{\n"}}};
    flagPhase(H.Pieces, C, mask(L) + " = 0;\n", mask(L), nullptr);
    H.Pieces.push_back({Piece::Text, "for (;;) {\n"});
    Ctx Active = C;
    Active.Pred = {mask(L)};
    flagPhase(H.Pieces, Active, HasContinue ? mask(KM) + " = 0;\n" : "", mask(L), W->getCond());
    H.Pieces.push_back({Piece::Text, anyCheck("c2o_m" + std::to_string(L))});
    P.Edits.push_back(H);
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back("!" + mask(KM));
    branch(W->getBody(), Body);
    auto BodyEnd = stmtOffsets(TC, W->getBody());
    if (!BodyEnd) return block("a loop body written through a macro", W->getBeginLoc());
    P.Edits.push_back({BodyEnd->second, BodyEnd->second, {{Piece::Text, "\n}\n}\n"}}});
  }

  void doStatement(const DoStmt *D, Ctx &C) {
    if (containsSync(D->getCond())) return block("a warp intrinsic or barrier in a 'do' condition", D->getBeginLoc());
    auto B = offsetOf(D->getDoLoc());
    auto W = offsetOf(D->getWhileLoc());
    auto E = offsetOf(D->getRParenLoc());
    if (!B || !W || !E) return block("a 'do' loop written through a macro", D->getBeginLoc());
    unsigned L = P.Masks++;
    bool HasContinue = false;
    for (auto &[J, T] : JumpTarget) HasContinue |= T == D && isa<ContinueStmt>(J);
    unsigned KM = HasContinue ? P.Masks++ : 0;
    LoopFlags[D] = {L, KM, HasContinue};
    BlockEdit H{*B, *B + 2, {{Piece::Text, "{\n"}}};
    flagPhase(H.Pieces, C, mask(L) + " = 0;\n" + (HasContinue ? mask(KM) + " = 0;\n" : ""), mask(L), nullptr);
    H.Pieces.push_back({Piece::Text, "for (;;) {\n"});
    P.Edits.push_back(H);
    Ctx Active = C;
    Active.Pred = {mask(L)};
    Ctx Body = Active;
    if (HasContinue) Body.Pred.push_back("!" + mask(KM));
    branch(D->getBody(), Body);
    unsigned End = offsetPastSemicolon(TC, *E + 1);
    BlockEdit T{*W, End, {}};
    flagPhase(T.Pieces, Active, "", mask(L), D->getCond(), HasContinue ? mask(KM) + " = 0;\n" : "");
    T.Pieces.push_back({Piece::Text, anyCheck("c2o_m" + std::to_string(L)) + "}\n}\n"});
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

  /// Per-thread constants: a declaration whose variables are all scalars
  /// initialised ("T x = e;") from the thread and block indices, parameters,
  /// constants and earlier such variables, and are never written, is not
  /// kept in the arena: each phase that sees it declares it again at its top
  /// ("const T x = e;"), and the declaration itself goes. A recomputed value
  /// costs a few integer operations; a replica costs a store and a load per
  /// logical thread and phase, in global memory with GCC. Every reference
  /// must be inside a phase.
  void recomputeThreadConstants(const llvm::DenseSet<const VarDecl *> &Replicate, const CandidateUses &Uses) {
    llvm::DenseSet<const DeclStmt *> Seen;
    for (const VarDecl *V : Candidates) {
      const DeclStmt *DS = DeclOf[V];
      if (!Replicate.count(V) || ForcedReplicated.count(V) || !DS || !Seen.insert(DS).second) continue;
      bool All = true;
      for (const Decl *D : DS->decls()) {
        const auto *O = dyn_cast<VarDecl>(D);
        All = All && O && Replicate.count(O) && !ForcedReplicated.count(O) && O->getType()->isScalarType() &&
              !O->getType().isVolatileQualified() && O->hasInit() && O->getInitStyle() == VarDecl::CInit &&
              !Written.count(O) && Uses.onlyRead(O) && !Uses.OutsidePhases.count(O) &&
              isInvariant(O->getInit(), true);
      }
      if (!All) continue;
      auto R = stmtOffsets(TC, DS);
      if (!R) continue;
      for (const Decl *D : DS->decls()) {
        const auto *O = cast<VarDecl>(D);
        RecomputedLocals.insert(O);
        P.RecomputedSet.insert(O);
      }
      P.Edits.push_back({R->first, R->second, {}});
    }
  }

  void decideReplication() {
    // References of each candidate, by phase.
    llvm::DenseSet<const VarDecl *> CandSet(Candidates.begin(), Candidates.end());
    llvm::DenseSet<const VarDecl *> Replicate(ForcedReplicated.begin(), ForcedReplicated.end());
    CandidateUses Uses;
    auto CandidateOf = [&](const Expr *E) -> const VarDecl * {
      const auto *D = dyn_cast<DeclRefExpr>(E);
      const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
      return V && CandSet.count(V) ? V : nullptr;
    };
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S) return;
      if (const auto *D = dyn_cast<DeclRefExpr>(S))
        if (const VarDecl *V = CandidateOf(D)) {
          auto Off = offsetOf(D->getLocation());
          std::optional<unsigned> Ph = Off ? phaseAt(*Off) : std::nullopt;
          if (!Ph || *Ph != DeclPhase[V]) Replicate.insert(V);
          if (!Ph) Uses.OutsidePhases.insert(V);
          ++Uses.Refs[V];
        }
      if (const auto *C = dyn_cast<ImplicitCastExpr>(S); C && C->getCastKind() == CK_LValueToRValue)
        if (const VarDecl *V = CandidateOf(C->getSubExpr()->IgnoreParens())) ++Uses.Reads[V];
      for (const Stmt *C : S->children()) Walk(C);
    };
    Walk(K->getBody());
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
      if (T->isReferenceType())
        return block("reference '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
      if (V->hasInit() && V->getInitStyle() != VarDecl::CInit)
        return block("'" + V->getNameAsString() + "' lives across a barrier and is initialised with () or {}; write 'T x = value;'",
                     V->getLocation());
      if (T->isArrayType() && V->hasInit())
        return block("initialised array '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
      if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl(); RD && RD->isLambda())
        return block("lambda '" + V->getNameAsString() + "' lives across a barrier", V->getLocation());
      P.Replicated.push_back(V);
      P.ReplicatedSet.insert(V);
    }
    // Converted declarations: "T x = e;" becomes "x = e;" in its phase.
    llvm::DenseSet<const DeclStmt *> Done;
    for (const VarDecl *V : P.Replicated) {
      const DeclStmt *DS = DeclOf[V];
      if (!DS || ForcedReplicated.count(V) || !Done.insert(DS).second) continue;
      auto R = stmtOffsets(TC, DS);
      if (!R) return block("a declaration written through a macro", DS->getBeginLoc());
      P.Edits.push_back({R->first, R->second, {{Piece::InitAssign, "", nullptr, DS}}});
    }
  }

  void placeJumps() {
    auto Place = [&](const Stmt *S, std::string Flag) {
      auto Off = offsetOf(S->getBeginLoc());
      std::optional<unsigned> Ph = Off ? phaseAt(*Off) : std::nullopt;
      if (!Ph) return block("a jump outside any phase", S->getBeginLoc());
      P.Jumps.push_back({S, *Ph, std::move(Flag)});
    };
    for (const ReturnStmt *R : Returns) {
      P.HasExit = true;
      Place(R, "c2o_exited[c2o_t] = 1");
    }
    for (auto &[J, T] : JumpTarget) {
      auto It = LoopFlags.find(T);
      if (It == LoopFlags.end()) continue; // a loop inside one phase
      if (isa<BreakStmt>(J)) Place(J, mask(It->second.L) + " = 0");
      else Place(J, mask(It->second.K) + " = 1");
    }
  }

  const SourceView &TC;
  const FunctionDecl *K;
  BlockKernelPlan &P;
  const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee;
  llvm::DenseSet<const Stmt *> ContainsSync;
  llvm::DenseSet<const VarDecl *> Written, UniformLocals, ForcedReplicated, RecomputedLocals;
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

BlockKernelPlan planBlockKernel(const SourceView &TC, const FunctionDecl *K,
                                const std::function<bool(const FunctionDecl *)> &IsBlockLevelCallee) {
  BlockKernelPlan P;
  Planner(TC, K, P, IsBlockLevelCallee).run();
  return P;
}

} // namespace c2o
