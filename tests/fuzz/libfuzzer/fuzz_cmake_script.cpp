//===- fuzz_cmake_script.cpp - libFuzzer target: the CMake script reader ---===//
//
// What --migrate-cmake does with a CMakeLists.txt, without clang: the reader
// (buildscript/CMakeScript: commands, arguments and their offsets) and the
// migration (buildscript/CMakeMigration, with NvccOptions for the nvcc flags
// in it). Besides ASan/UBSan's checks it asserts what the rest relies on:
//   * every offset the reader returns lies inside the text, in order
//     (Begin < Open < Close < End, arguments between the parentheses);
//   * an argument's text as written is what the reader says it is;
//   * the migration of a script that reads gives a script that reads again
//     (the tool writes it as the project's new CMakeLists.txt);
//   * every diagnostic is at a line of the file.
// The first byte of the input chooses the options (top-level file or not,
// translations present or not); the rest is the file.
//===----------------------------------------------------------------------===//
#include "buildscript/CMakeMigration.h"
#include "buildscript/CMakeScript.h"
#include "llvm/ADT/StringRef.h"
#include <cstdio>
#include <cstdlib>

using namespace c2o;

#define REQUIRE(Cond, ...)                                                                                             \
  do {                                                                                                                 \
    if (!(Cond)) {                                                                                                     \
      fprintf(stderr, "fuzz_cmake_script: %s: ", #Cond);                                                              \
      fprintf(stderr, __VA_ARGS__);                                                                                    \
      fprintf(stderr, "\n");                                                                                           \
      abort();                                                                                                         \
    }                                                                                                                  \
  } while (0)

static void checkScript(const cmake::Script &S, llvm::StringRef Text) {
  size_t Last = 0;
  for (const cmake::Command &C : S.Commands) {
    REQUIRE(C.Begin >= Last && C.Begin < C.Open && C.Open < C.Close && C.End == C.Close + 1 && C.End <= Text.size(),
            "command '%s' at %zu..%zu of %zu", C.Name.c_str(), C.Begin, C.End, Text.size());
    REQUIRE(Text.substr(C.Begin, C.Name.size()) == C.Name, "name '%s'", C.Name.c_str());
    REQUIRE(Text[C.Open] == '(' && Text[C.Close] == ')', "parentheses of '%s'", C.Name.c_str());
    REQUIRE(C.Line == S.lineOf(C.Begin), "line of '%s'", C.Name.c_str());
    size_t ArgLast = C.Open + 1;
    for (const cmake::Argument &A : C.Args) {
      REQUIRE(A.Begin >= ArgLast && A.Begin < A.End && A.End <= C.Close, "argument '%s' at %zu..%zu of %zu..%zu",
              A.Value.c_str(), A.Begin, A.End, C.Open, C.Close);
      llvm::StringRef Written = Text.slice(A.Begin, A.End);
      if (A.Kind == cmake::ArgKind::Unquoted) REQUIRE(Written == A.Value, "unquoted '%s'", A.Value.c_str());
      if (A.Kind == cmake::ArgKind::Quoted)
        REQUIRE(Written.size() >= 2 && Written.front() == '"' && Written.back() == '"' &&
                    Written.drop_front().drop_back() == A.Value,
                "quoted '%s'", A.Value.c_str());
      if (A.Kind == cmake::ArgKind::Bracket) REQUIRE(Written.contains(A.Value), "bracket '%s'", A.Value.c_str());
      ArgLast = A.End;
    }
    Last = C.End;
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0) return 0;
  const uint8_t Flags = Data[0];
  llvm::StringRef Text(reinterpret_cast<const char *>(Data + 1), Size - 1);

  llvm::Expected<cmake::Script> S = cmake::parseScript(Text);
  if (!S) {
    std::string Msg = llvm::toString(S.takeError());
    REQUIRE(!Msg.empty(), "an error without a message");
    return 0;
  }
  REQUIRE(S->Text == Text, "the script's text is not the input");
  checkScript(*S, Text);

  CMakeMigrationOptions Opts;
  Opts.TopLevel = Flags & 1;
  Opts.OffloadArch = (Flags & 2) ? "sm_90" : "gfx90a";
  Opts.TranslatedName = [](llvm::StringRef Name) {
    return Name.ends_with(".cu") ? (Name.drop_back(3) + ".cpp").str() : Name.str();
  };
  if (Flags & 4)
    Opts.HasTranslation = [Flags](llvm::StringRef Input, std::string &Out) {
      Out = (Input + ".cpp").str();
      return (Flags & 8) != 0;
    };
  llvm::Expected<CMakeMigration> M = migrateCMakeScript("/p/CMakeLists.txt", Text, Opts);
  REQUIRE(bool(M), "a script that reads does not migrate: %s", llvm::toString(M.takeError()).c_str());
  unsigned Lines = 1 + Text.count('\n');
  for (const Diagnostic &D : M->Diags)
    REQUIRE(D.Line >= 1 && D.Line <= Lines && D.Offset <= Text.size(), "diagnostic at line %u of %u", D.Line, Lines);
  llvm::Expected<cmake::Script> Again = cmake::parseScript(M->Text);
  REQUIRE(bool(Again), "the migrated script does not read: %s\n--- input:\n%s\n--- migrated:\n%s",
          llvm::toString(Again.takeError()).c_str(), Text.str().c_str(), M->Text.c_str());
  return 0;
}
