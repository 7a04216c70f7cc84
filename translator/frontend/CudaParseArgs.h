//===- CudaParseArgs.h - how a .cu file is parsed without a CUDA SDK ------===//
#pragma once
#include "clang/Tooling/ArgumentsAdjusters.h"
#include <string>
#include <vector>

namespace c2o {

/// The flags of a compile command that decide what a file's includes and
/// macros are, as the parse takes them (and, after writing, the check of the
/// output: tools/VerifyOutputs): response files expanded (`@file`, nvcc's
/// `--options-file file`, read from \p Directory when relative), nvcc's
/// spellings in clang's (`-isystem=DIR`, `--system-include DIR`,
/// `--include-path DIR`, `--define-macro X`, `--pre-include F` ...), the include
/// folder of a CUDA installation dropped unless \p CudaPath is given, and
/// every other flag of the command left out. Each flag keeps its spelling
/// (a relative folder is relative to \p Directory, where the parse runs).
struct ProjectFlags {
  std::vector<std::string> Flags; ///< -I, -isystem, -iquote, -idirafter, -include (each with its value word), -D, -U, -std=, -W, -w
  bool OpenMP = false;            ///< the command builds the host code with OpenMP (-fopenmp, -Xcompiler -fopenmp, ...)
  bool AsCuda = false;            ///< -x cu: the file is CUDA whatever its name
  bool AsC = false;               ///< a C file, built as the host C compiler builds it
  bool HasStd = false;            ///< a -std= is among the flags
};
ProjectFlags projectFlags(const clang::tooling::CommandLineArguments &Args, llvm::StringRef File,
                          const std::string &Directory, const std::string &CudaPath);

/// Keeps the flags of a compile command that matter for parsing (-I, -D, -U,
/// -std, -include, -isystem), drops the rest (nvcc's flags mean nothing to
/// clang), and adds the flags that parse CUDA host-side with the bundled
/// declaration headers: -x cuda --cuda-host-only -nocudainc -nocudalib.
/// \p CudaPath, when not empty, parses with a real CUDA installation instead.
/// \p Directory: the compile command's folder, where relative response files
/// (nvcc --options-file, as CMake writes them) are read.
clang::tooling::ArgumentsAdjuster cudaParseAdjuster(const std::string &BundledIncludeDir,
                                                    const std::string &CudaPath, const std::string &Directory = "");

} // namespace c2o
