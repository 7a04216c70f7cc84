// main.cu - heat diffusion along a rod: a hot spot in the middle spreads out.
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "heat.h"

#define CHECK(call)                                                                 \
  do {                                                                              \
    cudaError_t err = (call);                                                       \
    if (err != cudaSuccess) {                                                       \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      return 1;                                                                     \
    }                                                                               \
  } while (0)

int main() {
  const Rod rod{4096, 0.25f};
  const int steps = 500;
  std::vector<float> start(rod.cells, 0.0f);
  for (int i = rod.cells / 2 - 16; i < rod.cells / 2 + 16; ++i) start[i] = 100.0f;

  float *d_a, *d_b, *d_result;
  const size_t bytes = rod.cells * sizeof(float);
  CHECK(cudaMalloc(&d_a, bytes));
  CHECK(cudaMalloc(&d_b, bytes));
  CHECK(cudaMemcpy(d_a, start.data(), bytes, cudaMemcpyHostToDevice));
  heat_run(rod, d_a, d_b, steps, &d_result);
  CHECK(cudaGetLastError());

  std::vector<float> gpu(rod.cells);
  CHECK(cudaMemcpy(gpu.data(), d_result, bytes, cudaMemcpyDeviceToHost));
  const int hot = heat_count_hot(rod, d_result, 10.0f);

  std::vector<float> a = start, b(rod.cells);
  float *cpu;
  reference_run(rod, a.data(), b.data(), steps, &cpu);
  int cpu_hot = 0;
  float total = 0.0f;
  for (int i = 0; i < rod.cells; ++i) {
    cpu_hot += cpu[i] > 10.0f;
    total += gpu[i];
  }

  std::printf("heat: %d cells, %d steps\n", rod.cells, steps);
  std::printf("centre %.3f, quarter %.3f, total %.1f\n", gpu[rod.cells / 2], gpu[rod.cells / 4], total);
  std::printf("cells above 10: %d (cpu %d)\n", hot, cpu_hot);
  const float diff = max_abs_difference(gpu.data(), cpu, rod.cells);
  std::printf("max |gpu - cpu| below 1e-3: %s\n", diff < 1e-3f ? "yes" : "no");
  CHECK(cudaFree(d_a));
  CHECK(cudaFree(d_b));
  return diff < 1e-3f && hot == cpu_hot ? 0 : 1;
}
