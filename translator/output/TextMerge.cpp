#include "output/TextMerge.h"
#include "llvm/ADT/ArrayRef.h"
#include <algorithm>
#include <vector>

namespace c2o {

namespace {

using Lines = std::vector<llvm::StringRef>;

/// The lines of \p T, each with its '\n' (the last may lack one).
Lines splitLines(llvm::StringRef T) {
  Lines Out;
  while (!T.empty()) {
    size_t E = T.find('\n');
    size_t Len = E == llvm::StringRef::npos ? T.size() : E + 1;
    Out.push_back(T.take_front(Len));
    T = T.drop_front(Len);
  }
  return Out;
}

/// Base lines [Begin, End) become Lines (Begin == End: inserted before Begin).
struct Hunk {
  size_t Begin, End;
  Lines Text;
};

constexpr long MaxEdits = 2000; // Myers' D: beyond, the texts are not compared (memory grows with D squared)

/// The hunks that turn \p Base into \p Other: Myers' shortest edit script,
/// read as the lines both keep (their longest common subsequence) and the
/// changed runs between them. false when more than MaxEdits lines differ.
bool diffLines(const Lines &BaseAll, const Lines &OtherAll, std::vector<Hunk> &Out) {
  // The common first and last lines are kept: the search runs on the middle.
  size_t Pre = 0;
  while (Pre < BaseAll.size() && Pre < OtherAll.size() && BaseAll[Pre] == OtherAll[Pre]) ++Pre;
  size_t Suf = 0;
  while (Suf < BaseAll.size() - Pre && Suf < OtherAll.size() - Pre &&
         BaseAll[BaseAll.size() - 1 - Suf] == OtherAll[OtherAll.size() - 1 - Suf])
    ++Suf;
  llvm::ArrayRef<llvm::StringRef> Base(BaseAll.data() + Pre, BaseAll.size() - Pre - Suf),
      Other(OtherAll.data() + Pre, OtherAll.size() - Pre - Suf);
  const long N = (long)Base.size(), M = (long)Other.size(), Max = N + M, Off = Max + 1;
  std::vector<long> V(2 * Max + 3, 0);
  std::vector<std::vector<int>> Trace; // step S: V[-S-1 .. S+1] as the step began
  bool Done = N == 0 && M == 0;
  for (long D = 0; !Done && D <= Max; ++D) {
    if (D > MaxEdits) return false;
    Trace.emplace_back(V.begin() + (Off - D - 1), V.begin() + (Off + D + 2));
    for (long K = -D; K <= D; K += 2) {
      long X = (K == -D || (K != D && V[K - 1 + Off] < V[K + 1 + Off])) ? V[K + 1 + Off] : V[K - 1 + Off] + 1;
      long Y = X - K;
      while (X < N && Y < M && Base[X] == Other[Y]) ++X, ++Y;
      V[K + Off] = X;
      if (X >= N && Y >= M) {
        Done = true;
        break;
      }
    }
  }
  // Walk back: the matched pairs, last first.
  std::vector<std::pair<long, long>> Matches;
  long X = N, Y = M;
  for (long S = (long)Trace.size() - 1; S > 0; --S) {
    auto P = [&](long K) { return (long)Trace[S][K + S + 1]; };
    long K = X - Y;
    long PrevK = (K == -S || (K != S && P(K - 1) < P(K + 1))) ? K + 1 : K - 1;
    long PrevX = P(PrevK), PrevY = PrevX - PrevK;
    while (X > PrevX && Y > PrevY) Matches.push_back({--X, --Y});
    X = PrevX;
    Y = PrevY;
  }
  while (X > 0 && Y > 0) Matches.push_back({--X, --Y});
  std::reverse(Matches.begin(), Matches.end());
  Matches.push_back({N, M}); // a sentinel: the ends match
  long BI = 0, OI = 0;
  for (auto [MB, MO] : Matches) {
    if (MB > BI || MO > OI)
      Out.push_back({Pre + (size_t)BI, Pre + (size_t)MB, Lines(Other.begin() + OI, Other.begin() + MO)});
    BI = MB + 1;
    OI = MO + 1;
  }
  return true;
}

bool sameHunk(const Hunk &A, const Hunk &B) { return A.Begin == B.Begin && A.End == B.End && A.Text == B.Text; }

/// Whether \p A and \p B touch the same base lines, or insert at the same place.
bool clash(const Hunk &A, const Hunk &B) {
  if (A.Begin < B.End && B.Begin < A.End) return true;
  return A.Begin == B.Begin && (A.Begin == A.End || B.Begin == B.End);
}

} // namespace

std::optional<std::string> mergeTranslations(llvm::StringRef Base, llvm::StringRef A, llvm::StringRef B) {
  if (A == B) return A.str();
  Lines BaseL = splitLines(Base), AL = splitLines(A), BL = splitLines(B);
  std::vector<Hunk> HA, HB;
  if (!diffLines(BaseL, AL, HA) || !diffLines(BaseL, BL, HB)) return std::nullopt;
  // Every hunk of both, in base order; the same hunk in both is taken once.
  std::vector<Hunk> All;
  size_t I = 0, J = 0;
  while (I < HA.size() || J < HB.size()) {
    if (I < HA.size() && J < HB.size()) {
      const Hunk &X = HA[I], &Y = HB[J];
      if (sameHunk(X, Y)) {
        All.push_back(X), ++I, ++J;
        continue;
      }
      if (clash(X, Y)) return std::nullopt;
      bool XFirst = X.Begin < Y.Begin || (X.Begin == Y.Begin && X.Begin == X.End);
      All.push_back(XFirst ? X : Y);
      (XFirst ? I : J)++;
      continue;
    }
    All.push_back(I < HA.size() ? HA[I++] : HB[J++]);
  }
  std::string Out;
  size_t At = 0;
  for (const Hunk &H : All) {
    for (; At < H.Begin; ++At) Out += BaseL[At].str();
    for (llvm::StringRef L : H.Text) Out += L.str();
    At = std::max(At, H.End);
  }
  for (; At < BaseL.size(); ++At) Out += BaseL[At].str();
  return Out;
}

std::string withCommentAbove(const std::string &Text, unsigned Line, const std::string &Comment) {
  size_t At = 0;
  for (unsigned L = 1; L < Line && At != std::string::npos; ++L) {
    At = Text.find('\n', At);
    if (At != std::string::npos) ++At;
  }
  if (At == std::string::npos) At = Text.size();
  // Never inside a macro definition (a line the one above continues with '\\'): above its #define line.
  auto Continued = [&](size_t LineStart) {
    size_t E = LineStart - 1; // the '\n' that ends the line above
    if (Text[E] != '\n') return false;
    if (E > 0 && Text[E - 1] == '\r') --E;
    return E > 0 && Text[E - 1] == '\\';
  };
  while (At > 0 && At <= Text.size() && Continued(At)) {
    size_t Above = Text.rfind('\n', At - 2);
    At = Above == std::string::npos ? 0 : Above + 1;
  }
  size_t Indent = At;
  while (Indent < Text.size() && (Text[Indent] == ' ' || Text[Indent] == '\t')) ++Indent;
  return Text.substr(0, At) + Text.substr(At, Indent - At) + "// " + Comment + "\n" + Text.substr(At);
}

} // namespace c2o
