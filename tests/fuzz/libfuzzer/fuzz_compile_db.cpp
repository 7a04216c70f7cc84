//===- fuzz_compile_db.cpp - libFuzzer target: the compilation database ----===//
//
// What cuda2omp -p does with a compile_commands.json before clang parses
// anything: the one-line check of malformed JSON (tools/InputChecks:
// whyDatabaseTextIsMalformed), clang's JSONCompilationDatabase reading the
// commands (both command-line syntaxes), the choice of the CUDA sources
// (tools/cuda2omp.cpp's cudaSourcesOf: a .cu file, or -x cu/cuda), and the
// arguments the parse gets from each command (frontend/CudaParseArgs:
// cudaParseAdjuster, with nvcc's response files). Asserts, besides ASan/UBSan:
//   * a database the check lets through loads (the tool then reports no raw
//     LLVM message), and one it refuses gets a message naming the file;
//   * the adjusted arguments of every command end in the parse flags and the
//     file itself, with the compiler's name first.
// clang's own code (JSONCompilationDatabase, llvm::json) is not
// instrumented: the fuzzer's coverage is this project's code.
//===----------------------------------------------------------------------===//
#include "frontend/CudaParseArgs.h"
#include "tools/InputChecks.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include <cstdio>
#include <cstdlib>

using namespace c2o;

#define REQUIRE(Cond, ...)                                                                                             \
  do {                                                                                                                 \
    if (!(Cond)) {                                                                                                     \
      fprintf(stderr, "fuzz_compile_db: %s: ", #Cond);                                                                \
      fprintf(stderr, __VA_ARGS__);                                                                                    \
      fprintf(stderr, "\n");                                                                                           \
      abort();                                                                                                         \
    }                                                                                                                  \
  } while (0)

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  const std::string File = "/nonexistent-c2o-fuzz/compile_commands.json";
  if (std::optional<std::string> Bad = whyDatabaseTextIsMalformed(File, Text)) {
    REQUIRE(llvm::StringRef(*Bad).starts_with(File + ":") && !llvm::StringRef(*Bad).contains('\n'),
            "message '%s'", Bad->c_str());
    return 0;
  }
  for (auto Syntax : {clang::tooling::JSONCommandLineSyntax::AutoDetect, clang::tooling::JSONCommandLineSyntax::Gnu}) {
    std::string Err;
    std::unique_ptr<clang::tooling::JSONCompilationDatabase> DB =
        clang::tooling::JSONCompilationDatabase::loadFromBuffer(Text, Err, Syntax);
    // The check lets through a JSON array whose entries clang may still refuse
    // (a missing "file"): the tool prints the first line of clang's message.
    if (!DB) {
      REQUIRE(!Err.empty(), "no database and no message");
      continue;
    }
    for (const std::string &F : DB->getAllFiles()) {
      bool Cuda = llvm::sys::path::extension(F) == ".cu";
      for (const clang::tooling::CompileCommand &C : DB->getCompileCommands(F)) {
        for (size_t I = 0; !Cuda && I + 1 < C.CommandLine.size(); ++I)
          Cuda = C.CommandLine[I] == "-x" && (C.CommandLine[I + 1] == "cu" || C.CommandLine[I + 1] == "cuda");
        // Relative response files are looked for in a folder that does not exist.
        auto Adjust = cudaParseAdjuster("/nonexistent-c2o-fuzz/cuda_include", "", "/nonexistent-c2o-fuzz" + C.Directory);
        clang::tooling::CommandLineArguments Args = Adjust(C.CommandLine, C.Filename);
        REQUIRE(Args.size() >= 8 && Args.back() == C.Filename && Args[Args.size() - 2] == "-fsyntax-only",
                "adjusted arguments of '%s'", C.Filename.c_str());
        if (!C.CommandLine.empty()) REQUIRE(Args.front() == C.CommandLine.front(), "the compiler's name");
      }
      (void)Cuda;
    }
  }
  return 0;
}
