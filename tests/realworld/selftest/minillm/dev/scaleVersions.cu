// One program, two kernel versions chosen by argv[1]; each is checked against
// a CPU reference ("All results match."), then "benchmarked" by a loop that
// never ends: the harness's host run must stop at the check line. The GPU
// column of the printed values differs from the expected file's beyond the
// comparison's tolerance: the collection's mask must hide it.
#include <cuda_runtime.h>
#include <unistd.h>
#include "common.h"

__global__ void scale1(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * in[i];
}

__global__ void scale2(float *out, const float *in, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = in[i] + in[i];
}

int main(int argc, char **argv) {
  int version = argc > 1 ? atoi(argv[1]) : 1;
  printf("Using kernel %d\n", version);
  const int n = 1000;
  float in[n], cpu[n], out[n], *d_in, *d_out;
  for (int i = 0; i < n; ++i) {
    in[i] = 0.25f * (float)(i % 17);
    cpu[i] = 2.0f * in[i];
  }
  cudaMalloc(&d_in, sizeof(in));
  cudaMalloc(&d_out, sizeof(out));
  cudaMemcpy(d_in, in, sizeof(in), cudaMemcpyHostToDevice);
  if (version == 1)
    scale1<<<(n + 127) / 128, 128>>>(d_out, d_in, n);
  else
    scale2<<<4, 64>>>(d_out, d_in, n);
  cudaMemcpy(out, d_out, sizeof(out), cudaMemcpyDeviceToHost);
  check_result(out, cpu, n, 1e-6f);
  printf("All results match. Starting benchmarks.\n");
  fflush(stdout);
  for (;;) sleep(1);  // the benchmark: the host run never gets here to its end
}
