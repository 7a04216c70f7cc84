//===- LiteralSuffixes.h - a space between a literal and a macro name -----===//
#pragma once
#include <string>

namespace c2o {

/// C++11 reads `"text"NAME` as a string literal with a user-defined suffix;
/// C, C++98 and GCC (with a warning, -Wliteral-suffix) read a string or
/// character literal followed by a macro name as two tokens, as older CUDA
/// code (`printf("id "FMT"\n", x)`) relies on. clang rejects it
/// (-Wreserved-user-defined-literal, an error by default). Inserts a space
/// after each string or character literal that an identifier follows without
/// one, unless the identifier is a user-defined suffix (it starts with '_')
/// or a suffix of the standard library (s, sv); comments, raw strings and
/// digit separators (1'000) are skipped. Returns the number of spaces inserted.
unsigned separateLiteralSuffixes(std::string &Text);

} // namespace c2o
