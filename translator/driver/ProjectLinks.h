//===- ProjectLinks.h - would the translated files of a run link? ---------===//
//
// Each translation says which launchers it defines and which it calls
// without the kernel's definition (analysis/LauncherSymbols.h). Over a run,
// a launcher that one input calls and no input defines is what a link of
// the outputs would report as an undefined reference: where the run holds
// the kernel's definition but wrote no launcher of that symbol (the kernel
// left as CUDA, other parameter types), or where the run is the whole
// compilation database, C2O1505 at the launch and the outputs do not link;
// elsewhere the kernel may be translated in another run: C2O1506, a note.
//===----------------------------------------------------------------------===//
#pragma once
#include "driver/Project.h"
#include <vector>

namespace c2o {

/// Checks the launchers of the inputs translated (\p Codes 0, \p Results
/// parsed) and adds C2O1505 and C2O1506 to the outcome of the input that
/// calls one. \p WholeProgram: the inputs are every CUDA source of the
/// compilation database. Returns whether the outputs would not link.
bool checkLaunchers(ProjectPlan &Project, const std::vector<TranslationResult> &Results, const std::vector<int> &Codes,
                    bool WholeProgram);

} // namespace c2o
