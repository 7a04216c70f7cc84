// The analysis facts on small CUDA snippets, parsed the way the tool parses.
#include "cuda_snippet.h"
#include "analysis/KernelFacts.h"
#include "analysis/ManagedBuffers.h"
#include <catch2/catch.hpp>
#include <functional>
#include <set>

using namespace clang;
using namespace c2o;

namespace {
using Check = SnippetCheck;

void analyse(const std::string &Code, Check C) { analyseCudaSnippet(Code, std::move(C)); }
void analyse(const std::string &Code, SnippetPlansCheck C) { analyseCudaSnippet(Code, std::move(C)); }

const FunctionDecl *named(const std::vector<const FunctionDecl *> &Fs, StringRef Name) {
  for (const FunctionDecl *F : Fs)
    if (F->getName() == Name) return F;
  return nullptr;
}
} // namespace

TEST_CASE("kernels, device functions, variables and launches are indexed", "[analysis]") {
  analyse(R"(
    __constant__ float c[4];
    __device__ int counter;
    __device__ float twice(float x) { return 2 * x; }
    template <typename T> __global__ void k(T *p) { p[threadIdx.x] = twice(c[0]); }
    __global__ void flat(int *p);
    void host(float *p) { k<<<1, 32>>>(p); }
  )", [](const SourceView &, CudaAstIndex &I) {
    CHECK(I.kernels().size() == 2); // the template pattern and the prototype
    CHECK(named(I.kernels(), "k"));
    CHECK(named(I.kernels(), "flat"));
    CHECK(named(I.deviceFunctions(), "twice"));
    CHECK(I.deviceVariables().size() == 2);
    REQUIRE(I.launches().size() == 1);
    CHECK(I.launches()[0].Enclosing->getName() == "host");
    const FunctionFacts &F = I.factsOf(named(I.kernels(), "k"));
    CHECK(F.UsesIndexBuiltins);
    CHECK(F.BlockLevelUses.empty());
  });
}

TEST_CASE("block-level sharing is found directly and through calls", "[analysis]") {
  analyse(R"(
    __device__ float lane_sum(float v) { return v + __shfl_down_sync(0xffffffffu, v, 1); }
    __global__ void direct(float *p) { __shared__ float t[32]; t[threadIdx.x] = p[0]; __syncthreads(); p[0] = t[1]; }
    __global__ void indirect(float *p) { p[0] = lane_sum(p[0]); }
    __global__ void flat(float *p) { p[blockIdx.x] = 1; }
  )", [](const SourceView &, CudaAstIndex &I) {
    auto Uses = [&](StringRef Name) {
      const FunctionDecl *F = named(I.kernels(), Name);
      if (!F) F = named(I.deviceFunctions(), Name);
      REQUIRE(F);
      return I.factsOf(F).BlockLevelUses;
    };
    CHECK(Uses("direct") == std::vector<std::string>{"__shared__ 't'", "__syncthreads"});
    CHECK(Uses("lane_sum") == std::vector<std::string>{"__shfl_down_sync"});
    CHECK(Uses("indirect") == std::vector<std::string>{"through 'lane_sum'"});
    CHECK(Uses("flat").empty());
  });
}

TEST_CASE("references to the CUDA API are found in code, types and macros", "[analysis]") {
  analyse(R"(
    #define CHECK(x) do { cudaError_t e = (x); (void)e; } while (0)
    void host() {
      float *d;
      CHECK(cudaMalloc(&d, 16));
      cudaStream_t s;
      unsigned f = cudaHostAllocMapped;
      (void)s; (void)f;
    }
  )", [](const SourceView &, CudaAstIndex &I) {
    std::set<std::string> Refs, Types, Macros;
    for (auto &R : I.references()) Refs.insert(R.Decl->getNameAsString());
    for (auto &R : I.typeReferences()) Types.insert(R.Decl->getNameAsString());
    for (auto &M : I.macroUses()) Macros.insert(M.Name);
    CHECK(Refs.count("cudaMalloc"));
    CHECK(Types.count("cudaError_t"));
    CHECK(Types.count("cudaStream_t"));
    CHECK(Macros.count("cudaHostAllocMapped"));
  });
}

TEST_CASE("unified shared memory is a fact of the allocations, known before the rules", "[analysis]") {
  const char *Managed = R"(
    __global__ void k(float *p) { p[threadIdx.x] = 1; }
    void host() { float *p; cudaMallocManaged(&p, 4); k<<<1, 1>>>(p); }
  )";
  const char *Device = R"(
    void host() { float *p; cudaMalloc(&p, 4); cudaFree(p); }
  )";
  analyse(Managed, [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    CHECK(needsUnifiedSharedMemory(I, Plans, ManagedBuffers(), false));
  });
  analyse(Device, [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    CHECK_FALSE(needsUnifiedSharedMemory(I, Plans, ManagedBuffers(), false));
    CHECK(needsUnifiedSharedMemory(I, Plans, ManagedBuffers(), /*EveryAllocationManaged=*/true)); // --memory=usm
  });
  // --memory=map: a managed buffer mapped around its launches needs none
  analyse(Managed, [](const SourceView &View, const CudaAstIndex &I, const BlockPlans &Plans) {
    ManagedBuffers M = analyzeManagedBuffers(View);
    REQUIRE(M.Plans.size() == 1);
    CHECK(M.Plans.front().Mapped);
    CHECK_FALSE(needsUnifiedSharedMemory(I, Plans, M, false));
  });
}

TEST_CASE("kernel facts: launches through cudaLaunchKernel, kernels used as values", "[analysis]") {
  analyse(R"(
    __global__ void a(int *p) {}
    __global__ void b(int *p) {}
    void host(int *p) {
      void *args[] = {&p};
      cudaLaunchKernel((void *)a, dim3(1), dim3(1), args, 0, 0);
      void (*f)(int *) = b;
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const FunctionDecl *A = named(I.kernels(), "a"), *B = named(I.kernels(), "b");
    REQUIRE(A);
    REQUIRE(B);
    REQUIRE(launchKernelCalls(I).size() == 1);
    CHECK(launchedKernel(launchKernelCalls(I).front())->getDecl() == A);
    CHECK_FALSE(isKernelUsedAsValue(I, A));
    CHECK(isKernelUsedAsValue(I, B));
    CHECK_FALSE(isBlockLevelKernel(Plans, A));
    CHECK_FALSE(isLeftUntranslated(I, Plans, A));
  });
}
