//===- TranslationContext.h - what the rules write into -------------------===//
//
// The rules read the facts of the analyses (CudaAstIndex and the results the
// driver hands them beside it) and write into one TranslationContext: the
// edits of the main file, the counts, and through its channels what a later
// rule or the driver needs (the claims of the structural rules, the atomics
// reductions apply, the atomic policy's choices, the diagnostics). It is a SourceView: the offsets and the original text of
// the main file, with the edits' current text on top (text(), replaceToken()).
//===----------------------------------------------------------------------===//
#pragma once
#include "core/DiagnosticSink.h"
#include "core/SourceView.h"
#include "policy/AtomicPolicy.h"
#include "rewrite/EditSet.h"
#include "clang/AST/Decl.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace c2o {

/// What the rules counted, for the statistics.
struct RuleCounts {
  unsigned Converted = 0; ///< CUDA references translated
  unsigned Kernels = 0, Launches = 0;
};

/// An FP atomic the atomic rule wrote as `#pragma omp atomic` with a hint.
struct HintedAtomic {
  const clang::FunctionDecl *Function = nullptr; ///< the kernel or device function it is in
  AtomicHint Hint = AtomicHint::None; ///< the policy's choice: Fast (hardware) or Safe (CAS)
  clang::SourceLocation Loc;
  bool Capture = false;  ///< a helper's capture form (c2o_atomic_add), always marked fine-grained
  bool IsDouble = false;
};

/// An atomic that became a reduction (AtomicReductionRule): its kernel's
/// launcher applies the accumulator to the atomic's address after the loop,
/// with the statement the atomic rule writes for `address op= Accumulator`.
struct FinalAtomic {
  std::string Accumulator;
  std::string Statement; ///< by runAtomicRule (its statement forms), else by runAtomicReductionRule (a helper call)
};

/// What a rule hands on to later rules through the TranslationContext, each a
/// channel (bits). The list of the rules (driver/RuleList.cpp) declares which
/// channels each step reads and writes; while a step runs, the context lets
/// it use those only (a use it did not declare stops the translation: a
/// programming error, found by any test that reaches it). Edits and
/// statistics are not channels: every step adds to them, in order.
namespace rule_channel {
enum : unsigned {
  Claims = 1,       ///< claim() / isClaimed(): nodes a structural rule rewrites whole
  FinalAtomics = 2, ///< finalAtomics(): the atomic each accumulator's launcher applies
  AtomicRows = 4,   ///< addAtomicRows(): the --explain-atomics rows and the hinted atomics (read by the driver)
  Diagnostics = 8,  ///< diag() writes, diagnostics() reads
};
/// The channel's name, for messages ("Claims").
const char *name(unsigned Channel);
} // namespace rule_channel

/// State of the translation of one main file, shared by the rules.
class TranslationContext : public SourceView {
public:
  TranslationContext(const SourceView &View, EditSet &Edits, DiagnosticSink &Diags)
      : SourceView(View), Edits(Edits), Diags(Diags) {}

  EditSet &Edits;

  /// The current text (edits applied) of the token range \p R (file locations).
  std::optional<std::string> text(clang::SourceRange R) const;
  /// The text of \p R as the file spells it, macro names included where R
  /// begins or ends inside a macro's expansion (`fp *x` with `#define fp
  /// float`, `int *p = NULL`), with the edits made so far.
  std::optional<std::string> writtenText(clang::SourceRange R) const;
  /// Replaces the token spelled at \p L.
  bool replaceToken(clang::SourceLocation L, llvm::StringRef NewText);

  // ---- the channels (rule_channel) ------------------------------------------
  /// Records a diagnostic at \p L (the comment goes in at the end). Writes Diagnostics.
  void diag(DiagID ID, clang::SourceLocation L, llvm::ArrayRef<std::string> Args = {});
  /// The diagnostics reported so far. Reads Diagnostics.
  DiagnosticSink &diagnostics();
  /// Marks \p Node as rewritten whole by a structural rule: the reference rule skips it. Writes Claims.
  void claim(const void *Node);
  /// Whether a structural rule claimed \p Node. Reads Claims.
  bool isClaimed(const void *Node) const;
  /// Per accumulator of an atomic reduction, its first atomic (the rest are
  /// claimed). Reads FinalAtomics; \p ToWrite: writes it too.
  std::map<const clang::CallExpr *, FinalAtomic> &finalAtomics(bool ToWrite = false);
  /// One --explain-atomics row. Writes AtomicRows.
  void addAtomicExplanation(std::string Row);
  /// The policy's choice for one floating-point atomic, for --audit-isa. Writes AtomicRows.
  void addHintedAtomic(const HintedAtomic &H);
  /// What the rules wrote into AtomicRows (for the driver, after the rules).
  const std::vector<std::string> &atomicExplanations() const { return AtomicExplanations; }
  const std::vector<HintedAtomic> &hintedAtomics() const { return HintedAtomics; }

  /// A step of the rules begins: until endStep(), a use of a channel outside
  /// \p Reads / \p Writes is a violation (driver/RuleList.cpp).
  void beginStep(const char *Name, unsigned Reads, unsigned Writes);
  /// The step ends; its first violation ("" when none): "KeywordRule writes Claims, which it does not declare".
  std::string endStep();

  RuleCounts Stats;

private:
  /// Fails the step (see beginStep) unless it declared \p Channel among its reads (or writes).
  void use(unsigned Channel, bool Write) const;

  DiagnosticSink &Diags;
  std::set<const void *> Claimed;
  std::vector<std::string> AtomicExplanations;
  std::vector<HintedAtomic> HintedAtomics;
  std::map<const clang::CallExpr *, FinalAtomic> FinalAtomics;
  const char *Step = nullptr; ///< the step running, or null (no checks)
  unsigned StepReads = 0, StepWrites = 0;
  mutable std::string Violation;
};

} // namespace c2o
