//===- DirectiveRename.cpp - a macro renamed in chosen directives ---------===//
#include "frontend/DirectiveRename.h"
#include "frontend/EditedFileSystem.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/SmallString.h"
#include <cassert>

namespace c2o {

bool renameInDirectives(std::string &Text, const std::vector<std::pair<unsigned, unsigned>> &Ranges,
                        llvm::StringRef From, llvm::StringRef To) {
  assert(From.size() == To.size() && "a rename must keep every offset");
  if (From.size() != To.size() || From.empty()) return false;
  bool Changed = false;
  for (auto [Begin, End] : Ranges)
    for (size_t I = Text.find(From.data(), Begin, From.size()); I != std::string::npos && I + From.size() <= End;
         I = Text.find(From.data(), I + From.size(), From.size()))
      if ((I == 0 || !clang::isAsciiIdentifierContinue(Text[I - 1])) &&
          (I + From.size() >= Text.size() || !clang::isAsciiIdentifierContinue(Text[I + From.size()]))) {
        Text.replace(I, From.size(), To.data(), To.size());
        Changed = true;
      }
  return Changed;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
directiveRenameFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, DirectiveRanges Where,
                          std::string From, std::string To) {
  llvm::vfs::FileSystem *Real = Base.get();
  return editedFileSystem(std::move(Base), [Real, Where = std::move(Where), From = std::move(From),
                                            To = std::move(To)](llvm::StringRef Path, std::string &Text) {
    llvm::SmallString<256> RealPath;
    if (Real->getRealPath(Path, RealPath)) return false;
    auto It = Where.find(std::string(RealPath));
    return It != Where.end() && renameInDirectives(Text, It->second, From, To);
  });
}

} // namespace c2o
