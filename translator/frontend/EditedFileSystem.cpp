//===- EditedFileSystem.cpp - files served as the parse must read them ----===//
#include "frontend/EditedFileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

namespace c2o {

namespace {

/// A file whose contents were read already (and edited where they needed
/// it): clang gets that buffer, not a second read of the file.
class ReadFile : public llvm::vfs::File {
public:
  ReadFile(std::unique_ptr<llvm::vfs::File> Base, std::unique_ptr<llvm::MemoryBuffer> Buf)
      : Base(std::move(Base)), Buf(std::move(Buf)), Size(this->Buf->getBufferSize()) {}
  /// The file's, with the size of the text served (an edit may change it).
  llvm::ErrorOr<llvm::vfs::Status> status() override {
    auto S = Base->status();
    if (!S) return S;
    return llvm::vfs::Status::copyWithNewSize(*S, Size);
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> getBuffer(const llvm::Twine &Name, int64_t Size, bool RNT,
                                                               bool Volatile) override {
    if (Buf) return std::move(Buf); // clang asks once, then closes the file
    return Base->getBuffer(Name, Size, RNT, Volatile);
  }
  std::error_code close() override { return Base->close(); }

private:
  std::unique_ptr<llvm::vfs::File> Base;
  std::unique_ptr<llvm::MemoryBuffer> Buf;
  uint64_t Size;
};

class EditingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  EditingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base, FileTextEdit Edit, bool KeepsSize)
      : ProxyFileSystem(std::move(Base)), Edit(std::move(Edit)), KeepsSize(KeepsSize) {}
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>> openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    if (!F) return F;
    std::string Name = Path.str();
    auto Buf = (*F)->getBuffer(Name);
    if (!Buf) return ProxyFileSystem::openFileForRead(Path);
    std::string Text = (*Buf)->getBuffer().str();
    if (Edit(Name, Text)) *Buf = llvm::MemoryBuffer::getMemBufferCopy(Text, Name);
    return std::unique_ptr<llvm::vfs::File>(new ReadFile(std::move(*F), std::move(*Buf)));
  }
  /// A file's status gives the size of its edited text (clang checks that
  /// the text it reads has the size the status said).
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    auto S = ProxyFileSystem::status(Path);
    if (KeepsSize || !S || !S->isRegularFile()) return S;
    auto F = openFileForRead(Path);
    if (!F) return S;
    return (*F)->status();
  }

private:
  FileTextEdit Edit;
  bool KeepsSize;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> editedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                                                                 FileTextEdit Edit, bool KeepsSize) {
  return llvm::makeIntrusiveRefCnt<EditingFileSystem>(std::move(Base), std::move(Edit), KeepsSize);
}

} // namespace c2o
