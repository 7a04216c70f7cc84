// omp-atomic-check reads the translator's own output: atomics in a kernel's
// `declare target` body function, which the launcher's target region calls,
// are judged with the memory the launches pass (c2o_malloc: device memory;
// c2o_mapped_ptr: a mapped buffer's device copy; pinned host memory read in
// place). The translator's choices pass under both memory strategies; the same
// output with the fast hint forced onto the pinned atomic is reported wrong.
// RUN: %cuda2omp --memory=device %s -o %t.dev.cpp
// RUN: %omp-atomic-check %t.dev.cpp -- -I %helpers | FileCheck %s --check-prefix=DEV
// RUN: %cuda2omp %s -o %t.map.cpp
// RUN: %omp-atomic-check %t.map.cpp -- -I %helpers | FileCheck %s --check-prefix=MAP
// RUN: sed 's/hint(AMD_safe_fp_atomics)/hint(AMD_fast_fp_atomics)/' %t.map.cpp > %t.forced.cpp
// RUN: not %omp-atomic-check --xnack=1 %t.forced.cpp -- -I %helpers | FileCheck %s --check-prefix=FORCED

__global__ void sums(const float *x, float *devSum, float *pinnedSum) {
  atomicAdd(devSum, x[threadIdx.x]);
  atomicAdd(pinnedSum, x[threadIdx.x]);
}

int main() {
  float hx[32], *x, *d, *p, total = 0.0f;
  for (int i = 0; i < 32; ++i) hx[i] = 1.0f;
  cudaMalloc(&x, sizeof(hx));
  cudaMalloc(&d, sizeof(float));
  cudaMallocHost(&p, sizeof(float));
  *p = 0.0f;
  cudaMemcpy(x, hx, sizeof(hx), cudaMemcpyHostToDevice);
  cudaMemset(d, 0, sizeof(float));
  sums<<<1, 32>>>(x, d, p);
  cudaMemcpy(&total, d, sizeof(float), cudaMemcpyDeviceToHost);
  return total == *p ? 0 : 1;
}
// DEV: ok xnack=0 memory=coarse code=hw hint=fast 'devSum' is c2o_malloc at
// DEV: ok xnack=1 memory=coarse code=hw hint=fast 'devSum' is c2o_malloc at
// DEV: ok xnack=0 memory=fine code=cas hint=safe 'pinnedSum' is c2o_malloc_host at
// DEV: ok xnack=1 memory=fine code=cas hint=safe 'pinnedSum' is c2o_malloc_host at
// MAP: ok xnack=0 memory=coarse code=hw hint=fast 'devSum' is c2o_mapped_ptr at
// MAP: ok xnack=1 memory=coarse code=hw hint=fast 'devSum' is c2o_mapped_ptr at
// MAP: ok xnack=1 memory=fine code=cas hint=safe 'pinnedSum' is c2o_malloc_host at
// FORCED: wrong xnack=1 memory=fine code=hw hint=fast 'pinnedSum' is c2o_malloc_host at
