//===- IncludeRule.cpp - CUDA includes become the helper include ----------===//
#include "analysis/CudaConstructs.h"
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "llvm/ADT/StringSet.h"
#include <map>

namespace c2o {

static const char *HelperInclude = "#include \"c2o_runtime.h\"";
// Managed memory: the helper header asks for unified shared memory where the
// compiler cannot allocate memory the GPU reaches (c2o_managed_memory.h).
static const char *ManagedMemoryInclude = "#include \"c2o_managed_memory.h\"\n";

/// The start of the line after the one holding \p Offset (or the text's end).
static unsigned nextLine(const std::string &T, unsigned Offset) {
  size_t E = T.find('\n', Offset);
  return E == std::string::npos ? T.size() : E + 1;
}

/// Where a new include goes in file \p File: the start of its first line that
/// is not a comment; in a header, after its `#pragma once` or the
/// `#ifndef X` / `#define X` of its include guard.
static unsigned firstCodeLine(const TranslationContext &TC, const SourceFile &File) {
  const std::string &T = TC.Edits.original();
  unsigned I = skipBlanksAndComments(T, File.Begin);
  unsigned End = File.Begin + File.Size;
  if (I >= End) return TC.lineStart(std::min(I, End));
  auto Directive = [&](unsigned At, llvm::StringRef Name) {
    if (At >= End || T[At] != '#') return false;
    unsigned J = At + 1;
    while (J < End && (T[J] == ' ' || T[J] == '\t')) ++J;
    return llvm::StringRef(T).substr(J).starts_with(Name);
  };
  if (File.Begin != 0) { // a header
    if (Directive(I, "pragma once")) return nextLine(T, I);
    if (Directive(I, "ifndef")) {
      unsigned Next = skipBlanksAndComments(T, nextLine(T, I));
      if (Directive(Next, "define")) return nextLine(T, Next);
    }
  }
  return TC.lineStart(I);
}

void runIncludeRule(TranslationContext &TC, const CudaAstIndex &Index, const DeviceCodeFacts &Device,
                    bool UnifiedSharedMemory) {
  // Per translated file: where its c2o_runtime.h include is, where its first
  // helper include is, which helper headers it includes already.
  std::map<int, unsigned> RuntimeAt, FirstHelperAt;
  std::map<int, llvm::StringSet<>> Written;
  for (const CudaInclude &I : Index.includes()) {
    auto Begin = TC.fileOffset(I.Hash);
    auto End = TC.fileOffset(I.NameEnd);
    if (!Begin || !End) continue;
    if (!I.Bundled) {
      if (I.File && Index.untranslatedCudaFiles().count(I.File)) TC.diag(DiagID::IncludedCudaNotTranslated, I.Hash, {I.Name});
      continue;
    }
    llvm::StringRef Helper = helperHeaderFor(I.Name);
    if (Helper.empty()) {
      TC.diag(DiagID::HeaderWithoutCounterpart, I.Hash, {I.Name});
      continue;
    }
    ++TC.Stats.Converted;
    int File = TC.fileIndexAt(*Begin);
    if (!Written[File].insert(Helper).second) {
      TC.Edits.replace(*Begin, *End - *Begin, ""); // that helper header covers it
      continue;
    }
    TC.Edits.replace(*Begin, *End - *Begin, "#include \"" + Helper.str() + "\"");
    if (Helper == "c2o_runtime.h") RuntimeAt.emplace(File, *Begin);
    FirstHelperAt.emplace(File, *Begin);
  }
  // Each translated file holding CUDA code includes the runtime helpers (nvcc
  // includes cuda_runtime.h before every file it compiles).
  // A .cu file sees CUDA's declarations from its first line on, before its own
  // includes (nvcc's -include cuda_runtime.h): code above its first CUDA
  // include may use them, or what cuda_runtime.h brings in (NULL, size_t).
  for (size_t F = 0; F < TC.files().size(); ++F) {
    const SourceFile &File = TC.files()[F];
    bool ForcedInclude = F == 0 && llvm::StringRef(File.Path).ends_with(".cu");
    if (RuntimeAt.count(F) && !(ForcedInclude && RuntimeAt[F] > firstCodeLine(TC, File))) continue;
    // A C++ file without CUDA stays as it is: the helpers bring in <math.h>,
    // whose device wrappers (clang's, for nvptx) declare CUDA's integer extras
    // (umin, ...) that a host file may define for itself.
    if (!RuntimeAt.count(F) && !ForcedInclude && !Index.filesWithCuda().count(File.FID)) continue;
    unsigned At = firstCodeLine(TC, File);
    RuntimeAt[F] = At;
    TC.Edits.insert(At, std::string(HelperInclude) + "\n", -5);
    if (!FirstHelperAt.count(F) || At < FirstHelperAt[F]) FirstHelperAt[F] = At;
  }
  // Its `requires` must come before any device routine, the helpers' included.
  if (UnifiedSharedMemory) TC.Edits.insert(FirstHelperAt[0], ManagedMemoryInclude, -6);
  // The synchronising calls look for failed device asserts (c2o_device_assert.h) where there are some.
  if (!Device.Asserts.empty() && FirstHelperAt.count(0))
    TC.Edits.insert(FirstHelperAt[0], "#define C2O_DEVICE_ASSERTS 1\n", -7);
  // Recursive device code: the helpers raise the GPU's stack limit (c2o_launch.h).
  if (Device.RecursiveFunction && FirstHelperAt.count(0))
    TC.Edits.insert(FirstHelperAt[0], "#define C2O_DEVICE_RECURSION 1\n", -7);
}

} // namespace c2o
