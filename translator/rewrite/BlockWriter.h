//===- BlockWriter.h - the writer of block-level kernels and functions ----===//
//
// BlockKernelRule.cpp (its header comment shows what it writes) runs one
// BlockWriter per block-level kernel or __device__ function: it spells the
// symbolic pieces of the function's BlockKernelPlan as C++ text. The writer
// states the order of the edits (run()) and hands each responsibility to a
// class of its own:
//   BlockSpelling.h    types, values and the generated names (no edits);
//   BlockPhaseText.h   the pieces, and the user's synchronisation calls,
//                      block calls and jumps rewritten where they stand;
//   BlockArena.h       the arena carved at the top of the function and its
//                      size function (no edits);
//   BlockSignature.h   the function's declarations: its parameters, a
//                      block function's signature and prototypes;
//   BlockDirectForm.h  the direct form (a bare launch on clang GPUs);
//   BlockLauncher.h    the host launcher of a kernel, written from a
//                      LauncherSpec the writer fills.
//
// Private to rewrite/: only BlockKernelRule.cpp includes it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/BlockSpelling.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

class BlockWriter {
public:
  BlockWriter(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans, const clang::FunctionDecl *F,
              const BlockKernelPlan &P)
      : TC(TC), Index(Index), F(F), P(P), Sp(TC, Plans, F, P) {}

  /// Writes the function's phase form, its direct form and (a kernel) its launcher.
  void run();

private:
  /// The phase form cannot be built: the direct form only.
  void runDirectOnly(std::pair<unsigned, unsigned> R);
  /// A kernel's host launcher.
  std::string launcher() const;

  TranslationContext &TC;
  const CudaAstIndex &Index;
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
  BlockSpelling Sp;
  /// The function's text before its name, as the other rules left it.
  std::string Head;
  /// The kernel's parameters as the other rules left them (renamed CUDA
  /// types), taken before the writer's own edits absorb them.
  std::vector<std::optional<std::string>> LauncherParamTexts;
  bool HasDirect = false; ///< the function also has a direct form (clang GPUs)
};

} // namespace c2o
