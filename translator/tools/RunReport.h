//===- RunReport.h - --report, --suppress-warnings: a run's diagnostics ---===//
#pragma once
#include "driver/Project.h"
#include "output/Report.h"
#include <set>
#include <string>
#include <vector>

namespace c2o {

/// --suppress-warnings: takes \p Suppressed out of each input's diagnostics
/// and their `// ID: message` comments out of the files to write.
void dropSuppressed(ProjectPlan &Project, const std::set<DiagID> &Suppressed);

/// clang's errors in \p ClangText ("file:line:col: error: message") as C2O1500.
std::vector<Diagnostic> clangErrorDiagnostics(const std::string &ClangText);

/// The report's row of one input (\p Code: its outcome's exit code).
ReportFile reportFileFor(const std::string &Input, int Code, const TranslationResult &R,
                         const std::vector<std::string> &Outputs, bool ReportOnly);

/// Writes \p R to \p Path: CSV when it ends in .csv, else JSON.
llvm::Error writeRunReport(const std::string &Path, const RunReport &R);

} // namespace c2o
