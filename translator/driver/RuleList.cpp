//===- RuleList.cpp - the rules as an ordered list ------------------------===//
#include "driver/RuleList.h"
#include "core/DiagnosticSink.h"
#include "rewrite/Rules.h"
#include "llvm/Support/ErrorHandling.h"

namespace c2o {

namespace {

namespace F = rule_fact;
namespace C = rule_channel;
constexpr unsigned EditsOnly = 0; // every step edits: not a channel (RuleList.h)
/// Every group of the index (KeywordRule reads them all).
constexpr unsigned AllIndex =
    F::IndexPreprocessor | F::IndexDeclarations | F::IndexUses | F::IndexCalls | F::IndexFunctionFacts;

bool mapStrategy(const TranslatorOptions &O) { return O.Memory == MemoryStrategy::Map; }

// The rules of rewrite/ in their order (docs/architecture/rewrite.md, "The
// rules and their order"): structural rules claim what they rewrite whole;
// renames; then structure; the includes; the diagnostics as comments.
constexpr RuleStep Steps[] = {
    {"claimAtomicReductions", F::Reductions, 0, C::Claims | C::FinalAtomics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { claimAtomicReductions(TC, In.reductions()); }},
    {"claimAtomicStatements", F::IndexCalls | F::IndexFunctionFacts | F::BlockPlans, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { claimAtomicStatements(TC, In.index(), In.plans()); }},
    {"claimLaunchKernelCalls", F::IndexCalls, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { claimLaunchKernelCalls(TC, In.index()); }},
    {"claimBlockKernelCalls", F::BlockPlans, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { claimBlockKernelCalls(TC, In.plans()); }},
    {"ConditionRule", F::IndexPreprocessor, 0, EditsOnly, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runConditionRule(TC, In.index()); }},
    {"DeviceRuntimeRule", F::IndexDeclarations | F::DeviceCode, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runDeviceRuntimeRule(TC, In.index(), In.device()); }},
    {"KeywordRule", AllIndex | F::BlockPlans, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runKeywordRule(TC, In.index(), In.plans()); }},
    {"InlineAsmRule", F::IndexUses, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runInlineAsmRule(TC, In.index()); }},
    {"ApiReferenceRule",
     F::IndexPreprocessor | F::IndexUses | F::IndexFunctionFacts | F::BlockPlans | F::Managed | F::Options, C::Claims,
     C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) {
       runApiReferenceRule(TC, In.index(), In.plans(), In.managed(), In.options().Memory);
     }},
    {"AtomicRule",
     F::IndexCalls | F::IndexFunctionFacts | F::BlockPlans | F::Provenance | F::Managed | F::Options |
         F::UnifiedSharedMemory,
     C::Claims | C::FinalAtomics, C::FinalAtomics | C::AtomicRows | C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) {
       runAtomicRule(TC, In.index(), In.plans(), In.provenance(), In.managed(), In.options().Atomics,
                     In.unifiedSharedMemory());
     }},
    {"AtomicReductionRule", F::Reductions, C::FinalAtomics, C::FinalAtomics | C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runAtomicReductionRule(TC, In.reductions()); }},
    {"DynamicSharedRule", F::IndexFunctionFacts, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runDynamicSharedRule(TC, In.index()); }},
    {"KernelRule",
     F::IndexDeclarations | F::IndexCalls | F::IndexFunctionFacts | F::DeviceCode | F::BlockPlans | F::Reductions |
         F::Options,
     C::FinalAtomics, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) {
       noteMacroHeadsWrittenOut(TC, In.options().MacroHeadsWrittenOut);
       runKernelRule(TC, In.index(), In.device(), In.plans(), In.reductions());
     }},
    {"LaunchRule", F::IndexUses | F::IndexCalls | F::IndexFunctionFacts | F::BlockPlans, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) { runLaunchRule(TC, In.index(), In.plans()); }},
    {"MapRule", F::Buffers | F::Managed, 0, C::Diagnostics, mapStrategy, // (mapStrategy: runSteps reads the options)
     [](TranslationContext &TC, const StepInputs &In) { runMapRule(TC, In.buffers(), In.managed()); }},
    {"IncludeRule", F::IndexPreprocessor | F::DeviceCode | F::UnifiedSharedMemory, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const StepInputs &In) {
       runIncludeRule(TC, In.index(), In.device(), In.unifiedSharedMemory());
     }},
    {"diagnostic comments", 0, C::Diagnostics, 0, nullptr,
     [](TranslationContext &TC, const StepInputs &) { insertDiagnosticComments(TC); }},
};

/// Whether every step reads only channels that an earlier step writes.
constexpr bool ordered(const RuleStep *S, size_t N) {
  unsigned Written = 0;
  for (size_t I = 0; I < N; ++I) {
    if ((S[I].Reads & ~Written) != 0) return false;
    Written |= S[I].Writes;
  }
  return true;
}
static_assert(ordered(Steps, sizeof(Steps) / sizeof(Steps[0])),
              "a rule reads a channel of the TranslationContext that no earlier rule writes: see RuleList.h");

} // namespace

llvm::ArrayRef<RuleStep> ruleSteps() { return Steps; }

const char *rule_fact::name(unsigned Fact) {
  switch (Fact) {
  case IndexPreprocessor: return "IndexPreprocessor";
  case IndexDeclarations: return "IndexDeclarations";
  case IndexUses: return "IndexUses";
  case IndexCalls: return "IndexCalls";
  case IndexFunctionFacts: return "IndexFunctionFacts";
  case Provenance: return "Provenance";
  case Managed: return "Managed";
  case Buffers: return "Buffers";
  case Reductions: return "Reductions";
  case Options: return "Options";
  case UnifiedSharedMemory: return "UnifiedSharedMemory";
  case BlockPlans: return "BlockPlans";
  case DeviceCode: return "DeviceCode";
  }
  return "?";
}

void StepInputs::use(unsigned Fact) const {
  if ((Declared & Fact) == 0 && Violation.empty())
    Violation = std::string(Step) + " reads the fact " + rule_fact::name(Fact) + ", which it does not declare";
}

std::string firstUnorderedStep(llvm::ArrayRef<RuleStep> List) {
  unsigned Written = 0;
  for (const RuleStep &S : List) {
    if ((S.Reads & ~Written) != 0) return S.Name;
    Written |= S.Writes;
  }
  return "";
}

std::string runSteps(llvm::ArrayRef<RuleStep> List, TranslationContext &TC, const RuleInputs &In) {
  for (const RuleStep &S : List) {
    if (S.Enabled && !S.Enabled(In.Opts)) continue;
    TC.beginStep(S.Name, S.Reads, S.Writes);
    StepInputs Step(In, S.Name, S.Facts);
    S.Run(TC, Step);
    std::string Violation = TC.endStep();
    if (Violation.empty()) Violation = Step.violation();
    if (!Violation.empty()) return Violation;
  }
  return "";
}

void runRules(TranslationContext &TC, const RuleInputs &In) {
  if (std::string Violation = runSteps(Steps, TC, In); !Violation.empty())
    llvm::report_fatal_error(llvm::Twine("cuda2omp: ") + Violation + " (driver/RuleList.cpp)");
}

} // namespace c2o
