//===- Statistics.h - --print-stats and --stats-csv -----------------------===//
#pragma once
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace c2o {

/// Counts of one translated file for --print-stats / --stats-csv.
struct FileStats {
  std::string File;
  unsigned Converted = 0;   ///< CUDA references translated
  unsigned Unconverted = 0; ///< CUDA constructs left as they are (C2O10xx warnings)
  unsigned Kernels = 0, Launches = 0;
  unsigned ChangedLines = 0, TotalLines = 0;
  double Seconds = 0;
};

/// A human-readable table: one row per file and a total.
void printStatistics(llvm::raw_ostream &OS, const std::vector<FileStats> &Files);
/// The same numbers as CSV, with a header row and a TOTAL row.
void writeStatisticsCsv(llvm::raw_ostream &OS, const std::vector<FileStats> &Files);
/// Does \p Text begin with that header row? (A file that does may be replaced by --stats-csv.)
bool isStatisticsCsvText(llvm::StringRef Text);

} // namespace c2o
