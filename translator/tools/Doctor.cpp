#include "tools/Doctor.h"
#include "frontend/ToolPaths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>

namespace c2o {

using namespace llvm;

namespace {
/// Runs \p Args; returns its first output line, or none when it cannot run.
std::optional<std::string> firstLine(ArrayRef<StringRef> Args, int *ExitCode = nullptr) {
  ErrorOr<std::string> Prog = sys::findProgramByName(Args[0]);
  if (!Prog) return std::nullopt;
  SmallString<128> Out;
  int FD;
  if (sys::fs::createTemporaryFile("c2o-doctor", "txt", FD, Out)) return std::nullopt;
  sys::Process::SafelyCloseFileDescriptor(FD);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out), StringRef(Out)};
  int RC = sys::ExecuteAndWait(*Prog, Args, std::nullopt, Redirects, 60);
  if (ExitCode) *ExitCode = RC;
  auto Buf = MemoryBuffer::getFile(Out);
  sys::fs::remove(Out);
  if (!Buf) return std::string();
  return (*Buf)->getBuffer().split('\n').first.str();
}

void row(StringRef What, StringRef State, StringRef Detail = "") {
  outs() << "  " << left_justify(What, 34) << " " << left_justify(State, 10) << " " << Detail << "\n";
}

bool exists(StringRef P) { return sys::fs::exists(P); }

/// Compiles and runs a program that prints omp_get_num_devices() with \p Compile.
std::string probeDevices(std::vector<StringRef> Compile, StringRef Tag) {
  SmallString<128> Src, Exe;
  int FD;
  if (sys::fs::createTemporaryFile("c2o-probe", "cpp", FD, Src)) return "could not write a probe";
  {
    raw_fd_ostream OS(FD, true);
    OS << "#include <omp.h>\n#include <cstdio>\nint main(){int on_host=1;\n#pragma omp target map(from:on_host)\n"
          "on_host=omp_is_initial_device();\nstd::printf(\"devices=%d target_region_ran_on=%s\\n\","
          "omp_get_num_devices(), on_host?\"host\":\"device\");}\n";
  }
  sys::fs::createTemporaryFile("c2o-probe", "exe", Exe);
  Compile.push_back(Src);
  Compile.push_back("-o");
  Compile.push_back(Exe);
  int RC = -1;
  firstLine(Compile, &RC);
  std::string Result = "does not build";
  if (RC == 0) {
    std::optional<std::string> Line = firstLine({Exe}, &RC);
    Result = Line && RC == 0 ? *Line : "builds, but does not run";
  }
  sys::fs::remove(Src);
  sys::fs::remove(Exe);
  return Result;
}
} // namespace

int runDoctor() {
  bool CanBuild = false;
  outs() << "cuda2omp doctor\n\nTranslator data\n";
  row("bundled CUDA headers", exists(cudaIncludeDir()) ? "found" : "MISSING", cudaIncludeDir());
  row("omp_runtime_helpers", exists(helpersIncludeDir() + "/c2o_runtime.h") ? "found" : "MISSING", helpersIncludeDir());

  outs() << "\nCompilers\n";
  struct Compiler { const char *Name; const char *Version; };
  for (Compiler C : {Compiler{"clang++-19", "--version"}, Compiler{"amdclang++", "--version"},
                     Compiler{"g++", "--version"}, Compiler{"nvcc", "--version"}}) {
    std::optional<std::string> V = firstLine({C.Name, C.Version});
    row(C.Name, V ? "found" : "not found", V ? *V : "");
  }

  outs() << "\nOffload runtimes\n";
  struct Path { const char *What; const char *Where; };
  for (Path P : {Path{"LLVM libomptarget", "/usr/lib/llvm-19/lib/libomptarget.so"},
                 Path{"LLVM AMD GPU device libraries", "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc"},
                 Path{"GCC nvptx offload compiler", "/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/mkoffload"},
                 Path{"GCC nvptx runtime plugin", "/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1"},
                 Path{"ROCm", "/opt/rocm"},
                 Path{"ROCr (libhsa-runtime64)", "/opt/rocm/lib/libhsa-runtime64.so"}})
    row(P.What, exists(P.Where) ? "found" : "not found", P.Where);

  outs() << "\nGPUs\n";
  row("AMD kernel driver (/dev/kfd)", exists("/dev/kfd") ? "found" : "not found");
  row("NVIDIA driver (/dev/nvidia0)", exists("/dev/nvidia0") ? "found" : "not found");
  std::optional<std::string> Smi = firstLine({"nvidia-smi", "-L"});
  if (Smi) row("nvidia-smi -L", "", *Smi);

  outs() << "\nDevices OpenMP sees (a probe program per compiler)\n";
  if (sys::findProgramByName("clang++-19")) {
    std::string R = probeDevices({"clang++-19", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu",
                                  "-Wl,-rpath,/usr/lib/llvm-19/lib"}, "clang");
    row("clang-19 (host plugin: the CPU)", "", R);
    CanBuild |= R.rfind("devices=", 0) == 0;
  }
  if (sys::findProgramByName("g++") && exists("/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/mkoffload")) {
    std::string R = probeDevices({"g++", "-fopenmp", "-foffload=nvptx-none", "-foffload-options=-misa=sm_80"}, "gcc");
    row("GCC 12 nvptx", "", R);
    CanBuild |= R.rfind("devices=", 0) == 0;
  }

  outs() << "\nXNACK (AMD)\n";
  std::optional<std::string> X = sys::Process::GetEnv("HSA_XNACK");
  row("HSA_XNACK", X ? *X : "unset", X ? "" : "the boot default applies");
  std::optional<std::string> Isa = firstLine({"sh", "-c", "rocminfo 2>/dev/null | grep -o 'gfx[0-9a-f]*:[^ ]*xnack[-+]' | head -1"});
  row("GPU xnack support (rocminfo)", Isa && !Isa->empty() ? *Isa : "unknown", Isa && !Isa->empty() ? "" : "no ROCm here");

  outs() << "\nWhat to change\n";
  if (!exists("/dev/kfd") && !exists("/dev/nvidia0"))
    outs() << "  - No GPU here: translated programs run their target regions on the host; build for gfx90a to check they link.\n";
  if (!X || *X != "1")
    outs() << "  - Programs using cudaMallocManaged or unified_shared_memory need HSA_XNACK=1 on AMD GPUs (source env/amd-rocm.sh 1).\n";
  if (!exists("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc"))
    outs() << "  - Install rocm-device-libs to build for gfx90a with clang-19 (env/install-deps.sh).\n";
  if (!CanBuild) outs() << "  - No compiler could build and run an OpenMP program: run env/install-deps.sh.\n";
  return CanBuild ? 0 : 1;
}

} // namespace c2o
