//===- BlockLauncher.cpp - the host launcher of a block-level kernel ------===//
//
// (BlockLauncher.h says what the launcher does; BlockWriter fills its LauncherSpec.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockLauncher.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

std::string blockLauncherText(const LauncherSpec &S) {
  const std::string &Name = S.Name, &TA = S.TemplateArgs;
  const std::vector<std::string> &ParamNames = S.ParamNames;
  std::vector<std::string> DevicePointers = S.DevicePointers;
  // A struct passed by value is the kernel's own copy: firstprivate (copied
  // in, never back, where OpenMP would map it tofrom).
  const std::string Records =
      S.ByValueRecords.empty() ? "" : " firstprivate(" + llvm::join(S.ByValueRecords, ", ") + ")";
  std::string L = std::string(S.DirectOnly ? "" : "\n#pragma omp end declare target\n") + S.Head + Name + "(" +
                  S.LaunchParameters;
  for (const std::string &PT : S.ParamTexts) L += ", " + PT;
  L += ") {\n"
       "  const unsigned c2o_bx = c2o_block.x, c2o_by = c2o_block.y, c2o_bz = c2o_block.z;\n"
       "  const unsigned c2o_gx = c2o_grid.x, c2o_gy = c2o_grid.y, c2o_gz = c2o_grid.z;\n"
       "  const unsigned long long c2o_block_size = (unsigned long long)c2o_bx * c2o_by * c2o_bz;\n"
       "  const unsigned long long c2o_num_blocks = (unsigned long long)c2o_gx * c2o_gy * c2o_gz;\n";
  if (S.HasDirect) {
    // clang on a GPU: the direct form, as CUDA launches it (its static
    // __shared__ data is the kernel's own; the team memory asked for is
    // the launch's dynamic size)
    L += "#if C2O_HAS_BARE\n"
         "  if (c2o_bare_launch(c2o_grid, c2o_block)) {\n"
         "    c2o_check_team_memory(c2o_shmem, \"" + Name + "\");\n"
         "#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz) "
         "C2O_TEAM_MEMORY(c2o_shmem)";
    if (!DevicePointers.empty()) L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
    L += Records;
    L += "\n    " + Name + "_c2o_direct" + TA + "(c2o_bare_thread_index(c2o_bx, c2o_by), "
         "c2o_bare_block_index(c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), "
         "C2O_DIRECT_ARENA(), c2o_shmem";
    for (const std::string &N : ParamNames) L += ", " + N;
    L += ");\n    return;\n  }\n#endif\n";
  }
  if (S.DirectOnly) {
    // No phase form: where no bare launch is possible, stop with a message.
    std::string Why = S.Blocker;
    for (char &C : Why)
      if (C == '"' || C == '\\') C = '\'';
    L += "  (void)c2o_block_size;\n  (void)c2o_num_blocks;\n";
    for (const std::string &N : ParamNames) L += "  (void)" + N + ";\n";
    return L + "  c2o_direct_only(\"" + Name + "\", \"" + Why + "\");\n}";
  }
  // An arena larger than a team's memory (clang GPUs) lives in global
  // scratch memory, one part per team (c2o_team_scratch, c2o_block.h).
  DevicePointers.push_back("c2o_scratch");
  L += "  const size_t c2o_arena_bytes = " + Name + ArenaSuffix + TA + "(c2o_block_size, c2o_shmem);\n"
       "  const unsigned long long c2o_teams = c2o_teams_for_arena(c2o_num_blocks, c2o_arena_bytes);\n"
       "  unsigned char *c2o_scratch = c2o_team_scratch(c2o_arena_bytes, c2o_teams, \"" + Name + "\");\n"
       "  const size_t c2o_team_bytes = c2o_scratch ? 0 : c2o_arena_bytes;\n"
       "#pragma omp target teams num_teams(c2o_teams) thread_limit(c2o_team_threads(c2o_block_size))";
  L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
  L += Records + " C2O_TEAM_MEMORY(c2o_team_bytes)";
  L += "\n  {\n"
       "    C2O_TEAM_ARENA(c2o_arena, c2o_team_bytes);\n"
       "#pragma omp parallel num_threads(c2o_team_threads(c2o_block_size))\n"
       "    for (unsigned long long c2o_b = omp_get_team_num(); c2o_b < c2o_num_blocks; c2o_b += omp_get_num_teams()) {\n"
       "      " + Name + BlockSuffix + TA +
       "(c2o_index3(c2o_b, c2o_gx, c2o_gy), ::dim3(c2o_bx, c2o_by, c2o_bz), ::dim3(c2o_gx, c2o_gy, c2o_gz), "
       "C2O_ARENA_OR_SCRATCH(c2o_arena, c2o_scratch, c2o_arena_bytes), c2o_shmem";
  DevicePointers.pop_back();
  for (const std::string &N : ParamNames) L += ", " + N;
  L += ");\n      c2o_block_barrier(C2O_TEAM_ARENA_PTR(c2o_arena));\n    }\n  }\n  c2o_team_scratch_free(c2o_scratch);\n}";
  return L;
}

} // namespace c2o
