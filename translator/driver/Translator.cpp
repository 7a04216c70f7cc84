//===- Translator.cpp - the frontend action and the order of the stages ---===//
//
// One file: clang parses it (frontend: the bundled CUDA headers, the flags of
// its compile command); the driver chooses the files to translate with it
// (the project's files it includes); the analyses compute their facts from
// the AST; the rules, in a fixed order, turn facts into edits and
// diagnostics; the output stage formats the generated code of each file.
// Nothing here knows CUDA: it only says what runs when, and what each stage
// gets.
//===----------------------------------------------------------------------===//
#include "driver/Translator.h"
#include "analysis/AllocationProvenance.h"
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceArchConditions.h"
#include "analysis/DeviceBuffers.h"
#include "analysis/DeviceCode.h"
#include "analysis/GridUniformAtomics.h"
#include "analysis/LauncherSymbols.h"
#include "analysis/ManagedBuffers.h"
#include "core/AstWalk.h"
#include "core/DiagnosticSink.h"
#include "core/SourceView.h"
#include "driver/RuleList.h"
#include "frontend/CudaParseArgs.h"
#include "frontend/DirectiveRename.h"
#include "frontend/EditedFileSystem.h"
#include "frontend/LaunchChevrons.h"
#include "driver/ParseStopWatch.h"
#include "output/Formatting.h"
#include "output/LiteralSuffixes.h"
#include "output/TextConventions.h"
#include "rewrite/Rules.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <algorithm>
#include <chrono>
#include <set>

namespace c2o {

using namespace clang;

namespace {

/// The files of the project that the main file includes: entered by the
/// preprocessor, under \p Root, not system or bundled headers; a file entered
/// twice (no include guard) is translated where it is entered first.
std::vector<FileID> projectFiles(const SourceManager &SM, const CudaAstIndex &Index, llvm::StringRef Root) {
  std::vector<FileID> Out;
  if (Root.empty()) return Out;
  FileManager &FM = SM.getFileManager();
  std::set<std::string> Seen;
  if (OptionalFileEntryRef Main = SM.getFileEntryRefForID(SM.getMainFileID()))
    Seen.insert(FM.getCanonicalName(*Main).str());
  for (const EnteredFile &E : Index.entered()) {
    if (E.System || E.Bundled || E.FID == SM.getMainFileID()) continue;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(E.FID);
    if (!F) continue;
    std::string Path = FM.getCanonicalName(*F).str();
    if (!llvm::StringRef(Path).starts_with(Root) || Path.size() <= Root.size() || Path[Root.size()] != '/') continue;
    if (Seen.insert(Path).second) Out.push_back(E.FID);
  }
  return Out;
}

/// The analyses, then the rules in their order, then the output.
void translateUnit(ASTContext &Ctx, CudaAstIndex &Index, const TranslatorOptions &Opts, TranslationResult &Result) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceView View(Ctx, Opts.BundledIncludeDir, projectFiles(SM, Index, Opts.ProjectRoot));
  limitTraversalToView(View);

  // Analyses: facts about the files, as values the rules read.
  Index.build(View); // the files, includes and macro uses were collected while preprocessing
  const DeviceCodeFacts Device = findDeviceCodeFacts(View, Index); // asserts, prints, indirect calls ... of device code
  const BlockPlans Plans = planBlockFunctions(View, Index, Device); // how block-level functions split, callers first
  // Kernel heads written by the program's macros: written out, then parse again.
  if (Opts.WriteOutMacroHeads) {
    Result.MacroHeads = macroHeadsToWriteOut(View, Index, Plans);
    if (!Result.MacroHeads.empty()) return;
  }
  // Conditions on __CUDA_ARCH__ around device code: parse again, reading them as nvcc's device pass.
  if (Opts.FindDeviceArchConditions) {
    Result.DeviceArchDirectives = findDeviceArchConditions(View, Index);
    if (!Result.DeviceArchDirectives.empty()) return;
  }
  ProvenanceAnalysis Provenance(Ctx);
  ManagedBuffers Managed;
  std::vector<BufferPlan> Buffers;
  std::vector<KernelReductions> Reductions;
  if (Opts.AtomicReduction) Reductions = findGridUniformAtomics(View, Index, Provenance);
  if (Opts.Memory == MemoryStrategy::Map) {
    Managed = analyzeManagedBuffers(View);
    Buffers = analyzeDeviceBuffers(View);
  }

  // Rules: structural rules claim what they rewrite whole; renames; then structure.
  std::vector<TextRange> FileRanges;
  for (const SourceFile &F : View.files()) FileRanges.push_back({F.Begin, F.Size});
  EditSet Edits(View.text(), FileRanges);
  DiagnosticSink Diags(View);
  TranslationContext TC(View, Edits, Diags);
  bool UnifiedSharedMemory = needsUnifiedSharedMemory(Index, Plans, Managed, Opts.Memory == MemoryStrategy::Usm);
  runRules(TC, RuleInputs{Index, Device, Plans, Provenance, Managed, Buffers, Reductions, Opts,
                          UnifiedSharedMemory}); // RuleList.cpp

  // Output: each file's edited text, its generated parts formatted, and what the rules decided.
  FileManager &FM = SM.getFileManager();
  for (size_t I = 0; I < View.files().size(); ++I) {
    const SourceFile &F = View.files()[I];
    TranslatedFile Out;
    Out.Main = I == 0;
    Out.Path = F.Path;
    if (!Out.Main)
      if (OptionalFileEntryRef E = SM.getFileEntryRefForID(F.FID)) Out.Path = FM.getCanonicalName(*E).str();
    Out.HoldsCuda = Out.Main || Index.filesWithCuda().count(F.FID);
    Out.Changed = Edits.fileChanged(I);
    std::vector<TextRange> Generated;
    std::string Applied = Edits.applyFile(I, Generated);
    Out.Text = formatGenerated(std::move(Applied), Generated, F.Path, Opts.FormatStyle);
    // `"text"MACRO`, which the parse read as two tokens (as GCC does), gets the space clang needs.
    if (separateLiteralSuffixes(Out.Text)) Out.Changed = true;
    // The input's byte-order mark first, and its CR LF line ends throughout.
    keepTextConventions(llvm::StringRef(View.text()).substr(F.Begin, F.Size), Out.Text);
    for (const Diagnostic &D : Diags)
      if (View.fileIndexAt(D.Offset) == static_cast<int>(I) && (I > 0 || D.Offset <= F.Size)) Out.Diags.push_back(D);
    Result.Files.push_back(std::move(Out));
    Result.Stats.ChangedLines += Edits.changedLines(I);
    Result.Stats.TotalLines += std::count(View.text().begin() + F.Begin, View.text().begin() + F.Begin + F.Size, '\n');
  }
  Result.Output = Result.Files.front().Text;
  for (const TranslatedFile &F : Result.Files) Result.Diags.insert(Result.Diags.end(), F.Diags.begin(), F.Diags.end());
  Result.AtomicExplanations = TC.atomicExplanations();
  for (const HintedAtomic &H : TC.hintedAtomics())
    for (const FunctionDecl *K : Index.kernelsReaching(H.Function))
      Result.AtomicHints.push_back({K->getNameAsString(), H.Hint, SM.getExpansionLineNumber(H.Loc), H.Capture, H.IsDouble});
  Result.Launchers = launcherSymbols(View, Index, Plans);
  Result.Stats.Converted = TC.Stats.Converted;
  Result.Stats.Unconverted = Diags.unconverted();
  Result.Stats.Kernels = TC.Stats.Kernels;
  Result.Stats.Launches = TC.Stats.Launches;
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
        makeIndexPPCallbacks(CI.getPreprocessor(), Index, Opts.BundledIncludeDir));
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

/// A database that gives each file its first compile command only. A file a
/// build compiles twice (two targets, other -D flags) is translated once,
/// with its first command: ClangTool would run once per command and write
/// the second result beside the first.
class FirstCommandDatabase : public tooling::CompilationDatabase {
public:
  explicit FirstCommandDatabase(const tooling::CompilationDatabase &DB) : DB(DB) {}
  std::vector<tooling::CompileCommand> getCompileCommands(StringRef File) const override {
    std::vector<tooling::CompileCommand> All = DB.getCompileCommands(File);
    if (All.size() > 1) All.resize(1);
    return All;
  }
  std::vector<std::string> getAllFiles() const override { return DB.getAllFiles(); }

private:
  const tooling::CompilationDatabase &DB;
};

} // namespace

namespace {

/// A file system serving each file with the rounds of macro uses \p Rounds
/// written out, in order (each round's offsets are in the text of the one before).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> writtenOutFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                                                                     std::vector<MacroWriteOuts> Rounds) {
  llvm::vfs::FileSystem *Real = Base.get();
  return editedFileSystem(std::move(Base), [Real, Rounds = std::move(Rounds)](llvm::StringRef Path, std::string &Text) {
    llvm::SmallString<256> RealPath;
    if (Real->getRealPath(Path, RealPath)) return false;
    bool Changed = false;
    for (const MacroWriteOuts &R : Rounds)
      if (auto It = R.find(std::string(RealPath)); It != R.end()) {
        Text = applyWriteOuts(Text, It->second);
        Changed = true;
      }
    return Changed;
  }, /*KeepsSize=*/false);
}

/// One parse of \p File and, unless it finds conditions to read as nvcc's
/// device pass does (besides those of \p DeviceArch) or macro uses to write
/// out (besides those of \p WrittenOut), its translation.
TranslationResult parseAndTranslate(const std::string &File, const tooling::CompilationDatabase &DB,
                                    const TranslatorOptions &Opts, const DirectiveRanges &DeviceArch,
                                    const std::vector<MacroWriteOuts> &WrittenOut) {
  TranslationResult Result;
  FirstCommandDatabase First(DB);
  const std::vector<tooling::CompileCommand> Commands = First.getCompileCommands(File);
  const std::string Directory = Commands.empty() ? "" : Commands.front().Directory;
  // A compile command whose folder is gone would abort inside clang's tooling.
  if (!Directory.empty() && !llvm::sys::fs::is_directory(Directory)) {
    Result.Error = "the compilation database's folder '" + Directory + "' for this file does not exist";
    Result.Stats.File = File;
    return Result;
  }
  // Each tool gets its own working directory (no process-wide chdir), so -j is safe.
  // Launches written with spaced chevrons (`<< <`) are read as nvcc reads them.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      launchChevronFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>(llvm::vfs::createPhysicalFileSystem().release()));
  if (!WrittenOut.empty()) FS = writtenOutFileSystem(FS, WrittenOut);
  if (!DeviceArch.empty()) FS = directiveRenameFileSystem(FS, DeviceArch, "__CUDA_ARCH__", DeviceArchMacro);
  tooling::ClangTool Tool(First, {File}, std::make_shared<PCHContainerOperations>(), FS);
  Tool.clearArgumentsAdjusters();
  Tool.appendArgumentsAdjuster(cudaParseAdjuster(Opts.BundledIncludeDir, Opts.CudaPath, Directory));
  if (!Opts.ExtraArgs.empty())
    Tool.appendArgumentsAdjuster(
        tooling::getInsertArgumentAdjuster(Opts.ExtraArgs, tooling::ArgumentInsertPosition::END));
  if (!DeviceArch.empty())
    Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
        ("-D" + std::string(DeviceArchMacro) + "=" + std::to_string(DeviceArchValue)).c_str(),
        tooling::ArgumentInsertPosition::END));
  // clang's messages are kept with the result: whether they matter (an input
  // that does not parse alone may be translated with its includer) is known later.
  llvm::raw_string_ostream ClangOut(Result.ClangErrors);
  TextDiagnosticPrinter Printer(ClangOut, new DiagnosticOptions()); // reference-counted
  Tool.setPrintErrorMessage(false);
  ParseStopWatch Watch(Printer, Result.ParseDiags);
  Tool.setDiagnosticConsumer(&Watch);
  TranslateActionFactory Factory(Result, Opts);
  int RC = Tool.run(&Factory);
  ClangOut.flush();
  if (RC != 0) Result.Parsed = false;
  return Result;
}

} // namespace

TranslationResult translateFile(const std::string &File, const tooling::CompilationDatabase &DB,
                                const TranslatorOptions &Opts) {
  auto Start = std::chrono::steady_clock::now();
  DirectiveRanges DeviceArch;
  std::vector<MacroWriteOuts> WrittenOut;
  TranslationResult Result = parseAndTranslate(File, DB, Opts, DeviceArch, WrittenOut);
  // Each parse may find more (a condition nested in a branch the last parse
  // skipped, a macro use written out that holds another).
  TranslatorOptions Last = Opts;
  for (int ArchRounds = 0; Result.Error.empty();) {
    if (!Result.MacroHeads.empty()) {
      WrittenOut.push_back(std::move(Result.MacroHeads));
      Last.WriteOutMacroHeads = WrittenOut.size() < 4;
      DeviceArch.clear(); // their offsets were in the text before: found again
    } else if (!Result.DeviceArchDirectives.empty()) {
      for (auto &[Path, Ranges] : Result.DeviceArchDirectives)
        DeviceArch[Path].insert(DeviceArch[Path].end(), Ranges.begin(), Ranges.end());
      Last.FindDeviceArchConditions = ++ArchRounds < 4;
    } else {
      break;
    }
    Last.MacroHeadsWrittenOut.clear();
    for (const MacroWriteOuts &Round : WrittenOut)
      for (const auto &[Path, Uses] : Round)
        Last.MacroHeadsWrittenOut.insert(Last.MacroHeadsWrittenOut.end(), Uses.begin(), Uses.end());
    Result = parseAndTranslate(File, DB, Last, DeviceArch, WrittenOut);
  }
  Result.Stats.File = File;
  Result.Stats.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  return Result;
}

} // namespace c2o
