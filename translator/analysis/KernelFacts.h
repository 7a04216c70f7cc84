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
/// Index.KernelsUsedAsValues.
bool isKernelUsedAsValue(const CudaAstIndex &Index, const clang::FunctionDecl *K);
/// The kernels (canonical declarations) so named, all at once (CudaAstIndex::build:
/// asking launchedOrDescribed per kernel made a file of many kernels quadratic).
std::set<const clang::FunctionDecl *> kernelsUsedAsValues(const CudaAstIndex &Index);

/// The kernel references of \p Index that are launches or name a kernel to
/// describe it (cudaFuncSetAttribute, cudaOccupancy...): the other
/// references of Index.KernelValues use the kernel as a value.
std::set<const clang::Expr *> launchedOrDescribed(const CudaAstIndex &Index);

} // namespace c2o
