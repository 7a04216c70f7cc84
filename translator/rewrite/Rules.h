//===- Rules.h - the rewrite rules, one per construct family --------------===//
//
// Each rule reads facts from the CudaAstIndex, the DeviceCodeFacts, the
// BlockPlans, and the results of the other analyses it needs beside them (the facts several rules share about kernels:
// analysis/KernelFacts.h), and writes edits and diagnostics into the
// TranslationContext. What one rule hands to a later one goes through a
// channel of the context that both declare in the list of the rules
// (driver/RuleList.cpp), which also says when each runs: renames of single
// tokens first, structural rewrites (which may absorb those renames) after.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/AllocationProvenance.h"
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "analysis/DeviceBuffers.h"
#include "analysis/DeviceCode.h"
#include "analysis/GridUniformAtomics.h"
#include "analysis/KernelFacts.h"
#include "analysis/MacroHeads.h"
#include "analysis/ManagedBuffers.h"
#include "policy/AtomicPolicy.h"
#include "policy/MemoryModel.h"
#include "rewrite/TranslationContext.h"

namespace c2o {

/// Whether device-only function \p FD, defined in a header, is written
/// `inline` (several inputs may include it; KeywordRule.cpp).
bool needsInline(TranslationContext &TC, const clang::FunctionDecl *FD);

/// The types of the index parameters a function that reads the indices
/// takes first, as pointer types to such functions spell them (KernelRule's
/// IndexParameters without the names).
inline constexpr const char *IndexParameterTypes = "const uint3, const uint3, const dim3, const dim3";

/// C2O1015 when the name or the '(' of \p FD's head is written by a macro
/// (a use of the program's macro that could not be written out:
/// analysis/MacroHeads.h): its head cannot be edited. Returns whether so.
bool diagnoseHeadInMacro(TranslationContext &TC, const clang::FunctionDecl *FD);

/// C2O1134 at each use of the program's macro written out before the parse
/// (\p WrittenOut: analysis/MacroHeads.h), and once at each such macro's #define.
void noteMacroHeadsWrittenOut(TranslationContext &TC, const std::vector<MacroWriteOut> &WrittenOut);

/// C2O1001 at \p Loc: \p FD was left untranslated, and why.
void diagnoseUntranslated(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                          const clang::FunctionDecl *FD, clang::SourceLocation Loc);

/// Conditional directives that test CUDA's compilation macros (__CUDACC__,
/// __CUDA_ARCH__ ...) or the bundled headers' macros become the value they
/// had in the parse: the output keeps the branches that were translated.
void runConditionRule(TranslationContext &TC, const CudaAstIndex &Index);
/// Device code that needs the helpers' run-time support: assert in device-only
/// code becomes c2o_device_assert (C2O1127); recursion gets C2O1128.
void runDeviceRuntimeRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device);
/// Inline PTX assembly in device code kept for NVIDIA GPUs only, a trap
/// elsewhere (C2O1043).
void runInlineAsmRule(TranslationContext &TC, const CudaAstIndex &Index);
/// CUDA keywords (__global__, __device__, __launch_bounds__ ...) removed or
/// replaced; __device__ functions and variables wrapped in declare target.
void runKeywordRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans);
/// Names of the CUDA API (functions, types, enumerators, macros) renamed per
/// ApiMappings.def; unknown ones get C2O1002; index built-ins in kernels
/// become the body's parameters. \p Managed: the managed buffers mapped
/// around their launches (--memory=map), whose allocation needs no unified
/// shared memory.
void runApiReferenceRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                         const ManagedBuffers &Managed, MemoryStrategy Memory);
/// Marks the atomics runAtomicRule will rewrite whole.
void claimAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans);
/// atomicAdd statements whose value is unused become #pragma omp atomic; the
/// hint of a floating-point one follows the memory's provenance and the policy.
void runAtomicRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                   const ProvenanceAnalysis &Provenance, const ManagedBuffers &Managed, const AtomicSettings &Settings,
                   bool UnifiedSharedMemory);
/// Marks the atomics that become reductions (GridUniformAtomics' findings);
/// runAtomicRule writes, for the first of each accumulator, the atomic its
/// launcher applies (TranslationContext::FinalAtomics).
void claimAtomicReductions(TranslationContext &TC, const std::vector<KernelReductions> &Reductions);
/// Those atomics become updates of per-thread accumulators (C2O1126), which
/// the kernel's body takes by reference.
void runAtomicReductionRule(TranslationContext &TC, const std::vector<KernelReductions> &Reductions);
/// What a flat kernel's launcher adds for its accumulators.
struct LauncherReductions {
  std::string Declarations; ///< the accumulators, at their identity
  std::string Clauses;      ///< " reduction(+ : c2o_red0) ..." for each loop
  std::string Arguments;    ///< ", c2o_red0 ..." for each call of the body
  std::string Apply;        ///< after the loops: the target region with one atomic per accumulator
  bool empty() const { return Declarations.empty(); }
};
LauncherReductions launcherReductions(TranslationContext &TC, const std::vector<KernelReductions> &Reductions,
                                      const clang::FunctionDecl *K);
/// Kernel definitions become a declare-target body and a host launcher
/// (with the accumulators of \p Reductions, and then no bare launch).
void runKernelRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device,
                   const BlockPlans &Plans, const std::vector<KernelReductions> &Reductions);
/// `extern __shared__` arrays of accessor functions (not block-level) become
/// pointers to the dynamic shared memory of the running launch.
void runDynamicSharedRule(TranslationContext &TC, const CudaAstIndex &Index);
/// Marks the synchronisation calls of block-level kernels (rewritten by the rule below).
void claimBlockKernelCalls(TranslationContext &TC, const BlockPlans &Plans);
/// A block-level kernel becomes phases in a team per block (called by runKernelRule).
void translateBlockKernel(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                          const clang::FunctionDecl *K);
/// Block-level __device__ functions become block functions (called by runKernelRule).
void translateBlockFunctions(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans);
/// The launcher ABI: every kernel's launcher has the kernel's name, linkage
/// and template header, and takes these parameters before the kernel's own,
/// whatever the kernel's body (flat, block-level, direct form only, with
/// reductions): a declaration alone is enough to call it, from another file
/// or another run (docs/architecture/rewrite.md, "The launcher ABI").
inline constexpr const char *LauncherParameters = "dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem";
/// Their types, for a function type that names a launcher (a kernel pointer).
inline constexpr const char *LauncherParameterTypes = "dim3, dim3, size_t";
/// Marks the cudaLaunchKernel calls runLaunchRule will rewrite whole.
void claimLaunchKernelCalls(TranslationContext &TC, const CudaAstIndex &Index);
/// k<<<g, b, s, st>>>(args) and cudaLaunchKernel become launcher calls.
void runLaunchRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans);
/// --memory=map: cudaMalloc'd buffers paired with a host buffer become
/// target enter/exit data and target update on the host buffer; managed
/// buffers are mapped around their launches (DeviceBuffers' and ManagedBuffers' plans).
void runMapRule(TranslationContext &TC, const std::vector<BufferPlan> &Buffers, const ManagedBuffers &Managed);
/// CUDA includes become the helper include, in each translated file; a
/// translated file with CUDA code and no CUDA include gets it at its top; the
/// requires directive is added where managed memory is used. An include of a
/// file outside the translation that holds CUDA code gets C2O1007.
void runIncludeRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device,
                    bool UnifiedSharedMemory);
/// Diagnostics become comments in the output, above the line they concern.
void insertDiagnosticComments(TranslationContext &TC);

} // namespace c2o
