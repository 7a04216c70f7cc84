//===- TranslationContext.h - what the rules write into -------------------===//
//
// The rules read the facts of the analyses (CudaAstIndex and the results the
// driver hands them beside it) and write into one TranslationContext: the
// edits of the main file, the claims of the structural rules, the
// diagnostics, and what the rules learnt that a later rule or the driver
// needs (counts, whether the file needs unified shared memory, the atomic
// policy's choices). It is a SourceView: the offsets and the original text of
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

/// State of the translation of one main file, shared by the rules.
class TranslationContext : public SourceView {
public:
  TranslationContext(const SourceView &View, EditSet &Edits, DiagnosticSink &Diags)
      : SourceView(View), Edits(Edits), Diags(Diags) {}

  EditSet &Edits;
  DiagnosticSink &Diags;

  /// The current text (edits applied) of the token range \p R (file locations).
  std::optional<std::string> text(clang::SourceRange R) const;
  /// The text of \p R as the file spells it, macro names included where R
  /// begins or ends inside a macro's expansion (`fp *x` with `#define fp
  /// float`, `int *p = NULL`), with the edits made so far.
  std::optional<std::string> writtenText(clang::SourceRange R) const;
  /// Replaces the token spelled at \p L.
  bool replaceToken(clang::SourceLocation L, llvm::StringRef NewText);
  /// Records a diagnostic at \p L (the comment goes in at the end).
  void diag(DiagID ID, clang::SourceLocation L, llvm::ArrayRef<std::string> Args = {}) { Diags.report(ID, L, Args); }

  /// Nodes a structural rule will rewrite whole; the reference rule skips them.
  std::set<const void *> Claimed;
  /// Offsets of the function types of kernel pointers already given the launcher's parameters (LaunchRule).
  std::set<unsigned> KernelPointerTypes;

  // ---- what the rules learnt ------------------------------------------------
  RuleCounts Stats;
  /// Some allocation became host memory that kernels reach directly: the
  /// file asks for `requires unified_shared_memory` (IncludeRule).
  bool NeedsUnifiedSharedMemory = false;
  /// One line per atomic for --explain-atomics.
  std::vector<std::string> AtomicExplanations;
  /// The policy's choice for every floating-point atomic, for --audit-isa.
  std::vector<HintedAtomic> HintedAtomics;
  /// Per accumulator of an atomic reduction, its first atomic (the rest are Claimed).
  std::map<const clang::CallExpr *, FinalAtomic> FinalAtomics;
};

} // namespace c2o
