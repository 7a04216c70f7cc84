#include "output/LineMapping.h"
#include "llvm/ADT/SmallVector.h"
#include <algorithm>

namespace c2o {

std::vector<unsigned> mapOutputLinesToInput(llvm::StringRef Output, llvm::StringRef Input) {
  llvm::SmallVector<llvm::StringRef, 0> Out, In;
  Output.split(Out, '\n');
  Input.split(In, '\n');
  const size_t Window = 200;
  std::vector<unsigned> Map;
  size_t Next = 0; // the first input line not matched yet (0-based)
  for (llvm::StringRef Line : Out) {
    llvm::StringRef T = Line.trim();
    size_t Found = In.size();
    if (Next < In.size() && In[Next].trim() == T) Found = Next;
    else if (T.size() > 3 && !T.starts_with("//"))
      for (size_t I = Next + 1; I < std::min(In.size(), Next + Window); ++I)
        if (In[I].trim() == T) {
          Found = I;
          break;
        }
    if (Found < In.size()) {
      Map.push_back(Found + 1);
      Next = Found + 1;
    } else {
      Map.push_back(std::min<size_t>(Next, In.empty() ? 0 : In.size() - 1) + 1);
    }
  }
  return Map;
}

} // namespace c2o
