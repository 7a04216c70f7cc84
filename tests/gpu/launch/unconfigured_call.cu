// A kernel handed to generic host code as a value and called there without a
// launch configuration (no <<< >>>): CUDA launches nothing and records an
// error; the program's answer comes from its configured launches only.
// Self-checking: prints PASS or FAIL per check, exit 1 on a failure.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void add_value(int *data, int n, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += value;
}

// Generic code: calls whatever it is given, as a benchmark helper would.
template <class Fn, class... Args>
int call_repeatedly(int times, Fn fn, Args... args) {
  for (int i = 0; i < times; ++i) fn(args...);
  return times;
}

// The same through a plain function pointer parameter.
static void call_once(void (*fn)(int *, int, int), int *data, int n) { fn(data, n, 100); }

static int failures = 0;
static void check(bool ok, const char *what) {
  printf("%s: %s\n", ok ? "PASS" : "FAIL", what);
  if (!ok) ++failures;
}

int main() {
  const int n = 256;
  int host[n];
  int *dev = nullptr;
  cudaMalloc(&dev, n * sizeof(int));
  cudaMemset(dev, 0, n * sizeof(int));
  add_value<<<(n + 127) / 128, 128>>>(dev, n, 1);
  cudaDeviceSynchronize();
  cudaGetLastError();

  int calls = call_repeatedly(5, add_value, dev, n, 10);
  cudaError_t after_generic = cudaGetLastError();
  call_once(add_value, dev, n);
  cudaError_t after_pointer = cudaGetLastError();
  cudaError_t after_reset = cudaGetLastError();
  cudaDeviceSynchronize();

  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  bool unchanged = true;
  for (int i = 0; i < n; ++i) unchanged = unchanged && host[i] == 1;
  printf("calls %d, data[0] %d, errors %d %d %d\n", calls, host[0], (int)after_generic, (int)after_pointer,
         (int)after_reset);
  check(calls == 5, "generic code called the value five times");
  check(unchanged, "calls without a configuration launched nothing");
  check(after_generic != cudaSuccess && after_pointer != cudaSuccess, "each such call records an error");
  check(after_reset == cudaSuccess, "the error is not sticky");

  add_value<<<(n + 127) / 128, 128>>>(dev, n, 1);
  cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
  check(host[0] == 2 && host[n - 1] == 2, "a configured launch afterwards runs");
  cudaFree(dev);
  return failures ? 1 : 0;
}
