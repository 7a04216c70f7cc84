#include "core/SourceView.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

namespace c2o {

using namespace clang;

SourceView::SourceView(ASTContext &Ctx, std::string BundledDir) : SourceView(Ctx, std::move(BundledDir), {}) {}

SourceView::SourceView(ASTContext &Ctx, std::string BundledDir, llvm::ArrayRef<FileID> Others)
    : Ctx(Ctx), SM(Ctx.getSourceManager()), BundledDir(std::move(BundledDir)) {
  addFile(SM.getMainFileID());
  for (FileID F : Others)
    if (F.isValid() && !IndexOf.count(F)) addFile(F);
}

void SourceView::addFile(FileID FID) {
  SourceFile F;
  F.FID = FID;
  if (OptionalFileEntryRef E = SM.getFileEntryRefForID(FID)) F.Path = E->getName().str();
  llvm::StringRef Data = SM.getBufferData(FID);
  F.Begin = Text.size();
  F.Size = Data.size();
  Text += Data;
  Text += '\n'; // belongs to no file
  IndexOf[FID] = Files.size();
  Files.push_back(std::move(F));
}

int SourceView::fileIndex(FileID FID) const {
  auto It = IndexOf.find(FID);
  return It == IndexOf.end() ? -1 : static_cast<int>(It->second);
}

int SourceView::fileIndexAt(unsigned Offset) const {
  auto It = std::upper_bound(Files.begin(), Files.end(), Offset,
                             [](unsigned O, const SourceFile &F) { return O < F.Begin; });
  if (It == Files.begin()) return -1;
  --It;
  return Offset <= It->Begin + It->Size ? static_cast<int>(It - Files.begin()) : -1;
}

SourceLocation SourceView::locationOf(unsigned Offset) const {
  int I = fileIndexAt(Offset);
  if (I < 0) return SourceLocation();
  return SM.getComposedLoc(Files[I].FID, Offset - Files[I].Begin);
}

bool SourceView::isWrittenInView(SourceLocation L) const {
  if (L.isInvalid()) return false;
  return fileIndex(SM.getFileID(SM.getExpansionLoc(L))) >= 0;
}

bool isBundledHeaderPath(llvm::StringRef Path, llvm::StringRef BundledDir) {
  return Path.starts_with(BundledDir) || Path.contains("/cuda_include/");
}

bool SourceView::isBundled(SourceLocation L) const {
  if (L.isInvalid()) return false;
  SourceLocation S = SM.getSpellingLoc(L);
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(S));
  // A name made by token pasting in a macro of the bundled headers
  // (cublas##p##gemm) is spelled in the scratch buffer: the macro's
  // expansion tells where it was declared.
  if (!F && L.isMacroID()) F = SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(L)));
  if (!F) return false;
  return isBundledHeaderPath(F->getName(), BundledDir);
}

bool SourceView::isBundled(const Decl *D) const {
  if (!D) return false;
  for (const Decl *R : D->redecls())
    if (isBundled(R->getLocation())) return true;
  return false;
}

std::optional<unsigned> SourceView::spellingOffset(SourceLocation L) const {
  if (L.isInvalid()) return std::nullopt;
  SourceLocation S = SM.getSpellingLoc(L);
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(S);
  int I = fileIndex(D.first);
  if (I < 0) return std::nullopt;
  return Files[I].Begin + D.second;
}

std::optional<unsigned> SourceView::fileOffset(SourceLocation L) const {
  if (L.isInvalid() || L.isMacroID()) return std::nullopt;
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(L);
  int I = fileIndex(D.first);
  if (I < 0) return std::nullopt;
  return Files[I].Begin + D.second;
}

std::optional<unsigned> SourceView::tokenEndOffset(SourceLocation L) const {
  auto Off = fileOffset(L);
  if (!Off) return std::nullopt;
  return *Off + Lexer::MeasureTokenLength(L, SM, Ctx.getLangOpts());
}

unsigned SourceView::lineStart(unsigned Offset) const {
  while (Offset > 0 && Text[Offset - 1] != '\n') --Offset;
  return Offset;
}

std::string SourceView::indentOf(unsigned Offset) const {
  unsigned B = lineStart(Offset), E = B;
  while (E < Text.size() && (Text[E] == ' ' || Text[E] == '\t')) ++E;
  return Text.substr(B, E - B);
}

bool SourceView::restOfLineEmpty(unsigned Offset) const {
  unsigned I = Offset;
  while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t')) ++I;
  return I >= Text.size() || Text[I] == '\n' || Text[I] == '\r' || Text.compare(I, 2, "//") == 0;
}

} // namespace c2o
