// CUDA's approximate single-precision intrinsics become the helpers'
// c2o_fast_* functions (c2o_fast_math.h): the device's approximations on GPUs
// (libdevice's __nv_fast_* on NVIDIA, the hardware's sin/cos/exp2/log2/rcp on
// AMD), the accurate functions on the host. The exact ones (__frcp_rn,
// __fsqrt_rn, __saturatef) stay exact (__fsqrt_rn: libdevice's __nv_fsqrt_rn
// on NVIDIA, where clang's sqrtf is not correctly rounded).
// RUN: %cuda2omp --memory=device %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc.exe && %t.gcc.exe | FileCheck %s --check-prefix=OUT
// The AMD device code (clang 19, before the back end): the hardware's intrinsics, no libm call.
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a -nogpulib --offload-device-only -S -I%helpers %t.cpp -o %t.gfx90a.ll
// RUN: FileCheck %s --check-prefix=GFX < %t.gfx90a.ll
// The NVIDIA device code (clang 19, before libdevice is linked): the __nv_fast_* functions.
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=sm_80 -nogpulib --offload-device-only -S -I%helpers %t.cpp -o %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.sm80.ptx
// ERR-NOT: C2O1002
// GFX-DAG: @llvm.amdgcn.sin.f32
// GFX-DAG: @llvm.amdgcn.cos.f32
// GFX-DAG: @llvm.amdgcn.exp2.f32
// GFX-DAG: @llvm.amdgcn.log.f32
// GFX-DAG: @llvm.amdgcn.rcp.f32
// GFX-NOT: @sinf
// GFX-NOT: @__ocml_sin_f32
// PTX-DAG: .extern .func {{.*}}__nv_fast_sinf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_cosf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_sincosf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_tanf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_expf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_exp10f{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_logf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_log2f{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_log10f{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_powf{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fast_fdividef{{$}}
// PTX-DAG: .extern .func {{.*}}__nv_fsqrt_rn{{$}}
// PTX-NOT: __nv_sinf
#include <cstdio>

__global__ void k(float *o, const float *x) {
  int i = threadIdx.x;
  float s, c;
  __sincosf(x[i], &s, &c);
  o[i] = __sinf(x[i]) + __cosf(x[i]) + s + c + __tanf(x[i]) + __expf(x[i]) + __exp10f(x[i]) + __logf(x[i]) +
         __log2f(x[i]) + __log10f(x[i]) + __powf(x[i], 1.5f) + __fdividef(1.0f, x[i]) + __frcp_rn(x[i]) +
         __fsqrt_rn(x[i]) + __saturatef(x[i]);
}
// CHECK: c2o_fast_sincosf(x[i], &s, &c);
// CHECK: o[i] = c2o_fast_sinf(x[i]) + c2o_fast_cosf(x[i]) + s + c + c2o_fast_tanf(x[i]) + c2o_fast_expf(x[i]) + c2o_fast_exp10f(x[i]) + c2o_fast_logf(x[i]) +
// CHECK-NEXT: c2o_fast_log2f(x[i]) + c2o_fast_log10f(x[i]) + c2o_fast_powf(x[i], 1.5f) + c2o_fast_fdividef(1.0f, x[i]) + c2o_frcp(x[i]) +
// CHECK-NEXT: c2o_fsqrt_rn(x[i]) + c2o_saturatef(x[i]);

int main() {
  const int n = 32;
  float hx[n], ho[n];
  for (int i = 0; i < n; ++i) hx[i] = 0.5f + 0.125f * i;
  float *dx, *dout;
  cudaMalloc(&dx, sizeof hx);
  cudaMalloc(&dout, sizeof ho);
  cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
  k<<<1, n>>>(dout, dx);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += ho[i];
  // rounded so that any result within CUDA's bounds prints the same
  printf("sum=%.4g\n", sum);
  // OUT: sum=9.579e+04
  cudaFree(dx);
  cudaFree(dout);
  return 0;
}
