//===- BlockPhaseText.h - the phase form's pieces and the user's calls ----===//
//
// The plan's symbolic pieces as C++ text (phase heads and tails with their
// predicates and per-thread bindings, flags, exchanges, a block call's
// argument writes and call), and the edits of the user's text the phase
// form makes where it stands: each synchronisation call becomes its reader
// over the exchange buffer, each block call its result slot, each jump out
// of a phase a goto to the phase's end. The calls are replaced innermost
// first, their arguments remembered (BlockSpelling::remember) before a
// replacement absorbs them.
//
// Private to rewrite/: only the block writer's files include it.
//===----------------------------------------------------------------------===//
#pragma once
#include "rewrite/BlockSpelling.h"
#include <set>
#include <string>
#include <vector>

namespace c2o {

class BlockPhaseText {
public:
  BlockPhaseText(TranslationContext &TC, BlockSpelling &Sp) : TC(TC), Sp(Sp), P(Sp.plan()) {}

  /// The user's synchronisation and block calls, innermost first.
  void rewriteCalls();
  /// Jumps out of a phase (return, break, continue) become gotos.
  void rewriteJumps();
  /// The text of a plan edit's pieces.
  std::string piecesText(const std::vector<Piece> &Pieces) const;

private:
  std::string callText(unsigned C) const;
  void rewriteBlockCall(unsigned C, unsigned Begin, unsigned End);
  void rewriteSyncCall(const SyncCall &SC, unsigned Begin, unsigned End);
  void noteMask(const SyncCall &SC);
  std::string open(unsigned Ph) const;
  std::string close(unsigned Ph) const;
  std::string initValue(const clang::VarDecl *V) const;
  std::string initAssign(const clang::DeclStmt *DS) const;
  std::string piece(const Piece &X) const;

  TranslationContext &TC;
  BlockSpelling &Sp;
  const BlockKernelPlan &P;
  std::set<unsigned> Labelled; ///< phases a jump leaves (they get a label)
};

} // namespace c2o
