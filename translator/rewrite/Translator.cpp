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
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
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
    limitTraversalToMainFile(Ctx);
    EditSet Edits(SM.getBufferData(SM.getMainFileID()).str());
    TranslationContext TC(Ctx, Edits, Opts.BundledIncludeDir);
    Index.build(TC);
    ProvenanceAnalysis Provenance(Ctx);
    TC.Provenance = &Provenance;
    TC.Atomics = Opts.Atomics;
    TC.Memory = Opts.Memory;
    if (TC.Memory == MemoryStrategy::Map) TC.ManagedPlans = analyzeManagedMemory(TC, Index);
    // Structural rules claim what they rewrite whole; renames; then structure.
    claimAtomicStatements(TC, Index);
    claimLaunchKernelCalls(TC, Index);
    claimBlockKernelCalls(TC, Index);
    runKeywordRule(TC, Index);
    runApiReferenceRule(TC, Index);
    runAtomicRule(TC, Index);
    runKernelRule(TC, Index);
    runLaunchRule(TC, Index);
    runMapRule(TC, Index);
    runIncludeRule(TC, Index);
    std::sort(TC.Diags.begin(), TC.Diags.end(), [](const Diagnostic &A, const Diagnostic &B) {
      return A.Offset < B.Offset;
    });
    insertDiagnosticComments(TC);
    std::vector<TextRange> Generated;
    std::string Applied = Edits.apply(Generated);
    Result.Output = formatGenerated(std::move(Applied), Generated,
                                    SM.getFileEntryRefForID(SM.getMainFileID())->getName());
    Result.Diags = TC.Diags;
    Result.AtomicExplanations = TC.AtomicExplanations;
    Result.Stats = TC.Stats;
    Result.Stats.ChangedLines = Edits.changedLines();
    Result.Stats.TotalLines = std::count(Edits.original().begin(), Edits.original().end(), '\n');
    Result.Parsed = true;
  }

private:
  /// Formats the lines holding generated code; the user's own lines stay as
  /// they were. Each generated part is formatted in a window of its own lines
  /// (launchers and signatures stand at the top level), so the cost grows with
  /// the file's size, not with its size times the number of parts.
  std::string formatGenerated(std::string Text, std::vector<TextRange> Generated, StringRef FileName) {
    if (Opts.FormatStyle == "none" || Generated.empty()) return Text;
    llvm::Expected<format::FormatStyle> Style = format::getStyle(Opts.FormatStyle, FileName, "LLVM", "");
    if (!Style) {
      llvm::consumeError(Style.takeError());
      return Text;
    }
    Style->SortIncludes = format::FormatStyle::SI_Never;
    Style->ForEachMacros.push_back("C2O_PHASE_FOR");       // a block kernel's phase loop head (c2o_block.h)
    Style->AttributeMacros.push_back("C2O_BLOCK_FUNCTION"); // what stands before a block function
    // Windows: whole lines around each part, merged where they overlap.
    struct Window {
      size_t Begin, End;
      std::vector<tooling::Range> Parts; // absolute offsets until formatted
    };
    std::sort(Generated.begin(), Generated.end(), [](const TextRange &A, const TextRange &B) { return A.Offset < B.Offset; });
    std::vector<Window> Windows;
    for (const TextRange &G : Generated) {
      size_t Start = G.Offset;
      if (Start < Text.size() && Text[Start] == '\n') ++Start; // a launcher starts on a line of its own
      size_t Begin = Start == 0 ? 0 : Text.rfind('\n', Start - 1);
      Begin = (Start == 0 || Begin == std::string::npos) ? 0 : Begin + 1;
      size_t End = Text.find('\n', std::max<size_t>(Start, G.Offset + G.Length));
      if (End == std::string::npos) End = Text.size();
      if (!Windows.empty() && Begin <= Windows.back().End) {
        Windows.back().End = std::max(Windows.back().End, End);
      } else {
        Windows.push_back({Begin, End, {}});
      }
      Windows.back().Parts.emplace_back(std::max<size_t>(G.Offset, Windows.back().Begin), G.Length);
    }
    std::string Out;
    size_t Pos = 0;
    for (Window &W : Windows) {
      std::vector<tooling::Range> Ranges;
      for (const tooling::Range &R : W.Parts) {
        size_t B = R.getOffset() - W.Begin;
        size_t L = R.getOffset() >= W.End ? 0 : std::min<size_t>(R.getLength(), W.End - R.getOffset());
        Ranges.emplace_back(B, L);
      }
      // A signature's window ends with its body's '{': close it for clang-format.
      std::string Window = Text.substr(W.Begin, W.End - W.Begin);
      bool Closed = !Window.empty() && llvm::StringRef(Window).rtrim().ends_with("{");
      if (Closed) Window += "\n}";
      tooling::Replacements Fixes = format::reformat(*Style, Window, Ranges, FileName);
      llvm::Expected<std::string> Formatted = tooling::applyAllReplacements(Window, Fixes);
      std::string Result = Window;
      if (Formatted) Result = *Formatted;
      else llvm::consumeError(Formatted.takeError());
      if (Closed) Result = llvm::StringRef(Result).rtrim().drop_back().rtrim(" \t\n").str();
      Out.append(Text, Pos, W.Begin - Pos);
      Out += Result;
      Pos = W.End;
    }
    Out.append(Text, Pos, std::string::npos);
    return Out;
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
