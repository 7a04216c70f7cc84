#include "output/OutputWriter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <atomic>
#include <chrono>
#include <thread>

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

static std::atomic<unsigned> WritePauseMs{0};
void setWritePauseForTesting(unsigned Milliseconds) { WritePauseMs = Milliseconds; }

/// The suffix of writeFileAtomically's temporary files, before six letters or digits.
static const char TemporarySuffix[] = ".c2o-tmp-";

bool isWriteTemporaryName(llvm::StringRef Name) {
  size_t At = Name.rfind(TemporarySuffix);
  if (At == llvm::StringRef::npos || At == 0) return false;
  llvm::StringRef Tail = Name.drop_front(At + sizeof(TemporarySuffix) - 1);
  return Tail.size() == 6 && llvm::all_of(Tail, [](char C) { return llvm::isAlnum(C); });
}

std::vector<std::string> removeStaleTemporaries(const std::string &Path, bool Recursive) {
  std::vector<std::string> Removed;
  auto Consider = [&](const std::string &P, llvm::StringRef Name, fs::file_type Type) {
    if (Type != fs::file_type::regular_file || !isWriteTemporaryName(Name)) return;
    if (!fs::remove(P)) Removed.push_back(P);
  };
  std::error_code EC;
  if (Recursive) {
    if (!fs::is_directory(Path)) return Removed;
    for (fs::recursive_directory_iterator I(Path, EC, /*follow_symlinks=*/false), End; I != End && !EC;
         I.increment(EC))
      Consider(I->path(), path::filename(I->path()), I->type());
    return Removed;
  }
  // Beside Path: <file>.c2o-tmp-XXXXXX of that file only.
  llvm::StringRef Dir = path::parent_path(Path), File = path::filename(Path);
  std::string Folder = Dir.empty() ? "." : Dir.str();
  for (fs::directory_iterator I(Folder, EC), End; I != End && !EC; I.increment(EC)) {
    llvm::StringRef Name = path::filename(I->path());
    if (Name.starts_with(File) && Name.drop_front(File.size()).starts_with(TemporarySuffix))
      Consider(I->path(), Name, I->type());
  }
  return Removed;
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
  if (std::error_code EC = fs::createUniqueFile(Path + TemporarySuffix + "%%%%%%", FD, Tmp))
    return llvm::createStringError(EC, "cannot write next to '%s': %s", Path.c_str(), EC.message().c_str());
  // Ctrl-C or a kill while the file exists removes it (LLVM's signal handlers).
  llvm::sys::RemoveFileOnSignal(Tmp);
  auto Drop = [&] {
    fs::remove(Tmp);
    llvm::sys::DontRemoveFileOnSignal(Tmp);
  };
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      Drop();
      return llvm::createStringError(OS.error(), "cannot write '%s'", Path.c_str());
    }
  }
  if (unsigned Ms = WritePauseMs) std::this_thread::sleep_for(std::chrono::milliseconds(Ms));
  if (std::error_code EC = fs::rename(Tmp, Path)) {
    Drop();
    return llvm::createStringError(EC, "cannot write '%s': %s", Path.c_str(), EC.message().c_str());
  }
  llvm::sys::DontRemoveFileOnSignal(Tmp);
  return llvm::Error::success();
}

} // namespace c2o
