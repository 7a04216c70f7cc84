// launch_small: a launch-bound loop: REPS launches of a tiny kernel over n
// unsigned ints (a[i] = a[i] * 3 + r, r different at every launch, so the
// launches must run in order), one cudaDeviceSynchronize at the end. The
// arithmetic is modulo 2^32, so the host replays it exactly.
// ms_per_iter is the time per launch.
//   usage: launch_small [N [REPS]]     (default 4096 elements, 20000 launches)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void step(int n, unsigned r, unsigned *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 3u + r;
}

static unsigned addend(int r) { return 2u * (unsigned)r + 1u; }

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20000;
  if (n < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [REPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<unsigned> h(n), out(n);
  for (int i = 0; i < n; ++i) h[i] = (unsigned)i * 2654435761u;
  unsigned *a;
  CHECK(cudaMalloc(&a, n * sizeof(unsigned)));
  CHECK(cudaMemcpy(a, h.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  step<<<grid, block>>>(n, 7u, a);  // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) step<<<grid, block>>>(n, addend(r), a);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), a, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
  cudaFree(a);
  long long bad = 0;
  for (int i = 0; i < n; ++i) {
    unsigned v = h[i] * 3u + 7u;
    for (int r = 0; r < reps; ++r) v = v * 3u + addend(r);
    if (out[i] != v) ++bad;
  }
  printf("launch_small n=%d grid=%d block=%d launches=%d us_per_launch=%.2f bad=%lld\n", n, grid, block, reps,
         ms * 1e3, bad);
  printf("RESULT name=launch_small variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
