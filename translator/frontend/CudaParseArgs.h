//===- CudaParseArgs.h - how a .cu file is parsed without a CUDA SDK ------===//
#pragma once
#include "clang/Tooling/ArgumentsAdjusters.h"
#include <string>

namespace c2o {

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
