//===- EditSet.h - text edits of one file, composable ---------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace c2o {

/// One replacement of [Offset, Offset+Length) of the original text.
struct Edit {
  unsigned Offset = 0;
  unsigned Length = 0;
  std::string Text;
  int Order = 0; ///< insertions at one offset are applied by increasing Order
  bool Generated = false; ///< text the tool wrote (not a rename): formatted afterwards
};

/// A range of the rewritten text.
struct TextRange {
  unsigned Offset, Length;
};

/// The edits of one file. Edits never overlap; a replacement that covers
/// earlier edits absorbs them (their text becomes part of the new text, see
/// rewrittenText), so rules can rewrite an expression whose parts another
/// rule already rewrote.
class EditSet {
public:
  explicit EditSet(std::string Original) : Original(std::move(Original)) {}

  /// Inserts \p Text before \p Offset.
  void insert(unsigned Offset, llvm::StringRef Text, int Order = 0, bool Generated = false);
  /// Replaces [Offset, Offset+Length); returns false on a partial overlap.
  /// An identical edit given twice (a macro expanded twice) is kept once.
  bool replace(unsigned Offset, unsigned Length, llvm::StringRef Text, bool Generated = false);
  /// The original text of [Offset, Offset+Length) with the edits inside it applied.
  std::string rewrittenText(unsigned Offset, unsigned Length) const;
  /// The whole rewritten file.
  std::string apply() const { return rewrittenText(0, Original.size()); }
  /// The whole rewritten file; \p GeneratedRanges receives where the
  /// generated edits landed in it.
  std::string apply(std::vector<TextRange> &GeneratedRanges) const;
  bool empty() const { return Edits.empty(); }
  const std::string &original() const { return Original; }
  /// The start of the replacement that strictly contains \p Offset, else \p Offset.
  unsigned replacementStartContaining(unsigned Offset) const;
  /// Number of original lines touched by an edit, plus lines inserted.
  unsigned changedLines() const;

private:
  std::string Original;
  std::vector<Edit> Edits; // sorted by (Offset, Length>0, Order)
  int NextOrder = 0;
};

} // namespace c2o
