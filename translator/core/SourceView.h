//===- SourceView.h - the main file as the stages see it ------------------===//
//
// The AST context of one translation unit, the original text of its main
// file and the place of the bundled CUDA headers: what every stage asks when
// it turns a clang location into an offset of the main file, or wants to know
// whether a declaration comes from the bundled headers. Read-only: the
// analyses take it, and the rewrite's TranslationContext extends it with the
// edits.
//===----------------------------------------------------------------------===//
#pragma once
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace c2o {

class SourceView {
public:
  SourceView(clang::ASTContext &Ctx, std::string BundledDir);

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;

  /// The main file's original text.
  const std::string &text() const { return Text; }
  /// The folder of the declaration-only CUDA headers the file was parsed with.
  const std::string &bundledDir() const { return BundledDir; }

  /// True when \p L is spelled in one of the bundled CUDA headers.
  bool isBundled(clang::SourceLocation L) const;
  /// True when any declaration of \p D is in a bundled header (some CUDA
  /// names, __expf ..., are also clang builtins).
  bool isBundled(const clang::Decl *D) const;
  /// Offset in the main file where the token at \p L is spelled, if it is.
  std::optional<unsigned> spellingOffset(clang::SourceLocation L) const;
  /// Offset in the main file of a file (non-macro) location.
  std::optional<unsigned> fileOffset(clang::SourceLocation L) const;
  /// Offset just past the token at file location \p L.
  std::optional<unsigned> tokenEndOffset(clang::SourceLocation L) const;
  /// Offset of the start of the line holding \p Offset.
  unsigned lineStart(unsigned Offset) const;
  /// The indentation of the line holding \p Offset.
  std::string indentOf(unsigned Offset) const;

private:
  std::string BundledDir;
  std::string Text;
};

/// Is \p Path one of the bundled CUDA declaration headers (under \p BundledDir)?
bool isBundledHeaderPath(llvm::StringRef Path, llvm::StringRef BundledDir);

} // namespace c2o
