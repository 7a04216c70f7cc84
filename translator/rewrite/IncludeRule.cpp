//===- IncludeRule.cpp - CUDA includes become the helper include ----------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "llvm/ADT/StringSet.h"

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
  std::optional<unsigned> RuntimeAt, FirstHelperAt;
  llvm::StringSet<> Written; // helper headers already included
  for (const CudaInclude &I : Index.Includes) {
    if (!I.Bundled) continue;
    llvm::StringRef Helper = helperHeaderFor(I.Name);
    if (Helper.empty()) {
      TC.diag(DiagID::C2O1010, TC.SM.getComposedLoc(TC.SM.getMainFileID(), I.Begin), {I.Name});
      continue;
    }
    ++TC.Stats.Converted;
    if (!Written.insert(Helper).second) {
      TC.Edits.replace(I.Begin, I.End - I.Begin, ""); // that helper header covers it
      continue;
    }
    TC.Edits.replace(I.Begin, I.End - I.Begin, "#include \"" + Helper.str() + "\"");
    if (Helper == "c2o_runtime.h") RuntimeAt = I.Begin;
    if (!FirstHelperAt) FirstHelperAt = I.Begin;
  }
  if (!RuntimeAt) {
    RuntimeAt = firstCodeLine(TC);
    TC.Edits.insert(*RuntimeAt, std::string(HelperInclude) + "\n", -5);
    if (!FirstHelperAt || *RuntimeAt < *FirstHelperAt) FirstHelperAt = RuntimeAt;
  }
  // `requires` must come before any device routine, the helpers' included.
  if (TC.NeedsUnifiedSharedMemory) TC.Edits.insert(*FirstHelperAt, RequiresUSM, -6);
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
