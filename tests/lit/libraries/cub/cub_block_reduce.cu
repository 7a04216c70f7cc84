// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_reduce.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: not --crash %t.exe 2>&1 | FileCheck %s --check-prefix=STOP
// tests/gpu/cub/cub_block_reduce.cu (BlockReduce: Sum, num_valid, Reduce with a
// functor and a non-commutative one, an array per thread, the default
// constructor's storage, a 2-D block) translates to direct forms only; built
// for the host, the launch stops with the message.
// ERR: cub_block_reduce.cu:22:17: warning: C2O1130: 'sums' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockReduce' has no phase form
// ERR: cub_block_reduce.cu:43:17: warning: C2O1130: 'plane' has only its direct form
// ERR-NOT: C2O1001
// ERR-NOT: C2O1030
// CHECK: void sums_c2o_direct(
// CHECK: using Reduce = cub::BlockReduce<int, B>;
// CHECK-NEXT: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static typename Reduce::TempStorage temp;
// CHECK-NEXT: #pragma omp allocate(temp) allocator(omp_pteam_mem_alloc)
// CHECK: int all = Reduce(temp).Sum(v);
// CHECK-NEXT: c2o_syncthreads();
// CHECK: Ends e = cub::BlockReduce<Ends, B>().Reduce(Ends{(int)c2o_threadIdx.x, (int)c2o_threadIdx.x}, JoinEnds());
// CHECK: void sums(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, const int *in, int *out, int valid) {
// CHECK: c2o_direct_only("sums",
// CHECK: using Reduce = cub::BlockReduce<float, 16, cub::BLOCK_REDUCE_RAKING, 4>;
// CHECK: sums(G, B, 0, din, dout, 45);
// CHECK: plane(2, dim3(16, 4), 0, df, dof);
// STOP: cuda2omp: kernel 'sums' has only its direct form (the CUB block/warp collective 'cub::BlockReduce' has no phase form
