//===- ConditionRule.cpp - conditions on CUDA's macros keep their branch --===//
//
// The translation is of the branches the parse took, where __CUDACC__,
// __NVCC__ and the bundled headers' macros (CUDART_VERSION ...) are defined
// and __CUDA_ARCH__ is not. The output's compiler defines none of the first
// and, for an NVIDIA GPU, defines __CUDA_ARCH__; a condition that tests them
// would pick a branch that was not translated (a program's own float2 for
// compilers other than nvcc, beside the helpers' one; device code left as
// CUDA). Such a condition becomes the value it had in the parse, the old
// condition kept in a comment:
//   #ifndef __CUDACC__            ->  #if 0 /* cuda2omp: ifndef __CUDACC__ */
//   #if defined(__CUDA_ARCH__)    ->  #if 0 /* cuda2omp: if defined(__CUDA_ARCH__) */
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "analysis/CudaConstructs.h"

namespace c2o {

void runConditionRule(TranslationContext &TC, const CudaAstIndex &Index) {
  const std::string &T = TC.Edits.original();
  for (const CudaCondition &C : Index.conditions()) {
    auto B = TC.fileOffset(C.Keyword);
    if (!B) continue;
    unsigned E = directiveEnd(T, *B);
    while (E > *B && (T[E - 1] == ' ' || T[E - 1] == '\t' || T[E - 1] == '\r')) --E;
    // The old directive, on one line, safe inside a block comment.
    std::string Old;
    for (unsigned I = *B; I < E; ++I) {
      if (T[I] == '\\' && I + 1 < E && (T[I + 1] == '\n' || T[I + 1] == '\r')) continue;
      char Ch = T[I] == '\n' || T[I] == '\r' || T[I] == '\t' ? ' ' : T[I];
      if (Ch == ' ' && !Old.empty() && Old.back() == ' ') continue;
      if (Ch == '/' && !Old.empty() && Old.back() == '*') Old += ' ';
      Old += Ch;
    }
    // A directive read as nvcc's device pass (DeviceArchConditions.h) says __CUDA_ARCH__ again.
    for (size_t P = Old.find(DeviceArchMacro); P != std::string::npos; P = Old.find(DeviceArchMacro, P))
      Old.replace(P, sizeof(DeviceArchMacro) - 1, "__CUDA_ARCH__");
    std::string Keyword = C.Directive == "elif" ? "elif" : "if";
    std::string New = Keyword + " " + (C.Value ? "1" : "0") + " /* cuda2omp: " + Old + " */";
    if (TC.Edits.replace(*B, E - *B, New)) ++TC.Stats.Converted;
  }
}

} // namespace c2o
