// Parses a CUDA snippet the way cuda2omp parses a file (its bundled CUDA
// headers and flags), builds the analysis index and the block plans (in the
// driver's order), and hands the source view, the index and the plans to a
// check while the AST lives: what the analysis unit tests
// share. Analysis tests link the analysis stage only (and the frontend's
// parse arguments): no rewrite type is in reach.
#ifndef C2O_TESTS_CUDA_SNIPPET_H
#define C2O_TESTS_CUDA_SNIPPET_H

#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"
#include <functional>
#include <string>

namespace c2o {
using SnippetCheck = std::function<void(const SourceView &, CudaAstIndex &)>;
using SnippetPlansCheck = std::function<void(const SourceView &, const CudaAstIndex &, const BlockPlans &)>;

/// Parses \p Code as "input.cu" and calls \p Check with its source view and
/// index; fails the test (REQUIRE) when the snippet does not compile.
void analyseCudaSnippet(const std::string &Code, SnippetCheck Check);
/// The same, with the block plans too.
void analyseCudaSnippet(const std::string &Code, SnippetPlansCheck Check);
} // namespace c2o

#endif
