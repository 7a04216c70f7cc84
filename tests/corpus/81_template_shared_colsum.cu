// 81_template_shared_colsum: a template kernel with a defaulted non-type
// parameter sizing its __shared__ array (template <T, I, TPB, Cols = 32>):
// each thread adds its rows' values into the block's column totals with
// atomicAdd on shared memory between two __syncthreads(), then the first
// Cols threads add the block's totals to global memory with atomicAdd.
// Instantiated for (float, int) with the default Cols and (int, long long)
// with Cols = 8. Values are small integers, so every sum is exact.
// A reduction of a reported crash (SIGSEGV on an H100 with clang 22, both
// forms; the host passed). This program did not reproduce it: on the H100 its
// translation passes in the direct form (static team memory), the phase form,
// the previous translator's direct form (arena carved from dynamic team
// memory) and with --memory=device (tests/gpu/results/
// 2026-11-26-block-direct-forms-clang22-h100.txt).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

template <typename T, typename I, int TPB, int Cols = 32>
__global__ void colsum(const T *in, I rows, T *out) {
  __shared__ T s[Cols];
  for (int c = threadIdx.x; c < Cols; c += TPB) s[c] = T(0);
  __syncthreads();
  for (I i = (I)blockIdx.x * TPB + threadIdx.x; i < rows * Cols; i += (I)gridDim.x * TPB) {
    int c = (int)(i % Cols);
    T v = in[i];
    atomicAdd(s + c, v);
  }
  __syncthreads();
  for (int c = threadIdx.x; c < Cols; c += TPB) atomicAdd(out + c, s[c]);
}

static int report(const char *name, const float *got, const float *ref, int cols) {
  int bad = 0;
  for (int c = 0; c < cols; ++c) bad += got[c] != ref[c];
  printf("%s: %d of %d columns wrong, col0=%.1f\n", name, bad, cols, (double)got[0]);
  return bad;
}

int main() {
  int bad = 0;
  // float values, int rows, 256 threads, Cols from its default (32)
  {
    const int rows = 1000, cols = 32, n = rows * cols;
    float *h = (float *)malloc(sizeof(float) * n), ref[cols], got[cols];
    for (int c = 0; c < cols; ++c) ref[c] = 0.0f;
    for (int i = 0; i < n; ++i) {
      h[i] = (float)(i % 7 - 3 + (i / cols) % 5);
      ref[i % cols] += h[i];
    }
    float *din, *dout;
    cudaMalloc(&din, sizeof(float) * n);
    cudaMalloc(&dout, sizeof(float) * cols);
    cudaMemcpy(din, h, sizeof(float) * n, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof(float) * cols);
    colsum<float, int, 256><<<24, 256>>>(din, rows, dout);
    cudaMemcpy(got, dout, sizeof(float) * cols, cudaMemcpyDeviceToHost);
    bad += report("float/int/32", got, ref, cols);
    cudaFree(din);
    cudaFree(dout);
    free(h);
  }
  // int values, long long rows, 128 threads, Cols = 8
  {
    const long long rows = 3001;
    const int cols = 8, n = (int)rows * cols;
    int *h = (int *)malloc(sizeof(int) * n), ref[cols], got[cols];
    for (int c = 0; c < cols; ++c) ref[c] = 0;
    for (int i = 0; i < n; ++i) {
      h[i] = i % 7 - 3 + (i / cols) % 5;
      ref[i % cols] += h[i];
    }
    int *din, *dout;
    cudaMalloc(&din, sizeof(int) * n);
    cudaMalloc(&dout, sizeof(int) * cols);
    cudaMemcpy(din, h, sizeof(int) * n, cudaMemcpyHostToDevice);
    cudaMemset(dout, 0, sizeof(int) * cols);
    colsum<int, long long, 128, 8><<<7, 128>>>(din, rows, dout);
    cudaMemcpy(got, dout, sizeof(int) * cols, cudaMemcpyDeviceToHost);
    float g[cols], r[cols];
    for (int c = 0; c < cols; ++c) g[c] = (float)got[c], r[c] = (float)ref[c];
    bad += report("int/long long/8", g, r, cols);
    cudaFree(din);
    cudaFree(dout);
    free(h);
  }
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad ? 1 : 0;
}
