//===- InlineAsmRule.cpp - inline PTX in device code ----------------------===//
//
// CUDA device code may hold inline PTX (`asm("vabsdiff4.u32.u32.u32.add ..."
// : "=r"(r) : ...)`). Clang compiles it for NVIDIA GPUs; every other compile
// of the same function (the host's pass of an offload build, AMD GPUs) has
// an assembler that rejects it. The statement is kept for NVIDIA GPUs and is
// a trap elsewhere, so that the program builds everywhere and runs where PTX
// runs (C2O1043 says so):
//   #if defined(__NVPTX__) || defined(__nvptx__)
//   asm(...);
//   #else
//   __builtin_trap();
//   #endif
// A statement written through a macro keeps only the diagnostic.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "clang/AST/Stmt.h"

namespace c2o {

namespace {

bool isIdentChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// The statement's text around its template string at \p Str: from its
/// `asm` keyword to past its `;`. (The parse of a host-side CUDA compile
/// gives such statements no locations of their own, only their operands.)
std::optional<std::pair<unsigned, unsigned>> asmStatementText(const std::string &T, unsigned Str) {
  // Back: '(' then the keywords (asm, __asm__, volatile, __volatile__, goto).
  size_t I = Str;
  while (I > 0 && std::isspace(static_cast<unsigned char>(T[I - 1]))) --I;
  if (I == 0 || T[I - 1] != '(') return std::nullopt;
  size_t Open = I - 1;
  size_t Begin = Open;
  for (;;) {
    size_t J = Begin;
    while (J > 0 && std::isspace(static_cast<unsigned char>(T[J - 1]))) --J;
    size_t K = J;
    while (K > 0 && isIdentChar(T[K - 1])) --K;
    llvm::StringRef Word = llvm::StringRef(T).substr(K, J - K);
    if (Word == "asm" || Word == "__asm__" || Word == "__asm" || Word == "volatile" || Word == "__volatile__" ||
        Word == "goto" || Word == "inline")
      Begin = K;
    else
      break;
  }
  if (Begin == Open) return std::nullopt;
  // Forward: the matching ')' (strings skipped), then the ';'.
  int Depth = 0;
  for (size_t P = Open; P < T.size(); ++P) {
    char C = T[P];
    if (C == '"') {
      for (++P; P < T.size() && T[P] != '"'; ++P)
        if (T[P] == '\\') ++P;
      continue;
    }
    if (C == '(') ++Depth;
    if (C == ')' && --Depth == 0) {
      size_t Q = P + 1;
      while (Q < T.size() && std::isspace(static_cast<unsigned char>(T[Q]))) ++Q;
      if (Q >= T.size() || T[Q] != ';') return std::nullopt;
      return std::make_pair(static_cast<unsigned>(Begin), static_cast<unsigned>(Q + 1));
    }
  }
  return std::nullopt;
}

} // namespace

void runInlineAsmRule(TranslationContext &TC, const CudaAstIndex &Index) {
  const std::string &T = TC.Edits.original();
  for (const clang::GCCAsmStmt *S : Index.deviceAsm()) {
    clang::SourceLocation Str = S->getAsmString()->getBeginLoc();
    TC.diag(DiagID::PtxInlineAssembly, Str, {});
    if (Str.isMacroID()) continue;
    auto StrOff = TC.fileOffset(Str);
    if (!StrOff) continue;
    auto R = asmStatementText(T, *StrOff);
    if (!R) continue;
    unsigned Line = TC.lineStart(R->first);
    bool AtLineStart = T.find_first_not_of(" \t", Line) >= R->first;
    std::string Indent = TC.indentOf(Line);
    TC.Edits.insert(AtLineStart ? Line : R->first,
                    std::string(AtLineStart ? "" : "\n") + "#if defined(__NVPTX__) || defined(__nvptx__)\n" +
                        (AtLineStart ? "" : Indent),
                    0);
    TC.Edits.insert(R->second, "\n#else\n" + Indent + "__builtin_trap();\n#endif", 0);
    ++TC.Stats.Converted;
  }
}

} // namespace c2o
