// Allocation provenance on small CUDA snippets: where the memory behind an
// atomic's address comes from, struct fields included.
#include "analysis/AllocationProvenance.h"
#include "cuda_snippet.h"
#include <catch2/catch.hpp>
#include <algorithm>
#include <set>

using namespace clang;
using namespace c2o;

namespace {
/// The provenance of the address of each atomic call of \p Code, in source order.
std::vector<Provenance> atomicTargets(const std::string &Code) {
  std::vector<Provenance> Out;
  analyseCudaSnippet(Code, [&](const SourceView &View, CudaAstIndex &Index) {
    ProvenanceAnalysis P(View.Ctx);
    std::vector<const CallExpr *> Atomics;
    for (const CallExpr *C : Index.cudaCalls())
      if (C->getDirectCallee()->getName().starts_with("atomic")) Atomics.push_back(C);
    std::sort(Atomics.begin(), Atomics.end(), [&](const CallExpr *A, const CallExpr *B) {
      return View.Ctx.getSourceManager().isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
    });
    for (const CallExpr *C : Atomics) Out.push_back(P.ofAddress(C->getArg(0)));
  });
  return Out;
}

std::multiset<AllocationKind> kinds(const Provenance &P) {
  std::multiset<AllocationKind> K;
  for (const AllocationSite &S : P.Sites) K.insert(S.Kind);
  return K;
}

bool contains(const std::string &Text, const std::string &Part) { return Text.find(Part) != std::string::npos; }
} // namespace

TEST_CASE("a field stored with '.' gives the allocation of the stored pointer", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Acc { float *sum; int n; };
    __global__ void k(Acc a) { atomicAdd(&a.sum[threadIdx.x], 1.0f); }
    void run() {
      float *d;
      cudaMalloc(&d, 64);
      Acc a;
      a.sum = d;
      a.n = 16;
      k<<<1, 16>>>(a);
    }
  )");
  REQUIRE(P.size() == 1);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(contains(P[0].describe(), "cudaMalloc at input.cu:6 (field 'Acc::sum')"));
}

TEST_CASE("a field stored with '->' and read through a pointer variable", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Acc { double *sum; };
    __global__ void k(double *s) { atomicAdd(s, 1.0); }
    void run(Acc *a) {
      double *m;
      cudaMallocManaged(&m, 8);
      a->sum = m;
      double *t = a->sum;
      k<<<1, 1>>>(t);
    }
  )");
  REQUIRE(P.size() == 1);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::ManagedMemory});
  CHECK(contains(P[0].describe(), "field 'Acc::sum'"));
}

TEST_CASE("aggregate initialisation stores into fields, designated or not", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Two { float *a; float *b; };
    struct Base { float *c; };
    struct Derived : Base { float *d; };
    __global__ void k(Two t, Derived e) {
      atomicAdd(t.a, 1.0f);
      atomicAdd(t.b, 1.0f);
      atomicAdd(e.c, 1.0f);
      atomicAdd(e.d, 1.0f);
    }
    void run() {
      float *d, *h, *x, *y;
      cudaMalloc(&d, 4);
      cudaMallocHost(&h, 4);
      cudaMalloc(&x, 4);
      cudaMallocManaged(&y, 4);
      Two t{d, h};
      Two u = {.a = d, .b = nullptr};
      Derived e = {{x}, y};
      k<<<1, 1>>>(t, e);
      k<<<1, 1>>>(u, Derived{{x}, y});
    }
  )");
  REQUIRE(P.size() == 4);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::PinnedHostMemory});
  CHECK(kinds(P[2]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(kinds(P[3]) == std::multiset<AllocationKind>{AllocationKind::ManagedMemory});
}

TEST_CASE("cudaMalloc(&s.f) and (void **)&s->f allocate into the field", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Bufs { float *dev; int *pinned; };
    __global__ void k(Bufs b, Bufs *pb) {
      atomicAdd(&b.dev[threadIdx.x], 1.0f);
      atomicAdd(pb->pinned, 1);
    }
    void run() {
      Bufs b;
      cudaMalloc(&b.dev, 64);
      Bufs *p = &b;
      cudaMallocHost((void **)&p->pinned, 4);
      k<<<1, 16>>>(b, p);
    }
  )");
  REQUIRE(P.size() == 2);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(contains(P[0].describe(), "cudaMalloc at input.cu:9 (field 'Bufs::dev')"));
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::PinnedHostMemory});
}

TEST_CASE("stores of nullptr, 0 and NULL are ignored", "[provenance]") {
  auto P = atomicTargets(R"(
    #include <cstddef>
    struct S { float *f; float *g = nullptr; };
    __global__ void k(S s) { atomicAdd(s.f, 1.0f); atomicAdd(s.g, 1.0f); }
    void run() {
      S s{nullptr};
      s.f = 0;
      s.f = NULL;
      cudaMalloc(&s.f, 4);
      s.g = s.f;
      k<<<1, 1>>>(s);
      s.f = nullptr;
    }
  )");
  REQUIRE(P.size() == 2);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
}

TEST_CASE("two allocators on one field give both sites (policy_test: the safe hint)", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Acc { float *sum; };
    __global__ void k(Acc a) { atomicAdd(a.sum, 1.0f); }
    void run(bool managed) {
      Acc a;
      if (managed) cudaMallocManaged(&a.sum, 4);
      else cudaMalloc(&a.sum, 4);
      k<<<1, 1>>>(a);
    }
  )");
  REQUIRE(P.size() == 1);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory, AllocationKind::ManagedMemory});
  CHECK(contains(P[0].describe(), "cudaMallocManaged at input.cu:6 (field 'Acc::sum')"));
  CHECK(contains(P[0].describe(), "cudaMalloc at input.cu:7 (field 'Acc::sum')"));
}

TEST_CASE("a struct of device pointers passed by value to a kernel", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Params { const float *in; float *sum; double *dsum; int n; };
    __global__ void reduce(Params p) {
      int i = blockIdx.x * blockDim.x + threadIdx.x;
      if (i < p.n) { atomicAdd(&p.sum[i % 4], p.in[i]); atomicAdd(p.dsum, (double)p.in[i]); }
    }
    int main() {
      Params p;
      float *in, *sum;
      cudaMalloc(&in, 1024);
      cudaMalloc(&sum, 16);
      p.in = in;
      p.sum = sum;
      cudaMallocHost(&p.dsum, 8);
      p.n = 256;
      reduce<<<2, 128>>>(p);
      return 0;
    }
  )");
  REQUIRE(P.size() == 2);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(contains(P[0].describe(), "cudaMalloc at input.cu:11 (field 'Params::sum')"));
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::PinnedHostMemory});
}

TEST_CASE("a scalar member is the memory of the object holding it", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Counters { int hits; float total; };
    __global__ void k(Counters *c) { atomicAdd(&c->hits, 1); atomicAdd(&c->total, 1.0f); }
    void run() {
      Counters *d;
      cudaMalloc(&d, sizeof(Counters));
      k<<<1, 1>>>(d);
    }
  )");
  REQUIRE(P.size() == 2);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
}

TEST_CASE("fields of unknown provenance stay unknown", "[provenance]") {
  auto P = atomicTargets(R"(
    struct S { float *never; float *escaped; float *self; float *arr[2]; };
    struct C { float *p; C(float *q) : p(q) {} };
    void fill(float **where);
    __global__ void k(S s, C c) {
      atomicAdd(s.never, 1.0f);
      atomicAdd(s.escaped, 1.0f);
      atomicAdd(c.p, 1.0f);
      atomicAdd(s.self, 1.0f);
      atomicAdd(&s.arr[0][1], 1.0f);
    }
    void run(S s, float *ext) {
      float *d;
      cudaMalloc(&d, 4);
      s.escaped = d;
      fill(&s.escaped);
      s.self = s.self + 1;
      s.arr[0] = d;
      k<<<1, 1>>>(s, C(ext));
    }
  )");
  REQUIRE(P.size() == 5);
  auto HasUnknown = [](const Provenance &Q) {
    return std::any_of(Q.Sites.begin(), Q.Sites.end(),
                       [](const AllocationSite &S) { return S.Kind == AllocationKind::UnknownMemory; });
  };
  for (const Provenance &Q : P) CHECK(HasUnknown(Q));
  CHECK(contains(P[0].describe(), "no store found at input.cu:2 (field 'S::never')"));
  CHECK(contains(P[1].describe(), "address taken at input.cu:16 (field 'S::escaped')"));
  CHECK(contains(P[1].describe(), "cudaMalloc")); // the store that is seen is still listed
  CHECK(contains(P[2].describe(), "parameter 'ext' (no call in this file)"));
}

TEST_CASE("constructor member initialisers and class templates' fields", "[provenance]") {
  auto P = atomicTargets(R"(
    template <class T> struct Box { T *sum; void set(T *q) { sum = q; } };
    struct Owner { float *m; Owner(float *q) : m(q) {} };
    __global__ void k(Box<float> b, Owner o) { atomicAdd(b.sum, 1.0f); atomicAdd(o.m, 1.0f); }
    void run() {
      Box<float> b;
      float *d, *h;
      cudaMalloc(&d, 4);
      cudaMallocHost(&h, 4);
      b.set(d);
      Owner o(h);
      k<<<1, 1>>>(b, o);
    }
  )");
  REQUIRE(P.size() == 2);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
  CHECK(contains(P[0].describe(), "(field 'Box::sum')"));
  CHECK(kinds(P[1]) == std::multiset<AllocationKind>{AllocationKind::PinnedHostMemory});
}

TEST_CASE("a struct handed to a function defined elsewhere makes its pointer fields unknown", "[provenance]") {
  auto P = atomicTargets(R"(
    struct Inner { float *q; };
    struct Outer { float *p; Inner in; };
    void init_elsewhere(Outer *o);
    void read_elsewhere(const Outer *o);
    struct Other { float *r; };
    void fill_elsewhere(Other &o);
    __global__ void k(Outer o, Other t) { atomicAdd(o.p, 1.0f); atomicAdd(o.in.q, 1.0f); atomicAdd(t.r, 1.0f); }
    __global__ void k2(float *x) { atomicAdd(x, 1.0f); }
    void run() {
      Outer o;
      cudaMalloc(&o.p, 4);
      cudaMalloc(&o.in.q, 4);
      init_elsewhere(&o);
      read_elsewhere(&o); // const: cannot store
      Other t;
      cudaMalloc(&t.r, 4);
      fill_elsewhere(t);
      k<<<1, 1>>>(o, t);
      cudaFree(o.p); // library functions are not escapes
      float *x;
      cudaMalloc(&x, 4);
      k2<<<1, 1>>>(x);
    }
  )");
  REQUIRE(P.size() == 4);
  for (int I = 0; I < 3; ++I) {
    CHECK(kinds(P[I]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory, AllocationKind::UnknownMemory});
  }
  INFO(P[0].describe());
  CHECK(contains(P[0].describe(), "passed to 'init_elsewhere' (not defined in this file) at input.cu:14 (field 'Outer::p')"));
  INFO(P[0].describe());
  CHECK(!contains(P[0].describe(), "read_elsewhere"));
  CHECK(contains(P[2].describe(), "passed to 'fill_elsewhere'"));
  CHECK(kinds(P[3]) == std::multiset<AllocationKind>{AllocationKind::DeviceMemory});
}

TEST_CASE("hipMemAdvise(SetCoarseGrain) on a field overrides its managed allocation", "[provenance]") {
  auto P = atomicTargets(R"(
    enum hipMemoryAdvise { hipMemAdviseSetCoarseGrain = 100 };
    int hipMemAdvise(const void *p, unsigned long n, hipMemoryAdvise a, int dev);
    struct S { float *f; };
    __global__ void k(S s) { atomicAdd(s.f, 1.0f); }
    void run() {
      S s;
      cudaMallocManaged(&s.f, 4);
      hipMemAdvise(s.f, 4, hipMemAdviseSetCoarseGrain, 0);
      k<<<1, 1>>>(s);
    }
  )");
  REQUIRE(P.size() == 1);
  CHECK(kinds(P[0]) == std::multiset<AllocationKind>{AllocationKind::CoarseAdvisedMemory});
}
