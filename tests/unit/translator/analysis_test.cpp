// The analysis facts on small CUDA snippets, parsed the way the tool parses.
#include "analysis/CudaAstIndex.h"
#include "frontend/CudaParseArgs.h"
#include "rewrite/TranslationContext.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include <catch2/catch.hpp>
#include <functional>

using namespace clang;
using namespace c2o;

namespace {
using Check = std::function<void(TranslationContext &, CudaAstIndex &)>;

class IndexAction : public ASTFrontendAction {
public:
  explicit IndexAction(Check C) : C(std::move(C)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(makeIndexPPCallbacks(CI.getSourceManager(), Index, C2O_TEST_CUDA_INCLUDE));
    struct Consumer : ASTConsumer {
      Check &C;
      CudaAstIndex &Index;
      Consumer(Check &C, CudaAstIndex &Index) : C(C), Index(Index) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        EditSet Edits(Ctx.getSourceManager().getBufferData(Ctx.getSourceManager().getMainFileID()).str());
        TranslationContext TC(Ctx, Edits, C2O_TEST_CUDA_INCLUDE);
        Index.build(TC);
        C(TC, Index);
      }
    };
    return std::make_unique<Consumer>(C, Index);
  }
  Check C;
  CudaAstIndex Index;
};

void analyse(const std::string &Code, Check C) {
  std::vector<std::string> Args = cudaParseAdjuster(C2O_TEST_CUDA_INCLUDE, "")({"clang"}, "input.cu");
  Args.erase(Args.begin());   // the compiler's name
  Args.pop_back();            // the file name
  REQUIRE(tooling::runToolOnCodeWithArgs(std::make_unique<IndexAction>(std::move(C)), Code, Args, "input.cu"));
}

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
  )", [](TranslationContext &, CudaAstIndex &I) {
    CHECK(I.Kernels.size() == 2); // the template pattern and the prototype
    CHECK(named(I.Kernels, "k"));
    CHECK(named(I.Kernels, "flat"));
    CHECK(named(I.DeviceFunctions, "twice"));
    CHECK(I.DeviceVariables.size() == 2);
    REQUIRE(I.Launches.size() == 1);
    CHECK(I.Launches[0].Enclosing->getName() == "host");
    const FunctionFacts &F = I.factsOf(named(I.Kernels, "k"));
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
  )", [](TranslationContext &, CudaAstIndex &I) {
    auto Uses = [&](StringRef Name) {
      const FunctionDecl *F = named(I.Kernels, Name);
      if (!F) F = named(I.DeviceFunctions, Name);
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
  )", [](TranslationContext &, CudaAstIndex &I) {
    std::set<std::string> Refs, Types, Macros;
    for (auto &R : I.References) Refs.insert(R.Decl->getNameAsString());
    for (auto &R : I.TypeReferences) Types.insert(R.Decl->getNameAsString());
    for (auto &M : I.MacroUses) Macros.insert(M.Name);
    CHECK(Refs.count("cudaMalloc"));
    CHECK(Types.count("cudaError_t"));
    CHECK(Types.count("cudaStream_t"));
    CHECK(Macros.count("cudaHostAllocMapped"));
  });
}
