// GridUniformAtomics on small CUDA snippets: which atomics become reductions,
// and how they share accumulators.
#include "analysis/GridUniformAtomics.h"
#include "cuda_snippet.h"
#include <catch2/catch.hpp>
#include <set>

using namespace clang;
using namespace c2o;

namespace {
/// "kernel:line->cN" for each reducible atomic of \p Code (N: its accumulator).
std::set<std::string> reducible(const std::string &Code) {
  std::set<std::string> Out;
  analyseCudaSnippet(Code, [&](const SourceView &View, CudaAstIndex &Index) {
    ProvenanceAnalysis P(View.Ctx);
    for (const KernelReductions &K : findGridUniformAtomics(View, Index, P))
      for (const ReducibleAtomic &A : K.Atomics)
        Out.insert(K.Kernel->getNameAsString() + ":" +
                   std::to_string(View.SM.getExpansionLineNumber(A.Call->getBeginLoc())) + "->c" +
                   std::to_string(A.Accumulator));
  });
  return Out;
}
using Set = std::set<std::string>;
} // namespace

TEST_CASE("a sum into one pointer parameter is a reduction; per-thread addresses and used values are not",
          "[uniform-atomics]") {
  CHECK(reducible(R"(
    __global__ void dot(const double *x, double *sum, int n) {
      double acc = 0;
      for (int i = threadIdx.x; i < n; i += blockDim.x) acc += x[i];
      atomicAdd(sum, acc);
    }
    __global__ void hist(const int *v, int *bins) { atomicAdd(&bins[v[threadIdx.x] % 4], 1); }
    __global__ void slots(int *count, int *out) { int s = atomicAdd(count, 1); }
  )") == Set{"dot:5->c0"});
}

TEST_CASE("one address written three ways shares one accumulator; another offset gets its own",
          "[uniform-atomics]") {
  CHECK(reducible(R"(
    __global__ void k(unsigned *out, int k) {
      atomicAdd(out, 1u);
      atomicAdd(&out[0], 2u);
      if (threadIdx.x == 0) atomicAdd(out + 0, 3u);
      atomicAdd(out + k, 4u);
      atomicAdd(&out[k + 1], 5u);
    }
  )") == Set{"k:3->c0", "k:4->c0", "k:5->c0", "k:6->c1", "k:7->c2"});
}

TEST_CASE("an offset parameter the kernel assigns, or a base read elsewhere, keeps the atomics",
          "[uniform-atomics]") {
  CHECK(reducible(R"(
    __global__ void assigned(int *out, int k) { k += 1; atomicAdd(out + k, 1); }
    __global__ void incremented(int *out, int k) { atomicAdd(out + k++, 1); }
    __global__ void readBack(int *out) { atomicAdd(out, 1); if (out[0] > 5) return; }
    __global__ void passedOn(int *out);
    __device__ void touch(int *p);
    __global__ void escapes(int *out) { atomicAdd(out, 1); touch(out); }
  )").empty());
}

TEST_CASE("fields of one struct with different operations are reductions; maybe-one element is not",
          "[uniform-atomics]") {
  CHECK(reducible(R"(
    struct T { double sum; int peak; unsigned flags; };
    __global__ void totals(const int *v, T *t) {
      int x = v[threadIdx.x];
      atomicAdd(&t->sum, 0.5 * x);
      atomicMax(&t->peak, x);
      atomicOr(&t->flags, 1u << (x & 7));
    }
    __global__ void mixed(const int *v, int *m, int k) {
      atomicAdd(&m[k], 1);
      atomicMax(&m[0], v[threadIdx.x]);
    }
    __global__ void apart(const int *v, int *m) {
      atomicAdd(&m[1], 1);
      atomicMax(&m[0], v[threadIdx.x]);
    }
  )") == Set{"totals:5->c0", "totals:6->c1", "totals:7->c2", "apart:14->c0", "apart:15->c1"});
}

TEST_CASE("a write through another pointer keeps the atomics unless the allocations are known apart",
          "[uniform-atomics]") {
  const char *Kernel = R"(
    __global__ void scale(const float *x, float *y, float *norm, int n) {
      int i = threadIdx.x;
      if (i < n) { y[i] = 2 * x[i]; atomicAdd(norm, y[i]); }
    }
    __global__ void count(const float *x, int *flags, float *norm) {
      flags[threadIdx.x] = x[threadIdx.x] > 0;
      atomicAdd(norm, x[threadIdx.x]);
    }
  )";
  // no launch in the file: the memory behind y is not known; flags holds ints
  CHECK(reducible(Kernel) == Set{"count:8->c0"});
  // separate allocations
  CHECK(reducible(std::string(Kernel) + R"(
    void run(int n) {
      float *x, *y, *norm;
      cudaMalloc(&x, n * 4); cudaMalloc(&y, n * 4); cudaMalloc(&norm, 4);
      scale<<<1, 64>>>(x, y, norm, n);
    }
  )") == Set{"count:8->c0", "scale:4->c0"});
  // the sum inside the written buffer
  CHECK(reducible(std::string(Kernel) + R"(
    void run(int n) {
      float *x, *buf;
      cudaMalloc(&x, n * 4); cudaMalloc(&buf, (n + 1) * 4);
      scale<<<1, 64>>>(x, buf, buf + n, n);
    }
  )") == Set{"count:8->c0"});
}

TEST_CASE("system-wide atomics, exchanges, block-level and template kernels stay as they are",
          "[uniform-atomics]") {
  CHECK(reducible(R"(
    __global__ void sys(float *s) { atomicAdd_system(s, 1.0f); }
    __global__ void exch(int *s) { atomicExch(s, 1); }
    __global__ void block(int *s) {
      __shared__ int t[32];
      t[threadIdx.x] = 1;
      __syncthreads();
      atomicAdd(s, t[0]);
    }
    template <class T> __global__ void tmpl(T *s) { atomicAdd(s, T(1)); }
    template __global__ void tmpl<int>(int *);
    __global__ void blockScope(int *s) { atomicAdd_block(s, 1); }
  )") == Set{"blockScope:12->c0"});
}
