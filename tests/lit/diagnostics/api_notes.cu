// The notes of ApiMappings.def's Note column that no other test shows:
// C2O1104 (cudaGetDeviceProperties), C2O1121 (cudaFuncSetAttribute), C2O1125
// (cuRAND's host generators); and C2O1105 (a __managed__ variable). The output
// compiles.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-syntax %t.cpp
#include <curand.h>
__managed__ int counter;
// CHECK: {{^}}// C2O1105: __managed__ variable 'counter' became a declare target variable: the host and the device now hold separate copies; copy with '#pragma omp target update' or allocate it with cudaMallocManaged
// ERR: api_notes.cu:10:17: warning: C2O1105: __managed__ variable 'counter'
__global__ void k(int *p) { p[0] = counter; }
void setup() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: {{^ *}}// C2O1104: cudaGetDeviceProperties fills its fields from the GPU's driver on NVIDIA GPUs, elsewhere from OpenMP (processor count, warp width, memory) and documented defaults (compute capability 8.0): what the program prints or sizes from them follows the device it runs on (the host device: its cores)
  // CHECK-NEXT: c2o_get_device_properties(&prop, 0);
  // ERR: api_notes.cu:16:3: note: C2O1104: cudaGetDeviceProperties fills
  cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  // CHECK: {{^ *}}// C2O1121: 'cudaFuncSetAttribute': of a kernel's attributes only the dynamic shared memory size has a meaning in the translation
  // ERR: api_notes.cu:20:3: note: C2O1121: 'cudaFuncSetAttribute'
  curandGenerator_t gen;
  curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT);
  // CHECK: {{^ *}}// C2O1125: 'curandCreateGenerator': cuRAND's host generators give the same distributions here, not the same numbers
  // ERR: api_notes.cu:24:3: note: C2O1125: 'curandCreateGenerator'
}
