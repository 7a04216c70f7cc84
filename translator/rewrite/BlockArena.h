//===- BlockArena.h - what a block-level function carves from its arena ---===//
//
// A block-level function's phase form keeps in its team's arena what lives
// across its phases: a kernel's __shared__ variables, the per-thread slots
// of replicated locals, flags, exchange buffers and block calls' arguments
// and results, the launch's dynamic shared memory; the functions it calls
// carve theirs after its own. This class writes the carving at the top of
// the function (the prologue), the size function that adds the parts up for
// the launcher or a caller (NAME_c2o_arena_bytes), and the byte counts
// C2O1101/C2O1102 report. It writes no edit.
//
// Private to rewrite/: only the block writer's files include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/BlockSpelling.h"
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

class BlockArena {
public:
  /// \p PrologueDecls: the constants sizing __shared__ arrays, as written.
  BlockArena(TranslationContext &TC, const BlockSpelling &Sp, std::string PrologueDecls)
      : TC(TC), Sp(Sp), F(Sp.function()), P(Sp.plan()), PrologueText(std::move(PrologueDecls)) {}

  /// The carving at the top of the function's body.
  std::string prologue() const;
  /// NAME_c2o_arena_bytes, or its prototype.
  std::string sizeFunction(bool PrototypeOnly) const;
  /// __shared__ bytes and bytes per logical thread, for the diagnostics.
  std::string sharedBytes() const;
  std::string perThreadBytes() const;

private:
  /// The arena's parts, in carving order: (declaration prefix, type, count,
  /// the name the size function gives it: block call slots, which it passes on).
  struct Part {
    std::string Decl, Type, Count, SizeName;
  };
  std::vector<Part> parts() const;
  std::string teamStatics() const;
  std::vector<std::pair<std::string, std::string>> slotParameters() const;
  std::optional<uint64_t> bytesOf(clang::QualType T) const;

  TranslationContext &TC;
  const BlockSpelling &Sp;
  const clang::FunctionDecl *F;
  const BlockKernelPlan &P;
  std::string PrologueText;
};

} // namespace c2o
