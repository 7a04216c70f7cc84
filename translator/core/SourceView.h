//===- SourceView.h - the translated files as the stages see them ---------===//
//
// The AST context of one translation unit, the original text of the files
// it translates and the place of the bundled CUDA headers: what every stage
// asks when it turns a clang location into an offset, or wants to know
// whether a declaration comes from the bundled headers. Read-only: the
// analyses take it, and the rewrite's TranslationContext extends it with the
// edits.
//
// The files are the main file and the files it includes that the driver
// chose (those of the project: under --in-root, not system headers). An
// offset is a place in text(): the files laid end to end, the main file
// first (so its offsets are its own), each followed by one newline that
// belongs to no file. An offset therefore says which file it is in.
//===----------------------------------------------------------------------===//
#pragma once
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace c2o {

/// One file of the view: a file of the parse and its place in text().
struct SourceFile {
  clang::FileID FID;
  std::string Path;   ///< as the parse named it
  unsigned Begin = 0; ///< offset of its first character in text()
  unsigned Size = 0;  ///< its length
};

class SourceView {
public:
  /// The main file only.
  SourceView(clang::ASTContext &Ctx, std::string BundledDir);
  /// The main file, then \p Others (files the main file includes).
  SourceView(clang::ASTContext &Ctx, std::string BundledDir, llvm::ArrayRef<clang::FileID> Others);

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;

  /// The original text of the files, end to end (see above).
  const std::string &text() const { return Text; }
  /// The folder of the declaration-only CUDA headers the file was parsed with.
  const std::string &bundledDir() const { return BundledDir; }
  /// The files, the main file first.
  const std::vector<SourceFile> &files() const { return Files; }
  /// The index in files() of \p FID, or -1.
  int fileIndex(clang::FileID FID) const;
  /// The index in files() of the file holding \p Offset (its end included), or -1.
  int fileIndexAt(unsigned Offset) const;
  /// The location of \p Offset (a place in one of the files).
  clang::SourceLocation locationOf(unsigned Offset) const;
  /// Is \p L (where it is expanded) written in one of the files?
  bool isWrittenInView(clang::SourceLocation L) const;

  /// True when \p L is spelled in one of the bundled CUDA headers.
  bool isBundled(clang::SourceLocation L) const;
  /// True when any declaration of \p D is in a bundled header (some CUDA
  /// names, __expf ..., are also clang builtins).
  bool isBundled(const clang::Decl *D) const;
  /// Offset where the token at \p L is spelled, if it is spelled in one of the files.
  std::optional<unsigned> spellingOffset(clang::SourceLocation L) const;
  /// Offset of a file (non-macro) location in one of the files.
  std::optional<unsigned> fileOffset(clang::SourceLocation L) const;
  /// Offset just past the token at file location \p L.
  std::optional<unsigned> tokenEndOffset(clang::SourceLocation L) const;
  /// Offset of the start of the line holding \p Offset.
  unsigned lineStart(unsigned Offset) const;
  /// The indentation of the line holding \p Offset.
  std::string indentOf(unsigned Offset) const;
  /// Is the rest of the line from \p Offset blank or a `//` comment?
  bool restOfLineEmpty(unsigned Offset) const;

private:
  void addFile(clang::FileID FID);

  std::string BundledDir;
  std::string Text;
  std::vector<SourceFile> Files;
  llvm::DenseMap<clang::FileID, unsigned> IndexOf;
};

/// Is \p Path one of the bundled CUDA declaration headers (under \p BundledDir)?
bool isBundledHeaderPath(llvm::StringRef Path, llvm::StringRef BundledDir);

} // namespace c2o
