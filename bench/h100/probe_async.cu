// probe_async.cu: the CUDA side of probe_async.cpp (issue 28): REPS launches
// of the same small kernel, (sync) each waited for with
// cudaDeviceSynchronize, (async) queued on the default stream and waited for
// once at the end, as CUDA programs do.
//   usage: probe_async_cuda [N [REPS]]  (default 4096 elements, 10000 launches)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double now() { return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

__global__ void step(unsigned *a, int n, unsigned r) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = a[i] * 3u + r;
}
__global__ void init(unsigned *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = (unsigned)i;
}

static bool check(unsigned *d, int n, int reps) {
  std::vector<unsigned> h(n);
  cudaMemcpy(h.data(), d, sizeof(unsigned) * n, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) {
    unsigned v = (unsigned)i;
    for (int r = 0; r < reps; ++r) v = v * 3u + (unsigned)r;
    if (h[i] != v) return false;
  }
  return true;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 10000;
  const int bs = 256, gs = (n + bs - 1) / bs;
  unsigned *a;
  cudaMalloc(&a, sizeof(unsigned) * n);
  for (int r = 0; r < 10; ++r) init<<<gs, bs>>>(a, n);
  cudaDeviceSynchronize();

  init<<<gs, bs>>>(a, n);
  double t0 = now();
  for (int r = 0; r < reps; ++r) {
    step<<<gs, bs>>>(a, n, (unsigned)r);
    cudaDeviceSynchronize();
  }
  double t = (now() - t0) / reps;
  printf("PROBE variant=cuda_sync n=%d reps=%d us_per_launch=%.2f check=%s\n", n, reps, t, check(a, n, reps) ? "ok" : "FAIL");

  init<<<gs, bs>>>(a, n);
  cudaDeviceSynchronize();
  t0 = now();
  for (int r = 0; r < reps; ++r) step<<<gs, bs>>>(a, n, (unsigned)r);
  double tq = (now() - t0) / reps;
  cudaDeviceSynchronize();
  t = (now() - t0) / reps;
  printf("PROBE variant=cuda_async n=%d reps=%d us_per_launch=%.2f us_to_queue=%.2f check=%s\n", n, reps, t, tq,
         check(a, n, reps) ? "ok" : "FAIL");
  cudaFree(a);
  return 0;
}
