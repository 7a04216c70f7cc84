#include "buildscript/NvccOptions.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace llvm;

namespace {
enum class Match { Exact, Prefix, Value };
enum class Action { Keep, Replace, Unwrap, Drop };
struct Row {
  StringRef Spelling;
  Match M;
  Action A;
  StringRef Replacement;
};
const Row Rows[] = {
#define C2O_NVCC_OPTION(S, M, A, R) {S, Match::M, Action::A, R},
#include "buildscript/NvccOptions.def"
};

/// The row of \p Opt, and whether its value is the next element.
const Row *lookup(StringRef Opt, bool &ValueIsNext) {
  ValueIsNext = false;
  for (const Row &R : Rows) {
    switch (R.M) {
    case Match::Exact:
      if (Opt == R.Spelling) return &R;
      break;
    case Match::Prefix:
      if (Opt.starts_with(R.Spelling)) return &R;
      break;
    case Match::Value:
      if (Opt == R.Spelling) {
        ValueIsNext = true;
        return &R;
      }
      if (Opt.starts_with(R.Spelling) && Opt.size() > R.Spelling.size() && Opt[R.Spelling.size()] == '=')
        return &R;
      break;
    }
  }
  return nullptr;
}
} // namespace

/// -Xcompiler's value: host options separated by commas (not those inside
/// quotes: -Xcompiler "-DX=\"a,b\"",-O2), each without the quotes around it.
static std::vector<std::string> splitHostOptions(StringRef Value) {
  std::vector<std::string> Out;
  std::string Cur;
  bool InQuotes = false;
  auto flush = [&] {
    StringRef H = StringRef(Cur).trim();
    if (H.size() >= 4 && H.starts_with("\\\"") && H.ends_with("\\\"") && !H.ends_with("\\\\\"")) // \"x\"
      H = H.drop_front(2).drop_back(2);
    else if (H.size() >= 2 && (H.front() == '"' || H.front() == '\'') && H.back() == H.front() &&
             !H.drop_back().ends_with("\\"))
      H = H.drop_front().drop_back();
    if (!H.empty()) Out.push_back(H.str());
    Cur.clear();
  };
  for (size_t I = 0; I < Value.size(); ++I) {
    char C = Value[I];
    if (C == '\\' && I + 1 < Value.size()) {
      Cur += C;
      Cur += Value[++I];
      if (Value[I] == '"') InQuotes = !InQuotes;
      continue;
    }
    if (C == '"') InQuotes = !InQuotes;
    if (C == ',' && !InQuotes) {
      flush();
      continue;
    }
    Cur += C;
  }
  flush();
  return Out;
}

bool nvccOptionTakesNext(StringRef Opt) {
  bool Next = false;
  return lookup(Opt, Next) && Next;
}

std::vector<std::string> splitOptions(StringRef Text) {
  // A quoted part ("a b", also written \"a b\" inside a quoted CMake argument)
  // belongs to its word: -DMSG="a b" is one option; a backslash keeps the
  // character after it in the word.
  std::vector<std::string> Out;
  std::string Word;
  bool InQuotes = false, Any = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size()) {
      char Next = Text[++I];
      Word += C;
      Word += Next;
      if (Next == '"') InQuotes = !InQuotes; // \" : a quote, escaped as CMake writes it
      Any = true;
      continue;
    }
    if (C == '"') {
      Word += C;
      InQuotes = !InQuotes;
      Any = true;
      continue;
    }
    if (!InQuotes && (C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == ';')) {
      if (Any) Out.push_back(Word);
      Word.clear();
      Any = false;
      continue;
    }
    Word += C;
    Any = true;
  }
  if (Any) Out.push_back(Word);
  return Out;
}

NvccOptionsResult mapNvccOptions(ArrayRef<std::string> Options, bool OnlyNvccOwn) {
  NvccOptionsResult R;
  for (size_t I = 0; I < Options.size(); ++I) {
    StringRef Opt = Options[I];
    bool ValueIsNext = false;
    const Row *Row = lookup(Opt, ValueIsNext);
    // A variable reference (${X}) is kept: what it holds is not known here.
    if (Opt.contains("${") || Opt.starts_with("$<")) {
      R.Kept.push_back(Opt.str());
      continue;
    }
    if (!Row) {
      if (OnlyNvccOwn) R.Kept.push_back(Opt.str());
      else R.Unknown.push_back(Opt.str());
      continue;
    }
    std::string Value;
    if (ValueIsNext && I + 1 < Options.size()) Value = Options[++I];
    else if (!ValueIsNext && Row->M == Match::Value) Value = Opt.substr(Row->Spelling.size() + 1).str();
    switch (Row->A) {
    case Action::Keep:
      R.Kept.push_back(Opt.str());
      if (ValueIsNext) R.Kept.push_back(Value);
      break;
    case Action::Replace:
      R.Kept.push_back(Row->Replacement.str());
      break;
    case Action::Unwrap:
      for (std::string &H : splitHostOptions(Value)) R.Kept.push_back(std::move(H));
      break;
    case Action::Drop:
      R.Dropped.push_back(ValueIsNext ? (Opt + " " + Value).str() : Opt.str());
      break;
    }
  }
  return R;
}

} // namespace c2o
