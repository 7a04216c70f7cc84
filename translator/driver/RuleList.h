//===- RuleList.h - the rules as an ordered list --------------------------===//
//
// The rules run in the order of ruleSteps(), each through one signature: the
// TranslationContext it writes into, and its StepInputs, the facts the
// analyses computed before any rule runs (and the run's options: RuleInputs),
// each read through an accessor (the index through its own accessors, by
// group: CudaAstIndex::Group). Each step declares which facts it reads,
// and what it reads from earlier steps and hands on to later ones through the
// channels of the context (claims, final atomics, the atomic rows, the
// diagnostics: rewrite/TranslationContext.h). A step that reads what no
// earlier step writes does not compile (RuleList.cpp checks the list with
// static_assert); a step that reads a fact or uses a channel it does not
// declare stops the run (its StepInputs and the context check each use while
// the step runs).
// The rules themselves are in rewrite/ (Rules.h); this file only says when
// each runs and what it gets.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceBuffers.h"
#include "analysis/GridUniformAtomics.h"
#include "analysis/ManagedBuffers.h"
#include "driver/Translator.h"
#include "rewrite/TranslationContext.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <vector>

namespace c2o {

/// What the rules read besides the context: the analyses' results, computed
/// before the first rule runs, and the options of the run. A step reads them
/// through its StepInputs.
struct RuleInputs {
  const CudaAstIndex &Index;
  const DeviceCodeFacts &Device;
  const BlockPlans &Plans;
  const ProvenanceAnalysis &Provenance;
  const ManagedBuffers &Managed;
  const std::vector<BufferPlan> &Buffers;
  const std::vector<KernelReductions> &Reductions;
  const TranslatorOptions &Opts;
  /// The program allocates memory kernels reach as host memory: the file asks
  /// for `requires unified_shared_memory` (needsUnifiedSharedMemory).
  bool UnifiedSharedMemory;
};

/// The members of RuleInputs a step reads (bits). The index is read by
/// groups of its accessors (CudaAstIndex::Group), each a fact of its own.
namespace rule_fact {
enum : unsigned {
  IndexPreprocessor = 1,   ///< the index's Group::Preprocessor (files, includes, conditions, macros)
  IndexDeclarations = 2,   ///< Group::Declarations (kernels, device functions and variables ...)
  IndexUses = 4,           ///< Group::Uses (references to CUDA names, kernels as values ...)
  IndexCalls = 8,          ///< Group::Calls (launches, calls, the call graph)
  IndexFunctionFacts = 16, ///< Group::FunctionFacts (block-level uses, index functions ...)
  Provenance = 32,
  Managed = 64,
  Buffers = 128,
  Reductions = 256,
  Options = 512,
  UnifiedSharedMemory = 1024,
  BlockPlans = 2048,
  DeviceCode = 4096,
};
/// The bit of the index's group \p G.
constexpr unsigned indexGroup(CudaAstIndex::Group G) { return 1u << static_cast<unsigned>(G); }
static_assert(indexGroup(CudaAstIndex::Group::Preprocessor) == IndexPreprocessor &&
                  indexGroup(CudaAstIndex::Group::Declarations) == IndexDeclarations &&
                  indexGroup(CudaAstIndex::Group::Uses) == IndexUses &&
                  indexGroup(CudaAstIndex::Group::Calls) == IndexCalls &&
                  indexGroup(CudaAstIndex::Group::FunctionFacts) == IndexFunctionFacts && CudaAstIndex::GroupCount == 5,
              "one rule_fact bit per group of CudaAstIndex");
/// The member's name, for the messages ("BlockPlans", "IndexCalls").
const char *name(unsigned Fact);
} // namespace rule_fact

/// The RuleInputs as one step sees them: each fact through an accessor that
/// notes a read the step does not declare (runSteps makes one per step). The
/// index is handed over as it is: while the StepInputs live, they observe it,
/// and each of its accessors notes its group (CudaAstIndex::ObserveReads).
class StepInputs : private CudaAstIndex::ReadObserver {
public:
  StepInputs(const RuleInputs &In, const char *Step, unsigned Declared)
      : In(In), Step(Step), Declared(Declared), Observing(In.Index, *this) {}
  const CudaAstIndex &index() const { return In.Index; }
  const DeviceCodeFacts &device() const { return use(rule_fact::DeviceCode), In.Device; }
  const BlockPlans &plans() const { return use(rule_fact::BlockPlans), In.Plans; }
  const ProvenanceAnalysis &provenance() const { return use(rule_fact::Provenance), In.Provenance; }
  const ManagedBuffers &managed() const { return use(rule_fact::Managed), In.Managed; }
  const std::vector<BufferPlan> &buffers() const { return use(rule_fact::Buffers), In.Buffers; }
  const std::vector<KernelReductions> &reductions() const { return use(rule_fact::Reductions), In.Reductions; }
  const TranslatorOptions &options() const { return use(rule_fact::Options), In.Opts; }
  bool unifiedSharedMemory() const { return use(rule_fact::UnifiedSharedMemory), In.UnifiedSharedMemory; }
  /// The first read of a fact the step does not declare ("" when none).
  const std::string &violation() const { return Violation; }

private:
  void noteRead(CudaAstIndex::Group G) override { use(rule_fact::indexGroup(G)); }
  void use(unsigned Fact) const;
  const RuleInputs &In;
  const char *Step;
  unsigned Declared;
  mutable std::string Violation;
  CudaAstIndex::ObserveReads Observing; ///< (last: the rest is ready before the index is observed)
};

/// One step of the rules.
struct RuleStep {
  const char *Name;
  unsigned Facts;  ///< rule_fact bits it reads
  unsigned Reads;  ///< rule_channel bits it reads: an earlier step writes each
  unsigned Writes; ///< rule_channel bits it writes
  bool (*Enabled)(const TranslatorOptions &); ///< null: always runs (runSteps asks it: not a fact of the step)
  void (*Run)(TranslationContext &, const StepInputs &);
};

/// The steps, in the order they run.
llvm::ArrayRef<RuleStep> ruleSteps();

/// The name of the first step of \p Steps that reads a channel no earlier
/// step writes, or "" when there is none (the check ruleSteps() passes when it compiles).
std::string firstUnorderedStep(llvm::ArrayRef<RuleStep> Steps);

/// Runs every enabled step of \p Steps on \p TC, each allowed the facts and
/// the channels it declares; returns the first read of an undeclared fact or
/// use of an undeclared channel ("" when none): the step that made it stops the run.
std::string runSteps(llvm::ArrayRef<RuleStep> Steps, TranslationContext &TC, const RuleInputs &In);

/// Runs every enabled step of ruleSteps() on \p TC (a read of an undeclared
/// fact or a use of an undeclared channel is a fatal error: the translator's
/// bug, not the input's).
void runRules(TranslationContext &TC, const RuleInputs &In);

} // namespace c2o
