//===- InstantiatedCalls.h - calls in the instantiations of templates -----===//
#pragma once
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"

namespace c2o {

/// The calls, in the instantiations of the view's function and class
/// templates, of functions written in the view, each with the instantiation
/// it is in (CudaAstIndex::instantiatedCalls; build() adds their edges to the
/// call graph).
CudaAstIndex::CallSites findInstantiatedCalls(const SourceView &View);

} // namespace c2o
