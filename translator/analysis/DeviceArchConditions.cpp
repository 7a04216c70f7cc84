//===- DeviceArchConditions.cpp - conditions nvcc decides in its device pass ===//
#include "analysis/DeviceArchConditions.h"
#include "analysis/DeviceCode.h"
#include "core/SourceRanges.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"

namespace c2o {

using namespace clang;

namespace {

/// Does \p Text hold \p Word as a whole word?
bool hasWord(llvm::StringRef Text, llvm::StringRef Word) {
  for (size_t I = Text.find(Word); I != llvm::StringRef::npos; I = Text.find(Word, I + 1)) {
    bool Before = I == 0 || !isAsciiIdentifierContinue(Text[I - 1]);
    bool After = I + Word.size() >= Text.size() || !isAsciiIdentifierContinue(Text[I + Word.size()]);
    if (Before && After) return true;
  }
  return false;
}

/// The logical line at \p Begin (backslash-newlines joined): [Begin, end).
size_t lineEnd(llvm::StringRef T, size_t Begin) {
  size_t I = Begin;
  while (I < T.size() && T[I] != '\n') I += T[I] == '\\' && I + 1 < T.size() ? 2 : 1;
  return I;
}

/// The name of the directive of the line at \p Begin ("if", "endif" ...), or "".
llvm::StringRef directiveName(llvm::StringRef T, size_t Begin) {
  size_t I = Begin;
  while (I < T.size() && (T[I] == ' ' || T[I] == '\t')) ++I;
  if (I >= T.size() || T[I] != '#') return "";
  ++I;
  while (I < T.size() && (T[I] == ' ' || T[I] == '\t')) ++I;
  size_t J = I;
  while (J < T.size() && isAsciiIdentifierContinue(T[J])) ++J;
  return T.slice(I, J);
}

/// The text from the line of the directive at \p Keyword to its #endif.
llvm::StringRef conditionalBlock(llvm::StringRef T, size_t Keyword) {
  size_t Line = T.rfind('\n', Keyword);
  Line = Line == llvm::StringRef::npos ? 0 : Line + 1;
  int Depth = 0;
  for (size_t I = Line; I < T.size();) {
    llvm::StringRef Name = directiveName(T, I);
    if (Name == "if" || Name == "ifdef" || Name == "ifndef") ++Depth;
    if (Name == "endif" && --Depth <= 0) return T.slice(Line, lineEnd(T, I));
    if (I == Line && Depth == 0) ++Depth; // an #elif: its #if lies before
    I = lineEnd(T, I) + 1;
  }
  return T.substr(Line);
}

} // namespace

DirectiveRanges findDeviceArchConditions(const SourceView &View, const CudaAstIndex &Index) {
  DirectiveRanges Out;
  // The bodies of what only the device runs, and of every CUDA function, as offsets of the view's text.
  std::vector<OffsetRange> DeviceBodies = cudaFunctionBodies(View, Index, /*DeviceOnly=*/true);
  std::vector<OffsetRange> Bodies = cudaFunctionBodies(View, Index, /*DeviceOnly=*/false);
  const std::string &T = View.text();
  for (const CudaCondition &C : Index.conditions()) {
    auto Off = View.fileOffset(C.Keyword);
    if (!Off) continue;
    unsigned End = directiveEnd(T, *Off);
    llvm::StringRef Directive = llvm::StringRef(T).slice(*Off, End);
    if (!hasWord(Directive, "__CUDA_ARCH__")) continue;
    bool Device = insideAny(DeviceBodies, *Off);
    if (!Device && !insideAny(Bodies, *Off)) {
      llvm::StringRef Block = conditionalBlock(T, *Off);
      Device = (hasWord(Block, "__device__") || hasWord(Block, "__global__")) && !hasWord(Block, "__host__");
    }
    if (!Device) continue;
    int I = View.fileIndexAt(*Off);
    if (I < 0) continue;
    const SourceFile &F = View.files()[I];
    OptionalFileEntryRef E = View.SM.getFileEntryRefForID(F.FID);
    if (!E) continue;
    Out[View.SM.getFileManager().getCanonicalName(*E).str()].push_back({*Off - F.Begin, End - F.Begin});
  }
  return Out;
}

} // namespace c2o
