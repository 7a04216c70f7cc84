// GCC's nvptx device code of the dynamic shared memory accessors (the two
// tests beside this one): the kernels' phase form publishes the team's
// dynamic memory in the slot table indexed by the team number, which the
// accessors read (c2o_dynamic_shared.h: GCC compiles offloaded code from the
// host's preprocessing, so no team-memory variable is used there). The
// programs run on the host too (GCC's host fallback).
// REQUIRES: gcc-nvptx
// RUN: %cuda2omp %S/shared_memory_accessor.cu -o %t-fn.cpp
// RUN: %gcc-nvptx-keep %t-fn.cpp -o %t-fn.exe
// RUN: FileCheck %s --check-prefix=PTX < %t-fn.xnvptx-none.mkoffload.s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t-fn.exe | FileCheck %S/shared_memory_accessor.cu --check-prefix=OUT
// RUN: %cuda2omp %S/shared_memory_accessor_macro.cu -o %t-macro.cpp
// RUN: %gcc-nvptx-keep %t-macro.cpp -o %t-macro.exe
// RUN: FileCheck %s --check-prefix=PTX < %t-macro.xnvptx-none.mkoffload.s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t-macro.exe | FileCheck %S/shared_memory_accessor_macro.cu --check-prefix=OUT
// PTX: .global .align {{[0-9]+}} .u64 {{.*}}c2o_dynamic_shared_slot{{.*}}[1024];
