#include "validator/IsaAudit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <map>

namespace c2o {

using namespace llvm;

std::vector<KernelAtomics> countKernelAtomics(StringRef Assembly) {
  static const Regex Label("^([A-Za-z_$][A-Za-z0-9_.$]*):");
  static const Regex KernelLine("^(__omp_offloading_[A-Za-z0-9_$]*_l([0-9]+))");
  static const Regex Atomic("(global|flat|buffer|ds)_atomic_[a-z0-9_]+");
  static const Regex HardwareFp("_atomic_(add|sub|min|max|pk_add)_(f32|f64|f16|bf16)|_atomic_(add|min|max)_f64|ds_add_(rtn_)?f(32|64)");
  std::map<std::string, KernelAtomics> ByKernel;
  std::string Current;
  SmallVector<StringRef, 4> M;
  SmallVector<StringRef, 8> Lines;
  Assembly.split(Lines, '\n');
  for (StringRef L : Lines) {
    if (Label.match(L, &M)) {
      SmallVector<StringRef, 3> K;
      Current = KernelLine.match(M[1], &K) ? K[1].str() : std::string();
      if (!Current.empty() && !ByKernel.count(Current)) {
        KernelAtomics &KA = ByKernel[Current];
        KA.Kernel = Current;
        K[2].getAsInteger(10, KA.Line);
      }
      continue;
    }
    if (Current.empty() || !Atomic.match(L, &M)) continue;
    KernelAtomics &KA = ByKernel[Current];
    std::string Instr = M[0].str();
    if (StringRef(Instr).contains("cmpswap")) ++KA.CasLoops;
    else if (HardwareFp.match(Instr)) ++KA.HardwareFp;
    else continue; // integer atomics are not the question
    if (std::find(KA.Instructions.begin(), KA.Instructions.end(), Instr) == KA.Instructions.end())
      KA.Instructions.push_back(Instr);
  }
  std::vector<KernelAtomics> Out;
  for (auto &[Name, K] : ByKernel) Out.push_back(K);
  std::sort(Out.begin(), Out.end(), [](const KernelAtomics &A, const KernelAtomics &B) { return A.Line < B.Line; });
  return Out;
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

Expected<std::vector<KernelAtomics>> auditIsa(const std::string &File, const std::string &Arch,
                                              const std::vector<std::string> &ExtraArgs, bool Flag) {
  SmallString<128> IR, Asm;
  sys::fs::createTemporaryFile("c2o-audit", "ll", IR);
  sys::fs::createTemporaryFile("c2o-audit", "s", Asm);
  std::string ArchFlag = "--offload-arch=" + StringRef(Arch).split(':').first.str();
  std::vector<std::string> Clang = {"clang++-19", "-fopenmp", ArchFlag, "-nogpulib", "-O2", "-S", "-emit-llvm",
                                    "--offload-device-only", "-Wno-unused-command-line-argument"};
  if (Flag) Clang.push_back("-munsafe-fp-atomics");
  Clang.insert(Clang.end(), ExtraArgs.begin(), ExtraArgs.end());
  Clang.insert(Clang.end(), {File, "-o", std::string(IR)});
  std::vector<StringRef> ClangArgs(Clang.begin(), Clang.end());
  std::string Cpu = "-mcpu=" + StringRef(Arch).split(':').first.str();
  auto Cleanup = [&] { sys::fs::remove(IR); sys::fs::remove(Asm); };
  if (Error E = run(ClangArgs, "clang++-19 (device code for " + Arch + ")")) { Cleanup(); return std::move(E); }
  if (Error E = run({"llc-19", "-mtriple=amdgcn-amd-amdhsa", Cpu, IR, "-o", Asm}, "llc-19")) { Cleanup(); return std::move(E); }
  auto Buf = MemoryBuffer::getFile(Asm);
  Cleanup();
  if (!Buf) return createStringError(Buf.getError(), "cannot read the assembly");
  return countKernelAtomics((*Buf)->getBuffer());
}

} // namespace c2o
