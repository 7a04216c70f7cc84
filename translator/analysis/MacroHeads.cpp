//===- MacroHeads.cpp - function heads written by the program's macros ----===//
#include "analysis/MacroHeads.h"
#include "analysis/KernelFacts.h"
#include "clang/AST/Attr.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include <algorithm>
#include <optional>
#include <set>

namespace c2o {

using namespace clang;

namespace {

/// A token of a use of a macro, as written.
struct Written {
  std::string Text;
  bool Space = false; ///< blank before it
  tok::TokenKind Kind = tok::unknown;
};

/// The tokens written in [B, B + Length) of one file (raw: macros not expanded).
std::vector<Written> rawTokens(const SourceManager &SM, const LangOptions &LO, SourceLocation B, unsigned Length) {
  std::vector<Written> Out;
  auto [FID, Off] = SM.getDecomposedLoc(B);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid || Off + Length > Buf.size()) return Out;
  // The lexer reads up to a NUL: a copy of the range ends with one.
  const std::string Text = Buf.substr(Off, Length).str();
  Lexer L(B, LO, Text.c_str(), Text.c_str(), Text.c_str() + Text.size());
  for (Token T;;) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof)) break;
    unsigned At = SM.getFileOffset(T.getLocation()) - Off;
    if (At + T.getLength() > Text.size()) break;
    Out.push_back({Text.substr(At, T.getLength()), T.hasLeadingSpace() || T.isAtStartOfLine(), T.getKind()});
  }
  return Out;
}

std::string joined(llvm::ArrayRef<Written> Ts) {
  std::string S;
  for (const Written &T : Ts) S += (S.empty() || !T.Space ? "" : " ") + T.Text;
  return S;
}

/// The arguments of a function-like macro's use (its tokens after the name),
/// split at the commas outside parentheses; none when unbalanced.
std::optional<std::vector<std::string>> arguments(llvm::ArrayRef<Written> Use) {
  if (Use.size() < 3 || Use[1].Kind != tok::l_paren || Use.back().Kind != tok::r_paren) return std::nullopt;
  std::vector<std::string> Args;
  std::vector<Written> Cur;
  int Depth = 0;
  for (const Written &T : Use.slice(2, Use.size() - 3)) {
    if (T.Kind == tok::l_paren) ++Depth;
    if (T.Kind == tok::r_paren && --Depth < 0) return std::nullopt;
    if (T.Kind == tok::comma && Depth == 0) {
      Args.push_back(joined(Cur));
      Cur.clear();
      continue;
    }
    Cur.push_back(T);
  }
  if (Depth != 0) return std::nullopt;
  Args.push_back(joined(Cur));
  if (Args.size() == 1 && Args.front().empty()) Args.clear(); // `M()`
  return Args;
}

std::string stringified(llvm::StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\') Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

/// One level of \p MI expanded as text for the use \p Use: the body with
/// the arguments (as written) in place of the parameters, `#` and `##`
/// applied; none where that is not text of the program (`__VA_OPT__`).
std::optional<std::string> expansion(const MacroInfo &MI, llvm::ArrayRef<Written> Use, const SourceManager &SM,
                                     const LangOptions &LO) {
  std::vector<std::string> Args;
  if (MI.isFunctionLike()) {
    auto A = arguments(Use);
    if (!A) return std::nullopt;
    Args = std::move(*A);
    unsigned N = MI.getNumParams();
    if (MI.isVariadic() && N > 0 && Args.size() >= N) { // the variadic arguments are one, commas and all
      std::string Rest;
      for (size_t I = N - 1; I < Args.size(); ++I) Rest += (I > N - 1 ? ", " : "") + Args[I];
      Args.resize(N - 1);
      Args.push_back(Rest);
    }
    Args.resize(N); // a variadic part not given is empty
  } else if (Use.size() != 1) {
    return std::nullopt;
  }
  auto ParamIndex = [&](const Token &T) -> int {
    const IdentifierInfo *II = T.getIdentifierInfo();
    if (!II) return -1;
    for (unsigned I = 0; I < MI.getNumParams(); ++I)
      if (MI.params()[I] == II) return I;
    return -1;
  };
  llvm::ArrayRef<Token> Body = MI.tokens();
  std::string Out;
  bool Glue = false;
  for (size_t I = 0; I < Body.size(); ++I) {
    const Token &T = Body[I];
    std::string Piece;
    if (T.is(tok::identifier) && T.getIdentifierInfo()->getName() == "__VA_OPT__") return std::nullopt;
    if (T.is(tok::hashhash)) {
      // `, ## __VA_ARGS__` with no variadic arguments drops the comma (GNU).
      if (I + 1 < Body.size() && MI.isVariadic() && ParamIndex(Body[I + 1]) == (int)MI.getNumParams() - 1 &&
          Args.back().empty() && !Out.empty() && Out.back() == ',')
        Out.pop_back();
      Glue = true;
      continue;
    }
    if (T.is(tok::hash) && MI.isFunctionLike() && I + 1 < Body.size() && ParamIndex(Body[I + 1]) >= 0) {
      Piece = stringified(Args[ParamIndex(Body[++I])]);
    } else if (int P = ParamIndex(T); P >= 0) {
      Piece = Args[P];
    } else {
      Piece = Lexer::getSpelling(T, SM, LO);
    }
    if (!Glue && !Out.empty() && T.hasLeadingSpace()) Out += ' ';
    Out += Piece;
    Glue = false;
  }
  return Out;
}

/// Is the name or the '(' of \p FD's head written by a macro?
bool headInMacro(const FunctionDecl *FD) {
  if (FD->getLocation().isMacroID()) return true;
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  return FTL && FTL.getLParenLoc().isMacroID();
}

} // namespace

MacroWriteOuts macroHeadsToWriteOut(const SourceView &View, const CudaAstIndex &Index, const BlockPlans &Plans) {
  const SourceManager &SM = View.SM;
  const LangOptions &LO = View.Ctx.getLangOpts();
  MacroWriteOuts Out;
  std::set<unsigned> Done; // the uses written out, by the offset of their expansion loc
  auto Consider = [&](const FunctionDecl *FD) {
    if (FD->isTemplateInstantiation() || !headInMacro(FD)) return;
    CharSourceRange R = SM.getExpansionRange(FD->getLocation().isMacroID() ? FD->getLocation()
                                                                             : FD->getFunctionTypeLoc().getLParenLoc());
    auto M = Index.programMacros().find(R.getBegin());
    auto B = View.fileOffset(R.getBegin());
    auto E = View.tokenEndOffset(R.getEnd());
    if (M == Index.programMacros().end() || !B || !E || *E <= *B || !Done.insert(*B).second) return;
    std::vector<Written> Use = rawTokens(SM, LO, R.getBegin(), *E - *B);
    std::optional<std::string> Text = expansion(*M->second, Use, SM, LO);
    if (Use.empty() || !Text) return;
    const SourceFile &F = View.files()[View.fileIndexAt(*B)];
    MacroWriteOut W;
    W.Begin = *B - F.Begin;
    W.End = *E - F.Begin;
    // The use stays, as a comment after its expansion (on the lines of the
    // use: the lines are kept, and the head begins where the use began).
    std::string Was = View.text().substr(*B, *E - *B);
    for (size_t At = Was.find("*/"); At != std::string::npos; At = Was.find("*/", At)) Was.replace(At, 2, "* /");
    W.Text = *Text + " /* " + Was + " */";
    W.Macro = Use.front().Text;
    W.Function = FD->getNameAsString();
    OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F.FID);
    if (!Entry) return;
    W.Path = SM.getFileManager().getCanonicalName(*Entry).str();
    W.Line = SM.getSpellingLineNumber(R.getBegin());
    W.Column = SM.getSpellingColumnNumber(R.getBegin());
    SourceLocation Def = M->second->getDefinitionLoc();
    if (OptionalFileEntryRef DefEntry = SM.getFileEntryRefForID(SM.getFileID(Def))) {
      W.DefinitionPath = SM.getFileManager().getCanonicalName(*DefEntry).str();
      W.DefinitionLine = SM.getSpellingLineNumber(Def);
      W.DefinitionColumn = SM.getSpellingColumnNumber(Def);
    }
    Out[W.Path].push_back(std::move(W));
  };
  for (const FunctionDecl *K : Index.kernels())
    if (View.isWrittenInView(K->getLocation())) Consider(K);
  for (const FunctionDecl *FD : Index.deviceFunctions())
    if (View.isWrittenInView(FD->getLocation()) && (Index.isIndexFunction(FD) || isBlockFunction(Plans, FD)))
      Consider(FD);
  return Out;
}

std::string applyWriteOuts(llvm::StringRef Text, const std::vector<MacroWriteOut> &W) {
  std::vector<const MacroWriteOut *> Sorted;
  for (const MacroWriteOut &M : W) Sorted.push_back(&M);
  std::sort(Sorted.begin(), Sorted.end(), [](auto *A, auto *B) { return A->Begin < B->Begin; });
  std::string Out;
  unsigned At = 0;
  for (const MacroWriteOut *M : Sorted) {
    if (M->Begin < At || M->End > Text.size()) continue; // overlapping: the first wins
    Out += Text.substr(At, M->Begin - At).str() + M->Text;
    At = M->End;
  }
  return Out + Text.substr(At).str();
}

} // namespace c2o
