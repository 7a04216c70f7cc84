//===- DiagnosticSink.h - the diagnostics of one translated file ----------===//
#pragma once
#include "core/Diagnostics.h"
#include "core/SourceView.h"
#include <vector>

namespace c2o {

/// Collects the diagnostics given while one file is translated, each at the
/// place of the translated files it concerns (a macro's expansion when it is
/// spelled in a header that is not translated), once per place, ID and text.
class DiagnosticSink {
public:
  explicit DiagnosticSink(const SourceView &View) : View(View) {}

  /// Records \p ID at \p L with the message's arguments \p Args.
  void report(DiagID ID, clang::SourceLocation L, llvm::ArrayRef<std::string> Args = {});

  const std::vector<Diagnostic> &all() const { return Diags; }
  std::vector<Diagnostic>::const_iterator begin() const { return Diags.begin(); }
  std::vector<Diagnostic>::const_iterator end() const { return Diags.end(); }
  /// Puts the diagnostics in the order of their places in the file.
  void sortByOffset();
  /// How many say that a CUDA construct was left as it is (the C2O10xx
  /// warnings: the "unconverted" count of the statistics).
  unsigned unconverted() const;

private:
  const SourceView &View;
  std::vector<Diagnostic> Diags;
};

} // namespace c2o
