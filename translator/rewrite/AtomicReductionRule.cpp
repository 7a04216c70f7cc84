//===- AtomicReductionRule.cpp - grid-uniform atomics become reductions ---===//
//
// The atomics GridUniformAtomics found (every thread of a flat kernel, one
// address, memory the kernel reaches no other way) become updates of a
// per-thread accumulator, which the body takes by reference:
//   atomicAdd(sum, acc);          ->   c2o_red0 += acc;
// and the launcher reduces the accumulators over the launch, then applies
// each to its address once, after the loop, in one small target region:
//   double c2o_red0 = 0;
//   #pragma omp target teams distribute parallel for ... reduction(+ : c2o_red0)
//   for (...) dot_c2o_body(..., c2o_red0);
//   #pragma omp target is_device_ptr(sum)
//   { #pragma omp atomic update <the policy's hint>
//     *sum += c2o_red0; }
// That atomic is written by AtomicRule (its statement forms, with the
// policy's choice for FP atomics), or the helper the API table names
// (atomicMin/atomicMax). No bare launch for such a kernel: a bare region has
// no reduction. The operations are in analysis/AtomicReductions.def.
//===----------------------------------------------------------------------===//
#include "core/SourceRanges.h"
#include "rewrite/ApiTable.h"
#include "rewrite/Rules.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

namespace {

/// \p Pattern with $acc, $value and $type replaced.
std::string instantiate(llvm::StringRef Pattern, llvm::StringRef Acc, llvm::StringRef Value, llvm::StringRef Type) {
  std::string Out;
  while (!Pattern.empty()) {
    if (Pattern.consume_front("$acc")) Out += Acc;
    else if (Pattern.consume_front("$value")) Out += Value;
    else if (Pattern.consume_front("$type")) Out += Type;
    else {
      Out += Pattern.front();
      Pattern = Pattern.drop_front();
    }
  }
  return Out;
}

std::string typeText(TranslationContext &TC, QualType T) { return T.getAsString(TC.Ctx.getPrintingPolicy()); }

std::string exprText(TranslationContext &TC, const Expr *E) {
  auto R = exprOffsets(TC, E);
  return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string();
}

const KernelReductions *reductionsOf(const std::vector<KernelReductions> &Reductions, const FunctionDecl *K) {
  for (const KernelReductions &KR : Reductions)
    if (KR.Kernel == K) return &KR;
  return nullptr;
}

} // namespace

void claimAtomicReductions(TranslationContext &TC, const std::vector<KernelReductions> &Reductions) {
  for (const KernelReductions &KR : Reductions) {
    for (const ReducibleAtomic &A : KR.Atomics) {
      TC.claim(A.Call);
      TC.claim(A.Call->getCallee()->IgnoreImplicit());
    }
    for (const AtomicAccumulator &Acc : KR.Accumulators) TC.finalAtomics(/*ToWrite=*/true)[Acc.First] = {Acc.Name, ""};
  }
}

void runAtomicReductionRule(TranslationContext &TC, const std::vector<KernelReductions> &Reductions) {
  for (const KernelReductions &KR : Reductions) {
    // The atomic the launcher applies, where AtomicRule wrote none (min, max):
    // the helper of the API table, on the address as written (before the
    // statement is replaced below).
    for (const AtomicAccumulator &Acc : KR.Accumulators) {
      auto Found = TC.finalAtomics().find(Acc.First);
      if (Found != TC.finalAtomics().end() && !Found->second.Statement.empty()) continue;
      FinalAtomic &F = TC.finalAtomics(/*ToWrite=*/true)[Acc.First];
      const ApiMapping *M = lookupApi(Acc.Op->CudaName);
      std::string Helper = M && !M->Replacement.empty() ? M->Replacement.str() : Acc.Op->CudaName.str();
      F.Statement = Helper + "(" + exprText(TC, Acc.First->getArg(0)) + ", " + Acc.Name + ");";
    }
    for (const ReducibleAtomic &A : KR.Atomics) {
      const AtomicAccumulator &Acc = KR.Accumulators[A.Accumulator];
      auto Whole = exprOffsets(TC, A.Call);
      if (!Whole) continue;
      unsigned End = offsetPastSemicolon(TC, Whole->second);
      std::string Update =
          instantiate(Acc.Op->Update, Acc.Name, exprText(TC, A.Call->getArg(1)), typeText(TC, Acc.Type));
      if (!TC.Edits.replace(Whole->first, End - Whole->first, Update)) continue;
      TC.diag(DiagID::AtomicReduction, A.Call->getBeginLoc(),
              {Acc.Op->CudaName.str(), exprText(TC, A.Call->getArg(0)), Acc.Name, Acc.Op->Identifier.str()});
      ++TC.Stats.Converted;
    }
    // The body takes the accumulators by reference, after the kernel's parameters.
    FunctionTypeLoc FTL = KR.Kernel->getFunctionTypeLoc();
    auto RParen = FTL ? TC.fileOffset(FTL.getRParenLoc()) : std::nullopt;
    if (!RParen) continue;
    std::string Params;
    for (const AtomicAccumulator &Acc : KR.Accumulators) Params += ", " + typeText(TC, Acc.Type) + " &" + Acc.Name;
    TC.Edits.insert(*RParen, Params, 2, /*Generated=*/true);
  }
}

LauncherReductions launcherReductions(TranslationContext &TC, const std::vector<KernelReductions> &Reductions,
                                      const FunctionDecl *K) {
  LauncherReductions L;
  const KernelReductions *KR = reductionsOf(Reductions, K);
  if (!KR) return L;
  std::vector<std::string> Bases;
  std::string Statements;
  for (const AtomicAccumulator &Acc : KR->Accumulators) {
    std::string T = typeText(TC, Acc.Type);
    std::string Identity = instantiate(Acc.Op->Identity, "", "", T);
    L.Declarations += "  " + T + " " + Acc.Name + " = " + Identity + ";\n";
    L.Clauses += " reduction(" + Acc.Op->Identifier.str() + " : " + Acc.Name + ")";
    L.Arguments += ", " + Acc.Name;
    std::string Base = Acc.Base->getNameAsString();
    if (!llvm::is_contained(Bases, Base)) Bases.push_back(Base);
    // The atomic the kernel did, once (AtomicRule's statement, or the helper call).
    auto Final = TC.finalAtomics().find(Acc.First);
    std::string Apply = Final != TC.finalAtomics().end() ? Final->second.Statement : "";
    if (Acc.Op->Guarded) Apply = "if (" + Acc.Name + " != " + Identity + ") {\n  " + Apply + "\n}";
    for (llvm::StringRef Line : llvm::split(Apply, '\n'))
      Statements += (Line.starts_with("#") ? "" : "    ") + Line.str() + "\n";
  }
  L.Apply = "#pragma omp target is_device_ptr(" + llvm::join(Bases, ", ") + ")\n  {\n" + Statements + "  }\n";
  return L;
}

} // namespace c2o
