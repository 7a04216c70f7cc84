//===- AtomicRule.cpp - atomicAdd statements become #pragma omp atomic ----===//
//
// An atomic whose old value is unused and that stands as a statement of its
// own becomes `#pragma omp atomic update` on `x += v;` (the OpenMP form the
// atomic policy attaches hints to). Every other use calls the helper
// c2o_atomic_* through the reference rule.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "rewrite/SourceRanges.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringMap.h"

namespace c2o {

using namespace clang;

namespace {
/// The update operator each atomic becomes.
const llvm::StringMap<llvm::StringRef> &statementForms() {
  static const llvm::StringMap<llvm::StringRef> Forms = {
      {"atomicAdd", "+="}, {"atomicAdd_block", "+="}, {"atomicAdd_system", "+="},
      {"atomicSub", "-="}, {"atomicAnd", "&="},       {"atomicOr", "|="},
      {"atomicXor", "^="}};
  return Forms;
}

struct AtomicStatement {
  const CallExpr *Call;
  llvm::StringRef Op;
  bool NeedsBraces; ///< the body of an if or a loop, not a block's statement
};

/// Is \p C a statement of its own: in a block, or the body of an if or loop?
std::optional<bool> standsAlone(ASTContext &Ctx, const CallExpr *C) {
  auto Parents = Ctx.getParents(*C);
  if (Parents.size() != 1) return std::nullopt;
  if (Parents[0].get<CompoundStmt>()) return false;
  const Stmt *P = Parents[0].get<Stmt>();
  if (!P) return std::nullopt;
  if (const auto *If = dyn_cast<IfStmt>(P); If && (If->getThen() == C || If->getElse() == C)) return true;
  if (const auto *F = dyn_cast<ForStmt>(P); F && F->getBody() == C) return true;
  if (const auto *W = dyn_cast<WhileStmt>(P); W && W->getBody() == C) return true;
  if (const auto *D = dyn_cast<DoStmt>(P); D && D->getBody() == C) return true;
  return std::nullopt;
}

std::vector<AtomicStatement> findAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index) {
  std::vector<AtomicStatement> Found;
  for (const CallExpr *C : Index.CudaCalls) {
    const FunctionDecl *Callee = C->getDirectCallee();
    auto It = statementForms().find(Callee->getName());
    if (It == statementForms().end() || C->getNumArgs() != 2) continue;
    QualType T = C->getType();
    if (!T->isArithmeticType()) continue;
    std::optional<bool> Braces = standsAlone(TC.Ctx, C);
    if (!Braces) continue; // its value is used
    if (!exprOffsets(TC, C) || C->getBeginLoc().isMacroID()) continue;
    Found.push_back({C, It->second, *Braces});
  }
  return Found;
}
} // namespace

void claimAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const AtomicStatement &A : findAtomicStatements(TC, Index))
    TC.Claimed.insert(A.Call->getCallee()->IgnoreImplicit());
}

void runAtomicRule(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const AtomicStatement &A : findAtomicStatements(TC, Index)) {
    const Expr *Addr = A.Call->getArg(0)->IgnoreParenImpCasts();
    std::optional<std::string> Target;
    if (const auto *U = dyn_cast<UnaryOperator>(Addr); U && U->getOpcode() == UO_AddrOf) {
      if (auto R = exprOffsets(TC, U->getSubExpr()))
        Target = TC.Edits.rewrittenText(R->first, R->second - R->first);
    } else if (auto R = exprOffsets(TC, A.Call->getArg(0))) {
      std::string P = TC.Edits.rewrittenText(R->first, R->second - R->first);
      Target = isa<DeclRefExpr>(Addr) ? "*" + P : "*(" + P + ")";
    }
    auto V = exprOffsets(TC, A.Call->getArg(1));
    auto Whole = exprOffsets(TC, A.Call);
    if (!Target || !V || !Whole) continue;
    std::string Value = TC.Edits.rewrittenText(V->first, V->second - V->first);
    unsigned End = offsetPastSemicolon(TC, Whole->second);
    std::string Indent = TC.indentOf(Whole->first);
    std::string Text = "#pragma omp atomic update\n" + Indent + *Target + " " + A.Op.str() + " " +
                       Value + ";";
    // The pragma must begin its own line.
    unsigned LS = TC.lineStart(Whole->first);
    bool CodeBefore = TC.Edits.original().find_first_not_of(" \t", LS) < Whole->first;
    if (A.NeedsBraces)
      Text = "{\n" + Indent + "  " + Text.substr(0, Text.find('\n') + 1) + Indent + "  " +
             Text.substr(Text.find('\n') + 1 + Indent.size()) + "\n" + Indent + "}";
    else if (CodeBefore)
      Text = "\n" + Indent + Text;
    if (TC.Edits.replace(Whole->first, End - Whole->first, Text, /*Generated=*/true)) ++TC.Stats.Converted;
  }
}

} // namespace c2o
