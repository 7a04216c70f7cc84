// The rules as an ordered list (driver/RuleList.h): the order, and the check
// that a step reads only what an earlier step wrote.
#include "driver/RuleList.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <vector>

using namespace c2o;

TEST_CASE("the rules run in their documented order", "[RuleList]") {
  std::vector<std::string> Names;
  for (const RuleStep &S : ruleSteps()) Names.push_back(S.Name);
  CHECK(Names == std::vector<std::string>{"claimAtomicReductions", "claimAtomicStatements", "claimLaunchKernelCalls",
                                          "claimBlockKernelCalls", "ConditionRule", "KeywordRule", "InlineAsmRule",
                                          "ApiReferenceRule", "AtomicRule", "AtomicReductionRule", "DynamicSharedRule", "KernelRule",
                                          "LaunchRule", "MapRule", "IncludeRule", "diagnostic comments"});
  for (const RuleStep &S : ruleSteps()) CHECK(S.Run != nullptr);
  CHECK(firstUnorderedStep(ruleSteps()).empty());
}

TEST_CASE("a step that reads what no earlier step wrote is found", "[RuleList]") {
  std::vector<RuleStep> Steps(ruleSteps().begin(), ruleSteps().end());
  // The atomic rule reads the unified-shared-memory request of the API rule:
  // run before it, it is out of order.
  auto At = [&](const char *Name) {
    for (size_t I = 0; I < Steps.size(); ++I)
      if (std::string(Steps[I].Name) == Name) return I;
    FAIL("no step " << Name);
    return size_t(0);
  };
  std::swap(Steps[At("ApiReferenceRule")], Steps[At("AtomicRule")]);
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
