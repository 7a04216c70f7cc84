//===- LiteralSuffixes.cpp - a space between a literal and a macro name ---===//
#include "output/LiteralSuffixes.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace c2o {

using clang::isAsciiIdentifierContinue;
using clang::isAsciiIdentifierStart;

namespace {

/// The end of the comment at \p I ("//" or "/*"), or \p I when none starts there.
size_t commentEnd(const std::string &T, size_t I) {
  if (I + 1 >= T.size() || T[I] != '/') return I;
  if (T[I + 1] == '/') {
    size_t E = T.find('\n', I);
    return E == std::string::npos ? T.size() : E;
  }
  if (T[I + 1] == '*') {
    size_t E = T.find("*/", I + 2);
    return E == std::string::npos ? T.size() : E + 2;
  }
  return I;
}

/// The start of the identifier or number that ends just before \p I.
size_t wordStart(const std::string &T, size_t I) {
  while (I > 0 && isAsciiIdentifierContinue(T[I - 1])) --I;
  return I;
}

/// The end of the literal whose opening quote is at \p I (past its closing
/// quote), or \p I when the quote does not open a literal (a digit separator).
size_t literalEnd(const std::string &T, size_t I) {
  size_t W = wordStart(T, I);
  llvm::StringRef Prefix(T.data() + W, I - W);
  if (T[I] == '\'' && !Prefix.empty() && clang::isDigit(Prefix.front())) return I; // 1'000
  if (T[I] == '"' && Prefix.ends_with("R")) {                                        // R"delim(...)delim"
    size_t Open = T.find('(', I);
    if (Open == std::string::npos) return T.size();
    std::string Close = ")" + T.substr(I + 1, Open - I - 1) + "\"";
    size_t E = T.find(Close, Open);
    return E == std::string::npos ? T.size() : E + Close.size();
  }
  char Quote = T[I];
  for (size_t J = I + 1; J < T.size(); ++J) {
    if (T[J] == '\\') ++J;
    else if (T[J] == Quote || T[J] == '\n') return J + 1;
  }
  return T.size();
}

} // namespace

unsigned separateLiteralSuffixes(std::string &Text) {
  std::vector<size_t> Spaces;
  for (size_t I = 0; I < Text.size();) {
    size_t C = commentEnd(Text, I);
    if (C != I) {
      I = C;
      continue;
    }
    if (Text[I] != '"' && Text[I] != '\'') {
      ++I;
      continue;
    }
    size_t E = literalEnd(Text, I);
    if (E == I) {
      ++I;
      continue;
    }
    if (E < Text.size() && Text[E - 1] == Text[I] && isAsciiIdentifierStart(Text[E]) && Text[E] != '_') {
      size_t W = E;
      while (W < Text.size() && isAsciiIdentifierContinue(Text[W])) ++W;
      llvm::StringRef Suffix(Text.data() + E, W - E);
      if (Suffix != "s" && Suffix != "sv") Spaces.push_back(E);
    }
    I = E;
  }
  for (auto It = Spaces.rbegin(); It != Spaces.rend(); ++It) Text.insert(*It, " ");
  return Spaces.size();
}

} // namespace c2o
