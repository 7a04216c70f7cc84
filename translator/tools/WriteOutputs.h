//===- WriteOutputs.h - writing a run's files, all checked first ----------===//
#pragma once
#include "driver/Project.h"
#include <string>
#include <vector>

namespace c2o {

struct WriteSettings {
  OutputPlan Plan;
  bool Force = false;  ///< --force: overwrite files in --out-root edited since, or not cuda2omp's
  bool Quiet = false;
  /// Other files the run writes, by option (--stats-csv, --report): checked,
  /// not written here. Like an output, such a file must not be an input; and
  /// an existing file must be one that option wrote (or empty) unless --force.
  std::vector<std::pair<std::string, std::string>> OtherOutputs;
};

/// What writing gave.
struct WriteOutcome {
  int Code = 0;               ///< 3 when the run refused to write, or a file could not be written
  std::string Refusal;        ///< why nothing was written (lines), printed after the inputs' messages
  std::vector<std::string> Written; ///< per input: its own output ("-": standard output), "" if none
  std::vector<std::string> Notes;   ///< per input: "file -> output" lines and write errors
  std::vector<std::vector<std::string>> Outputs; ///< per input: every file written for it
};

/// Writes the planned files of \p Project, after checking all of them: an
/// output that is an input (without --inplace), two outputs that are one
/// file, an output that could not be placed, an existing .orig backup
/// (--inplace), or a report or statistics file that would replace a file
/// which is not an earlier report or statistics of cuda2omp (without
/// --force) makes the run write nothing. Under --out-root, a file edited
/// since cuda2omp wrote it (C2O1501) or not written by it (C2O1502) is left
/// as it is unless --force; the diagnostics go to the input's outcome, and
/// the manifest (.cuda2omp-manifest.json) records what was written.
WriteOutcome writeProject(ProjectPlan &Project, const std::vector<std::string> &Inputs, const WriteSettings &S);

/// Removes the temporary files (`*.c2o-tmp-XXXXXX`) that a killed run left
/// beside the files \p Project and the other outputs of \p S write, and
/// anywhere under --out-root, with a note each unless --quiet (writeProject
/// calls it once the checks pass).
void removeStaleWriteTemporaries(const ProjectPlan &Project, const WriteSettings &S);

/// The checks of writeProject alone (for --report-only): the refusal lines, or "".
std::string checkProjectOutputs(const ProjectPlan &Project, const std::vector<std::string> &Inputs,
                                const WriteSettings &S);

} // namespace c2o
