// 41_transpose_padded: out-of-place transpose through a __shared__
// [32][33] tile (one column of padding against bank conflicts) with 32x8
// thread blocks, each thread moving 4 rows in a loop before and after the
// __syncthreads().  The kernel is a template on the element type (the shared
// tile has the dependent type T): float 100 x 70 and int 33 x 257.
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

#define TILE_DIM 32
#define BLOCK_ROWS 8

// in is rows x cols, out is cols x rows (both row-major)
template <typename T>
__global__ void transposePadded(const T *in, T *out, int rows, int cols) {
  __shared__ T tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;  // column in `in`
  int y = blockIdx.y * TILE_DIM + threadIdx.y;  // row in `in`
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;  // column in `out` (= row in `in`)
  y = blockIdx.x * TILE_DIM + threadIdx.y;  // row in `out` (= column in `in`)
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

template <typename T>
int runCase(int rows, int cols, T scale, long long *checksum, unsigned *gridOut) {
  int n = rows * cols;
  std::vector<T> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (T)((i * 31) % 1009) * scale;
  T *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(T)));
  CHECK(cudaMalloc(&dOut, n * sizeof(T)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  dim3 block(TILE_DIM, BLOCK_ROWS);
  dim3 grid((cols + TILE_DIM - 1) / TILE_DIM, (rows + TILE_DIM - 1) / TILE_DIM);
  transposePadded<T><<<grid, block>>>(dIn, dOut, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(got.data(), dOut, n * sizeof(T), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dOut);
  int bad = 0;
  long long cs = 0;
  for (int r = 0; r < cols; ++r)
    for (int c = 0; c < rows; ++c) {
      T v = got[r * rows + c];
      if (v != h[c * cols + r]) ++bad;
      cs += (long long)(v / scale) * ((r * rows + c) % 97 + 1);
    }
  *checksum = cs;
  gridOut[0] = grid.x;
  gridOut[1] = grid.y;
  return bad;
}

int main() {
  long long csF, csI;
  unsigned gF[2], gI[2];
  int badF = runCase<float>(100, 70, 0.5f, &csF, gF);
  int badI = runCase<int>(33, 257, 3, &csI, gI);
  // reference checksums: out[r][c] = in[c][r] = (c * cols + r) * 31 % 1009
  long long refF = 0, refI = 0;
  for (int r = 0; r < 70; ++r)
    for (int c = 0; c < 100; ++c)
      refF += (long long)((c * 70 + r) * 31 % 1009) * ((r * 100 + c) % 97 + 1);
  for (int r = 0; r < 257; ++r)
    for (int c = 0; c < 33; ++c)
      refI += (long long)((c * 257 + r) * 31 % 1009) * ((r * 33 + c) % 97 + 1);
  printf("float 100x70 grid=%ux%u bad=%d checksum=%lld ref=%lld\n", gF[0], gF[1],
         badF, csF, refF);
  printf("int 33x257 grid=%ux%u bad=%d checksum=%lld ref=%lld\n", gI[0], gI[1],
         badI, csI, refI);
  bool ok = badF == 0 && badI == 0 && csF == refF && csI == refI;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
