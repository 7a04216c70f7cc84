#include "cuda_snippet.h"
#include "frontend/CudaParseArgs.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include <catch2/catch.hpp>

using namespace clang;

namespace c2o {
namespace {
/// What both checks are called through.
using AnyCheck = std::function<void(const SourceView &, CudaAstIndex &, const BlockPlans &)>;

class SnippetAction : public ASTFrontendAction {
public:
  explicit SnippetAction(AnyCheck C) : C(std::move(C)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(makeIndexPPCallbacks(CI.getPreprocessor(), Index, C2O_TEST_CUDA_INCLUDE));
    struct Consumer : ASTConsumer {
      AnyCheck &C;
      CudaAstIndex &Index;
      Consumer(AnyCheck &C, CudaAstIndex &Index) : C(C), Index(Index) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        SourceView View(Ctx, C2O_TEST_CUDA_INCLUDE);
        Index.build(View);
        const BlockPlans Plans = planBlockFunctions(View, Index, findDeviceCodeFacts(View, Index));
        C(View, Index, Plans);
      }
    };
    return std::make_unique<Consumer>(C, Index);
  }
  AnyCheck C;
  CudaAstIndex Index;
};

void analyseWith(const std::string &Code, AnyCheck Check) {
  std::vector<std::string> Args = cudaParseAdjuster(C2O_TEST_CUDA_INCLUDE, "")({"clang"}, "input.cu");
  Args.erase(Args.begin()); // the compiler's name
  Args.pop_back();          // the file name
  REQUIRE(tooling::runToolOnCodeWithArgs(std::make_unique<SnippetAction>(std::move(Check)), Code, Args, "input.cu"));
}
} // namespace

void analyseCudaSnippet(const std::string &Code, SnippetCheck Check) {
  analyseWith(Code, [&](const SourceView &View, CudaAstIndex &Index, const BlockPlans &) { Check(View, Index); });
}

void analyseCudaSnippet(const std::string &Code, SnippetPlansCheck Check) {
  analyseWith(Code, [&](const SourceView &View, CudaAstIndex &Index, const BlockPlans &Plans) {
    Check(View, Index, Plans);
  });
}
} // namespace c2o
