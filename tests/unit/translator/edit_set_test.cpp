#include "rewrite/EditSet.h"
#include <catch2/catch.hpp>

using c2o::EditSet;

TEST_CASE("edits apply to the original text, untouched text is kept", "[EditSet]") {
  EditSet E("int a = cudaMalloc(x); // keep me\n");
  REQUIRE(E.replace(8, 10, "c2o_malloc"));
  E.insert(0, "#include \"c2o_runtime.h\"\n");
  CHECK(E.apply() == "#include \"c2o_runtime.h\"\nint a = c2o_malloc(x); // keep me\n");
}

TEST_CASE("a replacement absorbs the edits inside it", "[EditSet]") {
  EditSet E("atomicAdd(&h[__popc(v)], 1);");
  REQUIRE(E.replace(13, 6, "c2o_popc"));
  std::string Inner = E.rewrittenText(11, 12); // h[__popc(v)] rewritten
  CHECK(Inner == "h[c2o_popc(v)]");
  REQUIRE(E.replace(0, 28, "#pragma omp atomic update\n" + Inner + " += 1;"));
  CHECK(E.apply() == "#pragma omp atomic update\nh[c2o_popc(v)] += 1;");
}

TEST_CASE("partial overlaps are refused and leave the set unchanged", "[EditSet]") {
  EditSet E("abcdefgh");
  REQUIRE(E.replace(2, 3, "X"));
  CHECK_FALSE(E.replace(4, 3, "Y"));
  CHECK(E.apply() == "abXfgh");
}

TEST_CASE("identical edits from a macro expanded twice are kept once", "[EditSet]") {
  EditSet E("#define CHECK(x) cudaCheck(x)\n");
  REQUIRE(E.replace(17, 9, "c2o_check"));
  REQUIRE(E.replace(17, 9, "c2o_check"));
  E.insert(0, "// note\n");
  E.insert(0, "// note\n");
  CHECK(E.apply() == "// note\n#define CHECK(x) c2o_check(x)\n");
}

TEST_CASE("insertions at one place keep their order classes", "[EditSet]") {
  EditSet E("code\n");
  E.insert(0, "pragma\n", 1);
  E.insert(0, "diag\n", -2);
  E.insert(0, "include\n", -5);
  CHECK(E.apply() == "include\ndiag\npragma\ncode\n");
}

TEST_CASE("insertions at the borders of a part belong outside it", "[EditSet]") {
  EditSet E("f(a, b)");
  E.insert(2, "g, ");
  E.insert(6, " /*end*/");
  CHECK(E.rewrittenText(2, 4) == "a, b");
  CHECK(E.rewrittenText(0, 7) == "f(g, a, b /*end*/)");
}

TEST_CASE("replacementStartContaining finds the enclosing replacement", "[EditSet]") {
  EditSet E("0123456789");
  REQUIRE(E.replace(3, 4, "x"));
  CHECK(E.replacementStartContaining(5) == 3);
  CHECK(E.replacementStartContaining(3) == 3);
  CHECK(E.replacementStartContaining(8) == 8);
}

TEST_CASE("changed lines count touched and inserted lines", "[EditSet]") {
  EditSet E("a\nb\nc\n");
  E.insert(0, "x\ny\n");
  REQUIRE(E.replace(2, 1, "B"));
  CHECK(E.changedLines() == 3);
}
