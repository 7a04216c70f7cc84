//===- EditSet.h - text edits of the translated files, composable ---------===//
//
// Offsets are those of a SourceView: the translated files laid end to end,
// each followed by one separator. The edits are kept per file (one list for
// each file, sorted); an edit never crosses from one file into another, and
// each file is applied on its own (applyFile).
//===----------------------------------------------------------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <map>
#include <set>
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

/// A range of the rewritten text (or, for fileRange, of the original).
struct TextRange {
  unsigned Offset, Length;
};

/// The edits of the translated files. Edits never overlap; a replacement
/// that covers earlier edits absorbs them (their text becomes part of the new
/// text, see rewrittenText), so rules can rewrite an expression whose parts
/// another rule already rewrote.
class EditSet {
public:
  /// One file.
  explicit EditSet(std::string Original);
  /// Several files: \p Text holds them end to end; \p Files are their ranges
  /// in it, in order, each followed by at least one character of no file.
  EditSet(std::string Text, const std::vector<TextRange> &Files);

  /// Inserts \p Text before \p Offset (ignored between files).
  void insert(unsigned Offset, llvm::StringRef Text, int Order = 0, bool Generated = false);
  /// Replaces [Offset, Offset+Length); returns false on a partial overlap or
  /// a range that leaves its file. An identical edit given twice (a macro
  /// expanded twice) is kept once.
  bool replace(unsigned Offset, unsigned Length, llvm::StringRef Text, bool Generated = false);
  /// The original text of [Offset, Offset+Length) with the edits inside it applied.
  std::string rewrittenText(unsigned Offset, unsigned Length) const;
  /// The whole rewritten text (the files, each followed by a newline when there are several).
  std::string apply() const {
    std::vector<TextRange> Ignored;
    return apply(Ignored);
  }
  /// As apply(); \p GeneratedRanges receives where the generated edits landed in it.
  std::string apply(std::vector<TextRange> &GeneratedRanges) const;
  /// File \p I rewritten; \p GeneratedRanges receives where the generated
  /// edits landed in it.
  std::string applyFile(size_t I, std::vector<TextRange> &GeneratedRanges) const;
  /// Number of files, and the range of file \p I in the original text.
  size_t fileCount() const { return Files.size(); }
  TextRange fileRange(size_t I) const { return {Files[I].Begin, Files[I].End - Files[I].Begin}; }
  /// Does file \p I have an edit?
  bool fileChanged(size_t I) const { return !Files[I].Edits.empty(); }
  bool empty() const;
  const std::string &original() const { return Original; }
  /// The start of the replacement that strictly contains \p Offset, else \p Offset.
  unsigned replacementStartContaining(unsigned Offset) const;
  /// Number of original lines touched by an edit, plus lines inserted.
  unsigned changedLines() const;
  /// The same for file \p I.
  unsigned changedLines(size_t I) const;

private:
  /// Edits in the order they apply: by offset, insertions before the
  /// replacement at the same offset, then by Order (unique: NextOrder).
  struct Before {
    bool operator()(const Edit &A, const Edit &B) const;
  };
  /// The edits of one file, [Begin, End) of the original text. Ordered sets,
  /// so that adding, finding and absorbing an edit costs a logarithm of their
  /// number: a sorted vector searched from its start made a 50,000-line
  /// input spend 40% of its time here.
  struct FileEdits {
    unsigned Begin = 0, End = 0;
    std::set<Edit, Before> Edits;
    std::map<unsigned, unsigned> Replaced; ///< the replacements' [offset, end): they never overlap
  };
  /// The file holding \p Offset (its end included), or null between files.
  FileEdits *fileAt(unsigned Offset);
  const FileEdits *fileAt(unsigned Offset) const;
  std::string applyRange(const FileEdits &F, std::vector<TextRange> &GeneratedRanges, size_t Shift) const;
  unsigned changedLines(const FileEdits &F, const std::vector<unsigned> &Starts) const;

  std::string Original;
  std::vector<FileEdits> Files;
  int NextOrder = 0;
};

} // namespace c2o
