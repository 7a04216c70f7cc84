#include "buildscript/ProjectMigration.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace c2o {

using namespace llvm;

namespace {
bool isCMakeFile(StringRef Name) { return Name == "CMakeLists.txt" || Name.ends_with(".cmake"); }

std::string absolute(StringRef P) {
  SmallString<256> A(P);
  sys::fs::make_absolute(A);
  sys::path::remove_dots(A, true);
  return std::string(A);
}

/// Files under \p Dir, sorted, skipping what planProjectMigration skips.
void walk(const std::string &Dir, const std::string &OutRoot, std::vector<std::string> &Files) {
  if (sys::fs::exists(Dir + "/CMakeCache.txt")) return; // a build folder
  std::error_code EC;
  std::vector<std::string> Entries;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC; It.increment(EC))
    Entries.push_back(It->path());
  std::sort(Entries.begin(), Entries.end());
  for (const std::string &E : Entries) {
    StringRef Name = sys::path::filename(E);
    if (Name.starts_with(".")) continue;
    if (sys::fs::is_directory(E)) {
      if (absolute(E) == OutRoot) continue;
      walk(E, OutRoot, Files);
    } else if (sys::fs::is_regular_file(E)) {
      Files.push_back(E);
    }
  }
}
} // namespace

ProjectMigration planProjectMigration(const std::string &InRootArg, const std::string &OutRootArg,
                                      const CMakeMigrationOptions &Opts) {
  ProjectMigration Plan;
  std::string InRoot = absolute(InRootArg), OutRoot = absolute(OutRootArg);
  std::vector<std::string> Files;
  walk(InRoot, OutRoot, Files);
  for (const std::string &F : Files) {
    StringRef Rel = StringRef(F).drop_front(InRoot.size()).ltrim('/');
    SmallString<256> Out(OutRoot);
    sys::path::append(Out, Rel);
    StringRef Name = sys::path::filename(F);
    if (isCMakeFile(Name)) {
      MigratedScript M;
      M.Input = F;
      M.Output = std::string(Out);
      auto Buf = MemoryBuffer::getFile(F);
      if (!Buf) {
        M.Error = "cannot read: " + Buf.getError().message();
      } else {
        CMakeMigrationOptions O = Opts;
        O.TopLevel = Rel == "CMakeLists.txt";
        Expected<CMakeMigration> R = migrateCMakeScript(F, (*Buf)->getBuffer(), O);
        if (R) M.Result = std::move(*R);
        else M.Error = toString(R.takeError());
      }
      Plan.Scripts.push_back(std::move(M));
      continue;
    }
    if (Opts.TranslatedName && Opts.TranslatedName(Name) != Name) continue; // a CUDA source
    if (sys::fs::exists(Out)) continue; // written by the translation, or there already
    Plan.Copies.push_back({F, std::string(Out)});
  }
  return Plan;
}

} // namespace c2o
