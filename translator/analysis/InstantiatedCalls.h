//===- InstantiatedCalls.h - calls in the instantiations of templates -----===//
#pragma once
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"

namespace c2o {

/// Fills Index.InstantiatedCalls: the calls, in the instantiations of the
/// view's function and class templates, of functions written in the view.
void collectInstantiatedCalls(const SourceView &View, CudaAstIndex &Index);

} // namespace c2o
