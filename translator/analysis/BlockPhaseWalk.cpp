//===- BlockPhaseWalk.cpp - statements cut into phases ----------------------===//
//
// (BlockPhaseWalk.h: what the walk reads and produces.) Two parts:
// sequencing, a team-level statement list becoming runs of statements in
// phases with barriers between them (a statement holding exchanges or block
// calls gets rounds, BlockRounds, before its phase); then team-level control
// flow, if/for/while/do/switch holding synchronisation, kept as they are at
// team level when their conditions are uniform, else predicated (a flag per
// thread, loops going on while any thread's flag is set).
//===----------------------------------------------------------------------===//
#include "analysis/BlockPhaseWalk.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
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

// ---- team-level control flow ------------------------------------------------

/// A sub-statement of team-level control: braced, so generated text fits.
void BlockPhaseWalk::branch(const Stmt *S, const Ctx &C) {
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
void BlockPhaseWalk::flagPhase(std::vector<Piece> &Out, const Ctx &C, std::vector<Piece> Prologue,
                               std::optional<FlagRef> Flag, const Expr *E, std::vector<Piece> Extra) {
  bool Trailing = E && Rounds.rounds(Out, C, Rounds.levels({E}));
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

Piece BlockPhaseWalk::anyCheck(unsigned L) {
  P.Barriers += 2;
  return Piece::anyFlagOrBreak(FlagRef::mask(L));
}

/// A statement holding synchronisation: a block, or control flow that stays
/// at team level (uniform) or becomes predicated. A head written through a
/// macro is fine where it stays as it is (uniform); only the statements
/// that hold synchronisation must be written in the file.
void BlockPhaseWalk::teamStatement(const Stmt *S, Ctx &C, const MergeFn *Merge) {
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
void BlockPhaseWalk::switchStatement(const SwitchStmt *SW, Ctx &C) {
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
  for (auto &[J, T] : BodyFacts.JumpTarget)
    if (T == SW && !TopLevel.count(J))
      return block("a 'break' inside a branch of a 'switch' that synchronises", J->getBeginLoc());
  seq(Body, C, SW);
}

/// '#pragma unroll' before a loop: kept before a loop that stays a loop,
/// erased before one that becomes predicated (its head is rewritten).
void BlockPhaseWalk::attributed(const AttributedStmt *A, Ctx &C) {
  const Stmt *Sub = A->getSubStmt();
  teamStatement(Sub, C);
  if (!Record.LoopFlags.count(Sub)) return;
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
void BlockPhaseWalk::firstFlag(std::vector<Piece> &Out, const Ctx &C, const MergeFn *Merge,
                               std::vector<Piece> Prologue, FlagRef Flag, const Expr *E, std::vector<Piece> Extra) {
  if (!Merge) return flagPhase(Out, C, std::move(Prologue), Flag, E, std::move(Extra));
  std::vector<Piece> W{Piece::flagFromExpr(Flag, E)};
  W.insert(W.end(), Extra.begin(), Extra.end());
  unsigned Ph = (*Merge)(std::move(W), std::move(Prologue));
  exprInterval(E, Ph);
}

void BlockPhaseWalk::ifStatement(const IfStmt *I, Ctx &C, const MergeFn *Merge) {
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
std::vector<const VarDecl *> BlockPhaseWalk::loopVars(const ForStmt *Fo) {
  std::vector<const VarDecl *> Vars;
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Fo->getInit()))
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D)) Vars.push_back(V);
  return Vars;
}

/// A loop whose condition is not the same in every thread, from its head
/// \p H on: the endless loop, a phase setting flag \p L from \p Cond (and
/// clearing the continue flag \p KM), the test that any thread goes on, then
/// the body, run by the threads whose flag is set. \p Active (the context
/// outside the loop) becomes the loop's; gives where the body's text ends.
std::optional<unsigned> BlockPhaseWalk::predicatedLoop(BlockEdit H, Ctx &Active, unsigned L, unsigned KM,
                                                       bool HasContinue, const Expr *Cond, const Stmt *Body) {
  H.Pieces.push_back(Piece::make(Piece::LoopOpen));
  Active.Pred = {{L, false}};
  Active.InLoop = true;
  std::vector<Piece> CondPro;
  if (HasContinue) CondPro.push_back(Piece::setFlag(FlagRef::mask(KM), 0));
  flagPhase(H.Pieces, Active, CondPro, FlagRef::mask(L), Cond);
  H.Pieces.push_back(anyCheck(L));
  P.Edits.push_back(H);
  Ctx InBody = Active;
  if (HasContinue) InBody.Pred.push_back({KM, true});
  branch(Body, InBody);
  auto R = stmtOffsets(View, Body);
  return R ? std::optional<unsigned>(R->second) : std::nullopt;
}

void BlockPhaseWalk::forStatement(const ForStmt *Fo, Ctx &C) {
  if (Fo->getConditionVariable()) return block("a 'for' condition declaring a variable", Fo->getBeginLoc());
  bool HeaderSync = containsSync(Fo->getCond()) || containsSync(Fo->getInc()) || containsSync(Fo->getInit());
  std::vector<const VarDecl *> Vars = loopVars(Fo);
  bool Uniform = !HeaderSync && !hasJumpTo(Fo) && (!Fo->getInit() || isa<DeclStmt>(Fo->getInit()));
  llvm::DenseSet<const VarDecl *> VarSet(Vars.begin(), Vars.end());
  for (const VarDecl *V : Vars)
    Uniform = Uniform && V->getType()->isScalarType() && V->hasInit() && isUniform(V->getInit()) &&
              writtenOnlyIn(V, Fo->getInc());
  if (Uniform) {
    for (const VarDecl *V : Vars) Learnt.UniformLocals.insert(V);
    Uniform = isUniform(Fo->getCond()) && isUniformUpdate(Fo->getInc(), VarSet);
    if (!Uniform)
      for (const VarDecl *V : Vars) Learnt.UniformLocals.erase(V);
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
  bool HasContinue = BodyFacts.hasContinueTo(Fo);
  unsigned KM = HasContinue ? P.Masks++ : 0;
  Record.LoopFlags[Fo] = {L, KM, HasContinue};
  Ctx Loop = C;
  BlockEdit H{*B, *E + 1, {Piece::make(Piece::ScopeOpen)}};
  // The init's variables live across the loop's phases: one slot per thread.
  bool InitTrailing = Fo->getInit() && Rounds.rounds(H.Pieces, C, Rounds.levels({Fo->getInit()}));
  unsigned InitPhase = newPhase(C, {Piece::setFlag(FlagRef::mask(L), 0)});
  H.Pieces.push_back(Piece::phaseOpen(InitPhase));
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Fo->getInit())) {
    addCandidates(Loop, DS, InitPhase);
    H.Pieces.push_back(Piece::initAssign(DS));
    for (const VarDecl *V : Vars) {
      Record.ForcedReplicated.insert(V);
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
  Ctx Active = Loop;
  auto BodyEnd = predicatedLoop(H, Active, L, KM, HasContinue, Fo->getCond(), Fo->getBody());
  if (!BodyEnd) return block("a loop body written through a macro", Fo->getBeginLoc());
  BlockEdit T{*BodyEnd, *BodyEnd, {}};
  if (Fo->getInc()) {
    bool IncTrailing = Rounds.rounds(T.Pieces, Active, Rounds.levels({Fo->getInc()}));
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

void BlockPhaseWalk::whileStatement(const WhileStmt *W, Ctx &C, const MergeFn *Merge) {
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
  bool HasContinue = BodyFacts.hasContinueTo(W);
  unsigned KM = HasContinue ? P.Masks++ : 0;
  Record.LoopFlags[W] = {L, KM, HasContinue};
  BlockEdit H{*B, *E + 1, {Piece::make(Piece::ScopeOpen)}};
  firstFlag(H.Pieces, C, Merge, {Piece::setFlag(FlagRef::mask(L), 0)}, FlagRef::mask(L), nullptr);
  Ctx Active = C;
  auto BodyEnd = predicatedLoop(H, Active, L, KM, HasContinue, W->getCond(), W->getBody());
  if (!BodyEnd) return block("a loop body written through a macro", W->getBeginLoc());
  P.Edits.push_back({*BodyEnd, *BodyEnd, {Piece::make(Piece::LoopClose)}});
}

void BlockPhaseWalk::doStatement(const DoStmt *D, Ctx &C, const MergeFn *Merge) {
  auto B = offsetOf(D->getDoLoc());
  auto W = offsetOf(D->getWhileLoc());
  auto E = offsetOf(D->getRParenLoc());
  if (!B || !W || !E) return block("a 'do' loop written through a macro", D->getBeginLoc());
  unsigned L = P.Masks++;
  bool HasContinue = BodyFacts.hasContinueTo(D);
  unsigned KM = HasContinue ? P.Masks++ : 0;
  Record.LoopFlags[D] = {L, KM, HasContinue};
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

} // namespace c2o
