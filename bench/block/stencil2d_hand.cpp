// stencil2d_hand: hand port to OpenMP offload of stencil2d.cu (5-point
// Jacobi average, boundary points copied, two buffers in ping-pong), what a
// careful engineer would write: one thread per point over a collapse(2)
// loop nest, x innermost, neighbours read straight from global memory.  Same
// data, sizes, warm-up, repetitions, timing and check as the CUDA program.
//   usage: stencil2d_hand [NX [REPS [NY]]]     (NY defaults to NX)
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void jacobi5(const float *in, float *out, int nx, int ny) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out)
  for (int y = 0; y < ny; ++y)
    for (int x = 0; x < nx; ++x) {
      const int i = y * nx + x;
      float v = in[i];
      if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
        v = 0.25f * ((in[i - nx] + in[i + nx]) + (in[i - 1] + in[i + 1]));
      out[i] = v;
    }
}

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 2048;
  const int reps = argc > 2 ? atoi(argv[2]) : 20;
  const int ny = argc > 3 ? atoi(argv[3]) : nx;
  const int checkIters = 6;
  if (nx < 3 || ny < 3 || reps < 1) {
    fprintf(stderr, "usage: %s [NX>=3 [REPS [NY>=3]]]\n", argv[0]);
    return 2;
  }
  const int n = nx * ny;
  std::vector<float> h(n);
  unsigned s = 40u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((s >> 16) & 255u);
  }
  const int host = omp_get_initial_device();
  const int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : host;
  float *dA = (float *)omp_target_alloc(n * sizeof(float), dev);
  float *dB = (float *)omp_target_alloc(n * sizeof(float), dev);
  if (!dA || !dB) {
    fprintf(stderr, "omp_target_alloc failed\n");
    return 1;
  }
  omp_target_memcpy(dA, h.data(), n * sizeof(float), 0, 0, dev, host);

  jacobi5(dA, dB, nx, ny);  // warm-up

  auto t0 = std::chrono::steady_clock::now();
  for (int it = 0; it < reps; ++it) {
    jacobi5(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  auto t1 = std::chrono::steady_clock::now();
  const double ms = std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;

  // checked sweeps from the original data
  omp_target_memcpy(dA, h.data(), n * sizeof(float), 0, 0, dev, host);
  for (int it = 0; it < checkIters; ++it) {
    jacobi5(dA, dB, nx, ny);
    float *t = dA;
    dA = dB;
    dB = t;
  }
  std::vector<float> got(n);
  omp_target_memcpy(got.data(), dA, n * sizeof(float), 0, 0, host, dev);
  omp_target_free(dA, dev);
  omp_target_free(dB, dev);

  // CPU reference in double (exact: all values are multiples of 4^-6)
  std::vector<double> a(h.begin(), h.end()), b(n);
  for (int it = 0; it < checkIters; ++it) {
    for (int y = 0; y < ny; ++y)
      for (int x = 0; x < nx; ++x) {
        int i = y * nx + x;
        if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
          b[i] = a[i];
        else
          b[i] = 0.25 * (a[i - nx] + a[i + nx] + a[i - 1] + a[i + 1]);
      }
    a.swap(b);
  }
  long long bad = 0, sum = 0, refSum = 0;  // sums of value * 4096 (exact integers)
  for (int i = 0; i < n; ++i) {
    if ((double)got[i] != a[i]) ++bad;
    sum += (long long)((double)got[i] * 4096.0);
    refSum += (long long)(a[i] * 4096.0);
  }
  const bool ok = bad == 0 && sum == refSum;
  printf("stencil2d (hand) nx=%d ny=%d reps=%d check_iters=%d\n", nx, ny, reps, checkIters);
  printf("bad=%lld sum4096=%lld ref=%lld\n", bad, sum, refSum);
  printf("check=%s\n", ok ? "ok" : "FAIL");
  printf("RESULT name=stencil2d variant=hand ms_per_iter=%.4f check=%s\n", ms, ok ? "ok" : "FAIL");
  return ok ? 0 : 1;
}
