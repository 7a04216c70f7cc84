// RUN: %cuda2omp %S/../../../gpu/cub/cub_load_direct.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// tests/gpu/cub/cub_load_direct.cu uses CUB's per-thread loads and stores only
// (LoadDirect*, StoreDirect*, ThreadLoad, ThreadStore): a flat kernel, so it
// runs everywhere: the host (clang and GCC) and a GPU.
// ERR-NOT: C2O1130
// ERR-NOT: C2O1001
// CHECK: void moves_c2o_body(
// CHECK: cub::LoadDirectStriped<T>(t, tile, b);
// CHECK: cub::ThreadStore<cub::STORE_WT>(out + c2o_blockIdx.x * N + N - 1 - t, x);
// OUT: LoadDirect/StoreDirect: 0 wrong
// OUT-NEXT: PASS
