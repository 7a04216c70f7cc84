//===- BlockRounds.cpp - the rounds of a statement's exchanges and calls --===//
//
// (BlockRounds.h: what it reads and produces.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockRounds.h"
#include "analysis/BlockCallTypes.h"
#include "core/SourceView.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

namespace c2o {

using namespace clang;

/// The exchanges and block calls inside \p Roots by level: a call's level
/// is one more than the highest level inside its arguments, so each level
/// is one round (write, barrier or call, read).
BlockRounds::Levels BlockRounds::levels(llvm::ArrayRef<const Stmt *> Roots) {
  Levels L;
  std::function<unsigned(const Stmt *)> Walk = [&](const Stmt *S) -> unsigned {
    if (!S || isa<LambdaExpr>(S)) return 0;
    unsigned Max = 0;
    for (const Stmt *C : S->children()) Max = std::max(Max, Walk(C));
    const auto *CE = dyn_cast<CallExpr>(S);
    if (!CE) return Max;
    Item It{false, 0};
    if (auto SI = BodyFacts.SyncIndex.find(CE); SI != BodyFacts.SyncIndex.end()) {
      SyncKind K = P.Calls[SI->second].Fn->Kind;
      if (K == SyncKind::Handle || K == SyncKind::Query) return Max;
      if (K == SyncKind::Barrier) {
        block("'" + P.Calls[SI->second].Fn->Name.str() +
                  "' is used inside an expression; write it as a statement of its own",
              CE->getBeginLoc());
        return Max;
      }
      It = {false, SI->second};
    } else if (auto BI = BodyFacts.BlockIndex.find(CE); BI != BodyFacts.BlockIndex.end()) {
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

bool BlockRounds::spelled(const Levels &L) {
  for (const auto &Level : L)
    for (const Item &It : Level)
      if (!spelled(It.IsBlockCall ? P.BlockCalls[It.Index].Call : P.Calls[It.Index].Call)) return false;
  return true;
}

/// Is the call written in the file, or as a whole macro (SHFL(v, 1))? One
/// inside a macro's definition cannot be rewritten.
bool BlockRounds::spelled(const CallExpr *C) {
  CharSourceRange R = Lexer::makeFileCharRange(CharSourceRange::getTokenRange(C->getSourceRange()), View.SM,
                                               View.Ctx.getLangOpts());
  if (R.isValid()) return true;
  block("a warp function or block function called inside a macro's definition; expand the macro by hand",
        C->getBeginLoc());
  return false;
}

/// The argument \p I of a block call (or the callee's default).
const Expr *BlockRounds::argOf(const BlockCall &B, unsigned I) {
  if (I < B.Call->getNumArgs()) return B.Call->getArg(I);
  const ParmVarDecl *PV = B.Callee->getParamDecl(I);
  return PV->hasDefaultArg() ? PV->getDefaultArg() : nullptr;
}

/// Locals whose address a block call receives live in the arena (their
/// address must stay valid while the callee's phases run).
void BlockRounds::keepAddressedLocals(const BlockCall &B) {
  for (unsigned I = 0; I < B.Call->getNumArgs(); ++I) {
    const ParmVarDecl *PV = I < B.Callee->getNumParams() ? B.Callee->getParamDecl(I) : nullptr;
    bool ByRef = PV && PV->getType()->isLValueReferenceType() &&
                 !PV->getType().getNonReferenceType().isConstQualified();
    std::function<void(const Stmt *, bool)> Walk = [&](const Stmt *S, bool Addressed) {
      if (!S) return;
      if (const auto *D = dyn_cast<DeclRefExpr>(S))
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()))
          if (V->isLocalVarDecl() && (Addressed || V->getType()->isArrayType())) Record.MustReplicate.insert(V);
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
void BlockRounds::writeRound(const std::vector<Item> &Items, std::vector<Piece> &Writes, std::vector<Piece> &Prologue,
                             unsigned Phase) {
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
      Record.exprInterval(View, V, Phase);
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
      B.UniformArgs.push_back(Inv.isUniform(A));
      Writes.push_back(Piece::argWrite(It.Index, I));
      if (I < B.Call->getNumArgs()) Record.exprInterval(View, A, Phase);
    }
    keepAddressedLocals(B);
  }
}

/// The rounds before an expression's phase: for each level, a phase writing
/// the values (the first of them \p RunPhase when \p IntoRun is given: an
/// open run), then a barrier for exchanges and the block calls. True when
/// the caller must put a barrier after the reads (an exchange buffer is
/// reused).
bool BlockRounds::rounds(std::vector<Piece> &Out, const PhaseContext &C, const Levels &L, const IntoRunFn &IntoRun,
                         unsigned RunPhase) {
  bool AnyExchange = false;
  for (unsigned R = 0; R < L.size(); ++R) {
    std::vector<Piece> Writes, Prologue;
    if (R == 0 && IntoRun) {
      writeRound(L[R], Writes, Prologue, RunPhase);
      IntoRun(Writes, Prologue);
    } else {
      unsigned Ph = newPhase(P, C);
      writeRound(L[R], Writes, Prologue, Ph);
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

} // namespace c2o
