#include "analysis/CudaAstIndex.h"
#include "analysis/CudaConstructs.h"
#include "analysis/SyncFunctions.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace c2o {

using namespace clang;

const FunctionDecl *canonicalFunction(const FunctionDecl *FD) {
  if (!FD) return nullptr;
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern()) FD = P;
  return FD->getCanonicalDecl();
}

namespace {

class IndexBuilder : public RecursiveASTVisitor<IndexBuilder> {
public:
  IndexBuilder(const SourceView &View, CudaAstIndex &Index) : View(View), Index(Index) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    if (!D) return true;
    // Only the main file: the bundled headers and system headers are not ours.
    if (!isa<TranslationUnitDecl>(D) && !View.SM.isWrittenInMainFile(View.SM.getExpansionLoc(D->getLocation())))
      return true;
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD) return RecursiveASTVisitor::TraverseDecl(D);
    const FunctionDecl *Saved = Current;
    Current = FD;
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    Current = Saved;
    return R;
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasAttr<CUDAGlobalAttr>()) {
      Index.Kernels.push_back(FD);
    } else if (const auto *A = FD->getAttr<CUDADeviceAttr>(); A && !A->isImplicit()) {
      Index.DeviceFunctions.push_back(FD);
    }
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (!VD->hasGlobalStorage() || isa<ParmVarDecl>(VD)) return true;
    if (VD->hasAttr<CUDASharedAttr>()) {
      if (Current) Index.Facts[canonicalFunction(Current)].BlockLevelUses.push_back("__shared__ '" + VD->getNameAsString() + "'");
      return true;
    }
    if (!VD->isLocalVarDecl() && (VD->hasAttr<CUDADeviceAttr>() || VD->hasAttr<CUDAConstantAttr>() ||
                                  VD->hasAttr<HIPManagedAttr>()))
      Index.DeviceVariables.push_back(VD);
    return true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    Index.Launches.push_back({E, Current});
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *Callee = E->getDirectCallee(); Callee && View.isBundled(Callee))
      Index.CudaCalls.push_back(E);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()); FD && FD->hasAttr<CUDAGlobalAttr>() &&
                                                               View.spellingOffset(E->getLocation()))
      Index.KernelValues.push_back(E);
    noteReference(E->getLocation(), E->getDecl(), E);
    noteHostGlobal(E);
    return true;
  }

  /// A file-scope constant used in device code must be declare target too.
  void noteHostGlobal(const DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V || !Current || !V->hasGlobalStorage() || V->isLocalVarDecl() || isa<ParmVarDecl>(V)) return;
    if (!(Current->hasAttr<CUDAGlobalAttr>() || (Current->hasAttr<CUDADeviceAttr>() &&
                                                 !Current->getAttr<CUDADeviceAttr>()->isImplicit())))
      return;
    if (V->hasAttr<CUDADeviceAttr>() || V->hasAttr<CUDAConstantAttr>() || V->hasAttr<CUDASharedAttr>() ||
        V->hasAttr<HIPManagedAttr>() || V->isStaticDataMember() || !V->getType().isConstQualified())
      return;
    if (!View.SM.isWrittenInMainFile(View.SM.getExpansionLoc(V->getLocation()))) return;
    Index.HostGlobalsInDeviceCode.insert(V->getCanonicalDecl());
  }

  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls()) {
      const NamedDecl *U = D->getUnderlyingDecl();
      if (View.isBundled(U)) {
        noteReference(E->getNameLoc(), U, E);
        return true;
      }
      if (const auto *FD = dyn_cast_or_null<FunctionDecl>(U->getAsFunction()))
        noteCall(FD);
    }
    return true;
  }

  bool VisitTypeLoc(TypeLoc TL) {
    const NamedDecl *D = nullptr;
    SourceLocation Loc;
    if (auto T = TL.getAs<TypedefTypeLoc>()) { D = T.getTypedefNameDecl(); Loc = T.getNameLoc(); }
    else if (auto T = TL.getAs<TagTypeLoc>()) { D = T.getDecl(); Loc = T.getNameLoc(); }
    else if (auto T = TL.getAs<TemplateSpecializationTypeLoc>()) {
      if (TemplateDecl *TD = T.getTypePtr()->getTemplateName().getAsTemplateDecl()) { D = TD; Loc = T.getTemplateNameLoc(); }
    }
    if (D && View.isBundled(D) && View.spellingOffset(Loc)) {
      Index.TypeReferences.push_back({Loc, D, nullptr, Current});
      noteLibraryCollective(D);
    }
    return true;
  }

private:
  void noteCall(const FunctionDecl *Callee) {
    if (Current && Callee && View.SM.isWrittenInMainFile(View.SM.getExpansionLoc(Callee->getLocation())))
      Index.Calls[canonicalFunction(Current)].insert(canonicalFunction(Callee));
  }

  void noteReference(SourceLocation Loc, const NamedDecl *D, const Expr *E) {
    if (!D) return;
    if (!View.isBundled(D)) {
      if (const auto *FD = dyn_cast<FunctionDecl>(D)) noteCall(FD);
      return;
    }
    if (!View.spellingOffset(Loc) && !View.SM.isWrittenInMainFile(View.SM.getExpansionLoc(Loc))) return;
    // The call-configuration function is the implicit part of a <<<>>> launch.
    if (D->getName() == "__cudaPushCallConfiguration" || D->getName() == "cudaConfigureCall") return;
    Index.References.push_back({Loc, D, E, Current});
    if (!Current) return;
    FunctionFacts &F = Index.Facts[canonicalFunction(Current)];
    llvm::StringRef Name = D->getName();
    if (lookupIndexBuiltin(Name)) F.UsesIndexBuiltins = true;
    if (isBlockLevelFunction(Name)) F.BlockLevelUses.push_back(Name.str());
    if (D->getQualifiedNameAsString().rfind("cooperative_groups::", 0) == 0)
      F.BlockLevelUses.push_back(D->getQualifiedNameAsString());
    noteLibraryCollective(D);
  }

  /// A CUB block/warp collective makes its function block-level code that is not translated yet.
  void noteLibraryCollective(const NamedDecl *D) {
    if (!Current) return;
    std::string Q = D->getQualifiedNameAsString();
    if (!isLibraryCollective(Q)) return;
    FunctionFacts &F = Index.Facts[canonicalFunction(Current)];
    if (std::find(F.LibraryCollectives.begin(), F.LibraryCollectives.end(), Q) != F.LibraryCollectives.end()) return;
    F.LibraryCollectives.push_back(Q);
    F.BlockLevelUses.push_back(Q);
  }

  const SourceView &View;
  CudaAstIndex &Index;
  const FunctionDecl *Current = nullptr;
};

} // namespace

namespace {

/// Records includes and CUDA macro expansions of the main file while preprocessing.
class CudaPPCallbacks : public PPCallbacks {
public:
  CudaPPCallbacks(SourceManager &SM, CudaAstIndex &Index, std::string BundledDir)
      : SM(SM), Index(Index), BundledDir(std::move(BundledDir)) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File, StringRef,
                          StringRef, const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (!SM.isWrittenInMainFile(HashLoc) || HashLoc.isMacroID()) return;
    CudaInclude I;
    I.Name = FileName.str();
    I.Begin = SM.getFileOffset(HashLoc);
    I.End = SM.getFileOffset(FilenameRange.getEnd());
    I.Bundled = File && isBundledHeaderPath(File->getName(), BundledDir);
    Index.Includes.push_back(I);
  }

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange Range,
                    const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || Name.getLocation().isMacroID() || !SM.isWrittenInMainFile(Name.getLocation())) return;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(MI->getDefinitionLoc()));
    if (!F || !isBundledHeaderPath(F->getName(), BundledDir)) return;
    Index.MacroUses.push_back({Name.getIdentifierInfo()->getName().str(), Range});
  }

private:
  SourceManager &SM;
  CudaAstIndex &Index;
  std::string BundledDir;
};

} // namespace

std::unique_ptr<PPCallbacks> makeIndexPPCallbacks(SourceManager &SM, CudaAstIndex &Index,
                                                  const std::string &BundledDir) {
  return std::make_unique<CudaPPCallbacks>(SM, Index, BundledDir);
}

void CudaAstIndex::build(const SourceView &View) {
  IndexBuilder B(View, *this);
  B.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  // A function that calls a block-level function is block-level too.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (auto &[Caller, Callees] : Calls)
      for (const FunctionDecl *Callee : Callees) {
        auto It = Facts.find(Callee);
        if (It == Facts.end() || It->second.BlockLevelUses.empty()) continue;
        FunctionFacts &CF = Facts[Caller];
        std::string Why = "through '" + Callee->getNameAsString() + "'";
        if (std::find(CF.BlockLevelUses.begin(), CF.BlockLevelUses.end(), Why) == CF.BlockLevelUses.end()) {
          CF.BlockLevelUses.push_back(Why);
          Changed = true;
        }
      }
  }
  // Block-level kernels: how each splits into phases (or why it cannot).
  auto IsBlockLevelCallee = [&](const FunctionDecl *Callee) {
    return !Callee->hasAttr<CUDAGlobalAttr>() && !factsOf(Callee).BlockLevelUses.empty();
  };
  for (const FunctionDecl *K : Kernels) {
    if (K->isTemplateInstantiation() || !K->doesThisDeclarationHaveABody()) continue;
    if (factsOf(K).BlockLevelUses.empty()) continue;
    BlockPlans[canonicalFunction(K)] = planBlockKernel(View, K, IsBlockLevelCallee);
    if (const auto &C = factsOf(K).LibraryCollectives; !C.empty())
      BlockPlans[canonicalFunction(K)].Blocker =
          "the CUB block/warp collective '" + C.front() +
          "' is not translated yet (docs/libraries.md, \"CUB block and warp collectives\")";
  }
}

const BlockKernelPlan *CudaAstIndex::blockPlanOf(const FunctionDecl *K) const {
  auto It = BlockPlans.find(canonicalFunction(K));
  return It == BlockPlans.end() ? nullptr : &It->second;
}

std::vector<const FunctionDecl *> CudaAstIndex::kernelsReaching(const FunctionDecl *FD) const {
  std::vector<const FunctionDecl *> Out;
  const FunctionDecl *Target = canonicalFunction(FD);
  if (!Target) return Out;
  for (const FunctionDecl *K : Kernels) {
    const FunctionDecl *C = canonicalFunction(K);
    if (llvm::is_contained(Out, C)) continue;
    // Depth-first over the calls among the main file's functions.
    llvm::SmallPtrSet<const FunctionDecl *, 16> Seen;
    std::vector<const FunctionDecl *> Work{C};
    bool Reached = false;
    while (!Work.empty() && !Reached) {
      const FunctionDecl *F = Work.back();
      Work.pop_back();
      if (!Seen.insert(F).second) continue;
      if (F == Target) Reached = true;
      auto It = Calls.find(F);
      if (It != Calls.end()) Work.insert(Work.end(), It->second.begin(), It->second.end());
    }
    if (Reached) Out.push_back(C);
  }
  return Out;
}

const FunctionFacts &CudaAstIndex::factsOf(const FunctionDecl *FD) const {
  static const FunctionFacts Empty;
  auto It = Facts.find(canonicalFunction(FD));
  return It == Facts.end() ? Empty : It->second;
}

} // namespace c2o
