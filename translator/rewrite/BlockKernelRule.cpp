//===- BlockKernelRule.cpp - block-level kernels become phases in a team --===//
//
//   __global__ void k(float *a) { __shared__ float s[256]; ... __syncthreads(); ... }
// becomes (analysis/BlockKernelPlan.h explains the phases)
//   inline size_t k_c2o_arena_bytes(unsigned long long c2o_bs, size_t c2o_shmem) {...}
//   #pragma omp declare target
//   void k_c2o_block(const uint3 c2o_blockIdx, ..., unsigned char *c2o_arena, size_t c2o_shmem, float *a) {
//     c2o_type<float[256]> &s = *c2o_team_array<...>(c2o_cursor, 1);   // the team's memory
//     C2O_PHASE_FOR(c2o_t) { ...first phase: this thread's logical threads c2o_t... }
//     c2o_block_barrier(c2o_arena);   (#pragma omp barrier, or a faster one on GCC devices)
//     ...
//   }
//   #pragma omp end declare target
//   void k(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *a) {
//   #pragma omp target teams num_teams(blocks) thread_limit(c2o_team_threads(block size)) is_device_ptr(a)
//     { C2O_TEAM_ARENA(...); #pragma omp parallel  for (each block of this team) k_c2o_block(...); }
//   }
// and a __device__ function that synchronises
//   __device__ float warp_sum(float v) { for (...) v += __shfl_down_sync(m, v, o); return v; }
// becomes a block function the team calls with the caller's logical threads:
//   inline size_t warp_sum_c2o_arena_bytes(unsigned long long c2o_bs, c2o_type<float> *, c2o_type<float> *) {...}
//   void warp_sum_c2o_block(const uint3 c2o_blockIdx, ..., unsigned char *c2o_arena, unsigned char *c2o_dynamic,
//                           unsigned char *c2o_exited, c2o_type<float> *c2o_ret, c2o_type<float> *c2o_p_v) {
//     ... phases binding `float &v = c2o_p_v[c2o_t]`; return v; sets c2o_ret[c2o_t] ...
//   }
// where a caller's statement `s = warp_sum(x);` becomes a phase writing each
// thread's argument (c2o_a0_0[c2o_t] = (x);), the call
// (warp_sum_c2o_block(..., c2o_ret0, c2o_a0_0);) and a phase reading the
// result (s = c2o_ret0[c2o_t];).
// The user's statements stay where they are, between the generated phase heads and tails.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

static const char *BlockSuffix = "_c2o_block";
static const char *ArenaSuffix = "_c2o_arena_bytes";
static const char *BlockParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, "
                                     "unsigned char *c2o_arena, size_t c2o_shmem";
static const char *FunctionParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, "
                                        "unsigned char *c2o_arena, unsigned char *c2o_dynamic, "
                                        "unsigned char *c2o_exited";

llvm::StringRef launcherParameters(const CudaAstIndex &Index, const FunctionDecl *K) {
  return isBlockLevelKernel(Index, K) ? "dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem"
                                      : "dim3 c2o_grid, dim3 c2o_block";
}

void claimBlockKernelCalls(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const auto &[K, P] : Index.BlockPlans) {
    if (!P.translated()) continue;
    for (const CallExpr *C : P.DirectCalls)
      if (const Expr *Callee = C->getCallee()) TC.Claimed.insert(Callee->IgnoreImplicit());
    if (!P.hasPhases()) continue;
    for (const SyncCall &SC : P.Calls)
      if (const Expr *Callee = SC.Call->getCallee()) TC.Claimed.insert(Callee->IgnoreImplicit());
  }
}

namespace {

class BlockWriter {
public:
  BlockWriter(TranslationContext &TC, const CudaAstIndex &Index, const FunctionDecl *F, const BlockKernelPlan &P)
      : TC(TC), Index(Index), F(F), P(P), PP(TC.Ctx.getPrintingPolicy()) {
    PP.SuppressTagKeyword = true;
  }

  void run() {
    auto R = declOffsets(TC, F);
    auto NameOff = TC.fileOffset(F->getLocation());
    const Stmt *Body = F->getBody();
    auto BodyOpen = Body ? TC.fileOffset(Body->getBeginLoc()) : std::nullopt;
    if (!R || !NameOff || !BodyOpen) return;
    Head = TC.Edits.rewrittenText(R->first, *NameOff - R->first);
    // The launcher's parameters as the other rules left them (renamed types),
    // before the writer's own edits absorb them.
    for (const ParmVarDecl *PV : F->parameters()) LauncherParamTexts.push_back(TC.writtenText(PV->getSourceRange()));
    if (P.DirectOnly) return runDirectOnly(*R);
    // The direct form is cut from the function's text before the phase edits.
    std::string Direct = P.IsKernel ? directForm() : directCopy(*R);
    HasDirect = !Direct.empty();
    if (HasDirect)
      TC.Edits.insert(TC.lineStart(R->first),
                      "#if C2O_HAS_BARE\n#pragma omp declare target\n" + Direct +
                          "#pragma omp end declare target\n#endif\n",
                      0, /*Generated=*/true);
    rewriteCalls();
    rewriteJumps();
    for (const DeclStmt *DS : P.PrologueDecls)
      if (auto R = stmtOffsets(TC, DS)) PrologueText += TC.Edits.rewrittenText(R->first, R->second - R->first) + "\n";
    // Every piece is spelled before any is applied: a replacement absorbs the
    // edits inside it (a loop head holds its increment's renames).
    std::vector<std::string> Texts;
    for (const BlockEdit &E : P.Edits) Texts.push_back(piecesText(E.Pieces));
    for (unsigned I = 0; I < P.Edits.size(); ++I) {
      const BlockEdit &E = P.Edits[I];
      if (E.End == E.Offset) TC.Edits.insert(E.Offset, Texts[I], 0, /*Generated=*/true);
      else TC.Edits.replace(E.Offset, E.End - E.Offset, Texts[I], /*Generated=*/true);
    }
    std::string Name = F->getNameAsString();
    // C2O_BLOCK_FUNCTION (c2o_block.h): how the compiler is to treat the
    // block function, inlined into the launcher with GCC (it says `inline`:
    // a function that says so already keeps its own).
    if (auto TypeOff = F->isInlineSpecified() ? std::nullopt : TC.fileOffset(F->getTypeSpecStartLoc()))
      TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
    TC.replaceToken(F->getLocation(), Name + BlockSuffix);
    if (P.IsKernel) {
      prependBodyParameters();
      for (const ParamCopy &C : P.ParamCopies)
        TC.replaceToken(C.Param->getLocation(), "c2o_in_" + C.Param->getNameAsString());
    } else {
      writeFunctionSignature(F);
    }
    TC.Edits.insert(*BodyOpen + 1, "\n" + prologue(), 0, /*Generated=*/true);
    // The function is restructured throughout: it is formatted as a whole (its
    // comments stay; diagnostics inside it are listed above it).
    TC.Edits.replace(R->first, R->second - R->first, TC.Edits.rewrittenText(R->first, R->second - R->first),
                     /*Generated=*/true);
    if (P.IsKernel) {
      TC.Edits.insert(TC.lineStart(R->first), sizeFunction(false) + "#pragma omp declare target\n", 1);
      TC.Edits.insert(R->second, launcher(), 1, /*Generated=*/true);
      ++TC.Stats.Kernels;
    } else {
      TC.Edits.insert(TC.lineStart(R->first), sizeFunction(false), 1);
      writePrototypes();
    }
    ++TC.Stats.Converted;
    bool HasSyncwarp = false;
    for (const SyncCall &SC : P.Calls) HasSyncwarp |= SC.Fn->Name == "__syncwarp";
    if (!P.LockstepUses.empty() && !HasSyncwarp) TC.diag(DiagID::C2O1013, P.LockstepUses.front(), {Name});
    TC.diag(P.IsKernel ? DiagID::C2O1106 : DiagID::C2O1110, F->getLocation(),
            {Name, std::to_string(P.Phases.size()), std::to_string(P.Barriers), std::to_string(P.Replicated.size()),
             sharedBytes(), perThreadBytes()});
    if (HasDirect && P.IsKernel) TC.diag(DiagID::C2O1108, F->getLocation(), {Name});
  }

  /// The phase form cannot be built: a kernel becomes its direct form and a
  /// launcher that runs it as a bare launch (and stops with a message where
  /// no bare launch is possible); a __device__ function becomes its direct
  /// form where it stands, under #if C2O_HAS_BARE.
  void runDirectOnly(std::pair<unsigned, unsigned> R) {
    std::string Name = F->getNameAsString();
    if (P.IsKernel) {
      std::string Direct = directForm();
      HasDirect = !Direct.empty();
      if (HasDirect)
        TC.Edits.insert(TC.lineStart(R.first),
                        "#if C2O_HAS_BARE\n#pragma omp declare target\n" + Direct +
                            "#pragma omp end declare target\n#endif\n",
                        0, /*Generated=*/true);
      TC.Edits.replace(R.first, R.second - R.first, launcher(), /*Generated=*/true);
      ++TC.Stats.Kernels;
    } else {
      std::vector<std::pair<std::string, std::string>> Macros;
      if (!directEdits(TC.Edits, Macros)) return;
      if (const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody()))
        if (auto LB = TC.fileOffset(Body->getLBracLoc()))
          TC.Edits.insert(*LB + 1, "\nC2O_DIRECT_INDICES\n", 0, /*Generated=*/true);
      TC.Edits.insert(TC.lineStart(R.first), "#if C2O_HAS_BARE\n" + macroDefines(Macros), -1, /*Generated=*/true);
      TC.Edits.insert(R.second, "\n" + macroUndefs(Macros) + "#endif\n", 5, /*Generated=*/true);
    }
    ++TC.Stats.Converted;
    TC.diag(DiagID::C2O1130, F->getLocation(), {Name, P.Blocker});
  }

private:
  /// The type's spelling; one that ends with '>' gets a blank, so that
  /// c2o_type<ns::tile<16> > never spells '>>>'.
  std::string typeText(QualType T, bool KeepQualifiers) const {
    if (!KeepQualifiers) T = T.getUnqualifiedType();
    if (!T->isDependentType()) T = T.getCanonicalType();
    std::string S = T.getAsString(PP);
    if (!S.empty() && S.back() == '>') S += ' ';
    return S;
  }

  /// \p T as a template argument: c2o_type<float[4]>, but a template-id
  /// as it is (formatting joins '> > >' into '>>>', which reads as CUDA).
  static std::string typeArgument(const std::string &T) {
    return !T.empty() && (T.back() == '>' || (T.size() > 1 && T.compare(T.size() - 2, 2, "> ") == 0))
               ? T
               : "c2o_type<" + T + ">";
  }

  std::string exprText(const Expr *E) const {
    if (auto It = Spelled.find(E); It != Spelled.end()) return It->second;
    auto R = exprOffsets(TC, E);
    return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string("/*?*/");
  }

  std::string rangeText(SourceLocation B, SourceLocation E) const {
    auto BO = TC.fileOffset(TC.SM.getExpansionLoc(B));
    auto EO = TC.tokenEndOffset(TC.SM.getExpansionLoc(E));
    return BO && EO && *EO >= *BO ? TC.Edits.rewrittenText(*BO, *EO - *BO) : std::string();
  }

  static bool isDefaultArg(const Expr *E) { return isa<CXXDefaultArgExpr>(E); }

  /// N of a thread_block_tile<N> type (C2O_WARP_SIZE for other groups).
  std::string tileWidth(QualType T) const {
    T = T.getNonReferenceType().getUnqualifiedType();
    if (const auto *RT = T->getAs<RecordType>())
      if (const auto *CTS = dyn_cast<ClassTemplateSpecializationDecl>(RT->getDecl()))
        if (CTS->getTemplateArgs().size() > 0 && CTS->getTemplateArgs()[0].getKind() == TemplateArgument::Integral)
          return llvm::toString(CTS->getTemplateArgs()[0].getAsIntegral(), 10);
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (!TST->template_arguments().empty()) {
        std::string S;
        llvm::raw_string_ostream OS(S);
        TST->template_arguments()[0].print(PP, OS, /*IncludeType=*/false);
        return OS.str();
      }
    return "C2O_WARP_SIZE";
  }

  // ---- names of the generated arena parts -------------------------------------
  static std::string exchangeName(unsigned X) { return "c2o_x" + std::to_string(X); }
  static std::string resultName(unsigned C) { return "c2o_ret" + std::to_string(C); }
  static std::string argName(unsigned C, unsigned A) {
    return "c2o_a" + std::to_string(C) + "_" + std::to_string(A);
  }
  static std::string offName(unsigned C) { return "c2o_o" + std::to_string(C); }
  static std::string paramSlotName(const ParmVarDecl *PV) { return "c2o_p_" + PV->getNameAsString(); }

  std::string flagArray(FlagRef F) const {
    switch (F.K) {
    case FlagRef::Mask: return "c2o_m" + std::to_string(F.N);
    case FlagRef::Exited: return "c2o_exited";
    case FlagRef::Off: return offName(F.N);
    }
    return "";
  }
  std::string flag(FlagRef F) const { return flagArray(F) + "[c2o_t]"; }

  std::string replicaName(const VarDecl *V) const {
    auto It = std::find(P.Replicated.begin(), P.Replicated.end(), V);
    return "c2o_r" + std::to_string(It - P.Replicated.begin()) + "_" + V->getNameAsString();
  }

  // ---- block calls --------------------------------------------------------------
  const BlockKernelPlan &calleePlan(const BlockCall &B) const {
    const BlockKernelPlan *CP = Index.blockPlanOf(B.Callee);
    assert(CP && "a block call of a function without a plan");
    return *CP;
  }

  ParamMode modeOf(const BlockCall &B, unsigned I) const {
    const BlockKernelPlan &CP = calleePlan(B);
    return I < CP.Params.size() ? CP.Params[I] : ParamMode::PerThread;
  }

  /// `ns::f` of a call of ns::f<16>(x) and its template arguments `<16>`.
  std::pair<std::string, std::string> calleeText(const BlockCall &B) const {
    const Expr *CE = B.Call->getCallee()->IgnoreParenImpCasts();
    SourceLocation Begin = CE->getBeginLoc(), NameEnd, LAngle, RAngle;
    if (const auto *D = dyn_cast<DeclRefExpr>(CE)) {
      NameEnd = D->getNameInfo().getEndLoc();
      if (D->hasExplicitTemplateArgs()) LAngle = D->getLAngleLoc(), RAngle = D->getRAngleLoc();
    } else if (const auto *U = dyn_cast<OverloadExpr>(CE)) {
      NameEnd = U->getNameInfo().getEndLoc();
      if (U->hasExplicitTemplateArgs()) LAngle = U->getLAngleLoc(), RAngle = U->getRAngleLoc();
    }
    std::string Name = NameEnd.isValid() ? rangeText(Begin, NameEnd) : std::string();
    if (Name.empty()) Name = B.Callee->getNameAsString();
    return {Name, LAngle.isValid() ? rangeText(LAngle, RAngle) : std::string()};
  }

  /// The text of argument \p I of a block call (a default argument's value
  /// when the call leaves it out).
  std::string argText(const BlockCall &B, unsigned I) const {
    const Expr *A = I < B.Call->getNumArgs() ? B.Call->getArg(I) : nullptr;
    if (A && !isDefaultArg(A)) return exprText(A);
    const ParmVarDecl *PV = B.Callee->getParamDecl(I);
    const Expr *D = PV->hasDefaultArg() ? PV->getDefaultArg() : nullptr;
    if (!D) return "/*?*/";
    Expr::EvalResult R;
    if (!D->isValueDependent() && D->EvaluateAsInt(R, TC.Ctx)) return llvm::toString(R.Val.getInt(), 10);
    return exprText(D);
  }

  std::string callText(unsigned C) const {
    const BlockCall &B = P.BlockCalls[C];
    auto [Name, TArgs] = calleeText(B);
    std::string S = Name + BlockSuffix + TArgs + "(c2o_blockIdx, c2o_blockDim, c2o_gridDim, c2o_sub, " +
                    std::string(P.IsKernel && !P.UsesDynamicShared ? "nullptr" : "c2o_dynamic") + ", " +
                    offName(C);
    if (!B.Result.isNull()) S += ", " + resultName(C);
    for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
      S += ", " + (modeOf(B, I) == ParamMode::Uniform ? "(" + argText(B, I) + ")" : argName(C, I));
    return S + ");\n";
  }

  // ---- the calls and jumps in the user's statements --------------------------
  /// Each call becomes its reader, innermost first (a call in another's
  /// arguments is read inside the other's value); the arguments are spelled
  /// before their call's replacement absorbs them.
  void rewriteCalls() {
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
        if (!isDefaultArg(A)) Spelled[A] = exprText(A);
      if (S.IsBlock) rewriteBlockCall(S.Index, S.Begin, S.End);
      else rewriteSyncCall(P.Calls[S.Index], S.Begin, S.End);
    }
  }

  void rewriteBlockCall(unsigned C, unsigned Begin, unsigned End) {
    const BlockCall &B = P.BlockCalls[C];
    if (B.WholeStatement) return;
    TC.Edits.replace(Begin, End - Begin, B.Result.isNull() ? "(void)0" : resultName(C) + "[c2o_t]");
    ++TC.Stats.Converted;
  }

  void rewriteSyncCall(const SyncCall &SC, unsigned Begin, unsigned End) {
    // A call written in a macro's definition: the uses are translated where
    // they are, the definition stays as it is (C2O1109).
    SourceLocation L = SC.Call->getBeginLoc();
    if (L.isMacroID() && TC.SM.isMacroBodyExpansion(L) && TC.spellingOffset(L))
      TC.diag(DiagID::C2O1109, L,
              {Lexer::getImmediateMacroName(L, TC.SM, TC.Ctx.getLangOpts()).str(), SC.Fn->Name.str()});
    {
      std::string Text;
      SyncKind Kind = SC.Fn->Kind;
      if (Kind == SyncKind::Handle) {
        Text = SC.Fn->Reader.str();
        if (SC.Fn->Name.ends_with("tiled_partition")) Text += "<" + tileWidth(SC.Call->getType()) + ">";
        Text += "{c2o_t, c2o_bs}";
      } else if (SC.Exchange >= 0) {
        Text = SC.Fn->Reader.str() + "(" + exchangeName(SC.Exchange);
        if (Kind != SyncKind::BlockVote) Text += ", c2o_t";
        Text += ", c2o_bs";
        const Expr *Group = groupOf(SC.Call, *SC.Fn);
        std::string Width = Group ? tileWidth(Group->getType()) : "C2O_WARP_SIZE";
        unsigned Lane = SC.Fn->ValueArg + 1;
        if (Kind == SyncKind::WarpLane) {
          unsigned W = SC.Fn->ValueArg + 2;
          Text += ", " + (Lane < SC.Call->getNumArgs() ? exprText(SC.Call->getArg(Lane)) : std::string("0"));
          Text += ", " + (W < SC.Call->getNumArgs() && !isDefaultArg(SC.Call->getArg(W))
                              ? exprText(SC.Call->getArg(W))
                              : std::string("C2O_WARP_SIZE"));
        } else if (Kind == SyncKind::TileLane) {
          Text += ", " + (Lane < SC.Call->getNumArgs() ? exprText(SC.Call->getArg(Lane)) : std::string("0"));
          Text += ", " + Width;
        } else if (Kind == SyncKind::TileVote) {
          Text += ", " + Width;
        } else if (Kind == SyncKind::GroupLane || Kind == SyncKind::GroupVote) {
          Text += ", " + (Group ? exprText(Group) : std::string("/*?*/"));
          if (Kind == SyncKind::GroupLane)
            Text += ", " + (Lane < SC.Call->getNumArgs() ? exprText(SC.Call->getArg(Lane)) : std::string("0"));
        } else if (Kind == SyncKind::TileReduce) {
          Text += ", " + Width;
          if (Lane < SC.Call->getNumArgs()) Text += ", " + exprText(SC.Call->getArg(Lane));
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
  void noteMask(const SyncCall &SC) {
    if (SC.Fn->ValueArg < 1 || SC.Call->getNumArgs() == 0) return;
    const Expr *M = SC.Call->getArg(0);
    Expr::EvalResult R;
    if (M->isValueDependent() || !M->EvaluateAsInt(R, TC.Ctx) || R.Val.getInt().getZExtValue() != 0xffffffffu)
      TC.diag(DiagID::C2O1014, M->getBeginLoc(), {exprText(M), SC.Fn->Name.str()});
  }

  void rewriteJumps() {
    for (const BlockKernelPlan::Jump &J : P.Jumps) {
      auto B = TC.fileOffset(J.S->getBeginLoc());
      auto E = TC.tokenEndOffset(J.S->getEndLoc());
      if (!B || !E) continue;
      unsigned End = offsetPastSemicolon(TC, *E);
      std::string Result = J.Result ? "c2o_ret[c2o_t] = (" + exprText(J.Result) + "); " : std::string();
      std::string Flag = J.Value < 0 ? std::string() : flag(J.Flag) + " = " + std::to_string(J.Value) + "; ";
      TC.Edits.replace(*B, End - *B, "{ " + Result + Flag + "goto c2o_pe_" + std::to_string(J.Phase) + "; }",
                       /*Generated=*/true);
      Labelled.insert(J.Phase);
    }
  }

  // ---- pieces --------------------------------------------------------------------
  std::string open(unsigned Ph) const {
    const PhaseInfo &I = P.Phases[Ph];
    std::string S = "\nC2O_PHASE_FOR(c2o_t) {\n"
                    "[[maybe_unused]] const uint3 c2o_threadIdx = c2o_thread_index(c2o_t, c2o_blockDim.x, c2o_blockDim.y);\n";
    for (const VarDecl *V : I.Visible) {
      std::string N = V->getNameAsString();
      if (auto It = P.KeptReferences.find(V); It != P.KeptReferences.end()) {
        if (It->second != Ph)
          S += "[[maybe_unused]] c2o_type<" + typeText(V->getType().getNonReferenceType(), true) + "> &" + N +
               " = *" + replicaName(V) + "[c2o_t];\n";
      } else if (P.ReplicatedSet.count(V)) {
        S += "[[maybe_unused]] c2o_type<" + typeText(V->getType(), false) + "> &" + N + " = " + replicaName(V) +
             "[c2o_t];\n";
      } else if (P.RecomputedSet.count(V)) {
        S += "[[maybe_unused]] const c2o_type<" + typeText(V->getType(), false) + "> " + N + " = " +
             exprText(V->getInit()) + ";\n";
      } else if (const auto *PV = dyn_cast<ParmVarDecl>(V)) {
        if (P.IsKernel) {
          for (const ParamCopy &C : P.ParamCopies)
            if (C.Param == PV && C.LocalPhase == (int)Ph)
              S += "[[maybe_unused]] c2o_type<" + typeText(PV->getType(), false) + "> " + N + " = c2o_in_" + N +
                   ";\n";
        } else {
          unsigned Idx = PV->getFunctionScopeIndex();
          ParamMode M = Idx < P.Params.size() ? P.Params[Idx] : ParamMode::Uniform;
          if (M == ParamMode::PerThread)
            S += "[[maybe_unused]] c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> &" + N +
                 " = " + paramSlotName(PV) + "[c2o_t];\n";
          else if (M == ParamMode::PerThreadRef)
            S += "[[maybe_unused]] c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> &" + N +
                 " = *" + paramSlotName(PV) + "[c2o_t];\n";
        }
      }
    }
    std::vector<std::string> Terms;
    if (P.HasExit) Terms.push_back("!" + flag(FlagRef::exited()));
    for (const PredTerm &T : I.Pred) Terms.push_back((T.Negated ? "!" : "") + flag(FlagRef::mask(T.Mask)));
    // The prologue gives the threads that skip the phase their defaults (a
    // flag's 0, a vote's neutral value); every thread runs a phase without a
    // predicate, and its body writes the same places.
    if (!Terms.empty())
      for (const Piece &X : I.Prologue) S += piece(X);
    S += Terms.empty() ? "{\n" : "if (" + llvm::join(Terms, " && ") + ") {\n";
    return S;
  }

  std::string close(unsigned Ph) const {
    std::string S = "\n}\n";
    if (Labelled.count(Ph)) S += "c2o_pe_" + std::to_string(Ph) + ":;\n";
    return S + "}\n";
  }

  /// The value a variable's initialiser gives it, as the right-hand side of
  /// an assignment: `e`, `T(args)`, `T{args}`; empty for a default construction.
  std::string initValue(const VarDecl *V) const {
    const Expr *I = V->getInit();
    std::string T = "c2o_type<" + typeText(V->getType(), false) + ">";
    if (V->getInitStyle() == VarDecl::CInit) return exprText(I);
    if (const auto *CE = dyn_cast<CXXConstructExpr>(I->IgnoreImplicit())) {
      SourceRange PR = CE->getParenOrBraceRange();
      return PR.isValid() ? T + rangeText(PR.getBegin(), PR.getEnd()) : std::string();
    }
    if (isa<ParenListExpr>(I) || isa<InitListExpr>(I)) return T + exprText(I);
    if (V->getInitStyle() == VarDecl::ListInit) return T + "{" + exprText(I) + "}";
    return "(" + exprText(I) + ")";
  }

  std::string initAssign(const DeclStmt *DS) const {
    std::string S;
    for (const Decl *D : DS->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || !V->hasInit()) continue;
      std::string N = V->getNameAsString();
      if (P.KeptReferences.count(V)) {
        S += "\n" + replicaName(V) + "[c2o_t] = &" + N + ";\n";
        continue;
      }
      std::string Value = initValue(V);
      if (Value.empty()) continue;
      if (V->getType()->isArrayType()) {
        // An array is assigned element by element (c2o_block.h).
        if (Value.compare(0, 9, "c2o_type<") != 0)
          Value = "c2o_type<" + typeText(V->getType(), false) + ">" + (Value[0] == '{' ? Value : "{" + Value + "}");
        S += "c2o_assign(" + N + ", " + Value + ");\n";
      } else {
        S += N + " = " + Value + ";\n";
      }
    }
    return S;
  }

  std::string piece(const Piece &X) const {
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
    case Piece::SetFlag: return flag(X.Flag) + " = " + std::to_string(X.Value) + ";\n";
    case Piece::FlagFromExpr: return flag(X.Flag) + " = (" + (X.E ? exprText(X.E) : std::string("1")) + ");\n";
    case Piece::AnyFlagOrBreak: return Barrier + "if (!c2o_any_flag(" + flagArray(X.Flag) + ", c2o_bs)) break;" + Barrier;
    case Piece::Eval: return exprText(X.E) + ";\n";
    case Piece::InitAssign: return initAssign(X.D);
    case Piece::ExchangeWrite:
      return exchangeName(X.Index) + "[c2o_t] = " + (X.E ? "(" + exprText(X.E) + ");\n" : std::string("1;\n"));
    case Piece::ExchangeNeutral: {
      std::string N = P.Calls[P.Exchanges[X.Index].Call].Fn->Neutral.str();
      if (size_t D = N.find("$x"); D != std::string::npos) N.replace(D, 2, exchangeName(X.Index));
      return exchangeName(X.Index) + "[c2o_t] = " + N + ";\n";
    }
    case Piece::ArgWrite: {
      const BlockCall &B = P.BlockCalls[X.Index];
      ParamMode M = modeOf(B, X.Arg);
      if (M == ParamMode::Uniform) return "";
      std::string A = argText(B, X.Arg);
      return argName(X.Index, X.Arg) + "[c2o_t] = " + (M == ParamMode::PerThreadRef ? "&(" + A + ")" : "(" + A + ")") +
             ";\n";
    }
    case Piece::CallBlock: return callText(X.Index);
    }
    return "";
  }

  std::string piecesText(const std::vector<Piece> &Pieces) const {
    std::string S;
    for (const Piece &X : Pieces) S += piece(X);
    return S;
  }

  // ---- the arena -------------------------------------------------------------------
  /// The arena's parts, in carving order: (declaration prefix, type, count,
  /// the name the size function gives it: block call slots, which it passes on).
  struct Part {
    std::string Decl, Type, Count, SizeName;
  };
  std::vector<Part> parts() const {
    std::vector<Part> Ps;
    for (const VarDecl *V : P.Shared)
      Ps.push_back({"c2o_type<" + typeText(V->getType(), true) + "> &" + V->getNameAsString() + " = *",
                    typeText(V->getType(), true), "1", ""});
    for (const VarDecl *V : P.Replicated) {
      std::string T = P.KeptReferences.count(V) ? "c2o_type<" + typeText(V->getType().getNonReferenceType(), true) + "> *"
                                                : typeText(V->getType(), false);
      Ps.push_back({"c2o_type<" + T + "> *" + replicaName(V) + " = ", T, "c2o_bs", ""});
    }
    for (unsigned M = 0; M < P.Masks; ++M)
      Ps.push_back({"unsigned char *c2o_m" + std::to_string(M) + " = ", "unsigned char", "c2o_bs", ""});
    if (P.HasExit && P.IsKernel) Ps.push_back({"unsigned char *c2o_exited = ", "unsigned char", "c2o_bs", ""});
    for (unsigned X = 0; X < P.Exchanges.size(); ++X) {
      std::string T = typeText(P.Exchanges[X].Type, false);
      Ps.push_back({"c2o_type<" + T + "> *" + exchangeName(X) + " = ", T, "c2o_bs", ""});
    }
    for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
      const BlockCall &B = P.BlockCalls[C];
      if (!B.Result.isNull()) {
        std::string T = typeText(B.Result, false);
        Ps.push_back({"c2o_type<" + T + "> *" + resultName(C) + " = ", T, "c2o_bs", resultName(C)});
      }
      for (unsigned I = 0; I < B.ArgTypes.size(); ++I) {
        ParamMode M = modeOf(B, I);
        if (M == ParamMode::Uniform) continue;
        std::string T = typeText(B.ArgTypes[I], false);
        if (M == ParamMode::PerThreadRef) T = "c2o_type<" + T + "> *";
        Ps.push_back({"c2o_type<" + T + "> *" + argName(C, I) + " = ", T, "c2o_bs", argName(C, I)});
      }
      Ps.push_back({"unsigned char *" + offName(C) + " = ", "unsigned char", "c2o_bs", ""});
    }
    if (P.IsKernel && P.UsesDynamicShared)
      Ps.push_back({"unsigned char *c2o_dynamic = ", "unsigned char", "c2o_shmem", ""});
    return Ps;
  }

  std::string prologue() const {
    // Each OpenMP thread of the team takes the same logical threads in every
    // phase (C2O_PHASE_FOR: c2o_first, c2o_first + c2o_step, ..., or chunks of
    // them), so per-thread state needs no barrier between phases.
    std::string S = "const unsigned long long c2o_bs = c2o_volume(c2o_blockDim);\n"
                    "const unsigned long long c2o_first = omp_get_thread_num(), c2o_step = omp_get_num_threads();\n"
                    "c2o_arena_cursor c2o_cursor{c2o_arena, 0};\n";
    S += prologueDecls();
    for (const Part &X : parts())
      S += X.Decl + "c2o_team_array<" + typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
    // The block functions it calls carve their parts after its own.
    if (!P.BlockCalls.empty())
      S += "unsigned char *c2o_sub = c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, 0);\n";
    for (const VarDecl *V : P.ExternShared) {
      QualType T = V->getType();
      QualType Elem = T->isArrayType() ? TC.Ctx.getAsArrayType(T)->getElementType() : T;
      S += typeText(Elem, true) + " *" + V->getNameAsString() + " = reinterpret_cast<" + typeText(Elem, true) +
           " *>(c2o_dynamic);\n";
    }
    if (!P.IsKernel) return S + "(void)c2o_dynamic;\n";
    S += "(void)c2o_shmem;\n";
    std::vector<std::string> Init;
    if (P.HasExit) Init.push_back("c2o_exited[c2o_t] = 0;");
    for (const ParamCopy &C : P.ParamCopies)
      if (C.LocalPhase < 0)
        Init.push_back(replicaName(C.Param) + "[c2o_t] = c2o_in_" + C.Param->getNameAsString() + ";");
    if (Init.size() == 1) S += "C2O_PHASE_FOR(c2o_t) " + Init[0] + "\n";
    else if (!Init.empty()) S += "C2O_PHASE_FOR(c2o_t) {\n" + llvm::join(Init, "\n") + "\n}\n";
    return S;
  }

  /// The constants sizing __shared__ arrays, as written.
  std::string prologueDecls() const { return PrologueText; }

  std::string templateHeader() const {
    const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
    if (!FTD) return "";
    auto T = TC.text(FTD->getTemplateParameters()->getSourceRange());
    return T ? *T + "\n" : "";
  }

  std::string templateArguments() const {
    const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
    if (!FTD) return "";
    std::vector<std::string> Names;
    for (const NamedDecl *D : *FTD->getTemplateParameters())
      Names.push_back(D->getNameAsString() + (D->isTemplateParameterPack() ? "..." : ""));
    return "<" + llvm::join(Names, ", ") + ">";
  }

  // ---- a block function's signature -----------------------------------------------
  /// Its per-thread parameters (and result) as slot pointers, for its size
  /// function too: (type, name) pairs.
  std::vector<std::pair<std::string, std::string>> slotParameters() const {
    std::vector<std::pair<std::string, std::string>> Out;
    QualType R = F->getReturnType();
    if (!R->isVoidType()) Out.push_back({"c2o_type<" + typeText(R, false) + "> *", "c2o_ret"});
    for (unsigned I = 0; I < F->getNumParams(); ++I) {
      const ParmVarDecl *PV = F->getParamDecl(I);
      ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
      if (M == ParamMode::Uniform) continue;
      std::string T = "c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> *";
      if (M == ParamMode::PerThreadRef) T += "*";
      Out.push_back({T, paramSlotName(PV)});
    }
    return Out;
  }

  std::string functionParameters() const {
    std::string S = FunctionParameters;
    QualType R = F->getReturnType();
    if (!R->isVoidType()) S += ", c2o_type<" + typeText(R, false) + "> *c2o_ret";
    for (unsigned I = 0; I < F->getNumParams(); ++I) {
      const ParmVarDecl *PV = F->getParamDecl(I);
      ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
      std::string N = PV->getNameAsString();
      if (N.empty()) N = "c2o_unused" + std::to_string(I);
      if (M == ParamMode::Uniform) {
        std::string T = typeText(PV->getType(), true);
        S += ", " + T + (T.back() == '*' ? "" : " ") + N;
        continue;
      }
      std::string T = "c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> *";
      if (M == ParamMode::PerThreadRef) T += "*";
      S += ", " + T + (PV->getName().empty() ? N : paramSlotName(PV));
    }
    return S;
  }

  /// void NAME_c2o_block(<block parameters>, <result slot>, <parameters>)
  void writeFunctionSignature(const FunctionDecl *D) {
    SourceRange RT = D->getReturnTypeSourceRange();
    auto RB = RT.isValid() ? TC.fileOffset(RT.getBegin()) : std::nullopt;
    auto RE = RT.isValid() ? TC.tokenEndOffset(RT.getEnd()) : std::nullopt;
    if (RB && RE) TC.Edits.replace(*RB, *RE - *RB, "void", true);
    FunctionTypeLoc FTL = D->getFunctionTypeLoc();
    if (!FTL) return;
    auto L = TC.fileOffset(FTL.getLParenLoc()), Rp = TC.fileOffset(FTL.getRParenLoc());
    if (L && Rp && *Rp > *L) TC.Edits.replace(*L + 1, *Rp - *L - 1, functionParameters(), true);
  }

  /// Declarations of the function without a body (prototypes) declare the
  /// block function and its size function.
  void writePrototypes() {
    for (const FunctionDecl *D : F->redecls()) {
      if (D == F || D->doesThisDeclarationHaveABody() || D->isImplicit()) continue;
      auto R = declOffsets(TC, D);
      if (!R || !TC.isWrittenInView(D->getLocation())) continue;
      // The direct form keeps the function's name: its prototype stays too.
      if (HasDirect)
        TC.Edits.insert(TC.lineStart(R->first),
                        "#if C2O_HAS_BARE\n#pragma omp declare target\n" +
                            TC.Edits.rewrittenText(R->first, R->second - R->first) +
                            ";\n#pragma omp end declare target\n#endif\n",
                        0, /*Generated=*/true);
      if (!D->isInlineSpecified())
        if (auto TypeOff = TC.fileOffset(D->getTypeSpecStartLoc()))
          TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
      TC.replaceToken(D->getLocation(), F->getNameAsString() + BlockSuffix);
      writeFunctionSignature(D);
      TC.Edits.insert(TC.lineStart(R->first), sizeFunction(true), 1);
    }
  }

  /// NAME_c2o_arena_bytes: the arena a call needs, carved as the function
  /// carves it (with a null base), for the launcher's or a caller's size.
  std::string sizeFunction(bool PrototypeOnly) const {
    std::string S = templateHeader() + "inline size_t " + F->getNameAsString() + ArenaSuffix;
    if (P.IsKernel) {
      S += "(unsigned long long c2o_bs, size_t c2o_shmem)";
    } else {
      S += "(unsigned long long c2o_bs";
      for (const auto &[T, N] : slotParameters()) S += ", " + T;
      S += ")";
    }
    if (PrototypeOnly) return S + ";\n";
    S += " {\n  c2o_arena_cursor c2o_cursor{nullptr, 0};\n" + prologueDecls();
    for (const Part &X : parts())
      S += "  " + (X.SizeName.empty() ? std::string() : "auto *" + X.SizeName + " = ") + "c2o_team_array<" +
           typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
    if (!P.BlockCalls.empty()) {
      S += "  size_t c2o_sub_bytes = 0;\n";
      for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
        const BlockCall &B = P.BlockCalls[C];
        auto [Name, TArgs] = calleeText(B);
        S += "  c2o_sub_bytes = c2o_max_size(c2o_sub_bytes, " + Name + ArenaSuffix + TArgs + "(c2o_bs";
        if (!B.Result.isNull()) S += ", " + resultName(C);
        for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
          if (modeOf(B, I) != ParamMode::Uniform) S += ", " + argName(C, I);
        S += "));\n";
      }
      S += "  c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, c2o_sub_bytes);\n";
    }
    S += "  (void)c2o_bs;\n";
    if (P.IsKernel) S += "  (void)c2o_shmem;\n";
    return S + "  return c2o_cursor.offset;\n}\n";
  }

  /// Bytes of \p T, or nothing when a template argument decides them.
  std::optional<uint64_t> bytesOf(QualType T) const {
    if (T.isNull() || T->isDependentType() || T->isIncompleteType()) return std::nullopt;
    return TC.Ctx.getTypeSizeInChars(T).getQuantity();
  }

  std::string sharedBytes() const {
    uint64_t B = 0;
    bool Dependent = false;
    for (const VarDecl *V : P.Shared) {
      auto N = bytesOf(V->getType());
      if (N) B += *N;
      else Dependent = true;
    }
    return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "") +
           (P.ExternShared.empty() ? "" : " (+ the launch's dynamic size)");
  }

  /// Flags, replicated variables, exchange buffers and call slots, per logical thread.
  std::string perThreadBytes() const {
    uint64_t B = P.Masks + (P.HasExit && P.IsKernel ? 1 : 0);
    bool Dependent = false;
    auto Add = [&](QualType T) {
      auto N = bytesOf(T);
      if (N) B += *N;
      else Dependent = true;
    };
    for (const VarDecl *V : P.Replicated)
      if (P.KeptReferences.count(V)) B += sizeof(void *);
      else Add(V->getType());
    for (const Exchange &X : P.Exchanges) Add(X.Type);
    for (const BlockCall &BC : P.BlockCalls) {
      B += 1;
      if (!BC.Result.isNull()) Add(BC.Result);
      for (unsigned I = 0; I < BC.ArgTypes.size(); ++I) {
        ParamMode M = modeOf(BC, I);
        if (M == ParamMode::PerThread) Add(BC.ArgTypes[I]);
        else if (M == ParamMode::PerThreadRef) B += sizeof(void *);
      }
    }
    return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "") +
           (P.BlockCalls.empty() ? "" : " (+ what the functions it calls need)");
  }

  void prependBodyParameters() {
    FunctionTypeLoc FTL = F->getFunctionTypeLoc();
    if (!FTL) return;
    auto Off = TC.fileOffset(FTL.getLParenLoc());
    if (!Off) return;
    unsigned At = *Off + 1;
    const std::string &T = TC.Edits.original();
    unsigned I = skipBlanksAndComments(T, At);
    if (F->getNumParams() > 0) {
      TC.Edits.insert(At, std::string(BlockParameters) + ", ", 2, true);
    } else if (T.compare(I, 4, "void") == 0 && T[skipBlanksAndComments(T, I + 4)] == ')') {
      TC.Edits.replace(I, 4, BlockParameters, true);
    } else {
      TC.Edits.insert(At, BlockParameters, 2, true);
    }
  }

  // ---- the direct form --------------------------------------------------------------
  /// The direct helper (c2o_block_direct.h) that a synchronisation call becomes.
  std::string directName(const CallExpr *C, const SyncFunction &SF) const {
    llvm::StringRef N = SF.Name;
    llvm::StringRef Last = N.rsplit("::").second.empty() ? N : N.rsplit("::").second;
    switch (SF.Kind) {
    case SyncKind::Barrier:
      if (N == "__syncthreads") return "c2o_syncthreads";
      if (N == "__syncwarp") return "c2o_direct_syncwarp";
      return "c2o_direct_sync";
    case SyncKind::BlockVote:
    case SyncKind::WarpLane:
    case SyncKind::WarpReduce:
      return "c2o_direct" + N.drop_front(1).str();
    case SyncKind::WarpVote:
      if (N.contains("::")) return "c2o_direct_" + Last.str();
      return "c2o_direct" + N.drop_front(1).str();
    case SyncKind::TileLane:
    case SyncKind::TileVote:
    case SyncKind::GroupLane:
    case SyncKind::GroupVote:
      return "c2o_direct_group_" + Last.str();
    case SyncKind::TileReduce:
      return "c2o_direct_" + Last.str();
    case SyncKind::Handle:
      if (Last == "tiled_partition") return "c2o_direct_tiled_partition<" + tileWidth(C->getType()) + ">";
      return "c2o_direct_" + Last.str();
    default:
      return "";
    }
  }

  static std::string macroDefines(const std::vector<std::pair<std::string, std::string>> &M) {
    std::string S;
    for (const auto &[From, To] : M) S += "#define " + From + " " + To + "\n";
    return S;
  }
  static std::string macroUndefs(const std::vector<std::pair<std::string, std::string>> &M) {
    std::string S;
    for (const auto &[From, To] : M) S += "#undef " + From + "\n";
    return S;
  }

  /// The direct form's edits of the function's text, into \p D: each
  /// synchronisation call renamed to its direct helper (a member call
  /// `g.f(a)` becomes `c2o_direct_group_f(g, a)`), each __shared__ variable a
  /// static local in team memory, each extern __shared__ array a pointer to
  /// the launch's dynamic team memory. Calls written in a macro's definition
  /// get their name defined around the function (\p Macros).
  bool directEdits(EditSet &D, std::vector<std::pair<std::string, std::string>> &Macros) const {
    const std::string &T = TC.Edits.original();
    for (const CallExpr *C : P.DirectCalls) {
      const SyncFunction *SF = lookupSyncCall(C);
      if (!SF) continue;
      std::string To = directName(C, *SF);
      if (To.empty()) continue;
      const Expr *CE = C->getCallee()->IgnoreParenImpCasts();
      const Expr *Base = nullptr;
      bool Arrow = false;
      SourceLocation MemberEnd;
      if (const auto *M = dyn_cast<MemberExpr>(CE)) Base = M->getBase(), Arrow = M->isArrow(), MemberEnd = M->getMemberLoc();
      else if (const auto *U = dyn_cast<UnresolvedMemberExpr>(CE))
        Base = U->getBase(), Arrow = U->isArrow(), MemberEnd = U->getMemberLoc();
      else if (const auto *X = dyn_cast<CXXDependentScopeMemberExpr>(CE))
        Base = X->getBase(), Arrow = X->isArrow(), MemberEnd = X->getMemberLoc();
      if (!Base) {
        SourceLocation L = CE->getExprLoc();
        if (L.isMacroID() && !TC.SM.isMacroArgExpansion(L)) {
          std::pair<std::string, std::string> Def{SF->Name.str(), To};
          if (std::find(Macros.begin(), Macros.end(), Def) == Macros.end()) Macros.push_back(Def);
          if (TC.SM.isMacroBodyExpansion(L) && TC.spellingOffset(L))
            TC.diag(DiagID::C2O1109, L,
                    {Lexer::getImmediateMacroName(L, TC.SM, TC.Ctx.getLangOpts()).str(), SF->Name.str()});
          continue;
        }
        auto B = TC.fileOffset(TC.SM.getFileLoc(CE->getBeginLoc()));
        auto E = TC.tokenEndOffset(TC.SM.getFileLoc(CE->getEndLoc()));
        if (!B || !E || *E <= *B || !D.replace(*B, *E - *B, To, /*Generated=*/true)) return false;
        continue;
      }
      // g.f(a, b) -> To(g, a, b); p->f() -> To(*p)
      auto BB = TC.fileOffset(TC.SM.getFileLoc(Base->getBeginLoc()));
      auto BE = TC.tokenEndOffset(TC.SM.getFileLoc(Base->getEndLoc()));
      auto ME = TC.tokenEndOffset(TC.SM.getFileLoc(MemberEnd));
      if (!BB || !BE || !ME) return false;
      unsigned LParen = skipBlanksAndComments(T, *ME);
      if (LParen >= T.size() || T[LParen] != '(') return false;
      bool Args = false;
      for (const Expr *A : C->arguments()) Args |= !isDefaultArg(A);
      D.insert(*BB, To + "(" + (Arrow ? "*" : ""), 0, /*Generated=*/true);
      if (!D.replace(*BE, LParen + 1 - *BE, Args ? ", " : "", /*Generated=*/true)) return false;
    }
    for (const DeclStmt *DS : P.DirectShared) {
      auto R = stmtOffsets(TC, DS);
      if (!R) return false;
      std::vector<std::string> Names;
      for (const Decl *X : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(X)) Names.push_back(V->getNameAsString());
      // (clang makes a __shared__ local static whether or not it says so)
      llvm::StringRef Written = llvm::StringRef(TC.Edits.original()).substr(R->first, R->second - R->first);
      bool Static = Written.starts_with("static ") || Written.contains(" static ");
      // (team memory has no initial value: AMD GPUs refuse one, NVIDIA ignores it)
      std::string Text = "[[clang::loader_uninitialized]] " + std::string(Static ? "" : "static ") +
                         D.rewrittenText(R->first, R->second - R->first) +
                         "\n#pragma omp allocate(" + llvm::join(Names, ", ") +
                         ") allocator(omp_pteam_mem_alloc)\n";
      if (!D.replace(R->first, R->second - R->first, Text, /*Generated=*/true)) return false;
    }
    for (const DeclStmt *DS : P.DirectExternShared) {
      auto R = stmtOffsets(TC, DS);
      if (!R) return false;
      std::string Text;
      for (const Decl *X : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(X)) {
          QualType Ty = V->getType();
          QualType Elem = Ty->isArrayType() ? TC.Ctx.getAsArrayType(Ty)->getElementType() : Ty;
          std::string E = typeText(Elem, true);
          Text += E + " *" + V->getNameAsString() + " = reinterpret_cast<" + E + " *>(c2o_direct_dynamic_shared());\n";
        }
      if (!D.replace(R->first, R->second - R->first, Text, /*Generated=*/true)) return false;
    }
    return true;
  }

  /// The direct form of a kernel: its own statements as a function of the
  /// index built-ins, run by one GPU thread per CUDA thread of a bare launch
  /// (c2o_launch.h). "" when its edits cannot be made.
  std::string directForm() const {
    FunctionTypeLoc FTL = F->getFunctionTypeLoc();
    const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
    if (!FTL || !Body) return "";
    auto LP = TC.fileOffset(FTL.getLParenLoc()), RP = TC.fileOffset(FTL.getRParenLoc());
    auto LB = TC.fileOffset(Body->getLBracLoc()), RB = TC.fileOffset(Body->getRBracLoc());
    if (!LP || !RP || !LB || !RB) return "";
    EditSet D = TC.Edits; // the renames so far, then the direct form's own edits
    std::vector<std::pair<std::string, std::string>> Macros;
    if (!directEdits(D, Macros)) return "";
    std::string Params = D.rewrittenText(*LP + 1, *RP - *LP - 1);
    if (llvm::StringRef(Params).trim() == "void") Params.clear();
    std::string S = macroDefines(Macros) + Head + F->getNameAsString() +
                    "_c2o_direct(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, "
                    "const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem";
    if (!llvm::StringRef(Params).trim().empty()) S += ", " + Params;
    S += ") {\n(void)c2o_arena;\n(void)c2o_shmem;\nc2o_direct_enter(c2o_blockDim, c2o_gridDim);\n";
    return S + D.rewrittenText(*LB + 1, *RB - *LB - 1) + "}\n" + macroUndefs(Macros);
  }

  /// The direct form of a block function that also has phases: a copy of
  /// it under its own name (which the phase form gives up), with its index
  /// built-ins read from the bare launch.
  std::string directCopy(std::pair<unsigned, unsigned> R) const {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
    if (!Body) return "";
    auto LB = TC.fileOffset(Body->getLBracLoc());
    if (!LB) return "";
    EditSet D = TC.Edits;
    std::vector<std::pair<std::string, std::string>> Macros;
    if (!directEdits(D, Macros)) return "";
    D.insert(*LB + 1, "\nC2O_DIRECT_INDICES\n", 0, /*Generated=*/true);
    return macroDefines(Macros) + D.rewrittenText(R.first, R.second - R.first) + "\n" + macroUndefs(Macros);
  }

  std::string launcher() const {
    std::vector<std::string> ParamTexts, ParamNames, DevicePointers;
    for (unsigned I = 0; I < F->getNumParams(); ++I) {
      const ParmVarDecl *PV = F->getParamDecl(I);
      std::optional<std::string> PT = LauncherParamTexts[I];
      std::string PName = PV->getNameAsString();
      if (PName.empty()) {
        PName = "c2o_arg" + std::to_string(I);
        if (PT) *PT += " " + PName;
      }
      ParamTexts.push_back(PT ? *PT : "?");
      ParamNames.push_back(PName);
      if (PV->getType()->isPointerType()) DevicePointers.push_back(PName);
    }
    std::string Name = F->getNameAsString(), TA = templateArguments();
    std::string L = std::string(P.DirectOnly ? "" : "\n#pragma omp end declare target\n") + Head + Name + "(" +
                    launcherParameters(Index, F).str();
    for (const std::string &PT : ParamTexts) L += ", " + PT;
    L += ") {\n"
         "  const unsigned c2o_bx = c2o_block.x, c2o_by = c2o_block.y, c2o_bz = c2o_block.z;\n"
         "  const unsigned c2o_gx = c2o_grid.x, c2o_gy = c2o_grid.y, c2o_gz = c2o_grid.z;\n"
         "  const unsigned long long c2o_block_size = (unsigned long long)c2o_bx * c2o_by * c2o_bz;\n"
         "  const unsigned long long c2o_num_blocks = (unsigned long long)c2o_gx * c2o_gy * c2o_gz;\n";
    if (HasDirect) {
      // clang on a GPU: the direct form, as CUDA launches it (its static
      // __shared__ data is the kernel's own; the team memory asked for is
      // the launch's dynamic size)
      L += "#if C2O_HAS_BARE\n"
           "  if (c2o_bare_launch(c2o_grid, c2o_block)) {\n"
           "    c2o_check_team_memory(c2o_shmem, \"" + Name + "\");\n"
           "#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz) "
           "C2O_TEAM_MEMORY(c2o_shmem)";
      if (!DevicePointers.empty()) L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
      L += "\n    " + Name + "_c2o_direct" + TA + "(c2o_bare_thread_index(c2o_bx, c2o_by), "
           "c2o_bare_block_index(c2o_gx, c2o_gy), dim3(c2o_bx, c2o_by, c2o_bz), dim3(c2o_gx, c2o_gy, c2o_gz), "
           "C2O_DIRECT_ARENA(), c2o_shmem";
      for (const std::string &N : ParamNames) L += ", " + N;
      L += ");\n    return;\n  }\n#endif\n";
    }
    if (P.DirectOnly) {
      // No phase form: where no bare launch is possible, stop with a message.
      std::string Why = P.Blocker;
      for (char &C : Why)
        if (C == '"' || C == '\\') C = '\'';
      L += "  (void)c2o_block_size;\n  (void)c2o_num_blocks;\n";
      for (const std::string &N : ParamNames) L += "  (void)" + N + ";\n";
      return L + "  c2o_direct_only(\"" + Name + "\", \"" + Why + "\");\n}";
    }
    // An arena larger than a team's memory (clang GPUs) lives in global
    // scratch memory, one part per team (c2o_team_scratch, c2o_block.h).
    DevicePointers.push_back("c2o_scratch");
    L += "  const size_t c2o_arena_bytes = " + Name + ArenaSuffix + TA + "(c2o_block_size, c2o_shmem);\n"
         "  const unsigned long long c2o_teams = c2o_teams_for_arena(c2o_num_blocks, c2o_arena_bytes);\n"
         "  unsigned char *c2o_scratch = c2o_team_scratch(c2o_arena_bytes, c2o_teams, \"" + Name + "\");\n"
         "  const size_t c2o_team_bytes = c2o_scratch ? 0 : c2o_arena_bytes;\n"
         "#pragma omp target teams num_teams(c2o_teams) thread_limit(c2o_team_threads(c2o_block_size))";
    L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
    L += " C2O_TEAM_MEMORY(c2o_team_bytes)";
    L += "\n  {\n"
         "    C2O_TEAM_ARENA(c2o_arena, c2o_team_bytes);\n"
         "#pragma omp parallel num_threads(c2o_team_threads(c2o_block_size))\n"
         "    for (unsigned long long c2o_b = omp_get_team_num(); c2o_b < c2o_num_blocks; c2o_b += omp_get_num_teams()) {\n"
         "      " + Name + BlockSuffix + TA +
         "(c2o_index3(c2o_b, c2o_gx, c2o_gy), dim3(c2o_bx, c2o_by, c2o_bz), dim3(c2o_gx, c2o_gy, c2o_gz), "
         "C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes), c2o_shmem";
    DevicePointers.pop_back();
    for (const std::string &N : ParamNames) L += ", " + N;
    L += ");\n      c2o_block_barrier(C2O_TEAM_ARENA_PTR(c2o_arena));\n    }\n  }\n  c2o_team_scratch_free(c2o_scratch);\n}";
    return L;
  }

  TranslationContext &TC;
  const CudaAstIndex &Index;
  const FunctionDecl *F;
  const BlockKernelPlan &P;
  PrintingPolicy PP;
  std::string Head, PrologueText;
  std::vector<std::optional<std::string>> LauncherParamTexts;
  std::set<unsigned> Labelled;
  bool HasDirect = false; ///< the kernel also has a direct form (clang GPUs)
  /// Texts of call arguments, spelled before their call was replaced.
  std::map<const Expr *, std::string> Spelled;
};

} // namespace

void translateBlockKernel(TranslationContext &TC, const CudaAstIndex &Index, const FunctionDecl *K) {
  const BlockKernelPlan *P = Index.blockPlanOf(K);
  if (!P || !P->translated()) return;
  BlockWriter(TC, Index, K, *P).run();
}

void translateBlockFunctions(TranslationContext &TC, const CudaAstIndex &Index) {
  std::vector<const FunctionDecl *> Order = Index.BlockOrder;
  // Functions on a cycle of calls have no phases but may have the direct form.
  for (const auto &[Canon, P] : Index.BlockPlans)
    if (P.Function && !llvm::is_contained(Order, P.Function)) Order.push_back(P.Function);
  for (const FunctionDecl *FD : Order) {
    if (FD->hasAttr<CUDAGlobalAttr>()) continue;
    const BlockKernelPlan *P = Index.blockPlanOf(FD);
    if (!P || !P->translated()) continue;
    BlockWriter(TC, Index, FD, *P).run();
  }
}

} // namespace c2o
