#include "analysis/CudaAstIndex.h"
#include "analysis/FunctionWalk.h"
#include "analysis/InstantiatedCalls.h"
#include "analysis/KernelFacts.h"
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

/// Records why a function is block-level, each reason once.
void addUse(FunctionFacts &F, const std::string &Why) {
  if (std::find(F.BlockLevelUses.begin(), F.BlockLevelUses.end(), Why) == F.BlockLevelUses.end())
    F.BlockLevelUses.push_back(Why);
}

} // namespace

/// The walk that fills the index's declarations, calls, references and facts
/// (a friend of CudaAstIndex: one of its builders).
class IndexBuilder : public FunctionWalk<IndexBuilder> {
public:
  IndexBuilder(const SourceView &View, CudaAstIndex &Index) : FunctionWalk(View), Index(Index) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasAttr<CUDAGlobalAttr>()) {
      Index.Kernels.push_back(FD);
    } else if (const auto *A = FD->getAttr<CUDADeviceAttr>(); A && !A->isImplicit()) {
      Index.DeviceFunctions.push_back(FD);
    }
    for (const auto *A : FD->specific_attrs<NoInlineAttr>())
      if (A->isKeywordAttribute()) Index.NoinlineKeywords.push_back(A->getLocation());
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (VD->getStorageClass() == SC_Register) Index.RegisterVariables.push_back(VD);
    if (!VD->hasGlobalStorage() || isa<ParmVarDecl>(VD)) return true;
    if (VD->hasAttr<CUDASharedAttr>()) {
      // (outside a kernel, `extern __shared__` alone does not make a function
      // block-level: it reads the launch's dynamic shared memory, DynamicShared.cpp)
      bool Dynamic = VD->hasExternalStorage() || VD->getType()->isIncompleteArrayType();
      if (Current && Dynamic && !Current->hasAttr<CUDAGlobalAttr>())
        Index.Facts[canonicalFunction(Current)].ExternShared.push_back(VD);
      else if (Current) addUse(Index.Facts[canonicalFunction(Current)], "__shared__ '" + VD->getNameAsString() + "'");
      else if (isFileSharedDefinition(VD))
        Index.FileSharedVariables.push_back(VD);
      return true;
    }
    if (!VD->isLocalVarDecl() && (VD->hasAttr<CUDADeviceAttr>() || VD->hasAttr<CUDAConstantAttr>() ||
                                  VD->hasAttr<HIPManagedAttr>() || isDeviceObject(VD)))
      Index.DeviceVariables.push_back(VD);
    return true;
  }

  /// A file-scope object that CUDA keeps on the device without a __device__
  /// keyword: a legacy texture reference (texture<T, dim, mode>).
  bool isDeviceObject(const VarDecl *VD) const {
    const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(VD->getType()->getAsCXXRecordDecl());
    return S && View.isBundled(S->getSpecializedTemplate()) && isDeviceObjectTemplate(S->getName());
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    Index.Launches.push_back({E, Current});
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *Callee = E->getDirectCallee(); Callee && View.isBundled(Callee))
      Index.CudaCalls.push_back(E);
    else if (Callee && View.isWrittenInView(Callee->getLocation()))
      Index.ProjectCalls.push_back({E, Current});
    return true;
  }

  /// Inside a kernel or a __device__ function the program wrote (not an
  /// implicitly host-device one).
  bool inDeviceCode() const {
    return Current && (Current->hasAttr<CUDAGlobalAttr>() || (Current->hasAttr<CUDADeviceAttr>() &&
                                                              !Current->getAttr<CUDADeviceAttr>()->isImplicit()));
  }

  /// A __shared__ variable defined at file or namespace scope (not `extern __shared__ T s[];`).
  static bool isFileSharedDefinition(const VarDecl *V) {
    return V->hasAttr<CUDASharedAttr>() && V->isFileVarDecl() && !V->hasExternalStorage();
  }

  /// Inline assembly in device code: PTX, which only NVIDIA GPUs run.
  bool VisitGCCAsmStmt(GCCAsmStmt *S) {
    if (inDeviceCode()) Index.DeviceAsm.push_back(S);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *FD = dyn_cast<FunctionDecl>(E->getDecl()); FD && FD->hasAttr<CUDAGlobalAttr>() &&
                                                               View.spellingOffset(E->getLocation()))
      Index.KernelValues.push_back(E);
    noteReference(E->getLocation(), E->getDecl(), E);
    noteHostGlobal(E);
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()); V && isFileSharedDefinition(V))
      Index.FileSharedReferences.push_back(E);
    return true;
  }

  /// A file-scope constant used in device code must be declare target too.
  void noteHostGlobal(const DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V || !Current || !V->hasGlobalStorage() || V->isLocalVarDecl() || isa<ParmVarDecl>(V)) return;
    if (!inDeviceCode()) return;
    if (V->hasAttr<CUDADeviceAttr>() || V->hasAttr<CUDAConstantAttr>() || V->hasAttr<CUDASharedAttr>() ||
        V->hasAttr<HIPManagedAttr>() || V->isStaticDataMember() || !V->getType().isConstQualified())
      return;
    if (!View.isWrittenInView(V->getLocation())) return;
    Index.HostGlobalsInDeviceCode.insert(V->getCanonicalDecl());
  }

  /// Members of the cooperative groups (tile.shfl_down(v, 1), g.sync()) make
  /// the function block-level too (their objects may be parameters).
  bool VisitMemberExpr(MemberExpr *E) {
    const ValueDecl *D = E->getMemberDecl();
    if (!Current || !D || !isa<CXXMethodDecl>(D) || !View.isBundled(D)) return true;
    std::string Q = cast<CXXMethodDecl>(D)->getParent()->getQualifiedNameAsString();
    if (Q.rfind("cooperative_groups::", 0) == 0)
      addUse(Index.Facts[canonicalFunction(Current)], Q + "::" + D->getNameAsString());
    return true;
  }

  /// A CUB collective reached only through a typedef of the file
  /// (`typedef cub::BlockReduce<int, 128> R;` ... `R().Sum(v)`): its
  /// construction, or a call of its member.
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (const CXXConstructorDecl *C = E->getConstructor(); C && View.isBundled(C))
      noteLibraryCollective(C->getParent(), E->getBeginLoc());
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *E) {
    if (const CXXMethodDecl *M = E->getMethodDecl(); M && View.isBundled(M))
      noteLibraryCollective(M->getParent(), E->getExprLoc());
    return true;
  }
  bool VisitCXXUnresolvedConstructExpr(CXXUnresolvedConstructExpr *E) {
    const auto *TST = E->getTypeAsWritten()->getAs<TemplateSpecializationType>();
    if (const TemplateDecl *TD = TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr; TD && View.isBundled(TD))
      noteLibraryCollective(TD, E->getBeginLoc());
    return true;
  }

  /// The same on an object of a dependent group type in a template
  /// (cg::thread_block_tile<N> g; g.shfl_down(v, 1)).
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    if (!Current || E->isImplicitAccess()) return true;
    QualType T = E->getBaseType();
    if (E->isArrow() && T->isPointerType()) T = T->getPointeeType();
    const auto *TST = T.getNonReferenceType()->getAs<TemplateSpecializationType>();
    const TemplateDecl *TD = TST ? TST->getTemplateName().getAsTemplateDecl() : nullptr;
    if (!TD || !View.isBundled(TD)) return true;
    std::string Q = TD->getQualifiedNameAsString();
    if (Q.rfind("cooperative_groups::", 0) == 0)
      addUse(Index.Facts[canonicalFunction(Current)], Q + "::" + E->getMember().getAsString());
    return true;
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

  /// `using cooperative_groups::this_thread_block;` names a CUDA function
  /// whose uses are translated one by one (ApiReferenceRule).
  bool VisitUsingDecl(UsingDecl *U) {
    for (const UsingShadowDecl *S : U->shadows())
      if (const NamedDecl *T = S->getTargetDecl(); T && View.isBundled(T)) {
        if (View.isWrittenInView(U->getLocation())) Index.Usings.push_back({U, T, Current});
        return true;
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
      noteLibraryCollective(D, Loc);
    }
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
    if (isBlockLevelFunction(Name)) addUse(F, Name.str());
    if (D->getQualifiedNameAsString().rfind("cooperative_groups::", 0) == 0)
      addUse(F, D->getQualifiedNameAsString());
    noteLibraryCollective(D, Loc);
  }

  /// A CUB block/warp collective makes its function block-level code (CubCollectives.def).
  void noteLibraryCollective(const NamedDecl *D, SourceLocation Loc) {
    if (!Current) return;
    std::string Q = D->getQualifiedNameAsString();
    if (!isLibraryCollective(Q)) return;
    FunctionFacts &F = Index.Facts[canonicalFunction(Current)];
    std::string Top = cubTopName(Q);
    for (const auto &[Name, L] : F.LibraryCollectives)
      if (Name == Top) return;
    F.LibraryCollectives.push_back({Top, Loc});
    addUse(F, Top);
  }

  CudaAstIndex &Index;
};

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
    if (!MI) return;
    if (Name.getIdentifierInfo()->getName() == "assert" && !Name.getLocation().isMacroID() &&
        SM.isInSystemHeader(MI->getDefinitionLoc()) && isProgramFile(Name.getLocation()))
      Index.AssertUses.push_back(Name.getLocation()); // <cassert>'s: DeviceCode.h
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(MI->getDefinitionLoc()));
    bool Bundled = F && isBundledHeaderPath(F->getName(), BundledDir);
    if (!Bundled && F && !SM.isInSystemHeader(MI->getDefinitionLoc()) && !Name.getLocation().isMacroID() &&
        isProgramFile(Name.getLocation()))
      Index.ProgramMacros[Range.getBegin()] = MI;
    if (!Bundled) return;
    if (Name.getLocation().isMacroID()) {
      // A function qualifier spelled in the body of the program's own macro
      // (#define HD __host__ __device__): edited there, once for all expansions.
      llvm::StringRef N = Name.getIdentifierInfo()->getName();
      SourceLocation S = SM.getSpellingLoc(Name.getLocation());
      if (isMacroBodyQualifier(N) && S.isFileID() && isProgramFile(S))
        Index.MacroUses.push_back({N.str(), SourceRange(S, S)});
      return;
    }
    if (!isProgramFile(Name.getLocation())) return;
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

std::unique_ptr<PPCallbacks> makeIndexPPCallbacks(Preprocessor &PP, CudaAstIndex &Index,
                                                  const std::string &BundledDir) {
  return std::make_unique<CudaPPCallbacks>(PP, Index, BundledDir);
}

/// Keeps what was recorded in the files of \p View; notes the files outside it
/// that expand CUDA keywords.
void CudaAstIndex::keepRecordsOfView(const SourceView &View, CudaAstIndex &Index) {
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
void CudaAstIndex::noteFilesWithCuda(const SourceView &View, CudaAstIndex &Index) {
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

/// A function that calls a block-level function is block-level too. (A
/// __device__ function that only reads the index built-ins is not: it takes
/// them as parameters, from a phase or a direct form as from a flat kernel,
/// so that its form does not depend on its callers: KernelRule.cpp.)
void CudaAstIndex::propagateBlockLevel(CudaAstIndex &Index) {
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (auto &[Caller, Callees] : Index.Calls)
      for (const FunctionDecl *Callee : Callees) {
        if (!Index.Facts.count(Callee)) continue;
        FunctionFacts &CF = Index.Facts[Caller]; // (inserting first: find's iterator stays valid)
        auto It = Index.Facts.find(Callee);
        if (It->second.BlockLevelUses.empty()) continue;
        std::string Why = "through '" + Callee->getNameAsString() + "'";
        if (std::find(CF.BlockLevelUses.begin(), CF.BlockLevelUses.end(), Why) == CF.BlockLevelUses.end()) {
          CF.BlockLevelUses.push_back(Why);
          Changed = true;
        }
      }
  }
}

void CudaAstIndex::build(const SourceView &View) {
  keepRecordsOfView(View, *this);
  IndexBuilder B(View, *this);
  B.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  InstantiatedCalls = findInstantiatedCalls(View);
  // the call graph (index functions and block-level code propagate over it) gets their edges too
  for (const auto &[Call, Instantiation] : InstantiatedCalls)
    Calls[canonicalFunction(Instantiation)].insert(canonicalFunction(Call->getDirectCallee()));
  noteFilesWithCuda(View, *this);
  propagateBlockLevel(*this);
  // A kernel reaching dynamic shared memory through a function needs a team
  // (block-level); the functions declaring it are accessors unless block-level
  // (dynamicSharedAccessors, once the facts are final).
  findDynamicSharedReach(View, *this);
  propagateBlockLevel(*this);
  findIndexFunctions();
  findIndexPointers(View, *this);
}

void CudaAstIndex::findIndexFunctions() {
  auto Plain = [&](const FunctionDecl *FD) {
    return FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAGlobalAttr>() && factsOf(FD).BlockLevelUses.empty();
  };
  for (const FunctionDecl *FD : DeviceFunctions)
    if (Plain(FD) && factsOf(FD).UsesIndexBuiltins) IndexFunctions.insert(canonicalFunction(FD));
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Caller, Callees] : Calls) {
      if (IndexFunctions.count(Caller) || !Plain(Caller)) continue;
      for (const FunctionDecl *Callee : Callees)
        if (IndexFunctions.count(Callee)) {
          IndexFunctions.insert(Caller);
          Changed = true;
          break;
        }
    }
  }
}

const char *CudaAstIndex::groupName(Group G) {
  switch (G) {
  case Group::Preprocessor: return "Preprocessor";
  case Group::Declarations: return "Declarations";
  case Group::Uses: return "Uses";
  case Group::Calls: return "Calls";
  case Group::FunctionFacts: return "FunctionFacts";
  }
  return "?";
}

bool CudaAstIndex::isIndexFunction(const FunctionDecl *FD) const {
  noteRead(Group::FunctionFacts);
  return FD && IndexFunctions.count(canonicalFunction(FD));
}

std::vector<const FunctionDecl *> CudaAstIndex::kernelsReaching(const FunctionDecl *FD) const {
  noteRead(Group::Calls);
  noteRead(Group::Declarations);
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
  noteRead(Group::FunctionFacts);
  static const FunctionFacts Empty;
  auto It = Facts.find(canonicalFunction(FD));
  return It == Facts.end() ? Empty : It->second;
}

} // namespace c2o
