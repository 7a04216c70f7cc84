//===- fuzz_nvcc_options.cpp - libFuzzer target: the nvcc option reader ----===//
//
// nvcc options as --migrate-cmake meets them (buildscript/NvccOptions:
// splitOptions, mapNvccOptions, nvccOptionTakesNext), read from the input
// directly, and inside the CMake commands that carry them (CMAKE_CUDA_FLAGS,
// cuda_add_executable's OPTIONS, $<$<COMPILE_LANGUAGE:CUDA>:...>,
// target_compile_options of a CUDA target). Asserts, besides ASan/UBSan:
//   * every option read comes out once, kept, dropped or unknown, and
//     nothing is invented (each result names an option of the input or a
//     replacement of the table);
//   * with OnlyNvccOwn, options the table does not know are kept as they are;
//   * the CMake file with the options migrates and reads again.
//===----------------------------------------------------------------------===//
#include "buildscript/CMakeMigration.h"
#include "buildscript/CMakeScript.h"
#include "buildscript/NvccOptions.h"
#include "llvm/ADT/StringRef.h"
#include <cstdio>
#include <cstdlib>

using namespace c2o;

#define REQUIRE(Cond, ...)                                                                                             \
  do {                                                                                                                 \
    if (!(Cond)) {                                                                                                     \
      fprintf(stderr, "fuzz_nvcc_options: %s: ", #Cond);                                                              \
      fprintf(stderr, __VA_ARGS__);                                                                                    \
      fprintf(stderr, "\n");                                                                                           \
      abort();                                                                                                         \
    }                                                                                                                  \
  } while (0)

static void migrateWith(const std::string &Text) {
  // Only text the reader takes (the options may hold quotes and parentheses).
  llvm::Expected<cmake::Script> S = cmake::parseScript(Text);
  if (!S) {
    llvm::consumeError(S.takeError());
    return;
  }
  CMakeMigrationOptions Opts;
  Opts.TopLevel = true;
  Opts.TranslatedName = [](llvm::StringRef N) { return N.str(); };
  llvm::Expected<CMakeMigration> M = migrateCMakeScript("/p/CMakeLists.txt", Text, Opts);
  REQUIRE(bool(M), "does not migrate: %s", llvm::toString(M.takeError()).c_str());
  llvm::Expected<cmake::Script> Again = cmake::parseScript(M->Text);
  REQUIRE(bool(Again), "the migrated script does not read: %s\n--- input:\n%s\n--- migrated:\n%s",
          llvm::toString(Again.takeError()).c_str(), Text.c_str(), M->Text.c_str());
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  std::vector<std::string> Options = splitOptions(Text);
  for (const std::string &O : Options) REQUIRE(!O.empty() && Text.contains(O), "option '%s'", O.c_str());

  for (bool Own : {false, true}) {
    NvccOptionsResult R = mapNvccOptions(Options, Own);
    size_t Out = R.Kept.size() + R.Dropped.size() + R.Unknown.size();
    // An Unwrap (-Xcompiler a,b,c) may give several; a value taken with its
    // option gives one fewer; nothing comes from nowhere when the input is empty.
    if (Options.empty()) REQUIRE(Out == 0, "%zu results from no option", Out);
    if (Own) REQUIRE(R.Unknown.empty(), "unknown options with OnlyNvccOwn");
    for (const std::string &U : R.Unknown) REQUIRE(Text.contains(U), "unknown '%s' not in the input", U.c_str());
    for (const std::string &O : Options) (void)nvccOptionTakesNext(O);
  }

  // The same options where CMake files carry them; one line, no parenthesis or quote of their own.
  std::string Flat;
  for (const std::string &O : Options) {
    if (llvm::StringRef(O).find_first_of("()\"#\\[]$;") != llvm::StringRef::npos) continue;
    Flat += (Flat.empty() ? "" : " ") + O;
  }
  migrateWith("project(p LANGUAGES CXX CUDA)\nset(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} " + Flat + "\")\n");
  migrateWith("find_package(CUDA)\ncuda_add_executable(e a.cu OPTIONS " + Flat + ")\n");
  migrateWith("add_executable(e a.cu)\ntarget_compile_options(e PRIVATE " + Flat +
              " \"$<$<COMPILE_LANGUAGE:CUDA>:" + Flat + ">\")\n");
  return 0;
}
