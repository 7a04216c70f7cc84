// The rules as an ordered list (driver/RuleList.h): the order, the check
// that a step reads only what an earlier step wrote, and the check, while a
// step runs, that it uses only the channels it declares.
#include "cuda_snippet.h"
#include "driver/RuleList.h"
#include "rewrite/Rules.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <vector>

using namespace c2o;

TEST_CASE("the rules run in their documented order", "[RuleList]") {
  std::vector<std::string> Names;
  for (const RuleStep &S : ruleSteps()) Names.push_back(S.Name);
  CHECK(Names == std::vector<std::string>{"claimAtomicReductions", "claimAtomicStatements", "claimLaunchKernelCalls",
                                          "claimBlockKernelCalls", "ConditionRule", "DeviceRuntimeRule", "KeywordRule",
                                          "InlineAsmRule", "ApiReferenceRule", "AtomicRule", "AtomicReductionRule",
                                          "DynamicSharedRule", "KernelRule",
                                          "LaunchRule", "MapRule", "IncludeRule", "diagnostic comments"});
  for (const RuleStep &S : ruleSteps()) CHECK(S.Run != nullptr);
  CHECK(firstUnorderedStep(ruleSteps()).empty());
}

TEST_CASE("a step that reads what no earlier step wrote is found", "[RuleList]") {
  std::vector<RuleStep> Steps(ruleSteps().begin(), ruleSteps().end());
  // The atomic rule reads the claims of the claim steps (and the final atomics
  // of claimAtomicReductions): run first, it is out of order.
  auto At = [&](const char *Name) {
    for (size_t I = 0; I < Steps.size(); ++I)
      if (std::string(Steps[I].Name) == Name) return I;
    FAIL("no step " << Name);
    return size_t(0);
  };
  std::swap(Steps[At("claimAtomicReductions")], Steps[At("AtomicRule")]);
  CHECK(firstUnorderedStep(Steps) == "AtomicRule");
  // The diagnostic comments first: nothing has been reported yet.
  Steps.assign(ruleSteps().begin(), ruleSteps().end());
  std::rotate(Steps.begin(), Steps.end() - 1, Steps.end());
  CHECK(firstUnorderedStep(Steps) == "diagnostic comments");
}

TEST_CASE("the map rule runs only under --memory=map", "[RuleList]") {
  for (const RuleStep &S : ruleSteps()) {
    if (std::string(S.Name) != "MapRule") continue;
    REQUIRE(S.Enabled);
    TranslatorOptions O;
    O.Memory = MemoryStrategy::Map;
    CHECK(S.Enabled(O));
    O.Memory = MemoryStrategy::Device;
    CHECK_FALSE(S.Enabled(O));
  }
}

namespace {
/// Runs \p Steps on \p Code (no analysis results but the index); returns runSteps' answer.
std::string runOnSnippet(const std::string &Code, llvm::ArrayRef<RuleStep> Steps) {
  std::string Violation = "not run";
  analyseCudaSnippet(Code, [&](const SourceView &View, CudaAstIndex &Index) {
    std::vector<TextRange> Ranges;
    for (const SourceFile &F : View.files()) Ranges.push_back({F.Begin, F.Size});
    EditSet Edits(View.text(), Ranges);
    DiagnosticSink Diags(View);
    TranslationContext TC(View, Edits, Diags);
    ProvenanceAnalysis Provenance(View.Ctx);
    ManagedBuffers Managed;
    std::vector<BufferPlan> Buffers;
    std::vector<KernelReductions> Reductions;
    TranslatorOptions Opts;
    Violation = runSteps(Steps, TC, RuleInputs{Index, Provenance, Managed, Buffers, Reductions, Opts, false});
  });
  return Violation;
}

const char *Program = R"(
  __global__ void k(float *p, float *sum) { atomicAdd(sum, p[threadIdx.x]); }
  int main() {
    float *p, *s;
    cudaMallocManaged(&p, 64 * sizeof(float));
    cudaMalloc(&s, sizeof(float));
    k<<<1, 64>>>(p, s);
    cudaDeviceSynchronize();
    return 0;
  }
)";

namespace C = rule_channel;
} // namespace

TEST_CASE("the rules use only the channels they declare", "[RuleList]") {
  CHECK(runOnSnippet(Program, ruleSteps()) == "");
}

TEST_CASE("a step that uses a channel it does not declare is stopped", "[RuleList]") {
  auto Claim = [](TranslationContext &TC, const RuleInputs &In) { TC.claim(In.Index.Kernels.front()); };
  auto Read = [](TranslationContext &TC, const RuleInputs &In) { (void)TC.isClaimed(In.Index.Kernels.front()); };
  auto Diag = [](TranslationContext &TC, const RuleInputs &In) {
    TC.diag(DiagID::UnsupportedApi, In.Index.Kernels.front()->getLocation(), {"k"});
  };
  auto Final = [](TranslationContext &TC, const RuleInputs &) { (void)TC.finalAtomics(); };
  auto Rows = [](TranslationContext &TC, const RuleInputs &) { TC.addAtomicExplanation("row"); };
  auto Comments = [](TranslationContext &TC, const RuleInputs &) { insertDiagnosticComments(TC); };
  // declared: no violation
  CHECK(runOnSnippet(Program, {{"claims", 0, 0, C::Claims, nullptr, Claim},
                               {"reads claims", 0, C::Claims, 0, nullptr, Read},
                               {"reports", 0, 0, C::Diagnostics, nullptr, Diag},
                               {"comments", 0, C::Diagnostics, 0, nullptr, Comments}}) == "");
  // not declared: the first use names the step and the channel
  CHECK(runOnSnippet(Program, {{"claims", 0, 0, 0, nullptr, Claim}}) ==
        "claims writes Claims, which it does not declare");
  CHECK(runOnSnippet(Program, {{"claims", 0, 0, C::Claims, nullptr, Claim}, {"reads claims", 0, 0, 0, nullptr, Read}}) ==
        "reads claims reads Claims, which it does not declare");
  // writing a channel is not reading it
  CHECK(runOnSnippet(Program, {{"claims", 0, 0, C::Claims, nullptr, Claim}, {"reads", 0, 0, C::Claims, nullptr, Read}}) ==
        "reads reads Claims, which it does not declare");
  CHECK(runOnSnippet(Program, {{"reports", 0, 0, 0, nullptr, Diag}}) ==
        "reports writes Diagnostics, which it does not declare");
  CHECK(runOnSnippet(Program, {{"reports", 0, 0, C::Diagnostics, nullptr, Diag},
                               {"comments", 0, 0, 0, nullptr, Comments}}) ==
        "comments reads Diagnostics, which it does not declare");
  CHECK(runOnSnippet(Program, {{"final", 0, 0, 0, nullptr, Final}}) ==
        "final reads FinalAtomics, which it does not declare");
  CHECK(runOnSnippet(Program, {{"rows", 0, 0, 0, nullptr, Rows}}) == "rows writes AtomicRows, which it does not declare");
  // the real steps, each without one channel it declares: the rules that use it are stopped
  for (unsigned Channel : {unsigned(C::Claims), unsigned(C::FinalAtomics), unsigned(C::AtomicRows),
                           unsigned(C::Diagnostics)}) {
    std::vector<RuleStep> Steps(ruleSteps().begin(), ruleSteps().end());
    for (RuleStep &S : Steps) S.Writes &= ~Channel, S.Reads &= ~Channel;
    INFO("without " << rule_channel::name(Channel));
    CHECK(runOnSnippet(Program, Steps).find(std::string(" ") + rule_channel::name(Channel) + ",") != std::string::npos);
  }
}
