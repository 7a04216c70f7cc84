#include "output/OutRootManifest.h"
#include "output/OutputSafety.h"
#include "output/OutputWriter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

namespace c2o {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string contentHash(llvm::StringRef Text) {
  auto Digest = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text));
  return llvm::toHex(Digest, /*LowerCase=*/true);
}

OutRootManifest OutRootManifest::load(const std::string &Root) {
  OutRootManifest M;
  M.Root = resolvedPath(Root);
  std::string File = M.path();
  if (!fs::exists(File)) return M;
  auto Buf = llvm::MemoryBuffer::getFile(File);
  if (!Buf) {
    M.Problem = "cannot read '" + File + "': " + Buf.getError().message();
    return M;
  }
  llvm::Expected<llvm::json::Value> V = llvm::json::parse((*Buf)->getBuffer());
  if (!V) {
    M.Problem = "'" + File + "' is not valid JSON: " + llvm::toString(V.takeError());
    return M;
  }
  const llvm::json::Object *Top = V->getAsObject();
  const llvm::json::Object *Files = Top ? Top->getObject("files") : nullptr;
  if (!Files) {
    M.Problem = "'" + File + "' has no \"files\" object";
    return M;
  }
  for (const auto &[Key, Hash] : *Files)
    if (std::optional<llvm::StringRef> H = Hash.getAsString()) M.Hashes[Key.str()] = H->str();
  return M;
}

std::string OutRootManifest::path() const {
  llvm::SmallString<256> P(Root);
  path::append(P, FileName);
  return std::string(P);
}

std::string OutRootManifest::relative(const std::string &Path) const {
  std::string Real = resolvedPath(Path);
  llvm::StringRef Rel(Real);
  if (!Rel.consume_front(Root + "/")) return "";
  return path::convert_to_slash(Rel);
}

OutRootManifest::Verdict OutRootManifest::judge(const std::string &Path, llvm::StringRef NewText) const {
  if (!fs::exists(Path)) return Verdict::Absent;
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!Buf) return Verdict::NotOurs; // unreadable: do not touch it
  std::string Now = contentHash((*Buf)->getBuffer());
  if (Now == contentHash(NewText)) return Verdict::Same;
  auto It = Hashes.find(relative(Path));
  if (It == Hashes.end()) return Verdict::NotOurs;
  return It->second == Now ? Verdict::Ours : Verdict::Edited;
}

void OutRootManifest::record(const std::string &Path, llvm::StringRef Text) {
  std::string Rel = relative(Path);
  if (!Rel.empty()) Hashes[Rel] = contentHash(Text);
}

llvm::Error OutRootManifest::save() const {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("tool", "cuda2omp");
    J.attribute("version", 1);
    J.attributeObject("files", [&] {
      for (const auto &[Rel, Hash] : Hashes) J.attribute(Rel, Hash);
    });
  });
  OS << "\n";
  return writeFileAtomically(path(), Text, /*Backup=*/false);
}

} // namespace c2o
