// DeviceBuffers and ManagedBuffers (--memory=map) on small CUDA snippets:
// which device buffers pair with a host buffer, the events of each, the
// extent of each mapping, and why the others keep the device-pointer form.
#include "analysis/DeviceBuffers.h"
#include "analysis/ManagedBuffers.h"
#include "cuda_snippet.h"
#include <catch2/catch.hpp>

using namespace clang;
using namespace c2o;

namespace {
/// What the tests look at, copied out of a BufferPlan while the AST lives.
struct PlanSummary {
  std::string Device, Host, Extent;
  HostAccess Access = HostAccess::Variable;
  bool Mapped = false;
  bool Hoisted = false; ///< the host buffer's declaration moves up to the mapping
  std::optional<DiagID> Fallback;
  std::vector<TrafficKind> Kinds;
  std::vector<bool> Redundant;
};

/// A ManagedPlan, copied out likewise.
struct ManagedSummary {
  std::string Name, Extent, Why;
  bool Mapped = false;
  size_t Launches = 0;
};
std::vector<ManagedSummary> LastManaged; // filled by every plans() call

/// "whole", "elements <text>" or "bytes <text>".
std::string describe(const MapExtent &E) {
  switch (E.K) {
  case MapExtent::Whole: return "whole";
  case MapExtent::Elements: return "elements " + E.Text;
  case MapExtent::Bytes: return "bytes " + E.Text;
  }
  return "?";
}

std::vector<PlanSummary> plans(const std::string &Code) {
  std::vector<PlanSummary> Out;
  analyseCudaSnippet(Code, [&](const SourceView &View, CudaAstIndex &Index) {
    for (const BufferPlan &P : analyzeDeviceBuffers(View)) {
      PlanSummary S;
      S.Device = P.DeviceName;
      S.Host = P.Host ? P.Host->getNameAsString() : "";
      S.Extent = P.Mapped ? describe(P.Extent) : "";
      S.Access = P.Access;
      S.Mapped = P.Mapped;
      S.Hoisted = P.Hoisted != nullptr;
      S.Fallback = P.Fallback;
      for (const TrafficEvent &E : P.Events) {
        S.Kinds.push_back(E.Kind);
        S.Redundant.push_back(E.Redundant);
      }
      Out.push_back(S);
    }
    LastManaged.clear();
    for (const ManagedPlan &M : analyzeManagedBuffers(View).Plans)
      LastManaged.push_back({M.Name, describe(M.Extent), M.Why, M.Mapped, M.Launches.size()});
  });
  return Out;
}

const PlanSummary &plan(const std::vector<PlanSummary> &Ps, const std::string &Device) {
  for (const PlanSummary &P : Ps)
    if (P.Device == Device) return P;
  FAIL("no plan for device buffer " << Device);
  return Ps.front();
}

const char *Kernel = R"(
  __global__ void inc(int *x, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] += 1;
  }
)";
} // namespace

TEST_CASE("a copy in, a launch and a copy out pair the buffer with its host array", "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int h[n];
      int *d;
      cudaMalloc(&d, n * sizeof(int));
      cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
      inc<<<1, 64>>>(d, n);
      cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(d);
      return h[0];
    }
  )");
  REQUIRE(Ps.size() == 1);
  const PlanSummary &P = Ps[0];
  CHECK(P.Mapped);
  CHECK_FALSE(P.Fallback);
  CHECK(P.Host == "h");
  CHECK(P.Extent == "whole"); // int h[n], n * sizeof(int) bytes
  CHECK(P.Kinds == std::vector<TrafficKind>{TrafficKind::Alloc, TrafficKind::CopyIn, TrafficKind::Launch,
                                            TrafficKind::CopyOut, TrafficKind::Free});
}

TEST_CASE("the extent of a mapping: elements, bytes, the whole variable; the host reached by &x or v.data()",
          "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    #include <vector>
    __global__ void scale(float *x, int n) { if (threadIdx.x < n) x[threadIdx.x] *= 2; }
    __global__ void bump(char *c, int n) { if (threadIdx.x < n) c[threadIdx.x] += 1; }
    int main() {
      const int n = 64;
      size_t bytes = n * sizeof(float);
      float *hf = new float[n];
      char text[n];
      int one = 0;
      std::vector<int> v(n);
      float *df; char *dc; int *d1; int *dv;
      cudaMalloc(&df, bytes);
      cudaMalloc(&dc, n);
      cudaMalloc(&d1, sizeof(int));
      cudaMalloc(&dv, n * sizeof(int));
      cudaMemcpy(df, hf, bytes, cudaMemcpyHostToDevice);
      cudaMemcpy(dc, text, n, cudaMemcpyHostToDevice);
      cudaMemcpy(d1, &one, sizeof(int), cudaMemcpyHostToDevice);
      cudaMemcpy(dv, v.data(), n * sizeof(int), cudaMemcpyHostToDevice);
      scale<<<1, 64>>>(df, n);
      bump<<<1, 64>>>(dc, n);
      inc<<<1, 1>>>(d1, 1);
      inc<<<1, 64>>>(dv, n);
      cudaMemcpy(hf, df, bytes, cudaMemcpyDeviceToHost);
      cudaMemcpy(text, dc, n, cudaMemcpyDeviceToHost);
      cudaMemcpy(&one, d1, sizeof(int), cudaMemcpyDeviceToHost);
      cudaMemcpy(v.data(), dv, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(df); cudaFree(dc); cudaFree(d1); cudaFree(dv);
      return (int)hf[0] + text[0] + one + v[0];
    }
  )");
  REQUIRE(Ps.size() == 4);
  for (const PlanSummary &P : Ps) CHECK(P.Mapped);
  CHECK(plan(Ps, "df").Extent == "bytes bytes"); // a byte count in a variable: divided by the element size
  CHECK(plan(Ps, "dc").Extent == "whole");       // the whole char array
  CHECK(plan(Ps, "d1").Extent == "whole");
  CHECK(plan(Ps, "d1").Access == HostAccess::AddressOf);
  CHECK(plan(Ps, "dv").Extent == "elements n");
  CHECK(plan(Ps, "dv").Access == HostAccess::Data);
  CHECK(plan(Ps, "dv").Host == "v");
}

TEST_CASE("pointer arithmetic on the device pointer keeps the device form (C2O1301)", "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int h[n];
      int *d;
      cudaMalloc(&d, n * sizeof(int));
      cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
      inc<<<1, 32>>>(d + 32, 32);
      cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(d);
      return h[0];
    }
  )");
  REQUIRE(Ps.size() == 1);
  CHECK_FALSE(Ps[0].Mapped);
  REQUIRE(Ps[0].Fallback);
  CHECK(*Ps[0].Fallback == DiagID::MapPointerArithmetic);
}

TEST_CASE("a buffer no host buffer pairs with is scratch (C2O1302); a wrong copy size is C2O1303",
          "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int h[n];
      int *scratch, *d;
      cudaMalloc(&scratch, n * sizeof(int));
      cudaMalloc(&d, n * sizeof(int));
      cudaMemcpy(d, h, 32 * sizeof(int), cudaMemcpyHostToDevice);
      inc<<<1, 64>>>(scratch, n);
      inc<<<1, 64>>>(d, n);
      cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(scratch);
      cudaFree(d);
      return h[0];
    }
  )");
  REQUIRE(Ps.size() == 2);
  const PlanSummary &S = plan(Ps, "scratch");
  CHECK_FALSE(S.Mapped);
  REQUIRE(S.Fallback);
  CHECK(*S.Fallback == DiagID::MapNoHostBuffer);
  const PlanSummary &D = plan(Ps, "d");
  CHECK_FALSE(D.Mapped);
  REQUIRE(D.Fallback);
  CHECK(*D.Fallback == DiagID::MapPartialCopy);
}

TEST_CASE("a result array declared after the kernels moves up to the mapping", "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int *d;
      cudaMalloc(&d, n * sizeof(int));
      cudaMemset(d, 0, n * sizeof(int));
      inc<<<1, 64>>>(d, n);
      int out[n];
      cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(d);
      return out[0];
    }
  )");
  REQUIRE(Ps.size() == 1);
  CHECK(Ps[0].Mapped);
  CHECK(Ps[0].Hoisted);
  CHECK(Ps[0].Extent == "whole");
}

TEST_CASE("a result buffer declared after the kernels stays where it is when moving it could change the program (C2O1306)",
          "[memory-traffic]") {
  // Each declaration reads or calls something that moving it up would reorder.
  const char *Cases[] = {
      // a call to a function of the program (it could print, count, ...)
      R"(int *make(int n) { return (int *)malloc(n * sizeof(int)); }
         int main() {
           const int n = 64;
           int *d;
           cudaMalloc(&d, n * sizeof(int));
           inc<<<1, 64>>>(d, n);
           int *out = make(n);
           cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
           return out[0];
         })",
      // a variable its size reads is written between the launch and the declaration
      R"(int main() {
           int n = 64, m = 1;
           int *d;
           cudaMalloc(&d, n * sizeof(int));
           inc<<<1, 64>>>(d, n);
           m = n;
           int *out = (int *)malloc(m * sizeof(int));
           cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
           return out[0];
         })",
      // a variable its size reads is declared after the launch
      R"(int main() {
           const int n = 64;
           int *d;
           cudaMalloc(&d, n * sizeof(int));
           inc<<<1, 64>>>(d, n);
           int m = n;
           int *out = (int *)malloc(m * sizeof(int));
           cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
           return out[0];
         })",
      // moved up, its name would hide the outer 'out' the launch reads
      R"(int out = 3;
         int main() {
           const int n = 64;
           int *d;
           cudaMalloc(&d, n * sizeof(int));
           inc<<<1, 64>>>(d, out);
           int *out = (int *)malloc(n * sizeof(int));
           cudaMemcpy(out, d, n * sizeof(int), cudaMemcpyDeviceToHost);
           return out[0];
         })",
  };
  for (const char *Program : Cases) {
    CAPTURE(Program);
    auto Ps = plans(std::string(Kernel) + "#include <cstdlib>\n" + Program);
    REQUIRE(Ps.size() == 1);
    CHECK_FALSE(Ps[0].Mapped);
    CHECK_FALSE(Ps[0].Hoisted);
    REQUIRE(Ps[0].Fallback);
    CHECK(*Ps[0].Fallback == DiagID::MapHostBufferOutOfScope);
  }
}

TEST_CASE("swapping two device pointers is aliasing (C2O1307)", "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int a[n], b[n];
      int *da, *db;
      cudaMalloc(&da, n * sizeof(int));
      cudaMalloc(&db, n * sizeof(int));
      cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
      cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
      for (int it = 0; it < 2; ++it) {
        inc<<<1, 64>>>(da, n);
        int *t = da; da = db; db = t;
      }
      cudaMemcpy(a, da, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(da);
      cudaFree(db);
      return a[0];
    }
  )");
  REQUIRE(Ps.size() == 2);
  for (const PlanSummary &P : Ps) {
    CHECK_FALSE(P.Mapped);
    REQUIRE(P.Fallback);
    CHECK(*P.Fallback == DiagID::MapAliasing);
  }
}

TEST_CASE("host code using the host buffer while it is mapped keeps the device form (C2O1308)",
          "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int h[n];
      int *d;
      cudaMalloc(&d, n * sizeof(int));
      cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
      h[0] = 5;
      inc<<<1, 64>>>(d, n);
      cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
      cudaFree(d);
      return h[0];
    }
  )");
  REQUIRE(Ps.size() == 1);
  CHECK_FALSE(Ps[0].Mapped);
  REQUIRE(Ps[0].Fallback);
  CHECK(*Ps[0].Fallback == DiagID::MapHostUseWhileMapped);
}

TEST_CASE("a copy back right after another copy of the same buffer is redundant", "[memory-traffic]") {
  auto Ps = plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int h[n];
      int *d;
      cudaMalloc(&d, sizeof(h));
      cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
      inc<<<1, 64>>>(d, n);
      cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
      cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
      cudaFree(d);
      return h[0];
    }
  )");
  REQUIRE(Ps.size() == 1);
  const PlanSummary &P = Ps[0];
  CHECK(P.Mapped);
  REQUIRE(P.Kinds.size() == 6);
  CHECK(P.Kinds[3] == TrafficKind::CopyOut);
  CHECK(P.Kinds[4] == TrafficKind::CopyOut);
  CHECK_FALSE(P.Redundant[3]);
  CHECK(P.Redundant[4]);
}

TEST_CASE("managed buffers the host reaches only through them are mapped around their launches", "[memory-traffic]") {
  plans(std::string(Kernel) + R"(
    int main() {
      const int n = 64;
      int *m;
      cudaMallocManaged(&m, n * sizeof(int));
      for (int i = 0; i < n; ++i) m[i] = i;
      inc<<<1, 64>>>(m, n);
      inc<<<1, 64>>>(m, n);
      cudaDeviceSynchronize();
      int r = *m + m[1];
      cudaFree(m);
      return r;
    }
  )");
  REQUIRE(LastManaged.size() == 1);
  CHECK(LastManaged[0].Mapped);
  CHECK(LastManaged[0].Extent == "elements n");
  CHECK(LastManaged[0].Launches == 2);
}

TEST_CASE("a managed buffer that could reach a kernel another way keeps unified shared memory, and so do the others",
          "[memory-traffic]") {
  struct Case {
    const char *Program, *Why;
  } Cases[] = {
      {R"(void keep(int *);
          int main() {
            int *m;
            cudaMallocManaged(&m, 64 * sizeof(int));
            keep(m);
            inc<<<1, 64>>>(m, 64);
            return 0;
          })",
       "it is used as 'm'"},
      {R"(int main() {
            int *m, *alias;
            cudaMallocManaged(&m, 64 * sizeof(int));
            alias = m;
            inc<<<1, 64>>>(alias, 64);
            return 0;
          })",
       "it is used as 'm'"},
      {R"(int main(int argc, char **) {
            int n = 64 * argc;
            int *m;
            cudaMallocManaged(&m, n * sizeof(int));
            inc<<<1, 64>>>(m, n);
            return 0;
          })",
       "its size reads 'n', which is not const"},
      {R"(struct S { int *p; };
          int main() {
            S s;
            cudaMallocManaged(&s.p, 64 * sizeof(int));
            inc<<<1, 64>>>(s.p, 64);
            return 0;
          })",
       "it is not allocated into a local pointer variable"},
      {R"(int main() {
            int *m;
            cudaMallocManaged(&m, 64 * sizeof(int));
            m[0] = 1;
            return m[0];
          })",
       "no kernel receives it as a launch argument"},
  };
  for (const Case &C : Cases) {
    CAPTURE(C.Program);
    plans(std::string(Kernel) + C.Program);
    REQUIRE(LastManaged.size() == 1);
    CHECK_FALSE(LastManaged[0].Mapped);
    CHECK(LastManaged[0].Why.find(C.Why) == 0);
  }
  // One buffer that must stay keeps the file's other managed buffers under unified shared memory.
  plans(std::string(Kernel) + R"(
    struct S { int *p; };
    int main() {
      S s;
      int *m;
      cudaMallocManaged(&s.p, 64 * sizeof(int));
      cudaMallocManaged(&m, 64 * sizeof(int));
      inc<<<1, 64>>>(s.p, 64);
      inc<<<1, 64>>>(m, 64);
      return 0;
    }
  )");
  REQUIRE(LastManaged.size() == 2);
  CHECK_FALSE(LastManaged[1].Mapped);
  CHECK(LastManaged[1].Why.find("another managed buffer of the file, 's.p'") == 0);
}
