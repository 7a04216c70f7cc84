// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_scan.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_scan.cu (BlockScan: sums with the aggregate, one and
// four items per thread, scans with an operator and an initial value, a
// running prefix callback, a 3-D block) translates to direct forms only.
// ERR: cub_block_scan.cu:16:17: warning: C2O1130: 'single' has only its direct form
// ERR: cub_block_scan.cu:28:17: warning: C2O1130: 'items' has only its direct form
// ERR: cub_block_scan.cu:55:17: warning: C2O1130: 'rows' has only its direct form
// ERR: cub_block_scan.cu:67:17: warning: C2O1130: 'cube' has only its direct form
// ERR-NOT: C2O1001
// CHECK: Scan(temp).ExclusiveSum(in[t], exs[t], a);
// CHECK: Scan(temp).ExclusiveScan(in[t], exmax[t], -1000, Larger());
// CHECK: Scan(temp).ExclusiveSum(v, e, a);
// CHECK: void rows_c2o_direct(
// CHECK: RunningPrefix prefix(100);
// CHECK: Scan(temp).InclusiveSum(v, v, prefix);
// CHECK: using Scan = cub::BlockScan<int, 8, cub::BLOCK_SCAN_RAKING, 4, 2>;
// CHECK: cube(1, dim3(8, 4, 2), 0, din, d1);
