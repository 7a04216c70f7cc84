//===- BlockPlanSequencing.cpp - statements cut into phases -----------------===//
//
// A team-level statement list becomes runs of statements in phases, with
// barriers between them; a statement holding exchanges or block calls gets
// rounds before its phase (write, barrier or call, read).
// (BlockPlanner.h: the planner and its parts.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPlanner.h"
#include "analysis/BlockCallTypes.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

namespace c2o {

using namespace clang;

/// A statement that assigns a team parameter a uniform value (p += n;
/// ++p; p = q + blockIdx.x;): the whole team runs it, between phases.
const ParmVarDecl *BlockPlanner::teamParamUpdate(const Stmt *S, const Ctx &C) const {
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

unsigned BlockPlanner::newPhase(const Ctx &C, std::vector<Piece> Prologue) {
  PhaseInfo I;
  I.Pred = C.Pred;
  I.Visible = C.Visible;
  I.Prologue = std::move(Prologue);
  I.InLoop = C.InLoop;
  P.Phases.push_back(std::move(I));
  return P.Phases.size() - 1;
}

void BlockPlanner::exprInterval(const Expr *E, unsigned Phase) {
  if (!E) return;
  if (auto R = exprOffsets(View, E)) Intervals.push_back({R->first, R->second, Phase});
}

void BlockPlanner::addVisible(Ctx &C, const VarDecl *V) {
  C.Visible.erase(std::remove_if(C.Visible.begin(), C.Visible.end(),
                                 [&](const VarDecl *O) { return O->getName() == V->getName(); }),
                  C.Visible.end());
  C.Visible.push_back(V);
}

void BlockPlanner::addCandidates(Ctx &C, const Stmt *S, unsigned Phase) {
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

bool BlockPlanner::isSharedDecl(const Stmt *S) const {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS) return false;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasAttr<CUDASharedAttr>()) return false;
  }
  return true;
}

/// Does \p DS only declare names: a namespace alias, using-declarations and
/// directives, typedefs and alias declarations, a local class or enum, a
/// static_assert? They have no value and are the same in every thread.
static bool declaresNamesOnly(const DeclStmt *DS) {
  for (const Decl *D : DS->decls())
    if (!isa<NamespaceAliasDecl, UsingDecl, UsingDirectiveDecl, UsingEnumDecl, TypedefNameDecl, TagDecl,
             StaticAssertDecl>(D))
      return false;
  return true;
}

bool BlockPlanner::hoistable(const Stmt *S) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS) return false;
  if (std::find(P.PrologueDecls.begin(), P.PrologueDecls.end(), DS) != P.PrologueDecls.end()) return true;
  // Names stay at team level where they are written: the phases after them
  // in their scope see them (`namespace cg = cooperative_groups;` then
  // `cg::reduce(...)` in a later phase).
  if (declaresNamesOnly(DS)) return true;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->isLocalVarDecl() || V->isStaticLocal() || V->hasAttr<CUDASharedAttr>() ||
        !V->getType()->isScalarType() || !V->hasInit() || Written.count(V) || !isUniform(V->getInit()))
      return false;
  }
  for (const Decl *D : DS->decls()) UniformLocals.insert(cast<VarDecl>(D));
  return true;
}

bool BlockPlanner::isBarrierStmt(const Stmt *S) const {
  const auto *E = dyn_cast<Expr>(S);
  const SyncCall *SC = E ? syncCallOf(E) : nullptr;
  return SC && SC->Fn->Kind == SyncKind::Barrier;
}

/// The exchanges and block calls inside \p Roots by level: a call's level
/// is one more than the highest level inside its arguments, so each level
/// is one round (write, barrier or call, read).
std::vector<std::vector<BlockPlanner::Item>> BlockPlanner::levels(llvm::ArrayRef<const Stmt *> Roots) {
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
      if (K == SyncKind::Handle || K == SyncKind::Query) return Max;
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

/// The argument \p I of a block call (or the callee's default).
const Expr *BlockPlanner::argOf(const BlockCall &B, unsigned I) const {
  if (I < B.Call->getNumArgs()) return B.Call->getArg(I);
  const ParmVarDecl *PV = B.Callee->getParamDecl(I);
  return PV->hasDefaultArg() ? PV->getDefaultArg() : nullptr;
}

/// Locals whose address a block call receives live in the arena (their
/// address must stay valid while the callee's phases run).
void BlockPlanner::keepAddressedLocals(const BlockCall &B) {
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
void BlockPlanner::writeRound(const std::vector<Item> &Items, std::vector<Piece> &Writes, std::vector<Piece> &Prologue,
                              unsigned Phase, const Ctx &C) {
  for (const Item &It : Items) {
    if (!It.IsBlockCall) {
      SyncCall &SC = P.Calls[It.Index];
      unsigned X = P.Exchanges.size();
      SC.Exchange = (int)X;
      P.Exchanges.push_back({It.Index, exchangeType(View.Ctx, SC)});
      if (!SC.Fn->Neutral.empty()) Prologue.push_back(Piece::exchangeNeutral(X));
      int VA = SC.Fn->ValueArg;
      const Expr *V = VA >= 0 && VA < (int)SC.Call->getNumArgs() ? SC.Call->getArg(VA) : nullptr;
      Writes.push_back(Piece::exchangeWrite(X, V));
      exprInterval(V, Phase);
      continue;
    }
    BlockCall &B = P.BlockCalls[It.Index];
    if (std::string Why = typeBlockCall(View.Ctx, B); !Why.empty()) block(Why, B.Call->getBeginLoc());
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
bool BlockPlanner::rounds(std::vector<Piece> &Out, const Ctx &C, const std::vector<std::vector<Item>> &L,
                          const std::function<void(std::vector<Piece> &, std::vector<Piece> &)> &IntoRun,
                          unsigned RunPhase) {
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
void BlockPlanner::seq(const Stmt *S, Ctx C, const SwitchStmt *Switch) {
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

/// Does \p S start with a flag phase that the phase before it can compute: a
/// predicated if (its condition, with no warp function) or a predicated
/// while or do (all of its threads start)?
bool BlockPlanner::mergeableHead(const Stmt *S) const {
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

/// Does \p S start and end in the file, or at the start and end of macros
/// (braces can go around it)?
bool BlockPlanner::wholeMacros(const Stmt *S) const {
  const LangOptions &LO = View.Ctx.getLangOpts();
  SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
  return (!B.isMacroID() || Lexer::isAtStartOfMacroExpansion(B, View.SM, LO)) &&
         (!E.isMacroID() || Lexer::isAtEndOfMacroExpansion(E, View.SM, LO));
}

/// Is the call written in the file, or as a whole macro (SHFL(v, 1))? One
/// inside a macro's definition cannot be rewritten.
bool BlockPlanner::spelled(const CallExpr *C) {
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(C->getSourceRange()), View.SM,
                                               View.Ctx.getLangOpts());
  if (R.isValid()) return true;
  block("a warp function or block function called inside a macro's definition; expand the macro by hand",
        C->getBeginLoc());
  return false;
}

/// A simple statement (expression, declaration, return) holding exchanges
/// or block calls: their rounds, then a phase running the statement with
/// each call read from its buffer or result slot.
template <class FlushT, class OpenT>
void BlockPlanner::syncStatement(const Stmt *S, Ctx &C, std::vector<const Stmt *> &Run, unsigned &RunPhase,
                                 FlushT &Flush, OpenT &Open) {
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

} // namespace c2o
