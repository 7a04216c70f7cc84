#include "frontend/ToolPaths.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace c2o {

static std::string ExePath;

void setExecutablePath(const char *Argv0, void *MainAddr) {
  ExePath = llvm::sys::fs::getMainExecutable(Argv0, MainAddr);
}

std::string shareDir() {
  llvm::SmallString<256> P(llvm::sys::path::parent_path(llvm::sys::path::parent_path(ExePath)));
  llvm::sys::path::append(P, "share", "cuda2omp");
  return std::string(P);
}

std::string cudaIncludeDir() { return shareDir() + "/cuda_include"; }
std::string helpersIncludeDir() { return shareDir() + "/helpers"; }

} // namespace c2o
