//===- ProjectMigration.h - the build of a whole project under --in-root --===//
//
// What cuda2omp --migrate-cmake does to a project tree: every CMake file
// (CMakeLists.txt, *.cmake) under the input root is migrated
// (CMakeMigration.h) to its place under the output root, and every other
// file the translation did not write (plain headers, C++ sources, data) is
// copied there, so that the output root is a project that builds on its own.
// This returns the plan; the tool writes it.
//===----------------------------------------------------------------------===//
#pragma once
#include "buildscript/CMakeMigration.h"
#include <string>
#include <vector>

namespace c2o {

struct MigratedScript {
  std::string Input, Output; ///< absolute paths
  CMakeMigration Result;
  std::string Error; ///< not valid CMake: nothing to write
};

struct ProjectMigration {
  std::vector<MigratedScript> Scripts;
  std::vector<std::pair<std::string, std::string>> Copies; ///< from, to (absent under the output root)
};

/// Plans the migration of the project under \p InRoot into \p OutRoot. Skips
/// hidden folders, build folders (holding CMakeCache.txt) and the output root;
/// CUDA sources (whose translated name differs: Opts.TranslatedName) are
/// not copied.
ProjectMigration planProjectMigration(const std::string &InRoot, const std::string &OutRoot,
                                      const CMakeMigrationOptions &Opts);

} // namespace c2o
