// C2O1006: a kernel parameter of a template type that some instantiation makes
// a pointer. The launcher cannot list it in is_device_ptr (its type is not
// known where the launcher is written); the output still compiles.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %omp-syntax %t.cpp
template <typename T> __global__ void fill(T out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 1.0f;
}
// CHECK: {{^}}// C2O1006: parameter 'out' of kernel 'fill' has a dependent type; if it is a device pointer, add it to the is_device_ptr clause
// ERR: dependent_kernel_parameter.cu:8:46: warning: C2O1006: parameter 'out' of kernel 'fill' has a dependent type
void run(float *d, int n) { fill<<<1, 64>>>(d, n); }
