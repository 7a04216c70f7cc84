#include "tools/VerifyOutputs.h"
#include "tools/RunReport.h"
#include "frontend/CudaParseArgs.h"
#include "output/LineMapping.h"
#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/ThreadPool.h"
#include <map>

namespace c2o {

using namespace llvm;

namespace {

/// Is \p Std (c++20, gnu++2b ...) a C++ standard of 2017 or later?
bool cxxStdAtLeast17(StringRef Std) {
  if (!Std.consume_front("c++") && !Std.consume_front("gnu++")) return false;
  return !(Std == "98" || Std == "03" || Std == "0x" || Std == "11" || Std == "1y" || Std == "14" || Std == "1z");
}

/// The input's flags that decide what the output's includes and macros are:
/// those the parse took (frontend/CudaParseArgs: projectFlags, response files
/// and nvcc's spellings included, then --extra-arg), each relative folder or
/// file made absolute against the compile command's folder, where the parse
/// ran; a folder or forced include under --in-root is looked up in --out-root
/// first, where its translation is. The warning flags are left out.
std::vector<std::string> includeFlags(const std::string &Input, const clang::tooling::CompilationDatabase &DB,
                                      const VerifySettings &S) {
  std::vector<clang::tooling::CompileCommand> Cmds = DB.getCompileCommands(Input);
  std::vector<std::string> Line = Cmds.empty() ? std::vector<std::string>{"cc"} : Cmds.front().CommandLine;
  std::string Dir = absolutePath(Cmds.empty() || Cmds.front().Directory.empty() ? "." : Cmds.front().Directory);
  ProjectFlags P = projectFlags(Line, Input, Dir, S.CudaPath);
  ProjectFlags Extra = projectFlags([&] {
    std::vector<std::string> E{"cc"};
    E.insert(E.end(), S.ExtraArgs.begin(), S.ExtraArgs.end());
    return E;
  }(), Input, Dir, S.CudaPath);
  P.Flags.insert(P.Flags.end(), Extra.Flags.begin(), Extra.Flags.end());

  std::vector<std::string> Out;
  std::string InRoot = resolvedPath(S.Plan.InRoot.empty() ? "." : S.Plan.InRoot);
  std::string OutRoot = absolutePath(S.Plan.OutRoot.empty() ? "cuda2omp_out" : S.Plan.OutRoot);
  bool UnderRoot = !S.Plan.InPlace && S.Plan.OutputFile.empty();
  auto Place = [&](StringRef Flag, StringRef P, bool IsFolder) {
    SmallString<256> Abs(P);
    if (!sys::path::is_absolute(Abs)) sys::fs::make_absolute(Dir, Abs);
    std::string Real = resolvedPath(std::string(Abs));
    StringRef Rel(Real);
    // The translated copy of a project folder comes first (a forced include: instead).
    if (UnderRoot && (Rel == InRoot || Rel.consume_front(InRoot + "/"))) {
      SmallString<256> Mirror(OutRoot);
      if (Rel != InRoot) sys::path::append(Mirror, Rel);
      if (IsFolder ? sys::fs::is_directory(Mirror) : sys::fs::exists(Mirror)) {
        Out.insert(Out.end(), {Flag.str(), std::string(Mirror)});
        if (!IsFolder) return;
      }
    }
    Out.insert(Out.end(), {Flag.str(), Real});
  };
  const std::vector<std::string> &F = P.Flags;
  for (size_t I = 0; I < F.size(); ++I) {
    StringRef A = F[I];
    bool Done = false;
    // A forced include that names no file from the command's folder is found
    // through the include folders: a CUDA header (-include cuda_fp16.h) that
    // the parse had from the bundled ones, which the output does not need.
    if (A == "-include" && I + 1 < F.size()) {
      SmallString<256> Abs(F[I + 1]);
      if (!sys::path::is_absolute(Abs)) sys::fs::make_absolute(Dir, Abs);
      if (!sys::fs::exists(Abs)) {
        ++I;
        continue;
      }
    }
    for (StringRef Flag : {"-isystem", "-iquote", "-idirafter", "-include", "-I"}) {
      if (A == Flag && I + 1 < F.size()) Place(Flag, F[++I], Flag != "-include");
      else if (A.starts_with(Flag) && A.size() > Flag.size() && Flag != "-include") Place(Flag, A.drop_front(Flag.size()), true);
      else continue;
      Done = true;
      break;
    }
    if (Done) continue;
    if ((A == "-D" || A == "-U") && I + 1 < F.size()) Out.push_back(A.str() + F[++I]);
    else if (A.starts_with("-D") || A.starts_with("-U")) Out.push_back(A.str());
    else if (A.starts_with("-std=") && cxxStdAtLeast17(A.drop_front(5))) Out.push_back(A.str()); // the output needs C++17
  }
  return Out;
}

struct OutputFile {
  std::string Source; ///< its input file
  std::string SourceText;
  std::string Text;
};

Diagnostic make(DiagID ID, const std::string &File, unsigned Line, unsigned Col, const std::string &Arg) {
  Diagnostic D;
  D.ID = ID;
  D.File = File;
  D.Line = Line;
  D.Column = Col;
  D.Text = formatMessage(ID, {Arg});
  return D;
}

std::vector<Diagnostic> verifyOne(const std::string &Out, const std::string &Input, const std::vector<std::string> &Flags,
                                  const std::map<std::string, OutputFile> &Files, const VerifySettings &S) {
  ErrorOr<std::string> Prog = StringRef(S.Compiler).contains('/') ? ErrorOr<std::string>(S.Compiler)
                                                                   : sys::findProgramByName(S.Compiler);
  if (!Prog || !sys::fs::can_execute(*Prog))
    return {make(DiagID::OutputNotVerified, Out, 0, 0, "'" + S.Compiler + "' was not found")};
  SmallString<128> Log;
  if (sys::fs::createTemporaryFile("c2o-verify", "txt", Log))
    return {make(DiagID::OutputNotVerified, Out, 0, 0, "no temporary file for the compiler's messages")};
  sys::RemoveFileOnSignal(Log); // Ctrl-C during the check leaves nothing in the temporary folder
  // A C file's translation is C (the helpers are C11 as well as C++), built as gcc takes it.
  bool AsC = StringRef(Out).ends_with(".c");
  std::vector<std::string> Args = {*Prog, "-fsyntax-only", "-fopenmp", AsC ? "-std=gnu17" : "-std=c++17", "-x",
                                   AsC ? "c" : "c++", "-fno-caret-diagnostics", "-fno-color-diagnostics", "-ferror-limit=0",
                                   "-Wno-everything", "-I", S.HelpersDir};
  for (const std::string &F : Flags)
    if (!AsC || !StringRef(F).starts_with("-std=")) Args.push_back(F); // a C++ standard says nothing of C
  Args.push_back(Out);
  std::vector<StringRef> Refs(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(""), StringRef(Log)};
  std::string Why;
  int RC = sys::ExecuteAndWait(*Prog, Refs, std::nullopt, Redirects, /*SecondsToWait=*/300, 0, &Why);
  auto Buf = MemoryBuffer::getFile(Log);
  sys::fs::remove(Log);
  sys::DontRemoveFileOnSignal(Log);
  if (RC < 0) return {make(DiagID::OutputNotVerified, Out, 0, 0, "'" + S.Compiler + "' did not run: " + Why)};
  if (RC == 0) return {};
  static const Regex Error("^(.*):([0-9]+):([0-9]+): (fatal error|error): (.*)$");
  std::vector<Diagnostic> Diags;
  unsigned Errors = 0;
  SmallVector<StringRef, 0> Lines;
  if (Buf) (*Buf)->getBuffer().split(Lines, '\n');
  std::map<std::string, std::vector<unsigned>> Maps;
  for (StringRef L : Lines) {
    SmallVector<StringRef, 6> M;
    if (!Error.match(L, &M)) continue;
    if (++Errors > 20) continue;
    unsigned Line = 0, Col = 0;
    to_integer(M[2], Line);
    to_integer(M[3], Col);
    std::string Where = M[1].str() + ":" + M[2].str() + ":" + M[3].str();
    auto F = Files.find(resolvedPath(M[1].str()));
    if (F == Files.end()) { // a file the run did not write (a system or an original header)
      Diags.push_back(make(DiagID::OutputDoesNotCompile, Input, 0, 0, M[5].str() + " (" + Where + ")"));
      continue;
    }
    std::vector<unsigned> &Map = Maps[F->first];
    if (Map.empty()) Map = mapOutputLinesToInput(F->second.Text, F->second.SourceText);
    unsigned At = Line >= 1 && Line <= Map.size() ? Map[Line - 1] : 1;
    Diags.push_back(make(DiagID::OutputDoesNotCompile, F->second.Source, At, Col, M[5].str() + " (" + Where + ")"));
  }
  if (Errors > 20)
    Diags.push_back(make(DiagID::OutputDoesNotCompile, Input, 0, 0,
                         std::to_string(Errors - 20) + " more errors not shown (compile '" + Out + "' to see them)"));
  if (Diags.empty()) // it failed without an error line (a crash, a missing option)
    Diags.push_back(make(DiagID::OutputNotVerified, Out, 0, 0, "'" + S.Compiler + "' exited with " + std::to_string(RC)));
  return Diags;
}

std::string readFile(const std::string &P) {
  auto Buf = MemoryBuffer::getFile(P);
  return Buf ? (*Buf)->getBuffer().str() : std::string();
}

} // namespace

bool verifyProject(ProjectPlan &Project, const std::vector<std::string> &Inputs,
                   const std::vector<std::string> &Written, const clang::tooling::CompilationDatabase &DB,
                   const VerifySettings &S) {
  // Every file written: where its errors go, and the texts to map lines between.
  std::map<std::string, OutputFile> Files;
  for (const PlannedFile &F : Project.Files) {
    if (F.Path == "-") continue;
    // With --inplace the source now holds the translation; its original is the backup.
    std::string Original = readFile(S.Plan.InPlace ? F.Source + ".orig" : F.Source);
    Files[resolvedPath(F.Path)] = {F.Source, Original, F.Text};
  }
  std::vector<std::vector<Diagnostic>> Found(Inputs.size());
  auto One = [&](size_t I) {
    if (Written[I].empty() || Written[I] == "-") return;
    Found[I] = verifyOne(Written[I], Inputs[I], includeFlags(Inputs[I], DB, S), Files, S);
    if (S.Checked) S.Checked(I, Found[I]);
  };
  if (S.Jobs > 1 && Inputs.size() > 1) {
    DefaultThreadPool Pool(hardware_concurrency(S.Jobs));
    for (size_t I = 0; I < Inputs.size(); ++I) Pool.async([&, I] { One(I); });
    Pool.wait();
  } else {
    for (size_t I = 0; I < Inputs.size(); ++I) One(I);
  }
  bool Failed = false;
  for (size_t I = 0; I < Inputs.size(); ++I)
    for (Diagnostic &D : Found[I]) {
      Failed |= D.ID == DiagID::OutputDoesNotCompile;
      Project.Inputs[I].Diags.push_back(std::move(D));
    }
  return Failed;
}

bool verifyWithoutWriting(ProjectPlan &Project, const std::vector<std::string> &Inputs,
                          const std::vector<TranslationResult> &Results, const std::vector<int> &Codes,
                          const std::set<DiagID> &Suppressed, const clang::tooling::CompilationDatabase &DB,
                          VerifySettings S) {
  SmallString<128> Tmp;
  if (sys::fs::createUniqueDirectory("cuda2omp-report-only", Tmp)) return false;
  std::string Folder(Tmp);
  OutputPlan Scratch{"", Folder, S.Plan.InRoot, false};
  if (!S.Plan.OutputFile.empty()) Scratch = {Folder + "/" + sys::path::filename(S.Plan.OutputFile).str(), "", S.Plan.InRoot, false};
  ProjectPlan P = planProject(Inputs, Results, Codes, Scratch);
  dropSuppressed(P, Suppressed);
  // Where each scratch file stands for the run's own (the plans list the same files in the same order).
  std::vector<std::pair<std::string, std::string>> Names;
  std::vector<std::string> Written(Inputs.size());
  for (size_t K = 0; K < P.Files.size(); ++K) {
    const PlannedFile &F = P.Files[K];
    bool Same = K < Project.Files.size() && Project.Files[K].Source == F.Source;
    if (Same && Project.Files[K].Path == "-") continue; // -o -: the run writes no file to check
    if (Error E = writeFileAtomically(F.Path, F.Text, false)) {
      consumeError(std::move(E));
      continue;
    }
    sys::RemoveFileOnSignal(F.Path);
    if (F.Main) Written[F.Input] = F.Path;
    if (Same) Names.push_back({F.Path, Project.Files[K].Path});
  }
  // What the check finds, told with the run's own paths.
  auto Renamed = [&](std::vector<Diagnostic> Diags) {
    for (Diagnostic &D : Diags)
      for (const auto &[From, To] : Names) {
        for (size_t At; (At = D.Text.find(From)) != std::string::npos;) D.Text.replace(At, From.size(), To);
        if (D.File == From) D.File = To;
      }
    return Diags;
  };
  auto Checked = S.Checked;
  if (Checked) S.Checked = [&](size_t I, const std::vector<Diagnostic> &Found) { Checked(I, Renamed(Found)); };
  S.Plan = Scratch;
  std::vector<size_t> Known; // the diagnostics before the check
  for (const InputOutcome &O : P.Inputs) Known.push_back(O.Diags.size());
  bool Failed = verifyProject(P, Inputs, Written, DB, S);
  for (size_t I = 0; I < Inputs.size(); ++I) {
    std::vector<Diagnostic> Found(P.Inputs[I].Diags.begin() + Known[I], P.Inputs[I].Diags.end());
    for (Diagnostic &D : Renamed(std::move(Found))) Project.Inputs[I].Diags.push_back(std::move(D));
  }
  for (const PlannedFile &F : P.Files) sys::DontRemoveFileOnSignal(F.Path);
  sys::fs::remove_directories(Folder);
  return Failed;
}

} // namespace c2o
