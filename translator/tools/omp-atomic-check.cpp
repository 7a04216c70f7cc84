//===- omp-atomic-check.cpp - validates the atomics of existing OpenMP code =//
//
// omp-atomic-check [--xnack=0|1] [--omp-compiler=portable|aomp|clang|clang19|gcc|clang-NN]
//                  [--offload-arch=gfx90a|gfx942|...] [--audit-isa [--audit-with=clang-19,clang-22]]
//                  FILE... [-- compiler args]
// One line per atomic site (and per target region that faults):
//   FILE:LINE:COL: VERDICT xnack=X memory=coarse|fine|unknown code=hw|cas hint=fast|safe|none
//                  [attribute=OPTIONS] reason
// The compiler args after `--` are those the code is built with: -munsafe-fp-atomics
// and -f[no-]atomic-fine-grained-memory / -remote-memory / -ignore-denormal-mode
// count (and are not passed to the parse, whose clang 19 lacks the latter).
// Exit code 1 when a site is wrong or faults, 2 when a file cannot be parsed.
//===----------------------------------------------------------------------===//
#include "frontend/ToolPaths.h"
#include "tools/InputChecks.h"
#include "validator/IsaAudit.h"
#include "validator/OmpAtomicSites.h"
#include "validator/SiteVerdict.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace c2o;

static cl::OptionCategory Category("omp-atomic-check options");
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<file ...>"), cl::OneOrMore, cl::cat(Category));
static cl::opt<std::string> Xnack("xnack", cl::desc("HSA_XNACK setting to judge: 0 or 1 (default: both)"),
                                  cl::value_desc("0|1"), cl::cat(Category));
static cl::opt<std::string> CompilerOpt("omp-compiler",
                                        cl::desc("The compiler the code is built with: portable (default: ROCm's "
                                                 "clang or upstream clang >= 20, the worse verdict), aomp (ROCm), "
                                                 "clang (upstream >= 20), clang19, gcc, or clang-NN"),
                                        cl::init("portable"), cl::value_desc("name"), cl::cat(Category));
static cl::opt<std::string> Arch("offload-arch", cl::desc("gfx90a (default), gfx942, gfx908, sm_NN"),
                                 cl::init("gfx90a"), cl::cat(Category));
static cl::opt<bool> AuditIsa("audit-isa",
                              cl::desc("Also compile each file for --offload-arch with the clangs of --audit-with "
                                       "and report, per kernel, the FP atomics that became hardware instructions "
                                       "or CAS loops, each site whose compiled code is wrong on its memory, "
                                       "every contradiction with the profile of that clang, and the integer "
                                       "atomic instructions (isa-int lines)"),
                              cl::cat(Category));
static cl::opt<std::string> AuditWith("audit-with",
                                      cl::desc("Compilers for --audit-isa (default: clang-19,clang-22, those installed)"),
                                      cl::value_desc("list"), cl::cat(Category));
static cl::opt<bool> Unsafe("unsafe-fp-atomics", cl::desc("The code is built with -munsafe-fp-atomics (also read after --)"),
                            cl::cat(Category));

namespace {
class CheckAction : public clang::ASTFrontendAction {
public:
  explicit CheckAction(std::vector<OmpAtomicSite> &Out) : Out(Out) {}
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI, StringRef) override {
    struct Consumer : clang::ASTConsumer {
      clang::CompilerInstance &CI;
      std::vector<OmpAtomicSite> &Out;
      Consumer(clang::CompilerInstance &CI, std::vector<OmpAtomicSite> &Out) : CI(CI), Out(Out) {}
      void HandleTranslationUnit(clang::ASTContext &Ctx) override {
        if (!CI.getDiagnostics().hasErrorOccurred()) Out = findOmpAtomicSites(Ctx, &CI.getPreprocessor());
      }
    };
    return std::make_unique<Consumer>(CI, Out);
  }
  std::vector<OmpAtomicSite> &Out;
};
class Factory : public clang::tooling::FrontendActionFactory {
public:
  explicit Factory(std::vector<OmpAtomicSite> &Out) : Out(Out) {}
  std::unique_ptr<clang::FrontendAction> create() override { return std::make_unique<CheckAction>(Out); }
  std::vector<OmpAtomicSite> &Out;
};
} // namespace

/// --audit-isa: what each clang of --audit-with compiled, kernel by kernel,
/// against the profile of that clang and the memory. Returns true when a site
/// turns out wrong with the compiled code.
static bool auditFile(const std::string &File, const std::vector<OmpAtomicSite> &Sites, const ArchInfo &A,
                      const std::vector<bool> &Settings, const std::vector<AuditCompiler> &Compilers,
                      const AtomicFlags &Flags) {
  bool Wrong = false;
  for (const AuditCompiler &C : Compilers) {
    Expected<std::vector<KernelAtomics>> Kernels =
        auditIsa(File, Arch, {"-I", helpersIncludeDir(), "-include", "c2o_atomic_hints.h"}, C, Flags);
    if (!Kernels) {
      errs() << "omp-atomic-check: audit of '" << File << "' with " << C.Name
             << " failed: " << toString(Kernels.takeError()) << "\n";
      continue;
    }
    for (const KernelAtomics &K : *Kernels) {
      if (std::string Int = describeIntegerAtomics(K); !Int.empty())
        outs() << File << ":" << K.Line << ": isa-int compiler=" << C.Name << " arch=" << A.Name
               << " kernel=" << K.Kernel << " " << Int << "\n";
      if (K.HardwareFp == 0 && K.CasLoops == 0) continue; // no FP atomic here (helpers' regions too)
      outs() << File << ":" << K.Line << ": isa compiler=" << C.Name << " arch=" << A.Name << " kernel=" << K.Kernel
             << " fp-hw=" << K.HardwareFp << " cas=" << K.CasLoops
             << " instructions=" << (K.Instructions.empty() ? std::string("none") : join(K.Instructions, ",")) << "\n";
      std::optional<AtomicCode> Compiled = K.only();
      if (!Compiled) continue; // both kinds in one kernel: not attributed to sites
      for (const OmpAtomicSite &S : Sites) {
        if (S.RegionLine != K.Line || !S.FloatingPoint) continue;
        AtomicCode Predicted = codeFor(C.Profile, A, S.Op, S.IsDouble, {S.Hint, S.Attribute}, Flags);
        std::string Where = S.File + ":" + std::to_string(S.Line) + ":" + std::to_string(S.Column) + ": ";
        if (Predicted != *Compiled)
          outs() << Where << "contradiction compiler=" << C.Name << " arch=" << A.Name
                 << " profile=" << compilerName(C.Profile) << " expected=" << codeName(Predicted)
                 << " compiled=" << codeName(*Compiled) << " (CompilerProfiles.def does not model this case)\n";
        for (bool X : Settings) {
          SiteVerdict V = judgeSiteWithCode(S, X, A, *Compiled);
          if (V.Verdict != AtomicVerdict::Wrong) continue;
          Wrong = true;
          outs() << Where << "wrong compiler=" << C.Name << " xnack=" << (X ? "1" : "0") << " code="
                 << codeName(*Compiled) << " (compiled) " << V.Reason << "\n";
        }
      }
    }
  }
  return Wrong;
}

/// Reads the atomic flags of a compile command (also behind -Xopenmp-target)
/// into \p Flags; the parse, by clang 19, gets the command without them.
static std::vector<std::string> takeAtomicFlags(const std::vector<std::string> &Args, AtomicFlags &Flags) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A.starts_with("-Xopenmp-target") && I + 1 < Args.size()) {
      AtomicFlags Probe = Flags;
      if (Probe.consume(Args[I + 1])) {
        Flags = Probe;
        ++I;
        continue;
      }
    }
    if (Flags.consume(A)) continue;
    Out.push_back(Args[I]);
  }
  return Out;
}

int main(int argc, const char **argv) {
  setExecutablePath(argv[0], reinterpret_cast<void *>(&main));
  std::string Err;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB =
      clang::tooling::FixedCompilationDatabase::loadFromCommandLine(argc, argv, Err);
  cl::HideUnrelatedOptions(Category);
  if (!cl::ParseCommandLineOptions(argc, argv, "Checks OpenMP atomics against the AMD memory model.\n", &errs()))
    return 2;
  // Each option's value on its own, with the values it takes (as cuda2omp's messages).
  std::optional<OmpCompiler> Compiler = parseCompiler(CompilerOpt);
  std::optional<ArchInfo> A = lookupArch(Arch);
  std::vector<std::string> Bad;
  if (!Xnack.empty() && Xnack != "0" && Xnack != "1")
    Bad.push_back("unknown --xnack '" + Xnack + "' (0 or 1; without it, both are judged)");
  if (!Compiler) Bad.push_back("unknown --omp-compiler '" + CompilerOpt + "' (" + compilerNames() + ", clang-NN)");
  if (!A) Bad.push_back("unknown --offload-arch '" + Arch + "' (gfx908, gfx90a, gfx942, sm_NN)");
  for (const std::string &Why : Bad) errs() << "omp-atomic-check: error: " << Why << "\n";
  if (!Bad.empty()) return 2;
  std::vector<AuditCompiler> Auditors;
  if (AuditIsa) {
    std::vector<std::string> Missing;
    Auditors = auditCompilers(AuditWith, Missing);
    for (const std::string &M : Missing)
      errs() << "omp-atomic-check: note: --audit-isa: " << M << " (or its llc) is not installed here; skipped\n";
  }
  // The command after "--": its atomic flags count, and are kept from the parse.
  AtomicFlags Flags;
  Flags.UnsafeFpAtomics = Unsafe;
  if (DB && !Inputs.empty()) {
    std::vector<clang::tooling::CompileCommand> Cmds = DB->getCompileCommands(Inputs.front());
    if (!Cmds.empty()) takeAtomicFlags(Cmds.front().CommandLine, Flags);
  }
  if (!DB) DB = std::make_unique<clang::tooling::FixedCompilationDatabase>(".", std::vector<std::string>{});
  std::vector<bool> Settings = Xnack.empty() ? std::vector<bool>{false, true} : std::vector<bool>{Xnack == "1"};

  int Code = 0;
  for (const std::string &File : Inputs) {
    // A file that is not there, or not source text, in one line (clang's
    // driver says "expected exactly one compiler job" for a missing file).
    if (!sys::fs::exists(File) || sys::fs::is_directory(File)) {
      errs() << "omp-atomic-check: error: " << (sys::fs::exists(File) ? "'" + File + "' is a folder, not a file"
                                                                       : "no such file: '" + File + "'")
             << "\n";
      Code = 2;
      continue;
    }
    if (std::optional<std::string> Why = whyFileIsNotText(File)) {
      errs() << "omp-atomic-check: error: '" << File << "' is not a text file (" << *Why << "); it was not checked\n";
      Code = 2;
      continue;
    }
    std::vector<OmpAtomicSite> Sites;
    clang::tooling::ClangTool Tool(*DB, {File});
    // OpenMP on; the AMD hint names from the helpers when the omp.h lacks them.
    Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
        {"-fopenmp", "-fsyntax-only", "-resource-dir", C2O_CLANG_RESOURCE_DIR, "-I", helpersIncludeDir(), "-include",
         "c2o_atomic_hints.h", "-Wno-unknown-attributes"},
        clang::tooling::ArgumentInsertPosition::BEGIN));
    Tool.appendArgumentsAdjuster([](const clang::tooling::CommandLineArguments &Args, StringRef) {
      AtomicFlags Ignored;
      return takeAtomicFlags(Args, Ignored);
    });
    // As cuda2omp parses: clang's "N errors generated." comes after the errors (tidyClangMessages).
    Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
        {"-fno-caret-diagnostics", "-ferror-limit=1000"}, clang::tooling::ArgumentInsertPosition::END));
    // clang's messages: its first errors, tidied as cuda2omp shows them.
    std::string ClangText;
    raw_string_ostream ClangOut(ClangText);
    clang::TextDiagnosticPrinter Printer(ClangOut, new clang::DiagnosticOptions());
    Tool.setPrintErrorMessage(false);
    Tool.setDiagnosticConsumer(&Printer);
    Factory F(Sites);
    int RC = Tool.run(&F);
    ClangOut.flush();
    tidyClangMessages(ClangText);
    errs() << ClangText;
    if (RC != 0) {
      errs() << "omp-atomic-check: error: '" << File << "' could not be parsed; it was not checked\n";
      Code = 2;
      continue;
    }
    for (const OmpAtomicSite &S : Sites)
      for (bool X : Settings) {
        SiteVerdict V = judgeSite(S, X, *Compiler, *A, Flags);
        outs() << formatSiteLine(S, X, V) << "\n";
        if ((V.Verdict == AtomicVerdict::Wrong || V.Verdict == AtomicVerdict::Fault) && Code == 0) Code = 1;
      }
    if (AuditIsa && auditFile(File, Sites, *A, Settings, Auditors, Flags) && Code == 0) Code = 1;
  }
  return Code;
}
