//===- MacroHeads.h - function heads written by the program's macros ------===//
//
// The translation edits the head of every kernel (a body with the launch
// indices, a launcher of the kernel's name) and of the device functions it
// gives parameters (index and block functions). Where the program writes such
// a head through its own macro (`#define DEFINE_KERNEL(name, ...) __global__
// void name(__VA_ARGS__)`, `DEFINE_KERNEL(scale, float *x, int n) { ... }`,
// or a macro holding a whole kernel), the head is not text of the file: its
// name and parameters come from the macro's arguments and its '(' from the
// macro's body. Such a use is written out, one level of the macro expanded
// (the program's own text: the macro's body with the arguments substituted,
// `__global__ void scale(float *x, int n)`), and the file is parsed again;
// the rules then translate it as written code, whatever the function's form
// (flat, block-level, template). The written-out text keeps the lines of the
// use (the use itself follows it as a comment).
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"
#include <map>
#include <string>
#include <vector>

namespace c2o {

/// One use of a macro of the program written out.
struct MacroWriteOut {
  unsigned Begin = 0, End = 0; ///< the use, [Begin, End) of its file's text
  std::string Text;            ///< what replaces it (the same number of lines)
  std::string Macro;           ///< the macro's name
  std::string Function;        ///< the function whose head it writes
  std::string Path;            ///< the use's file (real path); its line and column
  unsigned Line = 0, Column = 0;
  std::string DefinitionPath;  ///< where the macro is defined (real path), and its line and column
  unsigned DefinitionLine = 0, DefinitionColumn = 0;
};

/// Per file (its real path), the uses to write out.
using MacroWriteOuts = std::map<std::string, std::vector<MacroWriteOut>>;

/// The uses of the program's macros that write the head of a kernel, an
/// index function or a block function of \p View (with \p Index's facts and \p Plans),
/// each once. A use that cannot be expanded as text (`__VA_OPT__`, a
/// stringified `__VA_ARGS__`, unbalanced arguments) is left: the kernel rule
/// reports the head it cannot edit (C2O1015).
MacroWriteOuts macroHeadsToWriteOut(const SourceView &View, const CudaAstIndex &Index, const BlockPlans &Plans);

/// \p Text with the write-outs \p W applied (their ranges in \p Text).
std::string applyWriteOuts(llvm::StringRef Text, const std::vector<MacroWriteOut> &W);

} // namespace c2o
