#include "output/Statistics.h"
#include "llvm/Support/Format.h"

namespace c2o {

static FileStats total(const std::vector<FileStats> &Files) {
  FileStats T;
  T.File = "TOTAL";
  for (const FileStats &F : Files) {
    T.Converted += F.Converted;
    T.Unconverted += F.Unconverted;
    T.Kernels += F.Kernels;
    T.Launches += F.Launches;
    T.ChangedLines += F.ChangedLines;
    T.TotalLines += F.TotalLines;
    T.Seconds += F.Seconds;
  }
  return T;
}

static double percentConverted(const FileStats &F) {
  unsigned All = F.Converted + F.Unconverted;
  return All ? 100.0 * F.Converted / All : 100.0;
}

void printStatistics(llvm::raw_ostream &OS, const std::vector<FileStats> &Files) {
  OS << "cuda2omp statistics\n";
  auto Row = [&](const FileStats &F) {
    OS << llvm::format("  %-40s converted %5u  unconverted %4u (%5.1f%% converted)  kernels %3u  "
                       "launches %3u  lines changed or added %5u (input %5u)  time %.3f s\n",
                       F.File.c_str(), F.Converted, F.Unconverted, percentConverted(F), F.Kernels,
                       F.Launches, F.ChangedLines, F.TotalLines, F.Seconds);
  };
  for (const FileStats &F : Files) Row(F);
  if (Files.size() > 1) Row(total(Files));
}

static const char *const CsvHeader =
    "file,converted,unconverted,percent_converted,kernels,launches,lines_changed,lines_total,seconds";

bool isStatisticsCsvText(llvm::StringRef Text) { return Text.split('\n').first.rtrim('\r') == CsvHeader; }

void writeStatisticsCsv(llvm::raw_ostream &OS, const std::vector<FileStats> &Files) {
  OS << CsvHeader << "\n";
  auto Row = [&](const FileStats &F) {
    OS << F.File << "," << F.Converted << "," << F.Unconverted << ","
       << llvm::format("%.1f", percentConverted(F)) << "," << F.Kernels << "," << F.Launches << ","
       << F.ChangedLines << "," << F.TotalLines << "," << llvm::format("%.4f", F.Seconds) << "\n";
  };
  for (const FileStats &F : Files) Row(F);
  Row(total(Files));
}

} // namespace c2o
