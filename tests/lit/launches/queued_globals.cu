// Global variables of device code under queued launches (c2o_queue_globals.h):
// a __constant__ table the host sets before every step (cudaMemcpyToSymbol),
// a __device__ array one kernel writes and the next reads, a __device__
// counter the kernels count into and the host reads (cudaMemcpyFromSymbol),
// and a kernel whose atomic becomes a reduction (its launch stays
// synchronous) reading a __device__ variable between queued launches. On a
// GPU the queued kernels use the queue's copy of the image and the rest
// libomptarget's: a copy that missed a switch prints another checksum. All
// arithmetic is modulo 2^32, so the host replays it exactly.
// tests/gpu/build_queue_for_h100.sh runs it on the GPU (C2O_LAUNCH_REPORT=1).
// RUN: %cuda2omp --memory=device %s -o %t.cpp 2> %t.err
// RUN: %omp-host %t.cpp -o %t.exe && %t.exe | FileCheck %s
// RUN: %cuda2omp %s -o %t.map.cpp 2> %t.map.err
// RUN: %omp-host %t.map.cpp -o %t.map.exe && %t.map.exe | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc.exe && %t.gcc.exe | FileCheck %s
// CHECK: steps=40 counter=ok scratch=ok totals=ok out=ok
#include <cstdio>
#include <vector>

#define N 4096
#define SCRATCH 512

__constant__ unsigned coef[4];
__device__ unsigned scratch[SCRATCH];
__device__ unsigned counter;
__device__ unsigned bias = 7;

__global__ void produce(const unsigned *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < SCRATCH) scratch[i] = x[i] * coef[0] + coef[1];
  if (i < n) atomicAdd(&counter, 1u);
}

__global__ void consume(unsigned *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = y[i] * coef[2] + scratch[i % SCRATCH] + bias;
}

// One address for the whole grid: the atomic becomes a reduction, and the
// launcher a synchronous target region.
__global__ void total(const unsigned *y, int n, unsigned *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(sum, y[i] ^ bias);
}

__global__ void nudge() { bias += 2; }

int main() {
  std::vector<unsigned> hx(N), hy(N), out(N);
  for (int i = 0; i < N; ++i) {
    hx[i] = (unsigned)i * 2654435761u;
    hy[i] = (unsigned)i;
  }
  unsigned *x, *y, *sum;
  cudaMalloc(&x, N * sizeof(unsigned));
  cudaMalloc(&y, N * sizeof(unsigned));
  cudaMalloc(&sum, sizeof(unsigned));
  cudaMemcpy(x, hx.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy.data(), N * sizeof(unsigned), cudaMemcpyHostToDevice);
  unsigned zero = 0;
  cudaMemcpyToSymbol(counter, &zero, sizeof zero);

  // the host's model
  std::vector<unsigned> ry(hy), rs(SCRATCH);
  unsigned rbias = 7, rcounter = 0;
  bool totals_ok = true;
  const int steps = 40;
  for (int s = 0; s < steps; ++s) {
    unsigned c[4] = {3u + (unsigned)s, 11u * (unsigned)s, 5u + (unsigned)(s % 3), 0};
    cudaMemcpyToSymbol(coef, c, sizeof c);
    produce<<<N / 256, 256>>>(x, N);
    consume<<<N / 256, 256>>>(y, N);
    for (int i = 0; i < SCRATCH; ++i) rs[i] = hx[i] * c[0] + c[1];
    rcounter += N;
    for (int i = 0; i < N; ++i) ry[i] = ry[i] * c[2] + rs[i % SCRATCH] + rbias;
    if (s % 8 == 3) {
      nudge<<<1, 1>>>();
      rbias += 2;
    }
    if (s % 10 == 9) {
      cudaMemset(sum, 0, sizeof(unsigned));
      total<<<N / 256, 256>>>(y, N, sum);
      unsigned got = 0, want = 0;
      cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost);
      for (int i = 0; i < N; ++i) want += ry[i] ^ rbias;
      totals_ok = totals_ok && got == want;
    }
  }
  unsigned gcounter = 0, gscratch[SCRATCH];
  cudaMemcpyFromSymbol(&gcounter, counter, sizeof gcounter);
  cudaMemcpyFromSymbol(gscratch, scratch, sizeof gscratch);
  cudaMemcpy(out.data(), y, N * sizeof(unsigned), cudaMemcpyDeviceToHost);
  bool scratch_ok = true, out_ok = true;
  for (int i = 0; i < SCRATCH; ++i) scratch_ok = scratch_ok && gscratch[i] == rs[i];
  for (int i = 0; i < N; ++i) out_ok = out_ok && out[i] == ry[i];
  printf("steps=%d counter=%s scratch=%s totals=%s out=%s\n", steps, gcounter == rcounter ? "ok" : "WRONG",
         scratch_ok ? "ok" : "WRONG", totals_ok ? "ok" : "WRONG", out_ok ? "ok" : "WRONG");
  cudaFree(x);
  cudaFree(y);
  cudaFree(sum);
  return 0;
}
