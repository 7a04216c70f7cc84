//===- TextConventions.h - the input's encoding mark and line ends kept ---===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <string>

namespace c2o {

/// Keeps in \p Text, the translation of \p Original, what the input's text
/// looks like byte for byte:
///  * a UTF-8 byte-order mark that starts \p Original stays first in \p Text:
///    a line inserted at the file's start (the helper include) goes after it
///    (before it, the mark stood at the start of line 2, which no compiler
///    takes);
///  * when every line of \p Original ends in CR LF, every line of \p Text
///    does (the generated lines and comments ended in LF alone).
/// Returns whether \p Text changed.
bool keepTextConventions(llvm::StringRef Original, std::string &Text);

} // namespace c2o
