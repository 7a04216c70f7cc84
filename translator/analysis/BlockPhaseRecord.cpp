//===- BlockPhaseRecord.cpp - what the phase walk records ------------------===//
//
// (BlockPhaseRecord.h: the phases' vocabulary the planner's parts share.)
//===----------------------------------------------------------------------===//
#include "analysis/BlockPhaseRecord.h"
#include "core/SourceRanges.h"
#include "core/SourceView.h"

namespace c2o {

using namespace clang;

unsigned newPhase(BlockKernelPlan &P, const PhaseContext &C, std::vector<Piece> Prologue) {
  PhaseInfo I;
  I.Pred = C.Pred;
  I.Visible = C.Visible;
  I.Prologue = std::move(Prologue);
  I.InLoop = C.InLoop;
  P.Phases.push_back(std::move(I));
  return P.Phases.size() - 1;
}

std::optional<unsigned> offsetInFile(const SourceView &View, SourceLocation L) {
  if (L.isMacroID()) return std::nullopt;
  return View.fileOffset(L);
}

void PhaseRecord::exprInterval(const SourceView &View, const Expr *E, unsigned Phase) {
  if (!E) return;
  if (auto R = exprOffsets(View, E)) Intervals.push_back({R->first, R->second, Phase});
}

std::optional<unsigned> PhaseRecord::phaseAt(unsigned Off) const {
  std::optional<unsigned> Best;
  unsigned BestLen = ~0u;
  for (const Interval &I : Intervals)
    if (I.B <= Off && Off < I.E && I.E - I.B < BestLen) {
      Best = I.Phase;
      BestLen = I.E - I.B;
    }
  return Best;
}

} // namespace c2o
