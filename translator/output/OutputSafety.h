//===- OutputSafety.h - every output checked before anything is written ---===//
//
// A run computes all its output paths first (driver/Project.h), then asks
// here whether writing them is safe: no output may be an input (compared as
// files: through symbolic and hard links and './', '../' spellings) unless the
// run translates in place, and no two outputs may be one file. One reason found
// means the run writes nothing.
//===----------------------------------------------------------------------===//
#pragma once
#include <string>
#include <vector>

namespace c2o {

/// \p Path absolute with symbolic links resolved as far as the path exists:
/// the real path of its longest existing prefix, followed by the rest.
std::string resolvedPath(const std::string &Path);

/// One file the run means to write.
struct OutputToCheck {
  std::string Path;   ///< where it goes
  std::string Source; ///< the file it is the translation of ("" for reports)
};

/// Why writing \p Outputs is unsafe, one line each (no "error:" prefix);
/// an output is an input when both name one file (device and inode: through
/// symbolic and hard links, './' and '../');
/// empty when it is safe. \p Inputs: every file the run reads (the inputs
/// and the project files they include). With \p InPlace an output may be
/// its own source, and nothing else.
std::vector<std::string> unsafeOutputs(const std::vector<OutputToCheck> &Outputs,
                                       const std::vector<std::string> &Inputs, bool InPlace);

} // namespace c2o
