//===- IncludeRule.cpp - CUDA includes become the helper include ----------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"

namespace c2o {

static const char *HelperInclude = "#include \"c2o_runtime.h\"";
// GCC 12 rejects the clause ("sorry, unimplemented"); GCC 13 accepts it.
static const char *RequiresUSM =
    "#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13\n"
    "#pragma omp requires unified_shared_memory\n"
    "#endif\n";

/// Where a new include goes: the start of the first line that is not a comment.
static unsigned firstCodeLine(const TranslationContext &TC) {
  return TC.lineStart(skipBlanksAndComments(TC.Edits.original(), 0));
}

void runIncludeRule(TranslationContext &TC, const CudaAstIndex &Index) {
  std::optional<unsigned> HelperAt;
  for (const CudaInclude &I : Index.Includes) {
    if (!I.Bundled) continue;
    if (!isHeaderCoveredByHelpers(I.Name)) {
      TC.diag(DiagID::C2O1010, TC.SM.getComposedLoc(TC.SM.getMainFileID(), I.Begin), {I.Name});
      continue;
    }
    ++TC.Stats.Converted;
    if (!HelperAt) {
      HelperAt = I.Begin;
      TC.Edits.replace(I.Begin, I.End - I.Begin, HelperInclude);
    } else {
      TC.Edits.replace(I.Begin, I.End - I.Begin, ""); // the helper header covers it
    }
  }
  if (!HelperAt) {
    HelperAt = firstCodeLine(TC);
    TC.Edits.insert(*HelperAt, std::string(HelperInclude) + "\n", -5);
  }
  // `requires` must come before any device routine, the helpers' included.
  if (TC.NeedsUnifiedSharedMemory) TC.Edits.insert(*HelperAt, RequiresUSM, -6);
}

void insertDiagnosticComments(TranslationContext &TC) {
  const std::string &T = TC.Edits.original();
  for (const Diagnostic &D : TC.Diags) {
    unsigned At = TC.lineStart(TC.Edits.replacementStartContaining(D.Offset));
    // Never inside a macro definition: go up to its #define line.
    while (At >= 2 && T[At - 1] == '\n' && (T[At - 2] == '\\' || (At >= 3 && T[At - 2] == '\r' && T[At - 3] == '\\')))
      At = TC.lineStart(At - 2);
    At = TC.lineStart(TC.Edits.replacementStartContaining(At));
    std::string Comment = TC.indentOf(At) + "// " + diagInfo(D.ID).ID + ": " + D.Text + "\n";
    TC.Edits.insert(At, Comment, -2);
  }
}

} // namespace c2o
