//===- BlockPlans.cpp - the block plans of a translation unit, callers first ===//
#include "analysis/BlockPlans.h"
#include "analysis/CudaConstructs.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace c2o {

using namespace clang;

namespace {

void markLibraryCollectives(BlockPlans::Map &Plans, const CudaAstIndex &Index) {
  // CUB's block and warp collectives have no phase form; those of
  // CubCollectives.def have a direct one (c2o_cub_block.h), the others none.
  for (auto &[F, P] : Plans)
    if (const auto &C = Index.factsOf(F).LibraryCollectives; !C.empty()) {
      std::string Why = "the CUB block/warp collective '" + C.front().first +
                        "' has no phase form (docs/libraries.md, \"CUB block and warp collectives\")";
      if (P.Blocker.empty()) P.Blocker = Why, P.BlockerLoc = F->getLocation();
      for (const auto &[Q, Loc] : C)
        if (cubLevel(Q) != CubLevel::Collective && P.DirectBlocker.empty()) {
          P.DirectBlocker = "the CUB block/warp collective '" + Q +
                            "' is not translated yet (docs/libraries.md, \"CUB block and warp collectives\")";
          P.DirectBlockerLoc = Loc;
          P.DirectBlockerAtUse = true;
        }
    }
}

void planDirectForms(BlockPlans::Map &Plans, const DeviceCodeFacts &Device, const SourceView &View) {
  // The direct form of every block-level function; a phase form whose
  // types cannot be spelled (auto, an expression's dependent type) is not built.
  for (auto &[F, P] : Plans) {
    if (const FunctionDecl *Def = P.Function ? P.Function : nullptr) planDirectForm(View, Def, P);
    else P.DirectBlocker = "its definition is not in this file";
    P.NoBareLaunch = P.IsKernel && Device.IndirectCalls.count(F); // C2O1132
    if (!P.Blocker.empty()) continue;
    std::string Bad = unspellablePhaseType(P, F->getASTContext().getPrintingPolicy());
    if (!Bad.empty()) {
      P.Blocker = "the phase form would keep values in team memory under types it cannot name (" + Bad + ")";
      P.BlockerLoc = P.Function->getLocation();
    }
  }
}

void propagateBlockers(BlockPlans::Map &Plans, const CudaAstIndex &Index) {
  // A function calling one that is left as it is is left too (either form);
  // one calling a function without phases has no phases; dynamic shared
  // memory used anywhere down the calls is the kernel's.
  for (auto &[F, P] : Plans) {
    P.PublishesDynamicShared = P.IsKernel && Index.dynamicSharedReach().count(F);
    P.UsesDynamicShared = !P.ExternShared.empty() || !P.DirectExternShared.empty() || P.PublishesDynamicShared;
  }
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (auto &[F, P] : Plans) {
      for (const FunctionDecl *Callee : Index.calls().lookup(canonicalFunction(P.Function ? P.Function : F))) {
        auto It = Plans.find(Callee);
        if (It == Plans.end() || Callee->hasAttr<CUDAGlobalAttr>()) continue;
        if (P.DirectBlocker.empty() && !It->second.DirectBlocker.empty()) {
          P.DirectBlocker = "it calls '" + Callee->getNameAsString() + "', which is left as it is";
          P.DirectBlockerLoc = P.Function ? P.Function->getLocation() : SourceLocation();
          Changed = true;
        }
        if (It->second.UsesDynamicShared && !P.UsesDynamicShared) {
          P.UsesDynamicShared = true;
          Changed = true;
        }
      }
      if (!P.Blocker.empty()) continue;
      // A block function called where the phase form sees no call of it (a
      // call that only the template's instantiations resolve): no phases.
      // (A template's specializations are calls of the template.)
      auto Pattern = [](const FunctionDecl *FD) {
        if (const FunctionTemplateDecl *T = FD->getPrimaryTemplate()) FD = T->getTemplatedDecl();
        else if (const FunctionDecl *M = FD->getInstantiatedFromMemberFunction()) FD = M;
        return canonicalFunction(FD);
      };
      llvm::SmallPtrSet<const FunctionDecl *, 8> Planned;
      for (const BlockCall &B : P.BlockCalls) Planned.insert(Pattern(B.Callee));
      for (const FunctionDecl *Callee : Index.calls().lookup(canonicalFunction(P.Function ? P.Function : F)))
        if (Plans.count(Callee) && !Callee->hasAttr<CUDAGlobalAttr>() && !Planned.count(Pattern(Callee))) {
          P.Blocker = "it calls '" + Callee->getNameAsString() +
                      "' where only the template's instantiations say which function is called";
          P.BlockerLoc = P.Function ? P.Function->getLocation() : F->getLocation();
          Changed = true;
          break;
        }
      if (!P.Blocker.empty()) continue;
      for (const BlockCall &B : P.BlockCalls) {
        auto It = Plans.find(B.Callee);
        if (It == Plans.end() || !It->second.Blocker.empty()) {
          P.Blocker = "it calls '" + B.Callee->getNameAsString() + "', which " +
                      (It == Plans.end() ? std::string("is left as it is (its definition is not in this file)")
                                         : std::string("has no phase form"));
          P.BlockerLoc = B.Call->getBeginLoc();
          Changed = true;
          break;
        }
      }
    }
  }
  for (auto &[F, P] : Plans) P.DirectOnly = !P.Blocker.empty() && P.DirectBlocker.empty();
}

} // namespace

/// An explicit specialization of a function template, or a template that has one.
static bool hasExplicitSpecializations(const FunctionDecl *FD) {
  if (FD->getTemplateSpecializationKind() == TSK_ExplicitSpecialization) return true;
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
    for (const FunctionDecl *S : FTD->specializations())
      if (S->getTemplateSpecializationKind() == TSK_ExplicitSpecialization) return true;
  return false;
}

BlockPlans planBlockFunctions(const SourceView &View, const CudaAstIndex &Index, const DeviceCodeFacts &Device) {
  // Block-level kernels and __device__ functions: how each splits into
  // phases (or why it cannot). A function is planned after every function
  // calling it, so that it knows which parameters all its calls pass the same
  // value in every thread (those stay plain parameters).
  BlockPlans Result;
  BlockPlans::Map &Plans = Result.Plans;
  auto IsBlockLevelCallee = [&](const FunctionDecl *Callee) {
    return !Callee->hasAttr<CUDAGlobalAttr>() && !Index.factsOf(Callee).BlockLevelUses.empty();
  };
  std::vector<const FunctionDecl *> Defs;
  llvm::DenseMap<const FunctionDecl *, const FunctionDecl *> DefOf; // canonical -> definition
  auto Add = [&](const FunctionDecl *FD) {
    if (FD->isTemplateInstantiation() || !FD->doesThisDeclarationHaveABody()) return;
    if (Index.factsOf(FD).BlockLevelUses.empty() || DefOf.count(canonicalFunction(FD))) return;
    DefOf[canonicalFunction(FD)] = FD;
    Defs.push_back(FD);
  };
  for (const FunctionDecl *K : Index.kernels()) Add(K);
  for (const FunctionDecl *D : Index.deviceFunctions()) Add(D);
  // Callers first (Kahn's order over the calls between them); a function on
  // a cycle of calls is recursive and is not translated.
  llvm::DenseMap<const FunctionDecl *, unsigned> Callers;
  for (const FunctionDecl *D : Defs)
    for (const FunctionDecl *Callee : Index.calls().lookup(canonicalFunction(D)))
      if (DefOf.count(Callee) && !Callee->hasAttr<CUDAGlobalAttr>()) ++Callers[Callee];
  std::vector<const FunctionDecl *> Ready;
  for (const FunctionDecl *D : Defs)
    if (!Callers.lookup(canonicalFunction(D))) Ready.push_back(D);
  for (size_t I = 0; I < Ready.size(); ++I)
    for (const FunctionDecl *Callee : Index.calls().lookup(canonicalFunction(Ready[I])))
      if (DefOf.count(Callee) && !Callee->hasAttr<CUDAGlobalAttr>() && --Callers[Callee] == 0)
        Ready.push_back(DefOf[Callee]);
  for (const FunctionDecl *FD : Ready) {
    // A parameter is uniform when every call passes a uniform argument. Only
    // for a function of the input's own file: one in an included file is
    // written once for every input that includes it, so its signature must
    // not depend on the calls one input makes (each parameter per thread).
    llvm::DenseSet<const ParmVarDecl *> Uniform;
    // A template and its explicit specializations share one signature, whatever calls reach which.
    if (!FD->hasAttr<CUDAGlobalAttr>() && View.SM.isInMainFile(View.SM.getExpansionLoc(FD->getLocation())) &&
        !hasExplicitSpecializations(FD)) {
      std::vector<bool> All(FD->getNumParams(), true);
      bool Called = false;
      for (const auto &[Caller, CP] : Plans)
        for (const BlockCall &B : CP.BlockCalls) {
          if (B.Callee != canonicalFunction(FD)) continue;
          Called = true;
          for (unsigned I = 0; I < All.size(); ++I) All[I] = All[I] && I < B.UniformArgs.size() && B.UniformArgs[I];
        }
      for (unsigned I = 0; Called && I < All.size(); ++I) {
        const ParmVarDecl *PV = FD->getParamDecl(I);
        QualType T = PV->getType();
        if (All[I] && !T->isDependentType() && !T->isReferenceType() && (T->isScalarType() || T->isRecordType()))
          Uniform.insert(PV);
      }
    }
    Plans[canonicalFunction(FD)] = planBlockKernel(View, FD, IsBlockLevelCallee, Uniform);
    Result.Order.push_back(FD);
  }
  for (const FunctionDecl *D : Defs)
    if (!Plans.count(canonicalFunction(D))) {
      BlockKernelPlan &P = Plans[canonicalFunction(D)];
      P.Function = D;
      P.IsKernel = D->hasAttr<CUDAGlobalAttr>();
      P.Blocker = "it is recursive (it calls itself through the functions it calls)";
      P.BlockerLoc = D->getLocation();
    }
  markLibraryCollectives(Plans, Index);
  planDirectForms(Plans, Device, View);
  propagateBlockers(Plans, Index);
  return Result;
}

const BlockKernelPlan *BlockPlans::planOf(const FunctionDecl *K) const {
  auto It = Plans.find(canonicalFunction(K));
  return It == Plans.end() ? nullptr : &It->second;
}

} // namespace c2o
