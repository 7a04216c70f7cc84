#include "analysis/CudaAstIndex.h"
#include "analysis/CudaConstructs.h"
#include "analysis/SyncFunctions.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "clang/Basic/CharInfo.h"

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
    // Only the translated files: the bundled headers and system headers are not ours.
    if (!isa<TranslationUnitDecl>(D) && !View.isWrittenInView(D->getLocation())) return true;
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
    if (!View.isWrittenInView(V->getLocation())) return;
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
    if (D && View.isBundled(D) && View.spellingOffset(Loc))
      Index.TypeReferences.push_back({Loc, D, nullptr, Current});
    return true;
  }

private:
  void noteCall(const FunctionDecl *Callee) {
    if (Current && Callee && View.isWrittenInView(Callee->getLocation()))
      Index.Calls[canonicalFunction(Current)].insert(canonicalFunction(Callee));
  }

  void noteReference(SourceLocation Loc, const NamedDecl *D, const Expr *E) {
    if (!D) return;
    if (!View.isBundled(D)) {
      if (const auto *FD = dyn_cast<FunctionDecl>(D)) noteCall(FD);
      return;
    }
    if (!View.spellingOffset(Loc) && !View.isWrittenInView(Loc)) return;
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
  }

  const SourceView &View;
  CudaAstIndex &Index;
  const FunctionDecl *Current = nullptr;
};

} // namespace

namespace {

/// Records, while preprocessing, the files entered, the includes, the
/// conditions on CUDA's macros and the expansions of CUDA macros of every
/// file of the program (not of system headers): build() keeps those of the
/// translated files.
class CudaPPCallbacks : public PPCallbacks {
public:
  CudaPPCallbacks(Preprocessor &PP, CudaAstIndex &Index, std::string BundledDir)
      : PP(PP), SM(PP.getSourceManager()), Index(Index), BundledDir(std::move(BundledDir)) {}

  void LexedFileChanged(FileID FID, LexedFileChangeReason Reason, SrcMgr::CharacteristicKind FileType, FileID,
                        SourceLocation) override {
    if (Reason != LexedFileChangeReason::EnterFile) return;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
    if (!F) return; // the predefines, the command line
    EnteredFile E;
    E.FID = FID;
    E.Path = F->getName().str();
    E.System = SrcMgr::isSystem(FileType);
    E.Bundled = isBundledHeaderPath(E.Path, BundledDir);
    Index.Entered.push_back(std::move(E));
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef FileName, bool,
                          CharSourceRange FilenameRange, OptionalFileEntryRef File, StringRef,
                          StringRef, const Module *, bool, SrcMgr::CharacteristicKind) override {
    if (HashLoc.isMacroID() || !isProgramFile(HashLoc)) return;
    CudaInclude I;
    I.Name = FileName.str();
    I.Hash = HashLoc;
    I.NameEnd = FilenameRange.getEnd();
    I.Bundled = File && isBundledHeaderPath(File->getName(), BundledDir);
    if (File) {
      I.Path = File->getName().str();
      I.File = &File->getFileEntry();
    }
    Index.Includes.push_back(I);
  }

  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange Range,
                    const MacroArgs *) override {
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI || Name.getLocation().isMacroID() || !isProgramFile(Name.getLocation())) return;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(MI->getDefinitionLoc()));
    if (!F || !isBundledHeaderPath(F->getName(), BundledDir)) return;
    if (PP.isParsingIfOrElifDirective()) { // a condition: ConditionRule
      CudaMacroInCondition = true;
      return;
    }
    Index.MacroUses.push_back({Name.getIdentifierInfo()->getName().str(), Range});
  }

  void Defined(const Token &MacroNameTok, const MacroDefinition &MD, SourceRange) override {
    if (isCudaMacro(MacroNameTok, MD)) CudaMacroInCondition = true;
  }
  void If(SourceLocation Loc, SourceRange ConditionRange, ConditionValueKind Value) override {
    condition(Loc, "if", ConditionRange, Value);
  }
  void Elif(SourceLocation Loc, SourceRange ConditionRange, ConditionValueKind Value, SourceLocation) override {
    condition(Loc, "elif", ConditionRange, Value);
  }
  void Ifdef(SourceLocation Loc, const Token &MacroNameTok, const MacroDefinition &MD) override {
    if (isCudaMacro(MacroNameTok, MD) && isProgramFile(Loc))
      Index.Conditions.push_back({Loc, "ifdef", static_cast<bool>(MD)});
  }
  void Ifndef(SourceLocation Loc, const Token &MacroNameTok, const MacroDefinition &MD) override {
    if (isCudaMacro(MacroNameTok, MD) && isProgramFile(Loc))
      Index.Conditions.push_back({Loc, "ifndef", !MD});
  }

private:
  /// A file of the program: not a system header (the bundled ones among them), nor the command line.
  bool isProgramFile(SourceLocation L) const {
    if (L.isInvalid() || SM.isInSystemHeader(L)) return false;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(L)));
    return F && !isBundledHeaderPath(F->getName(), BundledDir);
  }

  /// A macro of CUDA compilation (__CUDACC__ ...) or of the bundled headers.
  bool isCudaMacro(const Token &Name, const MacroDefinition &MD) const {
    if (const IdentifierInfo *II = Name.getIdentifierInfo(); II && isCudaCompilationMacro(II->getName())) return true;
    const MacroInfo *MI = MD.getMacroInfo();
    if (!MI) return false;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(MI->getDefinitionLoc()));
    return F && isBundledHeaderPath(F->getName(), BundledDir);
  }

  void condition(SourceLocation Loc, const char *Directive, SourceRange R, ConditionValueKind Value) {
    bool Cuda = CudaMacroInCondition;
    CudaMacroInCondition = false;
    if (Value == CVK_NotEvaluated || !isProgramFile(Loc)) return;
    // An undefined name (__CUDA_ARCH__ >= 700) is not expanded: read the condition's words.
    if (!Cuda && R.isValid()) {
      bool Invalid = false;
      StringRef Text = Lexer::getSourceText(CharSourceRange::getCharRange(R), SM, PP.getLangOpts(), &Invalid);
      for (size_t I = 0; !Invalid && I < Text.size();) {
        if (!isAsciiIdentifierStart(Text[I])) {
          ++I;
          continue;
        }
        size_t J = I;
        while (J < Text.size() && isAsciiIdentifierContinue(Text[J])) ++J;
        Cuda |= isCudaCompilationMacro(Text.slice(I, J));
        I = J;
      }
    }
    if (Cuda) Index.Conditions.push_back({Loc, Directive, Value == CVK_True});
  }

  Preprocessor &PP;
  SourceManager &SM;
  CudaAstIndex &Index;
  std::string BundledDir;
  bool CudaMacroInCondition = false; ///< the condition being read uses a CUDA macro
};

} // namespace

std::unique_ptr<PPCallbacks> makeIndexPPCallbacks(Preprocessor &PP, CudaAstIndex &Index,
                                                  const std::string &BundledDir) {
  return std::make_unique<CudaPPCallbacks>(PP, Index, BundledDir);
}

/// Keeps what was recorded in the files of \p View; notes the files outside it
/// that expand CUDA keywords.
static void keepRecordsOfView(const SourceView &View, CudaAstIndex &Index) {
  const SourceManager &SM = View.SM;
  llvm::erase_if(Index.Includes, [&](const CudaInclude &I) { return !View.isWrittenInView(I.Hash); });
  llvm::erase_if(Index.Conditions, [&](const CudaCondition &C) { return !View.isWrittenInView(C.Keyword); });
  std::vector<CudaMacroUse> Kept;
  for (CudaMacroUse &U : Index.MacroUses) {
    if (View.isWrittenInView(U.Range.getBegin())) Kept.push_back(std::move(U));
    else if (lookupKeyword(U.Name))
      if (const FileEntry *F = SM.getFileEntryForID(SM.getFileID(SM.getExpansionLoc(U.Range.getBegin()))))
        Index.UntranslatedCudaFiles.insert(F);
  }
  Index.MacroUses = std::move(Kept);
}

/// The files of the view that hold CUDA.
static void noteFilesWithCuda(const SourceView &View, CudaAstIndex &Index) {
  const SourceManager &SM = View.SM;
  auto Note = [&](SourceLocation L) {
    if (L.isValid()) Index.FilesWithCuda.insert(SM.getFileID(SM.getExpansionLoc(L)));
  };
  for (const FunctionDecl *FD : Index.Kernels) Note(FD->getLocation());
  for (const FunctionDecl *FD : Index.DeviceFunctions) Note(FD->getLocation());
  for (const VarDecl *VD : Index.DeviceVariables) Note(VD->getLocation());
  for (const VarDecl *VD : Index.HostGlobalsInDeviceCode) Note(VD->getLocation());
  for (const LaunchSite &L : Index.Launches) Note(L.Call->getBeginLoc());
  for (const CudaReference &R : Index.References) Note(R.Loc);
  for (const CudaReference &R : Index.TypeReferences) Note(R.Loc);
  for (const DeclRefExpr *E : Index.KernelValues) Note(E->getLocation());
  for (const CudaMacroUse &U : Index.MacroUses) Note(U.Range.getBegin());
  for (const CudaInclude &I : Index.Includes)
    if (I.Bundled) Note(I.Hash);
  for (const CudaCondition &C : Index.Conditions) Note(C.Keyword);
}

void CudaAstIndex::build(const SourceView &View) {
  keepRecordsOfView(View, *this);
  IndexBuilder B(View, *this);
  B.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  noteFilesWithCuda(View, *this);
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
