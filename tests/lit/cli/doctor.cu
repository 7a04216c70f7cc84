// `cuda2omp doctor` reports what this machine can build and run.
// RUN: %cuda2omp-formatted doctor | FileCheck %s
// CHECK: cuda2omp doctor
// CHECK: bundled CUDA headers {{ *}}found
// CHECK: omp_runtime_helpers {{ *}}found
// CHECK: clang++-19 {{ *}}found
// CHECK: Devices OpenMP sees
// CHECK: clang-19 (host plugin: the CPU) {{ *}}devices={{[0-9]+}} target_region_ran_on=
// CHECK: HSA_XNACK
// CHECK: What to change
