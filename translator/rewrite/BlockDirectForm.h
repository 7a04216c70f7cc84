//===- BlockDirectForm.h - names in the direct form of block-level code ---===//
//
// The direct form (docs/architecture.md, "The direct form") renames each
// synchronisation call to a helper of c2o_block_direct.h; a call written in
// a macro's definition gets its name #define'd around the function instead.
//===----------------------------------------------------------------------===//
#pragma once
#include "analysis/SyncFunctions.h"
#include <string>
#include <utility>
#include <vector>

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

} // namespace c2o
