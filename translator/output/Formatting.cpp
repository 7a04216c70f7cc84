#include "output/Formatting.h"
#include "clang/Format/Format.h"
#include "llvm/ADT/STLExtras.h"
#include "clang/Tooling/Core/Replacement.h"
#include <algorithm>

namespace c2o {

using namespace clang;
using llvm::StringRef;

std::string formatGenerated(std::string Text, std::vector<TextRange> Generated, StringRef FileName,
                            StringRef StyleName) {
  if (StyleName == "none" || Generated.empty()) return Text;
  llvm::Expected<format::FormatStyle> Style = format::getStyle(StyleName, FileName, "LLVM", "");
  if (!Style) {
    llvm::consumeError(Style.takeError());
    return Text;
  }
  Style->SortIncludes = format::FormatStyle::SI_Never;
  Style->ForEachMacros.push_back("C2O_PHASE_FOR");       // a block kernel's phase loop head (c2o_block.h)
  Style->AttributeMacros.push_back("C2O_BLOCK_FUNCTION"); // what stands before a block function
  // Windows: whole lines around each part, merged where they overlap.
  struct Window {
    size_t Begin, End;
    std::vector<tooling::Range> Parts; // absolute offsets until formatted
  };
  std::stable_sort(Generated.begin(), Generated.end(), [](const TextRange &A, const TextRange &B) {
    return A.Offset != B.Offset ? A.Offset < B.Offset : A.Length < B.Length;
  });
  std::vector<Window> Windows;
  for (const TextRange &G : Generated) {
    size_t Start = G.Offset;
    if (Start < Text.size() && Text[Start] == '\n') ++Start; // a launcher starts on a line of its own
    size_t Begin = Start == 0 ? 0 : Text.rfind('\n', Start - 1);
    Begin = (Start == 0 || Begin == std::string::npos) ? 0 : Begin + 1;
    size_t End = Text.find('\n', std::max<size_t>(Start, G.Offset + G.Length));
    if (End == std::string::npos) End = Text.size();
    if (!Windows.empty() && Begin <= Windows.back().End) {
      Windows.back().End = std::max(Windows.back().End, End);
    } else {
      Windows.push_back({Begin, End, {}});
    }
    Windows.back().Parts.emplace_back(std::max<size_t>(G.Offset, Windows.back().Begin), G.Length);
  }
  std::string Out;
  size_t Pos = 0;
  for (Window &W : Windows) {
    std::vector<tooling::Range> Ranges;
    for (const tooling::Range &R : W.Parts) {
      size_t B = R.getOffset() - W.Begin;
      size_t L = R.getOffset() >= W.End ? 0 : std::min<size_t>(R.getLength(), W.End - R.getOffset());
      Ranges.emplace_back(B, L);
    }
    // A signature's window ends with its body's '{': close it for clang-format.
    std::string Window = Text.substr(W.Begin, W.End - W.Begin);
    bool Closed = !Window.empty() && llvm::StringRef(Window).rtrim().ends_with("{");
    if (Closed) Window += "\n}";
    tooling::Replacements Fixes = format::reformat(*Style, Window, Ranges, FileName);
    llvm::Expected<std::string> Formatted = tooling::applyAllReplacements(Window, Fixes);
    std::string Result = Window;
    if (Formatted) Result = *Formatted;
    else llvm::consumeError(Formatted.takeError());
    if (Closed) Result = llvm::StringRef(Result).rtrim().drop_back().rtrim(" \t\n").str();
    Out.append(Text, Pos, W.Begin - Pos);
    Out += Result;
    Pos = W.End;
  }
  Out.append(Text, Pos, std::string::npos);
  return Out;
}

} // namespace c2o

namespace c2o {

std::string formatStyleProblem(llvm::StringRef StyleName, llvm::StringRef FileName) {
  if (StyleName == "none" || StyleName == "file") return "";
  llvm::SmallVector<llvm::StringRef, 8> Names = {"llvm", "google", "chromium", "mozilla", "webkit", "gnu", "microsoft",
                                                 "clang-format"};
  bool Named = llvm::is_contained(Names, StyleName.lower());
  bool Inline = StyleName.starts_with("{");
  if (!Named && !Inline && !StyleName.starts_with("file:"))
    return "unknown --format-style '" + StyleName.str() +
           "' (file, none, llvm, google, chromium, mozilla, webkit, gnu, microsoft, file:<path to a .clang-format>, "
           "or {key: value, ...})";
  llvm::Expected<format::FormatStyle> Style = format::getStyle(StyleName, FileName, "none", "");
  if (!Style) return "--format-style '" + StyleName.str() + "': " + llvm::toString(Style.takeError());
  return "";
}

} // namespace c2o
