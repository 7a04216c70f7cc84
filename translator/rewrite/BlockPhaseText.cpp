//===- BlockPhaseText.cpp - the pieces of the phase form -----------------===//
//
// The plan's pieces as text (phase heads and tails, flags, exchanges,
// argument writes, block calls), and the user's synchronisation calls,
// block calls and jumps rewritten where they stand.
// (BlockPhaseText.h says what it writes.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockPhaseText.h"
#include "core/SourceRanges.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace c2o {

using namespace clang;

std::string BlockPhaseText::callText(unsigned C) const {
  const BlockCall &B = P.BlockCalls[C];
  auto [Name, TArgs] = Sp.calleeText(B);
  std::string S = Name + BlockSuffix + TArgs + "(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, " +
                  std::string(P.IsKernel && !P.UsesDynamicShared ? "nullptr" : "c2o_dynamic") + ", " +
                  Sp.offName(C);
  if (!B.Result.isNull()) S += ", " + Sp.resultName(C);
  for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
    S += ", " + (Sp.modeOf(B, I) == ParamMode::Uniform ? "(" + Sp.argText(B, I) + ")" : Sp.argName(C, I));
  return S + ");\n";
}

/// Each call becomes its reader, innermost first (a call in another's
/// arguments is read inside the other's value); the arguments are spelled
/// before their call's replacement absorbs them.
void BlockPhaseText::rewriteCalls() {
  struct Site {
    unsigned Begin, End;
    bool IsBlock;
    unsigned Index;
  };
  std::vector<Site> Sites;
  for (unsigned I = 0; I < P.Calls.size(); ++I)
    if (auto R = exprOffsets(TC, P.Calls[I].Call)) Sites.push_back({R->first, R->second, false, I});
  for (unsigned I = 0; I < P.BlockCalls.size(); ++I)
    if (auto R = exprOffsets(TC, P.BlockCalls[I].Call)) Sites.push_back({R->first, R->second, true, I});
  std::stable_sort(Sites.begin(), Sites.end(),
                   [](const Site &A, const Site &B) { return A.End - A.Begin < B.End - B.Begin; });
  for (const Site &S : Sites) {
    const CallExpr *C = S.IsBlock ? P.BlockCalls[S.Index].Call : P.Calls[S.Index].Call;
    for (const Expr *A : C->arguments())
      if (!isDefaultArg(A)) Sp.remember(A);
    if (S.IsBlock) rewriteBlockCall(S.Index, S.Begin, S.End);
    else rewriteSyncCall(P.Calls[S.Index], S.Begin, S.End);
  }
}

void BlockPhaseText::rewriteBlockCall(unsigned C, unsigned Begin, unsigned End) {
  const BlockCall &B = P.BlockCalls[C];
  if (B.WholeStatement) return;
  TC.Edits.replace(Begin, End - Begin, B.Result.isNull() ? "(void)0" : Sp.resultName(C) + "[c2o_t]");
  ++TC.Stats.Converted;
}

void BlockPhaseText::rewriteSyncCall(const SyncCall &SC, unsigned Begin, unsigned End) {
  // A call written in a macro's definition: the uses are translated where
  // they are, the definition stays as it is (C2O1109).
  SourceLocation L = SC.Call->getBeginLoc();
  if (L.isMacroID() && TC.SM.isMacroBodyExpansion(L) && TC.spellingOffset(L))
    TC.diag(DiagID::MacroWithSynchronisation, L,
            {Lexer::getImmediateMacroName(L, TC.SM, TC.Ctx.getLangOpts()).str(), SC.Fn->Name.str()});
  {
    std::string Text;
    SyncKind Kind = SC.Fn->Kind;
    if (Kind == SyncKind::Handle && SC.Call->getNumArgs() == 2) { // tiled_partition(parent, n)
      Text = "c2o_tiled_partition(" + Sp.exprText(SC.Call->getArg(0)) + ", " + Sp.exprText(SC.Call->getArg(1)) + ")";
    } else if (Kind == SyncKind::Handle) {
      Text = SC.Fn->Reader.str();
      // (a tile of a tile: the parent tile's size, for its meta group)
      std::string Parent = "c2o_bs";
      if (SC.Fn->Name.ends_with("tiled_partition")) {
        Text += "<" + Sp.handleWidth(SC.Call) + ">";
        if (SC.Call->getNumArgs() == 1 && Sp.tileWidth(SC.Call->getArg(0)->getType()) != "C2O_WARP_SIZE")
          Parent = Sp.tileWidth(SC.Call->getArg(0)->getType());
      }
      Text += "{c2o_t, " + Parent + "}";
    } else if (Kind == SyncKind::Query) {
      Text = SC.Fn->Reader.str();
    } else if (SC.Exchange >= 0) {
      Text = SC.Fn->Reader.str() + "(" + Sp.exchangeName(SC.Exchange);
      if (Kind != SyncKind::BlockVote) Text += ", c2o_t";
      Text += ", c2o_bs";
      const Expr *Group = groupOf(SC.Call, *SC.Fn);
      std::string Width = Group ? Sp.groupWidth(Group) : "C2O_WARP_SIZE";
      unsigned Lane = SC.Fn->ValueArg + 1;
      if (Kind == SyncKind::WarpLane) {
        unsigned W = SC.Fn->ValueArg + 2;
        Text += ", " + (Lane < SC.Call->getNumArgs() ? Sp.exprText(SC.Call->getArg(Lane)) : std::string("0"));
        Text += ", " + (W < SC.Call->getNumArgs() && !isDefaultArg(SC.Call->getArg(W))
                            ? Sp.exprText(SC.Call->getArg(W))
                            : std::string("C2O_WARP_SIZE"));
      } else if (Kind == SyncKind::TileLane) {
        Text += ", " + (Lane < SC.Call->getNumArgs() ? Sp.exprText(SC.Call->getArg(Lane)) : std::string("0"));
        Text += ", " + Width;
      } else if (Kind == SyncKind::TileVote) {
        Text += ", " + Width;
      } else if (Kind == SyncKind::GroupLane || Kind == SyncKind::GroupVote || Kind == SyncKind::Partition) {
        Text += ", " + (Group ? Sp.exprText(Group) : std::string("/*?*/"));
        if (Kind == SyncKind::GroupLane)
          Text += ", " + (Lane < SC.Call->getNumArgs() ? Sp.exprText(SC.Call->getArg(Lane)) : std::string("0"));
      } else if (Kind == SyncKind::TileReduce) {
        Text += ", " + Width;
        if (Lane < SC.Call->getNumArgs()) Text += ", " + Sp.exprText(SC.Call->getArg(Lane));
      }
      Text += ")";
      if (Kind == SyncKind::WarpLane || Kind == SyncKind::WarpVote || Kind == SyncKind::WarpReduce) noteMask(SC);
    } else {
      return; // barriers are whole statements (the plan's edits)
    }
    TC.Edits.replace(Begin, End - Begin, Text);
    ++TC.Stats.Converted;
  }
}

/// A constant mask other than all lanes is ignored (C2O1014).
void BlockPhaseText::noteMask(const SyncCall &SC) {
  if (SC.Fn->ValueArg < 1 || SC.Call->getNumArgs() == 0) return;
  const Expr *M = SC.Call->getArg(0);
  Expr::EvalResult R;
  if (M->isValueDependent() || !M->EvaluateAsInt(R, TC.Ctx) || R.Val.getInt().getZExtValue() != 0xffffffffu)
    TC.diag(DiagID::WarpMaskIgnored, M->getBeginLoc(), {Sp.exprText(M), SC.Fn->Name.str()});
}

void BlockPhaseText::rewriteJumps() {
  for (const BlockKernelPlan::Jump &J : P.Jumps) {
    auto B = TC.fileOffset(J.S->getBeginLoc());
    auto E = TC.tokenEndOffset(J.S->getEndLoc());
    if (!B || !E) continue;
    unsigned End = offsetPastSemicolon(TC, *E);
    std::string Result = J.Result ? "c2o_ret[c2o_t] = (" + Sp.exprText(J.Result) + "); " : std::string();
    std::string Flag = J.Value < 0 ? std::string() : Sp.flag(J.Flag) + " = " + std::to_string(J.Value) + "; ";
    TC.Edits.replace(*B, End - *B, "{ " + Result + Flag + "goto c2o_pe_" + std::to_string(J.Phase) + "; }",
                     /*Generated=*/true);
    Labelled.insert(J.Phase);
  }
}

std::string BlockPhaseText::open(unsigned Ph) const {
  const PhaseInfo &I = P.Phases[Ph];
  std::string S =
      "\nC2O_PHASE_FOR(c2o_t) {\n"
      "[[maybe_unused]] const ::uint3 c2o_threadIdx = c2o_thread_index(c2o_t, c2o_blockDim.x, c2o_blockDim.y);\n";
  for (const VarDecl *V : I.Visible) {
    std::string N = V->getNameAsString();
    if (auto It = P.KeptReferences.find(V); It != P.KeptReferences.end()) {
      if (It->second != Ph)
        S += "[[maybe_unused]] c2o_type<" + Sp.typeText(V->getType().getNonReferenceType(), true) + "> &" + N +
             " = *" + Sp.replicaName(V) + "[c2o_t];\n";
    } else if (P.ReplicatedSet.count(V)) {
      S += "[[maybe_unused]] c2o_type<" + Sp.replicaType(V) + "> &" + N + " = " + Sp.replicaName(V) + "[c2o_t];\n";
    } else if (P.RecomputedSet.count(V)) {
      std::string Type = recomputedAsAuto(V) ? "auto" : "c2o_type<" + Sp.typeText(V->getType(), false) + ">";
      S += "[[maybe_unused]] const " + Type + " " + N + " = " + Sp.exprText(V->getInit()) + ";\n";
    } else if (const auto *PV = dyn_cast<ParmVarDecl>(V)) {
      if (P.IsKernel) {
        for (const ParamCopy &C : P.ParamCopies)
          if (C.Param == PV && C.LocalPhase == (int)Ph)
            S += "[[maybe_unused]] c2o_type<" + Sp.typeText(PV->getType(), false) + "> " + N + " = c2o_in_" + N +
                 ";\n";
      } else {
        unsigned Idx = PV->getFunctionScopeIndex();
        ParamMode M = Idx < P.Params.size() ? P.Params[Idx] : ParamMode::Uniform;
        if (M == ParamMode::PerThread)
          S += "[[maybe_unused]] c2o_type<" + Sp.typeText(PV->getType().getNonReferenceType(), true) + "> &" + N +
               " = " + Sp.paramSlotName(PV) + "[c2o_t];\n";
        else if (M == ParamMode::PerThreadRef)
          S += "[[maybe_unused]] c2o_type<" + Sp.typeText(PV->getType().getNonReferenceType(), true) + "> &" + N +
               " = *" + Sp.paramSlotName(PV) + "[c2o_t];\n";
      }
    }
  }
  std::vector<std::string> Terms;
  if (P.HasExit) Terms.push_back("!" + Sp.flag(FlagRef::exited()));
  for (const PredTerm &T : I.Pred) Terms.push_back((T.Negated ? "!" : "") + Sp.flag(FlagRef::mask(T.Mask)));
  // The prologue gives the threads that skip the phase their defaults (a
  // flag's 0, a vote's neutral value); every thread runs a phase without a
  // predicate, and its body writes the same places.
  if (!Terms.empty())
    for (const Piece &X : I.Prologue) S += piece(X);
  S += Terms.empty() ? "{\n" : "if (" + llvm::join(Terms, " && ") + ") {\n";
  return S;
}

std::string BlockPhaseText::close(unsigned Ph) const {
  std::string S = "\n}\n";
  if (Labelled.count(Ph)) S += "c2o_pe_" + std::to_string(Ph) + ":;\n";
  return S + "}\n";
}

/// The value a variable's initialiser gives it, as the right-hand side of
/// an assignment: `e`, `T(args)`, `T{args}`; empty for a default construction.
std::string BlockPhaseText::initValue(const VarDecl *V) const {
  const Expr *I = V->getInit();
  std::string T = "c2o_type<" + Sp.typeText(V->getType(), false) + ">";
  if (V->getInitStyle() == VarDecl::CInit) return Sp.exprText(I);
  if (const auto *CE = dyn_cast<CXXConstructExpr>(I->IgnoreImplicit())) {
    SourceRange PR = CE->getParenOrBraceRange();
    return PR.isValid() ? T + Sp.rangeText(PR.getBegin(), PR.getEnd()) : std::string();
  }
  if (isa<ParenListExpr>(I) || isa<InitListExpr>(I)) return T + Sp.exprText(I);
  if (V->getInitStyle() == VarDecl::ListInit) return T + "{" + Sp.exprText(I) + "}";
  return "(" + Sp.exprText(I) + ")";
}

std::string BlockPhaseText::initAssign(const DeclStmt *DS) const {
  std::string S;
  for (const Decl *D : DS->decls()) {
    const auto *V = dyn_cast<VarDecl>(D);
    if (!V || !V->hasInit()) continue;
    std::string N = V->getNameAsString();
    if (P.KeptReferences.count(V)) {
      S += "\n" + Sp.replicaName(V) + "[c2o_t] = &" + N + ";\n";
      continue;
    }
    std::string Value = initValue(V);
    if (Value.empty()) continue;
    if (V->getType()->isArrayType()) {
      // An array is assigned element by element (c2o_block.h).
      if (Value.compare(0, 9, "c2o_type<") != 0)
        Value = "c2o_type<" + Sp.typeText(V->getType(), false) + ">" + (Value[0] == '{' ? Value : "{" + Value + "}");
      S += "c2o_assign(" + N + ", " + Value + ");\n";
    } else {
      S += N + " = " + Value + ";\n";
    }
  }
  return S;
}

std::string BlockPhaseText::piece(const Piece &X) const {
  static const std::string Barrier = "\nc2o_block_barrier(c2o_arena);\n";
  switch (X.K) {
  case Piece::Erase: return "";
  case Piece::Barrier: return Barrier;
  case Piece::ScopeOpen: return "{\n";
  case Piece::ScopeClose: return "\n}";
  case Piece::LoopOpen: return "for (;;) {\n";
  case Piece::LoopClose: return "\n}\n}\n";
  case Piece::PhaseOpen: return open(X.Index);
  case Piece::PhaseClose: return close(X.Index);
  case Piece::SetFlag: return Sp.flag(X.Flag) + " = " + std::to_string(X.Value) + ";\n";
  case Piece::FlagFromExpr: return Sp.flag(X.Flag) + " = (" + (X.E ? Sp.exprText(X.E) : std::string("1")) + ");\n";
  case Piece::AnyFlagOrBreak: return Barrier + "if (!c2o_any_flag(" + Sp.flagArray(X.Flag) + ", c2o_bs)) break;" + Barrier;
  case Piece::Eval: return Sp.exprText(X.E) + ";\n";
  case Piece::InitAssign: return initAssign(X.D);
  case Piece::ExchangeWrite:
    return Sp.exchangeName(X.Index) + "[c2o_t] = " + (X.E ? "(" + Sp.exprText(X.E) + ");\n" : std::string("1;\n"));
  case Piece::ExchangeNeutral: {
    std::string N = P.Calls[P.Exchanges[X.Index].Call].Fn->Neutral.str();
    if (size_t D = N.find("$x"); D != std::string::npos) N.replace(D, 2, Sp.exchangeName(X.Index));
    return Sp.exchangeName(X.Index) + "[c2o_t] = " + N + ";\n";
  }
  case Piece::ArgWrite: {
    const BlockCall &B = P.BlockCalls[X.Index];
    ParamMode M = Sp.modeOf(B, X.Arg);
    if (M == ParamMode::Uniform) return "";
    std::string A = Sp.argText(B, X.Arg);
    return Sp.argName(X.Index, X.Arg) + "[c2o_t] = " + (M == ParamMode::PerThreadRef ? "&(" + A + ")" : "(" + A + ")") +
           ";\n";
  }
  case Piece::CallBlock: return callText(X.Index);
  }
  return "";
}

std::string BlockPhaseText::piecesText(const std::vector<Piece> &Pieces) const {
  std::string S;
  for (const Piece &X : Pieces) S += piece(X);
  return S;
}

} // namespace c2o
