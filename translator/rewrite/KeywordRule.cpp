//===- KeywordRule.cpp - CUDA keywords and declare target -----------------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <set>

namespace c2o {

using namespace clang;

void diagnoseUntranslated(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                          const FunctionDecl *FD, SourceLocation Loc) {
  std::string Why = "its definition is not in this file";
  if (const BlockKernelPlan *P = Plans.planOf(FD)) Why = P->DirectBlocker.empty() ? P->Blocker : P->DirectBlocker;
  else if (FD->hasAttr<CUDAGlobalAttr>()) Why = "the kernel's definition is not in this file";

  std::vector<std::string> Args = {FD->getNameAsString(), llvm::join(Index.factsOf(FD).BlockLevelUses, ", "), Why};
  TC.diag(DiagID::BlockSharingUntranslated, Loc, Args);
  // the use that keeps it as CUDA (a CUB collective not translated), at its line too
  if (const BlockKernelPlan *P = Plans.planOf(FD);
      P && P->DirectBlockerAtUse && Loc == FD->getLocation() && P->DirectBlockerLoc.isValid())
    TC.diag(DiagID::BlockSharingUntranslated, P->DirectBlockerLoc, Args);
}

/// Offsets of the declarations the flat path leaves as they are.
static std::vector<std::pair<unsigned, unsigned>> untranslatedRanges(TranslationContext &TC, const CudaAstIndex &Index,
                                                                     const BlockPlans &Plans) {
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  auto Add = [&](const FunctionDecl *FD) {
    if (!isLeftUntranslated(Index, Plans, FD)) return;
    if (auto R = declOffsets(TC, FD)) Ranges.push_back(*R);
  };
  for (const FunctionDecl *FD : Index.kernels()) Add(FD);
  for (const FunctionDecl *FD : Index.deviceFunctions()) Add(FD);
  return Ranges;
}

/// Wraps [Begin, End) in #pragma omp declare target / end declare target.
static void wrapInDeclareTarget(TranslationContext &TC, unsigned Begin, unsigned EndPastDecl) {
  TC.Edits.insert(TC.lineStart(Begin), "#pragma omp declare target\n", 1);
  // Code after the declaration on its line (`int f() {...} };`) goes on the next.
  TC.Edits.insert(EndPastDecl,
                  TC.restOfLineEmpty(EndPastDecl) ? "\n#pragma omp end declare target" : "\n#pragma omp end declare target\n",
                  1);
}

/// Removes the first \p Word written between \p Begin and \p VD's name (a
/// storage-class specifier), with the blanks after it.
static bool removeSpecifier(TranslationContext &TC, unsigned Begin, const VarDecl *VD, llvm::StringRef Word) {
  const std::string &T = TC.Edits.original();
  auto Name = TC.fileOffset(VD->getLocation());
  size_t At = T.find(Word.str(), Begin);
  if (!Name || At == std::string::npos || At >= *Name) return false;
  unsigned End = At + Word.size();
  while (End < *Name && (T[End] == ' ' || T[End] == '\t')) ++End;
  return TC.Edits.replace(At, End - At, "");
}

/// Whether device-only function \p FD, defined in a header, must become
/// inline: nvcc compiles each input's device code on its own (no -rdc), so
/// two inputs may include a header that defines `__device__ float f()`; in
/// the translation f is a host function too, which two objects would define.
bool needsInline(TranslationContext &TC, const FunctionDecl *FD) {
  if (!FD->doesThisDeclarationHaveABody() || FD->isInlined() || FD->getStorageClass() == SC_Static ||
      FD->hasAttr<CUDAHostAttr>() || FD->getDescribedFunctionTemplate() || FD->isTemplated() ||
      isa<CXXMethodDecl>(FD) || !FD->isExternallyVisible())
    return false;
  return !TC.SM.isInMainFile(TC.SM.getExpansionLoc(FD->getLocation()));
}

void runKeywordRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans) {
  auto Untranslated = untranslatedRanges(TC, Index, Plans);
  auto IsUntranslated = [&](unsigned Off) {
    for (auto &[B, E] : Untranslated)
      if (B <= Off && Off < E) return true;
    return false;
  };
  const std::string &T = TC.Edits.original();
  for (const CudaMacroUse &U : Index.macroUses()) {
    const CudaKeyword *K = lookupKeyword(U.Name);
    if (!K) continue;
    auto B = TC.fileOffset(U.Range.getBegin());
    auto E = TC.tokenEndOffset(U.Range.getEnd());
    if (!B || !E || IsUntranslated(*B)) continue;
    unsigned End = *E;
    if (K->Replacement.empty() && End < T.size() && T[End] == ' ') ++End; // no double blank
    TC.Edits.replace(*B, End - *B, K->Replacement);
    ++TC.Stats.Converted;
  }

  // __noinline__, which clang reads as a keyword: where it is written (in a macro's body: once there).
  std::set<unsigned> Noinline;
  for (SourceLocation L : Index.noinlineKeywords()) {
    auto At = TC.fileOffset(TC.SM.getSpellingLoc(L));
    if (!At || IsUntranslated(*At) || T.compare(*At, 12, "__noinline__") != 0 || !Noinline.insert(*At).second) continue;
    if (TC.Edits.replace(*At, 12, "__attribute__((noinline))")) ++TC.Stats.Converted;
  }

  // `register` has meant nothing since C++11 and is an error in C++17 for clang (nvcc accepts it).
  for (const VarDecl *VD : Index.registerVariables())
    if (auto B = TC.fileOffset(VD->getBeginLoc()); B && removeSpecifier(TC, *B, VD, "register")) ++TC.Stats.Converted;

  // __device__ functions become declare-target functions.
  for (const FunctionDecl *FD : Index.deviceFunctions()) {
    if (isLeftUntranslated(Index, Plans, FD) || FD->isTemplateInstantiation()) continue;
    // a declaration inside a function body (extern void f();) takes no directive there
    if (FD->getLexicalDeclContext()->isFunctionOrMethod()) continue;
    auto R = declOffsets(TC, FD);
    if (!R) continue;
    unsigned End = FD->doesThisDeclarationHaveABody() ? R->second : offsetPastSemicolon(TC, R->second);
    // written by a macro (a class it defines): after the ';' ending the macro's use, if one does
    if (const std::string &Src = TC.Edits.original(); FD->getEndLoc().isMacroID())
      if (unsigned I = skipBlanksAndComments(Src, End); I < Src.size() && Src[I] == ';') End = I + 1;
    wrapInDeclareTarget(TC, R->first, End);
    if (needsInline(TC, FD)) TC.Edits.insert(R->first, "inline ", 2);
  }
  // File-scope constants that device code uses are needed on the device too.
  for (const VarDecl *VD : Index.hostGlobalsInDeviceCode()) {
    auto R = declOffsets(TC, VD);
    if (!R) continue;
    if (const auto *DS = VD->getDefinition()) (void)DS;
    wrapInDeclareTarget(TC, R->first, offsetPastSemicolon(TC, R->second));
  }
  // Variables the host reaches through the symbol API (cudaMemcpyToSymbol ...):
  // a `static` one must lose its internal linkage, since LLVM's offload runtime
  // registers only external declare-target variables (a static one is never
  // present: measured with clang 19 and 22, bench/h100/probe_static_symbol).
  llvm::DenseSet<const VarDecl *> SymbolTargets;
  for (const CallExpr *C : Index.cudaCalls()) {
    if (!C->getDirectCallee()->getName().contains("Symbol")) continue;
    for (const Expr *A : C->arguments()) { // the symbol: first of ToSymbol, second of FromSymbol
      A = A->IgnoreParenImpCasts();
      if (const auto *U = dyn_cast<UnaryOperator>(A); U && U->getOpcode() == UO_AddrOf)
        A = U->getSubExpr()->IgnoreParenImpCasts();
      if (const auto *D = dyn_cast<DeclRefExpr>(A))
        if (const auto *V = dyn_cast<VarDecl>(D->getDecl()); V && V->hasGlobalStorage())
          SymbolTargets.insert(V->getCanonicalDecl());
    }
  }
  // A __shared__ variable defined at file scope is one per block: it
  // becomes a device function returning a static of team memory under clang
  // on a GPU (C2O_TEAM_STATICS; omp_pteam_mem_alloc: shared memory on NVIDIA,
  // LDS on AMD), elsewhere (GCC's and the host's phase form) the team's entry of a
  // static table indexed by the team number (c2o_team_slot: C2O1042); its
  // uses call the function. (A declare-target variable in team memory
  // would do on the GPU, but the offload runtime then looks for it in the
  // device image and prints an error for each.)
  std::map<unsigned, std::pair<unsigned, std::string>> SharedGroups; // end -> begin, accessors
  for (const VarDecl *VD : Index.fileSharedVariables()) {
    auto R = declOffsets(TC, VD);
    if (!R) continue;
    std::string Name = VD->getNameAsString();
    std::string T = "c2o_type<" + VD->getType().getUnqualifiedType().getAsString(TC.Ctx.getPrintingPolicy()) + ">";
    std::string V = std::string(VD->getType().isVolatileQualified() ? "volatile " : "") + T;
    auto &G = SharedGroups[offsetPastSemicolon(TC, R->second)];
    G.first = G.second.empty() ? R->first : std::min(G.first, R->first);
    G.second += "static inline " + V + " &c2o_shared_" + Name + "() {\n#if C2O_TEAM_STATICS\n" +
                "  [[clang::loader_uninitialized]] C2O_TEAM_ALIGN static " + V + " c2o_v;\n" +
                "#pragma omp allocate(c2o_v) allocator(omp_pteam_mem_alloc)\n  return c2o_v;\n#else\n  static " + V +
                " c2o_v[C2O_DYNAMIC_SHARED_TEAMS];\n  return c2o_v[c2o_team_slot()];\n#endif\n}\n";
    TC.diag(DiagID::FileScopeShared, VD->getLocation(), {Name});
  }
  for (const auto &[End, G] : SharedGroups)
    TC.Edits.replace(G.first, End - G.first, "#pragma omp declare target\n" + G.second + "#pragma omp end declare target", 1);
  for (const DeclRefExpr *E : Index.fileSharedReferences())
    TC.replaceToken(E->getLocation(), "c2o_shared_" + E->getDecl()->getNameAsString() + "()");
  // __device__ / __constant__ / __managed__ variables become declare-target variables.
  for (const VarDecl *VD : Index.deviceVariables()) {
    auto R = declOffsets(TC, VD);
    if (!R) continue;
    if (VD->getStorageClass() == SC_Static && VD->isFileVarDecl() && SymbolTargets.count(VD->getCanonicalDecl()) &&
        removeSpecifier(TC, R->first, VD, "static"))
      TC.diag(DiagID::StaticRemovedFromDeviceVariable, VD->getLocation(), {VD->getNameAsString()});
    wrapInDeclareTarget(TC, R->first, offsetPastSemicolon(TC, R->second));
    if (VD->getDescribedVarTemplate()) TC.diag(DiagID::DeviceVariableTemplate, VD->getLocation(), {VD->getNameAsString()});
    for (const auto *A : VD->specific_attrs<AnnotateAttr>())
      if (A->getAnnotation() == "cuda_managed") TC.diag(DiagID::ManagedVariable, VD->getLocation(), {VD->getNameAsString()});
  }
}

} // namespace c2o
