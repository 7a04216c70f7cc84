//===- CMakeScript.h - a CMake file as commands with their places ---------===//
//
// The CMake language (cmake-language(7)) read far enough to rewrite it: the
// command invocations of a file, each with its name, its arguments and where
// every one of them is written, so that an edit changes only the tokens it
// means and the rest of the file (comments, layout) stays byte for byte.
//===----------------------------------------------------------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace c2o {
namespace cmake {

enum class ArgKind {
  Unquoted, ///< foo, ${VAR}, -DX=1
  Quoted,   ///< "a b"
  Bracket,  ///< [[a b]], [=[ ... ]=]
  Open,     ///< ( of a nested group (if(A AND (B OR C)))
  Close,    ///< its )
};

struct Argument {
  ArgKind Kind = ArgKind::Unquoted;
  std::string Value; ///< the text without quotes or brackets (escapes kept as written)
  size_t Begin = 0;  ///< offset of the first character as written (the quote, the bracket)
  size_t End = 0;    ///< offset just past it
  bool isWord(llvm::StringRef W) const { return Kind == ArgKind::Unquoted && Value == W; }
};

struct Command {
  std::string Name;  ///< as written
  std::string Lower; ///< lower case: CMake command names ignore case
  size_t Begin = 0;  ///< offset of the name
  size_t Open = 0;   ///< offset of (
  size_t Close = 0;  ///< offset of )
  size_t End = 0;    ///< Close + 1
  unsigned Line = 1, Column = 1;
  std::vector<Argument> Args;
};

struct Script {
  std::string Text;
  std::vector<Command> Commands;
  /// Line (1-based) of an offset.
  unsigned lineOf(size_t Offset) const;
};

/// \p Text written inside a quoted argument ("..."): a quote that is not
/// escaped gets a backslash, escapes already written (\" \\ \;) stay, and a
/// backslash left alone at the end is doubled (it would escape the closing quote).
std::string escapeForQuotes(llvm::StringRef Text);
/// \p Text as one argument: as it is when CMake reads it back as the same
/// single unquoted argument, else quoted (escapeForQuotes).
std::string asArgument(llvm::StringRef Text);

/// Reads \p Text; fails with "line:col: message" on an unterminated argument,
/// a missing ) or a stray character outside a command.
llvm::Expected<Script> parseScript(llvm::StringRef Text);

} // namespace cmake
} // namespace c2o
