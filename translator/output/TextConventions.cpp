#include "output/TextConventions.h"

namespace c2o {

static const llvm::StringRef Utf8Bom = "\xEF\xBB\xBF";

/// Does every line break of \p Text come as CR LF (and is there one)?
static bool allLinesEndInCrLf(llvm::StringRef Text) {
  size_t Breaks = 0;
  for (size_t I = Text.find('\n'); I != llvm::StringRef::npos; I = Text.find('\n', I + 1)) {
    if (I == 0 || Text[I - 1] != '\r') return false;
    ++Breaks;
  }
  return Breaks > 0;
}

bool keepTextConventions(llvm::StringRef Original, std::string &Text) {
  bool Changed = false;
  if (Original.starts_with(Utf8Bom) && !llvm::StringRef(Text).starts_with(Utf8Bom)) {
    size_t At = Text.find(Utf8Bom.str());
    if (At != std::string::npos) Text.erase(At, Utf8Bom.size());
    Text.insert(0, Utf8Bom.str());
    Changed = true;
  }
  if (allLinesEndInCrLf(Original) && !allLinesEndInCrLf(Text)) {
    std::string Out;
    Out.reserve(Text.size() + Text.size() / 16);
    for (size_t I = 0; I < Text.size(); ++I) {
      if (Text[I] == '\n' && (I == 0 || Text[I - 1] != '\r')) Out += '\r';
      Out += Text[I];
    }
    Text = std::move(Out);
    Changed = true;
  }
  return Changed;
}

} // namespace c2o
