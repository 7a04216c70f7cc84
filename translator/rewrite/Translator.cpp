#include "rewrite/Translator.h"
#include "analysis/AllocationProvenance.h"
#include "analysis/CudaAstIndex.h"
#include "frontend/CudaParseArgs.h"
#include "rewrite/Rules.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/Path.h"
#include <chrono>

namespace c2o {

using namespace clang;

namespace {

class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(CompilerInstance &CI, CudaAstIndex &Index, TranslationResult &Result,
                    const TranslatorOptions &Opts)
      : CI(CI), Index(Index), Result(Result), Opts(Opts) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) return;
    SourceManager &SM = Ctx.getSourceManager();
    EditSet Edits(SM.getBufferData(SM.getMainFileID()).str());
    TranslationContext TC(Ctx, Edits, Opts.BundledIncludeDir);
    Index.build(TC);
    ProvenanceAnalysis Provenance(Ctx);
    TC.Provenance = &Provenance;
    TC.Atomics = Opts.Atomics;
    // Structural rules claim what they rewrite whole; renames; then structure.
    claimAtomicStatements(TC, Index);
    claimLaunchKernelCalls(TC, Index);
    runKeywordRule(TC, Index);
    runApiReferenceRule(TC, Index);
    runAtomicRule(TC, Index);
    runKernelRule(TC, Index);
    runLaunchRule(TC, Index);
    runIncludeRule(TC, Index);
    std::sort(TC.Diags.begin(), TC.Diags.end(), [](const Diagnostic &A, const Diagnostic &B) {
      return A.Offset < B.Offset;
    });
    insertDiagnosticComments(TC);
    std::vector<TextRange> Generated;
    Result.Output = formatGenerated(Edits.apply(Generated), Generated,
                                    SM.getFileEntryRefForID(SM.getMainFileID())->getName());
    Result.Diags = TC.Diags;
    Result.AtomicExplanations = TC.AtomicExplanations;
    Result.Stats = TC.Stats;
    Result.Stats.ChangedLines = Edits.changedLines();
    Result.Stats.TotalLines = std::count(Edits.original().begin(), Edits.original().end(), '\n');
    Result.Parsed = true;
  }

private:
  /// Formats the lines holding generated code; the user's own lines stay as they were.
  std::string formatGenerated(std::string Text, const std::vector<TextRange> &Generated,
                              StringRef FileName) {
    if (Opts.FormatStyle == "none" || Generated.empty()) return Text;
    llvm::Expected<format::FormatStyle> Style = format::getStyle(Opts.FormatStyle, FileName, "LLVM", Text);
    if (!Style) {
      llvm::consumeError(Style.takeError());
      return Text;
    }
    std::vector<tooling::Range> Ranges;
    for (const TextRange &R : Generated) Ranges.emplace_back(R.Offset, R.Length);
    tooling::Replacements Fixes = format::reformat(*Style, Text, Ranges, FileName);
    llvm::Expected<std::string> Formatted = tooling::applyAllReplacements(Text, Fixes);
    if (!Formatted) {
      llvm::consumeError(Formatted.takeError());
      return Text;
    }
    return *Formatted;
  }

  CompilerInstance &CI;
  CudaAstIndex &Index;
  TranslationResult &Result;
  const TranslatorOptions &Opts;
};

class TranslateAction : public ASTFrontendAction {
public:
  TranslateAction(TranslationResult &Result, const TranslatorOptions &Opts) : Result(Result), Opts(Opts) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        makeIndexPPCallbacks(CI.getSourceManager(), Index, Opts.BundledIncludeDir));
    return std::make_unique<TranslateConsumer>(CI, Index, Result, Opts);
  }

private:
  CudaAstIndex Index;
  TranslationResult &Result;
  const TranslatorOptions &Opts;
};

class TranslateActionFactory : public tooling::FrontendActionFactory {
public:
  TranslateActionFactory(TranslationResult &Result, const TranslatorOptions &Opts) : Result(Result), Opts(Opts) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<TranslateAction>(Result, Opts);
  }

private:
  TranslationResult &Result;
  const TranslatorOptions &Opts;
};

} // namespace

TranslationResult translateFile(const std::string &File, const tooling::CompilationDatabase &DB,
                                const TranslatorOptions &Opts) {
  auto Start = std::chrono::steady_clock::now();
  TranslationResult Result;
  tooling::ClangTool Tool(DB, {File});
  Tool.clearArgumentsAdjusters();
  Tool.appendArgumentsAdjuster(cudaParseAdjuster(Opts.BundledIncludeDir, Opts.CudaPath));
  if (!Opts.ExtraArgs.empty())
    Tool.appendArgumentsAdjuster(
        tooling::getInsertArgumentAdjuster(Opts.ExtraArgs, tooling::ArgumentInsertPosition::END));
  TranslateActionFactory Factory(Result, Opts);
  int RC = Tool.run(&Factory);
  if (RC != 0) Result.Parsed = false;
  Result.Stats.File = File;
  Result.Stats.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  return Result;
}

} // namespace c2o
