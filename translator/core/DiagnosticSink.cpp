#include "core/DiagnosticSink.h"
#include <algorithm>

namespace c2o {

using namespace clang;

void DiagnosticSink::report(DiagID ID, SourceLocation L, llvm::ArrayRef<std::string> Args) {
  Diagnostic D;
  D.ID = ID;
  D.Text = formatMessage(ID, Args);
  const SourceManager &SM = View.SM;
  SourceLocation S = SM.getSpellingLoc(L);
  if (View.fileIndex(SM.getFileID(S)) < 0) S = SM.getExpansionLoc(L);
  PresumedLoc P = SM.getPresumedLoc(S);
  if (P.isValid()) {
    D.File = P.getFilename();
    D.Line = P.getLine();
    D.Column = P.getColumn();
  }
  D.Offset = View.fileOffset(S).value_or(0);
  // One diagnostic per place and ID (a macro expanded many times).
  for (const Diagnostic &Old : Diags)
    if (Old.ID == D.ID && Old.Offset == D.Offset && Old.Text == D.Text) return;
  Diags.push_back(std::move(D));
}

void DiagnosticSink::sortByOffset() {
  // Stable: diagnostics at one place keep the order they were reported in
  // (std::sort's order of equal offsets depends on the rest of the list,
  // which made the comments above a function change from run to run).
  std::stable_sort(Diags.begin(), Diags.end(),
                   [](const Diagnostic &A, const Diagnostic &B) { return A.Offset < B.Offset; });
}

unsigned DiagnosticSink::unconverted() const {
  // Only C2O10xx leave a construct as it is; the others annotate a translation.
  return std::count_if(Diags.begin(), Diags.end(), [](const Diagnostic &D) {
    return diagInfo(D.ID).Level != DiagLevel::Note && diagCategory(D.ID) == DiagCategory::Unconverted;
  });
}

} // namespace c2o
