//===- LauncherSymbols.h - the launchers a translation defines and needs --===//
//
// Every kernel becomes a host function of its own name, its launcher, with
// one set of leading parameters whatever its body (docs/architecture/rewrite.md,
// "The launcher ABI"), so the launchers of the files of a program link as
// the kernels' host stubs did. What a link of the translated files would
// find is then a fact of each translation unit: the launchers its
// translation defines, the kernels it defines but leaves as CUDA (no
// launcher), and the kernels it launches or names without their definition
// (a launcher from another file). The driver puts these together over a run
// (driver/ProjectLinks.h).
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/BlockPlans.h"
#include "analysis/CudaAstIndex.h"
#include "core/SourceView.h"
#include <string>
#include <vector>

namespace c2o {

/// One kernel's launcher, as a link of the translated files sees it.
struct LauncherSymbol {
  enum Role {
    Defined,      ///< the translation writes its launcher
    Untranslated, ///< defined here but left as CUDA (C2O1001): no launcher
    Needed,       ///< launched or named here, defined in another file
  };
  Role Kind = Defined;
  std::string Key;       ///< the kernel's mangled name: one key, one launcher symbol
  std::string Name;      ///< qualified, with template arguments ("ns::k<float>")
  std::string Signature; ///< Name and its parameter types, for messages
  std::string File;      ///< where it is defined, or first launched or named
  unsigned Line = 0, Column = 0;
};

/// The launchers of the translation unit of \p View: each definition of a
/// kernel (template instantiations included) and each kernel launched or
/// named without its definition in the unit, once per key and role (a
/// definition left as CUDA by its block plan, \p Plans: no launcher).
std::vector<LauncherSymbol> launcherSymbols(const SourceView &View, const CudaAstIndex &Index, const BlockPlans &Plans);

} // namespace c2o
