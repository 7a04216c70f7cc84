//===- cuda2omp.cpp - the CUDA to OpenMP offload translator's command line ===//
#include "driver/Project.h"
#include "driver/ProjectLinks.h"
#include "driver/RunOptions.h"
#include "driver/Translator.h"
#include "frontend/ToolPaths.h"
#include "output/OutputWriter.h"
#include "output/Statistics.h"
#include "tools/DiagnosticSelection.h"
#include "tools/Doctor.h"
#include "tools/InputChecks.h"
#include "tools/ProjectRun.h"
#include "tools/RunReport.h"
#include "tools/VerifyOutputs.h"
#include "tools/WriteOutputs.h"
#include "output/Formatting.h"
#include "output/OutputSafety.h"
#include "validator/IsaAudit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <map>
#include <mutex>
#include <set>

using namespace llvm;
using namespace c2o;

/// Exit codes (docs/user-guide.md#exit-codes); 1-3 take precedence over 4 and 5.
enum ExitCode { Success = 0, UsageError = 1, InputError = 2, OutputError = 3, WerrorDiagnostic = 4, NotCompiling = 5 };

static cl::OptionCategory Category("cuda2omp options");
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<file.cu ...>"), cl::cat(Category));
static cl::opt<std::string> BuildPath("p", cl::desc("Build folder holding compile_commands.json"),
                                      cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file (one input only)"),
                                       cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> OutRoot("out-root",
                                    cl::desc("Folder for translated files (default ./cuda2omp_out), "
                                             "mirroring their place under --in-root"),
                                    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> InRoot("in-root", cl::desc("Root of the input tree (default: .)"),
                                   cl::value_desc("dir"), cl::cat(Category));
static cl::opt<bool> InPlace("inplace", cl::desc("Overwrite the inputs, keeping <file>.orig backups"),
                             cl::cat(Category));
static cl::opt<unsigned> Jobs("j", cl::desc("Translate N files in parallel"), cl::init(1),
                              cl::value_desc("N"), cl::cat(Category));
static cl::opt<bool> PrintStats("print-stats", cl::desc("Print per-file statistics"), cl::cat(Category));
static cl::opt<std::string> StatsCsv("stats-csv", cl::desc("Write per-file statistics as CSV"),
                                     cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> PrintHelpersDir("print-helpers-dir",
                                     cl::desc("Print the include folder translated code needs (-I)"),
                                     cl::cat(Category));
static cl::opt<std::string> CudaPath("cuda-path",
                                     cl::desc("Parse with this CUDA installation's headers instead of "
                                              "the bundled declarations"),
                                     cl::value_desc("dir"), cl::cat(Category));
static cl::list<std::string> ExtraArgs("extra-arg", cl::desc("Extra argument for the parser"),
                                       cl::cat(Category));
static cl::opt<std::string> FormatStyle("format-style",
                                        cl::desc("clang-format style of generated code: file (the "
                                                 ".clang-format above the input, else LLVM), llvm, "
                                                 "google, ..., or none"),
                                        cl::init("file"), cl::value_desc("style"), cl::cat(Category));
static cl::opt<std::string> OmpCompilerOpt("omp-compiler",
                                           cl::desc("Compiler the output is for: portable (default: ROCm's clang "
                                                    "or upstream clang >= 20, the AMD hint and [[clang::atomic]] "
                                                    "together), aomp (ROCm, reads AMD atomic hints), clang "
                                                    "(upstream >= 20, reads [[clang::atomic]]), clang19, gcc, "
                                                    "or clang-NN"),
                                           cl::init("portable"), cl::value_desc("name"), cl::cat(Category));
static cl::opt<std::string> OffloadArch("offload-arch", cl::desc("GPU the output is for (gfx90a, gfx942, sm_90 ...)"),
                                        cl::init("gfx90a"), cl::value_desc("arch"), cl::cat(Category));
static cl::opt<std::string> AtomicPolicyOpt("atomic-policy",
                                            cl::desc("conservative (fast FP atomics only where the memory is "
                                                     "proven coarse-grained), fast, or safe"),
                                            cl::init("conservative"), cl::value_desc("policy"), cl::cat(Category));
static cl::opt<std::string> MemoryOpt("memory",
                                      cl::desc("Memory strategy: map (host buffers mapped with target data "
                                               "where the copies allow, the default), device (device pointers), "
                                               "or usm (host memory under unified shared memory)"),
                                      cl::value_desc("strategy"), cl::init("map"), cl::cat(Category));
static cl::opt<std::string> AtomicReductionOpt("atomic-reduction",
                                               cl::desc("on (default): an atomic that every thread of a flat kernel "
                                                        "applies to the same address becomes an OpenMP reduction "
                                                        "and one atomic after the kernel (C2O1126); off: it stays "
                                                        "an atomic"),
                                               cl::init("on"), cl::value_desc("on|off"), cl::cat(Category));
static cl::opt<bool> UnsafeFpAtomics("unsafe-fp-atomics",
                                     cl::desc("The output will be built with -munsafe-fp-atomics"), cl::cat(Category));
static cl::opt<bool> ExplainAtomics("explain-atomics",
                                    cl::desc("Print one row per atomic: memory, granularity under "
                                             "HSA_XNACK=0/1, chosen form, reason"),
                                    cl::cat(Category));
static cl::opt<bool> AuditIsaOpt("audit-isa",
                                 cl::desc("Compile each output for --offload-arch with the clangs of --audit-with "
                                          "and report, per kernel, FP atomics compiled as hardware instructions or "
                                          "CAS loops, where that differs from the policy's choice, and where it "
                                          "contradicts the profile of that clang"),
                                 cl::cat(Category));
static cl::opt<std::string> AuditWith("audit-with",
                                      cl::desc("Compilers for --audit-isa (default: clang-19,clang-22, those installed)"),
                                      cl::value_desc("list"), cl::cat(Category));
static cl::opt<bool> MigrateCmake("migrate-cmake",
                                  cl::desc("Also migrate the CMake build of the project under --in-root into "
                                           "--out-root (CMakeLists.txt, *.cmake; the other files are copied)"),
                                  cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("Do not print diagnostics (they still go into the output)"),
                           cl::cat(Category));
static cl::opt<bool> Force("force",
                           cl::desc("Overwrite files in --out-root that were edited since cuda2omp wrote them, or "
                                    "that it did not write (inputs are never overwritten without --inplace)"),
                           cl::cat(Category));
static cl::opt<std::string> ReportPath("report",
                                       cl::desc("Write every diagnostic, per-file statistics and per-API counts to "
                                                "FILE: JSON, or CSV when FILE ends in .csv"),
                                       cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> ReportOnly("report-only", cl::desc("Analyse only: write nothing but the --report"),
                                cl::cat(Category));
static cl::opt<std::string> SuppressIds("suppress-warnings",
                                        cl::desc("Do not print, count or report these warnings and notes, and leave "
                                                 "out their comments (IDs, comma-separated)"),
                                        cl::value_desc("ID,..."), cl::cat(Category));
static cl::opt<std::string> WerrorIds("werror-ids",
                                      cl::desc("These diagnostics make the exit code 4 (IDs, comma-separated)"),
                                      cl::value_desc("ID,..."), cl::cat(Category));
static cl::opt<bool> NoVerify("no-verify",
                              cl::desc("Do not compile the written files syntax-only to check them (C2O1503)"),
                              cl::cat(Category));
static cl::opt<std::string> VerifyWith("verify-with",
                                       cl::desc("Compiler that checks the written files (default clang++-19)"),
                                       cl::init("clang++-19"), cl::value_desc("compiler"), cl::cat(Category));
static cl::opt<unsigned> TestingWritePause("testing-write-pause-ms",
                                           cl::desc("Tests only: wait this long before renaming each written file"),
                                           cl::init(0), cl::Hidden, cl::cat(Category));
static cl::extrahelp ExitCodesHelp(R"(
EXIT CODES:
  0  translated (maybe with warnings)
  1  usage error: an unknown option or option value, -o with several inputs, ...
  2  an input does not exist, is not text or does not parse (nothing is written for it)
  3  an output could not be written, or would overwrite an input, another output, a
     .orig backup, or (without --force) a file of --report or --stats-csv that is not an
     earlier one of cuda2omp (then nothing is written); files of --out-root edited since
     cuda2omp wrote them are kept with a warning (C2O1501, C2O1502), not an error
  4  a diagnostic named by --werror-ids was given (a line at the end names it)
  5  a written file does not compile (C2O1503), or the written files would not link:
     a kernel launched in one has no launcher in any (C2O1505); --no-verify skips both checks
  1 to 3 take precedence over 5, and 5 over 4. --report-only exits with the code a real
  run would give (it checks the translations in a temporary folder).
Details: docs/user-guide.md ("Exit codes", "Where the output goes", "Reports: --report").
)");

static void printVersion(raw_ostream &OS) {
  OS << "cuda2omp " << C2O_VERSION << " (clang " << "19" << ")\n";
}

/// --audit-isa for one translated file, with each clang of --audit-with:
/// per kernel, the FP atomics compiled, against the policy's choices (the
/// translator's record, per kernel whose launch runs the atomic) and against
/// what the profile of that clang predicts for the output as written.
/// Returns false when the audit could not run.
static bool auditOutput(const std::string &Out, const std::vector<AtomicHintChoice> &Choices, const ArchInfo &A,
                        const AtomicSettings &Settings, const std::vector<AuditCompiler> &Compilers) {
  bool Ran = true;
  for (const AuditCompiler &C : Compilers) {
    Expected<std::vector<KernelAtomics>> Kernels = auditIsa(Out, OffloadArch, {"-I", helpersIncludeDir()}, C, Settings.Flags);
    if (!Kernels) {
      errs() << "cuda2omp: audit of '" << Out << "' with " << C.Name << " failed: " << toString(Kernels.takeError()) << "\n";
      Ran = false;
      continue;
    }
    // The choices, per kernel.
    std::map<std::string, std::vector<const AtomicHintChoice *>> ByKernel;
    for (const AtomicHintChoice &Ch : Choices) ByKernel[Ch.Kernel].push_back(&Ch);
    for (const KernelAtomics &K : *Kernels) {
      if (std::string Int = describeIntegerAtomics(K); !Int.empty()) // integer atomics: one instruction each?
        outs() << Out << ":" << K.Line << ": isa-int compiler=" << C.Name << " arch=" << A.Name
               << " kernel=" << K.Kernel << " " << Int << "\n";
      if (K.HardwareFp == 0 && K.CasLoops == 0) continue; // no FP atomic here (helpers' regions too)
      outs() << Out << ":" << K.Line << ": isa compiler=" << C.Name << " arch=" << A.Name << " kernel=" << K.Kernel
             << " fp-hw=" << K.HardwareFp << " cas=" << K.CasLoops << "\n";
      for (auto &[Name, Chs] : ByKernel) {
        // The kernel's symbol holds the launcher's mangled name: <length><name>.
        if (K.Kernel.find(std::to_string(Name.size()) + Name) == std::string::npos) continue;
        // What the policy wants, and what this clang's profile predicts for the text written.
        unsigned WantHw = 0, WantCas = 0, PredictHw = 0, PredictCas = 0;
        for (const AtomicHintChoice *Ch : Chs) {
          AtomicSpelling S;
          if (Ch->Capture) S.Marking.Attribute = attributeMacroFor(AtomicHint::Safe).Attribute;
          else S = spellChoice(Settings.Compiler, Ch->Hint);
          AtomicOp Op = Ch->Capture ? AtomicOp::FpCapture : AtomicOp::FpAddSub;
          AtomicCode Want = wantedCode(A, Op, Ch->IsDouble, Ch->Capture ? AtomicHint::Safe : Ch->Hint);
          AtomicCode Predicted = codeFor(C.Profile, A, Op, Ch->IsDouble, S.Marking, Settings.Flags);
          ++(Want == AtomicCode::Hardware ? WantHw : WantCas);
          ++(Predicted == AtomicCode::Hardware ? PredictHw : PredictCas);
        }
        auto Counts = [](unsigned Hw, unsigned Cas) {
          return std::to_string(Hw) + " hw + " + std::to_string(Cas) + " cas";
        };
        std::string Compiled = Counts(K.HardwareFp, K.CasLoops);
        std::string Prefix = Out + ":" + std::to_string(K.Line) + ": ";
        if (PredictHw != K.HardwareFp || PredictCas != K.CasLoops)
          outs() << Prefix << "contradiction compiler=" << C.Name << " kernel=" << Name << ": the profile "
                 << compilerName(C.Profile) << " predicts " << Counts(PredictHw, PredictCas) << ", " << C.Name
                 << " compiled " << Compiled << " (CompilerProfiles.def does not model this case)\n";
        std::string Chose = "the policy chose " + Counts(WantHw, WantCas) + ", " + C.Name + " compiled " + Compiled;
        if (WantHw == K.HardwareFp && WantCas == K.CasLoops)
          outs() << Prefix << "follows compiler=" << C.Name << " kernel=" << Name << ": " << Chose << "\n";
        else if (K.HardwareFp > WantHw && A.IsAmd && !A.HardwareFpAtomicsCorrectOnFine)
          outs() << Prefix << "wrong compiler=" << C.Name << " kernel=" << Name << ": " << Chose
                 << ": hardware FP atomics where the policy chose CAS loops (fine-grained or unknown memory), wrong on "
                 << "fine-grained memory on " << A.Name << " (" << C.Name << " does not read the marking of --omp-compiler="
                 << compilerName(Settings.Compiler) << ")\n";
        else
          outs() << Prefix << "ignored compiler=" << C.Name << " kernel=" << Name << ": " << Chose << " ("
                 << C.Name << " does not follow the marking of --omp-compiler=" << compilerName(Settings.Compiler)
                 << " on " << A.Name << ")\n";
      }
    }
  }
  return Ran;
}

/// The CUDA sources a compilation database compiles: files named *.cu, and
/// files whose command compiles them as CUDA (`-x cu`, `-x cuda`), under root
/// when it is given; sorted, each once.
static std::vector<std::string> cudaSourcesOf(const clang::tooling::CompilationDatabase &DB, const std::string &Root) {
  const std::string Under = Root.empty() ? "" : absolutePath(Root) + "/"; // as outputPathFor tests it
  std::vector<std::string> Out;
  for (const std::string &F : DB.getAllFiles()) {
    bool Cuda = sys::path::extension(F) == ".cu";
    for (const clang::tooling::CompileCommand &C : DB.getCompileCommands(F))
      for (size_t I = 0; !Cuda && I + 1 < C.CommandLine.size(); ++I)
        Cuda = C.CommandLine[I] == "-x" && (C.CommandLine[I + 1] == "cu" || C.CommandLine[I + 1] == "cuda");
    if (!Cuda) continue;
    std::string Abs = absolutePath(F);
    if (StringRef(Abs).starts_with(Under)) Out.push_back(Abs);
  }
  llvm::sort(Out);
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

/// Whether the inputs are every CUDA source of the -p database: then a
/// kernel that no input defines is defined nowhere.
static bool translatesWholeDatabase(const clang::tooling::CompilationDatabase &DB) {
  if (BuildPath.empty()) return false;
  std::set<std::string> Given;
  for (const std::string &In : Inputs) Given.insert(absolutePath(In));
  for (const std::string &F : cudaSourcesOf(DB, ""))
    if (!Given.count(F)) return false;
  return true;
}

/// The compilation database: -p, else "--" (\p FixedDB), else one found above
/// the inputs, else none. -p without files fills Inputs with its CUDA sources.
/// A database that cannot be read is an error (\p Code), in one line.
static std::unique_ptr<clang::tooling::CompilationDatabase>
loadDatabase(std::unique_ptr<clang::tooling::CompilationDatabase> FixedDB, int &Code) {
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  std::string Err;
  if (!BuildPath.empty()) {
    SmallString<256> Json(BuildPath);
    sys::path::append(Json, "compile_commands.json");
    if (!sys::fs::exists(Json)) {
      errs() << "cuda2omp: error: -p '" << BuildPath << "': no compile_commands.json there\n";
      Code = UsageError;
      return nullptr;
    }
    if (std::optional<std::string> Bad = whyDatabaseIsMalformed(std::string(Json))) {
      errs() << "cuda2omp: error: " << *Bad << "\n";
      Code = UsageError;
      return nullptr;
    }
    DB = clang::tooling::CompilationDatabase::loadFromDirectory(BuildPath, Err);
    if (!DB) {
      errs() << "cuda2omp: error: " << Json << ": " << StringRef(Err).trim().split('\n').first << "\n";
      Code = UsageError;
      return nullptr;
    }
    // -p without files: every CUDA source the database compiles (under --in-root, when given).
    if (Inputs.empty() && !MigrateCmake) {
      for (const std::string &F : cudaSourcesOf(*DB, InRoot)) Inputs.push_back(F);
      if (Inputs.empty()) {
        errs() << "cuda2omp: error: the compilation database in '" << BuildPath << "' compiles no CUDA source"
               << (InRoot.empty() ? "" : " under --in-root '" + InRoot + "'") << "\n";
        Code = InputError;
        return nullptr;
      }
      if (!OutputFile.empty() && Inputs.size() > 1) {
        errs() << "cuda2omp: error: -o takes one input file, and the database has " << Inputs.size()
               << " CUDA sources; use --out-root\n";
        Code = UsageError;
        return nullptr;
      }
    }
  } else if (FixedDB) {
    DB = std::move(FixedDB);
  } else {
    if (!Inputs.empty()) DB = clang::tooling::CompilationDatabase::autoDetectFromSource(Inputs.front(), Err);
    // A database above the input that does not load is an error, not "no database".
    std::string Above = Inputs.empty() ? "" : databaseAbove(sys::path::parent_path(absolutePath(Inputs.front())).str());
    if (!DB && !Above.empty())
      if (std::optional<std::string> Bad = whyDatabaseIsMalformed(Above)) {
        errs() << "cuda2omp: error: " << *Bad << "\n";
        Code = UsageError;
        return nullptr;
      }
    if (!DB) DB = std::make_unique<clang::tooling::FixedCompilationDatabase>(".", std::vector<std::string>{});
  }

  return DB;
}

/// The translation's settings from the option values, each checked (an
/// enumerated option's message lists its values). False after printing why not.
static bool readOptionValues(TranslatorOptions &Opts, std::vector<AuditCompiler> &Auditors,
                             std::set<DiagID> &Suppressed, std::set<DiagID> &Werror) {
  Opts.BundledIncludeDir = cudaIncludeDir();
  Opts.CudaPath = CudaPath;
  Opts.ExtraArgs.assign(ExtraArgs.begin(), ExtraArgs.end());
  Opts.FormatStyle = FormatStyle;
  AtomicChoiceValues Atomics{OmpCompilerOpt, OffloadArch, AtomicPolicyOpt, UnsafeFpAtomics, AtomicReductionOpt};
  if (std::string Problem = readAtomicChoices(Atomics, Opts); !Problem.empty()) {
    errs() << "cuda2omp: error: " << Problem << "\n";
    return false;
  }
  if (AuditIsaOpt) {
    std::vector<std::string> Missing;
    Auditors = auditCompilers(AuditWith, Missing);
    for (const std::string &M : Missing)
      errs() << "cuda2omp: note: --audit-isa: " << M << " (or its llc) is not installed here; skipped\n";
  }
  if (std::string Problem = readMemoryStrategy(MemoryOpt, Opts.Memory); !Problem.empty()) {
    errs() << "cuda2omp: error: " << Problem << "\n";
    return false;
  }
  if (AuditIsaOpt && !lookupArch(OffloadArch)->IsAmd) {
    errs() << "cuda2omp: error: --audit-isa reads AMD GPU code; it cannot audit --offload-arch=" << OffloadArch
           << " (give a gfx target: gfx908, gfx90a, gfx942)\n";
    return false;
  }
  if (std::string Problem = formatStyleProblem(FormatStyle, Inputs.empty() ? "input.cu" : Inputs.front());
      !Problem.empty()) {
    errs() << "cuda2omp: error: " << Problem << "\n";
    return false;
  }
  for (auto [Option, Dir] : {std::pair<StringRef, StringRef>{"--in-root", InRoot}, {"--cuda-path", CudaPath}})
    if (!Dir.empty() && !sys::fs::is_directory(Dir)) {
      errs() << "cuda2omp: error: " << Option << " '" << Dir << "' is not a folder\n";
      return false;
    }
  if (!OutRoot.empty() && sys::fs::exists(OutRoot) && !sys::fs::is_directory(OutRoot)) {
    errs() << "cuda2omp: error: --out-root '" << OutRoot << "' exists and is not a folder\n";
    return false;
  }
  if (Jobs == 0) {
    errs() << "cuda2omp: error: -j takes the number of files translated at once, 1 or more\n";
    return false;
  }
  std::string IdProblem;
  Suppressed = parseDiagIdList(SuppressIds, "suppress-warnings", true, IdProblem);
  Werror = parseDiagIdList(WerrorIds, "werror-ids", false, IdProblem);
  if (!IdProblem.empty()) {
    errs() << "cuda2omp: error: " << IdProblem << "\n";
    return false;
  }
  if (std::string Problem = reportOnlyProblem(ReportOnly, ReportPath, InPlace, MigrateCmake, AuditIsaOpt, StatsCsv);
      !Problem.empty()) {
    errs() << "cuda2omp: error: " << Problem << "\n";
    return false;
  }
  // No "N errors generated." before the errors, and every error counted (InputChecks.h shows 20 of them).
  Opts.ExtraArgs.insert(Opts.ExtraArgs.end(), {"-fno-caret-diagnostics", "-ferror-limit=1000"});
  return true;
}

/// The checks of the command line before anything is read: Success, or the
/// exit code after printing why not.
static int checkCommandLine() {
  if (MigrateCmake && resolvedPath(InRoot.empty() ? std::string(".") : InRoot.getValue()) ==
                          resolvedPath(OutRoot.empty() ? std::string("cuda2omp_out") : OutRoot.getValue())) {
    errs() << "cuda2omp: error: --migrate-cmake writes the migrated build into --out-root: it must not be --in-root\n";
    return UsageError;
  }
  OutputChoiceValues Where{Inputs.size(), BuildPath, OutputFile, OutRoot, InPlace, MigrateCmake};
  if (std::string Problem = outputChoiceProblem(Where); !Problem.empty()) {
    errs() << "cuda2omp: error: " << Problem << "\n";
    return UsageError;
  }
  if (!sys::fs::is_directory(cudaIncludeDir()) && CudaPath.empty()) {
    errs() << "cuda2omp: error: bundled CUDA headers not found at " << cudaIncludeDir() << "\n";
    return UsageError;
  }
  return Success;
}

/// Each input's translation (with the project's files it includes), or why
/// it was not translated.
struct InputRuns {
  std::vector<TranslationResult> Results;
  std::vector<int> Codes;                 ///< per input: Success, or the error that kept it from translating
  std::vector<std::string> Checks;        ///< per input: the message of that error
  std::vector<unsigned> ClangErrorCounts; ///< per input: clang's errors
};

/// The console lines of \p Diags not printed yet (--suppress-warnings left
/// out; under --quiet only the run's own).
static std::string newDiagnosticLines(const std::vector<Diagnostic> &Diags, const std::set<DiagID> &Suppressed,
                                      RunConsole &Console) {
  std::string Text;
  for (const Diagnostic &D : Diags) {
    if (Suppressed.count(D.ID) || (Quiet && !isRunDiagnostic(D.ID))) continue;
    std::string Line = formatDiagnostic(D);
    if (Console.firstTime(Line)) Text += Line + "\n";
  }
  return Text;
}

/// Translates every input, -j at once; each input's messages and diagnostics
/// are printed as soon as it is done, with the progress (RunConsole).
static InputRuns translateInputs(const clang::tooling::CompilationDatabase &DB, const TranslatorOptions &Opts,
                                 const OutputPlan &Plan, const std::set<DiagID> &Suppressed, RunConsole &Console) {
  InputRuns R;
  R.Results.resize(Inputs.size());
  R.Codes.assign(Inputs.size(), Success);
  R.Checks.resize(Inputs.size());
  R.ClangErrorCounts.assign(Inputs.size(), 0);
  auto TranslateOne = [&](size_t I) {
    const std::string &In = Inputs[I];
    raw_string_ostream Msg(R.Checks[I]);
    if (!sys::fs::exists(In)) {
      Msg << "cuda2omp: error: no such file: '" << In << "'\n";
      R.Codes[I] = InputError;
      return;
    }
    if (std::optional<std::string> Why = whyFileIsNotText(In)) {
      Msg << "cuda2omp: error: '" << In << "' is not a text file (" << *Why << "); it was not translated\n";
      R.Codes[I] = InputError;
      return;
    }
    Expected<std::string> Out = outputPathFor(In, Plan);
    if (!Out) {
      Msg << "cuda2omp: error: " << toString(Out.takeError()) << "\n";
      R.Codes[I] = UsageError;
      return;
    }
    if (InPlace && sys::fs::exists(*Out + ".orig")) {
      Msg << "cuda2omp: error: backup '" << *Out << ".orig' exists already; remove it to translate in place again\n";
      R.Codes[I] = OutputError;
      return;
    }
    TranslatorOptions Mine = Opts;
    Mine.ProjectRoot = projectRootFor(In, Plan);
    R.Results[I] = translateFile(In, DB, Mine);
    R.ClangErrorCounts[I] = tidyClangMessages(R.Results[I].ClangErrors);
  };
  // The messages found before translating, and the translation's diagnostics
  // (clang's messages wait for the plan: an input that does not parse may be
  // translated with its includer).
  auto Done = [&](size_t I) {
    std::string Text = R.Checks[I];
    if (R.Results[I].Parsed) Text += newDiagnosticLines(R.Results[I].Diags, Suppressed, Console);
    Console.fileDone(Inputs[I], Text);
  };

  Console.startPhase("translated", Inputs.size());
  if (Jobs > 1 && Inputs.size() > 1) {
    DefaultThreadPool Pool(hardware_concurrency(Jobs));
    for (size_t I = 0; I < Inputs.size(); ++I) Pool.async([&, I] { TranslateOne(I); Done(I); });
    Pool.wait();
  } else {
    for (size_t I = 0; I < Inputs.size(); ++I) {
      TranslateOne(I);
      Done(I);
    }
  }
  Console.endPhase();
  return R;
}

/// Every output checked, then written. With --report-only only the report
/// is checked (it overwrites no input); the checks of the files a real run
/// would write are made too, and when they refuse, the run says so and its
/// exit code is a real run's (3), the report still written.
static WriteOutcome writeOutputs(ProjectPlan &Project, WriteSettings WS) {
  WriteOutcome Writes;
  if (ReportOnly) {
    Writes.Written.resize(Inputs.size());
    Writes.Notes.resize(Inputs.size());
    Writes.Outputs.resize(Inputs.size());
    WriteSettings Real = WS;
    WS.Plan = OutputPlan{"", "", InRoot, false};
    WS.OtherOutputs = {{"report", ReportPath}};
    Writes.Refusal = checkProjectOutputs(ProjectPlan{{}, Project.Inputs}, Inputs, WS);
    if (!Writes.Refusal.empty()) {
      Writes.Code = OutputError;
      return Writes;
    }
    removeStaleWriteTemporaries(ProjectPlan{}, WS);
    Real.OtherOutputs.clear();
    if (std::string Would = checkProjectOutputs(Project, Inputs, Real); !Would.empty()) {
      errs() << Would << "cuda2omp: note: --report-only: so a real run would write nothing (exit code 3)\n";
      Writes.Code = OutputError;
    }
  } else {
    Writes = writeProject(Project, Inputs, WS);
  }
  return Writes;
}

/// The check after writing (--report-only: of the translations written into
/// a temporary folder), each output's errors printed as soon as it is
/// checked, with the progress. Returns whether an output does not compile.
static bool checkOutputs(ProjectPlan &Project, const InputRuns &Runs, const WriteOutcome &Writes,
                         const clang::tooling::CompilationDatabase &DB, const OutputPlan &Plan,
                         const std::set<DiagID> &Suppressed, RunConsole &Console) {
  VerifySettings VS{VerifyWith, helpersIncludeDir(), {ExtraArgs.begin(), ExtraArgs.end()}, CudaPath, Plan, Jobs};
  VS.Checked = [&](size_t I, const std::vector<Diagnostic> &Found) {
    Console.fileDone(ReportOnly ? Inputs[I] : Writes.Written[I], newDiagnosticLines(Found, {}, Console));
  };
  size_t Checked = 0;
  if (ReportOnly)
    for (const PlannedFile &F : Project.Files) Checked += F.Main && F.Path != "-" && Project.Inputs[F.Input].Code == 0;
  else
    for (const std::string &W : Writes.Written) Checked += !W.empty() && W != "-";
  Console.startPhase("checked", Checked);
  bool NotCompiled = ReportOnly ? verifyWithoutWriting(Project, Inputs, Runs.Results, Runs.Codes, Suppressed, DB, VS)
                                : verifyProject(Project, Inputs, Writes.Written, DB, VS);
  Console.endPhase();
  return NotCompiled;
}

/// What the run tells when the files are written.
struct RunOutcome {
  int Code = Success;
  bool WerrorHit = false;
  std::map<DiagID, std::pair<unsigned, Diagnostic>> WerrorHits; ///< per ID of --werror-ids: how often, the first
  RunReport Report;
  std::vector<FileStats> Stats;
};

/// Per input: its messages and diagnostics (a header's once), its output on
/// stdout for -o -, --explain-atomics, --audit-isa; the report's rows and
/// the statistics.
static void printInputs(InputRuns &Runs, const ProjectPlan &Project, const WriteOutcome &Writes,
                        const TranslatorOptions &Opts, const std::vector<AuditCompiler> &Auditors,
                        const std::set<DiagID> &Werror, RunConsole &Console, RunOutcome &R) {
  std::set<std::string> Printed; // a header's diagnostic once, whoever translated it
  for (size_t I = 0; I < Inputs.size(); ++I) {
    const InputOutcome &O = Project.Inputs[I];
    TranslationResult &Result = Runs.Results[I];
    errs() << O.Messages; // (Runs.Checks[I]: printed when the input was done)
    for (const Diagnostic &D : O.Diags) {
      if (!Printed.insert(D.format()).second) continue;
      // Most were printed when their file was translated or checked.
      if ((!Quiet || isRunDiagnostic(D.ID)) && Console.firstTime(formatDiagnostic(D)))
        errs() << formatDiagnostic(D) << "\n";
      if (Werror.count(D.ID)) {
        R.WerrorHit = true;
        auto &Hit = R.WerrorHits.try_emplace(D.ID, 0, D).first->second;
        ++Hit.first;
      }
      R.Report.Diags.push_back(D);
    }
    if (!Result.Parsed) {
      std::vector<Diagnostic> Parse = clangErrorDiagnostics(Result.ClangErrors);
      R.Report.Diags.insert(R.Report.Diags.end(), Parse.begin(), Parse.end());
    }
    errs() << Writes.Notes[I];
    const std::string &Written = Writes.Written[I];
    if (Written == "-" && O.Code == Success) outs() << Result.Output;
    if (ExplainAtomics)
      for (const std::string &Row : Result.AtomicExplanations) outs() << "atomic: " << Row << "\n";
    if (AuditIsaOpt && O.Code == Success && !Written.empty() && Written != "-" &&
        !auditOutput(Written, Result.AtomicHints, *lookupArch(OffloadArch), Opts.Atomics, Auditors))
      R.Code = std::max<int>(R.Code, OutputError);
    R.Code = std::max(R.Code, O.Code);
    if (Result.Parsed) {
      Result.Stats.File = Inputs[I];
      R.Stats.push_back(Result.Stats);
    }
    R.Report.Files.push_back(reportFileFor(Inputs[I], O.Code, Result, Writes.Outputs[I], ReportOnly));
  }
}

/// Which diagnostics of --werror-ids were given: one line per ID (also under
/// --quiet, which hides the diagnostics themselves), saying that they make
/// the exit code 4 when they do.
static void printWerrorHits(const std::map<DiagID, std::pair<unsigned, Diagnostic>> &Hits, bool MadeCode) {
  for (const auto &[ID, Hit] : Hits) {
    const Diagnostic &D = Hit.second;
    std::string Where = D.File + (D.Line ? ":" + std::to_string(D.Line) + ":" + std::to_string(D.Column) : "");
    errs() << "cuda2omp: error: " << diagInfo(ID).ID << " (--werror-ids) was given " << Hit.first
           << (Hit.first == 1 ? " time" : " times") << ", first at " << Where << (MadeCode ? ": exit code 4" : "")
           << "\n";
  }
}

/// The end of the run: the summary, the build's migration, the statistics,
/// the exit code and the report. Returns the exit code.
static int finishRun(const InputRuns &Runs, const ProjectPlan &Project, const WriteOutcome &Writes,
                     const OutputPlan &Plan, const std::set<DiagID> &Werror, bool NotCompiled, RunOutcome &R) {
  int Code = R.Code;
  if (!Writes.Refusal.empty()) errs() << Writes.Refusal;
  RunSummary Summary;
  Summary.Analysed = ReportOnly;
  for (size_t I = 0; I < Inputs.size(); ++I)
    Summary.addFile(Project.Inputs[I].Code == Success, Project.Inputs[I].Diags, Runs.ClangErrorCounts[I]);
  if (MigrateCmake && Writes.Refusal.empty()) {
    std::vector<Diagnostic> Kept;
    Code = std::max(Code, runCMakeMigration(Plan, OffloadArch, Quiet, Force, Summary, Kept));
    for (const Diagnostic &D : Kept)
      if (Werror.count(D.ID)) {
        R.WerrorHit = true;
        ++R.WerrorHits.try_emplace(D.ID, 0, D).first->second.first;
      }
    R.Report.Diags.insert(R.Report.Diags.end(), Kept.begin(), Kept.end());
  }
  if (Inputs.size() > 1 || MigrateCmake) printSummary(errs(), Summary);
  if (PrintStats) printStatistics(outs(), R.Stats);
  if (!Writes.Refusal.empty()) return Code; // nothing at all is written, not even the statistics or the report
  if (!StatsCsv.empty()) {
    std::string Csv;
    raw_string_ostream OS(Csv);
    writeStatisticsCsv(OS, R.Stats);
    if (Error E = writeFileAtomically(StatsCsv, Csv, false)) {
      errs() << "cuda2omp: error: --stats-csv: " << toString(std::move(E)) << "\n";
      return OutputError;
    }
  }
  if (Code == Success && NotCompiled) Code = NotCompiling;
  else if (Code == Success && R.WerrorHit) Code = WerrorDiagnostic;
  printWerrorHits(R.WerrorHits, Code == WerrorDiagnostic);
  if (ReportOnly && !Quiet)
    errs() << "cuda2omp: note: --report-only: nothing was written"
           << (NoVerify ? "; the translations were not compiled (--no-verify): a real run checks them, exit code 5 "
                          "when one does not compile"
                        : "; the translations were checked in a temporary folder")
           << "; files of --out-root edited since cuda2omp wrote them (C2O1501, C2O1502) are found only by a real run\n";
  R.Report.ExitCode = Code;
  if (!ReportPath.empty())
    if (Error E = writeRunReport(ReportPath, R.Report)) {
      errs() << "cuda2omp: error: " << toString(std::move(E)) << "\n";
      return OutputError;
    }
  return Code;
}

int main(int argc, const char **argv) {
  setExecutablePath(argv[0], reinterpret_cast<void *>(&main));
  if (argc >= 2 && StringRef(argv[1]) == "doctor") return runDoctor(ArrayRef<const char *>(argv + 2, argv + argc));
  // Everything after "--" is the compile command for files without a database.
  std::string DBError;
  std::unique_ptr<clang::tooling::CompilationDatabase> FixedDB =
      clang::tooling::FixedCompilationDatabase::loadFromCommandLine(argc, argv, DBError);
  cl::SetVersionPrinter(printVersion);
  cl::HideUnrelatedOptions(Category);
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "Translates CUDA sources into OpenMP offload C++.\n\n"
                                   "  cuda2omp [options] <file.cu ...> [-- <compiler args>]\n"
                                   "  cuda2omp -p <build> [--in-root <dir>] [--out-root <dir>]\n"
                                   "                       every CUDA source of the compilation database\n"
                                   "  cuda2omp doctor      what this machine can build and run\n",
                                   &errs()))
    return UsageError;

  setWritePauseForTesting(TestingWritePause);
  if (PrintHelpersDir) {
    outs() << helpersIncludeDir() << "\n";
    return Success;
  }
  if (int Code = checkCommandLine()) return Code;

  int DBCode = Success;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB = loadDatabase(std::move(FixedDB), DBCode);
  if (!DB) return DBCode;
  const bool WholeDatabase = translatesWholeDatabase(*DB);

  TranslatorOptions Opts;
  std::vector<AuditCompiler> Auditors;
  std::set<DiagID> Suppressed, Werror;
  if (!readOptionValues(Opts, Auditors, Suppressed, Werror)) return UsageError;
  OutputPlan Plan{OutputFile, OutRoot, InRoot, InPlace};

  // Absolute paths: the translation of one file never depends on the working directory.
  for (std::string &In : Inputs) {
    SmallString<256> Abs(In);
    if (sys::fs::exists(In) && !sys::fs::make_absolute(Abs)) In = std::string(Abs);
  }
  RunConsole Console(Quiet);
  InputRuns Runs = translateInputs(*DB, Opts, Plan, Suppressed, Console);

  // Where each file goes (each included file once); every output checked, then written.
  ProjectPlan Project = planProject(Inputs, Runs.Results, Runs.Codes, Plan);
  dropSuppressed(Project, Suppressed);
  WriteOutcome Writes = writeOutputs(Project, WriteSettings{Plan, Force, Quiet, {{"stats-csv", StatsCsv}, {"report", ReportPath}}});
  bool NotCompiled = false;
  if (!NoVerify && Writes.Refusal.empty()) {
    NotCompiled = checkOutputs(Project, Runs, Writes, *DB, Plan, Suppressed, Console);
    // What a link of the outputs would find: a launcher called and defined nowhere.
    NotCompiled |= checkLaunchers(Project, Runs.Results, Runs.Codes, WholeDatabase);
  }

  RunOutcome Outcome;
  Outcome.Code = Writes.Code;
  printInputs(Runs, Project, Writes, Opts, Auditors, Werror, Console, Outcome);
  return finishRun(Runs, Project, Writes, Plan, Werror, NotCompiled, Outcome);
}
