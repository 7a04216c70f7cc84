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

bool mapStrategy(const TranslatorOptions &O) { return O.Memory == MemoryStrategy::Map; }

// The rules of rewrite/ in their order (docs/architecture/rewrite.md, "The
// rules and their order"): structural rules claim what they rewrite whole;
// renames; then structure; the includes; the diagnostics as comments.
constexpr RuleStep Steps[] = {
    {"claimAtomicReductions", F::Reductions, 0, C::Claims | C::FinalAtomics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { claimAtomicReductions(TC, In.Reductions); }},
    {"claimAtomicStatements", F::Index, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { claimAtomicStatements(TC, In.Index); }},
    {"claimLaunchKernelCalls", F::Index, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { claimLaunchKernelCalls(TC, In.Index); }},
    {"claimBlockKernelCalls", F::Index, 0, C::Claims, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { claimBlockKernelCalls(TC, In.Index); }},
    {"ConditionRule", F::Index, 0, EditsOnly, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runConditionRule(TC, In.Index); }},
    {"DeviceRuntimeRule", F::Index, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runDeviceRuntimeRule(TC, In.Index); }},
    {"KeywordRule", F::Index, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runKeywordRule(TC, In.Index); }},
    {"InlineAsmRule", F::Index, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runInlineAsmRule(TC, In.Index); }},
    {"ApiReferenceRule", F::Index | F::Managed | F::Options, C::Claims, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runApiReferenceRule(TC, In.Index, In.Managed, In.Opts.Memory); }},
    {"AtomicRule", F::Index | F::Provenance | F::Managed | F::Options | F::UnifiedSharedMemory,
     C::Claims | C::FinalAtomics, C::FinalAtomics | C::AtomicRows | C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) {
       runAtomicRule(TC, In.Index, In.Provenance, In.Managed, In.Opts.Atomics, In.UnifiedSharedMemory);
     }},
    {"AtomicReductionRule", F::Reductions, C::FinalAtomics, C::FinalAtomics | C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runAtomicReductionRule(TC, In.Reductions); }},
    {"DynamicSharedRule", F::Index, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runDynamicSharedRule(TC, In.Index); }},
    {"KernelRule", F::Index | F::Reductions | F::Options, C::FinalAtomics, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) {
       noteMacroHeadsWrittenOut(TC, In.Opts.MacroHeadsWrittenOut);
       runKernelRule(TC, In.Index, In.Reductions);
     }},
    {"LaunchRule", F::Index, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runLaunchRule(TC, In.Index); }},
    {"MapRule", F::Buffers | F::Managed | F::Options, 0, C::Diagnostics, mapStrategy,
     [](TranslationContext &TC, const RuleInputs &In) { runMapRule(TC, In.Buffers, In.Managed); }},
    {"IncludeRule", F::Index | F::UnifiedSharedMemory, 0, C::Diagnostics, nullptr,
     [](TranslationContext &TC, const RuleInputs &In) { runIncludeRule(TC, In.Index, In.UnifiedSharedMemory); }},
    {"diagnostic comments", 0, C::Diagnostics, 0, nullptr,
     [](TranslationContext &TC, const RuleInputs &) { insertDiagnosticComments(TC); }},
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
    S.Run(TC, In);
    if (std::string Violation = TC.endStep(); !Violation.empty()) return Violation;
  }
  return "";
}

void runRules(TranslationContext &TC, const RuleInputs &In) {
  if (std::string Violation = runSteps(Steps, TC, In); !Violation.empty())
    llvm::report_fatal_error(llvm::Twine("cuda2omp: ") + Violation + " (driver/RuleList.cpp)");
}

} // namespace c2o
