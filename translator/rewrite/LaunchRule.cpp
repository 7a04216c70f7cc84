//===- LaunchRule.cpp - kernel launches become launcher calls -------------===//
//
//   k<<<grid, block, shmem, stream>>>(a, n)   ->   k(grid, block, shmem, a, n)
//   k<<<grid, block>>>(a, n)                  ->   k(grid, block, 0, a, n)
//   cudaLaunchKernel((void*)k, grid, block, args, 0, 0)
//     ->   (k(grid, block, 0, *static_cast<float **>(args[0]), ...), c2o_success)
// Only the <<< >>> tokens change, so the arguments keep their own rewrites.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/Lex/Lexer.h"
#include <set>
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

static bool isAbsent(const Expr *E) { return isa<CXXDefaultArgExpr>(E); }

static bool isZero(const TranslationContext &TC, const Expr *E) {
  if (isAbsent(E)) return true;
  if (E->isValueDependent()) return false;
  if (E->getType()->isPointerType())
    return E->IgnoreParenImpCasts()->isNullPointerConstant(TC.Ctx, Expr::NPC_ValueDependentIsNotNull) !=
           Expr::NPCK_NotNull;
  Expr::EvalResult R;
  return E->EvaluateAsInt(R, TC.Ctx) && R.Val.getInt() == 0;
}

static std::string exprText(const TranslationContext &TC, const Expr *E) {
  auto R = exprOffsets(TC, E);
  return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string("?");
}

/// The declaration a launch through a function pointer calls through (a
/// variable, a parameter, a member, an element of an array of them): its
/// function type gets the launcher's leading parameters, once
/// (`void (*k)(float *, int)` -> `void (*k)(dim3, dim3, size_t, float *, int)`);
/// through a typedef, the typedef's.
static void retypeKernelPointer(TranslationContext &TC, const Expr *Callee, std::set<unsigned> &Retyped) {
  const Expr *E = Callee ? Callee->IgnoreParenImpCasts() : nullptr;
  for (;;) {
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(E); U && U->getOpcode() == UO_Deref)
      E = U->getSubExpr()->IgnoreParenImpCasts();
    else if (const auto *A = dyn_cast_or_null<ArraySubscriptExpr>(E))
      E = A->getBase()->IgnoreParenImpCasts();
    else
      break;
  }
  const ValueDecl *D = nullptr;
  if (const auto *R = dyn_cast_or_null<DeclRefExpr>(E)) D = R->getDecl();
  else if (const auto *M = dyn_cast_or_null<MemberExpr>(E)) D = M->getMemberDecl();
  const auto *DD = dyn_cast_or_null<DeclaratorDecl>(D);
  TypeLoc TL = DD && DD->getTypeSourceInfo() ? DD->getTypeSourceInfo()->getTypeLoc() : TypeLoc();
  for (unsigned Steps = 0; TL && Steps < 16; ++Steps) {
    if (auto P = TL.getAs<PointerTypeLoc>()) TL = P.getPointeeLoc();
    else if (auto R = TL.getAs<ReferenceTypeLoc>()) TL = R.getPointeeLoc();
    else if (auto Pa = TL.getAs<ParenTypeLoc>()) TL = Pa.getInnerLoc();
    else if (auto Q = TL.getAs<QualifiedTypeLoc>()) TL = Q.getUnqualifiedLoc();
    else if (auto Ar = TL.getAs<ArrayTypeLoc>()) TL = Ar.getElementLoc();
    else if (auto El = TL.getAs<ElaboratedTypeLoc>()) TL = El.getNamedTypeLoc();
    else if (auto T = TL.getAs<TypedefTypeLoc>()) {
      const TypedefNameDecl *TD = T.getTypedefNameDecl();
      TL = TD && TD->getTypeSourceInfo() ? TD->getTypeSourceInfo()->getTypeLoc() : TypeLoc();
    } else if (auto F = TL.getAs<FunctionProtoTypeLoc>()) {
      auto LP = TC.fileOffset(F.getLParenLoc());
      if (!LP || !Retyped.insert(*LP).second) return;
      TC.Edits.insert(*LP + 1, std::string(LauncherParameterTypes) + (F.getNumParams() ? ", " : ""), 2,
                      /*Generated=*/true);
      return;
    } else {
      return;
    }
  }
}

/// The kernel a launch calls; in a template, through the unresolved name.
static const FunctionDecl *kernelOfLaunch(const CUDAKernelCallExpr *E) {
  if (const FunctionDecl *FD = E->getDirectCallee()) return FD;
  const Expr *Callee = E->getCallee() ? E->getCallee()->IgnoreParenImpCasts() : nullptr;
  if (const auto *U = dyn_cast_or_null<UnresolvedLookupExpr>(Callee))
    for (const NamedDecl *D : U->decls()) {
      const NamedDecl *N = D->getUnderlyingDecl();
      if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(N)) return FTD->getTemplatedDecl();
      if (const auto *FD = dyn_cast<FunctionDecl>(N)) return FD;
    }
  return nullptr;
}

/// Whether \p K's definition is in this translation unit (else its launcher
/// comes from the translation of another file, and its body is not known here).
static bool definedHere(const FunctionDecl *K) {
  if (!K) return false;
  const FunctionDecl *Def = nullptr;
  if (K->isDefined(Def)) return true;
  const FunctionDecl *Pattern = K->getTemplateInstantiationPattern();
  return Pattern && Pattern->isDefined(Def);
}

/// The diagnostics of a launch whose text was rewritten: a dynamic shared
/// size that the kernel does not use (C2O1009: only where its body is known),
/// a stream (C2O1005: launches are synchronous).
static void diagnoseLaunch(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                           const CUDAKernelCallExpr *E, const FunctionDecl *Kernel) {
  const CallExpr *Config = E->getConfig();
  const Expr *Shmem = Config->getNumArgs() > 2 && !isAbsent(Config->getArg(2)) ? Config->getArg(2) : nullptr;
  const BlockKernelPlan *Plan = Kernel ? Plans.planOf(Kernel) : nullptr;
  bool UsesShmem = !definedHere(Kernel) || (Plan && Plan->UsesDynamicShared);
  if (Shmem && !isZero(TC, Shmem) && !UsesShmem)
    TC.diag(DiagID::DynamicSharedSizeIgnored, Shmem->getBeginLoc(),
            {exprText(TC, Shmem), Kernel ? Kernel->getNameAsString() : std::string("kernel")});
  if (Config->getNumArgs() > 3 && !isZero(TC, Config->getArg(3)))
    TC.diag(DiagID::StreamLaunchSynchronous, Config->getArg(3)->getBeginLoc(), {exprText(TC, Config->getArg(3))});
}

/// A launch whose `<<<` and `>>>` are written in the body of a macro of the
/// program (`#define run(k, n) k<<<(n + 255) / 256, 256>>>(n, ...)`): the
/// macro's text is edited as a launch outside a macro would be, `<<<` to `(`
/// and `>>>(` to `, 0, ` (`, ` after a dynamic shared size), which is right
/// for every expansion: every launcher takes the same leading parameters. A
/// stream cannot be given (it would have to be cut out of text that may come
/// from the macro's arguments), nor arguments that some expansion leaves empty.
static bool translateLaunchInMacro(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                                   const LaunchSite &S, std::set<unsigned> &Retyped) {
  const CUDAKernelCallExpr *E = S.Call;
  const CallExpr *Config = E->getConfig();
  if (Config->getNumArgs() > 3 && !isAbsent(Config->getArg(3))) return false;
  bool HasShmem = Config->getNumArgs() > 2 && !isAbsent(Config->getArg(2));
  auto Open = TC.spellingOffset(Config->getBeginLoc());
  auto Close = TC.spellingOffset(Config->getRParenLoc());
  const std::string &T = TC.Edits.original();
  if (!Open || !Close || *Close <= *Open || T.compare(*Open, 3, "<<<") != 0 || T.compare(*Close, 3, ">>>") != 0)
    return false;
  unsigned LParen = skipBlanksAndComments(T, *Close + 3);
  if (LParen >= T.size() || T[LParen] != '(') return false;
  unsigned AfterParen = skipBlanksAndComments(T, LParen + 1);
  bool NoArgs = AfterParen < T.size() && T[AfterParen] == ')';
  if (!NoArgs && E->getNumArgs() == 0) return false; // `k<<<g, b>>>(__VA_ARGS__)` with none
  const FunctionDecl *Kernel = kernelOfLaunch(E);
  if (!Kernel) retypeKernelPointer(TC, E->getCallee(), Retyped);
  std::string Tail = HasShmem ? (NoArgs ? "" : ", ") : (NoArgs ? ", 0" : ", 0, ");
  // The macro's text is edited once, whatever the number of its expansions.
  if (TC.Edits.replace(*Open, 3, "(")) {
    TC.Edits.replace(*Close, LParen + 1 - *Close, Tail);
    ++TC.Stats.Converted;
  }
  diagnoseLaunch(TC, Index, Plans, E, Kernel);
  ++TC.Stats.Launches;
  return true;
}

static void translateLaunch(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                            const LaunchSite &S, std::set<unsigned> &Retyped) {
  const CUDAKernelCallExpr *E = S.Call;
  const CallExpr *Config = E->getConfig();
  const FunctionDecl *Kernel = kernelOfLaunch(E);
  if (Kernel && isLeftUntranslated(Index, Plans, Kernel)) {
    diagnoseUntranslated(TC, Index, Plans, Kernel, E->getBeginLoc());
    return;
  }
  if (Kernel && !TC.isWrittenInView(Kernel->getLocation())) {
    PresumedLoc P = TC.SM.getPresumedLoc(TC.SM.getExpansionLoc(Kernel->getLocation()));
    TC.diag(DiagID::IncludedCudaNotTranslated, E->getBeginLoc(), {P.isValid() ? P.getFilename() : "?"});
    return;
  }
  if (S.Enclosing && (S.Enclosing->hasAttr<CUDAGlobalAttr>() || S.Enclosing->hasAttr<CUDADeviceAttr>())) {
    TC.diag(DiagID::DynamicParallelism, E->getBeginLoc());
    return;
  }
  auto Open = TC.fileOffset(Config->getBeginLoc());
  auto CloseEnd = TC.tokenEndOffset(Config->getRParenLoc());
  auto Block = exprOffsets(TC, Config->getArg(1));
  const Expr *Shmem = Config->getNumArgs() > 2 && !isAbsent(Config->getArg(2)) ? Config->getArg(2) : nullptr;
  auto ShmemR = Shmem ? exprOffsets(TC, Shmem) : std::nullopt;
  if (!Open || !CloseEnd || !Block || (Shmem && !ShmemR)) {
    if (!translateLaunchInMacro(TC, Index, Plans, S, Retyped))
      TC.diag(DiagID::CudaOnlyConstruct, E->getBeginLoc(), {"kernel launch written through a macro"});
    return;
  }
  // The '(' of the call's own arguments follows '>>>'.
  const std::string &T = TC.Edits.original();
  unsigned LParen = skipBlanksAndComments(T, *CloseEnd);
  if (LParen >= T.size() || T[LParen] != '(') {
    TC.diag(DiagID::CudaOnlyConstruct, E->getBeginLoc(), {"kernel launch"});
    return;
  }
  TC.Edits.replace(*Open, 3, "(");
  // Every launcher takes the dynamic shared size after the block (0 when the
  // launch gives none); a function pointer's type is given the same parameters.
  if (!Kernel) retypeKernelPointer(TC, E->getCallee(), Retyped);
  const char *Sep = E->getNumArgs() > 0 ? ", " : "";
  // after the size given, or after the block with a size of 0
  unsigned From = ShmemR ? ShmemR->second : Block->second;
  TC.Edits.replace(From, LParen + 1 - From, std::string(ShmemR ? "" : ", 0") + Sep);
  diagnoseLaunch(TC, Index, Plans, E, Kernel);
  ++TC.Stats.Launches;
  ++TC.Stats.Converted;
}

void claimLaunchKernelCalls(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const CallExpr *C : launchKernelCalls(Index)) TC.claim(C->getCallee()->IgnoreImplicit());
}

static void translateLaunchKernel(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                                  const CallExpr *C) {
  const DeclRefExpr *KRef = launchedKernel(C);
  const auto *K = cast<FunctionDecl>(KRef->getDecl());
  auto Whole = exprOffsets(TC, C);
  if (isLeftUntranslated(Index, Plans, K)) {
    diagnoseUntranslated(TC, Index, Plans, K, C->getBeginLoc());
    return;
  }
  if (!Whole) {
    TC.diag(DiagID::CudaOnlyConstruct, C->getBeginLoc(), {"cudaLaunchKernel written through a macro"});
    return;
  }
  PrintingPolicy PP(TC.Ctx.getLangOpts());
  PP.SuppressTagKeyword = true;
  std::string Args = "(" + exprText(TC, C->getArg(3)) + ")";
  std::string Text = "(" + exprText(TC, KRef) + "(" + exprText(TC, C->getArg(1)) + ", " +
                     exprText(TC, C->getArg(2));
  Text += ", " + (C->getNumArgs() > 4 && !isAbsent(C->getArg(4)) ? exprText(TC, C->getArg(4)) : std::string("0"));
  for (unsigned I = 0; I < K->getNumParams(); ++I)
    Text += ", *static_cast<" + K->getParamDecl(I)->getType().getAsString(PP) + " *>(" + Args +
            "[" + std::to_string(I) + "])";
  Text += "), c2o_success)";
  if (C->getNumArgs() > 5 && !isZero(TC, C->getArg(5)))
    TC.diag(DiagID::StreamLaunchSynchronous, C->getArg(5)->getBeginLoc(), {exprText(TC, C->getArg(5))});
  if (TC.Edits.replace(Whole->first, Whole->second - Whole->first, Text)) {
    ++TC.Stats.Launches;
    ++TC.Stats.Converted;
  }
}

/// A kernel passed to a function that calls it without a launch
/// configuration: CUDA launches nothing there and records
/// cudaErrorMissingConfiguration, so the argument becomes a function that
/// does the same, whatever the arguments (`[](auto...) {...}` also converts
/// to a plain function pointer parameter).
static void translateUnconfiguredCall(TranslationContext &TC, const UnconfiguredKernelCall &U) {
  auto Range = exprOffsets(TC, U.Argument);
  if (!Range) {
    TC.diag(DiagID::KernelUsedAsValue, U.Kernel->getLocation(), {U.Kernel->getDecl()->getNameAsString()});
    return;
  }
  TC.diag(DiagID::KernelCalledWithoutConfiguration, U.Kernel->getLocation(),
          {U.Kernel->getDecl()->getNameAsString(), U.Callee->getNameAsString()});
  if (TC.Edits.replace(Range->first, Range->second - Range->first,
                       "[](auto...) { c2o_unconfigured_call(); }"))
    ++TC.Stats.Converted;
}

/// Kernels named other than by a launch or cudaLaunchKernel (function pointers ...).
static void diagnoseKernelValues(TranslationContext &TC, const CudaAstIndex &Index) {
  std::set<const clang::Expr *> Launched = launchedOrDescribed(Index);
  for (const UnconfiguredKernelCall &U : unconfiguredKernelCalls(Index, Launched, TC.Ctx)) {
    Launched.insert(U.Kernel);
    translateUnconfiguredCall(TC, U);
  }
  for (const DeclRefExpr *R : Index.kernelValues())
    if (!Launched.count(R))
      TC.diag(DiagID::KernelUsedAsValue, R->getLocation(), {R->getDecl()->getNameAsString()});
}

void runLaunchRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans) {
  std::set<unsigned> Retyped; // the function types of kernel pointers given the launcher's parameters
  for (const LaunchSite &S : Index.launches()) translateLaunch(TC, Index, Plans, S, Retyped);
  for (const CallExpr *C : launchKernelCalls(Index)) translateLaunchKernel(TC, Index, Plans, C);
  diagnoseKernelValues(TC, Index);
}

} // namespace c2o
