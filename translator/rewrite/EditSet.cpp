#include "rewrite/EditSet.h"
#include <algorithm>
#include <iterator>
#include <limits>

namespace c2o {

bool EditSet::Before::operator()(const Edit &A, const Edit &B) const {
  if (A.Offset != B.Offset) return A.Offset < B.Offset;
  if ((A.Length == 0) != (B.Length == 0)) return A.Length == 0; // insertions first
  return A.Order < B.Order;
}

/// A key that orders before every edit at \p Offset and after those before it.
static Edit firstAt(unsigned Offset) {
  Edit K;
  K.Offset = Offset;
  K.Length = 0;
  K.Order = std::numeric_limits<int>::min();
  return K;
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
  for (auto It = F->Edits.lower_bound(firstAt(Offset)); It != F->Edits.end() && It->Offset == Offset; ++It)
    if (It->Length == 0 && It->Text == Text) return; // a macro expanded twice
  F->Edits.insert(Edit{Offset, 0, Text.str(), Order * 1000000 + NextOrder++, Generated});
}

bool EditSet::replace(unsigned Offset, unsigned Length, llvm::StringRef Text, bool Generated) {
  FileEdits *F = fileAt(Offset);
  unsigned End = Offset + Length;
  if (!F || End > F->End) return false; // an edit stays in its file
  // A replacement that starts before Offset and reaches into it: a partial
  // overlap (replacements never overlap, so the nearest one is the only one).
  auto Prev = F->Replaced.lower_bound(Offset);
  if (Prev != F->Replaced.begin() && std::prev(Prev)->second > Offset) return false;
  // The edits that start in [Offset, End): inside it, or a partial overlap.
  std::vector<std::set<Edit, Before>::iterator> Inside;
  for (auto It = F->Edits.lower_bound(firstAt(Offset)); It != F->Edits.end() && It->Offset < End; ++It) {
    const Edit &E = *It;
    unsigned EEnd = E.Offset + E.Length;
    if (E.Offset == Offset && E.Length == Length && E.Length > 0 && E.Text == Text) return true; // duplicate
    if (E.Length == 0 && E.Offset == Offset) continue; // an insertion before the range stays outside
    if (EEnd <= End) {
      Inside.push_back(It);
      continue;
    }
    return false; // partial overlap
  }
  // Absorb inner edits: the caller built Text from rewrittenText().
  for (auto It : Inside) {
    if (It->Length > 0) F->Replaced.erase(It->Offset);
    F->Edits.erase(It);
  }
  F->Edits.insert(Edit{Offset, Length, Text.str(), NextOrder++, Generated});
  if (Length > 0) F->Replaced[Offset] = End;
  return true;
}

std::string EditSet::rewrittenText(unsigned Offset, unsigned Length) const {
  unsigned End = Offset + Length;
  const FileEdits *F = fileAt(Offset);
  if (!F || End > F->End) return Original.substr(Offset, Length);
  bool Whole = Offset == F->Begin && End == F->End;
  std::string Out;
  unsigned Pos = Offset;
  for (auto It = F->Edits.lower_bound(firstAt(Offset)); It != F->Edits.end() && It->Offset <= End; ++It) {
    const Edit &E = *It;
    if (E.Offset + E.Length > End) continue;
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
  auto Next = F->Replaced.lower_bound(Offset); // the first replacement at or after Offset
  if (Next == F->Replaced.begin()) return Offset;
  auto Prev = std::prev(Next);
  return Offset < Prev->second ? Prev->first : Offset;
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
