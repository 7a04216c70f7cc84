#include "frontend/CudaParseArgs.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>

namespace c2o {

using clang::tooling::CommandLineArguments;

// Flags that take their value in the next argument and are kept.
static bool keptWithValue(llvm::StringRef A) {
  return A == "-I" || A == "-D" || A == "-U" || A == "-include" || A == "-isystem" ||
         A == "-iquote" || A == "-idirafter";
}
static bool keptJoined(llvm::StringRef A) {
  return A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") ||
         A.starts_with("-std=") || A.starts_with("-isystem") || A.starts_with("-iquote") ||
         A.starts_with("-idirafter") || A.starts_with("--std=") || A.starts_with("-W") || A == "-w";
}

/// Expands response files (`@file`, nvcc's `--options-file file`, as CMake's
/// Makefile generator writes include folders): whitespace-separated, quotes stripped.
/// A relative response file is read from \p Directory (the compile command's folder).
static CommandLineArguments expandResponseFiles(const CommandLineArguments &Args, const std::string &Directory) {
  CommandLineArguments Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    std::string Path;
    // The first argument is the compiler, whatever its name.
    if (I == 0) {
      Out.push_back(Args[I]);
      continue;
    }
    if (A.starts_with("@") && A.size() > 1) Path = A.drop_front().str();
    else if ((A == "--options-file" || A == "-optf") && I + 1 < Args.size()) Path = Args[++I];
    else if (A.starts_with("--options-file=")) Path = A.drop_front(15).str();
    if (Path.empty()) {
      Out.push_back(Args[I]);
      continue;
    }
    if (!Directory.empty() && llvm::sys::path::is_relative(Path)) {
      llvm::SmallString<256> Full(Directory);
      llvm::sys::path::append(Full, Path);
      Path = std::string(Full);
    }
    // Only a regular file: reading a device or a FIFO (--options-file
    // /dev/zero) would never end. (clang's tooling expands @file of a
    // database itself, before this adjuster.)
    if (!llvm::sys::fs::is_regular_file(Path)) continue;
    auto Buf = llvm::MemoryBuffer::getFile(Path);
    if (!Buf) continue;
    llvm::SmallVector<llvm::StringRef, 16> Words;
    (*Buf)->getBuffer().split(Words, ' ', -1, false);
    for (llvm::StringRef W : Words) {
      W = W.trim().trim('"');
      for (llvm::StringRef Part : llvm::split(W, '\n'))
        if (!Part.trim().empty()) { // -I"/a b/c" (CMake quotes some paths): the quotes go
          std::string Word = Part.trim().str();
          Word.erase(std::remove(Word.begin(), Word.end(), '"'), Word.end());
          Out.push_back(Word);
        }
    }
  }
  return Out;
}

/// An include folder of a CUDA installation (it holds cuda_runtime_api.h), as
/// Makefiles name it (-I$(CUDA_PATH)/include): parsed with the bundled
/// headers, its real headers would win over them (-I comes before -isystem)
/// and do not parse as clang parses CUDA here.
static bool isCudaInstallInclude(llvm::StringRef Dir, const std::string &Directory) {
  llvm::SmallString<256> P(Dir);
  if (llvm::sys::path::is_relative(P) && !Directory.empty()) {
    P = Directory;
    llvm::sys::path::append(P, Dir);
  }
  llvm::sys::path::append(P, "cuda_runtime_api.h");
  return llvm::sys::fs::exists(P);
}

/// The folder an include flag names (-I dir, -Idir, -isystem dir, ...), or "".
static llvm::StringRef includeFolder(const CommandLineArguments &Args, size_t I) {
  llvm::StringRef A = Args[I];
  for (llvm::StringRef Flag : {"-I", "-isystem", "-iquote", "-idirafter"}) {
    if (A == Flag) return I + 1 < Args.size() ? llvm::StringRef(Args[I + 1]) : "";
    if (A.starts_with(Flag) && !(Flag == "-I" && A.starts_with("-isystem"))) return A.drop_front(Flag.size());
  }
  return "";
}

/// nvcc's spellings of the flags the parse keeps, in clang's: its long names
/// (`--include-path DIR`, `--system-include=DIR` ...) and `-FLAG=VALUE`
/// (nvcc takes a value after a space or an `=`, also for -I and -isystem:
/// CMake's response files hold `-isystem=DIR`; clang would read `=DIR` as a
/// folder under the sysroot). Other compilers' commands are left as they are.
static CommandLineArguments clangSpellings(const CommandLineArguments &Args) {
  if (Args.empty() || !llvm::sys::path::filename(Args.front()).contains("nvcc")) return Args;
  static const std::pair<llvm::StringRef, llvm::StringRef> Names[] = {
      {"--include-path", "-I"},  {"--system-include", "-isystem"}, {"--define-macro", "-D"},
      {"--undefine-macro", "-U"}, {"--pre-include", "-include"},   {"-isystem", "-isystem"},
      {"-include", "-include"},  {"-I", "-I"},                     {"-D", "-D"},
      {"-U", "-U"}};
  CommandLineArguments Out{Args.front()};
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    bool Done = false;
    for (auto [Nvcc, Clang] : Names) {
      bool Long = Nvcc.starts_with("--");
      if (Long && A == Nvcc && I + 1 < Args.size()) {
        Out.insert(Out.end(), {Clang.str(), Args[++I]});
      } else if (A.size() > Nvcc.size() + 1 && A.starts_with(Nvcc) && A[Nvcc.size()] == '=') {
        Out.insert(Out.end(), {Clang.str(), A.drop_front(Nvcc.size() + 1).str()});
      } else {
        continue;
      }
      Done = true;
      break;
    }
    if (!Done) Out.push_back(Args[I]);
  }
  return Out;
}

ProjectFlags projectFlags(const CommandLineArguments &RawArgs, llvm::StringRef File, const std::string &Directory,
                          const std::string &CudaPath) {
  CommandLineArguments Args = clangSpellings(expandResponseFiles(RawArgs, Directory));
  ProjectFlags P;
  for (size_t I = 1; I + 1 < Args.size(); ++I)
    P.AsCuda |= Args[I] == "-x" && llvm::StringRef(Args[I + 1]).starts_with("cu");
  for (const std::string &A : Args) P.AsCuda |= A == "-xcu" || A == "-xcuda";
  // A C file: the host C compiler builds it (nvcc hands .c files to gcc).
  P.AsC = File.ends_with(".c") && !P.AsCuda;
  for (size_t I = 1; I < Args.size(); ++I) {
    llvm::StringRef A = Args[I];
    // OpenMP for the host compiler (-fopenmp, -Xcompiler -fopenmp, -Xcompiler=-fopenmp,-O3, -qopenmp):
    // nvcc's host pass then defines _OPENMP, and the program's conditions on it keep that value.
    P.OpenMP |= A.contains("-fopenmp") || A.contains("-qopenmp");
    llvm::StringRef Folder = includeFolder(Args, I);
    if (CudaPath.empty() && !Folder.empty() && isCudaInstallInclude(Folder, Directory)) {
      if (A == "-I" || A == "-isystem" || A == "-iquote" || A == "-idirafter") ++I;
      continue;
    }
    if (keptWithValue(A) && I + 1 < Args.size()) {
      P.Flags.push_back(Args[I]);
      P.Flags.push_back(Args[++I]);
    } else if (keptJoined(A)) {
      if (P.AsC && A.contains("std=") && A.contains("++")) continue; // a C++ standard says nothing of C
      P.HasStd |= A.contains("std=");
      P.Flags.push_back(A.starts_with("--std=") ? "-std=" + A.drop_front(6).str() : Args[I]);
    }
  }
  return P;
}

clang::tooling::ArgumentsAdjuster cudaParseAdjuster(const std::string &BundledIncludeDir,
                                                    const std::string &CudaPath, const std::string &Directory) {
  return [=](const CommandLineArguments &RawArgs, llvm::StringRef File) {
    ProjectFlags P = projectFlags(RawArgs, File, Directory, CudaPath);
    CommandLineArguments Out;
    if (!RawArgs.empty()) Out.push_back(RawArgs.front()); // the compiler's name
    Out.insert(Out.end(), P.Flags.begin(), P.Flags.end());
    bool HasStd = P.HasStd, OpenMP = P.OpenMP, AsC = P.AsC, AsCuda = P.AsCuda;
    if (OpenMP) Out.push_back("-D_OPENMP=201511");
    if (AsC) {
      // C as gcc 12 takes it: old C (implicit declarations and int, loose
      // pointer conversions) gets warnings, not errors. The CUDA runtime API
      // is declared: the file calls it through its own include of
      // cuda_runtime_api.h, or through C's implicit declarations, which the
      // CUDA runtime library resolved at link time.
      for (const char *F : {"-x", "c", "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
                            "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types"})
        Out.push_back(F);
      if (!HasStd) Out.push_back("-std=gnu17");
      Out.push_back("-isystem");
      Out.push_back(CudaPath.empty() ? BundledIncludeDir : CudaPath + "/include");
      Out.push_back("-include");
      Out.push_back("cuda_runtime_api.h");
      Out.push_back("-resource-dir");
      Out.push_back(C2O_CLANG_RESOURCE_DIR);
      Out.push_back("-fsyntax-only");
      Out.push_back(File.str());
      return Out;
    }
    Out.push_back("-x");
    Out.push_back("cuda");
    Out.push_back("--cuda-host-only");
    if (!HasStd) Out.push_back("-std=c++17");
    Out.push_back("-Wno-unknown-cuda-version");
    Out.push_back("-Wno-register"); // nvcc accepts `register` in C++17; the keyword rule removes it
    // `"text"MACRO`: two tokens, as for GCC (-Wliteral-suffix); the output gets a space (output/LiteralSuffixes.h)
    Out.push_back("-Wno-reserved-user-defined-literal");
    if (CudaPath.empty()) {
      Out.push_back("-nocudainc");
      Out.push_back("-nocudalib");
      Out.push_back("-isystem");
      Out.push_back(BundledIncludeDir);
      // nvcc includes cuda_runtime.h before a .cu file; a host C++ file that
      // the host compiler builds sees CUDA only through its own includes (and
      // may define names the CUDA headers declare, such as umin).
      if (File.ends_with(".cu") || File.ends_with(".cuh") || AsCuda) {
        Out.push_back("-include");
        Out.push_back("cuda_runtime.h");
      } else {
        // The parse is CUDA's (-x cuda): clang's wrappers of the standard
        // headers need what c2o_host_parse.h gives, and nothing of CUDA.
        Out.push_back("-include");
        Out.push_back("c2o_host_parse.h");
      }
    } else {
      Out.push_back("--cuda-path=" + CudaPath);
      Out.push_back("-nocudalib");
    }
    Out.push_back("-resource-dir");
    Out.push_back(C2O_CLANG_RESOURCE_DIR);
    Out.push_back("-fsyntax-only");
    Out.push_back(File.str());
    return Out;
  };
}

} // namespace c2o
