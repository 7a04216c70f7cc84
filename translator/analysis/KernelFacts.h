//===- KernelFacts.h - what the index says about each kernel --------------===//
//
// Facts about kernels and device functions that several rules need: how the
// block-level plan translates a function, which cudaLaunchKernel calls name
// their kernel, which kernels are used as values. They are functions of the
// CudaAstIndex and the BlockPlans alone (computed before any rule runs, the
// same for every rule): no rule computes them, and none learns them from
// another rule.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include <set>
#include <vector>

namespace c2o {

/// Is \p FD a block-level kernel that runs as one team per block (its plan is translated)?
bool isBlockLevelKernel(const BlockPlans &Plans, const clang::FunctionDecl *FD);

/// Is \p FD a __device__ function translated as a block function?
bool isBlockFunction(const BlockPlans &Plans, const clang::FunctionDecl *FD);

/// Is \p FD a kernel or device function left as it is (block-level code that
/// cannot be split into phases)?
bool isLeftUntranslated(const CudaAstIndex &Index, const BlockPlans &Plans, const clang::FunctionDecl *FD);

/// The kernel a cudaLaunchKernel call \p C launches, when it is written
/// directly (`(void *)k`, `&k`, `k`), or null.
const clang::DeclRefExpr *launchedKernel(const clang::CallExpr *C);

/// The cudaLaunchKernel calls that name their kernel (launchedKernel).
std::vector<const clang::CallExpr *> launchKernelCalls(const CudaAstIndex &Index);

/// Whether kernel \p K is named other than by a launch or a function that
/// describes it (its address in a function pointer: C2O1011): one of
/// kernelsUsedAsValues(Index), computed for the one kernel asked about (a
/// caller asking about many kernels computes the set once instead).
bool isKernelUsedAsValue(const CudaAstIndex &Index, const clang::FunctionDecl *K);
/// The kernels (canonical declarations) so named, all at once (asking
/// launchedOrDescribed per kernel made a file of many kernels quadratic).
std::set<const clang::FunctionDecl *> kernelsUsedAsValues(const CudaAstIndex &Index);

/// The kernel references of \p Index that are launches or name a kernel to
/// describe it (cudaFuncSetAttribute, cudaOccupancy...): the other
/// references of Index.kernelValues() use the kernel as a value.
std::set<const clang::Expr *> launchedOrDescribed(const CudaAstIndex &Index);

/// A kernel handed to a function that only calls it, without a launch
/// configuration (generic code calling what it is given: `template <class F>
/// void run(F f, ...) { f(...); }`). CUDA launches nothing there and records
/// cudaErrorMissingConfiguration (measured on the H200, tests/gpu/launch/
/// unconfigured_call.cu); the translation passes a function that does the same.
struct UnconfiguredKernelCall {
  const clang::DeclRefExpr *Kernel;   ///< the kernel's name
  const clang::Expr *Argument;        ///< the argument that holds it (`k`, `&k`)
  const clang::FunctionDecl *Callee;  ///< the function that calls it
};
/// The kernel values of \p Index not in \p Launched (launchedOrDescribed's
/// answer, which the caller has already) that reach only such calls: every
/// use of the parameter they are passed to, in the body of the function (its
/// instantiation, for a template), is the callee of a plain call.
std::vector<UnconfiguredKernelCall> unconfiguredKernelCalls(const CudaAstIndex &Index,
                                                            const std::set<const clang::Expr *> &Launched,
                                                            clang::ASTContext &Ctx);

} // namespace c2o
