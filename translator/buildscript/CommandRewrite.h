//===- CommandRewrite.h - the edits of one CMake command ------------------===//
#pragma once
#include "buildscript/CMakeScript.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <string>
#include <vector>

namespace c2o {

/// Edits of one command, relative to the whole text.
class CommandRewrite {
public:
  CommandRewrite(const std::string &T, const cmake::Command &C) : T(T), C(C) {}
  void replace(size_t B, size_t E, std::string Text) { Edits.push_back({B, E, std::move(Text)}); }
  void replaceName(llvm::StringRef N) { replace(C.Begin, C.Begin + C.Name.size(), N.str()); }
  void replaceArg(size_t I, std::string Text) { replace(C.Args[I].Begin, C.Args[I].End, std::move(Text)); }
  /// Removes [B, E) of the argument list: its whole line when nothing else is
  /// on it, else with the blanks before it (or after it, first in the list).
  void removeSpan(size_t B, size_t E) {
    size_t LB = B, LE = E;
    while (LB > C.Open + 1 && (T[LB - 1] == ' ' || T[LB - 1] == '\t')) --LB;
    while (LE < C.Close && (T[LE] == ' ' || T[LE] == '\t')) ++LE;
    bool LineStart = LB > C.Open + 1 && T[LB - 1] == '\n';
    bool LineEnd = LE < C.Close && T[LE] == '\n';
    if (LineStart && LineEnd) {
      replace(LB, LE + 1, "");
    } else if (LB < B) {
      replace(LB, E, "");
    } else {
      replace(B, LE, "");
    }
  }
  void removeArg(size_t I) { removeSpan(C.Args[I].Begin, C.Args[I].End); }
  bool changed() const { return !Edits.empty(); }
  std::string result() const {
    std::vector<Edit> Sorted = Edits;
    std::stable_sort(Sorted.begin(), Sorted.end(), [](const Edit &A, const Edit &B) { return A.B < B.B; });
    std::string Out;
    size_t Cur = C.Begin;
    for (const Edit &E : Sorted) {
      if (E.B < Cur) continue; // overlapping: the first edit wins
      Out.append(T, Cur, E.B - Cur);
      Out += E.Text;
      Cur = E.E;
    }
    Out.append(T, Cur, C.End - Cur);
    return Out;
  }

private:
  struct Edit {
    size_t B, E;
    std::string Text;
  };
  const std::string &T;
  const cmake::Command &C;
  std::vector<Edit> Edits;
};

} // namespace c2o
