//===- Translator.cpp - the frontend action and the order of the stages ---===//
//
// One file: clang parses it (frontend: the bundled CUDA headers, the flags of
// its compile command); the analyses compute their facts from the AST; the
// rules, in a fixed order, turn facts into edits and diagnostics; the output
// stage formats the generated code. Nothing here knows CUDA: it only says
// what runs when, and what each stage gets.
//===----------------------------------------------------------------------===//
#include "driver/Translator.h"
#include "analysis/AllocationProvenance.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceBuffers.h"
#include "analysis/ManagedBuffers.h"
#include "core/AstWalk.h"
#include "core/DiagnosticSink.h"
#include "core/SourceView.h"
#include "frontend/CudaParseArgs.h"
#include "output/Formatting.h"
#include "rewrite/Rules.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <algorithm>
#include <chrono>

namespace c2o {

using namespace clang;

namespace {

/// The analyses, then the rules in their order, then the output.
void translateUnit(ASTContext &Ctx, CudaAstIndex &Index, const TranslatorOptions &Opts, TranslationResult &Result) {
  limitTraversalToMainFile(Ctx);
  SourceView View(Ctx, Opts.BundledIncludeDir);

  // Analyses: facts about the file, as values the rules read.
  Index.build(View); // the includes and macro uses were collected while preprocessing
  ProvenanceAnalysis Provenance(Ctx);
  ManagedBuffers Managed;
  std::vector<BufferPlan> Buffers;
  if (Opts.Memory == MemoryStrategy::Map) {
    Managed = analyzeManagedBuffers(View);
    Buffers = analyzeDeviceBuffers(View);
  }

  // Rules: structural rules claim what they rewrite whole; renames; then structure.
  EditSet Edits(View.text());
  DiagnosticSink Diags(Ctx.getSourceManager());
  TranslationContext TC(View, Edits, Diags);
  claimAtomicStatements(TC, Index);
  claimLaunchKernelCalls(TC, Index);
  claimBlockKernelCalls(TC, Index);
  runKeywordRule(TC, Index);
  runApiReferenceRule(TC, Index, Managed, Opts.Memory);
  runAtomicRule(TC, Index, Provenance, Managed, Opts.Atomics);
  runKernelRule(TC, Index);
  runLaunchRule(TC, Index);
  if (Opts.Memory == MemoryStrategy::Map) runMapRule(TC, Buffers, Managed);
  runIncludeRule(TC, Index);
  Diags.sortByOffset();
  insertDiagnosticComments(TC);

  // Output: the edited text, its generated parts formatted, and what the rules decided.
  std::vector<TextRange> Generated;
  std::string Applied = Edits.apply(Generated);
  const SourceManager &SM = Ctx.getSourceManager();
  Result.Output = formatGenerated(std::move(Applied), Generated,
                                  SM.getFileEntryRefForID(SM.getMainFileID())->getName(), Opts.FormatStyle);
  Result.Diags = Diags.all();
  Result.AtomicExplanations = TC.AtomicExplanations;
  for (const HintedAtomic &H : TC.HintedAtomics)
    for (const FunctionDecl *K : Index.kernelsReaching(H.Function))
      Result.AtomicHints.push_back({K->getNameAsString(), H.Hint, SM.getExpansionLineNumber(H.Loc), H.Capture, H.IsDouble});
  Result.Stats.Converted = TC.Stats.Converted;
  Result.Stats.Unconverted = Diags.unconverted();
  Result.Stats.Kernels = TC.Stats.Kernels;
  Result.Stats.Launches = TC.Stats.Launches;
  Result.Stats.ChangedLines = Edits.changedLines();
  Result.Stats.TotalLines = std::count(Edits.original().begin(), Edits.original().end(), '\n');
  Result.Parsed = true;
}

class TranslateConsumer : public ASTConsumer {
public:
  TranslateConsumer(CompilerInstance &CI, CudaAstIndex &Index, TranslationResult &Result,
                    const TranslatorOptions &Opts)
      : CI(CI), Index(Index), Result(Result), Opts(Opts) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred()) return;
    translateUnit(Ctx, Index, Opts, Result);
  }

private:
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
  // A compile command whose folder is gone would abort inside clang's tooling.
  for (const tooling::CompileCommand &C : DB.getCompileCommands(File))
    if (!C.Directory.empty() && !llvm::sys::fs::is_directory(C.Directory)) {
      Result.Error = "the compilation database's folder '" + C.Directory + "' for this file does not exist";
      Result.Stats.File = File;
      return Result;
    }
  // Each tool gets its own working directory (no process-wide chdir), so -j is safe.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS(llvm::vfs::createPhysicalFileSystem().release());
  tooling::ClangTool Tool(DB, {File}, std::make_shared<PCHContainerOperations>(), FS);
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
