// The diagnostics of a file in the order of their places: at one place, in
// the order they were reported (the comments above a function must not
// change from run to run).
#include "cuda_snippet.h"
#include "core/DiagnosticSink.h"
#include <catch2/catch.hpp>
#include <string>

using namespace clang;
using namespace c2o;

TEST_CASE("diagnostics at one place keep the order they were reported in", "[diagnostics]") {
  analyseCudaSnippet(R"(
    __global__ void a(float *p) { p[threadIdx.x] = 1; }
    __global__ void b(float *p) { p[threadIdx.x] = 2; }
    __global__ void c(float *p) { p[threadIdx.x] = 3; }
    __global__ void d(float *p) { p[threadIdx.x] = 4; }
  )", [](const SourceView &View, CudaAstIndex &I) {
    std::vector<SourceLocation> Places;
    for (const FunctionDecl *K : I.kernels()) Places.push_back(K->getLocation());
    REQUIRE(Places.size() == 4);
    DiagnosticSink Sink(View);
    // Many diagnostics at few places, the places out of order: std::sort's
    // introsort reorders equal elements of a list this long.
    const unsigned N = 200;
    for (unsigned K = 0; K < N; ++K)
      Sink.report(DiagID::UnsupportedApi, Places[(K * 7 + K / 5) % Places.size()], {std::to_string(K)});
    REQUIRE(Sink.all().size() == N);
    Sink.sortByOffset();
    auto Number = [](const c2o::Diagnostic &D) { return std::stoul(D.Text.substr(D.Text.find('\'') + 1)); };
    for (size_t J = 1; J < Sink.all().size(); ++J) {
      const c2o::Diagnostic &Prev = Sink.all()[J - 1], &Cur = Sink.all()[J];
      INFO("position " << J << ": " << Prev.Offset << "/" << Number(Prev) << " then " << Cur.Offset << "/"
                       << Number(Cur));
      REQUIRE(Prev.Offset <= Cur.Offset);
      if (Prev.Offset == Cur.Offset) REQUIRE(Number(Prev) < Number(Cur));
    }
  });
}
