//===- CudaAstIndex.h - the CUDA constructs of one translation unit -------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "analysis/IndexPointers.h"
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include <map>
#include <memory>
#include <set>

namespace clang {
class MacroInfo;
class PPCallbacks;
class Preprocessor;
class SourceManager;
} // namespace clang
#include <string>
#include <vector>

namespace c2o {

/// A use, in a translated file, of a name declared by the bundled CUDA headers.
struct CudaReference {
  clang::SourceLocation Loc;          ///< the name token
  const clang::NamedDecl *Decl;       ///< what it names
  const clang::Expr *Expr;            ///< the DeclRefExpr / UnresolvedLookupExpr, or null for types
  const clang::FunctionDecl *Enclosing; ///< the function it is written in, if any
};

/// A using-declaration of the program that names a CUDA declaration.
struct CudaUsing {
  const clang::UsingDecl *Using;
  const clang::NamedDecl *Target;       ///< the first declaration it names
  const clang::FunctionDecl *Enclosing; ///< the function it is written in, if any
};

/// An expansion, in a translated file, of a macro of the bundled headers.
struct CudaMacroUse {
  std::string Name;
  clang::SourceRange Range; ///< expansion range (token range)
};

/// An #include directive of a translated file.
struct CudaInclude {
  std::string Name;            ///< as written between the quotes or brackets
  clang::SourceLocation Hash;  ///< its '#'
  clang::SourceLocation NameEnd; ///< just past the closing quote or bracket
  bool Bundled = false;        ///< resolved to a bundled CUDA header
  std::string Path;            ///< the file it resolved to ("" when none)
  const clang::FileEntry *File = nullptr; ///< that file
};

/// A file the preprocessor entered (the main file, then each #include).
struct EnteredFile {
  clang::FileID FID;
  std::string Path;
  bool System = false;  ///< a system header (-isystem, the compiler's folders)
  bool Bundled = false; ///< one of the bundled CUDA headers
};

/// A conditional directive whose condition depends on CUDA's compilation
/// macros (__CUDACC__, __CUDA_ARCH__, ...) or on a macro of the bundled
/// headers (CUDART_VERSION, ...): the branch the parse took is the branch
/// that was translated, whatever the output's compiler defines.
struct CudaCondition {
  clang::SourceLocation Keyword; ///< the directive's name (if, ifdef, elif ...)
  std::string Directive;         ///< "if", "elif", "ifdef", "ifndef"
  bool Value = false;            ///< what the condition was in the parse
};

/// A kernel launch and the function it is written in.
struct LaunchSite {
  const clang::CUDAKernelCallExpr *Call;
  const clang::FunctionDecl *Enclosing;
};

/// Facts about a kernel or device function.
struct FunctionFacts {
  std::vector<std::string> BlockLevelUses; ///< why it needs the block-level path
  /// CUB block/warp collectives it uses (cubTopName), with the first place of each.
  std::vector<std::pair<std::string, clang::SourceLocation>> LibraryCollectives;
  bool UsesIndexBuiltins = false;
  /// `extern __shared__` arrays it declares (a function other than a kernel).
  std::vector<const clang::VarDecl *> ExternShared;
};

/// Everything the rules need to know, collected in one walk over the AST.
/// Only its builders write it (build(), the preprocessor's callbacks, and the
/// analyses build() runs, named as friends below); everything else reads it
/// through the const accessors, each named after the field it returns.
///
/// The accessors come in groups (Group), by what they hold. A step of the
/// rules declares the groups it reads (rule_fact, driver/RuleList.h); while a
/// step runs, its StepInputs observe the index (ObserveReads), and each
/// accessor tells the observer its group: a step that reads a group it does
/// not declare stops the run. Outside a step nothing observes and an
/// accessor only returns its field.
class CudaAstIndex {
public:
  /// Calls, each with the function it is written in.
  using CallSites = std::vector<std::pair<const clang::CallExpr *, const clang::FunctionDecl *>>;
  /// Caller -> callees.
  using CallGraph = llvm::DenseMap<const clang::FunctionDecl *, llvm::SetVector<const clang::FunctionDecl *>>;

  /// The groups of the accessors, by what they hold.
  enum class Group : unsigned {
    Preprocessor, ///< what preprocessing recorded: the files and what holds CUDA, includes, conditions, macros
    Declarations, ///< the CUDA declarations: kernels, device functions and variables, `register`, `__noinline__`
    Uses,         ///< what code uses: CUDA names and types, kernels as values, file `__shared__`, host globals, asm
    Calls,        ///< launches, calls (of CUDA's functions, of the program's), the call graph
    FunctionFacts ///< per function: why block-level, collectives, index functions and their pointers, dynamic shared
  };
  static constexpr unsigned GroupCount = 5;
  /// The group's name, for the messages ("Calls").
  static const char *groupName(Group G);

  /// Told of each read of an accessor while it observes an index (ObserveReads).
  class ReadObserver {
  public:
    virtual void noteRead(Group G) = 0;

  protected:
    ~ReadObserver() = default;
  };
  /// Makes \p Observer the observer of \p Index while it lives (then the one
  /// before it again).
  class ObserveReads {
  public:
    ObserveReads(const CudaAstIndex &Index, ReadObserver &Observer) : Index(Index), Outer(Index.Observer) {
      Index.Observer = &Observer;
    }
    ~ObserveReads() { Index.Observer = Outer; }
    ObserveReads(const ObserveReads &) = delete;
    ObserveReads &operator=(const ObserveReads &) = delete;

  private:
    const CudaAstIndex &Index;
    ReadObserver *Outer;
  };

  // Group::Preprocessor: recorded while preprocessing (of the translated files)
  const std::vector<EnteredFile> &entered() const { return noteRead(Group::Preprocessor), Entered; }
  const std::vector<CudaInclude> &includes() const { return noteRead(Group::Preprocessor), Includes; }
  const std::vector<CudaCondition> &conditions() const { return noteRead(Group::Preprocessor), Conditions; }
  const std::vector<CudaMacroUse> &macroUses() const { return noteRead(Group::Preprocessor), MacroUses; }
  const std::map<clang::SourceLocation, const clang::MacroInfo *> &programMacros() const {
    return noteRead(Group::Preprocessor), ProgramMacros;
  }
  const std::vector<clang::SourceLocation> &assertUses() const { return noteRead(Group::Preprocessor), AssertUses; }
  const llvm::DenseSet<const clang::FileEntry *> &untranslatedCudaFiles() const {
    return noteRead(Group::Preprocessor), UntranslatedCudaFiles;
  }
  /// (a summary of the files, from the other groups too)
  const llvm::DenseSet<clang::FileID> &filesWithCuda() const { return noteRead(Group::Preprocessor), FilesWithCuda; }

  // Group::Declarations
  const std::vector<const clang::FunctionDecl *> &kernels() const { return noteRead(Group::Declarations), Kernels; }
  const std::vector<const clang::FunctionDecl *> &deviceFunctions() const {
    return noteRead(Group::Declarations), DeviceFunctions;
  }
  const std::vector<const clang::VarDecl *> &deviceVariables() const {
    return noteRead(Group::Declarations), DeviceVariables;
  }
  const std::vector<const clang::VarDecl *> &registerVariables() const {
    return noteRead(Group::Declarations), RegisterVariables;
  }
  const std::vector<clang::SourceLocation> &noinlineKeywords() const {
    return noteRead(Group::Declarations), NoinlineKeywords;
  }
  const std::vector<const clang::VarDecl *> &fileSharedVariables() const {
    return noteRead(Group::Declarations), FileSharedVariables;
  }

  // Group::Uses
  const std::vector<CudaReference> &references() const { return noteRead(Group::Uses), References; }
  const std::vector<CudaReference> &typeReferences() const { return noteRead(Group::Uses), TypeReferences; }
  const std::vector<CudaUsing> &usings() const { return noteRead(Group::Uses), Usings; }
  const std::vector<const clang::DeclRefExpr *> &kernelValues() const { return noteRead(Group::Uses), KernelValues; }
  const std::vector<const clang::DeclRefExpr *> &fileSharedReferences() const {
    return noteRead(Group::Uses), FileSharedReferences;
  }
  const llvm::SetVector<const clang::VarDecl *> &hostGlobalsInDeviceCode() const {
    return noteRead(Group::Uses), HostGlobalsInDeviceCode;
  }
  const std::vector<const clang::GCCAsmStmt *> &deviceAsm() const { return noteRead(Group::Uses), DeviceAsm; }

  // Group::Calls
  const std::vector<LaunchSite> &launches() const { return noteRead(Group::Calls), Launches; }
  const std::vector<const clang::CallExpr *> &cudaCalls() const { return noteRead(Group::Calls), CudaCalls; }
  const CallSites &projectCalls() const { return noteRead(Group::Calls), ProjectCalls; }
  const CallSites &instantiatedCalls() const { return noteRead(Group::Calls), InstantiatedCalls; }
  const CallGraph &calls() const { return noteRead(Group::Calls), Calls; }
  /// The kernels (canonical declarations) whose code runs \p FD: the kernel
  /// itself, or every kernel that calls a device function, directly or not
  /// (Calls, and Declarations: the kernels).
  std::vector<const clang::FunctionDecl *> kernelsReaching(const clang::FunctionDecl *FD) const;

  // Group::FunctionFacts
  const llvm::DenseMap<const clang::FunctionDecl *, FunctionFacts> &facts() const {
    return noteRead(Group::FunctionFacts), Facts;
  }
  /// Facts of \p FD (its canonical declaration).
  const FunctionFacts &factsOf(const clang::FunctionDecl *FD) const;
  /// Is \p FD (any declaration) one of IndexFunctions?
  bool isIndexFunction(const clang::FunctionDecl *FD) const;
  const IndexPointerFacts &indexPointers() const { return noteRead(Group::FunctionFacts), IndexPointers; }
  const llvm::DenseMap<const clang::FunctionDecl *, const clang::FunctionDecl *> &dynamicSharedReach() const {
    return noteRead(Group::FunctionFacts), DynamicSharedReach;
  }

  /// Walks the declarations of \p View's files; keeps the preprocessor's
  /// records of those files only.
  void build(const SourceView &View);

private:
  /// Tells the observer, if any, of a read of \p G.
  void noteRead(Group G) const {
    if (Observer) Observer->noteRead(G);
  }
  mutable ReadObserver *Observer = nullptr; ///< (ObserveReads)

  friend class IndexBuilder;
  friend class CudaPPCallbacks;
  friend void findDynamicSharedReach(const SourceView &View, CudaAstIndex &Index);
  friend void findIndexPointers(const SourceView &View, CudaAstIndex &Index);

  /// Fills IndexFunctions (after the block-level facts are propagated).
  void findIndexFunctions();
  static void keepRecordsOfView(const SourceView &View, CudaAstIndex &Index);
  static void noteFilesWithCuda(const SourceView &View, CudaAstIndex &Index);
  static void propagateBlockLevel(CudaAstIndex &Index);

  std::vector<const clang::FunctionDecl *> Kernels;  ///< every __global__ declaration
  std::vector<const clang::FunctionDecl *> DeviceFunctions; ///< __device__, non-kernel
  std::vector<const clang::VarDecl *> DeviceVariables;      ///< __device__/__constant__/__managed__ globals
  /// Variables declared `register`, which nvcc accepts in C++17 and clang does not.
  std::vector<const clang::VarDecl *> RegisterVariables;
  /// `__noinline__` as written: clang reads it as a CUDA keyword (no macro to
  /// see), which a C++ compiler does not know.
  std::vector<clang::SourceLocation> NoinlineKeywords;
  /// __shared__ variables defined at file or namespace scope (not extern): one per block.
  std::vector<const clang::VarDecl *> FileSharedVariables;
  std::vector<const clang::DeclRefExpr *> FileSharedReferences; ///< their uses
  std::vector<const clang::GCCAsmStmt *> DeviceAsm; ///< inline assembly (PTX) in kernels and __device__ functions
  /// Host globals (const ones: file-scope constants) that kernels or device functions use.
  llvm::SetVector<const clang::VarDecl *> HostGlobalsInDeviceCode;
  std::vector<LaunchSite> Launches;
  std::vector<const clang::CallExpr *> CudaCalls;           ///< calls of bundled functions
  std::vector<CudaReference> References;
  std::vector<CudaReference> TypeReferences;
  /// Using-declarations naming a declaration of the bundled headers
  /// (`using cooperative_groups::this_thread_block;`), anywhere in the view.
  std::vector<CudaUsing> Usings;
  /// Every mention of a kernel of this file (launch callees included).
  std::vector<const clang::DeclRefExpr *> KernelValues;
  // Filled while preprocessing (of every file of the project: the files that
  // are not translated are dropped by build()).
  std::vector<CudaMacroUse> MacroUses;
  /// The program's own macros (not the bundled headers' or the system's)
  /// used in its files, by where each use begins (not within another
  /// macro): what a function head written by one expands from (MacroHeads.h).
  std::map<clang::SourceLocation, const clang::MacroInfo *> ProgramMacros;
  std::vector<CudaInclude> Includes;
  std::vector<CudaCondition> Conditions;
  /// Each use of <cassert>'s assert in the program's files (the macro's name;
  /// those in device-only code: DeviceCodeFacts::Asserts).
  std::vector<clang::SourceLocation> AssertUses;
  std::vector<EnteredFile> Entered; ///< every file entered, in order, the main file first
  /// Files outside the view where CUDA keywords (__global__, __device__ ...)
  /// are expanded: CUDA code in an included file that is not translated.
  llvm::DenseSet<const clang::FileEntry *> UntranslatedCudaFiles;

  /// Files of the view holding CUDA: a declaration, a use of a CUDA name or
  /// macro, a CUDA include, a launch, a host constant that device code uses.
  llvm::DenseSet<clang::FileID> FilesWithCuda;
  /// Kernel or device function -> facts (after propagation over calls).
  llvm::DenseMap<const clang::FunctionDecl *, FunctionFacts> Facts;
  /// Calls of functions of the translated files, with the function they are written in.
  CallSites ProjectCalls;
  /// The same, in the instantiations of the translated files' templates, with
  /// the instantiation they are in (InstantiatedCalls.cpp): where the
  /// template's own text leaves the callee dependent (`column.load<T>(x)`,
  /// `f<N>()`), only an instantiation says which function is called. A call
  /// is here once per instantiation; its place is the template's.
  CallSites InstantiatedCalls;
  /// __device__ functions (canonical) that read the index built-ins (threadIdx,
  /// blockIdx, blockDim, gridDim), themselves or through the device functions
  /// they call, and that are not block-level: they take the indices as
  /// parameters, which every call from device code passes on.
  llvm::DenseSet<const clang::FunctionDecl *> IndexFunctions;
  /// Pointers to index functions: their written types and the calls through
  /// them, which take and pass the indices too (IndexPointers.h).
  IndexPointerFacts IndexPointers;
  /// Caller -> callees among the translated files' functions.
  CallGraph Calls;

  /// Functions (canonical) that declare `extern __shared__` outside a kernel
  /// or call one that does, through any call (members, operators,
  /// conversions, template instantiations) -> the function declaring it.
  llvm::DenseMap<const clang::FunctionDecl *, const clang::FunctionDecl *> DynamicSharedReach;
};

/// Fills \p Index's files, includes, conditions and macro uses while the
/// translation unit is preprocessed.
std::unique_ptr<clang::PPCallbacks> makeIndexPPCallbacks(clang::Preprocessor &PP, CudaAstIndex &Index,
                                                         const std::string &BundledDir);

/// Fills \p Index's DynamicSharedReach, and makes each kernel reaching
/// dynamic shared memory through a function block-level (it has a team).
void findDynamicSharedReach(const SourceView &View, CudaAstIndex &Index);
/// The `extern __shared__` arrays of functions that are not block-level
/// (accessors: SharedMemory<T>::operator T*() ...), in the order of the
/// source: each reads the dynamic shared memory of the launch running it
/// (DynamicShared.cpp). A function of the built index (its facts are final).
std::vector<const clang::VarDecl *> dynamicSharedAccessors(const CudaAstIndex &Index);

/// The kernel (or template pattern) a declaration belongs to.
const clang::FunctionDecl *canonicalFunction(const clang::FunctionDecl *FD);

} // namespace c2o
