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
class SnippetAction : public ASTFrontendAction {
public:
  explicit SnippetAction(SnippetCheck C) : C(std::move(C)) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(makeIndexPPCallbacks(CI.getPreprocessor(), Index, C2O_TEST_CUDA_INCLUDE));
    struct Consumer : ASTConsumer {
      SnippetCheck &C;
      CudaAstIndex &Index;
      Consumer(SnippetCheck &C, CudaAstIndex &Index) : C(C), Index(Index) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        SourceView View(Ctx, C2O_TEST_CUDA_INCLUDE);
        Index.build(View);
        C(View, Index);
      }
    };
    return std::make_unique<Consumer>(C, Index);
  }
  SnippetCheck C;
  CudaAstIndex Index;
};
} // namespace

void analyseCudaSnippet(const std::string &Code, SnippetCheck Check) {
  std::vector<std::string> Args = cudaParseAdjuster(C2O_TEST_CUDA_INCLUDE, "")({"clang"}, "input.cu");
  Args.erase(Args.begin()); // the compiler's name
  Args.pop_back();          // the file name
  REQUIRE(tooling::runToolOnCodeWithArgs(std::make_unique<SnippetAction>(std::move(Check)), Code, Args, "input.cu"));
}
} // namespace c2o
