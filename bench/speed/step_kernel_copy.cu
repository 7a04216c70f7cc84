// step_kernel_copy: a loop of STEPS steps as convergence loops have them:
// each step one launch over n floats, which also writes one element's new
// value to res, then a cudaMemcpy of that one float to the host, which
// decides from it the next step's argument and probed element. The values
// are integers below 2^24 (a[i] = fmod(3 a[i] + arg + (i & 7), 65521)), so
// the float arithmetic is exact and the host replays the loop exactly.
// ms_per_iter is the time per step (launch + copy).
//   usage: step_kernel_copy [N [STEPS]]     (default 2^16 floats, 2000 steps)
#include <chrono>
#include <cmath>
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

__global__ void update(int n, int arg, int probe, float *__restrict__ a, float *__restrict__ res) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = fmodf(a[i] * 3.0f + (float)(arg + (i & 7)), 65521.0f);
    a[i] = v;
    if (i == probe) *res = v;
  }
}

// the host's decision from the value it read back
static void next(float v, int n, int &arg, int &probe) {
  const int iv = (int)v;
  arg = (arg + 1 + iv % 7) & 4095;
  probe = iv % n;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 16);
  const int steps = argc > 2 ? atoi(argv[2]) : 2000;
  if (n < 1 || steps < 1) {
    fprintf(stderr, "usage: %s [N>=1 [STEPS>=1]]\n", argv[0]);
    return 2;
  }
  std::vector<float> ha(n), out(n);
  for (int i = 0; i < n; ++i) ha[i] = (float)((i * 37) % 65521);
  float *a, *res;
  CHECK(cudaMalloc(&a, n * sizeof(float)));
  CHECK(cudaMalloc(&res, sizeof(float)));
  CHECK(cudaMemcpy(a, ha.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  const int block = 256, grid = (n + block - 1) / block;
  int arg = 1, probe = 0;
  float v = 0.0f;
  update<<<grid, block>>>(n, arg, probe, a, res);  // warm-up: one step more
  CHECK(cudaMemcpy(&v, res, sizeof(float), cudaMemcpyDeviceToHost));
  next(v, n, arg, probe);
  auto t0 = std::chrono::steady_clock::now();
  for (int t = 0; t < steps; ++t) {
    update<<<grid, block>>>(n, arg, probe, a, res);
    CHECK(cudaMemcpy(&v, res, sizeof(float), cudaMemcpyDeviceToHost));
    next(v, n, arg, probe);
  }
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / steps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out.data(), a, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(a);
  cudaFree(res);
  // host replay in integers: the device's float values are these integers
  std::vector<int> ra(n);
  for (int i = 0; i < n; ++i) ra[i] = (i * 37) % 65521;
  int rarg = 1, rprobe = 0;
  for (int t = 0; t <= steps; ++t) {  // the warm-up step too
    for (int i = 0; i < n; ++i) ra[i] = (ra[i] * 3 + rarg + (i & 7)) % 65521;
    next((float)ra[rprobe], n, rarg, rprobe);
  }
  long long bad = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != (float)ra[i]) ++bad;
  const bool ok = bad == 0 && arg == rarg && probe == rprobe;
  printf("step_kernel_copy n=%d grid=%d block=%d steps=%d us_per_step=%.2f arg=%d ref=%d bad=%lld\n", n, grid,
         block, steps, ms * 1e3, arg, rarg, bad);
  printf("RESULT name=step_kernel_copy variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
