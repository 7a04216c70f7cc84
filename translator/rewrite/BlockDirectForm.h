//===- BlockDirectForm.h - the direct form of block-level code ------------===//
//
// The direct form (docs/architecture/rewrite.md, "The direct form") of a
// block-level kernel or __device__ function: its own text, run by one GPU
// thread per CUDA thread of a bare launch, with each synchronisation call
// renamed to a helper of c2o_block_direct.h (a call written in a macro's
// definition gets its name #define'd around the function instead), its
// __shared__ variables static locals in team memory. It is cut from a copy
// of the edits so far, before the phase form's edits.
//
// The helper names and macro lines are free functions (unit-tested on
// their own); BlockDirectForm (private to rewrite/) writes the form.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/SyncFunctions.h"
#include <string>
#include <utility>
#include <vector>

namespace clang {
class CallExpr;
class FunctionDecl;
} // namespace clang

namespace c2o {

/// The helper that a call of \p SF becomes in the direct form
/// (__syncthreads -> c2o_syncthreads, __shfl_down_sync ->
/// c2o_direct_shfl_down_sync, a group's shfl_down ->
/// c2o_direct_group_shfl_down); "" for a function it has none for.
/// \p TileWidth: N of cg::tiled_partition<N> (its handle's helper is a template).
std::string directHelperName(const SyncFunction &SF, const std::string &TileWidth);

/// "#define FROM TO\n" for each pair, and "#undef FROM\n".
std::string directMacroDefines(const std::vector<std::pair<std::string, std::string>> &M);
std::string directMacroUndefs(const std::vector<std::pair<std::string, std::string>> &M);

class BlockSpelling;
class CudaAstIndex;
class TranslationContext;
struct BlockKernelPlan;
class EditSet;

class BlockDirectForm {
public:
  /// \p Head: the function's text before its name, as the other rules left it.
  BlockDirectForm(TranslationContext &TC, const CudaAstIndex &Index, const BlockSpelling &Sp,
                  const std::string &Head);

  /// A kernel's direct form, NAME_c2o_direct taking the indices as
  /// parameters; "" when its edits cannot be made.
  std::string kernelForm() const;
  /// A block function's: a copy under its own name (its text in \p R)
  /// reading the indices from the bare launch; "" when its edits cannot be made.
  std::string functionCopy(std::pair<unsigned, unsigned> R) const;
  /// The direct-form edits into \p D, and the macro names to define (\p Macros).
  bool edits(EditSet &D, std::vector<std::pair<std::string, std::string>> &Macros) const;
  /// The overload a pointer holding index functions names (or "").
  std::string indexOverload() const;

private:
  std::string directName(const clang::CallExpr *C, const SyncFunction &SF) const;

  TranslationContext &TC;
  const CudaAstIndex &Index;
  const BlockSpelling &Sp;
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
  const std::string &Head;
};

} // namespace c2o
