//===- BlockPhaseWalk.cpp - statements cut into phases ----------------------===//
//
// The walk's sequencing: a team-level statement list becomes runs of
// statements in phases, with barriers between them; a statement holding
// exchanges or block calls gets rounds (BlockRounds) before its phase.
// (BlockPhaseWalk.h: the walk; its control flow is BlockPhaseControlFlow.cpp.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPhaseWalk.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

namespace c2o {

using namespace clang;

void BlockPhaseWalk::run(const Stmt *Body, const std::vector<const VarDecl *> &Params) {
  Ctx C;
  for (const VarDecl *PV : Params) addVisible(C, PV);
  seq(Body, C);
}

/// A statement that assigns a team parameter a uniform value (p += n;
/// ++p; p = q + blockIdx.x;): the whole team runs it, between phases.
const ParmVarDecl *BlockPhaseWalk::teamParamUpdate(const Stmt *S, const Ctx &C) const {
  if (Learnt.TeamParams.empty() || !C.Pred.empty()) return nullptr;
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
  return PV && Learnt.TeamParams.count(PV) ? PV : nullptr;
}

void BlockPhaseWalk::addVisible(Ctx &C, const VarDecl *V) {
  C.Visible.erase(std::remove_if(C.Visible.begin(), C.Visible.end(),
                                 [&](const VarDecl *O) { return O->getName() == V->getName(); }),
                  C.Visible.end());
  C.Visible.push_back(V);
}

void BlockPhaseWalk::addCandidates(Ctx &C, const Stmt *S, unsigned Phase) {
  if (const auto *DS = dyn_cast<DeclStmt>(S))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->isLocalVarDecl() && !V->isStaticLocal() &&
                                                !V->hasAttr<CUDASharedAttr>()) {
        addVisible(C, V);
        Record.DeclPhase[V] = Phase;
        Record.DeclOf[V] = DS;
        Record.Candidates.push_back(V);
      }
}

bool BlockPhaseWalk::isSharedDecl(const Stmt *S) const {
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

bool BlockPhaseWalk::hoistable(const Stmt *S) {
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
        !V->getType()->isScalarType() || !V->hasInit() || BodyFacts.Written.count(V) ||
        !isUniform(V->getInit()))
      return false;
  }
  for (const Decl *D : DS->decls()) Learnt.UniformLocals.insert(cast<VarDecl>(D));
  return true;
}

/// Statements of a team-level block (a compound's, or one statement's).
/// \p Switch: the body of a team-level switch, whose case labels and
/// breaks stay between the phases.
void BlockPhaseWalk::seq(const Stmt *S, Ctx C, const SwitchStmt *Switch) {
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
    Record.Intervals.push_back({First->first, Last->second, RunPhase});
    Run.clear();
  };
  for (const Stmt *Child : Children) {
    if (!P.Blocker.empty()) return;
    if (Switch &&
        (isa<SwitchCase>(Child) || (isa<BreakStmt>(Child) && BodyFacts.JumpTarget.lookup(Child) == Switch))) {
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
        ++Record.TeamWrites[PV];
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
bool BlockPhaseWalk::mergeableHead(const Stmt *S) const {
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
bool BlockPhaseWalk::wholeMacros(const Stmt *S) const {
  const LangOptions &LO = View.Ctx.getLangOpts();
  SourceLocation B = S->getBeginLoc(), E = S->getEndLoc();
  return (!B.isMacroID() || Lexer::isAtStartOfMacroExpansion(B, View.SM, LO)) &&
         (!E.isMacroID() || Lexer::isAtEndOfMacroExpansion(E, View.SM, LO));
}

/// A simple statement (expression, declaration, return) holding exchanges
/// or block calls: their rounds, then a phase running the statement with
/// each call read from its buffer or result slot.
template <class FlushT, class OpenT>
void BlockPhaseWalk::syncStatement(const Stmt *S, Ctx &C, std::vector<const Stmt *> &Run, unsigned &RunPhase,
                                   FlushT &Flush, OpenT &Open) {
  auto L = Rounds.levels({S});
  if (!P.Blocker.empty()) return;
  if (!Rounds.spelled(L)) return;
  auto R = stmtOffsets(View, S);
  if (!R) return block("a statement written through a macro", S->getBeginLoc());
  std::vector<Piece> Rest;
  std::function<void(std::vector<Piece> &, std::vector<Piece> &)> IntoRun;
  if (!Run.empty())
    IntoRun = [&](std::vector<Piece> &W, std::vector<Piece> &Pro) { Flush(W, Pro); };
  bool Trailing = Rounds.rounds(Rest, C, L, IntoRun, RunPhase);
  if (!P.Blocker.empty()) return;
  // A block call as a whole statement: nothing is left to run after it.
  const Expr *Whole = isa<Expr>(S) ? cast<Expr>(S)->IgnoreParenCasts() : nullptr;
  if (const auto *CE = dyn_cast_or_null<CallExpr>(Whole); CE && BodyFacts.BlockIndex.count(CE)) {
    P.BlockCalls[BodyFacts.BlockIndex.lookup(CE)].WholeStatement = true;
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
