//===- BlockSpelling.h - how the block writer spells types, values, names -===//
//
// The text of one block-level function's pieces (BlockWriter.h) is built
// from this class's answers: a type as a template argument, an expression
// as the other rules left it (or as it read before a call's replacement
// absorbed it), a group's width, the generated names of the arena's parts
// (c2o_x<N>, c2o_ret<N>, c2o_a<C>_<A>, c2o_o<N>, c2o_m<N>, c2o_r<N>_v), a
// block call's callee and arguments, and the function's template header.
// It writes no edit; its one state is the texts it was asked to remember.
//
// Private to rewrite/: only the block writer's files include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/BlockLauncher.h"
#include "rewrite/Rules.h"
#include "clang/AST/PrettyPrinter.h"
#include <map>
#include <string>
#include <utility>

namespace c2o {

/// Parameters of the generated functions (their suffixes: BlockLauncher.h).
inline constexpr const char *BlockParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, "
                                               "const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem";
inline constexpr const char *FunctionParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, "
                                                  "const dim3 c2o_gridDim, unsigned char *c2o_arena, "
                                                  "unsigned char *c2o_dynamic, unsigned char *c2o_exited";

/// A call argument clang supplied from its parameter's default.
inline bool isDefaultArg(const clang::Expr *E) { return clang::isa<clang::CXXDefaultArgExpr>(E); }

class BlockSpelling {
public:
  BlockSpelling(TranslationContext &TC, const BlockPlans &Plans, const clang::FunctionDecl *F,
                const BlockKernelPlan &P)
      : TC(TC), Plans(Plans), F(F), P(P), PP(TC.Ctx.getPrintingPolicy()) {
    PP.SuppressTagKeyword = true;
  }

  const clang::FunctionDecl *function() const { return F; }
  const BlockKernelPlan &plan() const { return P; }

  // ---- types and values ------------------------------------------------------
  std::string typeText(clang::QualType T, bool KeepQualifiers) const;
  static std::string typeArgument(const std::string &T);
  std::string exprText(const clang::Expr *E) const;
  std::string rangeText(clang::SourceLocation B, clang::SourceLocation E) const;
  /// Keeps \p E's text as it reads now, before a replacement around it absorbs it.
  void remember(const clang::Expr *E) { Spelled[E] = exprText(E); }
  std::string tileWidth(clang::QualType T) const;
  static bool isCoalescedGroup(clang::QualType T);
  std::string handleWidth(const clang::CallExpr *C) const;
  std::string groupWidth(const clang::Expr *Group) const;
  std::string replicaType(const clang::VarDecl *V) const;

  // ---- names of the generated arena parts ------------------------------------
  static std::string exchangeName(unsigned X) { return "c2o_x" + std::to_string(X); }
  static std::string resultName(unsigned C) { return "c2o_ret" + std::to_string(C); }
  static std::string argName(unsigned C, unsigned A) {
    return "c2o_a" + std::to_string(C) + "_" + std::to_string(A);
  }
  static std::string offName(unsigned C) { return "c2o_o" + std::to_string(C); }
  static std::string paramSlotName(const clang::ParmVarDecl *PV) { return "c2o_p_" + PV->getNameAsString(); }
  std::string flagArray(FlagRef F) const;
  std::string flag(FlagRef F) const { return flagArray(F) + "[c2o_t]"; }
  std::string replicaName(const clang::VarDecl *V) const;

  // ---- block calls -----------------------------------------------------------
  const BlockKernelPlan &calleePlan(const BlockCall &B) const;
  ParamMode modeOf(const BlockCall &B, unsigned I) const;
  /// `ns::f` of a call of ns::f<16>(x) and its template arguments `<16>`.
  std::pair<std::string, std::string> calleeText(const BlockCall &B) const;
  std::string argText(const BlockCall &B, unsigned I) const;

  // ---- the function's template -----------------------------------------------
  std::string templateHeader() const;
  std::string templateArguments() const;

private:
  TranslationContext &TC;
  const BlockPlans &Plans; ///< the plans of the functions it calls
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
  clang::PrintingPolicy PP;
  /// Texts of call arguments, spelled before their call was replaced.
  std::map<const clang::Expr *, std::string> Spelled;
};

} // namespace c2o
