//===- DiagnosticComments.cpp - the diagnostics as comments in the output -===//
//
// The last step of the rules (driver/RuleList.cpp): every diagnostic the
// rules reported becomes a comment above the line it concerns.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"

namespace c2o {

void insertDiagnosticComments(TranslationContext &TC) {
  const std::string &T = TC.Edits.original();
  DiagnosticSink &Diags = TC.diagnostics();
  Diags.sortByOffset();
  for (const Diagnostic &D : Diags) {
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
