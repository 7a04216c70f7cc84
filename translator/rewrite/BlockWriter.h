//===- BlockWriter.h - the writer of block-level kernels and functions ----===//
//
// BlockKernelRule.cpp (its header comment shows what it writes) runs one
// BlockWriter per block-level kernel or __device__ function: it spells the
// symbolic pieces of the function's BlockKernelPlan as C++ text. The writer
// is one object whose state its parts share; each part is a file:
//   BlockKernelRule.cpp   the rule's entry points and run(): the order of
//                         the edits; the spelling of types, expressions and
//                         the generated names;
//   BlockPhaseText.cpp    the pieces (phase heads and tails, flags,
//                         exchanges, block calls) and the synchronisation
//                         calls, block calls and jumps in the user's text;
//   BlockArenaText.cpp    the arena carved at the top of the function, its
//                         size function, a block function's signature and
//                         prototypes;
//   BlockDirectForm.cpp   the direct form (a bare launch on clang GPUs),
//                         with the names of its helpers (BlockDirectForm.h);
//   BlockLauncher.cpp     the host launcher of a kernel, written from a
//                         LauncherSpec (BlockLauncher.h).
//
// Private to rewrite/: only the files above include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/Rules.h"
#include "clang/AST/PrettyPrinter.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

/// Suffixes and parameters of the generated functions.
inline constexpr const char *BlockSuffix = "_c2o_block";
inline constexpr const char *ArenaSuffix = "_c2o_arena_bytes";
inline constexpr const char *BlockParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, "
                                               "const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem";
inline constexpr const char *FunctionParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, "
                                                  "const dim3 c2o_gridDim, unsigned char *c2o_arena, "
                                                  "unsigned char *c2o_dynamic, unsigned char *c2o_exited";

class BlockWriter {
public:
  BlockWriter(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans, const clang::FunctionDecl *F,
              const BlockKernelPlan &P)
      : TC(TC), Index(Index), Plans(Plans), F(F), P(P), PP(TC.Ctx.getPrintingPolicy()) {
    PP.SuppressTagKeyword = true;
  }

  /// Writes the function's phase form, its direct form and (a kernel) its launcher.
  void run();

private:
  /// The phase form cannot be built: the direct form only.
  void runDirectOnly(std::pair<unsigned, unsigned> R);

  // ---- spelling (BlockKernelRule.cpp) ----------------------------------------
  std::string typeText(clang::QualType T, bool KeepQualifiers) const;
  static std::string typeArgument(const std::string &T);
  std::string exprText(const clang::Expr *E) const;
  std::string rangeText(clang::SourceLocation B, clang::SourceLocation E) const;
  static bool isDefaultArg(const clang::Expr *E) { return clang::isa<clang::CXXDefaultArgExpr>(E); }
  std::string tileWidth(clang::QualType T) const;
  static bool isCoalescedGroup(clang::QualType T);
  std::string handleWidth(const clang::CallExpr *C) const;
  std::string groupWidth(const clang::Expr *Group) const;
  std::string replicaType(const clang::VarDecl *V) const;

  // names of the generated arena parts
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
  const BlockKernelPlan &calleePlan(const BlockCall &B) const;
  ParamMode modeOf(const BlockCall &B, unsigned I) const;

  // ---- pieces, calls and jumps (BlockPhaseText.cpp) --------------------------
  std::pair<std::string, std::string> calleeText(const BlockCall &B) const;
  std::string argText(const BlockCall &B, unsigned I) const;
  std::string callText(unsigned C) const;
  void rewriteCalls();
  void rewriteBlockCall(unsigned C, unsigned Begin, unsigned End);
  void rewriteSyncCall(const SyncCall &SC, unsigned Begin, unsigned End);
  void noteMask(const SyncCall &SC);
  void rewriteJumps();
  std::string open(unsigned Ph) const;
  std::string close(unsigned Ph) const;
  std::string initValue(const clang::VarDecl *V) const;
  std::string initAssign(const clang::DeclStmt *DS) const;
  std::string piece(const Piece &X) const;
  std::string piecesText(const std::vector<Piece> &Pieces) const;

  // ---- the arena and the signature (BlockArenaText.cpp) ----------------------
  /// The arena's parts, in carving order: (declaration prefix, type, count,
  /// the name the size function gives it: block call slots, which it passes on).
  struct Part {
    std::string Decl, Type, Count, SizeName;
  };
  std::vector<Part> parts() const;
  std::string prologue() const;
  std::string teamStatics() const;
  /// The constants sizing __shared__ arrays, as written.
  std::string prologueDecls() const { return PrologueText; }
  std::string templateHeader() const;
  std::string templateArguments() const;
  std::vector<std::pair<std::string, std::string>> slotParameters() const;
  std::string functionParameters() const;
  std::optional<unsigned> returnTypeStart(const clang::FunctionDecl *D, bool Specifiers) const;
  void writeFunctionSignature(const clang::FunctionDecl *D);
  void writePrototypes();
  std::string sizeFunction(bool PrototypeOnly) const;
  std::optional<uint64_t> bytesOf(clang::QualType T) const;
  std::string sharedBytes() const;
  std::string perThreadBytes() const;
  void prependBodyParameters();

  // ---- the direct form (BlockDirectForm.cpp) ---------------------------------
  std::string directName(const clang::CallExpr *C, const SyncFunction &SF) const;
  bool directEdits(EditSet &D, std::vector<std::pair<std::string, std::string>> &Macros) const;
  std::string directForm() const;
  std::string directCopy(std::pair<unsigned, unsigned> R) const;
  std::string indexOverload() const;

  // ---- the launcher (BlockLauncher.cpp) --------------------------------------
  std::string launcher() const;

  TranslationContext &TC;
  const CudaAstIndex &Index;
  const BlockPlans &Plans; ///< the plans of the functions it calls
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
  clang::PrintingPolicy PP;
  std::string Head, PrologueText;
  /// The kernel's parameters as the other rules left them (renamed CUDA
  /// types), taken before the writer's own edits absorb them.
  std::vector<std::optional<std::string>> LauncherParamTexts;
  std::set<unsigned> Labelled;
  bool HasDirect = false; ///< the kernel also has a direct form (clang GPUs)
  /// Texts of call arguments, spelled before their call was replaced.
  std::map<const clang::Expr *, std::string> Spelled;
};

} // namespace c2o
