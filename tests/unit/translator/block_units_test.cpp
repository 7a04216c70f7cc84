// The parts of the block planner that stand on their own (BlockPlanner.h):
// the invariance of values (BlockInvariance.h), the types of a block call's
// slots (BlockCallTypes.h), the direct form's facts (planDirectForm,
// unspellablePhaseType); and, through planBlockKernel, what each of the
// planner's parts decides: sequencing into phases, team-level control flow,
// replication of locals and the placing of jumps.
#include "analysis/BlockCallTypes.h"
#include "analysis/BlockInvariance.h"
#include "cuda_snippet.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <algorithm>
#include <catch2/catch.hpp>

using namespace clang;
using namespace c2o;

namespace {

const FunctionDecl *definition(const CudaAstIndex &I, StringRef Name) {
  for (const FunctionDecl *F : I.kernels())
    if (F->getName() == Name && F->doesThisDeclarationHaveABody()) return F;
  for (const FunctionDecl *F : I.deviceFunctions())
    if (F->getName() == Name && F->doesThisDeclarationHaveABody()) return F;
  return nullptr;
}

const BlockKernelPlan &planNamed(const CudaAstIndex &I, const BlockPlans &Plans, StringRef Name) {
  const FunctionDecl *F = definition(I, Name);
  REQUIRE(F);
  const BlockKernelPlan *P = Plans.planOf(F);
  REQUIRE(P);
  return *P;
}

/// The local variable \p Name declared in \p F's body.
const VarDecl *local(const FunctionDecl *F, StringRef Name) {
  struct Find : RecursiveASTVisitor<Find> {
    StringRef Name;
    const VarDecl *Found = nullptr;
    bool VisitVarDecl(VarDecl *V) {
      if (V->getName() == Name && !Found) Found = V;
      return true;
    }
  } Finder;
  Finder.Name = Name;
  Finder.TraverseStmt(F->getBody());
  REQUIRE(Finder.Found);
  return Finder.Found;
}

const ParmVarDecl *param(const FunctionDecl *F, StringRef Name) {
  for (const ParmVarDecl *P : F->parameters())
    if (P->getName() == Name) return P;
  FAIL("no parameter " << Name.str());
  return nullptr;
}

size_t count(const BlockKernelPlan &P, Piece::Kind K) {
  size_t N = 0;
  for (const BlockEdit &E : P.Edits)
    N += std::count_if(E.Pieces.begin(), E.Pieces.end(), [&](const Piece &X) { return X.K == K; });
  return N;
}

} // namespace

TEST_CASE("invariance: uniform values, per-thread invariant values", "[block-plan][invariance]") {
  analyseCudaSnippet(R"(
    __constant__ int C;
    __device__ int twice(int x) { return 2 * x; }
    __global__ void k(int *p, int n, int m) {
      __shared__ float s[32];
      const int w = 4;
      int t = threadIdx.x;
      m += blockIdx.x;
      int a = blockIdx.x * blockDim.x + n + C;
      int b = threadIdx.x + 1;
      int c = m;
      int d = p[0];
      int e = w * 2;
      float *f = &s[3];
      float *g = &s[threadIdx.x];
      int h = twice(n);
      int q = t + 1;
      for (int i = n; i > 0; i >>= 1) p[i] = a + b + c + d + e + h + q + (int)*f + (int)*g;
      int j = 0;
      j += threadIdx.x;
      p[j] = 0;
    }
  )", [](const SourceView &View, const CudaAstIndex &I, const BlockPlans &Plans) {
    const FunctionDecl *K = definition(I, "k");
    REQUIRE(K);
    InvarianceFacts Facts;
    Facts.F = K;
    Facts.IsKernel = true;
    Facts.Written.insert(param(K, "m"));
    Invariance Inv(View, Facts);
    auto Init = [&](StringRef Name) { return local(K, Name)->getInit(); };
    CHECK(Inv.isUniform(Init("a")));     // block index, sizes, parameters, __constant__
    CHECK_FALSE(Inv.isUniform(Init("b"))); // the thread index
    CHECK(Inv.isInvariant(Init("b"), /*PerThread=*/true));
    CHECK_FALSE(Inv.isUniform(Init("c"))); // an assigned parameter
    CHECK_FALSE(Inv.isUniform(Init("d"))); // memory
    CHECK_FALSE(Inv.isUniform(Init("e"))); // a local, until the planner makes it uniform
    CHECK(Inv.isUniform(Init("f")));       // the address of a __shared__ element
    CHECK_FALSE(Inv.isUniform(Init("g")));
    CHECK(Inv.isInvariant(Init("g"), true));
    CHECK(Inv.isUniform(Init("h")));      // a plain function of uniform values
    CHECK_FALSE(Inv.isInvariant(Init("h"), true)); // no calls per thread
    CHECK_FALSE(Inv.isInvariant(Init("q"), true));

    // What the planner learns changes the answers.
    Facts.TeamParams.insert(param(K, "m"));
    Facts.UniformLocals.insert(local(K, "w"));
    Facts.RecomputedLocals.insert(local(K, "t"));
    CHECK(Inv.isUniform(Init("c")));
    CHECK(Inv.isUniform(Init("e")));
    CHECK(Inv.isInvariant(Init("q"), true));
    CHECK_FALSE(Inv.isUniform(Init("q")));

    // The loop's update and where its variable is written.
    const auto *Loop = [&]() -> const ForStmt * {
      for (const Stmt *S : cast<CompoundStmt>(K->getBody())->body())
        if (const auto *Fo = dyn_cast<ForStmt>(S)) return Fo;
      return nullptr;
    }();
    REQUIRE(Loop);
    const VarDecl *LoopVar = local(K, "i");
    llvm::DenseSet<const VarDecl *> Vars{LoopVar};
    CHECK(Inv.isUniformUpdate(Loop->getInc(), Vars));
    CHECK_FALSE(Inv.isUniformUpdate(Loop->getInc(), {}));
    CHECK(Inv.writtenOnlyIn(LoopVar, Loop->getInc()));
    CHECK_FALSE(Inv.writtenOnlyIn(local(K, "j"), Loop->getInc()));
  });
}

TEST_CASE("block call types: results and arguments as the caller's slots hold them", "[block-plan][call-types]") {
  analyseCudaSnippet(R"(
    template <class T> __device__ T bsum(T v) { __syncthreads(); return v; }
    __device__ float bval(const float &x, int arr[4], int *&q) { __syncthreads(); return x; }
    template <class T> __device__ void fill(T v, T w = T()) { __syncthreads(); }
    template <class T> __global__ void kt(T *p) { T r = bsum(p[threadIdx.x]); p[0] = r; }
    __global__ void kf(float *p, int *q) {
      int a[4];
      float r = bval(p[0], a, q);
      float s = __shfl_down_sync(0xffffffffu, r, 1);
      p[1] = s + __ballot_sync(0xffffffffu, r > 0);
    }
    template <class T> __global__ void kd(T *p) { fill(p[0]); }
  )", [](const SourceView &View, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &F = planNamed(I, Plans, "kf");
    REQUIRE(F.BlockCalls.size() == 1);
    BlockCall B{F.BlockCalls[0].Call, F.BlockCalls[0].Callee, {}, {}, {}, false};
    CHECK(typeBlockCall(View.Ctx, B) == "");
    CHECK(B.Result.getAsString() == "float");
    REQUIRE(B.ArgTypes.size() == 3);
    CHECK(B.ArgTypes[0].getAsString() == "float"); // const float &: a float slot
    CHECK(B.ArgTypes[1].getAsString() == "int *"); // an array parameter is a pointer
    CHECK(B.ArgTypes[2].getAsString() == "int *"); // a reference's slot holds its type
    // The exchanges: a shuffle's value, a vote's int.
    std::vector<std::string> Exchanged;
    for (const SyncCall &SC : F.Calls) Exchanged.push_back(exchangeType(View.Ctx, SC).getAsString());
    CHECK(Exchanged == std::vector<std::string>{"float", "int"});

    // In a template: the result through the template parameter it names.
    const BlockKernelPlan &T = planNamed(I, Plans, "kt");
    REQUIRE(T.BlockCalls.size() == 1);
    BlockCall BT{T.BlockCalls[0].Call, T.BlockCalls[0].Callee, {}, {}, {}, false};
    CHECK(typeBlockCall(View.Ctx, BT) == "");
    CHECK(BT.Result.getAsString() == "T");

    const BlockKernelPlan &D = planNamed(I, Plans, "kd");
    REQUIRE(D.BlockCalls.size() == 1);
    BlockCall BD{D.BlockCalls[0].Call, D.BlockCalls[0].Callee, {}, {}, {}, false};
    CHECK(typeBlockCall(View.Ctx, BD) == "a default argument of 'fill' whose type a template decides");
    CHECK(D.Blocker == "a default argument of 'fill' whose type a template decides");

    const VarDecl *A = local(definition(I, "kf"), "a");
    CHECK(blockSlotType(View.Ctx, A->getType()).getAsString() == "int *");
    CHECK(blockSlotType(View.Ctx, View.Ctx.getLValueReferenceType(View.Ctx.FloatTy.withConst())).getAsString() ==
          "float");
  });
}

TEST_CASE("the direct form's facts: every synchronisation call and __shared__ declaration", "[block-plan][direct]") {
  analyseCudaSnippet(R"(
    #include <cooperative_groups.h>
    namespace cg = cooperative_groups;
    __global__ void k(float *p) {
      __shared__ float s[32];
      extern __shared__ float dyn[];
      auto f = [&](float v) { return __shfl_down_sync(0xffffffffu, v, 1); };
      s[threadIdx.x] = p[threadIdx.x];
      __syncthreads();
      p[threadIdx.x] = f(s[threadIdx.x]) + dyn[0];
    }
    __global__ void mixed(float *p) {
      __shared__ struct Pair { float a, b; } s[32];
      s[0].a = 1;
      __syncthreads();
    }
    __global__ void grid(float *p) {
      cg::this_grid().sync();
    }
  )", [](const SourceView &View, const CudaAstIndex &I, const BlockPlans &Plans) {
    BlockKernelPlan P;
    planDirectForm(View, definition(I, "k"), P);
    CHECK(P.DirectBlocker.empty());
    CHECK(P.DirectCalls.size() == 2); // the lambda's shuffle too
    CHECK(P.DirectShared.size() == 1);
    CHECK(P.DirectExternShared.size() == 1);
    // The phase form cannot take a lambda that synchronises: the direct form only.
    const BlockKernelPlan &K = planNamed(I, Plans, "k");
    CHECK(K.Blocker == "synchronisation inside a lambda");
    CHECK(K.DirectOnly);

    // A __shared__ variable whose type is defined in its declaration (CUB's
    // union of TempStorages): the direct form keeps the declaration as
    // written; the phase form could not name the type in its arena.
    BlockKernelPlan M;
    planDirectForm(View, definition(I, "mixed"), M);
    CHECK(M.DirectBlocker.empty());
    CHECK(M.DirectShared.size() == 1);
    const BlockKernelPlan &MK = planNamed(I, Plans, "mixed");
    CHECK(MK.Blocker == "a __shared__ variable whose type is defined in its declaration");
    CHECK(MK.DirectOnly);

    BlockKernelPlan G;
    planDirectForm(View, definition(I, "grid"), G);
    CHECK(G.DirectBlocker.find("grid-wide synchronisation") == 0);
    CHECK_FALSE(planNamed(I, Plans, "grid").translated());
  });
}

TEST_CASE("a phase form whose kept types cannot be named is not built", "[block-plan][direct]") {
  analyseCudaSnippet(R"(
    template <class T> __global__ void k(T *p) {
      auto v = p[threadIdx.x];
      __syncthreads();
      p[threadIdx.x + 1] = v;
    }
  )", [](const SourceView &View, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &P = planNamed(I, Plans, "k");
    CHECK(unspellablePhaseType(P, View.Ctx.getPrintingPolicy()) == "the type of 'v', kept across a barrier");
    CHECK(P.Blocker.find("under types it cannot name (the type of 'v', kept across a barrier)") != std::string::npos);
    CHECK(P.DirectOnly);
  });
}

TEST_CASE("sequencing and control flow: uniform statements stay, others are predicated", "[block-plan][sequencing]") {
  analyseCudaSnippet(R"(
    __global__ void uniformLoop(float *p, int n) {
      __shared__ float s[64];
      s[threadIdx.x] = p[threadIdx.x];
      __syncthreads();
      for (int h = 32; h > 0; h >>= 1) {
        if (threadIdx.x < h) s[threadIdx.x] += s[threadIdx.x + h];
        __syncthreads();
      }
      if (n > 4) {
        __syncthreads();
      }
      p[blockIdx.x] = s[0];
    }
    __global__ void perThreadLoop(int *p) {
      while (p[threadIdx.x] > 0) {
        p[threadIdx.x] -= 1;
        __syncthreads();
      }
    }
    __global__ void perThreadSwitch(int *p) {
      switch (threadIdx.x) {
      case 0: __syncthreads(); break;
      default: break;
      }
    }
    __global__ void uniformSwitch(int *p, int n) {
      switch (n) {
      case 0: p[threadIdx.x] = 1; __syncthreads(); break;
      default: __syncthreads(); break;
      }
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &U = planNamed(I, Plans, "uniformLoop");
    REQUIRE(U.hasPhases());
    CHECK(count(U, Piece::LoopOpen) == 0); // the loop and the if stay as written
    CHECK(U.Masks == 0);
    CHECK(U.Barriers == 3);
    CHECK(U.Replicated.empty());

    const BlockKernelPlan &W = planNamed(I, Plans, "perThreadLoop");
    REQUIRE(W.hasPhases());
    CHECK(count(W, Piece::LoopOpen) == 1);
    CHECK(count(W, Piece::LoopClose) == 1);
    CHECK(count(W, Piece::AnyFlagOrBreak) == 1);
    CHECK(W.Masks == 1);

    CHECK(planNamed(I, Plans, "perThreadSwitch")
              .Blocker.find("inside a 'switch' whose value differs between threads") !=
          std::string::npos);
    const BlockKernelPlan &S = planNamed(I, Plans, "uniformSwitch");
    CHECK(S.hasPhases());
    CHECK(S.Barriers == 2);
  });
}

TEST_CASE("replication: what lives across a barrier, what is recomputed, where jumps go", "[block-plan][replication]") {
  analyseCudaSnippet(R"(
    __global__ void k(float *p, int n) {
      __shared__ float s[64];
      int t = threadIdx.x, u = 2;
      float acc = p[t], other = 0;
      float &r = s[t];
      if (t >= n) return;
      r = acc;
      __syncthreads();
      p[t] = acc + r + u + other;
    }
  )", [](const SourceView &, const CudaAstIndex &I, const BlockPlans &Plans) {
    const BlockKernelPlan &P = planNamed(I, Plans, "k");
    REQUIRE(P.hasPhases());
    std::vector<std::string> Kept;
    for (const VarDecl *V : P.Replicated) Kept.push_back(V->getNameAsString());
    std::sort(Kept.begin(), Kept.end());
    // acc is read after the barrier, and other is declared with it; r is a reference kept by address
    CHECK(Kept == std::vector<std::string>{"acc", "other", "r"});
    REQUIRE(P.KeptReferences.size() == 1);
    CHECK(P.KeptReferences.begin()->first->getName() == "r");
    // t and u: constants of each thread, declared again in each phase
    CHECK(P.RecomputedSet.size() == 2);
    // the early return: a jump setting the exit flag
    CHECK(P.HasExit);
    REQUIRE(P.Jumps.size() == 1);
    CHECK(P.Jumps[0].Flag.K == FlagRef::Exited);
    CHECK(P.Jumps[0].Value == 1);
  });
}
