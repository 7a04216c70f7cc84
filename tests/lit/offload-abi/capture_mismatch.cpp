// check_offload_abi.py catches a target region whose host and device
// compilation passes capture different variables (the cause of the clang GPU
// crash of every block-level kernel before 33ac663), and passes the same
// region once both passes reference the variable.
// RUN: not python3 %S/../../tools/check_offload_abi.py --clang clang++-19 --arch gfx90a %s -- -DSHOW_BUG | FileCheck %s --check-prefix=BUG
// RUN: python3 %S/../../tools/check_offload_abi.py --clang clang++-19 --arch gfx90a %s | FileCheck %s --check-prefix=FIXED
// RUN: python3 %S/../../tools/check_offload_abi.py --clang clang++-19 --arch gfx90a %S/Inputs/bare_and_empty.cpp | FileCheck %s --check-prefix=BARE
#include <stddef.h>

#if defined(__AMDGCN__) || defined(__NVPTX__)
#ifdef SHOW_BUG
#define ARENA(bytes)
#else
#define ARENA(bytes) (void)(bytes)
#endif
#else
#define ARENA(bytes) char arena[(bytes) + 16]; arena[0] = 0
#endif

void k(float *x, size_t bytes, int n) {
#pragma omp target teams is_device_ptr(x)
  {
    ARENA(bytes);
#pragma omp parallel
    for (int i = 0; i < n; ++i) x[i] = 1.0f;
  }
}
// BUG: kernel __omp_offloading_{{.*}}: the host passes 3 arguments, the device kernel takes 2
// BUG: 1 target regions, 1 mismatched (clang++-19, gfx90a)
// FIXED: 1 target regions, 0 mismatched (clang++-19, gfx90a)
// BARE: 3 target regions, 0 mismatched (clang++-19, gfx90a)
