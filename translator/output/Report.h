//===- Report.h - --report: the run as JSON or CSV ------------------------===//
#pragma once
#include "core/Diagnostics.h"
#include "output/Statistics.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace c2o {

/// The arguments {0}, {1}, ... of \p D's message, recovered from its text
/// (empty when the text does not follow the message of its ID).
std::vector<std::string> messageArguments(const Diagnostic &D);
/// The CUDA API, type, built-in or header \p D is about (CudaNameArguments.def), or "".
std::string cudaNameOf(const Diagnostic &D);

/// One input of the run.
struct ReportFile {
  std::string File;
  std::string Status;  ///< "translated", "failed", "not written" (--report-only, kept edits), ...
  std::vector<std::string> Outputs; ///< the files written for it
  std::optional<FileStats> Stats;   ///< when it parsed
};

/// Everything --report writes.
struct RunReport {
  int ExitCode = 0;
  std::vector<ReportFile> Files;
  std::vector<Diagnostic> Diags; ///< in the order they were printed
};

/// Per CUDA name, how many diagnostics name it (all IDs, then per ID).
std::map<std::string, std::map<std::string, unsigned>> apiCounts(const std::vector<Diagnostic> &Diags);

/// JSON: {"tool", "version", "exit_code", "summary", "files", "diagnostics", "api_counts"}.
void writeReportJson(llvm::raw_ostream &OS, const RunReport &R);
/// CSV, one row per diagnostic, file and API name: the column "kind" says which
/// (docs/user-guide.md#reports).
void writeReportCsv(llvm::raw_ostream &OS, const RunReport &R);

/// Does \p Text begin as a report of cuda2omp does (its JSON's first key,
/// or its CSV's header row)? A file that does may be replaced by a report.
bool isRunReportText(llvm::StringRef Text);

} // namespace c2o
