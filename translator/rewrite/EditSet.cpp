#include "rewrite/EditSet.h"
#include <algorithm>

namespace c2o {

static bool before(const Edit &A, const Edit &B) {
  if (A.Offset != B.Offset) return A.Offset < B.Offset;
  if ((A.Length == 0) != (B.Length == 0)) return A.Length == 0; // insertions first
  return A.Order < B.Order;
}

EditSet::EditSet(std::string Text) : Original(std::move(Text)) {
  Files.push_back({0, static_cast<unsigned>(Original.size()), {}});
}

EditSet::EditSet(std::string Text, const std::vector<TextRange> &Ranges) : Original(std::move(Text)) {
  for (const TextRange &R : Ranges) Files.push_back({R.Offset, R.Offset + R.Length, {}});
}

EditSet::FileEdits *EditSet::fileAt(unsigned Offset) {
  return const_cast<FileEdits *>(static_cast<const EditSet *>(this)->fileAt(Offset));
}

const EditSet::FileEdits *EditSet::fileAt(unsigned Offset) const {
  // The last file starting at or before Offset, if Offset is not past its end.
  auto It = std::upper_bound(Files.begin(), Files.end(), Offset,
                             [](unsigned O, const FileEdits &F) { return O < F.Begin; });
  if (It == Files.begin()) return nullptr;
  --It;
  return Offset <= It->End ? &*It : nullptr;
}

bool EditSet::empty() const {
  return std::all_of(Files.begin(), Files.end(), [](const FileEdits &F) { return F.Edits.empty(); });
}

void EditSet::insert(unsigned Offset, llvm::StringRef Text, int Order, bool Generated) {
  FileEdits *F = fileAt(Offset);
  if (!F) return;
  for (const Edit &Old : F->Edits)
    if (Old.Offset == Offset && Old.Length == 0 && Old.Text == Text) return; // a macro expanded twice
  Edit E{Offset, 0, Text.str(), Order * 1000000 + NextOrder++, Generated};
  F->Edits.insert(std::upper_bound(F->Edits.begin(), F->Edits.end(), E, before), E);
}

bool EditSet::replace(unsigned Offset, unsigned Length, llvm::StringRef Text, bool Generated) {
  FileEdits *F = fileAt(Offset);
  unsigned End = Offset + Length;
  if (!F || End > F->End) return false; // an edit stays in its file
  std::vector<Edit> &Edits = F->Edits;
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
  const FileEdits *F = fileAt(Offset);
  if (!F || End > F->End) return Original.substr(Offset, Length);
  bool Whole = Offset == F->Begin && End == F->End;
  std::string Out;
  unsigned Pos = Offset;
  for (const Edit &E : F->Edits) {
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

std::string EditSet::applyRange(const FileEdits &F, std::vector<TextRange> &GeneratedRanges, size_t Shift) const {
  std::string Out;
  unsigned Pos = F.Begin;
  for (const Edit &E : F.Edits) {
    if (E.Offset < Pos) continue;
    Out.append(Original, Pos, E.Offset - Pos);
    if (E.Generated)
      GeneratedRanges.push_back({static_cast<unsigned>(Shift + Out.size()), static_cast<unsigned>(E.Text.size())});
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original, Pos, F.End - Pos);
  return Out;
}

std::string EditSet::apply(std::vector<TextRange> &GeneratedRanges) const {
  if (Files.size() == 1 && Files[0].Begin == 0 && Files[0].End == Original.size())
    return applyRange(Files[0], GeneratedRanges, 0);
  std::string Out;
  for (const FileEdits &F : Files) {
    Out += applyRange(F, GeneratedRanges, Out.size());
    Out += '\n';
  }
  return Out;
}

std::string EditSet::applyFile(size_t I, std::vector<TextRange> &GeneratedRanges) const {
  return applyRange(Files[I], GeneratedRanges, 0);
}

unsigned EditSet::replacementStartContaining(unsigned Offset) const {
  const FileEdits *F = fileAt(Offset);
  if (!F) return Offset;
  for (const Edit &E : F->Edits)
    if (E.Length > 0 && E.Offset < Offset && Offset < E.Offset + E.Length) return E.Offset;
  return Offset;
}

unsigned EditSet::changedLines(const FileEdits &F, const std::vector<unsigned> &Starts) const {
  // Line of an offset by binary search in the table of line starts.
  auto LineOf = [&](unsigned Off) {
    return static_cast<long>(std::upper_bound(Starts.begin(), Starts.end(), Off) - Starts.begin()) - 1;
  };
  unsigned Lines = 0;
  long LastLine = -1;
  for (const Edit &E : F.Edits) {
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

static std::vector<unsigned> lineStarts(const std::string &Text) {
  std::vector<unsigned> Starts{0};
  for (unsigned I = 0; I < Text.size(); ++I)
    if (Text[I] == '\n') Starts.push_back(I + 1);
  return Starts;
}

unsigned EditSet::changedLines() const {
  std::vector<unsigned> Starts = lineStarts(Original);
  unsigned Lines = 0;
  for (const FileEdits &F : Files) Lines += changedLines(F, Starts);
  return Lines;
}

unsigned EditSet::changedLines(size_t I) const { return changedLines(Files[I], lineStarts(Original)); }

} // namespace c2o
