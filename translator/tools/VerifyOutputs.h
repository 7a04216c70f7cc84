//===- VerifyOutputs.h - the written translations, compiled syntax-only ---===//
#pragma once
#include "driver/Project.h"
#include "clang/Tooling/CompilationDatabase.h"
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

} // namespace c2o
