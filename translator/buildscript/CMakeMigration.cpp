#include "buildscript/CMakeMigration.h"
#include "buildscript/CMakeScript.h"
#include "buildscript/CommandRewrite.h"
#include "buildscript/NvccOptions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include <algorithm>
#include <map>
#include <set>

namespace c2o {

using namespace llvm;
using cmake::ArgKind;
using cmake::Argument;
using cmake::Command;
using cmake::Script;

namespace {

enum class Action { Rename, Remove, Keep, Languages, Package, Executable, Library, Flags };
struct Row {
  StringRef Name;
  Action A;
  StringRef Replacement;
  StringRef Reason;
};

const Row CommandRows[] = {
#define C2O_CMAKE_COMMAND(N, A, R, W) {N, Action::A, R, W},
#include "buildscript/CMakeMappings.def"
#undef C2O_CMAKE_COMMAND
};
const Row PropertyRows[] = {
#define C2O_CMAKE_PROPERTY(N, A, R, W) {N, Action::A, R, W},
#include "buildscript/CMakeMappings.def"
#undef C2O_CMAKE_PROPERTY
};
const Row VariableRows[] = {
#define C2O_CMAKE_VARIABLE(N, A, R, W) {N, Action::A, R, W},
#include "buildscript/CMakeMappings.def"
#undef C2O_CMAKE_VARIABLE
};
const Row LinkRows[] = {
#define C2O_CMAKE_LINK(N, A, R, W) {N, Action::A, R, W},
#include "buildscript/CMakeMappings.def"
#undef C2O_CMAKE_LINK
};
struct Word {
  StringRef Prefix, Replacement;
};
const Word WordRows[] = {
#define C2O_CMAKE_WORD(P, R) {P, R},
#include "buildscript/CMakeMappings.def"
#undef C2O_CMAKE_WORD
};

const Row *findRow(ArrayRef<Row> Rows, StringRef Name) {
  for (const Row &R : Rows)
    if (R.Name == Name) return &R;
  return nullptr;
}

const char *const Helpers = "cuda2omp::helpers";

/// Options as arguments of a command, each read back as one (quoted when needed).
std::string asArguments(ArrayRef<std::string> Options) {
  std::string Out;
  for (const std::string &O : Options) Out += (Out.empty() ? "" : " ") + cmake::asArgument(O);
  return Out;
}
std::string offloadCall(StringRef Target) {
  return "cuda2omp_offload_options(TARGET " + cmake::asArgument(Target) + " ARCH ${CUDA2OMP_OFFLOAD_ARCH})";
}

/// One target the file defines.
struct Target {
  size_t Cmd = 0;
  enum Kind { Executable, Library, Interface } K = Executable;
  bool FindCuda = false;     ///< cuda_add_executable/library: plain link signature
  bool Offload = false;      ///< builds translated CUDA code
  bool LinksHelpers = false; ///< a CUDA:: link of it became cuda2omp::helpers
  bool Plain = false;        ///< target_link_libraries without PUBLIC/PRIVATE/INTERFACE
  std::vector<std::string> Options; ///< C++ options from nvcc OPTIONS
};

class Migrator {
public:
  Migrator(StringRef Path, const Script &S, const CMakeMigrationOptions &Opts) : Path(Path), S(S), T(S.Text), Opts(Opts) {}

  CMakeMigration run() {
    collectFacts();
    for (size_t I = 0; I < S.Commands.size(); ++I) migrateCommand(I);
    addTargetLines();
    CMakeMigration M;
    M.Text = apply();
    M.Diags = std::move(Diags);
    M.CommandsChanged = Changed;
    return M;
  }

private:
  StringRef Path;
  const Script &S;
  const std::string &T;
  const CMakeMigrationOptions &Opts;

  std::set<std::string> CudaSourceNames; // sources compiled as CUDA by a LANGUAGE property
  std::set<std::string> CudaVars;        // variables holding CUDA sources
  std::map<std::string, Target> Targets;
  std::vector<std::string> TargetOrder;
  size_t PackagePlace = SIZE_MAX; // command after which (or at which) find_package(cuda2omp) goes
  bool PackageReplaces = false;   // ... at a find_package(CUDA) it replaces

  struct FileEdit {
    size_t B, E;
    int Order; // at one offset: lines added after a command, then comments, then the replacement
    std::string Text;
  };
  std::vector<FileEdit> Edits;
  std::vector<Diagnostic> Diags;
  unsigned Changed = 0;

  // ---- text helpers -------------------------------------------------------
  size_t lineStart(size_t Off) const {
    size_t P = T.rfind('\n', Off == 0 ? 0 : Off - 1);
    return (P == std::string::npos || Off == 0) ? 0 : P + 1;
  }
  /// The offset just past the end of the line holding \p Off.
  size_t nextLine(size_t Off) const {
    size_t P = T.find('\n', Off);
    return P == std::string::npos ? T.size() : P + 1;
  }
  /// Whether \p Off lies inside a command (after its name, up to its ')').
  bool withinOtherCommand(size_t Off) const {
    for (const Command &O : S.Commands)
      if (O.Begin < Off && Off < O.End) return true;
    return false;
  }
  std::string indentOf(const Command &C) const {
    size_t LS = lineStart(C.Begin);
    StringRef Before = StringRef(T).slice(LS, C.Begin);
    return Before.find_first_not_of(" \t") == StringRef::npos ? Before.str() : std::string();
  }
  std::string shortText(const Command &C) const {
    std::string Out;
    bool Space = false;
    for (char Ch : StringRef(T).slice(C.Begin, C.End)) {
      if (Ch == ' ' || Ch == '\t' || Ch == '\n' || Ch == '\r') {
        Space = true;
        continue;
      }
      if (Space && !Out.empty() && Out.back() != '(' && Ch != ')') Out += ' ';
      Space = false;
      Out += Ch;
    }
    if (Out.size() > 90) Out = Out.substr(0, 86) + " ...";
    return Out;
  }

  // ---- diagnostics --------------------------------------------------------
  void diag(const Command &C, DiagID ID, std::vector<std::string> Args) {
    Diagnostic D;
    D.ID = ID;
    D.File = Path.str();
    D.Line = C.Line;
    D.Column = C.Column;
    D.Offset = C.Begin;
    D.Text = formatMessage(ID, Args);
    // One comment line, whatever the arguments hold (an option quoted over two lines).
    std::string Comment = D.Text;
    std::replace_if(Comment.begin(), Comment.end(), [](char Ch) { return Ch == '\n' || Ch == '\r'; }, ' ');
    size_t At = lineStart(C.Begin);
    if (withinOtherCommand(At)) // foo(a\nb) check_language(CUDA): the comment goes right before the command
      Edits.push_back({C.Begin, C.Begin, 1, std::string("# ") + diagInfo(ID).ID + ": " + Comment + "\n"});
    else
      Edits.push_back({At, At, 1, indentOf(C) + "# " + diagInfo(ID).ID + ": " + Comment + "\n"});
    Diags.push_back(std::move(D));
  }

  // ---- file-level edits ---------------------------------------------------
  void replaceCommand(const Command &C, std::string Text) {
    Edits.push_back({C.Begin, C.End, 2, std::move(Text)});
    ++Changed;
  }
  void removeCommand(const Command &C) {
    size_t LS = lineStart(C.Begin);
    bool AloneBefore = StringRef(T).slice(LS, C.Begin).find_first_not_of(" \t") == StringRef::npos;
    size_t After = C.End;
    while (After < T.size() && (T[After] == ' ' || T[After] == '\t')) ++After;
    if (AloneBefore && (After >= T.size() || T[After] == '\n' || T[After] == '\r'))
      Edits.push_back({LS, nextLine(C.End), 2, ""});
    else if (AloneBefore && T[After] == '#') // keep the comment after it
      Edits.push_back({LS, After, 2, indentOf(C)});
    else
      Edits.push_back({C.Begin, After, 2, ""});
    ++Changed;
  }
  void addLinesAfter(const Command &C, const std::vector<std::string> &Lines) {
    std::string Text, Ind = indentOf(C);
    size_t At = nextLine(C.End);
    if (withinOtherCommand(At - 1)) { // add_executable(e a.cu) set(X\n...): right after the command
      At = C.End;
      Text += "\n";
    } else if (At == T.size() && (T.empty() || T.back() != '\n')) {
      Text += "\n";
    }
    for (const std::string &L : Lines) Text += Ind + L + "\n";
    Edits.push_back({At, At, 0, Text});
    ++Changed;
  }
  std::string apply() const {
    std::vector<FileEdit> Sorted = Edits;
    std::stable_sort(Sorted.begin(), Sorted.end(), [](const FileEdit &A, const FileEdit &B) {
      return A.B != B.B ? A.B < B.B : A.Order < B.Order;
    });
    std::string Out;
    size_t Cur = 0;
    for (const FileEdit &E : Sorted) {
      if (E.B < Cur) continue;
      Out.append(T, Cur, E.B - Cur);
      Out += E.Text;
      Cur = std::max(Cur, E.E);
    }
    Out.append(T, Cur, std::string::npos);
    return Out;
  }

  // ---- facts --------------------------------------------------------------
  bool isCudaSource(const Argument &A) const {
    if (A.Kind != ArgKind::Unquoted && A.Kind != ArgKind::Quoted) return false;
    StringRef V = A.Value;
    if (V.ends_with(".cu") || CudaSourceNames.count(V.str())) return true;
    for (const std::string &Var : CudaVars)
      if (V.contains("${" + Var + "}")) return true;
    return false;
  }
  static bool isCudaWord(const Argument &A) { return A.isWord("CUDA"); }

  /// The index of the first argument equal to \p W, or SIZE_MAX.
  static size_t findWord(const Command &C, StringRef W, size_t From = 0) {
    for (size_t I = From; I < C.Args.size(); ++I)
      if (C.Args[I].isWord(W)) return I;
    return SIZE_MAX;
  }

  void markTarget(StringRef Name, void (*F)(Target &)) {
    auto It = Targets.find(Name.str());
    if (It != Targets.end()) F(It->second);
  }

  void collectFacts() {
    // Sources given LANGUAGE CUDA, wherever in the file.
    for (const Command &C : S.Commands) {
      if (C.Lower == "set_source_files_properties" || C.Lower == "set_property") {
        size_t K = C.Lower == "set_property" ? findWord(C, "PROPERTY") : findWord(C, "PROPERTIES");
        size_t L = findWord(C, "LANGUAGE", K == SIZE_MAX ? 0 : K);
        if (K == SIZE_MAX || L == SIZE_MAX || L + 1 >= C.Args.size() || !isCudaWord(C.Args[L + 1])) continue;
        size_t From = C.Lower == "set_property" ? 1 : 0;
        if (C.Lower == "set_property" && (C.Args.empty() || !C.Args[0].isWord("SOURCE"))) continue;
        for (size_t I = From; I < K; ++I)
          if (!C.Args[I].isWord("APPEND") && !C.Args[I].isWord("APPEND_STRING") && !C.Args[I].isWord("DIRECTORY") &&
              !C.Args[I].isWord("TARGET_DIRECTORY"))
            CudaSourceNames.insert(C.Args[I].Value);
      }
    }
    size_t ProjectCmd = SIZE_MAX, CudaPackageCmd = SIZE_MAX;
    bool CudaProject = false;
    for (size_t Idx = 0; Idx < S.Commands.size(); ++Idx) {
      const Command &C = S.Commands[Idx];
      const auto &A = C.Args;
      if (C.Lower == "project" && ProjectCmd == SIZE_MAX) {
        ProjectCmd = Idx;
        CudaProject = findWord(C, "CUDA", 1) != SIZE_MAX;
      } else if (C.Lower == "enable_language" && findWord(C, "CUDA") != SIZE_MAX) {
        CudaProject = true;
      } else if (C.Lower == "find_package" && !A.empty() && (A[0].isWord("CUDA") || A[0].isWord("CUDAToolkit"))) {
        if (CudaPackageCmd == SIZE_MAX) CudaPackageCmd = Idx;
      } else if ((C.Lower == "set" && !A.empty()) ||
                 (C.Lower == "list" && A.size() > 1 && (A[0].isWord("APPEND") || A[0].isWord("PREPEND")))) {
        size_t From = C.Lower == "set" ? 1 : 2;
        for (size_t I = From; I < A.size(); ++I)
          if (isCudaSource(A[I])) CudaVars.insert(A[C.Lower == "set" ? 0 : 1].Value);
      } else if (C.Lower == "file" && A.size() > 2 && (A[0].isWord("GLOB") || A[0].isWord("GLOB_RECURSE"))) {
        for (size_t I = 2; I < A.size(); ++I)
          if (StringRef(A[I].Value).ends_with(".cu")) CudaVars.insert(A[1].Value);
      } else if ((C.Lower == "add_executable" || C.Lower == "add_library" || C.Lower == "cuda_add_executable" ||
                  C.Lower == "cuda_add_library") && !A.empty()) {
        // A target's name is a word ("add_library((h ...)" names none).
        if (A[0].Kind != ArgKind::Unquoted && A[0].Kind != ArgKind::Quoted) continue;
        if (findWord(C, "IMPORTED") != SIZE_MAX || findWord(C, "ALIAS") != SIZE_MAX) continue;
        Target Tg;
        Tg.Cmd = Idx;
        Tg.K = C.Lower.find("executable") != std::string::npos ? Target::Executable
               : findWord(C, "INTERFACE") == 1              ? Target::Interface
                                                            : Target::Library;
        Tg.FindCuda = StringRef(C.Lower).starts_with("cuda_");
        Tg.Offload = Tg.FindCuda;
        Tg.Plain = Tg.FindCuda;
        for (size_t I = 1; I < A.size(); ++I) Tg.Offload |= isCudaSource(A[I]);
        if (!Targets.count(A[0].Value)) TargetOrder.push_back(A[0].Value);
        Targets[A[0].Value] = Tg;
      } else if (C.Lower == "target_sources" && !A.empty()) {
        for (size_t I = 1; I < A.size(); ++I)
          if (isCudaSource(A[I])) markTarget(A[0].Value, [](Target &Tg) { Tg.Offload = true; });
      } else if (C.Lower == "target_link_libraries" && A.size() > 1) {
        bool Keyword = A[1].isWord("PUBLIC") || A[1].isWord("PRIVATE") || A[1].isWord("INTERFACE");
        if (!Keyword) markTarget(A[0].Value, [](Target &Tg) { Tg.Plain = true; });
        for (size_t I = 1; I < A.size(); ++I)
          if (const Row *R = findRow(LinkRows, A[I].Value)) {
            markTarget(A[0].Value, [](Target &Tg) { Tg.Offload = true; });
            if (R->A == Action::Rename && R->Replacement == Helpers)
              markTarget(A[0].Value, [](Target &Tg) { Tg.LinksHelpers = true; });
          }
      } else if (C.Lower == "set_target_properties" || C.Lower == "set_property" ||
                 C.Lower == "target_compile_features" || C.Lower == "target_compile_options") {
        bool Cuda = false;
        for (const Argument &Arg : A)
          Cuda |= StringRef(Arg.Value).starts_with("CUDA_") || StringRef(Arg.Value).starts_with("cuda_std_") ||
                  StringRef(Arg.Value).contains("COMPILE_LANGUAGE:CUDA");
        if (!Cuda) continue;
        size_t From = 0, To = 1;
        if (C.Lower == "set_target_properties") To = findWord(C, "PROPERTIES");
        if (C.Lower == "set_property") {
          if (A.empty() || !A[0].isWord("TARGET")) continue;
          From = 1;
          To = findWord(C, "PROPERTY");
        }
        for (size_t I = From; I < To && I < A.size(); ++I)
          markTarget(A[I].Value, [](Target &Tg) { Tg.Offload = true; });
      }
    }
    bool WantPackage = Opts.TopLevel || CudaProject || CudaPackageCmd != SIZE_MAX;
    if (!WantPackage) return;
    if (CudaPackageCmd != SIZE_MAX && (ProjectCmd == SIZE_MAX || CudaPackageCmd > ProjectCmd)) {
      PackagePlace = CudaPackageCmd;
      PackageReplaces = true;
    } else if (ProjectCmd != SIZE_MAX) {
      PackagePlace = ProjectCmd;
    }
  }

  /// find_package(cuda2omp) and the GPU setting, once per file.
  std::vector<std::string> packageLines() const {
    std::vector<std::string> L = {"find_package(cuda2omp REQUIRED)"};
    L.push_back(formatv("set(CUDA2OMP_OFFLOAD_ARCH \"{0}\" CACHE STRING \"GPU of the OpenMP offload build: gfx90a, "
                          "gfx942, sm_90, ... or host (cuda2omp --offload-arch)\")",
                          Opts.OffloadArch)
                      .str());
    return L;
  }

  // ---- per command --------------------------------------------------------
  /// add_executable/cuda_add_executable, add_library/cuda_add_library: the
  /// name of its row; FindCUDA's keywords among the sources moved after the
  /// name; OPTIONS (nvcc's) mapped and kept as the target's options.
  void migrateTarget(const Command &C, const Row &TargetRow, CommandRewrite &RW, std::set<size_t> &Done) {
    const auto &A = C.Args;
    RW.replaceName(TargetRow.Replacement);
    size_t Opt = findWord(C, "OPTIONS", 1);
    // FindCUDA takes STATIC, WIN32, ... anywhere among the sources; add_* right after the name.
    std::string Moved;
    bool Leading = true;
    for (size_t I = 1; I < std::min(Opt, A.size()); ++I) {
      StringRef V = A[I].Value;
      bool Keyword = A[I].Kind == ArgKind::Unquoted &&
                     (V == "STATIC" || V == "SHARED" || V == "MODULE" || V == "EXCLUDE_FROM_ALL" || V == "WIN32" ||
                      V == "MACOSX_BUNDLE");
      if (!Keyword) Leading = false;
      if (Keyword && !Leading) {
        Moved += " " + V.str();
        RW.removeArg(I);
        Done.insert(I);
      }
    }
    if (!Moved.empty() && !A.empty()) RW.replace(A[0].End, A[0].End, Moved);
    if (Opt != SIZE_MAX) {
      std::vector<std::string> Values;
      for (size_t I = Opt + 1; I < A.size(); ++I) {
        if (A[I].Kind == ArgKind::Open || A[I].Kind == ArgKind::Close) continue;
        StringRef V = A[I].Value;
        if (V == "DEBUG" || V == "RELEASE" || V == "MINSIZEREL" || V == "RELWITHDEBINFO") continue;
        for (std::string &O : splitOptions(V)) Values.push_back(O);
      }
      NvccOptionsResult R = mapNvccOptions(Values);
      reportOptions(C, R);
      if (!A.empty() && Targets.count(A[0].Value)) Targets[A[0].Value].Options = R.Kept;
      RW.removeSpan(A[Opt].Begin, A.back().End);
      for (size_t I = Opt; I < A.size(); ++I) Done.insert(I);
    }
  }

  /// set_property(... PROPERTY P ...) by the row of P. True when the command goes.
  bool migrateSetProperty(const Command &C, CommandRewrite &RW, std::set<size_t> &Done) {
    const auto &A = C.Args;
    size_t K = findWord(C, "PROPERTY");
    if (K != SIZE_MAX && K + 1 < A.size()) {
      const Row *P = findRow(PropertyRows, A[K + 1].Value);
      if (P && P->A == Action::Languages) {
        if (findWord(C, "CUDA", K + 2) != SIZE_MAX) {
          diag(C, DiagID::CMakeRemoved, {shortText(C), P->Reason.str()});
          removeCommand(C);
          return true;
        }
      } else if (P && P->A == Action::Rename) {
        RW.replaceArg(K + 1, P->Replacement.str());
        Done.insert(K + 1);
      } else if (P && P->A == Action::Remove) {
        diag(C, DiagID::CMakeRemoved, {shortText(C), P->Reason.str()});
        removeCommand(C);
        return true;
      } else if (P && P->A == Action::Keep) {
        diag(C, DiagID::CMakeKept, {P->Name.str(), P->Reason.str()});
      }
    }
    return false;
  }

  void migrateCommand(size_t Idx) {
    const Command &C = S.Commands[Idx];
    const auto &A = C.Args;
    CommandRewrite RW(T, C);
    std::set<size_t> Done;
    const Row *CmdRow = findRow(CommandRows, C.Lower);
    bool LinkCommand = C.Lower == "target_link_libraries" || C.Lower == "link_libraries";
    bool Condition = C.Lower == "if" || C.Lower == "elseif" || C.Lower == "while";

    if (C.Lower == "project" || C.Lower == "enable_language") {
      size_t Cuda = findWord(C, "CUDA", C.Lower == "project" ? 1 : 0);
      if (Cuda != SIZE_MAX) {
        if (findWord(C, "CXX") != SIZE_MAX) RW.removeArg(Cuda);
        else RW.replaceArg(Cuda, "CXX");
        Done.insert(Cuda);
      }
      if (Idx == PackagePlace && !PackageReplaces) addLinesAfter(C, packageLines());
    } else if (C.Lower == "find_package" && !A.empty() && (A[0].isWord("CUDA") || A[0].isWord("CUDAToolkit"))) {
      std::vector<std::string> L = Idx == PackagePlace ? packageLines()
                                                       : std::vector<std::string>{"find_package(cuda2omp REQUIRED)"};
      std::string Text = L[0];
      for (size_t I = 1; I < L.size(); ++I) Text += "\n" + indentOf(C) + L[I];
      replaceCommand(C, Text);
      return;
    } else if (C.Lower == "check_language") {
      if (!A.empty() && isCudaWord(A[0])) {
        diag(C, DiagID::CMakeRemoved, {shortText(C), CmdRow->Reason.str()});
        removeCommand(C);
        return;
      }
    } else if (CmdRow && (CmdRow->A == Action::Executable || CmdRow->A == Action::Library)) {
      migrateTarget(C, *CmdRow, RW, Done);
    } else if (CmdRow && CmdRow->A == Action::Rename) {
      RW.replaceName(CmdRow->Replacement);
    } else if (CmdRow && CmdRow->A == Action::Remove) {
      diag(C, DiagID::CMakeRemoved, {shortText(C), CmdRow->Reason.str()});
      removeCommand(C);
      return;
    } else if (CmdRow && CmdRow->A == Action::Keep) {
      diag(C, DiagID::CMakeKept, {C.Name, CmdRow->Reason.str()});
    } else if ((C.Lower == "set" || C.Lower == "unset" || C.Lower == "list" || C.Lower == "string") && !A.empty()) {
      size_t NameIdx = 0;
      if (C.Lower == "list" || C.Lower == "string") // list(APPEND V ...), string(APPEND V ...)
        NameIdx = A.size() > 1 && (A[0].isWord("APPEND") || A[0].isWord("PREPEND")) ? 1 : SIZE_MAX;
      if (NameIdx != SIZE_MAX) {
        if (const Row *V = findRow(VariableRows, A[NameIdx].Value)) {
          if (migrateVariableSetting(C, *V, NameIdx, RW)) return;
          Done.insert(NameIdx);
        }
      }
    } else if (C.Lower == "set_target_properties" || C.Lower == "set_source_files_properties") {
      if (migratePropertyPairs(C, RW, Done)) return;
    } else if (C.Lower == "set_property") {
      if (migrateSetProperty(C, RW, Done)) return;
    } else if (C.Lower == "target_compile_options" || C.Lower == "add_compile_options") {
      migrateCompileOptions(C, RW, Done);
    }

    migrateArguments(C, RW, Done, LinkCommand, Condition);
    if (!RW.changed()) return;
    std::string New = RW.result();
    // The rewrite must read back as one command; where the arguments nest in a
    // way the edits do not follow (a group opened before OPTIONS and closed
    // after it), the command stays as it was, with a warning.
    Expected<Script> Whole = cmake::parseScript(New);
    if (!Whole || Whole->Commands.size() != 1) {
      if (!Whole) consumeError(Whole.takeError());
      diag(C, DiagID::CMakeKept, {C.Name, "its parenthesised arguments could not be rewritten safely"});
      return;
    }
    // A list command left with no items (target_compile_options(t PRIVATE)) goes.
    if (C.Lower == "target_compile_options" || C.Lower == "target_link_libraries" || C.Lower == "add_compile_options" ||
        C.Lower == "target_compile_definitions" || C.Lower == "link_libraries") {
      Expected<Script> One = cmake::parseScript(New);
      if (One && One->Commands.size() == 1) {
        size_t Items = 0;
        for (const Argument &Arg : One->Commands[0].Args)
          Items += !(Arg.isWord("PUBLIC") || Arg.isWord("PRIVATE") || Arg.isWord("INTERFACE") || Arg.isWord("BEFORE"));
        if (Items <= (C.Lower == "add_compile_options" || C.Lower == "link_libraries" ? 0u : 1u)) {
          removeCommand(C);
          return;
        }
      } else if (!One) {
        consumeError(One.takeError());
      }
    }
    replaceCommand(C, New);
  }

  void reportOptions(const Command &C, const NvccOptionsResult &R) {
    if (!R.Dropped.empty())
      diag(C, DiagID::CMakeRemoved,
           {"nvcc option" + std::string(R.Dropped.size() > 1 ? "s " : " ") + join(R.Dropped, " "),
            std::string(R.Dropped.size() > 1 ? "they steer" : "it steers") +
                " nvcc's device code generation (the GPU of the OpenMP build is CUDA2OMP_OFFLOAD_ARCH)"});
    for (const std::string &U : R.Unknown) diag(C, DiagID::NvccOptionDropped, {U});
  }

  /// set/list/string/unset of a variable of the table. True when the command
  /// was replaced or removed as a whole.
  bool migrateVariableSetting(const Command &C, const Row &V, size_t NameIdx, CommandRewrite &RW) {
    const auto &A = C.Args;
    switch (V.A) {
    case Action::Rename:
      RW.replaceArg(NameIdx, V.Replacement.str());
      return false;
    case Action::Remove:
      diag(C, DiagID::CMakeRemoved, {shortText(C), V.Reason.str()});
      removeCommand(C);
      return true;
    case Action::Keep:
      diag(C, DiagID::CMakeKept, {V.Name.str(), V.Reason.str()});
      return false;
    case Action::Flags: {
      if (C.Lower == "unset") {
        removeCommand(C);
        return true;
      }
      std::vector<std::string> Values;
      for (size_t I = NameIdx + 1; I < A.size(); ++I) {
        if (A[I].isWord("CACHE") || A[I].isWord("PARENT_SCOPE")) break;
        for (std::string &O : splitOptions(A[I].Value)) {
          // The variable's own value (set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} ...")).
          bool Self = false;
          for (const Row &R : VariableRows)
            Self |= R.A == Action::Flags && O == ("${" + R.Name + "}").str();
          if (!Self) Values.push_back(O);
        }
      }
      NvccOptionsResult R = mapNvccOptions(Values);
      reportOptions(C, R);
      if (R.Kept.empty()) {
        if (R.Dropped.empty() && R.Unknown.empty())
          diag(C, DiagID::CMakeRemoved, {shortText(C), "it sets no option the C++ compiler needs"});
        removeCommand(C);
        return true;
      }
      std::string Joined = cmake::escapeForQuotes(join(R.Kept, " "));
      replaceCommand(C, formatv("string(APPEND {0} \" {1}\")", V.Replacement, Joined).str());
      return true;
    }
    default:
      return false;
    }
  }

  /// set_target_properties / set_source_files_properties: key-value pairs
  /// after PROPERTIES. True when the command was removed as a whole.
  bool migratePropertyPairs(const Command &C, CommandRewrite &RW, std::set<size_t> &Done) {
    const auto &A = C.Args;
    size_t K = findWord(C, "PROPERTIES");
    if (K == SIZE_MAX) return false;
    size_t Pairs = 0, Removed = 0;
    std::vector<std::pair<std::string, std::string>> Notes; // what, why
    for (size_t I = K + 1; I + 1 < A.size(); I += 2) {
      ++Pairs;
      const Row *P = findRow(PropertyRows, A[I].Value);
      if (!P) continue;
      std::string What = A[I].Value + " " + A[I + 1].Value;
      if (P->A == Action::Languages) {
        if (!isCudaWord(A[I + 1])) continue;
        RW.removeSpan(A[I].Begin, A[I + 1].End);
        Notes.push_back({"LANGUAGE CUDA", P->Reason.str()});
        ++Removed;
      } else if (P->A == Action::Rename) {
        RW.replaceArg(I, P->Replacement.str());
      } else if (P->A == Action::Remove) {
        RW.removeSpan(A[I].Begin, A[I + 1].End);
        Notes.push_back({What, P->Reason.str()});
        ++Removed;
      } else if (P->A == Action::Keep) {
        diag(C, DiagID::CMakeKept, {P->Name.str(), P->Reason.str()});
      }
      Done.insert(I);
      Done.insert(I + 1);
    }
    for (auto &[What, Why] : Notes) diag(C, DiagID::CMakeRemoved, {What, Why});
    if (Pairs > 0 && Removed == Pairs) {
      removeCommand(C);
      return true;
    }
    return false;
  }

  /// target_compile_options / add_compile_options: $<$<COMPILE_LANGUAGE:CUDA>:...>
  /// items, and nvcc's own options of a target that built CUDA.
  void migrateCompileOptions(const Command &C, CommandRewrite &RW, std::set<size_t> &Done) {
    const auto &A = C.Args;
    bool Target = C.Lower == "target_compile_options";
    bool Offload = !Target;
    if (Target && !A.empty()) {
      auto It = Targets.find(A[0].Value);
      Offload = It != Targets.end() && It->second.Offload;
    }
    static const Regex CudaGenex("^\\$<\\$<COMPILE_LANGUAGE:CUDA>:(.*)>$");
    for (size_t I = Target ? 1 : 0; I < A.size(); ++I) {
      const Argument &Arg = A[I];
      if (Arg.isWord("PUBLIC") || Arg.isWord("PRIVATE") || Arg.isWord("INTERFACE") || Arg.isWord("BEFORE")) continue;
      SmallVector<StringRef, 2> M;
      if (CudaGenex.match(Arg.Value, &M)) {
        NvccOptionsResult R = mapNvccOptions(splitOptions(M[1]));
        reportOptions(C, R);
        if (R.Kept.empty()) RW.removeArg(I);
        else RW.replaceArg(I, "\"$<$<COMPILE_LANGUAGE:CXX>:" + cmake::escapeForQuotes(join(R.Kept, ";")) + ">\"");
        Done.insert(I);
        continue;
      }
      if (!Offload || Arg.Kind == ArgKind::Bracket || StringRef(Arg.Value).starts_with("$<")) continue;
      std::vector<std::string> Opt = {Arg.Value};
      bool Pair = nvccOptionTakesNext(Arg.Value) && I + 1 < A.size();
      if (Pair) Opt.push_back(A[I + 1].Value);
      NvccOptionsResult R = mapNvccOptions(Opt, /*OnlyNvccOwn=*/true);
      if (R.Kept == Opt) continue;
      reportOptions(C, R);
      if (Pair) {
        RW.removeArg(I + 1);
        Done.insert(I + 1);
      }
      if (R.Kept.empty()) RW.removeArg(I);
      else RW.replaceArg(I, asArguments(R.Kept));
      Done.insert(I);
      if (Pair) ++I;
    }
  }

  /// What every argument of every command gets: CUDA sources renamed, CUDA
  /// libraries, variables and words replaced.
  void migrateArguments(const Command &C, CommandRewrite &RW, const std::set<size_t> &Done, bool LinkCommand,
                        bool Condition) {
    const auto &A = C.Args;
    bool Sources = C.Lower == "add_executable" || C.Lower == "add_library" || C.Lower == "cuda_add_executable" ||
                   C.Lower == "cuda_add_library" || C.Lower == "target_sources" || C.Lower == "set" ||
                   C.Lower == "list";
    std::set<std::string> Reported;
    bool HelpersSeen = false;
    for (size_t I = 0; I < A.size(); ++I) {
      const Argument &Arg = A[I];
      if (Done.count(I) || (Arg.Kind != ArgKind::Unquoted && Arg.Kind != ArgKind::Quoted)) continue;
      std::string Raw = T.substr(Arg.Begin, Arg.End - Arg.Begin);
      StringRef V = Arg.Value;
      if (V == Helpers) HelpersSeen = true;

      // A library: CUDA::x and ${CUDA_x_LIBRARY} anywhere, plain names in link commands.
      if (const Row *L = findRow(LinkRows, V);
          L && (LinkCommand || V.contains("::") || V.starts_with("${"))) {
        if (L->A == Action::Rename) {
          if (L->Replacement == Helpers && HelpersSeen) {
            RW.removeArg(I);
          } else {
            RW.replaceArg(I, L->Replacement.str());
            if (L->Replacement == Helpers) HelpersSeen = true;
          }
        } else {
          diag(C, DiagID::CMakeKept, {V.str(), L->Reason.str()});
        }
        continue;
      }

      std::string New = Raw;
      // A CUDA source, or a pattern of them: its translated name.
      StringRef Unq = Arg.Kind == ArgKind::Quoted ? StringRef(Raw).drop_front().drop_back() : StringRef(Raw);
      if (Unq.ends_with(".cu") && Opts.TranslatedName) {
        size_t Slash = Unq.rfind('/');
        StringRef Dir = Slash == StringRef::npos ? StringRef() : Unq.take_front(Slash + 1);
        StringRef Name = Slash == StringRef::npos ? Unq : Unq.drop_front(Slash + 1);
        std::string Renamed = (Dir + Opts.TranslatedName(Name)).str();
        New = Arg.Kind == ArgKind::Quoted ? "\"" + Renamed + "\"" : Renamed;
        if (Sources) checkTranslation(C, Unq);
      }
      // Variables: ${NAME}, and NAME alone in a condition.
      for (const Row &R : VariableRows) {
        std::string Ref = ("${" + R.Name + "}").str();
        bool InRef = StringRef(New).contains(Ref);
        bool Bare = Condition && Arg.isWord(R.Name);
        if (!InRef && !Bare) continue;
        if (!R.Replacement.empty() && R.A != Action::Keep) {
          if (Bare) New = R.Replacement.str();
          else New = replaceAll(New, Ref, ("${" + R.Replacement + "}").str());
        } else if (Reported.insert(R.Name.str()).second) {
          diag(C, DiagID::CMakeKept, {R.Name.str(), R.Reason.str()});
        }
      }
      // Words: cuda_std_17, COMPILE_LANGUAGE:CUDA.
      for (const Word &W : WordRows) {
        if (W.Prefix == "cuda_std_") {
          if (StringRef(New).starts_with(W.Prefix)) New = (W.Replacement + StringRef(New).drop_front(W.Prefix.size())).str();
        } else {
          New = replaceAll(New, W.Prefix.str(), W.Replacement.str());
        }
      }
      if (New != Raw) RW.replaceArg(I, New);
    }
  }

  static std::string replaceAll(std::string S, const std::string &From, const std::string &To) {
    size_t P = 0;
    while ((P = S.find(From, P)) != std::string::npos) {
      S.replace(P, From.size(), To);
      P += To.size();
    }
    return S;
  }

  /// C2O1403 when a CUDA source the build names has no translation.
  void checkTranslation(const Command &C, StringRef Written) {
    if (!Opts.HasTranslation) return;
    std::string Dir = sys::path::parent_path(Path).str();
    std::string P = Written.str();
    P = replaceAll(P, "${CMAKE_CURRENT_SOURCE_DIR}", Dir);
    P = replaceAll(P, "${CMAKE_CURRENT_LIST_DIR}", Dir);
    if (StringRef(P).contains("${") || StringRef(P).contains("$<") || StringRef(P).find_first_of("*?[") != StringRef::npos)
      return;
    SmallString<256> Abs(P);
    if (!sys::path::is_absolute(Abs)) {
      Abs = Dir;
      sys::path::append(Abs, P);
    }
    sys::path::remove_dots(Abs, true);
    std::string Out;
    if (!Opts.HasTranslation(Abs, Out)) diag(C, DiagID::CudaSourceWithoutTranslation, {Written.str(), Out});
  }

  void addTargetLines() {
    for (const std::string &Name : TargetOrder) {
      const Target &Tg = Targets[Name];
      if (!Tg.Offload) continue;
      std::vector<std::string> Lines;
      if (!Tg.LinksHelpers) {
        StringRef Scope = Tg.Plain ? "" : Tg.K == Target::Executable ? "PRIVATE " : Tg.K == Target::Interface ? "INTERFACE " : "PUBLIC ";
        Lines.push_back(formatv("target_link_libraries({0} {1}{2})", cmake::asArgument(Name), Scope, Helpers).str());
      }
      if (!Tg.Options.empty())
        Lines.push_back(
            formatv("target_compile_options({0} PRIVATE {1})", cmake::asArgument(Name), asArguments(Tg.Options)).str());
      Lines.push_back(offloadCall(Name));
      addLinesAfter(S.Commands[Tg.Cmd], Lines);
    }
  }
};

} // namespace

Expected<CMakeMigration> migrateCMakeScript(StringRef Path, StringRef Text, const CMakeMigrationOptions &Opts) {
  Expected<Script> S = cmake::parseScript(Text);
  if (!S) return S.takeError();
  return Migrator(Path, *S, Opts).run();
}

} // namespace c2o
