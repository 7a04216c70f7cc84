//===- VerifyOutputs.h - the written translations, compiled syntax-only ---===//
#pragma once
#include "driver/Project.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace c2o {

struct VerifySettings {
  std::string Compiler = "clang++-19"; ///< --verify-with
  std::string HelpersDir;              ///< -I for c2o_runtime.h
  std::vector<std::string> ExtraArgs;  ///< --extra-arg
  std::string CudaPath;                ///< --cuda-path (the parse keeps the CUDA installation's include folder)
  OutputPlan Plan;
  unsigned Jobs = 1;
  /// Called (from any thread) as each input's output is checked, with what the check found.
  std::function<void(size_t Input, const std::vector<Diagnostic> &Found)> Checked;
};

/// Compiles each input's own written output (\p Written, per input; "" or "-":
/// none) with `COMPILER -fsyntax-only -fopenmp -std=c++17 -I<helpers>` and the
/// flags the parse took from \p DB (frontend/CudaParseArgs.h: projectFlags,
/// response files and nvcc's spellings included; -I, -isystem, -iquote,
/// -idirafter, -include, -D, -U, a -std= of C++17 or later), relative paths
/// made absolute against the command's folder, and folders under --in-root
/// also looked up in --out-root first. Each error becomes C2O1503 at the input
/// line its output line comes from (output/LineMapping.h), in the outcome of
/// the input; a compiler that does not run gives one C2O1504 per output.
/// Returns whether an output does not compile.
bool verifyProject(ProjectPlan &Project, const std::vector<std::string> &Inputs,
                   const std::vector<std::string> &Written, const clang::tooling::CompilationDatabase &DB,
                   const VerifySettings &S);

/// --report-only: the same check without writing the run's files. The
/// translations (\p Results, \p Codes: as for planProject) are planned into a
/// temporary folder as under --out-root (beside -o's name with -o; -o -:
/// not checked), written there with \p Suppressed's comments left out,
/// checked with verifyProject and removed; the C2O1503/C2O1504 found go to
/// \p Project's inputs, their paths written as those of \p Project's files.
/// S.Plan: the run's plan. Returns whether an output does not compile.
bool verifyWithoutWriting(ProjectPlan &Project, const std::vector<std::string> &Inputs,
                          const std::vector<TranslationResult> &Results, const std::vector<int> &Codes,
                          const std::set<DiagID> &Suppressed, const clang::tooling::CompilationDatabase &DB,
                          VerifySettings S);

} // namespace c2o
