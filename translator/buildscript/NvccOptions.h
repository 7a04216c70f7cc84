//===- NvccOptions.h - nvcc options in a C++ build (NvccOptions.def) ------===//
#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace c2o {

/// What becomes of a list of nvcc options in the C++ build.
struct NvccOptionsResult {
  std::vector<std::string> Kept;    ///< options for the C++ compiler, in order
  std::vector<std::string> Dropped; ///< nvcc's device-code options (each with its value)
  std::vector<std::string> Unknown; ///< options the table does not know (dropped)
};

/// Maps \p Options (one option or value per element) through NvccOptions.def.
/// With \p OnlyNvccOwn (options of a C++ target, which may be the host
/// compiler's), only options the table knows as nvcc's own are changed:
/// every other option is kept, unknown ones included.
NvccOptionsResult mapNvccOptions(llvm::ArrayRef<std::string> Options, bool OnlyNvccOwn = false);

/// Whether \p Opt is an nvcc option whose value is the next argument (-Xcompiler X).
bool nvccOptionTakesNext(llvm::StringRef Opt);

/// Splits option text as CMake hands it over: at white space and ';'.
std::vector<std::string> splitOptions(llvm::StringRef Text);

} // namespace c2o
