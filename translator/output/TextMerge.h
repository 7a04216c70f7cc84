//===- TextMerge.h - one text from two translations of the same file ------===//
//
// A header included by several inputs is translated once per includer, and
// written once. Where the translations differ only in places each changed on
// its own (an includer that uses a macro of the header gets its body
// rewritten, one that does not leaves it as written), the file written is
// both: a three-way merge of the two translations, by lines, over the
// original text. Where they change the same lines differently, there is no
// merge and the driver keeps one translation with C2O1020, a comment above
// the first line that differs (withCommentAbove).
//===----------------------------------------------------------------------===//
#ifndef C2O_OUTPUT_TEXTMERGE_H
#define C2O_OUTPUT_TEXTMERGE_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace c2o {

/// \p A and \p B, two edits of \p Base, as one text: every line either
/// changed, in the order of Base. std::nullopt when they change the same
/// lines (or insert at the same place) differently, or when the texts differ
/// too much to compare cheaply.
std::optional<std::string> mergeTranslations(llvm::StringRef Base, llvm::StringRef A, llvm::StringRef B);

/// \p Text with "// Comment" inserted above line \p Line (1-based), with that
/// line's indentation; never inside a macro definition: above its #define
/// when the line continues one ('\\' at the end of the line above).
std::string withCommentAbove(const std::string &Text, unsigned Line, const std::string &Comment);

} // namespace c2o

#endif
