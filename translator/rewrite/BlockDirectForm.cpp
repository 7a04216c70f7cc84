//===- BlockDirectForm.cpp - the direct form -----------------------------===//
//
// The direct form of a block-level kernel or function (one GPU thread per
// CUDA thread, a bare launch): its own text with its synchronisation calls
// renamed to the helpers of c2o_block_direct.h and its __shared__ variables
// placed in team memory.
// (BlockDirectForm.h: what it writes, and the helper names.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockDirectForm.h"
#include "rewrite/BlockSpelling.h"
#include "core/SourceRanges.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>

namespace c2o {

using namespace clang;

std::string directHelperName(const SyncFunction &SF, const std::string &TileWidth) {
  llvm::StringRef N = SF.Name;
  llvm::StringRef Last = N.rsplit("::").second.empty() ? N : N.rsplit("::").second;
  switch (SF.Kind) {
  case SyncKind::Barrier:
    if (N == "__syncthreads") return "c2o_syncthreads";
    if (N == "__syncwarp") return "c2o_direct_syncwarp";
    return "c2o_direct_sync";
  case SyncKind::BlockVote:
  case SyncKind::WarpLane:
  case SyncKind::WarpReduce:
    return "c2o_direct" + N.drop_front(1).str();
  case SyncKind::WarpVote:
    if (N.contains("::")) return "c2o_direct_" + Last.str();
    return "c2o_direct" + N.drop_front(1).str();
  case SyncKind::TileLane:
  case SyncKind::TileVote:
  case SyncKind::GroupLane:
  case SyncKind::GroupVote:
    return "c2o_direct_group_" + Last.str();
  case SyncKind::TileReduce:
  case SyncKind::Partition:
    return "c2o_direct_" + Last.str();
  case SyncKind::Handle:
    if (Last == "tiled_partition" && !TileWidth.empty()) return "c2o_direct_tiled_partition<" + TileWidth + ">";
    return "c2o_direct_" + Last.str();
  case SyncKind::Query:
    return SF.Reader.str();
  default:
    return "";
  }
}

std::string directMacroDefines(const std::vector<std::pair<std::string, std::string>> &M) {
  std::string S;
  for (const auto &[From, To] : M) S += "#define " + From + " " + To + "\n";
  return S;
}

std::string directMacroUndefs(const std::vector<std::pair<std::string, std::string>> &M) {
  std::string S;
  for (const auto &[From, To] : M) S += "#undef " + From + "\n";
  return S;
}

BlockDirectForm::BlockDirectForm(TranslationContext &TC, const CudaAstIndex &Index, const BlockSpelling &Sp,
                                 const std::string &Head)
    : TC(TC), Index(Index), Sp(Sp), F(Sp.function()), P(Sp.plan()), Head(Head) {}

/// The direct helper that synchronisation call \p C becomes.
std::string BlockDirectForm::directName(const CallExpr *C, const SyncFunction &SF) const {
  bool Static = SF.Kind == SyncKind::Handle && C->getNumArgs() < 2; // not tiled_partition(parent, n)
  return directHelperName(SF, Static ? Sp.handleWidth(C) : std::string());
}

/// The direct form's edits of the function's text, into \p D: each
/// synchronisation call renamed to its direct helper (a member call
/// `g.f(a)` becomes `c2o_direct_group_f(g, a)`), each __shared__ variable a
/// static local in team memory, each extern __shared__ array a pointer to
/// the launch's dynamic team memory. Calls written in a macro's definition
/// get their name defined around the function (\p Macros).
bool BlockDirectForm::edits(EditSet &D, std::vector<std::pair<std::string, std::string>> &Macros) const {
  const std::string &T = TC.Edits.original();
  for (const CallExpr *C : P.DirectCalls) {
    const SyncFunction *SF = lookupSyncCall(C);
    if (!SF || SF->Kind == SyncKind::Query) continue;
    std::string To = directName(C, *SF);
    if (To.empty()) continue;
    const Expr *CE = C->getCallee()->IgnoreParenImpCasts();
    const Expr *Base = nullptr;
    bool Arrow = false;
    SourceLocation MemberEnd;
    if (const auto *M = dyn_cast<MemberExpr>(CE))
      Base = M->getBase(), Arrow = M->isArrow(), MemberEnd = M->getMemberLoc();
    else if (const auto *U = dyn_cast<UnresolvedMemberExpr>(CE))
      Base = U->getBase(), Arrow = U->isArrow(), MemberEnd = U->getMemberLoc();
    else if (const auto *X = dyn_cast<CXXDependentScopeMemberExpr>(CE))
      Base = X->getBase(), Arrow = X->isArrow(), MemberEnd = X->getMemberLoc();
    if (!Base) {
      SourceLocation L = CE->getExprLoc();
      if (L.isMacroID() && !TC.SM.isMacroArgExpansion(L)) {
        std::pair<std::string, std::string> Def{SF->Name.str(), To};
        if (std::find(Macros.begin(), Macros.end(), Def) == Macros.end()) Macros.push_back(Def);
        if (TC.SM.isMacroBodyExpansion(L) && TC.spellingOffset(L))
          TC.diag(DiagID::MacroWithSynchronisation, L,
                  {Lexer::getImmediateMacroName(L, TC.SM, TC.Ctx.getLangOpts()).str(), SF->Name.str()});
        continue;
      }
      auto B = TC.fileOffset(TC.SM.getFileLoc(CE->getBeginLoc()));
      auto E = TC.tokenEndOffset(TC.SM.getFileLoc(CE->getEndLoc()));
      if (!B || !E || *E <= *B || !D.replace(*B, *E - *B, To, /*Generated=*/true)) return false;
      continue;
    }
    // g.f(a, b) -> To(g, a, b); p->f() -> To(*p)
    auto BB = TC.fileOffset(TC.SM.getFileLoc(Base->getBeginLoc()));
    auto BE = TC.tokenEndOffset(TC.SM.getFileLoc(Base->getEndLoc()));
    auto ME = TC.tokenEndOffset(TC.SM.getFileLoc(MemberEnd));
    if (!BB || !BE || !ME) return false;
    unsigned LParen = skipBlanksAndComments(T, *ME);
    if (LParen >= T.size() || T[LParen] != '(') return false;
    bool Args = false;
    for (const Expr *A : C->arguments()) Args |= !isDefaultArg(A);
    D.insert(*BB, To + "(" + (Arrow ? "*" : ""), 0, /*Generated=*/true);
    if (!D.replace(*BE, LParen + 1 - *BE, Args ? ", " : "", /*Generated=*/true)) return false;
  }
  for (const DeclStmt *DS : P.DirectShared) {
    auto R = stmtOffsets(TC, DS);
    if (!R) return false;
    std::vector<std::string> Names;
    for (const Decl *X : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(X)) Names.push_back(V->getNameAsString());
    // (clang makes a __shared__ local static whether or not it says so)
    llvm::StringRef Written = llvm::StringRef(TC.Edits.original()).substr(R->first, R->second - R->first);
    bool Static = Written.starts_with("static ") || Written.contains(" static ");
    // (team memory has no initial value: AMD GPUs refuse one, NVIDIA ignores it)
    std::string Text = "[[clang::loader_uninitialized]] C2O_TEAM_ALIGN " + std::string(Static ? "" : "static ") +
                       D.rewrittenText(R->first, R->second - R->first) +
                       "\n#pragma omp allocate(" + llvm::join(Names, ", ") +
                       ") allocator(omp_pteam_mem_alloc)\n";
    if (!D.replace(R->first, R->second - R->first, Text, /*Generated=*/true)) return false;
  }
  for (const DeclStmt *DS : P.DirectExternShared) {
    auto R = stmtOffsets(TC, DS);
    if (!R) return false;
    std::string Text;
    for (const Decl *X : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(X)) {
        QualType Ty = V->getType();
        QualType Elem = Ty->isArrayType() ? TC.Ctx.getAsArrayType(Ty)->getElementType() : Ty;
        std::string E = Sp.typeText(Elem, true);
        Text += E + " *" + V->getNameAsString() + " = reinterpret_cast<" + E + " *>(c2o_direct_dynamic_shared());\n";
      }
    if (!D.replace(R->first, R->second - R->first, Text, /*Generated=*/true)) return false;
  }
  // A query becomes a value of the indices, the whole call: after the
  // renames inside it (this_grid().size()), which it absorbs.
  for (const CallExpr *C : P.DirectCalls) {
    const SyncFunction *SF = lookupSyncCall(C);
    if (!SF || SF->Kind != SyncKind::Query) continue;
    auto R = exprOffsets(TC, C);
    if (!R || !D.replace(R->first, R->second - R->first, SF->Reader, /*Generated=*/true)) return false;
  }
  return true;
}

/// The direct form of a kernel: its own statements as a function of the
/// index built-ins, run by one GPU thread per CUDA thread of a bare launch
/// (c2o_launch.h). "" when its edits cannot be made.
std::string BlockDirectForm::kernelForm() const {
  FunctionTypeLoc FTL = F->getFunctionTypeLoc();
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!FTL || !Body) return "";
  auto LP = TC.fileOffset(FTL.getLParenLoc()), RP = TC.fileOffset(FTL.getRParenLoc());
  auto LB = TC.fileOffset(Body->getLBracLoc()), RB = TC.fileOffset(Body->getRBracLoc());
  if (!LP || !RP || !LB || !RB) return "";
  EditSet D = TC.Edits; // the renames so far, then the direct form's own edits
  std::vector<std::pair<std::string, std::string>> Macros;
  if (!edits(D, Macros)) return "";
  std::string Params = D.rewrittenText(*LP + 1, *RP - *LP - 1);
  if (llvm::StringRef(Params).trim() == "void") Params.clear();
  std::string S = directMacroDefines(Macros) + Head + F->getNameAsString() +
                  "_c2o_direct(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, "
                  "const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem";
  if (!llvm::StringRef(Params).trim().empty()) S += ", " + Params;
  S += ") {\n(void)c2o_arena;\n(void)c2o_shmem;\nc2o_direct_enter(c2o_blockDim, c2o_gridDim);\n";
  if (P.PublishesDynamicShared) S += "c2o_dynamic_shared_set(c2o_direct_dynamic_shared());\n";
  return S + D.rewrittenText(*LB + 1, *RB - *LB - 1) + "}\n" + directMacroUndefs(Macros);
}

/// A block function whose address goes into a pointer type that also holds
/// index functions (IndexPointers.h), whose calls pass the indices first: an
/// overload that takes them and forwards to the function, which reads the
/// same indices from the bare launch (C2O_DIRECT_INDICES); the pointer names
/// the overload, direct calls the function. "" for any other function, and
/// for one whose parameters are not all named (templates and members are not
/// collected: their pointer types keep the error and C2O1503 says so).
std::string BlockDirectForm::indexOverload() const {
  if (!Index.indexPointers().BlockFunctions.count(canonicalFunction(F)) ||
      F->getTemplatedKind() != FunctionDecl::TK_NonTemplate || isa<CXXMethodDecl>(F))
    return "";
  FunctionTypeLoc FTL = F->getFunctionTypeLoc();
  if (!FTL) return "";
  auto LP = TC.fileOffset(FTL.getLParenLoc()), RP = TC.fileOffset(FTL.getRParenLoc());
  if (!LP || !RP) return "";
  std::string Args;
  for (const ParmVarDecl *PV : F->parameters()) {
    if (PV->getName().empty()) return "";
    Args += (Args.empty() ? "" : ", ") + PV->getNameAsString();
  }
  std::string Params = TC.Edits.rewrittenText(*LP + 1, *RP - *LP - 1);
  if (llvm::StringRef(Params).trim() == "void") Params.clear();
  // Outside the direct form's #if C2O_HAS_BARE: without a bare launch
  // (GCC, the host device) the host code still names it, and the kernels
  // that would call it stop with a message before they run.
  std::string Name = F->getNameAsString();
  return "#pragma omp declare target\n" + std::string(F->getStorageClass() == SC_Static ? "static " : "") +
         "inline " + Sp.typeText(F->getReturnType(), /*KeepQualifiers=*/true) + " " + Name +
         "(" + IndexParameterTypes +
         (llvm::StringRef(Params).trim().empty() ? "" : ", " + Params) + ") {\n#if C2O_HAS_BARE\n  return " + Name +
         "(" + Args + ");\n#else\n  __builtin_unreachable();\n#endif\n}\n#pragma omp end declare target\n";
}

/// The direct form of a block function that also has phases: a copy of
/// it under its own name (which the phase form gives up), with its index
/// built-ins read from the bare launch.
std::string BlockDirectForm::functionCopy(std::pair<unsigned, unsigned> R) const {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(F->getBody());
  if (!Body) return "";
  auto LB = TC.fileOffset(Body->getLBracLoc());
  if (!LB) return "";
  EditSet D = TC.Edits;
  std::vector<std::pair<std::string, std::string>> Macros;
  if (!edits(D, Macros)) return "";
  D.insert(*LB + 1, "\nC2O_DIRECT_INDICES\n", 0, /*Generated=*/true);
  std::string Copy = D.rewrittenText(R.first, R.second - R.first);
  if (needsInline(TC, F) && !llvm::StringRef(Copy).starts_with("inline ")) Copy = "inline " + Copy;
  return directMacroDefines(Macros) + Copy + "\n" + directMacroUndefs(Macros);
}

} // namespace c2o
