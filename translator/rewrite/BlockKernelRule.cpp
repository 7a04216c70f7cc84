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
// This file holds the rule's entry points and the writer (BlockWriter.h:
// the order of the edits, and the classes it hands each part to).
//===----------------------------------------------------------------------===//
#include "rewrite/BlockWriter.h"
#include "rewrite/BlockArena.h"
#include "rewrite/BlockDirectForm.h"
#include "rewrite/BlockLauncher.h"
#include "rewrite/BlockPhaseText.h"
#include "rewrite/BlockSignature.h"
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
  BlockDirectForm DF(TC, Index, Sp, Head);
  BlockPhaseText Text(TC, Sp);
  BlockSignature Sig(TC, Sp);
  // The direct form is cut from the function's text before the phase edits.
  // None for a kernel that must not be a bare launch (C2O1132): phases everywhere.
  std::string Direct = P.NoBareLaunch ? "" : P.IsKernel ? DF.kernelForm() : DF.functionCopy(*R);
  HasDirect = !Direct.empty();
  if (HasDirect)
    TC.Edits.insert(TC.lineStart(R->first),
                    "#if C2O_HAS_BARE\n#pragma omp declare target\n" + Direct +
                        "#pragma omp end declare target\n#endif\n" + (P.IsKernel ? "" : DF.indexOverload()),
                    0, /*Generated=*/true);
  Text.rewriteCalls();
  Text.rewriteJumps();
  std::string PrologueDecls;
  for (const DeclStmt *DS : P.PrologueDecls)
    if (auto R = stmtOffsets(TC, DS)) PrologueDecls += TC.Edits.rewrittenText(R->first, R->second - R->first) + "\n";
  BlockArena Arena(TC, Sp, std::move(PrologueDecls));
  // Every piece is spelled before any is applied: a replacement absorbs the
  // edits inside it (a loop head holds its increment's renames).
  std::vector<std::string> Texts;
  for (const BlockEdit &E : P.Edits) Texts.push_back(Text.piecesText(E.Pieces));
  for (unsigned I = 0; I < P.Edits.size(); ++I) {
    const BlockEdit &E = P.Edits[I];
    if (E.End == E.Offset) TC.Edits.insert(E.Offset, Texts[I], 0, /*Generated=*/true);
    else TC.Edits.replace(E.Offset, E.End - E.Offset, Texts[I], /*Generated=*/true);
  }
  std::string Name = F->getNameAsString();
  // C2O_BLOCK_FUNCTION (c2o_block.h): how the compiler is to treat the
  // block function, inlined into the launcher with GCC (it says `inline`:
  // a function that says so already, or that the keyword rule makes inline, keeps that).
  if (auto TypeOff = F->isInlineSpecified() || needsInline(TC, F) ? std::nullopt : Sig.returnTypeStart(F, true))
    TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
  TC.replaceToken(F->getLocation(), Name + BlockSuffix);
  if (P.IsKernel) {
    Sig.prependBodyParameters();
    for (const ParamCopy &C : P.ParamCopies)
      TC.replaceToken(C.Param->getLocation(), "c2o_in_" + C.Param->getNameAsString());
  } else {
    Sig.writeFunctionSignature(F);
  }
  TC.Edits.insert(*BodyOpen + 1, "\n" + Arena.prologue(), 0, /*Generated=*/true);
  // The function is restructured throughout: it is formatted as a whole (its
  // comments stay; diagnostics inside it are listed above it).
  TC.Edits.replace(R->first, R->second - R->first, TC.Edits.rewrittenText(R->first, R->second - R->first),
                   /*Generated=*/true);
  if (P.IsKernel) {
    TC.Edits.insert(TC.lineStart(R->first), Arena.sizeFunction(false) + "#pragma omp declare target\n", 1);
    TC.Edits.insert(R->second, launcher(), 1, /*Generated=*/true);
    ++TC.Stats.Kernels;
  } else {
    TC.Edits.insert(TC.lineStart(R->first), Arena.sizeFunction(false), 1);
    Sig.writePrototypes(HasDirect, Arena);
  }
  ++TC.Stats.Converted;
  bool HasSyncwarp = false;
  for (const SyncCall &SC : P.Calls) HasSyncwarp |= SC.Fn->Name == "__syncwarp";
  if (!P.LockstepUses.empty() && !HasSyncwarp) TC.diag(DiagID::WarpLockstep, P.LockstepUses.front(), {Name});
  TC.diag(P.IsKernel ? DiagID::BlockKernelPhases : DiagID::BlockFunction, F->getLocation(),
          {Name, std::to_string(P.Phases.size()), std::to_string(P.Barriers), std::to_string(P.Replicated.size()),
           Arena.sharedBytes(), Arena.perThreadBytes()});
  if (HasDirect && P.IsKernel) TC.diag(DiagID::BlockKernelDirectForm, F->getLocation(), {Name});
}

/// The phase form cannot be built: a kernel becomes its direct form and a
/// launcher that runs it as a bare launch (and stops with a message where
/// no bare launch is possible); a __device__ function becomes its direct
/// form where it stands, under #if C2O_HAS_BARE.
void BlockWriter::runDirectOnly(std::pair<unsigned, unsigned> R) {
  std::string Name = F->getNameAsString();
  BlockDirectForm DF(TC, Index, Sp, Head);
  if (P.IsKernel) {
    std::string Direct = DF.kernelForm();
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
    if (!DF.edits(TC.Edits, Macros)) return;
    if (const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody()))
      if (auto LB = TC.fileOffset(Body->getLBracLoc()))
        TC.Edits.insert(*LB + 1, "\nC2O_DIRECT_INDICES\n", 0, /*Generated=*/true);
    TC.Edits.insert(TC.lineStart(R.first), "#if C2O_HAS_BARE\n" + directMacroDefines(Macros), -1, /*Generated=*/true);
    TC.Edits.insert(R.second, "\n" + directMacroUndefs(Macros) + "#endif\n" + DF.indexOverload(), 5, /*Generated=*/true);
  }
  ++TC.Stats.Converted;
  TC.diag(DiagID::DirectFormOnly, F->getLocation(), {Name, P.Blocker});
}

std::string BlockWriter::launcher() const {
  LauncherSpec S;
  std::vector<std::string> &ParamTexts = S.ParamTexts, &ParamNames = S.ParamNames, &DevicePointers = S.DevicePointers;
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
    else if (PV->getType()->isRecordType()) S.ByValueRecords.push_back(PName);
  }
  S.Head = Head;
  S.Name = F->getNameAsString();
  S.TemplateArgs = Sp.templateArguments();
  S.LaunchParameters = LauncherParameters;
  S.HasDirect = HasDirect;
  S.DirectOnly = P.DirectOnly;
  S.Blocker = P.Blocker;
  return blockLauncherText(S);
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
