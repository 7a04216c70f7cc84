//===- DirectiveRename.cpp - a macro renamed in chosen directives ---------===//
#include "frontend/DirectiveRename.h"
#include "frontend/EditedFileSystem.h"
#include "llvm/ADT/SmallString.h"
#include <cassert>

namespace c2o {

static bool isWordChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

bool renameInDirectives(std::string &Text, const std::vector<unsigned> &Offsets, llvm::StringRef From,
                        llvm::StringRef To) {
  assert(From.size() == To.size() && "a rename must keep every offset");
  if (From.size() != To.size() || From.empty()) return false;
  bool Changed = false;
  for (unsigned Begin : Offsets) {
    for (size_t I = Begin; I < Text.size();) {
      if (Text[I] == '\\' && I + 1 < Text.size() && (Text[I + 1] == '\n' || Text[I + 1] == '\r')) {
        I += Text[I + 1] == '\r' && I + 2 < Text.size() && Text[I + 2] == '\n' ? 3 : 2;
        continue;
      }
      if (Text[I] == '\n') break;
      if (Text.compare(I, From.size(), From.data(), From.size()) == 0 && (I == 0 || !isWordChar(Text[I - 1])) &&
          (I + From.size() >= Text.size() || !isWordChar(Text[I + From.size()]))) {
        Text.replace(I, From.size(), To.data(), To.size());
        Changed = true;
        I += From.size();
        continue;
      }
      ++I;
    }
  }
  return Changed;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
directiveRenameFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, DirectiveOffsets Where,
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
