#include "output/LineMapping.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <set>
#include <string>

namespace c2o {

namespace {

/// The words of a line (identifiers and numbers).
std::set<std::string> words(llvm::StringRef Line) {
  std::set<std::string> W;
  size_t I = 0;
  while (I < Line.size()) {
    if (!llvm::isAlnum(Line[I]) && Line[I] != '_') {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Line.size() && (llvm::isAlnum(Line[J]) || Line[J] == '_')) ++J;
    W.insert(Line.slice(I, J).str());
    I = J;
  }
  return W;
}

/// How alike two lines are: the share of their words they have in common.
double similarity(llvm::StringRef A, llvm::StringRef B) {
  std::set<std::string> WA = words(A), WB = words(B);
  if (WA.empty() || WB.empty()) return 0;
  size_t Common = 0;
  for (const std::string &W : WA) Common += WB.count(W);
  return double(Common) / std::max(WA.size(), WB.size());
}

} // namespace

std::vector<unsigned> mapOutputLinesToInput(llvm::StringRef Output, llvm::StringRef Input) {
  llvm::SmallVector<llvm::StringRef, 0> Out, In;
  Output.split(Out, '\n');
  Input.split(In, '\n');
  const size_t Window = 200;
  // 1. Anchors: output lines found unchanged, in order (0 = not found).
  std::vector<size_t> Anchor(Out.size(), 0); // 1-based input line
  size_t Next = 0;                           // the first input line not passed yet (0-based)
  for (size_t O = 0; O < Out.size(); ++O) {
    llvm::StringRef T = Out[O].trim();
    if (Next < In.size() && In[Next].trim() == T) {
      Anchor[O] = ++Next;
      continue;
    }
    if (T.size() <= 3 || T.starts_with("//")) continue; // blank, a brace, a comment: no jump for these
    for (size_t I = Next + 1; I < std::min(In.size(), Next + Window); ++I)
      if (In[I].trim() == T) {
        Anchor[O] = I + 1;
        Next = I + 1;
        break;
      }
  }
  // 2. Between two anchors: a rewritten line takes the most alike input line
  //    of the gap (in order); inserted lines (comments, pragmas, launchers)
  //    take the line of the next output line that has one: they stand above it.
  std::vector<unsigned> Map(Out.size(), 0);
  size_t Prev = 0; // the input line of the last anchor (1-based, 0 before the first)
  for (size_t O = 0; O < Out.size();) {
    if (Anchor[O]) {
      Map[O] = Anchor[O];
      Prev = Anchor[O];
      ++O;
      continue;
    }
    size_t End = O;
    while (End < Out.size() && !Anchor[End]) ++End;
    size_t Gap = End < Out.size() ? Anchor[End] - 1 : In.size(); // input lines Prev+1 .. Gap
    size_t From = Prev + 1;
    for (size_t K = O; K < End; ++K) {
      llvm::StringRef T = Out[K].trim();
      if (T.empty() || T.starts_with("//") || T.starts_with("#pragma")) continue;
      double Best = 0.5;
      for (size_t I = From; I <= Gap && I - From < Window; ++I)
        if (double S = similarity(T, In[I - 1]); S >= Best) {
          Best = S;
          Map[K] = I;
        }
      if (Map[K]) From = Map[K] + 1;
    }
    unsigned Below = End < Out.size() ? Anchor[End] : std::max<size_t>(1, In.size());
    for (size_t K = End; K-- > O;) {
      if (Map[K]) Below = Map[K];
      else Map[K] = Below;
    }
    O = End;
  }
  return Map;
}

} // namespace c2o
