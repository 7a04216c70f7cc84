// fp_sums.cu - floating-point atomics on the three kinds of memory a CUDA
// program hands a kernel, checked exactly (sums of halves and ones are exact
// in float and double). The translation (cuda2omp, default --omp-compiler=
// portable) puts the device-memory atomics in C2O_ATOMIC_COARSE (hardware) and
// the managed/pinned ones in C2O_ATOMIC_FINE (a CAS loop on AMD); on the H100
// both are hardware atomics and must give the CUDA original's answer.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void accumulate(const float *x, int n, float *devSum, double *managedSum, double *pinnedSum,
                           float *bins, int nbins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(devSum, x[i]);
  atomicAdd(managedSum, (double)x[i]);
  atomicAdd(pinnedSum, 2.0 * x[i]);
  atomicAdd(&bins[i % nbins], 1.0f);
}

// The capture form: each thread takes a ticket (the old value) from a float
// counter; the tickets 0, 1, ..., n-1 must each be taken once.
__global__ void tickets(float *counter, int *seen, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float t = atomicAdd(counter, 1.0f);
  atomicAdd(&seen[(int)t], 1);
}

int main() {
  const int n = 1 << 16, nbins = 64, threads = 256;
  float *x, *devSum, *bins, *counter;
  double *managedSum, *pinnedSum;
  int *seen;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&devSum, sizeof(float));
  cudaMalloc(&bins, nbins * sizeof(float));
  cudaMalloc(&counter, sizeof(float));
  cudaMalloc(&seen, n * sizeof(int));
  cudaMallocManaged(&managedSum, sizeof(double));
  cudaMallocHost(&pinnedSum, sizeof(double));
  float *hx = new float[n];
  for (int i = 0; i < n; ++i) hx[i] = (i % 2) ? 0.5f : 1.0f;
  cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemset(devSum, 0, sizeof(float));
  cudaMemset(bins, 0, nbins * sizeof(float));
  cudaMemset(counter, 0, sizeof(float));
  cudaMemset(seen, 0, n * sizeof(int));
  *managedSum = 0.0;
  *pinnedSum = 0.0;
  int blocks = (n + threads - 1) / threads;
  accumulate<<<blocks, threads>>>(x, n, devSum, managedSum, pinnedSum, bins, nbins);
  tickets<<<blocks, threads>>>(counter, seen, n);
  cudaDeviceSynchronize();
  float hsum, hbins[nbins];
  int *hseen = new int[n];
  cudaMemcpy(&hsum, devSum, sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(hbins, bins, nbins * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(hseen, seen, n * sizeof(int), cudaMemcpyDeviceToHost);
  const double expected = 0.75 * n;
  int errors = 0;
  if (hsum != (float)expected) errors++;
  if (*managedSum != expected) errors++;
  if (*pinnedSum != 2.0 * expected) errors++;
  for (int b = 0; b < nbins; ++b)
    if (hbins[b] != (float)(n / nbins)) errors++;
  for (int i = 0; i < n; ++i)
    if (hseen[i] != 1) errors++;
  printf("fp_sums: device=%.1f managed=%.1f pinned=%.1f expected=%.1f/%.1f errors=%d %s\n", hsum, *managedSum,
         *pinnedSum, expected, 2.0 * expected, errors, errors == 0 ? "PASS" : "FAILED");
  cudaFree(x);
  cudaFree(devSum);
  cudaFree(bins);
  cudaFree(counter);
  cudaFree(seen);
  cudaFree(managedSum);
  cudaFreeHost(pinnedSum);
  delete[] hx;
  delete[] hseen;
  return errors == 0 ? 0 : 1;
}
