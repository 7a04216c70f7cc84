// mergeTranslations (output/TextMerge.h): one text from two translations of
// the same header, or none when they change the same lines differently.
#include "output/TextMerge.h"
#include <catch2/catch.hpp>
#include <random>
#include <string>
#include <vector>

using c2o::mergeTranslations;
using c2o::withCommentAbove;

namespace {
std::string join(const std::vector<std::string> &L) {
  std::string S;
  for (const std::string &X : L) S += X + "\n";
  return S;
}
std::vector<std::string> numbered(int N) {
  std::vector<std::string> L;
  for (int I = 1; I <= N; ++I) L.push_back("line " + std::to_string(I));
  return L;
}
} // namespace

TEST_CASE("changes in different places are both kept", "[text-merge]") {
  auto Base = numbered(10), A = Base, B = Base, Want = Base;
  A[1] = Want[1] = "two, as the first includer translates it";
  B[7] = Want[7] = "eight, as the second does";
  auto M = mergeTranslations(join(Base), join(A), join(B));
  REQUIRE(M);
  CHECK(*M == join(Want));
}

TEST_CASE("the same change in both is taken once", "[text-merge]") {
  auto Base = numbered(6), A = Base, B = Base;
  A[2] = B[2] = "c2o_error_t err = c2o_get_last_error();";
  A[4] = "c2o_device_synchronize();"; // only the first includer expands the macro that holds it
  auto M = mergeTranslations(join(Base), join(A), join(B));
  REQUIRE(M);
  CHECK(*M == join(A));
  // and the other way round
  auto N = mergeTranslations(join(Base), join(B), join(A));
  REQUIRE(N);
  CHECK(*N == join(A));
}

TEST_CASE("insertions at the two ends and deletions", "[text-merge]") {
  auto Base = numbered(5), A = Base, B = Base;
  A.insert(A.begin(), "#include \"c2o_runtime.h\"");
  B.push_back("#pragma omp end declare target");
  B.erase(B.begin() + 2);
  std::vector<std::string> Want = {"#include \"c2o_runtime.h\"", "line 1", "line 2", "line 4", "line 5",
                                   "#pragma omp end declare target"};
  auto M = mergeTranslations(join(Base), join(A), join(B));
  REQUIRE(M);
  CHECK(*M == join(Want));
}

TEST_CASE("the same lines changed differently do not merge", "[text-merge]") {
  auto Base = numbered(6), A = Base, B = Base;
  A[3] = "void f(const uint3 c2o_threadIdx, int x) {";
  B[3] = "void f(int x) {";
  CHECK_FALSE(mergeTranslations(join(Base), join(A), join(B)));
  // two different insertions at the same place: their order is unknown
  auto C = Base, D = Base;
  C.insert(C.begin() + 2, "#pragma omp declare target");
  D.insert(D.begin() + 2, "#if C2O_HAS_BARE");
  CHECK_FALSE(mergeTranslations(join(Base), join(C), join(D)));
}

TEST_CASE("random edits of two halves merge into both", "[text-merge]") {
  std::mt19937 Rng(7);
  for (int Round = 0; Round < 200; ++Round) {
    int N = 2 + (int)(Rng() % 60);
    auto Base = numbered(N);
    // each line of the first half (for A) and of the second (for B): kept, changed, deleted or preceded by a new one
    std::vector<std::string> A, B, Want;
    for (int I = 0; I < N; ++I) {
      bool First = I < N / 2;
      int What = (int)(Rng() % 5);
      std::string Mine = Base[I];
      std::vector<std::string> Edited;
      if (What == 1) Edited = {"changed " + Mine + " r" + std::to_string(Round)};
      else if (What == 2) Edited = {};
      else if (What == 3) Edited = {"new before " + Mine, Mine};
      else Edited = {Mine};
      for (const std::string &L : Edited) (First ? A : B).push_back(L), Want.push_back(L);
      (First ? B : A).push_back(Mine);
    }
    auto M = mergeTranslations(join(Base), join(A), join(B));
    INFO("round " << Round);
    REQUIRE(M);
    CHECK(*M == join(Want));
  }
}

TEST_CASE("a comment above a line goes above the macro definition the line continues", "[text-merge]") {
  std::string T = "int a;\n#define SYNC(x) \\\n  {                \\\n    c2o_device_synchronize(); \\\n  }\nint b;\n";
  // line 4 continues the #define of line 2: the comment goes above line 2, not inside the macro
  CHECK(withCommentAbove(T, 4, "C2O1020: here") ==
        "int a;\n// C2O1020: here\n#define SYNC(x) \\\n  {                \\\n    c2o_device_synchronize(); \\\n  }\nint b;\n");
  // a line that continues nothing: right above it, with its indentation
  CHECK(withCommentAbove("int a;\n  int b;\n", 2, "note") == "int a;\n  // note\n  int b;\n");
}
