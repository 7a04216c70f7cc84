#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>

namespace c2o {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string resolvedPath(const std::string &Path) {
  std::string Abs = absolutePath(Path);
  llvm::SmallString<256> Real;
  if (!fs::real_path(Abs, Real)) return std::string(Real);
  llvm::StringRef Parent = path::parent_path(Abs);
  if (Parent.empty() || Parent == Abs) return Abs;
  llvm::SmallString<256> Out(resolvedPath(Parent.str()));
  path::append(Out, path::filename(Abs));
  return std::string(Out);
}

namespace {
/// What names one file: its device and inode when it exists (hard links and
/// bind mounts included), else its resolved path.
std::string fileKey(const std::string &Path) {
  fs::UniqueID ID;
  if (!fs::getUniqueID(Path, ID))
    return "id:" + std::to_string(ID.getDevice()) + ":" + std::to_string(ID.getFile());
  return "path:" + resolvedPath(Path);
}
} // namespace

std::vector<std::string> unsafeOutputs(const std::vector<OutputToCheck> &Outputs,
                                       const std::vector<std::string> &Inputs, bool InPlace) {
  std::vector<std::string> Reasons;
  std::map<std::string, std::string> InputAt; // file key -> the input's spelling
  for (const std::string &In : Inputs) InputAt.emplace(fileKey(In), In);
  std::map<std::string, const OutputToCheck *> Seen;
  for (const OutputToCheck &O : Outputs) {
    if (O.Path == "-") continue; // standard output
    std::string Real = resolvedPath(O.Path);
    auto [It, New] = Seen.emplace(Real, &O);
    if (!New && It->second->Source != O.Source)
      Reasons.push_back("'" + O.Path + "' would be written twice, with the translations of '" + It->second->Source +
                        "' and of '" + O.Source + "'");
    std::string Key = fileKey(O.Path);
    auto In = InputAt.find(Key);
    if (In == InputAt.end()) continue;
    bool Itself = !O.Source.empty() && fileKey(O.Source) == Key;
    if (InPlace && Itself) continue;
    if (O.Source.empty())
      Reasons.push_back("'" + O.Path + "' is the input '" + In->second + "'; it would be overwritten");
    else if (Itself)
      Reasons.push_back("the translation of '" + O.Source + "' would overwrite the input itself ('" + O.Path +
                        "'); use --inplace (which keeps a .orig backup), or another -o or --out-root");
    else
      Reasons.push_back("the translation of '" + O.Source + "' would overwrite the input '" + In->second + "' ('" +
                        O.Path + "')");
  }
  return Reasons;
}

} // namespace c2o
