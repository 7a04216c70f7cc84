#include "validator/IsaAudit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <cstdlib>
#include <map>

namespace c2o {

using namespace llvm;

namespace {
const Regex &kernelName() {
  static const Regex KernelLine("^(__omp_offloading_[A-Za-z0-9_$]*_l([0-9]+))");
  return KernelLine;
}

/// The FP CAS loops of each function, from llc's atomic-expand remarks (YAML,
/// -pass-remarks-output): "A compare and swap loop was generated for an
/// atomic fadd operation at system memory scope" (LLVM 19 and 22).
/// \p Fp: the FP operations' loops, else the integer operations' (add, sub,
/// and, or, xor, nand, min, max, umin, umax, xchg, uinc_wrap, udec_wrap).
std::map<std::string, unsigned> casLoopsPerFunction(StringRef Remarks, bool Fp) {
  std::map<std::string, unsigned> Out;
  SmallVector<StringRef, 0> Records;
  Remarks.split(Records, "\n---");
  static const Regex Function("\nFunction:[ ]*([^ \n]+)");
  static const Regex FpOp("String:[ ]*'?(fadd|fsub|fmin|fmax|fminimum|fmaximum)'?\n");
  static const Regex IntOp("String:[ ]*'?(add|sub|and|or|xor|nand|min|max|umin|umax|xchg|uinc_wrap|udec_wrap)'?\n");
  for (StringRef R : Records) {
    if (!R.contains("atomic-expand") || !R.contains("compare and swap loop")) continue;
    SmallVector<StringRef, 2> F;
    if (!Function.match(R, &F) || !(Fp ? FpOp : IntOp).match(R)) continue;
    ++Out[F[1].str()];
  }
  return Out;
}
} // namespace

std::vector<KernelAtomics> countKernelAtomics(StringRef Assembly, std::optional<StringRef> Remarks) {
  static const Regex Label("^([A-Za-z_$][A-Za-z0-9_.$]*):");
  static const Regex Atomic("(global|flat|buffer|ds)_atomic_[a-z0-9_]+");
  static const Regex HardwareFp("_atomic_(add|sub|min|max|pk_add)_(f32|f64|f16|bf16)|_atomic_(add|min|max)_f64|ds_add_(rtn_)?f(32|64)");
  std::map<std::string, KernelAtomics> ByKernel;
  std::string Current;
  SmallVector<StringRef, 4> M;
  SmallVector<StringRef, 8> Lines;
  auto KernelOf = [&](StringRef Function) -> KernelAtomics * {
    SmallVector<StringRef, 3> K;
    if (!kernelName().match(Function, &K)) return nullptr;
    KernelAtomics &KA = ByKernel[K[1].str()];
    if (KA.Kernel.empty()) {
      KA.Kernel = K[1].str();
      K[2].getAsInteger(10, KA.Line);
    }
    return &KA;
  };
  Assembly.split(Lines, '\n');
  for (StringRef L : Lines) {
    if (Label.match(L, &M)) {
      KernelAtomics *KA = KernelOf(M[1]);
      Current = KA ? KA->Kernel : std::string();
      continue;
    }
    if (Current.empty() || !Atomic.match(L, &M)) continue;
    KernelAtomics &KA = ByKernel[Current];
    std::string Instr = M[0].str();
    bool Cas = StringRef(Instr).contains("cmpswap");
    auto Note = [](std::vector<std::string> &List, const std::string &I) {
      if (std::find(List.begin(), List.end(), I) == List.end()) List.push_back(I);
    };
    if (Cas) ++KA.CmpSwaps;
    if (!Cas && !HardwareFp.match(Instr)) { // an integer atomic: not the FP question
      if (Remarks) Note(KA.IntegerInstructions, Instr);
      continue;
    }
    if (Cas && !Remarks) ++KA.CasLoops; // no remarks: every CAS counts (integer ones too)
    else if (!Cas) ++KA.HardwareFp;
    Note(KA.Instructions, Instr);
  }
  if (Remarks) {
    for (const auto &[Function, N] : casLoopsPerFunction(*Remarks, /*Fp=*/true))
      if (KernelAtomics *KA = KernelOf(Function)) KA->CasLoops += N;
    for (const auto &[Function, N] : casLoopsPerFunction(*Remarks, /*Fp=*/false))
      if (KernelAtomics *KA = KernelOf(Function)) KA->IntegerCasLoops += N;
    // Compare-and-swaps beyond the FP CAS loops' are integer ones: atomicCAS,
    // an integer CAS loop of the back end or of the source.
    for (auto &[Name, KA] : ByKernel)
      for (const std::string &I : KA.Instructions)
        if (StringRef(I).contains("cmpswap") && KA.CmpSwaps > KA.CasLoops &&
            std::find(KA.IntegerInstructions.begin(), KA.IntegerInstructions.end(), I) == KA.IntegerInstructions.end())
          KA.IntegerInstructions.push_back(I);
  }
  std::vector<KernelAtomics> Out;
  for (auto &[Name, K] : ByKernel) Out.push_back(K);
  std::sort(Out.begin(), Out.end(), [](const KernelAtomics &A, const KernelAtomics &B) { return A.Line < B.Line; });
  return Out;
}

std::string describeIntegerAtomics(const KernelAtomics &K) {
  if (K.IntegerInstructions.empty() && K.IntegerCasLoops == 0) return "";
  std::string Out = "instructions=";
  for (size_t I = 0; I < K.IntegerInstructions.size(); ++I) Out += (I ? "," : "") + K.IntegerInstructions[I];
  if (K.IntegerInstructions.empty()) Out += "none";
  return Out + " cas-loops=" + std::to_string(K.IntegerCasLoops);
}

static Error run(ArrayRef<StringRef> Args, StringRef What) {
  ErrorOr<std::string> Prog = sys::findProgramByName(Args[0]);
  if (!Prog) return createStringError(std::errc::no_such_file_or_directory, "%s not found", Args[0].str().c_str());
  SmallString<128> Log;
  sys::fs::createTemporaryFile("c2o-audit", "log", Log);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log), StringRef(Log)};
  int RC = sys::ExecuteAndWait(*Prog, Args, std::nullopt, Redirects, 300);
  std::string Text;
  if (auto B = MemoryBuffer::getFile(Log)) Text = (*B)->getBuffer().take_back(2000).str();
  sys::fs::remove(Log);
  if (RC != 0) return createStringError(std::errc::io_error, "%s failed:\n%s", What.str().c_str(), Text.c_str());
  return Error::success();
}

std::optional<AtomicCode> KernelAtomics::only() const {
  if (HardwareFp > 0 && CasLoops == 0) return AtomicCode::Hardware;
  if (HardwareFp == 0 && CasLoops > 0) return AtomicCode::CasLoop;
  return std::nullopt;
}

std::vector<AuditCompiler> auditCompilers(StringRef Names, std::vector<std::string> &Missing) {
  if (Names.empty()) Names = "clang-19,clang-22";
  SmallVector<StringRef, 4> List;
  Names.split(List, ',', -1, /*KeepEmpty=*/false);
  std::vector<AuditCompiler> Out;
  for (StringRef N : List) {
    N = N.trim();
    unsigned Major = 0;
    StringRef V = N;
    std::optional<OmpCompiler> Profile = parseCompiler(N);
    if (!V.consume_front("clang-") || V.getAsInteger(10, Major) || !Profile ||
        !sys::findProgramByName(("clang++-" + V).str()) || !sys::findProgramByName(("llc-" + V).str())) {
      Missing.push_back(N.str());
      continue;
    }
    AuditCompiler C{N.str(), Major, *Profile, ""};
    // clang 20 and later find no omp.h of their own on this machine
    // (libomp-NN-dev is not installed: it would remove LLVM 19's): LLVM's
    // headers taken from that package (env/install-deps.sh), or LLVM 19's.
    if (*Profile != OmpCompiler::Clang19) {
      std::string Dir = ("/opt/clang" + V + "-omp/include").str();
      if (const char *Env = std::getenv(("C2O_CLANG" + V + "_OMP_INCLUDE").str().c_str())) Dir = Env;
      if (!sys::fs::exists(Dir + "/omp.h")) Dir = "/usr/lib/llvm-19/lib/clang/19/include";
      C.OmpInclude = Dir;
    }
    Out.push_back(C);
  }
  return Out;
}

Expected<std::vector<KernelAtomics>> auditIsa(const std::string &File, const std::string &Arch,
                                              const std::vector<std::string> &ExtraArgs, const AuditCompiler &C,
                                              const AtomicFlags &Flags) {
  SmallString<128> IR, Asm, Remarks;
  sys::fs::createTemporaryFile("c2o-audit", "ll", IR);
  sys::fs::createTemporaryFile("c2o-audit", "s", Asm);
  sys::fs::createTemporaryFile("c2o-audit", "yaml", Remarks);
  std::string Version = std::to_string(C.Major);
  std::string ClangName = "clang++-" + Version, LlcName = "llc-" + Version;
  std::string ArchFlag = "--offload-arch=" + StringRef(Arch).split(':').first.str();
  std::vector<std::string> Clang = {ClangName, "-fopenmp", ArchFlag, "-nogpulib", "-O2", "-S", "-emit-llvm",
                                    "--offload-device-only", "-Wno-unused-command-line-argument"};
  if (!C.OmpInclude.empty()) Clang.insert(Clang.end(), {"-isystem", C.OmpInclude});
  if (Flags.UnsafeFpAtomics) Clang.push_back("-munsafe-fp-atomics");
  if (honoursAttribute(C.Profile, *lookupArch("gfx90a"))) { // clang 19 has no -f[no-]atomic-* options
    auto Add = [&](const std::optional<bool> &V, StringRef Name) {
      if (V) Clang.push_back((*V ? "-f" : "-fno-") + Name.str());
    };
    Add(Flags.Defaults.FineGrained, "atomic-fine-grained-memory");
    Add(Flags.Defaults.Remote, "atomic-remote-memory");
    Add(Flags.Defaults.IgnoreDenormal, "atomic-ignore-denormal-mode");
  }
  Clang.insert(Clang.end(), ExtraArgs.begin(), ExtraArgs.end());
  Clang.insert(Clang.end(), {File, "-o", std::string(IR)});
  std::vector<StringRef> ClangArgs(Clang.begin(), Clang.end());
  std::string Cpu = "-mcpu=" + StringRef(Arch).split(':').first.str();
  auto Cleanup = [&] { sys::fs::remove(IR); sys::fs::remove(Asm); sys::fs::remove(Remarks); };
  std::string RemarksFlag = "-pass-remarks-output=" + std::string(Remarks);
  if (Error E = run(ClangArgs, ClangName + " (device code for " + Arch + ")")) { Cleanup(); return std::move(E); }
  if (Error E = run({LlcName, "-mtriple=amdgcn-amd-amdhsa", Cpu, IR, "-o", Asm, RemarksFlag,
                     "-pass-remarks-filter=atomic-expand"},
                    LlcName)) {
    Cleanup();
    return std::move(E);
  }
  auto Buf = MemoryBuffer::getFile(Asm);
  auto RemarksBuf = MemoryBuffer::getFile(Remarks);
  Cleanup();
  if (!Buf || !RemarksBuf) return createStringError(std::errc::io_error, "cannot read the assembly or llc's remarks");
  return countKernelAtomics((*Buf)->getBuffer(), (*RemarksBuf)->getBuffer());
}

} // namespace c2o
