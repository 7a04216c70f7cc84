// The parts of the block writer that stand on their own (BlockWriter.h): the
// host launcher of a block-level kernel (BlockLauncher.h) and the names of
// the direct form (BlockDirectForm.h), as text from data.
#include "rewrite/BlockDirectForm.h"
#include "rewrite/BlockLauncher.h"
#include <catch2/catch.hpp>

using namespace c2o;

namespace {

LauncherSpec kernelSpec() {
  LauncherSpec S;
  S.Head = "void ";
  S.Name = "k";
  S.LaunchParameters = "dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem";
  S.ParamTexts = {"float *p", "int n"};
  S.ParamNames = {"p", "n"};
  S.DevicePointers = {"p"};
  return S;
}

bool contains(const std::string &S, const std::string &Part) { return S.find(Part) != std::string::npos; }

} // namespace

TEST_CASE("a launcher runs the phase form in a team per block", "[BlockWriter][launcher]") {
  std::string L = blockLauncherText(kernelSpec());
  CHECK(L.rfind("\n#pragma omp end declare target\nvoid k(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *p, "
                "int n) {\n",
                0) == 0);
  CHECK(contains(L, "const size_t c2o_arena_bytes = k_c2o_arena_bytes(c2o_block_size, c2o_shmem);\n"));
  CHECK(contains(L, " is_device_ptr(p, c2o_scratch) C2O_TEAM_MEMORY(c2o_team_bytes)\n"));
  CHECK(contains(L, "      k_c2o_block(c2o_index3(c2o_b, c2o_gx, c2o_gy), "));
  CHECK(contains(L, "C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes), c2o_shmem, p, n);\n"));
  CHECK_FALSE(contains(L, "C2O_HAS_BARE"));
  CHECK(L.size() > 2);
  CHECK(L.compare(L.size() - 2, 2, "\n}") == 0);
}

TEST_CASE("a template's launcher calls its body with its template arguments", "[BlockWriter][launcher]") {
  LauncherSpec S = kernelSpec();
  S.Head = "template <class T, int N>\nvoid ";
  S.TemplateArgs = "<T, N>";
  std::string L = blockLauncherText(S);
  CHECK(contains(L, "\ntemplate <class T, int N>\nvoid k("));
  CHECK(contains(L, "k_c2o_arena_bytes<T, N>(c2o_block_size, c2o_shmem)"));
  CHECK(contains(L, "k_c2o_block<T, N>(c2o_index3("));
}

TEST_CASE("with a direct form, the launcher tries a bare launch first", "[BlockWriter][launcher]") {
  LauncherSpec S = kernelSpec();
  S.HasDirect = true;
  std::string L = blockLauncherText(S);
  size_t Bare = L.find("#if C2O_HAS_BARE\n  if (c2o_bare_launch(c2o_grid, c2o_block)) {\n");
  REQUIRE(Bare != std::string::npos);
  CHECK(contains(L, "c2o_check_team_memory(c2o_shmem, \"k\");\n"));
  CHECK(contains(L, "C2O_TEAM_MEMORY(c2o_shmem) is_device_ptr(p)\n    k_c2o_direct(c2o_bare_thread_index("));
  CHECK(contains(L, "C2O_DIRECT_ARENA(), c2o_shmem, p, n);\n    return;\n  }\n#endif\n"));
  CHECK(Bare < L.find("k_c2o_block("));
}

TEST_CASE("with the direct form only, the launcher stops where no bare launch runs", "[BlockWriter][launcher]") {
  LauncherSpec S = kernelSpec();
  S.HasDirect = true;
  S.DirectOnly = true;
  S.Blocker = "synchronisation inside a \"lambda\"";
  std::string L = blockLauncherText(S);
  CHECK(L.rfind("void k(", 0) == 0); // no end of a declare target region before it
  CHECK_FALSE(contains(L, "k_c2o_block"));
  CHECK(contains(L, "  (void)p;\n  (void)n;\n"));
  // quotes of the reason do not end the string literal
  CHECK(contains(L, "  c2o_direct_only(\"k\", \"synchronisation inside a 'lambda'\");\n}"));
}

TEST_CASE("the direct form's helper names", "[BlockWriter][direct]") {
  auto Helper = [](const char *Name, const std::string &Width = "") {
    const SyncFunction *F = lookupSyncFunction(llvm::StringRef(Name));
    REQUIRE(F);
    return directHelperName(*F, Width);
  };
  CHECK(Helper("__syncthreads") == "c2o_syncthreads");
  CHECK(Helper("__syncwarp") == "c2o_direct_syncwarp");
  CHECK(Helper("cooperative_groups::thread_block::sync") == "c2o_direct_sync");
  CHECK(Helper("__syncthreads_count") == "c2o_direct_syncthreads_count");
  CHECK(Helper("__shfl_down_sync") == "c2o_direct_shfl_down_sync");
  CHECK(Helper("__ballot_sync") == "c2o_direct_ballot_sync");
  CHECK(Helper("cooperative_groups::coalesced_threads") == "c2o_direct_coalesced_threads");
  CHECK(Helper("__reduce_add_sync") == "c2o_direct_reduce_add_sync");
  CHECK(Helper("cooperative_groups::thread_block_tile::shfl_down") == "c2o_direct_group_shfl_down");
  CHECK(Helper("cooperative_groups::coalesced_group::ballot") == "c2o_direct_group_ballot");
  CHECK(Helper("cooperative_groups::reduce") == "c2o_direct_reduce");
  CHECK(Helper("cooperative_groups::this_thread_block") == "c2o_direct_this_thread_block");
  CHECK(Helper("cooperative_groups::tiled_partition", "16") == "c2o_direct_tiled_partition<16>");
  CHECK(Helper("cooperative_groups::grid_group::sync").empty()); // none: grid-wide synchronisation
}

TEST_CASE("names of a macro's definition are defined around the direct form", "[BlockWriter][direct]") {
  std::vector<std::pair<std::string, std::string>> M{{"__syncthreads", "c2o_syncthreads"},
                                                     {"__shfl_xor_sync", "c2o_direct_shfl_xor_sync"}};
  CHECK(directMacroDefines(M) == "#define __syncthreads c2o_syncthreads\n"
                                 "#define __shfl_xor_sync c2o_direct_shfl_xor_sync\n");
  CHECK(directMacroUndefs(M) == "#undef __syncthreads\n#undef __shfl_xor_sync\n");
  CHECK(directMacroDefines({}).empty());
}
