//===- KernelRule.cpp - __global__ kernels become body + launcher ---------===//
//
//   __global__ void k(float *a, int n) { ... threadIdx.x ... }
// becomes
//   #pragma omp declare target
//   void k_c2o_body(const uint3 c2o_threadIdx, ..., float *a, int n) { ... c2o_threadIdx.x ... }
//   #pragma omp end declare target
//   void k(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *a, int n) {
//     ... #pragma omp target teams distribute parallel for ...
//     for (each thread of the launch) k_c2o_body(its indices, a, n);
//   }
// The body keeps the user's text (comments, early returns) unchanged; the
// launcher has the kernel's name, so launches only need their <<<>>> rewritten.
// Every launcher takes the same leading parameters (LauncherParameters,
// Rules.h), whatever the kernel's body: a prototype alone declares it.
// Atomics on a grid-uniform address (AtomicReductionRule) add accumulators:
// reduction clauses on the loops, one atomic each after them, no bare launch.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <cctype>

namespace c2o {

using namespace clang;

static const char *BodySuffix = "_c2o_body";
static const char *IndexParameters = "const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, "
                                     "const dim3 c2o_blockDim, const dim3 c2o_gridDim";

bool diagnoseHeadInMacro(TranslationContext &TC, const FunctionDecl *FD) {
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  SourceLocation At = FD->getLocation();
  if (!At.isMacroID()) At = FTL && FTL.getLParenLoc().isMacroID() ? FTL.getLParenLoc() : SourceLocation();
  if (At.isInvalid()) return false;
  SourceLocation Use = TC.SM.getExpansionLoc(At);
  std::string Macro =
      Lexer::getSourceText(CharSourceRange::getTokenRange(Use, Use), TC.SM, TC.Ctx.getLangOpts()).str();
  TC.diag(DiagID::KernelHeadInMacro, At,
          {FD->getNameAsString(), Macro,
           "this use of it could not be written out as text (a macro of a system header, __VA_OPT__, a "
           "stringified __VA_ARGS__, unbalanced parentheses)"});
  return true;
}

/// Offset just past the '(' of \p FD's parameter list.
static std::optional<unsigned> afterLParen(TranslationContext &TC, const FunctionDecl *FD) {
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  if (!FTL) return std::nullopt;
  auto Off = TC.fileOffset(FTL.getLParenLoc());
  if (!Off) return std::nullopt;
  return *Off + 1;
}

/// Adds \p Params in front of \p FD's parameters ("(void)" becomes "(Params)").
static bool prependParameters(TranslationContext &TC, const FunctionDecl *FD, llvm::StringRef Params) {
  auto At = afterLParen(TC, FD);
  if (!At) return false;
  if (FD->getNumParams() > 0) {
    TC.Edits.insert(*At, (Params + ", ").str(), 2, /*Generated=*/true);
    return true;
  }
  const std::string &T = TC.Edits.original();
  unsigned I = skipBlanksAndComments(T, *At);
  if (T.compare(I, 4, "void") == 0 && skipBlanksAndComments(T, I + 4) < T.size() &&
      T[skipBlanksAndComments(T, I + 4)] == ')') {
    TC.Edits.replace(I, 4, Params, /*Generated=*/true);
    return true;
  }
  TC.Edits.insert(*At, Params.str(), 2, /*Generated=*/true);
  return true;
}

/// "<T, N, Ts...>" naming \p FD's template parameters, or "".
static std::string templateArguments(const FunctionDecl *FD) {
  const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate();
  if (!FTD) return "";
  std::string S = "<";
  bool First = true;
  for (const NamedDecl *P : *FTD->getTemplateParameters()) {
    if (!First) S += ", ";
    First = false;
    S += P->getNameAsString();
    if (P->isTemplateParameterPack()) S += "...";
  }
  return S + ">";
}

/// Is parameter \p Index of \p FD a pointer in some instantiation (though dependent here)?
static bool dependentButPointerSomewhere(const FunctionDecl *FD, unsigned Index) {
  const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate();
  if (!FTD) return false;
  for (const FunctionDecl *Spec : FTD->specializations())
    if (Index < Spec->getNumParams() && Spec->getParamDecl(Index)->getType()->isPointerType())
      return true;
  return false;
}

static void translateDefinition(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device,
                                const FunctionDecl *K, const LauncherReductions &Red) {
  if (diagnoseHeadInMacro(TC, K)) return;
  auto R = declOffsets(TC, K);
  auto NameOff = TC.fileOffset(K->getLocation());
  if (!R || !NameOff) return;
  std::string Name = K->getNameAsString();

  // The launcher's head: template header, storage class, return type.
  std::string Head = TC.Edits.rewrittenText(R->first, *NameOff - R->first);
  std::vector<std::string> ParamTexts, ParamNames, DevicePointers, ByValueRecords;
  bool Queueable = true; // can the launch be queued (C2O_LAUNCH_ASYNC)?
  for (unsigned I = 0; I < K->getNumParams(); ++I) {
    const ParmVarDecl *P = K->getParamDecl(I);
    auto PT = TC.writtenText(P->getSourceRange());
    if (!PT) {
      TC.diag(DiagID::CudaOnlyConstruct, P->getLocation(), {"kernel parameter written through a macro"});
      return;
    }
    std::string PName = P->getNameAsString();
    if (PName.empty()) {
      PName = "c2o_arg" + std::to_string(I);
      *PT += " " + PName;
    }
    ParamTexts.push_back(*PT);
    ParamNames.push_back(PName);
    QualType T = P->getType();
    if (T->isPointerType()) DevicePointers.push_back(PName);
    else if (T->isRecordType()) ByValueRecords.push_back(PName);
    else if (T->isDependentType() && dependentButPointerSomewhere(K, I))
      TC.diag(DiagID::DependentKernelParameter, P->getLocation(), {PName, Name});
    // C2O_LAUNCH_ASYNC marks launches of pointers and scalars only (an empty
    // macro today: c2o_queue.h decides at run time what it queues).
    if (T->isDependentType() || !T->isScalarType()) Queueable = false;
  }

  // The body: renamed, with the launch indices as parameters, in declare target.
  TC.replaceToken(K->getLocation(), Name + BodySuffix);
  prependParameters(TC, K, IndexParameters);
  TC.Edits.insert(TC.lineStart(R->first), "#pragma omp declare target\n", 1);

  // The launcher: on a GPU with clang, a bare launch (each thread of the
  // region one CUDA thread, as CUDA launches it); elsewhere two portable
  // target regions, one per launch shape, each looping over the launch's
  // threads. Only scalars enter the regions (a dim3 would be mapped: two
  // copies per launch). A 1-D launch of fewer than 2^32 threads counts them in
  // 32 bits, and its thread's blockIdx.x * blockDim.x + threadIdx.x folds back
  // into the loop counter.
  // Atomics on a grid-uniform address that became reductions
  // (AtomicReductionRule): accumulators in each loop, applied after them; a
  // bare launch cannot reduce, so there is none.
  // Bare launches are queued at run time where the build allows it
  // (c2o_queue.h checks each region's kernel and arguments).
  std::string Pointers;
  if (!DevicePointers.empty()) Pointers = " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
  // A struct passed by value is the kernel's own copy, as in CUDA: firstprivate
  // (copied in, never back; OpenMP would map a struct tofrom by default), so
  // a queued launch copies it on the queue (c2o_queue.h).
  if (!ByValueRecords.empty()) Pointers += " firstprivate(" + llvm::join(ByValueRecords, ", ") + ")";
  Pointers += Red.Clauses;
  // The others wait for the queue's launches first (C2O_LAUNCH_IN_ORDER).
  Pointers += Red.empty() && Queueable ? " C2O_LAUNCH_ASYNC" : " C2O_LAUNCH_IN_ORDER";
  std::string Call = Name + BodySuffix + templateArguments(K);
  std::string Args;
  for (const std::string &N : ParamNames) Args += ", " + N;
  Args += Red.Arguments;
  std::string L;
  llvm::raw_string_ostream OS(L);
  OS << "\n#pragma omp end declare target\n" << Head << Name << "(" << LauncherParameters;
  for (const std::string &P : ParamTexts) OS << ", " << P;
  OS << ") {\n"
     << "  const unsigned c2o_bx = c2o_block.x, c2o_by = c2o_block.y, c2o_bz = c2o_block.z;\n"
     << "  const unsigned c2o_gx = c2o_grid.x, c2o_gy = c2o_grid.y, c2o_gz = c2o_grid.z;\n"
     << Red.Declarations
     << "  (void)c2o_shmem;\n";
  // A launch with reductions is a loop region, never a bare one: it cannot be
  // queued (c2o_queue.h queues bare launches only).
  if (!Red.empty())
    TC.diag(DiagID::LaunchStaysSynchronous, K->getLocation(),
            {Name, "its atomics on one address became OpenMP reductions (C2O1126), which a bare launch cannot make"});
  // No bare launch where the kernel calls through a virtual function or a
  // function pointer (C2O1132, given by DeviceRuntimeRule).
  if (Red.empty() && !Device.IndirectCalls.count(canonicalFunction(K)))
    OS << "#if C2O_HAS_BARE\n"
       << "  if (c2o_bare_launch(c2o_grid, c2o_block)) {\n"
       << "#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz)"
       << Pointers << "\n"
       << "    " << Call << "(c2o_bare_thread_index(c2o_bx, c2o_by), c2o_bare_block_index(c2o_gx, c2o_gy), "
       << "::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz)" << Args << ");\n"
       << "    return;\n"
       << "  }\n"
       << "#endif\n";
  OS << "  if (c2o_launch_is_1d(c2o_grid, c2o_block)) {\n"
     << "    const unsigned c2o_n = c2o_gx * c2o_bx;\n"
     << "#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_gx, c2o_bx)" << Pointers << "\n"
     << "    for (unsigned c2o_tid = 0; c2o_tid < c2o_n; ++c2o_tid)\n"
     << "      " << Call << "(::uint3{c2o_tid % c2o_bx, 0, 0}, ::uint3{c2o_tid / c2o_bx, 0, 0}, ::dim3(c2o_bx), "
     << "::dim3(c2o_gx)" << Args << ");\n"
     << "  } else {\n"
     << "    const unsigned long long c2o_bs = (unsigned long long)c2o_bx * c2o_by * c2o_bz;\n"
     << "    const unsigned long long c2o_blocks = (unsigned long long)c2o_gx * c2o_gy * c2o_gz;\n"
     << "    const unsigned long long c2o_n = c2o_blocks * c2o_bs;\n"
     << "#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_blocks, c2o_bs)" << Pointers << "\n"
     << "    for (unsigned long long c2o_tid = 0; c2o_tid < c2o_n; ++c2o_tid)\n"
     << "      " << Call << "(c2o_index3(c2o_tid % c2o_bs, c2o_bx, c2o_by), "
     << "c2o_index3(c2o_tid / c2o_bs, c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz)"
     << Args << ");\n"
     << "  }\n"
     << Red.Apply << "}";
  TC.Edits.insert(R->second, OS.str(), 1, /*Generated=*/true);
  ++TC.Stats.Kernels;
  ++TC.Stats.Converted;
}

static bool identifierChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// The offsets of \p Name in the explicit instantiations written in \p T
/// (`template __global__ void k<float>(float *);`, `extern template ...`):
/// statements that begin with `template` not followed by `<`. A
/// specialization's point of instantiation is not the place: when a launch
/// instantiated it first, that launch is.
static std::vector<unsigned> explicitInstantiationNames(const std::string &T, llvm::StringRef Name) {
  std::vector<unsigned> Out;
  for (size_t At = T.find("template"); At != std::string::npos; At = T.find("template", At + 8)) {
    if ((At > 0 && (identifierChar(T[At - 1]) || T[At - 1] == ':' || T[At - 1] == '.' || T[At - 1] == '>')) ||
        (At + 8 < T.size() && identifierChar(T[At + 8])))
      continue;
    size_t LineStart = T.rfind('\n', At);
    LineStart = LineStart == std::string::npos ? 0 : LineStart + 1;
    if (T.substr(LineStart, At - LineStart).find("//") != std::string::npos)
      continue; // in a comment
    size_t I = skipBlanksAndComments(T, At + 8), End = T.find(';', I);
    if (I >= T.size() || T[I] == '<' || End == std::string::npos) continue;
    for (size_t N = T.find(Name.str(), I); N < End; N = T.find(Name.str(), N + 1)) {
      size_t After = skipBlanksAndComments(T, N + Name.size());
      if ((N > 0 && identifierChar(T[N - 1])) || (After < T.size() && T[After] != '<' && T[After] != '(')) continue;
      if (T.substr(I, N - I).find('{') != std::string::npos) break; // a definition
      Out.push_back(N);
      break;
    }
  }
  return Out;
}

/// Explicit instantiations `template __global__ void k<float>(float*);` name the launcher.
static void translateExplicitInstantiations(TranslationContext &TC, const FunctionDecl *K) {
  const std::string LaunchParameters = LauncherParameters;
  const FunctionTemplateDecl *FTD = K->getDescribedFunctionTemplate();
  if (!FTD) return;
  bool Explicit = false;
  for (const FunctionDecl *Spec : FTD->specializations()) {
    TemplateSpecializationKind TSK = Spec->getTemplateSpecializationKind();
    Explicit |= TSK == TSK_ExplicitInstantiationDefinition || TSK == TSK_ExplicitInstantiationDeclaration;
  }
  if (!Explicit) return;
  const LangOptions &LO = TC.Ctx.getLangOpts();
  const std::string &T = TC.Edits.original();
  for (unsigned NameOff : explicitInstantiationNames(T, K->getName())) {
    SourceLocation Loc = TC.locationOf(NameOff);
    // From the name, skip its template arguments, to the '(' of the parameters.
    int Angle = 0;
    for (int Steps = 0; Loc.isValid() && Steps < 200; ++Steps) {
      std::optional<Token> Tok = Lexer::findNextToken(Loc, TC.SM, LO);
      if (!Tok) break;
      Loc = Tok->getLocation();
      if (Tok->is(tok::less)) ++Angle;
      else if (Tok->is(tok::greater)) --Angle;
      else if (Tok->is(tok::greatergreater)) Angle -= 2;
      else if (Tok->is(tok::l_paren) && Angle <= 0) {
        auto Off = TC.fileOffset(Loc);
        if (!Off) break;
        unsigned At = *Off + 1;
        bool NoParams = T[skipBlanksAndComments(T, At)] == ')';
        TC.Edits.insert(At, NoParams ? LaunchParameters : LaunchParameters + ", ", 2);
        ++TC.Stats.Converted;
        break;
      } else if (Tok->is(tok::semi)) break;
    }
  }
}

/// The function types of the pointers that hold index functions take the
/// indices first: `float (*)(const float *, int)` -> `float (*)(const uint3,
/// const uint3, const dim3, const dim3, const float *, int)`.
static void retypeIndexPointers(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const WrittenFunctionType &W : Index.indexPointers().Written) {
    auto L = TC.fileOffset(W.LParen), R = TC.fileOffset(W.RParen);
    if (!L || !R || *R <= *L) continue;
    if (W.NumParams > 0) TC.Edits.insert(*L + 1, std::string(IndexParameterTypes) + ", ", 2, /*Generated=*/true);
    else TC.Edits.replace(*L + 1, *R - *L - 1, IndexParameterTypes, /*Generated=*/true); // () or (void)
    ++TC.Stats.Converted;
  }
}

/// \p E as the program wrote it.
static std::string writtenText(const TranslationContext &TC, const Expr *E) {
  auto R = exprOffsets(TC, E);
  return R ? TC.Edits.original().substr(R->first, R->second - R->first) : std::string("?");
}

/// Device functions that read the index built-ins take them as parameters, as
/// a kernel's body does; every call from device code passes its own on, also
/// through a function pointer (IndexPointers.h). A call from host code (a
/// __host__ __device__ caller) has no indices to pass: it gets C2O1003.
static void translateIndexFunctions(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans) {
  for (const FunctionDecl *FD : Index.deviceFunctions()) {
    if (!Index.isIndexFunction(FD) || FD->isTemplateInstantiation() || diagnoseHeadInMacro(TC, FD)) continue;
    if (prependParameters(TC, FD, IndexParameters)) ++TC.Stats.Converted;
  }
  retypeIndexPointers(TC, Index);
  const std::string &T = TC.Edits.original();
  const std::string Indices = "c2o_threadIdx, c2o_blockIdx, c2o_blockDim, c2o_gridDim"; // IndexParameters' names
  // Each call once: the calls of the templates' text, then those that only an
  // instantiation resolves (a dependent callee), at the template's place.
  std::set<unsigned> Done;
  auto PassIndices = [&](const CallExpr *Call, const FunctionDecl *Caller, bool ThroughPointer = false) {
    if (!ThroughPointer && !Index.isIndexFunction(Call->getDirectCallee())) return;
    auto CalleeEnd = TC.tokenEndOffset(Call->getCallee()->getEndLoc());
    if (CalleeEnd && !Done.insert(*CalleeEnd).second) return;
    bool DeviceCaller = Caller && (Caller->hasAttr<CUDAGlobalAttr>() || Index.isIndexFunction(Caller) ||
                                   isBlockFunction(Plans, Caller) || isBlockLevelKernel(Plans, Caller));
    if (!DeviceCaller || !CalleeEnd) {
      TC.diag(DiagID::DeviceFunctionNeedsIndices, Call->getBeginLoc(),
              {ThroughPointer ? writtenText(TC, Call->getCallee()) : Call->getDirectCallee()->getNameAsString(),
               Caller ? Caller->getNameAsString() : std::string("a global initialiser")});
      return;
    }
    unsigned At = skipBlanksAndComments(T, *CalleeEnd);
    if (At >= T.size() || T[At] != '(') return;
    bool Args = false;
    for (const Expr *A : Call->arguments()) Args |= !isa<CXXDefaultArgExpr>(A);
    TC.Edits.insert(At + 1, Args ? Indices + ", " : Indices, 2, /*Generated=*/true);
    ++TC.Stats.Converted;
  };
  for (const auto &[Call, Caller] : Index.projectCalls()) PassIndices(Call, Caller);
  for (const auto &[Call, Caller] : Index.instantiatedCalls()) PassIndices(Call, canonicalFunction(Caller));
  for (const auto &[Call, Caller] : Index.indexPointers().Calls) PassIndices(Call, Caller, /*ThroughPointer=*/true);
}

void runKernelRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device,
                   const BlockPlans &Plans, const std::vector<KernelReductions> &Reductions) {
  std::set<const FunctionDecl *> Reported;
  // First: the calls passing the indices are in the text the block-level
  // forms are cut from (a phase, a direct form) as in a flat kernel's body.
  translateIndexFunctions(TC, Index, Plans);
  for (const FunctionDecl *K : Index.kernels()) {
    if (K->isTemplateInstantiation()) continue;
    if (isLeftUntranslated(Index, Plans, K)) {
      if (Reported.insert(K->getCanonicalDecl()).second)
        diagnoseUntranslated(TC, Index, Plans, K, K->getLocation());
      continue;
    }
    if (K->doesThisDeclarationHaveABody()) {
      if (isBlockLevelKernel(Plans, K)) translateBlockKernel(TC, Index, Plans, K);
      else translateDefinition(TC, Index, Device, K, launcherReductions(TC, Reductions, K));
      translateExplicitInstantiations(TC, K);
    } else if (!diagnoseHeadInMacro(TC, K) && prependParameters(TC, K, LauncherParameters)) {
      ++TC.Stats.Converted; // a prototype now declares the launcher
    }
  }
  translateBlockFunctions(TC, Index, Plans);
  for (const FunctionDecl *FD : Index.deviceFunctions())
    if (isLeftUntranslated(Index, Plans, FD) && !FD->isTemplateInstantiation() &&
        Reported.insert(FD->getCanonicalDecl()).second)
      diagnoseUntranslated(TC, Index, Plans, FD, FD->getLocation());
}

} // namespace c2o

namespace c2o {

using namespace clang;

void noteMacroHeadsWrittenOut(TranslationContext &TC, const std::vector<MacroWriteOut> &WrittenOut) {
  auto Place = [&](const std::string &Path, unsigned Line, unsigned Column) -> SourceLocation {
    for (const SourceFile &F : TC.files())
      if (OptionalFileEntryRef E = TC.SM.getFileEntryRefForID(F.FID);
          E && TC.SM.getFileManager().getCanonicalName(*E) == Path)
        return TC.SM.translateLineCol(F.FID, Line, Column);
    return SourceLocation();
  };
  std::set<std::string> Defines;
  for (const MacroWriteOut &W : WrittenOut) {
    if (SourceLocation At = Place(W.Path, W.Line, W.Column); At.isValid())
      TC.diag(DiagID::MacroHeadWrittenOut, At,
              {W.Function, W.Macro,
               "this use of the macro is written out (one level of its expansion, the use kept as a comment "
               "after it) and translated"});
    if (!Defines.insert(W.DefinitionPath + ":" + std::to_string(W.DefinitionLine)).second) continue;
    if (SourceLocation At = Place(W.DefinitionPath, W.DefinitionLine, W.DefinitionColumn); At.isValid())
      TC.diag(DiagID::MacroHeadWrittenOut, At,
              {W.Function, W.Macro,
               "its uses that write a function's head are written out where they are, and this #define is kept "
               "as written for its other uses"});
  }
}

} // namespace c2o
