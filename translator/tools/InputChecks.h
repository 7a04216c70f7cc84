//===- InputChecks.h - bad input refused in one line ----------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace c2o {

/// Why \p Content is not source text (NUL bytes; many bytes that are
/// neither UTF-8 nor printable), or none when it is text.
std::optional<std::string> whyNotText(llvm::StringRef Content);
/// The same for the file \p Path (its first 64 KiB); none when it cannot be read.
std::optional<std::string> whyFileIsNotText(const std::string &Path);

/// One line saying why the compilation database \p File is not valid JSON
/// ("FILE:LINE:COLUMN: malformed JSON: ..."), or none when it parses.
std::optional<std::string> whyDatabaseIsMalformed(const std::string &File);
/// The same for the text \p Content of the database \p File.
std::optional<std::string> whyDatabaseTextIsMalformed(const std::string &File, llvm::StringRef Content);
/// The compile_commands.json in \p Dir or a folder above it, or "".
std::string databaseAbove(const std::string &Dir);

/// Clang's messages of one file, made readable: at most \p MaxErrors errors
/// (with their notes and source lines), a line saying how many more were not
/// shown, source lines cut at 400 characters, and "N errors generated." after
/// the errors (clang's own line is switched off with -fno-caret-diagnostics:
/// it came before them). Returns the number of errors.
unsigned tidyClangMessages(std::string &Text, unsigned MaxErrors = 20);

} // namespace c2o
