// The output stage's safety checks, the --out-root manifest and the report.
#include "output/LineMapping.h"
#include "output/OutRootManifest.h"
#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "output/Report.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace c2o;

namespace {
/// A fresh folder, removed at the end of the test.
struct TempDir {
  std::string Path;
  TempDir() {
    llvm::SmallString<128> P;
    llvm::sys::fs::createUniqueDirectory("c2o-output-test", P);
    Path = resolvedPath(std::string(P));
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string file(const std::string &Name, const std::string &Text) const {
    std::string P = Path + "/" + Name;
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::ofstream(P) << Text;
    return P;
  }
};
std::string read(const std::string &P) {
  std::ifstream In(P);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}
} // namespace

TEST_CASE("an output that is an input is unsafe, however it is spelled", "[output-safety]") {
  TempDir T;
  std::string In = T.file("src/prog.cu", "__global__ void k() {}\n");
  T.file("other/x", "");
  CHECK(unsafeOutputs({{T.Path + "/out/prog.cpp", In}}, {In}, false).empty());
  // The same path, through '..', and through a symbolic link to it.
  CHECK(unsafeOutputs({{In, In}}, {In}, false).size() == 1);
  CHECK(unsafeOutputs({{T.Path + "/other/../src/./prog.cu", In}}, {In}, false).size() == 1);
  REQUIRE(!llvm::sys::fs::create_link(In, T.Path + "/link.cpp"));
  std::vector<std::string> Why = unsafeOutputs({{T.Path + "/link.cpp", In}}, {In}, false);
  REQUIRE(Why.size() == 1);
  CHECK(Why[0].find("would overwrite the input itself") != std::string::npos);
  // A hard link to the input.
  REQUIRE(!llvm::sys::fs::create_hard_link(In, T.Path + "/hard.cpp"));
  CHECK(unsafeOutputs({{T.Path + "/hard.cpp", In}}, {In}, false).size() == 1);
  CHECK(unsafeOutputs({{T.Path + "/hard.cpp", In}}, {In}, true).empty()); // itself, in place
  // A symbolic link to the input's folder.
  REQUIRE(!llvm::sys::fs::create_link(T.Path + "/src", T.Path + "/alias"));
  CHECK(unsafeOutputs({{T.Path + "/alias/prog.cu", In}}, {In}, false).size() == 1);
  // --inplace may write an input over itself, not over another input.
  std::string Other = T.file("src/other.cu", "");
  CHECK(unsafeOutputs({{In, In}}, {In, Other}, true).empty());
  CHECK(unsafeOutputs({{Other, In}}, {In, Other}, true).size() == 1);
  // A report over an input, and two outputs that are one file.
  CHECK(unsafeOutputs({{In, ""}}, {In}, false).size() == 1);
  CHECK(unsafeOutputs({{T.Path + "/o.cpp", In}, {T.Path + "/./o.cpp", Other}}, {In, Other}, false).size() == 1);
  CHECK(unsafeOutputs({{"-", In}}, {In}, false).empty());
}

TEST_CASE("resolvedPath resolves links of the existing part of a path", "[output-safety]") {
  TempDir T;
  T.file("real/a", "");
  REQUIRE(!llvm::sys::fs::create_link(T.Path + "/real", T.Path + "/l"));
  CHECK(resolvedPath(T.Path + "/l/not/yet.cpp") == T.Path + "/real/not/yet.cpp");
  CHECK(resolvedPath(T.Path + "/l/../real/a") == T.Path + "/real/a");
}

TEST_CASE("the --out-root manifest tells cuda2omp's files from edited and foreign ones", "[manifest]") {
  TempDir T;
  std::string A = T.Path + "/a.cpp", B = T.Path + "/sub/b.cpp";
  OutRootManifest M = OutRootManifest::load(T.Path);
  CHECK(M.Problem.empty());
  CHECK(M.judge(A, "one") == OutRootManifest::Verdict::Absent);
  T.file("a.cpp", "one");
  T.file("sub/b.cpp", "mine");
  M.record(A, "one");
  REQUIRE(!M.save());
  OutRootManifest L = OutRootManifest::load(T.Path);
  REQUIRE(L.Problem.empty());
  CHECK(L.judge(A, "two") == OutRootManifest::Verdict::Ours);
  CHECK(L.judge(A, "one") == OutRootManifest::Verdict::Same);
  CHECK(L.judge(B, "two") == OutRootManifest::Verdict::NotOurs);
  CHECK(L.judge(B, "mine") == OutRootManifest::Verdict::Same);
  T.file("a.cpp", "one, edited");
  CHECK(L.judge(A, "two") == OutRootManifest::Verdict::Edited);
  // The file is JSON with the SHA-256 of each file.
  auto V = llvm::json::parse(read(L.path()));
  REQUIRE(static_cast<bool>(V));
  CHECK(*V->getAsObject()->getObject("files")->getString("a.cpp") == contentHash("one"));
  CHECK(contentHash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // A manifest that is not JSON: every existing file counts as foreign.
  T.file(OutRootManifest::FileName, "{ nope");
  OutRootManifest Bad = OutRootManifest::load(T.Path);
  CHECK(Bad.Problem.find("is not valid JSON") != std::string::npos);
  CHECK(Bad.judge(T.Path + "/a.cpp", "two") == OutRootManifest::Verdict::NotOurs);
}

TEST_CASE("the report recovers a diagnostic's arguments and CUDA name", "[report]") {
  Diagnostic D;
  D.ID = DiagID::UnsupportedApi;
  D.File = "a,b.cu";
  D.Line = 3;
  D.Column = 5;
  D.Text = formatMessage(DiagID::UnsupportedApi, {"cudaFuncSetCacheConfig"});
  CHECK(messageArguments(D) == std::vector<std::string>{"cudaFuncSetCacheConfig"});
  CHECK(cudaNameOf(D) == "cudaFuncSetCacheConfig");
  Diagnostic L = D;
  L.ID = DiagID::LibraryCallNotImplemented;
  L.Text = formatMessage(DiagID::LibraryCallNotImplemented, {"cuFFT", "cufftExecC2C", "hipfftExecC2C"});
  CHECK(cudaNameOf(L) == "cufftExecC2C");
  Diagnostic N = D;
  N.ID = DiagID::OutputChangedSinceWritten;
  N.Text = formatMessage(DiagID::OutputChangedSinceWritten, {"out/a.cpp"});
  CHECK(cudaNameOf(N).empty());
  Diagnostic Odd = D;
  Odd.Text = "not the message of its ID";
  CHECK(messageArguments(Odd).empty());

  RunReport R;
  R.ExitCode = 0;
  R.Diags = {D, D, L};
  auto Counts = apiCounts(R.Diags);
  CHECK(Counts["cudaFuncSetCacheConfig"]["total"] == 2);
  CHECK(Counts["cufftExecC2C"]["C2O1030"] == 1);
  std::string Csv;
  llvm::raw_string_ostream OS(Csv);
  writeReportCsv(OS, R);
  OS.flush();
  // A field with a comma is quoted.
  CHECK(Csv.find("diagnostic,\"a,b.cu\",3,5,C2O1002,warning,cudaFuncSetCacheConfig,") != std::string::npos);
  std::string Json;
  llvm::raw_string_ostream JS(Json);
  writeReportJson(JS, R);
  JS.flush();
  auto V = llvm::json::parse(Json);
  REQUIRE(static_cast<bool>(V));
  CHECK(V->getAsObject()->getArray("diagnostics")->size() == 3);
  CHECK(*V->getAsObject()->getObject("summary")->getInteger("warnings") == 3);
}

TEST_CASE("an output line maps to the input line it comes from", "[line-mapping]") {
  std::string In = "#include <cuda_runtime.h>\n"   // 1
                   "int f(int *p) {\n"             // 2
                   "  cudaMalloc(&p, 4);\n"        // 3
                   "  return p[0];\n"              // 4
                   "}\n";                          // 5
  std::string Out = "#include \"c2o_runtime.h\"\n" // rewritten: 1
                    "int f(int *p) {\n"            // 2
                    "  // C2O1002: a note\n"       // inserted above 3
                    "  c2o_malloc(&p, 4);\n"       // rewritten: 3
                    "#pragma omp target\n"         // inserted: before 4
                    "  return p[0];\n"             // 4
                    "}\n";                         // 5
  std::vector<unsigned> Map = mapOutputLinesToInput(Out, In);
  REQUIRE(Map.size() == 8);
  CHECK(Map[0] == 1);
  CHECK(Map[1] == 2);
  CHECK(Map[2] == 3);
  CHECK(Map[3] == 3);
  CHECK(Map[4] == 4);
  CHECK(Map[5] == 4);
  CHECK(Map[6] == 5);
}
