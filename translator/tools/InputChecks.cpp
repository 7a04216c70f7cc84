#include "tools/InputChecks.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

namespace c2o {

using namespace llvm;

std::optional<std::string> whyNotText(StringRef Content) {
  if (Content.contains('\0')) return std::string("it holds NUL bytes");
  size_t Bad = 0;
  for (size_t I = 0; I < Content.size();) {
    unsigned char C = Content[I];
    if (C < 0x80) {
      if ((C < 0x20 && !StringRef("\t\n\r\f\v").contains(C)) || C == 0x7f) ++Bad;
      ++I;
      continue;
    }
    size_t Len = C >= 0xf0 && C < 0xf5 ? 4 : C >= 0xe0 ? 3 : C >= 0xc2 && C < 0xe0 ? 2 : 0;
    bool Ok = Len && I + Len <= Content.size();
    for (size_t K = 1; Ok && K < Len; ++K) Ok = (static_cast<unsigned char>(Content[I + K]) & 0xc0) == 0x80;
    if (!Ok) {
      ++Bad;
      ++I;
      continue;
    }
    I += Len;
  }
  // A stray Latin-1 letter in a comment is fine; a binary file has many.
  if (Bad * 20 > Content.size() && Bad >= 4)
    return formatv("{0} of its {1} bytes are neither UTF-8 nor printable", Bad, Content.size()).str();
  return std::nullopt;
}

std::optional<std::string> whyFileIsNotText(const std::string &Path) {
  uint64_t Size = 0;
  if (sys::fs::file_size(Path, Size)) return std::nullopt;
  auto Buf = MemoryBuffer::getFileSlice(Path, std::min<uint64_t>(Size, 64 * 1024), 0, /*IsVolatile=*/false);
  if (!Buf) return std::nullopt;
  return whyNotText((*Buf)->getBuffer());
}

std::optional<std::string> whyDatabaseIsMalformed(const std::string &File) {
  auto Buf = MemoryBuffer::getFile(File);
  if (!Buf) return File + ": cannot be read: " + Buf.getError().message();
  return whyDatabaseTextIsMalformed(File, (*Buf)->getBuffer());
}

std::optional<std::string> whyDatabaseTextIsMalformed(const std::string &File, StringRef Content) {
  Expected<json::Value> V = json::parse(Content);
  if (V) {
    if (!V->getAsArray()) return File + ":1:1: not a compilation database: the top level is not a JSON array";
    return std::nullopt;
  }
  std::string Msg = toString(V.takeError());
  // llvm::json's message: "[LINE:COLUMN, byte=N]: what".
  SmallVector<StringRef, 4> M;
  if (Regex("^\\[([0-9]+):([0-9]+), byte=[0-9]+\\]: (.*)$").match(Msg, &M))
    return formatv("{0}:{1}:{2}: malformed JSON: {3}", File, M[1], M[2], M[3]).str();
  return File + ": malformed JSON: " + Msg;
}

std::string databaseAbove(const std::string &Dir) {
  SmallString<256> D(Dir);
  sys::fs::make_absolute(D);
  for (StringRef P = D; !P.empty(); P = sys::path::parent_path(P)) {
    SmallString<256> F(P);
    sys::path::append(F, "compile_commands.json");
    if (sys::fs::exists(F)) return std::string(F);
  }
  return "";
}

unsigned tidyClangMessages(std::string &Text, unsigned MaxErrors) {
  static const Regex Header("^(.*:[0-9]+:[0-9]+: |[a-z0-9_.+-]+: )?(fatal error|error|warning|note|remark): ");
  SmallVector<StringRef, 0> Lines;
  StringRef(Text).split(Lines, '\n', -1, false);
  std::string Out;
  unsigned Errors = 0, Warnings = 0, Hidden = 0;
  bool Showing = true;
  for (StringRef L : Lines) {
    SmallVector<StringRef, 3> M;
    if (Header.match(L, &M)) {
      if (M[2] == "error" || M[2] == "fatal error") {
        ++Errors;
        Showing = Errors <= MaxErrors;
        if (!Showing) ++Hidden;
      } else if (M[2] == "warning") {
        ++Warnings;
        if (Errors >= MaxErrors) Showing = false; // after the last error shown: only counted
      }
      // notes follow what they belong to
    } else if (L.starts_with("In file included from") && Errors >= MaxErrors) {
      Showing = false;
    }
    if (!Showing) continue;
    if (L.size() > 400) Out += L.take_front(400).str() + " [...]\n";
    else Out += L.str() + "\n";
  }
  if (Hidden)
    Out += formatv("cuda2omp: note: {0} more error{1} of clang not shown (the first {2} are)\n", Hidden,
                   Hidden == 1 ? "" : "s", MaxErrors)
               .str();
  if (Errors || Warnings) {
    std::string W = formatv("{0} warning{1}", Warnings, Warnings == 1 ? "" : "s").str();
    std::string E = formatv("{0} error{1}", Errors, Errors == 1 ? "" : "s").str();
    Out += (Warnings && Errors ? W + " and " + E : Errors ? E : W) + " generated.\n";
  }
  Text = Out;
  return Errors;
}

} // namespace c2o
