// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_discontinuity.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_discontinuity.cu (BlockDiscontinuity and
// BlockAdjacentDifference) translates to direct forms only.
// ERR: cub_block_discontinuity.cu:22:17: warning: C2O1130: 'flags' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockDiscontinuity' has no phase form
// ERR: cub_block_discontinuity.cu:40:17: warning: C2O1130: 'differences' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockAdjacentDifference' has no phase form
// ERR-NOT: C2O1001
// CHECK: Disc(temp).FlagHeads(f, x, DifferOrTen(), -1);
// CHECK: Adj(temp).SubtractRightPartialTile(x, x, Minus(), 201);
