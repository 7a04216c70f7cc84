// The rules as an ordered list (driver/RuleList.h): the order, the check
// that a step reads only what an earlier step wrote, and the checks, while a
// step runs, that it reads only the facts and uses only the channels it declares.
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
/// Runs \p Steps on \p Code (no analysis results but the index and the block
/// plans) under \p Memory; returns runSteps' answer.
std::string runOnSnippet(const std::string &Code, llvm::ArrayRef<RuleStep> Steps,
                         MemoryStrategy Memory = MemoryStrategy::Device) {
  std::string Violation = "not run";
  analyseCudaSnippet(Code, [&](const SourceView &View, const CudaAstIndex &Index, const BlockPlans &Plans) {
    DeviceCodeFacts Device = findDeviceCodeFacts(View, Index);
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
    Opts.Memory = Memory;
    Violation =
        runSteps(Steps, TC, RuleInputs{Index, Device, Plans, Provenance, Managed, Buffers, Reductions, Opts, false});
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
  auto Claim = [](TranslationContext &TC, const StepInputs &In) { TC.claim(In.index().kernels().front()); };
  auto Read = [](TranslationContext &TC, const StepInputs &In) { (void)TC.isClaimed(In.index().kernels().front()); };
  auto Diag = [](TranslationContext &TC, const StepInputs &In) {
    TC.diag(DiagID::UnsupportedApi, In.index().kernels().front()->getLocation(), {"k"});
  };
  auto Final = [](TranslationContext &TC, const StepInputs &) { (void)TC.finalAtomics(); };
  auto Rows = [](TranslationContext &TC, const StepInputs &) { TC.addAtomicExplanation("row"); };
  auto Comments = [](TranslationContext &TC, const StepInputs &) { insertDiagnosticComments(TC); };
  constexpr unsigned Index = rule_fact::IndexDeclarations; // (kernels())
  // declared: no violation
  CHECK(runOnSnippet(Program, {{"claims", Index, 0, C::Claims, nullptr, Claim},
                               {"reads claims", Index, C::Claims, 0, nullptr, Read},
                               {"reports", Index, 0, C::Diagnostics, nullptr, Diag},
                               {"comments", 0, C::Diagnostics, 0, nullptr, Comments}}) == "");
  // not declared: the first use names the step and the channel
  CHECK(runOnSnippet(Program, {{"claims", Index, 0, 0, nullptr, Claim}}) ==
        "claims writes Claims, which it does not declare");
  CHECK(runOnSnippet(Program, {{"claims", Index, 0, C::Claims, nullptr, Claim},
                               {"reads claims", Index, 0, 0, nullptr, Read}}) ==
        "reads claims reads Claims, which it does not declare");
  // writing a channel is not reading it
  CHECK(runOnSnippet(Program, {{"claims", Index, 0, C::Claims, nullptr, Claim},
                               {"reads", Index, 0, C::Claims, nullptr, Read}}) ==
        "reads reads Claims, which it does not declare");
  CHECK(runOnSnippet(Program, {{"reports", Index, 0, 0, nullptr, Diag}}) ==
        "reports writes Diagnostics, which it does not declare");
  CHECK(runOnSnippet(Program, {{"reports", Index, 0, C::Diagnostics, nullptr, Diag},
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

TEST_CASE("a step that reads a fact it does not declare is stopped", "[RuleList]") {
  auto Plans = [](TranslationContext &, const StepInputs &In) { (void)In.plans().all(); };
  CHECK(runOnSnippet(Program, {{"plans", rule_fact::BlockPlans, 0, 0, nullptr, Plans}}) == "");
  CHECK(runOnSnippet(Program, {{"plans", rule_fact::IndexDeclarations, 0, 0, nullptr, Plans}}) ==
        "plans reads the fact BlockPlans, which it does not declare");
  // the real steps, each without one fact it declares: a step reading it is stopped
  for (unsigned Fact :
       {unsigned(rule_fact::IndexPreprocessor), unsigned(rule_fact::IndexDeclarations), unsigned(rule_fact::IndexUses),
        unsigned(rule_fact::IndexCalls), unsigned(rule_fact::IndexFunctionFacts), unsigned(rule_fact::DeviceCode),
        unsigned(rule_fact::BlockPlans), unsigned(rule_fact::Provenance), unsigned(rule_fact::Managed),
        unsigned(rule_fact::Buffers), unsigned(rule_fact::Reductions), unsigned(rule_fact::Options),
        unsigned(rule_fact::UnifiedSharedMemory)}) {
    INFO("without " << rule_fact::name(Fact));
    std::vector<RuleStep> Steps(ruleSteps().begin(), ruleSteps().end());
    std::vector<std::string> Readers;
    for (RuleStep &S : Steps)
      if (S.Facts & Fact) Readers.push_back(S.Name), S.Facts &= ~Fact;
    REQUIRE(!Readers.empty());
    // (MapRule, the only reader of the device buffers, runs under --memory=map)
    std::string Violation = runOnSnippet(Program, Steps, MemoryStrategy::Map);
    CHECK(Violation == Readers.front() + " reads the fact " + rule_fact::name(Fact) + ", which it does not declare");
  }
  // each real step without one fact it declares, the other steps as they are:
  // that step is stopped. So every step reads each fact it declares (on this
  // program, which takes every path that reads one), and declares no more.
  const std::vector<RuleStep> Real(ruleSteps().begin(), ruleSteps().end());
  for (size_t I = 0; I < Real.size(); ++I)
    for (unsigned Fact = 1; Fact <= rule_fact::DeviceCode; Fact <<= 1) {
      if ((Real[I].Facts & Fact) == 0) continue;
      INFO(Real[I].Name << " without " << rule_fact::name(Fact));
      std::vector<RuleStep> Steps = Real;
      Steps[I].Facts &= ~Fact;
      CHECK(runOnSnippet(Program, Steps, MemoryStrategy::Map) ==
            std::string(Real[I].Name) + " reads the fact " + rule_fact::name(Fact) + ", which it does not declare");
    }
}

TEST_CASE("a step that reads a group of the index it does not declare is stopped", "[RuleList]") {
  using G = CudaAstIndex::Group;
  // one accessor of each group, and the group's fact
  struct Reader {
    G Group;
    unsigned Fact;
    void (*Run)(TranslationContext &, const StepInputs &);
  };
  const Reader Readers[] = {
      {G::Preprocessor, rule_fact::IndexPreprocessor,
       [](TranslationContext &, const StepInputs &In) { (void)In.index().includes(); }},
      {G::Declarations, rule_fact::IndexDeclarations,
       [](TranslationContext &, const StepInputs &In) { (void)In.index().kernels(); }},
      {G::Uses, rule_fact::IndexUses,
       [](TranslationContext &, const StepInputs &In) { (void)In.index().references(); }},
      {G::Calls, rule_fact::IndexCalls,
       [](TranslationContext &, const StepInputs &In) { (void)In.index().launches(); }},
      {G::FunctionFacts, rule_fact::IndexFunctionFacts,
       [](TranslationContext &, const StepInputs &In) { (void)In.index().facts(); }},
  };
  constexpr unsigned AllGroups = rule_fact::IndexPreprocessor | rule_fact::IndexDeclarations | rule_fact::IndexUses |
                                 rule_fact::IndexCalls | rule_fact::IndexFunctionFacts;
  for (const Reader &R : Readers) {
    INFO(CudaAstIndex::groupName(R.Group));
    CHECK(rule_fact::indexGroup(R.Group) == R.Fact);
    CHECK(std::string(rule_fact::name(R.Fact)) == std::string("Index") + CudaAstIndex::groupName(R.Group));
    // declared: read without a word
    CHECK(runOnSnippet(Program, {{"reader", R.Fact, 0, 0, nullptr, R.Run}}) == "");
    // every group but this one: the read stops the run, naming the step and the group
    CHECK(runOnSnippet(Program, {{"reader", AllGroups & ~R.Fact, 0, 0, nullptr, R.Run}}) ==
          std::string("reader reads the fact ") + rule_fact::name(R.Fact) + ", which it does not declare");
  }
  // handing the index over is not a read
  CHECK(runOnSnippet(Program, {{"holder", 0, 0, 0, nullptr,
                                [](TranslationContext &, const StepInputs &In) { (void)&In.index(); }}}) == "");
  // the functions of the index note their groups as well
  auto Reaching = [](TranslationContext &, const StepInputs &In) {
    (void)In.index().kernelsReaching(In.index().kernels().front());
  };
  CHECK(runOnSnippet(Program, {{"reaching", rule_fact::IndexDeclarations | rule_fact::IndexCalls, 0, 0, nullptr,
                                Reaching}}) == "");
  CHECK(runOnSnippet(Program, {{"reaching", rule_fact::IndexDeclarations, 0, 0, nullptr, Reaching}}) ==
        "reaching reads the fact IndexCalls, which it does not declare");
  auto FactsOf = [](TranslationContext &, const StepInputs &In) {
    const clang::FunctionDecl *K = In.index().kernels().front();
    (void)In.index().factsOf(K);
    (void)In.index().isIndexFunction(K);
  };
  CHECK(runOnSnippet(Program, {{"facts of", rule_fact::IndexDeclarations | rule_fact::IndexFunctionFacts, 0, 0, nullptr,
                                FactsOf}}) == "");
  CHECK(runOnSnippet(Program, {{"facts of", rule_fact::IndexDeclarations, 0, 0, nullptr, FactsOf}}) ==
        "facts of reads the fact IndexFunctionFacts, which it does not declare");
}

TEST_CASE("the index notes reads only while it is observed", "[RuleList]") {
  struct Groups : CudaAstIndex::ReadObserver {
    unsigned Read = 0;
    void noteRead(CudaAstIndex::Group G) override { Read |= 1u << static_cast<unsigned>(G); }
  };
  analyseCudaSnippet(Program, [](const SourceView &, const CudaAstIndex &Index, const BlockPlans &) {
    Groups Outer, Inner;
    (void)Index.kernels(); // no observer: nothing to tell
    {
      CudaAstIndex::ObserveReads Observing(Index, Outer);
      (void)Index.launches();
      {
        CudaAstIndex::ObserveReads Nested(Index, Inner);
        (void)Index.conditions();
      }
      (void)Index.usings(); // the outer observer again
    }
    (void)Index.facts(); // none again
    CHECK(Outer.Read == (rule_fact::IndexCalls | rule_fact::IndexUses));
    CHECK(Inner.Read == rule_fact::IndexPreprocessor);
  });
}
