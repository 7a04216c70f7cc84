// transpose_hand: hand port to OpenMP offload of transpose.cu (out-of-place
// float transpose, in is rows x cols, out is cols x rows, row-major), what a
// careful engineer would write: one thread per element over a collapse(2)
// loop nest in the order of `out` (writes contiguous across neighbouring
// threads, reads strided).  Same data, sizes, warm-up, repetitions, timing
// and check as the CUDA program.
//   usage: transpose_hand [ROWS [REPS [COLS]]]     (COLS defaults to ROWS)
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void transpose(const float *in, float *out, int rows, int cols) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out)
  for (int r = 0; r < cols; ++r)    // row of out = column of in
    for (int c = 0; c < rows; ++c)  // column of out = row of in
      out[r * rows + c] = in[c * cols + r];
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
  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  float *dIn = (float *)omp_target_alloc(n * sizeof(float), dev);
  float *dOut = (float *)omp_target_alloc(n * sizeof(float), dev);
  if (!dIn || !dOut) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dIn, h.data(), n * sizeof(float), 0, 0, dev, host);

  transpose(dIn, dOut, rows, cols);  // warm-up

  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) transpose(dIn, dOut, rows, cols);
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  omp_target_memcpy(got.data(), dOut, n * sizeof(float), 0, 0, host, dev);
  omp_target_free(dIn, dev);
  omp_target_free(dOut, dev);

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
  printf("transpose (hand) rows=%d cols=%d reps=%d\n", rows, cols, reps);
  printf("bad=%lld checksum=%lld ref=%lld GB/s=%.1f\n", bad, cs, refCs,
         2.0 * n * sizeof(float) / (ms * 1e6));
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=transpose variant=hand ms_per_iter=%.4f check=%s\n", ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
