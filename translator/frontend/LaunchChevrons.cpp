//===- LaunchChevrons.cpp - spaced launch chevrons, as nvcc reads them ----===//
#include "frontend/LaunchChevrons.h"
#include "frontend/EditedFileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cctype>

namespace c2o {

namespace {

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

/// Scans C++ text, skipping comments and literals.
struct Scanner {
  std::string &T;
  size_t I = 0;

  /// Moves past a comment or literal starting at I; false if there is none.
  bool skipNonCode() {
    if (T.compare(I, 2, "//") == 0) {
      while (I < T.size() && T[I] != '\n') I += (T[I] == '\\' && I + 1 < T.size()) ? 2 : 1;
      return true;
    }
    if (T.compare(I, 2, "/*") == 0) {
      size_t E = T.find("*/", I + 2);
      I = E == std::string::npos ? T.size() : E + 2;
      return true;
    }
    if (T[I] == '"' || T[I] == '\'') {
      // A raw string literal: R"delim( ... )delim".
      if (T[I] == '"' && I > 0 && T[I - 1] == 'R') {
        size_t Open = T.find('(', I);
        if (Open != std::string::npos) {
          std::string Close = ")" + T.substr(I + 1, Open - I - 1) + "\"";
          size_t E = T.find(Close, Open);
          I = E == std::string::npos ? T.size() : E + Close.size();
          return true;
        }
      }
      // A digit separator (1'000) is not a character literal.
      if (T[I] == '\'' && I > 0 && std::isxdigit(static_cast<unsigned char>(T[I - 1]))) return false;
      char Q = T[I++];
      while (I < T.size() && T[I] != Q && T[I] != '\n') I += T[I] == '\\' ? 2 : 1;
      if (I < T.size()) ++I;
      return true;
    }
    return false;
  }

  /// Three chevrons \p C at I with only blanks between them: the position
  /// after the third, or 0.
  size_t chevrons(size_t At, char C) const {
    size_t J = At;
    for (int N = 0; N < 3; ++N) {
      if (N > 0)
        while (J < T.size() && isSpace(T[J])) ++J;
      if (J >= T.size() || T[J] != C) return 0;
      ++J;
    }
    return J;
  }

  /// Rewrites [At, End) — three chevrons with blanks between — as the three
  /// chevrons followed by the blanks.
  void join(size_t At, size_t End, char C) {
    std::string Blanks;
    for (size_t J = At; J < End; ++J)
      if (T[J] != C) Blanks += T[J];
    T.replace(At, End - At, std::string(3, C) + Blanks);
  }
};

} // namespace

std::string joinLaunchChevrons(llvm::StringRef Text, bool &Changed) {
  Changed = false;
  if (!Text.contains("<<")) return Text.str();
  std::string T = Text.str();
  Scanner S{T};
  while (S.I < T.size()) {
    if (S.skipNonCode()) continue;
    size_t OpenEnd = T[S.I] == '<' ? S.chevrons(S.I, '<') : 0;
    // `operator<< <>` names a specialisation of operator<<, not a launch.
    llvm::StringRef Before = llvm::StringRef(T).substr(0, S.I).rtrim();
    if (!OpenEnd || (S.I > 0 && T[S.I - 1] == '<') || Before.ends_with("operator")) {
      ++S.I;
      continue;
    }
    bool Spaced = OpenEnd - S.I > 3;
    if (Spaced) S.join(S.I, OpenEnd, '<');
    // The launch's close: the first three '>' at parenthesis depth 0.
    S.I = OpenEnd;
    int Depth = 0;
    while (S.I < T.size()) {
      if (S.skipNonCode()) continue;
      char C = T[S.I];
      if (C == '(' || C == '[' || C == '{') ++Depth;
      else if (C == ')' || C == ']' || C == '}') {
        if (--Depth < 0) break; // not a launch after all
      } else if (C == ';') break;
      else if (C == '>' && Depth == 0) {
        if (size_t CloseEnd = S.chevrons(S.I, '>')) {
          if (CloseEnd - S.I > 3) {
            S.join(S.I, CloseEnd, '>');
            Spaced = true;
          }
          S.I = CloseEnd;
          break;
        }
      }
      ++S.I;
    }
    Changed |= Spaced;
  }
  return T;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
launchChevronFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base) {
  return editedFileSystem(std::move(Base), [](llvm::StringRef, std::string &Text) {
    bool Changed = false;
    std::string Joined = joinLaunchChevrons(Text, Changed);
    if (Changed) Text = std::move(Joined);
    return Changed;
  });
}

} // namespace c2o
