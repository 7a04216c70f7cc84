// 23_managed_memory: unified memory from cudaMallocManaged.  The host fills
// a managed input array, a kernel computes Collatz stopping times into a
// managed output array, and the host reads the results directly after
// cudaDeviceSynchronize.  A second kernel updates a managed struct array.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

struct Cell {
  int value;
  int doubled;
};

__host__ __device__ int collatzSteps(unsigned long long v) {
  int steps = 0;
  while (v != 1ull) {
    v = (v & 1ull) ? 3ull * v + 1ull : v >> 1;
    ++steps;
  }
  return steps;
}

__global__ void collatz(const unsigned *start, int *steps, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) steps[i] = collatzSteps(start[i]);
}

__global__ void doubleCells(Cell *cells, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) cells[i].doubled = 2 * cells[i].value;
}

int main() {
  const int n = 30000;
  unsigned *start = nullptr;
  int *steps = nullptr;
  Cell *cells = nullptr;
  CHECK(cudaMallocManaged(&start, n * sizeof(unsigned)));
  CHECK(cudaMallocManaged(&steps, n * sizeof(int)));
  CHECK(cudaMallocManaged(&cells, 1000 * sizeof(Cell), cudaMemAttachGlobal));
  for (int i = 0; i < n; ++i) start[i] = (unsigned)(i + 1);
  for (int i = 0; i < 1000; ++i) cells[i].value = i - 500;

  collatz<<<(n + 255) / 256, 256>>>(start, steps, n);
  CHECK(cudaGetLastError());
  doubleCells<<<4, 256>>>(cells, 1000);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  int bad = 0, best = 0;
  long long total = 0;
  for (int i = 0; i < n; ++i) {
    if (steps[i] != collatzSteps(start[i])) ++bad;
    if (steps[i] > steps[best]) best = i;
    total += steps[i];
  }
  long long cellSum = 0;
  for (int i = 0; i < 1000; ++i) {
    if (cells[i].doubled != 2 * cells[i].value) ++bad;
    cellSum += cells[i].doubled;
  }
  printf("n=%d total_steps=%lld\n", n, total);
  printf("longest: start=%u steps=%d\n", start[best], steps[best]);
  printf("steps(27)=%d cell_sum=%lld bad=%d\n", steps[26], cellSum, bad);
  CHECK(cudaFree(start));
  CHECK(cudaFree(steps));
  CHECK(cudaFree(cells));
  printf("%s\n", bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
