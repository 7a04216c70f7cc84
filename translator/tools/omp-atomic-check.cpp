//===- omp-atomic-check.cpp - validates the atomics of existing OpenMP code =//
//
// omp-atomic-check [--xnack=0|1] [--omp-compiler=aomp|clang|gcc]
//                  [--offload-arch=gfx90a|gfx942|...] FILE... [-- compiler args]
// One line per atomic site (and per target region that faults):
//   FILE:LINE:COL: VERDICT xnack=X memory=coarse|fine|unknown code=hw|cas hint=fast|safe|none reason
// Exit code 1 when a site is wrong or faults, 2 when a file cannot be parsed.
//===----------------------------------------------------------------------===//
#include "frontend/ToolPaths.h"
#include "validator/IsaAudit.h"
#include "validator/OmpAtomicSites.h"
#include "validator/SiteVerdict.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace c2o;

static cl::OptionCategory Category("omp-atomic-check options");
static cl::list<std::string> Inputs(cl::Positional, cl::desc("<file ...>"), cl::OneOrMore, cl::cat(Category));
static cl::opt<std::string> Xnack("xnack", cl::desc("HSA_XNACK setting to judge: 0 or 1 (default: both)"),
                                  cl::value_desc("0|1"), cl::cat(Category));
static cl::opt<std::string> CompilerOpt("omp-compiler", cl::desc("aomp (default), clang or gcc"),
                                        cl::init("aomp"), cl::cat(Category));
static cl::opt<std::string> Arch("offload-arch", cl::desc("gfx90a (default), gfx942, gfx908, sm_NN"),
                                 cl::init("gfx90a"), cl::cat(Category));
static cl::opt<bool> AuditIsa("audit-isa",
                              cl::desc("Also compile each file for --offload-arch with clang-19 and report, per "
                                       "kernel, the FP atomics that became hardware instructions or CAS loops, "
                                       "and every site where that contradicts the --omp-compiler profile"),
                              cl::cat(Category));
static cl::opt<bool> Unsafe("unsafe-fp-atomics", cl::desc("The code is built with -munsafe-fp-atomics"),
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
        if (!CI.getDiagnostics().hasErrorOccurred()) Out = findOmpAtomicSites(Ctx);
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

/// --audit-isa: what clang-19 compiled, kernel by kernel, against the profile.
/// Returns true when a site turns out wrong with the compiled code.
static bool auditFile(const std::string &File, const std::vector<OmpAtomicSite> &Sites, OmpCompiler Compiler,
                      const ArchInfo &A, const std::vector<bool> &Settings) {
  Expected<std::vector<KernelAtomics>> Kernels =
      auditIsa(File, Arch, {"-I", helpersIncludeDir(), "-include", "c2o_atomic_hints.h"}, Unsafe);
  if (!Kernels) {
    errs() << "omp-atomic-check: audit of '" << File << "' failed: " << toString(Kernels.takeError()) << "\n";
    return false;
  }
  bool Wrong = false;
  for (const KernelAtomics &K : *Kernels) {
    if (K.HardwareFp == 0 && K.CasLoops == 0) continue; // no FP atomic here (helpers' regions too)
    outs() << File << ":" << K.Line << ": isa arch=" << A.Name << " kernel=" << K.Kernel << " fp-hw=" << K.HardwareFp
           << " cas=" << K.CasLoops << " instructions=" << (K.Instructions.empty() ? std::string("none") : join(K.Instructions, ","))
           << "\n";
    for (const OmpAtomicSite &S : Sites) {
      if (S.RegionLine != K.Line || !S.FloatingPoint) continue;
      std::optional<AtomicCode> Compiled;
      if (K.HardwareFp > 0 && K.CasLoops == 0) Compiled = AtomicCode::Hardware;
      if (K.HardwareFp == 0 && K.CasLoops > 0) Compiled = AtomicCode::CasLoop;
      AtomicCode Expected = codeFor(Compiler, A, S.Op, S.IsDouble, S.Hint, Unsafe);
      if (!Compiled || *Compiled == Expected) continue;
      outs() << S.File << ":" << S.Line << ":" << S.Column << ": contradiction arch=" << A.Name << " profile="
             << compilerName(Compiler) << " expected=" << codeName(Expected) << " compiled=" << codeName(*Compiled)
             << " (clang-19 " << (*Compiled == AtomicCode::CasLoop ? "emitted a CAS loop: it ignores AMD hints and -munsafe-fp-atomics here" : "emitted hardware FP atomics whatever the hint")
             << ")\n";
      for (bool X : Settings) {
        SiteVerdict V = judgeSite(S, X, OmpCompiler::Clang, A, Unsafe);
        if (V.Memory != Granularity::Unknown &&
            verdictFor(S.Op, S.IsDouble, V.Memory, *Compiled, A) == AtomicVerdict::Wrong) Wrong = true;
      }
    }
  }
  return Wrong;
}

int main(int argc, const char **argv) {
  setExecutablePath(argv[0], reinterpret_cast<void *>(&main));
  std::string Err;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB =
      clang::tooling::FixedCompilationDatabase::loadFromCommandLine(argc, argv, Err);
  cl::HideUnrelatedOptions(Category);
  if (!cl::ParseCommandLineOptions(argc, argv, "Checks OpenMP atomics against the AMD memory model.\n", &errs()))
    return 2;
  std::optional<OmpCompiler> Compiler = parseCompiler(CompilerOpt);
  std::optional<ArchInfo> A = lookupArch(Arch);
  if (!Compiler || !A || (!Xnack.empty() && Xnack != "0" && Xnack != "1")) {
    errs() << "omp-atomic-check: error: bad --omp-compiler, --offload-arch or --xnack (see --help)\n";
    return 2;
  }
  if (!DB) DB = std::make_unique<clang::tooling::FixedCompilationDatabase>(".", std::vector<std::string>{});
  std::vector<bool> Settings = Xnack.empty() ? std::vector<bool>{false, true} : std::vector<bool>{Xnack == "1"};

  int Code = 0;
  for (const std::string &File : Inputs) {
    std::vector<OmpAtomicSite> Sites;
    clang::tooling::ClangTool Tool(*DB, {File});
    // OpenMP on; the AMD hint names from the helpers when the omp.h lacks them.
    Tool.appendArgumentsAdjuster(clang::tooling::getInsertArgumentAdjuster(
        {"-fopenmp", "-fsyntax-only", "-resource-dir", C2O_CLANG_RESOURCE_DIR, "-I", helpersIncludeDir(), "-include",
         "c2o_atomic_hints.h"},
        clang::tooling::ArgumentInsertPosition::BEGIN));
    Factory F(Sites);
    if (Tool.run(&F) != 0) {
      errs() << "omp-atomic-check: error: '" << File << "' could not be parsed\n";
      Code = 2;
      continue;
    }
    for (const OmpAtomicSite &S : Sites)
      for (bool X : Settings) {
        SiteVerdict V = judgeSite(S, X, *Compiler, *A, Unsafe);
        outs() << formatSiteLine(S, X, V) << "\n";
        if ((V.Verdict == AtomicVerdict::Wrong || V.Verdict == AtomicVerdict::Fault) && Code == 0) Code = 1;
      }
    if (AuditIsa && auditFile(File, Sites, *Compiler, *A, Settings) && Code == 0) Code = 1;
  }
  return Code;
}
