// The block plans of kernels and __device__ functions, on small snippets:
// what the analysis decides (phases, barriers, exchanges, block calls and how
// their parameters are passed, assigned parameters, what blocks a function),
// as symbolic pieces, with no generated C++ text.
#include "cuda_snippet.h"
#include <algorithm>
#include <catch2/catch.hpp>

using namespace clang;
using namespace c2o;

namespace {

const FunctionDecl *named(const CudaAstIndex &I, StringRef Name) {
  for (const FunctionDecl *F : I.kernels())
    if (F->getName() == Name && F->doesThisDeclarationHaveABody()) return F;
  for (const FunctionDecl *F : I.deviceFunctions())
    if (F->getName() == Name && F->doesThisDeclarationHaveABody()) return F;
  return nullptr;
}

const BlockKernelPlan &planOf(const CudaAstIndex &I, const BlockPlans &Plans, StringRef Name) {
  const FunctionDecl *F = named(I, Name);
  REQUIRE(F);
  const BlockKernelPlan *P = Plans.planOf(F);
  REQUIRE(P);
  return *P;
}

size_t count(const BlockKernelPlan &P, Piece::Kind K) {
  size_t N = 0;
  for (const BlockEdit &E : P.Edits)
    N += std::count_if(E.Pieces.begin(), E.Pieces.end(), [&](const Piece &X) { return X.K == K; });
  return N;
}

} // namespace

TEST_CASE("a block plan is a list of symbolic pieces", "[block-plan]") {
  analyseCudaSnippet(R"(
    __global__ void k(int *p) {
      __shared__ int s[64];
      int t = threadIdx.x;
      s[t] = p[t];
      __syncthreads();
      int v = s[63 - t] + __shfl_down_sync(0xffffffffu, s[t], 1);
      p[t] = v;
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &P = planOf(I, Plans, "k");
    CHECK(P.Blocker.empty());
    CHECK(P.IsKernel);
    CHECK(P.Shared.size() == 1);
    // the barrier, and the exchange's barrier before its read and after it
    CHECK(P.Barriers == 3);
    CHECK(count(P, Piece::Barrier) == 3);
    REQUIRE(P.Exchanges.size() == 1);
    CHECK(P.Calls[P.Exchanges[0].Call].Fn->Kind == SyncKind::WarpLane);
    CHECK(P.Exchanges[0].Type.getAsString() == "int");
    CHECK(count(P, Piece::ExchangeWrite) == 1);
    CHECK(count(P, Piece::PhaseOpen) == count(P, Piece::PhaseClose));
    // t is a per-thread constant: declared again in each phase, not kept; v
    // is read after the exchange's closing barrier: kept
    REQUIRE(P.Replicated.size() == 1);
    CHECK(P.Replicated[0]->getName() == "v");
    CHECK(P.RecomputedSet.size() == 1);
  });
}

TEST_CASE("a synchronising __device__ function is a block function; uniform arguments stay parameters", "[block-plan]") {
  analyseCudaSnippet(R"(
    __device__ float warpSum(float v) {
      for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
      return v;
    }
    __device__ float rowMax(const float *row, float *scratch, int n, float v) {
      scratch[threadIdx.x] = v;
      __syncthreads();
      for (int s = n / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) scratch[threadIdx.x] = fmaxf(scratch[threadIdx.x], scratch[threadIdx.x + s]);
        __syncthreads();
      }
      return scratch[0] + row[0] * 0;
    }
    __global__ void k(const float *in, float *out, int n) {
      __shared__ float scratch[128];
      float x = in[blockIdx.x * n + threadIdx.x];
      float s = warpSum(x);
      if (threadIdx.x % 2) s += warpSum(s);
      out[blockIdx.x] = s + rowMax(in, scratch, n, x);
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &W = planOf(I, Plans, "warpSum");
    CHECK(W.Blocker.empty());
    CHECK_FALSE(W.IsKernel);
    CHECK(W.HasExit); // the caller's "not taking part" flags
    CHECK(W.Params == std::vector<ParamMode>{ParamMode::PerThread});
    const BlockKernelPlan &R = planOf(I, Plans, "rowMax");
    CHECK(R.Params ==
          std::vector<ParamMode>{ParamMode::Uniform, ParamMode::Uniform, ParamMode::Uniform, ParamMode::PerThread});
    const BlockKernelPlan &K = planOf(I, Plans, "k");
    CHECK(K.Blocker.empty());
    REQUIRE(K.BlockCalls.size() == 3);
    for (const BlockCall &B : K.BlockCalls) CHECK(B.Result.getAsString() == "float");
    CHECK(K.BlockCalls[2].UniformArgs == std::vector<bool>{true, true, true, false});
    CHECK(count(K, Piece::CallBlock) == 3);
    // the calls are planned callers first
    auto Pos = [&](StringRef N) {
      return std::find(Plans.order().begin(), Plans.order().end(), named(I, N)) - Plans.order().begin();
    };
    CHECK(Pos("k") < Pos("warpSum"));
    CHECK(Pos("k") < Pos("rowMax"));
  });
}

TEST_CASE("assigned kernel parameters: team values or copies per thread", "[block-plan]") {
  analyseCudaSnippet(R"(
    __global__ void team(float *rows, int n) {
      __shared__ float first;
      rows += blockIdx.x * n;
      if (threadIdx.x == 0) first = rows[0];
      __syncthreads();
      rows[threadIdx.x] /= first;
    }
    __global__ void copied(const int *in, int *out) {
      __shared__ int s[32];
      in += threadIdx.x;
      s[threadIdx.x] = *in;
      __syncthreads();
      out[threadIdx.x] = s[(threadIdx.x + 1) % 32] + *in;
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &T = planOf(I, Plans, "team");
    CHECK(T.Blocker.empty());
    CHECK(T.ParamCopies.empty());
    const BlockKernelPlan &C = planOf(I, Plans, "copied");
    CHECK(C.Blocker.empty());
    REQUIRE(C.ParamCopies.size() == 1);
    CHECK(C.ParamCopies[0].Param->getName() == "in");
    CHECK(C.ParamCopies[0].LocalPhase == -1); // used on both sides of the barrier: a slot
    CHECK(C.ReplicatedSet.count(C.ParamCopies[0].Param));
  });
}

TEST_CASE("nested warp functions take one round per level", "[block-plan]") {
  analyseCudaSnippet(R"(
    __global__ void k(int *p) {
      int v = p[threadIdx.x];
      p[threadIdx.x] = __shfl_xor_sync(0xffffffffu, __shfl_xor_sync(0xffffffffu, v, 1) + v, 2);
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &P = planOf(I, Plans, "k");
    CHECK(P.Blocker.empty());
    CHECK(P.Exchanges.size() == 2);
    CHECK(P.Barriers == 3); // after each round's writes, and after the reads
  });
}

TEST_CASE("what stays untranslated has a reason", "[block-plan]") {
  analyseCudaSnippet(R"(
    #include <cooperative_groups.h>
    __device__ int depth(int *s, int n) {
      __syncthreads();
      return n <= 1 ? s[0] : depth(s, n / 2);
    }
    __global__ void recursive(int *p) { p[0] = depth(p, 8); }
    __global__ void perThreadSwitch(int *p) {
      switch (threadIdx.x % 2) {
      case 0: __syncthreads(); break;
      default: break;
      }
    }
    __global__ void gridWide(int *p) {
      cooperative_groups::this_grid().sync();
      p[0] = 1;
    }
    template <int MODE> __global__ void uniformSwitch(int *p) {
      switch (MODE) {
      case 0: __syncthreads(); p[0] = 1; break;
      default: break;
      }
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    CHECK(planOf(I, Plans, "depth").Blocker == "it is recursive (it calls itself through the functions it calls)");
    CHECK(planOf(I, Plans, "recursive").Blocker == "it calls 'depth', which has no phase form");
    CHECK(planOf(I, Plans, "perThreadSwitch").Blocker.find("inside a 'switch' whose value differs between threads") !=
          std::string::npos);
    CHECK(planOf(I, Plans, "uniformSwitch").Blocker.empty());
    // None of them is left as CUDA: the direct form (a bare launch) is written for each.
    for (const char *F : {"depth", "recursive", "perThreadSwitch"}) {
      CHECK(planOf(I, Plans, F).DirectBlocker.empty());
      CHECK(planOf(I, Plans, F).DirectOnly);
    }
    CHECK(!planOf(I, Plans, "uniformSwitch").DirectOnly);
    CHECK(planOf(I, Plans, "gridWide").DirectBlocker.find("grid-wide synchronisation") != std::string::npos);
    CHECK(!planOf(I, Plans, "gridWide").translated());
    CHECK(planOf(I, Plans, "depth").DirectCalls.size() == 1);
  });
}

TEST_CASE("cooperative groups: handles made again per phase, queries are values, partitions exchange", "[block-plan]") {
  analyseCudaSnippet(R"(
    #include <cooperative_groups.h>
    #include <cooperative_groups/reduce.h>
    namespace cg = cooperative_groups;
    __global__ void groups(int *p) {
      cg::thread_block cta = cg::this_thread_block();
      cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cta);
      cg::grid_group grid = cg::this_grid();
      unsigned long long r = grid.thread_rank();
      cta.sync();
      cg::coalesced_group odd = cg::binary_partition(warp, p[r] & 1);
      p[r] = cg::reduce(odd, p[r], cg::plus<int>()) + (int)warp.thread_rank() + (int)grid.num_blocks();
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &P = planOf(I, Plans, "groups");
    CHECK(P.Blocker.empty());
    CHECK(P.DirectBlocker.empty());
    // the handles used after the barrier (warp, grid) and r are declared again
    // in each phase; the partition's group, an exchange's result, is kept
    REQUIRE(P.Replicated.size() == 1);
    CHECK(P.Replicated[0]->getName() == "odd");
    CHECK(P.RecomputedSet.size() == 3);
    // the partition and the reduction are exchanges; the queries and handles are not
    REQUIRE(P.Exchanges.size() == 2);
    CHECK(P.Calls[P.Exchanges[0].Call].Fn->Kind == SyncKind::Partition);
    CHECK(P.Calls[P.Exchanges[1].Call].Fn->Kind == SyncKind::TileReduce);
    size_t Queries = std::count_if(P.Calls.begin(), P.Calls.end(), [](const SyncCall &C) { return C.Fn->Kind == SyncKind::Query; });
    CHECK(Queries == 2);
  });
}
