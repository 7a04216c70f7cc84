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
//
// This file holds the rule's entry points and the writer's run(); the
// writer's other parts are listed in BlockWriter.h.
//===----------------------------------------------------------------------===//
#include "rewrite/BlockWriter.h"
#include "rewrite/BlockDirectForm.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

void claimBlockKernelCalls(TranslationContext &TC, const BlockPlans &Plans) {
  for (const auto &[K, P] : Plans.all()) {
    if (!P.translated()) continue;
    for (const CallExpr *C : P.DirectCalls)
      if (const Expr *Callee = C->getCallee()) TC.claim(Callee->IgnoreImplicit());
    if (!P.hasPhases()) continue;
    for (const SyncCall &SC : P.Calls)
      if (const Expr *Callee = SC.Call->getCallee()) TC.claim(Callee->IgnoreImplicit());
  }
}

void BlockWriter::run() {
  if (diagnoseHeadInMacro(TC, F)) return;
  auto R = declOffsets(TC, F);
  auto NameOff = TC.fileOffset(F->getLocation());
  const Stmt *Body = F->getBody();
  auto BodyOpen = Body ? TC.fileOffset(Body->getBeginLoc()) : std::nullopt;
  if (!R || !NameOff || !BodyOpen) return;
  Head = TC.Edits.rewrittenText(R->first, *NameOff - R->first);
  for (const ParmVarDecl *PV : F->parameters()) LauncherParamTexts.push_back(TC.writtenText(PV->getSourceRange()));
  if (P.DirectOnly) return runDirectOnly(*R);
  // The direct form is cut from the function's text before the phase edits.
  // None for a kernel that must not be a bare launch (C2O1132): phases everywhere.
  std::string Direct = P.NoBareLaunch ? "" : P.IsKernel ? directForm() : directCopy(*R);
  HasDirect = !Direct.empty();
  if (HasDirect)
    TC.Edits.insert(TC.lineStart(R->first),
                    "#if C2O_HAS_BARE\n#pragma omp declare target\n" + Direct +
                        "#pragma omp end declare target\n#endif\n" + (P.IsKernel ? "" : indexOverload()),
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
  // a function that says so already, or that the keyword rule makes inline, keeps that).
  if (auto TypeOff = F->isInlineSpecified() || needsInline(TC, F) ? std::nullopt : returnTypeStart(F, true))
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
  if (!P.LockstepUses.empty() && !HasSyncwarp) TC.diag(DiagID::WarpLockstep, P.LockstepUses.front(), {Name});
  TC.diag(P.IsKernel ? DiagID::BlockKernelPhases : DiagID::BlockFunction, F->getLocation(),
          {Name, std::to_string(P.Phases.size()), std::to_string(P.Barriers), std::to_string(P.Replicated.size()),
           sharedBytes(), perThreadBytes()});
  if (HasDirect && P.IsKernel) TC.diag(DiagID::BlockKernelDirectForm, F->getLocation(), {Name});
}

/// The phase form cannot be built: a kernel becomes its direct form and a
/// launcher that runs it as a bare launch (and stops with a message where
/// no bare launch is possible); a __device__ function becomes its direct
/// form where it stands, under #if C2O_HAS_BARE.
void BlockWriter::runDirectOnly(std::pair<unsigned, unsigned> R) {
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
    TC.Edits.insert(TC.lineStart(R.first), "#if C2O_HAS_BARE\n" + directMacroDefines(Macros), -1, /*Generated=*/true);
    TC.Edits.insert(R.second, "\n" + directMacroUndefs(Macros) + "#endif\n" + indexOverload(), 5, /*Generated=*/true);
  }
  ++TC.Stats.Converted;
  TC.diag(DiagID::DirectFormOnly, F->getLocation(), {Name, P.Blocker});
}

/// The type's spelling; one that ends with '>' gets a blank, so that
/// c2o_type<ns::tile<16> > never spells '>>>'.
std::string BlockWriter::typeText(QualType T, bool KeepQualifiers) const {
  if (!KeepQualifiers) T = T.getUnqualifiedType();
  if (!T->isDependentType()) T = T.getCanonicalType();
  std::string S = T.getAsString(PP);
  if (!S.empty() && S.back() == '>') S += ' ';
  return S;
}

/// \p T as a template argument: c2o_type<float[4]>, but a template-id
/// as it is (formatting joins '> > >' into '>>>', which reads as CUDA).
std::string BlockWriter::typeArgument(const std::string &T) {
  return !T.empty() && (T.back() == '>' || (T.size() > 1 && T.compare(T.size() - 2, 2, "> ") == 0))
             ? T
             : "c2o_type<" + T + ">";
}

std::string BlockWriter::exprText(const Expr *E) const {
  if (auto It = Spelled.find(E); It != Spelled.end()) return It->second;
  auto R = exprOffsets(TC, E);
  return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string("/*?*/");
}

std::string BlockWriter::rangeText(SourceLocation B, SourceLocation E) const {
  auto BO = TC.fileOffset(TC.SM.getExpansionLoc(B));
  auto EO = TC.tokenEndOffset(TC.SM.getExpansionLoc(E));
  return BO && EO && *EO >= *BO ? TC.Edits.rewrittenText(*BO, *EO - *BO) : std::string();
}

/// N of a thread_block_tile<N> type (C2O_WARP_SIZE for other groups).
std::string BlockWriter::tileWidth(QualType T) const {
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

/// N of tiled_partition<N>(parent): as written (in a template, the call's
/// type is dependent), else from the call's type.
std::string BlockWriter::handleWidth(const CallExpr *C) const {
  const Expr *Callee = C->getCallee() ? C->getCallee()->IgnoreParenImpCasts() : nullptr;
  ArrayRef<TemplateArgumentLoc> Args;
  if (const auto *D = dyn_cast_or_null<DeclRefExpr>(Callee)) Args = D->template_arguments();
  else if (const auto *U = dyn_cast_or_null<OverloadExpr>(Callee)) Args = U->template_arguments();
  if (!Args.empty()) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    Args[0].getArgument().print(PP, OS, /*IncludeType=*/false);
    return OS.str();
  }
  return tileWidth(C->getType());
}

/// What a reader over \p Group takes for it: a tile's width; a coalesced
/// group itself (its lanes are its own); in a template, where the group's
/// type is not known, c2o_group_arg(group), which is either.
std::string BlockWriter::groupWidth(const Expr *Group) const {
  QualType T = Group->getType();
  if (isCoalescedGroup(T)) return exprText(Group);
  std::string W = tileWidth(T);
  if (W != "C2O_WARP_SIZE") return W;
  return "c2o_group_arg(" + exprText(Group) + ")";
}

/// The type of \p V's slot per thread; a group handle declared 'auto' in a
/// template is the handle's helper type (c2o_thread_block_tile<N>).
std::string BlockWriter::replicaType(const VarDecl *V) const {
  const CallExpr *H = handleInit(V);
  const SyncFunction *SF = H ? lookupSyncCall(H) : nullptr;
  if (!SF || !V->getType()->getContainedDeducedType() || H->getNumArgs() >= 2) return typeText(V->getType(), false);
  if (SF->Name.ends_with("tiled_partition")) return SF->Reader.str() + "<" + handleWidth(H) + "> ";
  return SF->Reader.str();
}

/// Is \p T cooperative_groups::coalesced_group (what coalesced_threads() and the partitions give)?
bool BlockWriter::isCoalescedGroup(QualType T) {
  const CXXRecordDecl *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  return RD && RD->getQualifiedNameAsString() == "cooperative_groups::coalesced_group";
}

std::string BlockWriter::flagArray(FlagRef F) const {
  switch (F.K) {
  case FlagRef::Mask: return "c2o_m" + std::to_string(F.N);
  case FlagRef::Exited: return "c2o_exited";
  case FlagRef::Off: return offName(F.N);
  }
  return "";
}

std::string BlockWriter::replicaName(const VarDecl *V) const {
  auto It = std::find(P.Replicated.begin(), P.Replicated.end(), V);
  return "c2o_r" + std::to_string(It - P.Replicated.begin()) + "_" + V->getNameAsString();
}

const BlockKernelPlan &BlockWriter::calleePlan(const BlockCall &B) const {
  const BlockKernelPlan *CP = Plans.planOf(B.Callee);
  assert(CP && "a block call of a function without a plan");
  return *CP;
}

ParamMode BlockWriter::modeOf(const BlockCall &B, unsigned I) const {
  const BlockKernelPlan &CP = calleePlan(B);
  return I < CP.Params.size() ? CP.Params[I] : ParamMode::PerThread;
}

void translateBlockKernel(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                          const FunctionDecl *K) {
  const BlockKernelPlan *P = Plans.planOf(K);
  if (!P || !P->translated()) return;
  BlockWriter(TC, Index, Plans, K, *P).run();
}

void translateBlockFunctions(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans) {
  std::vector<const FunctionDecl *> Order = Plans.order();
  // Functions on a cycle of calls have no phases but may have the direct form.
  for (const auto &[Canon, P] : Plans.all())
    if (P.Function && !llvm::is_contained(Order, P.Function)) Order.push_back(P.Function);
  for (const FunctionDecl *FD : Order) {
    if (FD->hasAttr<CUDAGlobalAttr>()) continue;
    const BlockKernelPlan *P = Plans.planOf(FD);
    if (!P || !P->translated()) continue;
    BlockWriter(TC, Index, Plans, FD, *P).run();
  }
}

} // namespace c2o
