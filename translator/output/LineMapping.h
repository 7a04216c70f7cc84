//===- LineMapping.h - which input line an output line comes from ---------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace c2o {

/// For each line of \p Output (index 0 is line 1), the line of \p Input
/// (1-based) it comes from. The translation keeps the input's lines in their
/// order: a line found unchanged ahead in the input (within a window) is
/// that line; a line inserted (a `// C2Onnnn:` comment, a launcher, a
/// pragma) or rewritten maps to the next input line not yet matched, the
/// line it stands above or replaces. Blank and very short lines only match
/// the very next input line.
std::vector<unsigned> mapOutputLinesToInput(llvm::StringRef Output, llvm::StringRef Input);

} // namespace c2o
