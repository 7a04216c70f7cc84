//===- ToolPaths.h - where the tool finds its bundled data ----------------===//
#pragma once
#include <string>

namespace c2o {

/// Remembers the running executable (call once from main with argv[0]).
void setExecutablePath(const char *Argv0, void *MainAddr);
/// <bin>/../share/cuda2omp: bundled CUDA headers and omp_runtime_helpers.
std::string shareDir();
/// The bundled declaration-only CUDA headers.
std::string cudaIncludeDir();
/// The include folder of omp_runtime_helpers that translated code needs.
std::string helpersIncludeDir();

} // namespace c2o
