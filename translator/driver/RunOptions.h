//===- RunOptions.h - the option values of a translation run --------------===//
//
// cuda2omp's command line (tools/cuda2omp.cpp declares the options and
// prints the messages) gives the translation's choices as words and says
// where the output goes. Here each word is read into TranslatorOptions or
// refused with a message that lists the accepted values, and the
// combinations of options that cannot go together are refused, as data:
// no file is looked at and nothing is printed.
//===----------------------------------------------------------------------===//
#pragma once
#include "driver/Translator.h"
#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <string>

namespace c2o {

/// The atomics' choices as written: --omp-compiler, --offload-arch,
/// --atomic-policy, --unsafe-fp-atomics, --atomic-reduction.
struct AtomicChoiceValues {
  std::string OmpCompiler = "portable";
  std::string OffloadArch = "gfx90a";
  std::string AtomicPolicy = "conservative";
  bool UnsafeFpAtomics = false;
  std::string AtomicReduction = "on";
};

/// Reads \p V into \p Opts (Atomics, AtomicReduction), in the order of the
/// fields above. Returns "" or the message of the first value refused
/// ("unknown --atomic-policy 'x' (conservative, fast, safe)").
std::string readAtomicChoices(const AtomicChoiceValues &V, TranslatorOptions &Opts);

/// --memory: device, map or usm into \p Memory; "" or the message.
std::string readMemoryStrategy(llvm::StringRef Value, MemoryStrategy &Memory);

/// Where the output goes, as given.
struct OutputChoiceValues {
  size_t Inputs = 0;       ///< input files named
  std::string BuildPath;   ///< -p
  std::string OutputFile;  ///< -o
  std::string OutRoot;     ///< --out-root
  bool InPlace = false;    ///< --inplace
  bool MigrateCmake = false;
};

/// The first combination of \p V that cannot be: --migrate-cmake with -o or
/// --inplace, no input at all, -o with several inputs, --inplace with -o or
/// --out-root. "" when none.
std::string outputChoiceProblem(const OutputChoiceValues &V);

/// --report-only writes nothing but the report: it needs --report, and
/// refuses the options that write other files. "" or the message.
std::string reportOnlyProblem(bool ReportOnly, llvm::StringRef ReportPath, bool InPlace, bool MigrateCmake,
                              bool AuditIsa, llvm::StringRef StatsCsv);

} // namespace c2o
