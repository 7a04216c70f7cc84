//===- BlockSignature.h - the declarations of a block-level function ------===//
//
// The edits a block-level function's declarations get outside its body: a
// kernel's parameter list takes the block's indices and arena first
// (BlockParameters); a __device__ function becomes
//   void NAME_c2o_block(<FunctionParameters>, <result slot>, <parameters>)
// (per-thread parameters as slots), and each of its prototypes the same,
// with the size function's prototype above it and, where it has a direct
// form, the original prototype under #if C2O_HAS_BARE.
//
// Private to rewrite/: only the block writer's files include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/BlockArena.h"
#include "rewrite/BlockSpelling.h"
#include <optional>
#include <string>

namespace c2o {

class BlockSignature {
public:
  BlockSignature(TranslationContext &TC, const BlockSpelling &Sp)
      : TC(TC), Sp(Sp), F(Sp.function()), P(Sp.plan()) {}

  /// Where \p D's return type (or, \p Specifiers, its type specifiers) begins.
  std::optional<unsigned> returnTypeStart(const clang::FunctionDecl *D, bool Specifiers) const;
  /// A kernel: the block parameters before its own.
  void prependBodyParameters();
  /// A __device__ function's definition \p D: its block function's signature.
  void writeFunctionSignature(const clang::FunctionDecl *D);
  /// Its prototypes, each after its size function's (\p Arena's).
  void writePrototypes(bool HasDirect, const BlockArena &Arena);

private:
  std::string functionParameters() const;

  TranslationContext &TC;
  const BlockSpelling &Sp;
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
};

} // namespace c2o
