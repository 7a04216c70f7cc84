#include "analysis/CudaConstructs.h"
#include "analysis/SyncFunctions.h"
#include "core/Diagnostics.h"
#include "rewrite/ApiTable.h"
#include <catch2/catch.hpp>
#include <set>
#include <cstdio>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

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
  CHECK(*Managed->Note == DiagID::ManagedMemory);

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
  std::set<std::string> Names;
  for (const DiagInfo &I : allDiagInfos()) CHECK(Names.insert(I.Name).second);
  // the two spellings of one diagnostic, and its category
  static_assert(diag_id::C2O1002 == DiagID::UnsupportedApi, "diag_id follows Diagnostics.def");
  CHECK(std::string(diagInfo(DiagID::UnsupportedApi).ID) == "C2O1002");
  CHECK(std::string(diagInfo(DiagID::UnsupportedApi).Name) == "UnsupportedApi");
  CHECK(diagCategory(DiagID::UnsupportedApi) == DiagCategory::Unconverted);
  CHECK(diagCategory(DiagID::AtomicMemoryUnknown) == DiagCategory::Atomic);
  CHECK(diagCategory(DiagID::ParseFailed) == DiagCategory::Run);
  std::string M = formatMessage(DiagID::UnsupportedApi, {"cudaGraphCreate"});
  CHECK(M == "CUDA API 'cudaGraphCreate' is not supported; it was left as it is");
  Diagnostic D{DiagID::UnsupportedApi, "a.cu", 3, 7, 0, M};
  CHECK(D.format() == "a.cu:3:7: warning: C2O1002: " + M);
}

TEST_CASE("a message given fewer arguments than it takes stops the run", "[Diagnostics]") {
  static_assert(placeholderCount("none") == 0 && placeholderCount("'{0}' in {2} of {1}") == 3, "highest {N}, plus one");
  CHECK(argumentCount(DiagID::UnsupportedApi) == 1);
  CHECK(argumentCount(DiagID::IncludedFileTranslatedDifferently) == 4);
  // every Note column's message takes the CUDA name at most (ApiTable.cpp checks it at compile time)
  for (const char *Name : {"cudaMallocManaged", "cudaMallocHost", "cudaMemcpyAsync"})
    CHECK(argumentCount(*lookupApi(Name)->Note) <= 1);
  // the fatal error, in a child process (Catch2 v2 has no death tests)
  auto ExitsWithError = [](std::vector<std::string> Args) {
    std::fflush(nullptr);
    pid_t Child = fork();
    if (Child == 0) {
      int Null = open("/dev/null", O_WRONLY);
      dup2(Null, 2);
      formatMessage(DiagID::IncludedFileTranslatedDifferently, Args);
      _exit(0);
    }
    int Status = 0;
    waitpid(Child, &Status, 0);
    return !(WIFEXITED(Status) && WEXITSTATUS(Status) == 0);
  };
  CHECK(ExitsWithError({"a.h", "a.cu", "b.cu"}));
  CHECK_FALSE(ExitsWithError({"a.h", "a.cu", "b.cu", "3"}));
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

TEST_CASE("library names: qualified rows, library prefixes, vendor calls, helper headers", "[ApiTable][libraries]") {
  // Qualified rows of LibraryMappings.def keep their names (the helpers provide them).
  const ApiMapping *Sort = lookupApi("thrust::sort", "sort");
  REQUIRE(Sort);
  CHECK(Sort->Replacement.empty());
  REQUIRE(lookupApi("cub::DeviceRadixSort::SortPairs", "SortPairs"));
  // A library name never falls back to a plain row of the same simple name:
  // ApiMappings.def maps max to c2o_max; cub has no max.
  CHECK(lookupApi("max", "max"));
  CHECK(lookupApi("cub::max", "max") == nullptr);
  REQUIRE(lookupApi("thrust::max", "max"));
  CHECK(lookupApi("thrust::max", "max")->Replacement.empty()); // not c2o_max
  CHECK(lookupApi("cub::DeviceSegmentedRadixSort::SortKeys", "SortKeys") == nullptr);
  // Names outside the library namespaces still find their plain rows.
  CHECK(lookupApi("cooperative_groups::thread_block", "thread_block"));
  // cudaDataType is renamed (the output must hold no cuda* name).
  REQUIRE(lookupApi("cudaDataType"));
  CHECK(lookupApi("cudaDataType")->Replacement == "c2o_data_type_t");
  // cuBLAS's _v2 names of implemented calls become the plain names.
  REQUIRE(lookupApi("cublasDgemm_v2"));
  CHECK(lookupApi("cublasDgemm_v2")->Replacement == "cublasDgemm");
  CHECK(lookupApi("cublasCgemm_v2") == nullptr);
  CHECK(lookupApi("cublasSgemm"));
  CHECK(lookupApi("cublasCgemm") == nullptr); // complex BLAS: not implemented

  // Libraries by prefix, the longest first.
  REQUIRE(libraryOf("cublasLtMatmul"));
  CHECK(libraryOf("cublasLtMatmul")->Library == "cuBLASLt");
  CHECK(libraryOf("cublasCgemm")->Library == "cuBLAS");
  CHECK(libraryOf("CUSPARSE_ORDER_COL")->Library == "cuSPARSE");
  CHECK(libraryOf("thrust::set_union")->VendorLibrary == "rocThrust");
  CHECK(libraryOf("cub::BlockReduce")->VendorLibrary == "hipCUB");
  CHECK(libraryOf("cufftExecC2C")->Library == "cuFFT");
  CHECK(libraryOf("cusolverDnZgetrf")->Library == "cuSOLVER");
  CHECK(libraryOf("CUSOLVER_STATUS_SUCCESS")->VendorLibrary == "hipSOLVER");
  CHECK(libraryOf("cudaMalloc") == nullptr);
  CHECK(libraryOf("sort") == nullptr);

  // Vendor calls: hip* names, roc* names or none, notes; no CUDA name twice.
  REQUIRE(lookupVendor("cufftExecC2C"));
  CHECK(lookupVendor("cufftExecC2C")->HipName == "hipfftExecC2C");
  CHECK(lookupVendor("cublasSgemm")->RocName == "rocblas_sgemm");
  CHECK(lookupVendor("cufftCreate")->RocName.empty());
  std::set<std::string> Seen;
  for (const VendorMapping &V : vendorMappings()) {
    CHECK(Seen.insert(V.CudaName.str()).second);
    CHECK(V.HipName.starts_with("hip"));
    CHECK((V.RocName.empty() || V.RocName.starts_with("roc")));
    CHECK_FALSE(V.Notes.empty());
    CHECK(libraryOf(V.CudaName)); // every vendor row belongs to a library
  }
  CHECK(vendorMappings().size() > 100);

  // Library headers and the helper header that replaces them.
  CHECK(helperHeaderFor("thrust/sort.h") == "c2o_thrust.h");
  CHECK(helperHeaderFor("thrust/iterator/zip_iterator.h") == "c2o_thrust.h");
  CHECK(helperHeaderFor("cub/cub.cuh") == "c2o_cub.h");
  CHECK(helperHeaderFor("cublas_v2.h") == "c2o_cublas.h");
  CHECK(helperHeaderFor("cusparse.h") == "c2o_cusparse.h");
  CHECK(helperHeaderFor("cusolverDn.h") == "c2o_cusolver.h");
  CHECK(helperHeaderFor("cooperative_groups/reduce.h") == "c2o_runtime.h");
  CHECK(helperHeaderFor("thrust/reduce.h") == "c2o_thrust.h"); // not cooperative groups' reduce.h
  CHECK(helperHeaderFor("cufft.h").empty());
  CHECK(helperHeaderFor("cublasLt.h") == "c2o_cublaslt.h");

  // CUB's block and warp level (CubCollectives.def): collectives make their
  // function block-level (direct form only); per-thread functions and the
  // algorithm enumerations are translated anywhere; the others stay CUDA.
  CHECK(isLibraryCollective("cub::BlockReduce"));
  CHECK(isLibraryCollective("cub::WarpScan<int, 32, 0>::TempStorage"));
  CHECK_FALSE(isLibraryCollective("cub::DeviceReduce"));
  CHECK(cubLevel("cub::BlockRadixSort<int, 128, 4>::Sort") == CubLevel::Collective);
  CHECK(cubLevel("cub::WarpExchange") == CubLevel::Collective);
  CHECK(cubLevel("cub::LaneId") == CubLevel::Collective);
  CHECK(cubLevel("cub::LoadDirectBlocked") == CubLevel::Thread);
  CHECK(cubLevel("cub::BlockLoadAlgorithm") == CubLevel::Thread);
  CHECK_FALSE(isLibraryCollective("cub::StoreDirectStriped"));
  CHECK(cubLevel("cub::BlockShuffle<int, 128>::TempStorage") == CubLevel::Untranslated);
  CHECK(isLibraryCollective("cub::BlockMergeSort"));
  CHECK(cubLevel("cub::DeviceScan::ExclusiveSum") == CubLevel::None);
  CHECK(cubLevel("cub::BlockReduceX") == CubLevel::Untranslated); // a name is matched whole
  CHECK(cubTopName("cub::BlockLoad<int, 128, 4>::Load") == "cub::BlockLoad");
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
  // this_grid() is a handle and its queries values of the indices: only grid.sync() is not translated.
  REQUIRE(lookupSyncFunction("cooperative_groups::this_grid"));
  CHECK(lookupSyncFunction("cooperative_groups::this_grid")->Kind == SyncKind::Handle);
  const SyncFunction *Rank = lookupSyncFunction("cooperative_groups::grid_group::thread_rank");
  REQUIRE(Rank);
  CHECK(Rank->Kind == SyncKind::Query);
  CHECK(Rank->ElemType == "thread");
  CHECK(lookupSyncFunction("cooperative_groups::grid_group::num_blocks")->ElemType == "block");
  CHECK(lookupSyncFunction("cooperative_groups::thread_block::group_index")->Kind == SyncKind::Query);
  const SyncFunction *Label = lookupSyncFunction("cooperative_groups::labeled_partition");
  REQUIRE(Label);
  CHECK(Label->Kind == SyncKind::Partition);
  CHECK(Label->ValueArg == 1);
  CHECK(lookupSyncFunction("cooperative_groups::thread_group::sync")->Kind == SyncKind::Barrier);
}
