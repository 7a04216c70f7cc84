// transpose: timing version of tests/corpus/41_transpose_padded.cu.
// Same kernel (out-of-place transpose through a __shared__ [32][33] tile,
// 32x8 thread blocks, each thread moving 4 rows; a template on the element
// type), on a 4096 x 4096 float matrix.  One warm-up launch, then REPS timed
// launches (std::chrono around the launches and one cudaDeviceSynchronize);
// every element of the result is checked, plus a weighted checksum.
//   usage: transpose [ROWS [REPS [COLS]]]     (COLS defaults to ROWS)
// Translate with cuda2omp and build with -DVARIANT='"translated"'.
#include <chrono>
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

int main(int argc, char **argv) {
  const int rows = argc > 1 ? atoi(argv[1]) : 4096;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int cols = argc > 3 ? atoi(argv[3]) : rows;
  if (rows < 1 || cols < 1 || reps < 1) {
    fprintf(stderr, "usage: %s [ROWS [REPS [COLS]]]\n", argv[0]);
    return 2;
  }
  const float scale = 0.5f;
  const int n = rows * cols;
  std::vector<float> h(n), got(n);
  for (int i = 0; i < n; ++i) h[i] = (float)(((long long)i * 31) % 1009) * scale;
  float *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dOut, n * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TILE_DIM, BLOCK_ROWS);
  dim3 grid((cols + TILE_DIM - 1) / TILE_DIM, (rows + TILE_DIM - 1) / TILE_DIM);

  // warm-up
  transposePadded<float><<<grid, block>>>(dIn, dOut, rows, cols);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) transposePadded<float><<<grid, block>>>(dIn, dOut, rows, cols);
  CHECK(cudaDeviceSynchronize());
  auto t1 = std::chrono::steady_clock::now();
  CHECK(cudaGetLastError());
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  CHECK(cudaMemcpy(got.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dOut);

  // out[r][c] = in[c][r] = (c * cols + r) * 31 % 1009 * scale
  long long bad = 0, cs = 0, refCs = 0;
  for (int r = 0; r < cols; ++r)
    for (int c = 0; c < rows; ++c) {
      const float v = got[(size_t)r * rows + c];
      const long long w = ((long long)r * rows + c) % 97 + 1;
      if (v != h[(size_t)c * cols + r]) ++bad;
      cs += (long long)(v / scale) * w;
      refCs += (((long long)c * cols + r) * 31 % 1009) * w;
    }
  const bool ok = bad == 0 && cs == refCs;
  printf("transpose rows=%d cols=%d grid=%ux%u block=%ux%u reps=%d\n", rows, cols, grid.x, grid.y,
         block.x, block.y, reps);
  printf("bad=%lld checksum=%lld ref=%lld GB/s=%.1f\n", bad, cs, refCs,
         2.0 * n * sizeof(float) / (ms * 1e6));
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=transpose variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms,
         ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
