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

bool nvccOptionTakesNext(StringRef Opt) {
  bool Next = false;
  return lookup(Opt, Next) && Next;
}

std::vector<std::string> splitOptions(StringRef Text) {
  std::vector<std::string> Out;
  SmallVector<StringRef, 8> Parts;
  Text.split(Parts, ';', -1, false);
  for (StringRef Part : Parts) {
    SmallVector<StringRef, 8> Words;
    SplitString(Part, Words, " \t\n");
    for (StringRef W : Words) Out.push_back(W.str());
  }
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
    case Action::Unwrap: {
      SmallVector<StringRef, 4> Host;
      StringRef(Value).split(Host, ',', -1, false);
      for (StringRef H : Host) R.Kept.push_back(H.trim("\"'").str());
      break;
    }
    case Action::Drop:
      R.Dropped.push_back(ValueIsNext ? (Opt + " " + Value).str() : Opt.str());
      break;
    }
  }
  return R;
}

} // namespace c2o
