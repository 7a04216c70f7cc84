// 56_assigned_pointer_kernels: block-level kernels that assign their own
// parameters, as real code does.  rowPrefix moves its row pointers to the
// block's row and shrinks its column count (ptr += blockIdx.x * pitch;
// n -= skip;) before a shared-memory scan of the row in chunks, moving the
// pointers on per chunk inside the loop.  gatherPairs moves an input pointer
// per thread (in += threadIdx.x) and walks it in steps between barriers, and
// counts a parameter down in a loop condition (while (rounds-- > 0)).
// Exact integer results.
#include <cstdio>
#include <cstdlib>
#include <vector>
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

#define CHUNK 128

// out[r][c] = sum of in[r][skip .. skip + c] (an inclusive scan of each row
// from column skip on), CHUNK columns at a time; blockDim.x == CHUNK.
__global__ void rowPrefix(const int *in, int *out, int pitch, int n, int skip) {
  __shared__ int buf[CHUNK];
  __shared__ int carry;
  in += blockIdx.x * pitch + skip;
  out += blockIdx.x * pitch;
  n -= skip;
  if (threadIdx.x == 0) carry = 0;
  while (n > 0) {
    int v = threadIdx.x < n ? in[threadIdx.x] : 0;
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int off = 1; off < CHUNK; off <<= 1) {
      int add = threadIdx.x >= off ? buf[threadIdx.x - off] : 0;
      __syncthreads();
      buf[threadIdx.x] += add;
      __syncthreads();
    }
    if (threadIdx.x < n) out[threadIdx.x] = buf[threadIdx.x] + carry;
    __syncthreads();
    if (threadIdx.x == CHUNK - 1) carry += buf[CHUNK - 1];
    __syncthreads();
    in += CHUNK;
    out += CHUNK;
    n -= CHUNK;
  }
}

// Each thread walks its own column of a rounds x blockDim.x tile, and adds
// its right neighbour's value of the same round, read through shared memory.
__global__ void gatherPairs(const int *in, int *out, int rounds) {
  __shared__ int row[256];
  in += blockIdx.x * rounds * blockDim.x + threadIdx.x;
  int acc = 0;
  while (rounds-- > 0) {
    row[threadIdx.x] = *in;
    __syncthreads();
    acc += row[threadIdx.x] * 2 + row[(threadIdx.x + 1) % blockDim.x];
    in += blockDim.x;
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

int main() {
  const int rows = 24, pitch = 700, skip = 37;
  std::vector<int> h(rows * pitch), o(rows * pitch, -1);
  unsigned s = 56u;
  for (int i = 0; i < rows * pitch; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (int)((s >> 12) % 1999u) - 999;
  }
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, h.size() * sizeof(int)));
  CHECK(cudaMalloc(&dOut, o.size() * sizeof(int)));
  CHECK(cudaMemcpy(dIn, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dOut, o.data(), o.size() * sizeof(int), cudaMemcpyHostToDevice));
  rowPrefix<<<rows, CHUNK>>>(dIn, dOut, pitch, pitch, skip);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(o.data(), dOut, o.size() * sizeof(int), cudaMemcpyDeviceToHost));
  int bad1 = 0;
  long long check1 = 0;
  for (int r = 0; r < rows; ++r) {
    int sum = 0;
    for (int c = 0; c < pitch; ++c) {
      int expect = -1;
      if (c < pitch - skip) {
        sum += h[r * pitch + skip + c];
        expect = sum;
      }
      bad1 += o[r * pitch + c] != expect;
      check1 += o[r * pitch + c];
    }
  }

  const int blocks = 6, threads = 96, rounds = 9;
  std::vector<int> out2(blocks * threads);
  rowPrefix<<<1, CHUNK>>>(dIn, dOut, pitch, 0, 0);  // nothing to do: n == 0
  gatherPairs<<<blocks, threads>>>(dIn, dOut, rounds);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out2.data(), dOut, out2.size() * sizeof(int), cudaMemcpyDeviceToHost));
  int bad2 = 0;
  long long check2 = 0;
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < threads; ++t) {
      int acc = 0;
      for (int k = 0; k < rounds; ++k) {
        const int *base = &h[b * rounds * threads + k * threads];
        acc += base[t] * 2 + base[(t + 1) % threads];
      }
      bad2 += out2[b * threads + t] != acc;
      check2 += acc;
    }
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  printf("rowPrefix: rows=%d cols=%d skip=%d bad=%d check=%lld\n", rows, pitch, skip, bad1, check1);
  printf("gatherPairs: blocks=%d threads=%d rounds=%d bad=%d check=%lld\n", blocks, threads, rounds, bad2, check2);
  bool ok = bad1 == 0 && bad2 == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
