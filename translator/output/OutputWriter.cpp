#include "output/OutputWriter.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace c2o {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string absolutePath(const std::string &P) {
  llvm::SmallString<256> S(P);
  fs::make_absolute(S);
  path::remove_dots(S, true);
  return std::string(S);
}

llvm::Expected<std::string> outputPathFor(const std::string &Input, const OutputPlan &Plan) {
  if (Plan.InPlace) return Input;
  if (!Plan.OutputFile.empty()) return Plan.OutputFile;
  std::string In = absolutePath(Input);
  std::string Root = absolutePath(Plan.InRoot.empty() ? "." : Plan.InRoot);
  llvm::StringRef Rel(In);
  if (!Rel.consume_front(Root + "/"))
    return llvm::createStringError(std::errc::invalid_argument,
                                   "input '%s' is not under --in-root '%s'", Input.c_str(), Root.c_str());
  llvm::SmallString<256> Out(absolutePath(Plan.OutRoot.empty() ? "cuda2omp_out" : Plan.OutRoot));
  path::append(Out, Rel);
  if (path::extension(Out) == ".cu") path::replace_extension(Out, ".cpp");
  if (absolutePath(std::string(Out)) == In)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "output would overwrite the input '%s'; use --inplace", Input.c_str());
  return std::string(Out);
}

std::string canonicalPath(const std::string &P) {
  llvm::SmallString<256> Real;
  if (!fs::real_path(P, Real)) return std::string(Real);
  return absolutePath(P);
}

llvm::Expected<std::string> includedOutputPath(const std::string &File, const std::string &Input,
                                               const std::string &Root, const OutputPlan &Plan) {
  if (Plan.InPlace) return File;
  llvm::StringRef Rel(File);
  if (!Rel.consume_front(Root + "/"))
    return llvm::createStringError(std::errc::invalid_argument, "'%s' is not under '%s'", File.c_str(),
                                   Root.c_str());
  llvm::SmallString<256> Out;
  if (!Plan.OutputFile.empty()) {
    if (Plan.OutputFile == "-")
      return llvm::createStringError(std::errc::invalid_argument,
                                     "'%s' is translated too, and '-o -' has no folder for it: use --out-root",
                                     File.c_str());
    Out = path::parent_path(absolutePath(Plan.OutputFile));
  } else {
    Out = absolutePath(Plan.OutRoot.empty() ? "cuda2omp_out" : Plan.OutRoot);
  }
  path::append(Out, Rel);
  if (canonicalPath(std::string(Out)) == File)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "the translation of '%s' would overwrite it; use --out-root (or --inplace)",
                                   File.c_str());
  return std::string(Out);
}

llvm::Error writeFileAtomically(const std::string &Path, const std::string &Text, bool Backup) {
  llvm::StringRef Dir = path::parent_path(Path);
  if (!Dir.empty())
    if (std::error_code EC = fs::create_directories(Dir))
      return llvm::createStringError(EC, "cannot create directory '%s': %s", Dir.str().c_str(),
                                     EC.message().c_str());
  if (Backup) {
    std::string Orig = Path + ".orig";
    if (fs::exists(Orig))
      return llvm::createStringError(std::errc::file_exists,
                                     "backup '%s' exists already; remove it to translate in place again",
                                     Orig.c_str());
    if (std::error_code EC = fs::copy_file(Path, Orig))
      return llvm::createStringError(EC, "cannot back up '%s': %s", Path.c_str(), EC.message().c_str());
  }
  llvm::SmallString<256> Tmp;
  int FD;
  if (std::error_code EC = fs::createUniqueFile(Path + ".c2o-tmp-%%%%%%", FD, Tmp))
    return llvm::createStringError(EC, "cannot write next to '%s': %s", Path.c_str(), EC.message().c_str());
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      fs::remove(Tmp);
      return llvm::createStringError(OS.error(), "cannot write '%s'", Path.c_str());
    }
  }
  if (std::error_code EC = fs::rename(Tmp, Path)) {
    fs::remove(Tmp);
    return llvm::createStringError(EC, "cannot write '%s': %s", Path.c_str(), EC.message().c_str());
  }
  return llvm::Error::success();
}

} // namespace c2o
