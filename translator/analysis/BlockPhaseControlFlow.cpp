//===- BlockPhaseControlFlow.cpp - team-level control flow ------------------===//
//
// The walk's control flow: if/for/while/do/switch statements that hold
// synchronisation, kept as they are at team level when their conditions are
// uniform, else predicated (a flag per thread, loops going on while any
// thread's flag is set).
// (BlockPhaseWalk.h: the walk; its sequencing is BlockPhaseWalk.cpp.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPhaseWalk.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"
#include "clang/AST/Attr.h"
#include "clang/AST/StmtCXX.h"

namespace c2o {

using namespace clang;

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
