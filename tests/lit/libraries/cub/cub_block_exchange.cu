// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_exchange.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_exchange.cu (BlockExchange: striped, warp-striped,
// scatters) translates to its direct form only.
// ERR: cub_block_exchange.cu:10:17: warning: C2O1130: 'exchanges' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockExchange' has no phase form
// ERR-NOT: C2O1001
// CHECK: Exchange(temp).BlockedToWarpStriped(x, y);
// CHECK: Exchange(temp).ScatterToStripedGuarded(x, y, ranks);
