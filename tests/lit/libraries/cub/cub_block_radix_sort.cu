// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_radix_sort.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_radix_sort.cu (BlockRadixSort: pairs, descending
// floats, a bit range, blocked to striped) translates to direct forms only.
// ERR: cub_block_radix_sort.cu:14:17: warning: C2O1130: 'pairs' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockRadixSort' has no phase form
// ERR: warning: C2O1130: 'descending'
// ERR: warning: C2O1130: 'some_bits'
// ERR: warning: C2O1130: 'to_striped'
// ERR-NOT: C2O1001
// CHECK: using Sort = cub::BlockRadixSort<int, T, I, int>;
// CHECK: Sort(temp).SortDescending(k);
// CHECK: Sort(temp).Sort(k, v, 4, 12);
// CHECK: Sort(temp).SortBlockedToStriped(k);
