// RUN: %cuda2omp %S/../../../gpu/cub/cub_warp_scan.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_warp_scan.cu (WarpScan: sums with the warp aggregate,
// scans over logical warps of 16 and 8 lanes, Scan, Broadcast) translates to
// its direct form only.
// ERR: cub_warp_scan.cu:19:17: warning: C2O1130: 'scans' has only its direct form (no phase form: the CUB block/warp collective 'cub::WarpScan' has no phase form
// ERR-NOT: C2O1001
// CHECK: cub::WarpScan<int>(t32[t / 32]).InclusiveSum(in[t], inc[t], a);
// CHECK: cub::WarpScan<int, 8>(t8[t / 8]).ExclusiveScan(in[t], ex8[t], 1000, Smaller());
// CHECK: bc[t] = cub::WarpScan<int, 8>(t8[t / 8]).Broadcast(in[t], 5);
