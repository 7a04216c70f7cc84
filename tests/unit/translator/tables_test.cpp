#include "analysis/CudaConstructs.h"
#include "analysis/SyncFunctions.h"
#include "core/Diagnostics.h"
#include "rewrite/ApiTable.h"
#include <catch2/catch.hpp>
#include <set>

using namespace c2o;

TEST_CASE("the API table maps CUDA names to helpers or to the same name", "[ApiTable]") {
  const ApiMapping *M = lookupApi("cudaMalloc");
  REQUIRE(M);
  CHECK(M->Replacement == "c2o_malloc");
  CHECK(M->Kind == ApiKind::Function);
  CHECK_FALSE(M->Note.has_value());

  const ApiMapping *Managed = lookupApi("cudaMallocManaged");
  REQUIRE(Managed);
  REQUIRE(Managed->Note.has_value());
  CHECK(*Managed->Note == DiagID::C2O1101);

  const ApiMapping *Dim = lookupApi("dim3");
  REQUIRE(Dim);
  CHECK(Dim->Replacement.empty()); // provided by the helpers under its own name

  CHECK(lookupApi("cudaGraphCreate") == nullptr);
  CHECK(lookupApi("__syncthreads") == nullptr);
}

TEST_CASE("every note named by the API table is a declared diagnostic", "[ApiTable]") {
  // A misspelt note in ApiMappings.def would silently become 'no note'.
  for (const char *Name : {"cudaMallocManaged", "cudaMallocHost", "cudaHostAlloc", "cudaMemcpyAsync",
                           "cudaMemsetAsync", "cudaGetDeviceProperties"}) {
    const ApiMapping *M = lookupApi(Name);
    REQUIRE(M);
    CHECK(M->Note.has_value());
  }
  CHECK(apiTableSize() > 150);
}

TEST_CASE("diagnostic IDs are unique and messages fill their arguments", "[Diagnostics]") {
  std::set<std::string> Seen;
  for (const DiagInfo &I : allDiagInfos()) {
    CHECK(Seen.insert(I.ID).second);
    CHECK(std::string(I.ID).rfind("C2O", 0) == 0);
  }
  std::string M = formatMessage(DiagID::C2O1002, {"cudaGraphCreate"});
  CHECK(M == "CUDA API 'cudaGraphCreate' is not supported; it was left as it is");
  Diagnostic D{DiagID::C2O1002, "a.cu", 3, 7, 0, M};
  CHECK(D.format() == "a.cu:3:7: warning: C2O1002: " + M);
}

TEST_CASE("CUDA keywords, index built-ins and block-level functions are recognised", "[CudaConstructs]") {
  REQUIRE(lookupKeyword("__forceinline__"));
  CHECK(lookupKeyword("__forceinline__")->Replacement == "inline");
  CHECK(lookupKeyword("__launch_bounds__")->TakesArguments);
  CHECK_FALSE(lookupKeyword("__restrict__"));
  CHECK(lookupIndexBuiltin("threadIdx") == IndexBuiltin::ThreadIdx);
  CHECK(indexParameterName(IndexBuiltin::GridDim) == "c2o_gridDim");
  CHECK_FALSE(lookupIndexBuiltin("warpSize"));
  CHECK(isBlockLevelFunction("__syncthreads"));
  CHECK(isBlockLevelFunction("__shfl_down_sync"));
  CHECK_FALSE(isBlockLevelFunction("atomicAdd"));
  CHECK(isBlockLevelFunction("__match_any_sync")); // no block-path form, but warp code
  CHECK_FALSE(isBlockLevelFunction("sync"));       // cooperative groups count by namespace
  CHECK_FALSE(isBlockLevelFunction("cooperative_groups::sync"));
  CHECK(isHeaderCoveredByHelpers("/x/cuda_runtime.h"));
  CHECK(isHeaderCoveredByHelpers("cooperative_groups.h")); // c2o_block.h provides thread_block
  CHECK(isHeaderCoveredByHelpers("cuda_fp16.h")); // c2o_fp16.h
  CHECK_FALSE(isHeaderCoveredByHelpers("cudaEGL.h"));
}

TEST_CASE("one list of synchronisation functions: every row is looked up by its name", "[SyncFunctions]") {
  const SyncFunction *S = lookupSyncFunction("__syncthreads");
  REQUIRE(S);
  CHECK(S->Kind == SyncKind::Barrier);
  const SyncFunction *Down = lookupSyncFunction("__shfl_down_sync");
  REQUIRE(Down);
  CHECK(Down->Kind == SyncKind::WarpLane);
  CHECK(Down->ValueArg == 1);
  CHECK(Down->Reader == "c2o_shfl_down_read");
  const SyncFunction *Match = lookupSyncFunction("__match_any_sync");
  REQUIRE(Match);
  CHECK(Match->Kind == SyncKind::Untranslated);
  REQUIRE(lookupSyncFunction("cooperative_groups::grid_group::sync"));
  CHECK(lookupSyncFunction("cooperative_groups::grid_group::sync")->Kind == SyncKind::Grid);
  CHECK_FALSE(lookupSyncFunction("atomicAdd"));
}
