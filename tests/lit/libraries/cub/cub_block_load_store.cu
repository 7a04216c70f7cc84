// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_load_store.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_load_store.cu (BlockLoad and BlockStore with every
// algorithm, full and partial tiles; their TempStorages in a __shared__
// union) translates to direct forms only: the kernel template's union stays
// as written, a static in team memory.
// ERR: cub_block_load_store.cu:14:17: warning: C2O1130: 'moves' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockLoad' has no phase form
// ERR-NOT: C2O1001
// CHECK: template <cub::BlockLoadAlgorithm L, cub::BlockStoreAlgorithm S>
// CHECK-NEXT: void moves_c2o_direct(
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static union {
// CHECK-NEXT: typename Load::TempStorage load;
// CHECK: } temp;
// CHECK-NEXT: #pragma omp allocate(temp) allocator(omp_pteam_mem_alloc)
// CHECK: Load(temp.load).Load(in, items, VALID, -7);
// CHECK: moves<L, S>(1, T, 0, d, dout[0], dout[1], dout[2], dout[3]);
