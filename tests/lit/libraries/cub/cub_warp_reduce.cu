// RUN: %cuda2omp %S/../../../gpu/cub/cub_warp_reduce.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_warp_reduce.cu (WarpReduce: 32-wide sums, logical warps of
// 8 and 16 lanes, valid_items, head-segmented sums; arrays of TempStorage,
// one per logical warp) translates to direct forms only.
// ERR: cub_warp_reduce.cu:13:17: warning: C2O1130: 'warps' has only its direct form (no phase form: the CUB block/warp collective 'cub::WarpReduce' has no phase form
// ERR: cub_warp_reduce.cu:27:17: warning: C2O1130: 'segments' has only its direct form
// ERR-NOT: C2O1001
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static cub::WarpReduce<float, 8>::TempStorage t8[16];
// CHECK-NEXT: #pragma omp allocate(t8) allocator(omp_pteam_mem_alloc)
// CHECK: float m = cub::WarpReduce<float, 8>(t8[c2o_threadIdx.x / 8]).Reduce(v, Smaller());
// CHECK: int s = Reduce(temp[t / 32]).HeadSegmentedSum(in[t], head[t]);
