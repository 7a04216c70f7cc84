// atomic_cost.cu - the CUDA reference for atomic_cost.cpp: atomicAdd (hardware)
// versus an atomicCAS loop, same update pattern.
// Build: nvcc -O3 -arch=sm_90 atomic_cost.cu
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

__device__ void cas_add(double *p, double v) {
  unsigned long long *u = (unsigned long long *)p, old = *u, assumed;
  do {
    assumed = old;
    old = atomicCAS(u, assumed, __double_as_longlong(__longlong_as_double(assumed) + v));
  } while (old != assumed);
}

__global__ void hw_kernel(double *bins, int nbins, long n) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    atomicAdd(&bins[i % nbins], 1.0);
}
__global__ void cas_kernel(double *bins, int nbins, long n) {
  for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
    cas_add(&bins[i % nbins], 1.0);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : (1L << 20);
  const int reps = 3;
  setvbuf(stdout, nullptr, _IONBF, 0);
  printf("form\tbins\tupdates\tmedian_ms\tcorrect\n");
  double *d;
  cudaMalloc(&d, 4096 * sizeof(double));
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  std::vector<int> bin_counts;
  for (const char *s = argc > 2 ? argv[2] : "1,64,4096"; *s;) { // argv[2]: comma-separated bin counts
    bin_counts.push_back(atoi(s));
    while (*s && *s != ',') ++s;
    if (*s) ++s;
  }
  for (int nbins : bin_counts) {
    for (bool hw : {true, false}) {
      std::vector<float> times;
      bool correct = true;
      for (int r = 0; r < reps + 1; ++r) {
        cudaMemset(d, 0, nbins * sizeof(double));
        cudaEventRecord(a);
        if (hw) hw_kernel<<<1024, 256>>>(d, nbins, n);
        else cas_kernel<<<1024, 256>>>(d, nbins, n);
        cudaEventRecord(b);
        cudaEventSynchronize(b);
        float ms;
        cudaEventElapsedTime(&ms, a, b);
        std::vector<double> h(nbins);
        cudaMemcpy(h.data(), d, nbins * sizeof(double), cudaMemcpyDeviceToHost);
        double total = 0;
        for (double x : h) total += x;
        correct &= total == (double)n;
        if (r > 0) times.push_back(ms);
      }
      std::sort(times.begin(), times.end());
      printf("%s\t%d\t%ld\t%.3f\t%d\n", hw ? "hw" : "cas", nbins, n, times[reps / 2], correct);
    }
  }
  return 0;
}
