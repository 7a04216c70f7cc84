// Dynamic shared memory reached through an accessor template (the
// SharedMemory<T> idiom, with a specialisation for double) in a template
// kernel that counts with atomics on it: per-block histograms of T values in
// the launch's dynamic shared memory, added to global memory with atomics.
#include <cstdio>
#include <cstdlib>
template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int smem_i[];
    return (T *)smem_i;
  }
};
template <> struct SharedMemory<double> {
  __device__ inline operator double *() {
    extern __shared__ double smem_d[];
    return smem_d;
  }
};
template <typename T, int BLOCK>
__global__ void counts(const int *keys, int n, int bins, T *out) {
  T *h = SharedMemory<T>();
  for (int b = threadIdx.x; b < bins; b += BLOCK) h[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * BLOCK + threadIdx.x; i < n; i += gridDim.x * BLOCK) atomicAdd(&h[keys[i] % bins], (T)1);
  __syncthreads();
  for (int b = threadIdx.x; b < bins; b += BLOCK) atomicAdd(&out[b], h[b]);
}
template <typename T> int run(const int *d, int n, int bins, const int *ref) {
  T *o, *got = (T *)malloc(bins * sizeof(T));
  cudaMalloc(&o, bins * sizeof(T));
  cudaMemset(o, 0, bins * sizeof(T));
  counts<T, 128><<<40, 128, bins * sizeof(T)>>>(d, n, bins, o);
  cudaMemcpy(got, o, bins * sizeof(T), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int b = 0; b < bins; ++b) bad += got[b] != (T)ref[b];
  cudaFree(o);
  free(got);
  return bad;
}
int main() {
  const int n = 300000, bins = 1000;
  int *h = (int *)malloc(n * sizeof(int)), *ref = (int *)calloc(bins, sizeof(int));
  for (int i = 0; i < n; ++i) h[i] = (int)((i * 7919u) % 100003u), ref[h[i] % bins]++;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  int bad = run<unsigned>(d, n, bins, ref) + run<float>(d, n, bins, ref) + run<double>(d, n, bins, ref);
  printf("%d bins wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
  cudaFree(d);
  return bad != 0;
}
