// RUN: %cuda2omp %S/../../../gpu/cub/cub_block_histogram.cu -o %t.cpp 2> %t.err
// RUN: FileCheck %s < %t.cpp
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// tests/gpu/cub/cub_block_histogram.cu (BlockHistogram, both algorithms, into
// a __shared__ histogram) translates to its direct form only.
// ERR: cub_block_histogram.cu:11:59: warning: C2O1130: 'count' has only its direct form (no phase form: the CUB block/warp collective 'cub::BlockHistogram' has no phase form
// ERR-NOT: C2O1001
// CHECK: {{\[\[}}clang::loader_uninitialized{{\]\]}} C2O_TEAM_ALIGN static unsigned hist[BINS];
// CHECK: Histo(temp).Histogram(items, hist);
// CHECK: Histo(temp).Composite(items, hist);
