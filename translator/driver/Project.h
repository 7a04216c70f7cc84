//===- Project.h - several files translated together ----------------------===//
//
// A run of cuda2omp translates its inputs one by one (each a translation
// unit, with the project's files it includes); this puts the outputs
// together: where each file goes, each included file written once even when
// several inputs include it (C2O1020 when they translate it differently), an
// input that another input includes taken from that translation, and for an
// input that does not parse on its own, the file that includes it.
//===----------------------------------------------------------------------===//
#pragma once
#include "driver/Translator.h"
#include "output/OutputWriter.h"
#include <string>
#include <vector>

namespace c2o {

/// One file to write.
struct PlannedFile {
  std::string Source;  ///< the input file it comes from
  std::string Path;    ///< where it goes
  std::string Text;
  size_t Input = 0;    ///< the input whose translation it is
  bool Main = false;   ///< an input's own translation
  bool Translated = false; ///< the translation changed it (else a copy, as it is)
};

/// What one input came to.
struct InputOutcome {
  int Code = 0;             ///< 0 ok, 1 usage, 2 input, 3 output (docs/user-guide.md#exit-codes)
  std::string Messages;     ///< for the console, in order
  std::vector<Diagnostic> Diags; ///< to print (each place once in the run)
};

/// The whole run: the files to write, and per input its outcome.
struct ProjectPlan {
  std::vector<PlannedFile> Files;
  std::vector<InputOutcome> Inputs;
};

/// Where translating \p Inputs (their results \p Results, each parsed or not;
/// \p Codes: what the checks before the translation found, 0 where the input
/// was translated) puts which file, under \p Plan.
ProjectPlan planProject(const std::vector<std::string> &Inputs, const std::vector<TranslationResult> &Results,
                        const std::vector<int> &Codes, const OutputPlan &Plan);

/// The folder whose files an input's translation includes: --in-root when
/// given, else the input's folder with -o or --inplace, else the current
/// folder; absolute, symbolic links resolved.
std::string projectRootFor(const std::string &Input, const OutputPlan &Plan);

} // namespace c2o
