//===- Statistics.h - --print-stats and --stats-csv -----------------------===//
#pragma once
#include "rewrite/TranslationContext.h"
#include "llvm/Support/raw_ostream.h"
#include <vector>

namespace c2o {

/// A human-readable table: one row per file and a total.
void printStatistics(llvm::raw_ostream &OS, const std::vector<FileStats> &Files);
/// The same numbers as CSV, with a header row and a TOTAL row.
void writeStatisticsCsv(llvm::raw_ostream &OS, const std::vector<FileStats> &Files);

} // namespace c2o
