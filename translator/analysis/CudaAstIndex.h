//===- CudaAstIndex.h - the CUDA constructs of one translation unit -------===//
#pragma once
#include "analysis/BlockKernelPlan.h"
#include "core/SourceView.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include <memory>

namespace clang {
class PPCallbacks;
class SourceManager;
} // namespace clang
#include <string>
#include <vector>

namespace c2o {

/// A use, in the main file, of a name declared by the bundled CUDA headers.
struct CudaReference {
  clang::SourceLocation Loc;          ///< the name token
  const clang::NamedDecl *Decl;       ///< what it names
  const clang::Expr *Expr;            ///< the DeclRefExpr / UnresolvedLookupExpr, or null for types
  const clang::FunctionDecl *Enclosing; ///< the function it is written in, if any
};

/// An expansion, in the main file, of a macro of the bundled headers.
struct CudaMacroUse {
  std::string Name;
  clang::SourceRange Range; ///< expansion range (token range) in the main file
};

/// An #include directive of the main file.
struct CudaInclude {
  std::string Name;         ///< as written between the quotes or brackets
  unsigned Begin = 0, End = 0; ///< offsets of the directive, '#' to the end of its name
  bool Bundled = false;     ///< resolved to a bundled CUDA header
};

/// A kernel launch and the function it is written in.
struct LaunchSite {
  const clang::CUDAKernelCallExpr *Call;
  const clang::FunctionDecl *Enclosing;
};

/// Facts about a kernel or device function.
struct FunctionFacts {
  std::vector<std::string> BlockLevelUses; ///< why it needs the block-level path
  std::vector<std::string> LibraryCollectives; ///< CUB block/warp collectives it uses (not translated)
  bool UsesIndexBuiltins = false;
};

/// Everything the rules need to know, collected in one walk over the AST.
struct CudaAstIndex {
  std::vector<const clang::FunctionDecl *> Kernels;  ///< every __global__ declaration
  std::vector<const clang::FunctionDecl *> DeviceFunctions; ///< __device__, non-kernel
  std::vector<const clang::VarDecl *> DeviceVariables;      ///< __device__/__constant__/__managed__ globals
  /// Host globals (const ones: file-scope constants) that kernels or device functions use.
  llvm::SetVector<const clang::VarDecl *> HostGlobalsInDeviceCode;
  std::vector<LaunchSite> Launches;
  std::vector<const clang::CallExpr *> CudaCalls;           ///< calls of bundled functions
  std::vector<CudaReference> References;
  std::vector<CudaReference> TypeReferences;
  /// Every mention of a kernel of this file (launch callees included).
  std::vector<const clang::DeclRefExpr *> KernelValues;
  std::vector<CudaMacroUse> MacroUses; ///< filled while preprocessing
  std::vector<CudaInclude> Includes;   ///< filled while preprocessing
  /// Kernel or device function -> facts (after propagation over calls).
  llvm::DenseMap<const clang::FunctionDecl *, FunctionFacts> Facts;
  /// Caller -> callees among the main file's functions.
  llvm::DenseMap<const clang::FunctionDecl *, llvm::SetVector<const clang::FunctionDecl *>> Calls;

  /// Block-level kernels and __device__ functions (canonical declaration)
  /// -> how they split into phases.
  llvm::DenseMap<const clang::FunctionDecl *, BlockKernelPlan> BlockPlans;
  /// Their definitions, each after every function that calls it.
  std::vector<const clang::FunctionDecl *> BlockOrder;

  /// Walks the main file of \p View's AST.
  void build(const SourceView &View);
  /// Plans every block-level kernel and __device__ function (build's last step).
  void planBlockFunctions(const SourceView &View);
  /// Facts of \p FD (its canonical declaration).
  const FunctionFacts &factsOf(const clang::FunctionDecl *FD) const;
  /// The phase plan of block-level kernel or function \p K, or null.
  const BlockKernelPlan *blockPlanOf(const clang::FunctionDecl *K) const;
  /// The kernels (canonical declarations) whose code runs \p FD: the kernel
  /// itself, or every kernel that calls a device function, directly or not.
  std::vector<const clang::FunctionDecl *> kernelsReaching(const clang::FunctionDecl *FD) const;
};

/// Fills \p Index's includes and macro uses while the main file is preprocessed.
std::unique_ptr<clang::PPCallbacks> makeIndexPPCallbacks(clang::SourceManager &SM, CudaAstIndex &Index,
                                                         const std::string &BundledDir);

/// The kernel (or template pattern) a declaration belongs to.
const clang::FunctionDecl *canonicalFunction(const clang::FunctionDecl *FD);

} // namespace c2o
