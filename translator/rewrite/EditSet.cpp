#include "rewrite/EditSet.h"
#include <algorithm>

namespace c2o {

static bool before(const Edit &A, const Edit &B) {
  if (A.Offset != B.Offset) return A.Offset < B.Offset;
  if ((A.Length == 0) != (B.Length == 0)) return A.Length == 0; // insertions first
  return A.Order < B.Order;
}

void EditSet::insert(unsigned Offset, llvm::StringRef Text, int Order, bool Generated) {
  for (const Edit &Old : Edits)
    if (Old.Offset == Offset && Old.Length == 0 && Old.Text == Text) return; // a macro expanded twice
  Edit E{Offset, 0, Text.str(), Order * 1000000 + NextOrder++, Generated};
  Edits.insert(std::upper_bound(Edits.begin(), Edits.end(), E, before), E);
}

bool EditSet::replace(unsigned Offset, unsigned Length, llvm::StringRef Text, bool Generated) {
  unsigned End = Offset + Length;
  // Collect edits that intersect [Offset, End).
  std::vector<size_t> Inside;
  for (size_t I = 0; I < Edits.size(); ++I) {
    const Edit &E = Edits[I];
    unsigned EEnd = E.Offset + E.Length;
    if (E.Offset == Offset && E.Length == Length && E.Length > 0) {
      if (E.Text == Text) return true; // duplicate
      if (Length == 0) continue;
    }
    bool Disjoint = EEnd <= Offset || E.Offset >= End;
    if (E.Length == 0) Disjoint = E.Offset <= Offset || E.Offset >= End;
    if (Disjoint) continue;
    if (E.Offset >= Offset && EEnd <= End) { Inside.push_back(I); continue; }
    return false; // partial overlap
  }
  // Absorb inner edits: the caller built Text from rewrittenText().
  for (auto It = Inside.rbegin(); It != Inside.rend(); ++It) Edits.erase(Edits.begin() + *It);
  Edit E{Offset, Length, Text.str(), NextOrder++, Generated};
  Edits.insert(std::upper_bound(Edits.begin(), Edits.end(), E, before), E);
  return true;
}

std::string EditSet::rewrittenText(unsigned Offset, unsigned Length) const {
  unsigned End = Offset + Length;
  bool Whole = Offset == 0 && Length == Original.size();
  std::string Out;
  unsigned Pos = Offset;
  for (const Edit &E : Edits) {
    if (E.Offset < Offset || E.Offset + E.Length > End) continue;
    // Insertions at the borders of a part belong to its surroundings.
    if (!Whole && E.Length == 0 && (E.Offset == Offset || E.Offset == End)) continue;
    if (E.Offset < Pos) continue;
    Out.append(Original, Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original, Pos, End - Pos);
  return Out;
}

std::string EditSet::apply(std::vector<TextRange> &GeneratedRanges) const {
  std::string Out;
  unsigned Pos = 0;
  for (const Edit &E : Edits) {
    if (E.Offset < Pos) continue;
    Out.append(Original, Pos, E.Offset - Pos);
    if (E.Generated) GeneratedRanges.push_back({static_cast<unsigned>(Out.size()), static_cast<unsigned>(E.Text.size())});
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original, Pos, std::string::npos);
  return Out;
}

unsigned EditSet::replacementStartContaining(unsigned Offset) const {
  for (const Edit &E : Edits)
    if (E.Length > 0 && E.Offset < Offset && Offset < E.Offset + E.Length) return E.Offset;
  return Offset;
}

unsigned EditSet::changedLines() const {
  // Line of an offset by binary search in the table of line starts.
  std::vector<unsigned> Starts{0};
  for (unsigned I = 0; I < Original.size(); ++I)
    if (Original[I] == '\n') Starts.push_back(I + 1);
  auto LineOf = [&](unsigned Off) {
    return static_cast<long>(std::upper_bound(Starts.begin(), Starts.end(), Off) - Starts.begin()) - 1;
  };
  unsigned Lines = 0;
  long LastLine = -1;
  for (const Edit &E : Edits) {
    size_t NewLines = std::count(E.Text.begin(), E.Text.end(), '\n');
    if (E.Length == 0 && NewLines > 0) { // whole lines inserted; the line below is unchanged
      Lines += NewLines;
      continue;
    }
    long Line = LineOf(E.Offset);
    long EndLine = LineOf(E.Offset + E.Length);
    long First = std::max(Line, LastLine + 1);
    if (EndLine >= First) Lines += EndLine - First + 1;
    LastLine = std::max(LastLine, EndLine);
    Lines += NewLines;
  }
  return Lines;
}

} // namespace c2o
