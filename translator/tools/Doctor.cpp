#include "tools/Doctor.h"
#include "frontend/ToolPaths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

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

/// One row of the report, under the section of the last heading.
struct Row {
  std::string Section, What, State, Detail;
};
std::vector<Row> Rows;
std::vector<std::string> Advice; ///< "What to change"
std::string Section;

void heading(StringRef Name) { Section = Name.str(); }
void row(StringRef What, StringRef State, StringRef Detail = "") {
  Rows.push_back({Section, What.str(), State.str(), Detail.str()});
}
void advise(StringRef Line) { Advice.push_back(Line.str()); }

void printText() {
  outs() << "cuda2omp doctor\n";
  std::string Last = "\x01";
  for (const Row &R : Rows) {
    if (R.Section != Last) outs() << "\n" << R.Section << "\n";
    Last = R.Section;
    outs() << "  " << left_justify(R.What, 34) << " " << left_justify(R.State, 10) << " " << R.Detail << "\n";
  }
  outs() << "\nWhat to change\n";
  for (const std::string &A : Advice) outs() << "  - " << A << "\n";
}

void printJson(bool CanBuild) {
  json::OStream J(outs(), 2);
  J.object([&] {
    J.attribute("can_build", CanBuild);
    J.attributeArray("checks", [&] {
      for (const Row &R : Rows)
        J.object([&] {
          J.attribute("section", R.Section);
          J.attribute("what", R.What);
          J.attribute("state", R.State);
          J.attribute("detail", R.Detail);
        });
    });
    J.attributeArray("what_to_change", [&] {
      for (const std::string &A : Advice) J.value(A);
    });
  });
  outs() << "\n";
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

int runDoctor(ArrayRef<const char *> Args) {
  bool Json = false;
  for (StringRef A : Args) {
    if (A == "--json") Json = true;
    else if (A == "--help" || A == "-h") {
      outs() << "usage: cuda2omp doctor [--json]\n  what this machine can build and run; --json: the same as JSON\n"
                "  exit code 0: something here can build translated code, 1: nothing can, 2: usage error\n";
      return 0;
    } else {
      errs() << "cuda2omp doctor: error: unknown argument '" << A << "' (doctor takes --json or --help)\n";
      return 2;
    }
  }
  bool CanBuild = false;
  heading("Translator data");
  row("bundled CUDA headers", exists(cudaIncludeDir()) ? "found" : "MISSING", cudaIncludeDir());
  row("omp_runtime_helpers", exists(helpersIncludeDir() + "/c2o_runtime.h") ? "found" : "MISSING", helpersIncludeDir());

  heading("Compilers");
  struct Compiler { const char *Name; const char *Version; };
  for (Compiler C : {Compiler{"clang++-19", "--version"}, Compiler{"amdclang++", "--version"},
                     Compiler{"g++", "--version"}, Compiler{"nvcc", "--version"}}) {
    std::optional<std::string> V = firstLine({C.Name, C.Version});
    row(C.Name, V ? "found" : "not found", V ? *V : "");
  }

  heading("Offload runtimes");
  struct Path { const char *What; const char *Where; };
  for (Path P : {Path{"LLVM libomptarget", "/usr/lib/llvm-19/lib/libomptarget.so"},
                 Path{"LLVM AMD GPU device libraries", "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc"},
                 Path{"GCC nvptx offload compiler", "/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/mkoffload"},
                 Path{"GCC nvptx runtime plugin", "/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1"},
                 Path{"ROCm", "/opt/rocm"},
                 Path{"ROCr (libhsa-runtime64)", "/opt/rocm/lib/libhsa-runtime64.so"}})
    row(P.What, exists(P.Where) ? "found" : "not found", P.Where);

  heading("GPUs");
  row("AMD kernel driver (/dev/kfd)", exists("/dev/kfd") ? "found" : "not found");
  row("NVIDIA driver (/dev/nvidia0)", exists("/dev/nvidia0") ? "found" : "not found");
  std::optional<std::string> Smi = firstLine({"nvidia-smi", "-L"});
  if (Smi) row("nvidia-smi -L", "", *Smi);

  heading("Devices OpenMP sees (a probe program per compiler)");
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

  heading("XNACK (AMD)");
  std::optional<std::string> X = sys::Process::GetEnv("HSA_XNACK");
  row("HSA_XNACK", X ? *X : "unset", X ? "" : "the boot default applies");
  std::optional<std::string> Isa = firstLine({"sh", "-c", "rocminfo 2>/dev/null | grep -o 'gfx[0-9a-f]*:[^ ]*xnack[-+]' | head -1"});
  row("GPU xnack support (rocminfo)", Isa && !Isa->empty() ? *Isa : "unknown", Isa && !Isa->empty() ? "" : "no ROCm here");

  if (!exists("/dev/kfd") && !exists("/dev/nvidia0"))
    advise("No GPU here: translated programs run their target regions on the host; build for gfx90a to check they link.");
  if (!X || *X != "1")
    advise("Programs using cudaMallocManaged or unified_shared_memory need HSA_XNACK=1 on AMD GPUs (source env/amd-rocm.sh 1).");
  if (!exists("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc"))
    advise("Install rocm-device-libs to build for gfx90a with clang-19 (env/install-deps.sh).");
  if (!CanBuild) advise("No compiler could build and run an OpenMP program: run env/install-deps.sh.");
  if (Json) printJson(CanBuild);
  else printText();
  return CanBuild ? 0 : 1;
}

} // namespace c2o
