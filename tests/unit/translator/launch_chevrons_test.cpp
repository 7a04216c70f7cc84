// Spaced launch chevrons are joined as nvcc reads them, nothing else is.
#include "frontend/LaunchChevrons.h"
#include <catch2/catch.hpp>

using c2o::joinLaunchChevrons;

static std::string join(const std::string &T, bool &Changed) { return joinLaunchChevrons(T, Changed); }

TEST_CASE("spaced launch chevrons are joined, same length and lines") {
  bool Changed = false;
  std::string In = "k << < g, b >> > (x);\nk<< <g,\n b>>\n>(y);\n";
  std::string Out = join(In, Changed);
  CHECK(Changed);
  CHECK(Out == "k <<<  g, b >>>  (x);\nk<<< g,\n b>>>\n(y);\n");
  CHECK(Out.size() == In.size());
  CHECK(std::count(Out.begin(), Out.end(), '\n') == std::count(In.begin(), In.end(), '\n'));
}

TEST_CASE("a joined open gets its close joined even across nested templates and calls") {
  bool Changed = false;
  CHECK(join("k<<<f(a >> 1), sizeof(A<B<int> >)>> >(p);", Changed) == "k<<<f(a >> 1), sizeof(A<B<int> >)>>> (p);");
  CHECK(Changed);
}

TEST_CASE("code without spaced launches is left as it is") {
  bool Changed = true;
  for (const char *T : {"std::vector<std::vector<std::pair<int, int>> > v;", "k<<<g, b>>>(x);",
                        "friend std::ostream &operator<< <>(std::ostream &, const X<T> &);",
                        "// k << < g, b >> > (x);\nint a;", "const char *s = \"k << < g, b >> > (x)\";",
                        "x = a << b; y = c < d; z = e >> f > g;", "auto n = 1'000 << 2; char c = '<';"}) {
    CHECK(join(T, Changed) == T);
    CHECK_FALSE(Changed);
  }
}
