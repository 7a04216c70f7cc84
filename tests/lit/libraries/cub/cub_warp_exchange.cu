// RUN: %cuda2omp %S/../../../gpu/cub/cub_warp_exchange.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_warp_exchange.cu (WarpExchange, WarpLoad, WarpStore over
// logical warps of 16 lanes) translates to direct forms only.
// ERR: cub_warp_exchange.cu:12:17: warning: C2O1130: 'exchanges' has only its direct form (no phase form: the CUB block/warp collective 'cub::WarpExchange' has no phase form
// ERR: cub_warp_exchange.cu:29:17: warning: C2O1130: 'loads_stores' has only its direct form (no phase form: the CUB block/warp collective 'cub::WarpLoad' has no phase form
// ERR-NOT: C2O1001
// CHECK: Exchange(temp[w]).ScatterToStriped(b, k);
// CHECK: cub::WarpLoad<int, I, cub::WARP_LOAD_STRIPED, W>().Load(tile, c, 37, -5);
// CHECK: StoreT(st[w]).Store(out_t + w * TILE, b, 50);
