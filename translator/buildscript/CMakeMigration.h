//===- CMakeMigration.h - a CUDA project's CMake file, built with OpenMP --===//
//
// cuda2omp --migrate-cmake: rewrites one CMake file of a CUDA project into
// one that builds the translated sources as C++ with OpenMP offloading,
// through the installed package (find_package(cuda2omp): cuda2omp::helpers,
// cuda2omp_offload_options). What each CUDA name becomes is the table
// CMakeMappings.def (nvcc options: NvccOptions.def); every line it cannot map
// gets a C2O14xx diagnostic, on the console and as a '# C2O14nn: ...' comment
// above the line. Untouched text (comments, layout, unrelated commands) is
// copied byte for byte. Not a stage of the C++ pipeline: tools/ uses it
// beside the driver.
//===----------------------------------------------------------------------===//
#pragma once
#include "core/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <string>
#include <vector>

namespace c2o {

struct CMakeMigrationOptions {
  /// The default of CUDA2OMP_OFFLOAD_ARCH written into the project (the GPU
  /// the sources were translated for: cuda2omp --offload-arch).
  std::string OffloadArch = "gfx90a";
  /// The top CMakeLists.txt of the project: it gets find_package(cuda2omp)
  /// and the CUDA2OMP_OFFLOAD_ARCH setting after its project().
  bool TopLevel = false;
  /// The name a CUDA source file gets in the output ("k.cu" -> "k.cpp"; also
  /// for glob patterns, "*.cu" -> "*.cpp").
  std::function<std::string(llvm::StringRef FileName)> TranslatedName;
  /// For a CUDA source at an absolute input path: where its translation goes,
  /// and whether it is there. Null: not checked.
  std::function<bool(llvm::StringRef InputPath, std::string &OutputPath)> HasTranslation;
};

struct CMakeMigration {
  std::string Text;                ///< the migrated file
  std::vector<Diagnostic> Diags;   ///< in the order of the file
  unsigned CommandsChanged = 0;    ///< commands rewritten, removed or added
};

/// Migrates the CMake file \p Path (its text \p Text). Fails when the file
/// is not valid CMake (the message names line and column).
llvm::Expected<CMakeMigration> migrateCMakeScript(llvm::StringRef Path, llvm::StringRef Text,
                                                  const CMakeMigrationOptions &Opts);

} // namespace c2o
