//===- Rules.h - the rewrite rules, one per construct family --------------===//
//
// Each rule reads facts from the CudaAstIndex, and the results of the other
// analyses it needs beside it, and writes edits and diagnostics into the
// TranslationContext. The driver (driver/Translator.cpp) runs them in the
// order below: renames of single tokens first, structural rewrites (which may
// absorb those renames) after.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceBuffers.h"
#include "analysis/ManagedBuffers.h"
#include "policy/AtomicPolicy.h"
#include "policy/MemoryModel.h"
#include "rewrite/TranslationContext.h"

namespace c2o {

/// Is \p FD a block-level kernel that runs as one team per block (BlockKernelRule)?
bool isBlockLevelKernel(const CudaAstIndex &Index, const clang::FunctionDecl *FD);

/// Is \p FD a __device__ function translated as a block function (BlockKernelRule)?
bool isBlockFunction(const CudaAstIndex &Index, const clang::FunctionDecl *FD);

/// Is \p FD a kernel or device function left as it is (block-level code that
/// cannot be split into phases)?
bool isLeftUntranslated(const CudaAstIndex &Index, const clang::FunctionDecl *FD);

/// C2O1001 at \p Loc: \p FD was left untranslated, and why.
void diagnoseUntranslated(TranslationContext &TC, const CudaAstIndex &Index, const clang::FunctionDecl *FD,
                          clang::SourceLocation Loc);

/// CUDA keywords (__global__, __device__, __launch_bounds__ ...) removed or
/// replaced; __device__ functions and variables wrapped in declare target.
void runKeywordRule(TranslationContext &TC, const CudaAstIndex &Index);
/// Names of the CUDA API (functions, types, enumerators, macros) renamed per
/// ApiMappings.def; unknown ones get C2O1002; index built-ins in kernels
/// become the body's parameters. \p Managed: the managed buffers mapped
/// around their launches (--memory=map), whose allocation needs no unified
/// shared memory.
void runApiReferenceRule(TranslationContext &TC, const CudaAstIndex &Index, const ManagedBuffers &Managed,
                         MemoryStrategy Memory);
/// Marks the atomics runAtomicRule will rewrite whole.
void claimAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index);
/// atomicAdd statements whose value is unused become #pragma omp atomic; the
/// hint of a floating-point one follows the memory's provenance and the policy.
void runAtomicRule(TranslationContext &TC, const CudaAstIndex &Index, const ProvenanceAnalysis &Provenance,
                   const ManagedBuffers &Managed, const AtomicSettings &Settings);
/// Kernel definitions become a declare-target body and a host launcher.
void runKernelRule(TranslationContext &TC, const CudaAstIndex &Index);
/// Marks the synchronisation calls of block-level kernels (rewritten by the rule below).
void claimBlockKernelCalls(TranslationContext &TC, const CudaAstIndex &Index);
/// A block-level kernel becomes phases in a team per block (called by runKernelRule).
void translateBlockKernel(TranslationContext &TC, const CudaAstIndex &Index, const clang::FunctionDecl *K);
/// Block-level __device__ functions become block functions (called by runKernelRule).
void translateBlockFunctions(TranslationContext &TC, const CudaAstIndex &Index);
/// The launcher's leading parameters of kernel \p K.
llvm::StringRef launcherParameters(const CudaAstIndex &Index, const clang::FunctionDecl *K);
/// Marks the cudaLaunchKernel calls runLaunchRule will rewrite whole.
void claimLaunchKernelCalls(TranslationContext &TC, const CudaAstIndex &Index);
/// k<<<g, b, s, st>>>(args) and cudaLaunchKernel become launcher calls.
void runLaunchRule(TranslationContext &TC, const CudaAstIndex &Index);
/// --memory=map: cudaMalloc'd buffers paired with a host buffer become
/// target enter/exit data and target update on the host buffer; managed
/// buffers are mapped around their launches (DeviceBuffers' and ManagedBuffers' plans).
void runMapRule(TranslationContext &TC, const std::vector<BufferPlan> &Buffers, const ManagedBuffers &Managed);
/// CUDA includes become the helper include; the requires directive is added
/// where managed memory is used.
void runIncludeRule(TranslationContext &TC, const CudaAstIndex &Index);
/// Diagnostics become comments in the output, above the line they concern.
void insertDiagnosticComments(TranslationContext &TC);

} // namespace c2o
