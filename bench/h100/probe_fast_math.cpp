// probe_fast_math: a k-space kernel (MRI-Q style: each voxel sums cos and
// sin of 2 pi k.x over K sample points) written as a translation writes
// __sinf/__cosf, through c2o_fast_sinf/c2o_fast_cosf (c2o_fast_math.h). Built
// twice by bench/h100/build_async.sh: as is (the GPU's sin.approx/cos.approx)
// and with -DC2O_ACCURATE_FAST_MATH (sinf/cosf, what the table wrote before),
// beside probe_fast_math.cu (nvcc, __sinf/__cosf). Prints ms per launch and
// the largest difference from a double host reference at a few voxels.
//   usage: probe_fast_math [VOXELS [K [REPS]]]  (default 65536, 2048, 5)
#include "c2o_runtime.h"
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

static double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

int main(int argc, char **argv) {
  const int nx = argc > 1 ? atoi(argv[1]) : 65536, nk = argc > 2 ? atoi(argv[2]) : 2048;
  const int reps = argc > 3 ? atoi(argv[3]) : 5;
  std::vector<float> x(3 * nx), k(4 * nk), q(2 * nx);
  for (int i = 0; i < nx; ++i)
    for (int d = 0; d < 3; ++d) x[3 * i + d] = (float)(((i * (7 + d * 13)) % 1000) / 1000.0 - 0.5);
  for (int j = 0; j < nk; ++j) {
    for (int d = 0; d < 3; ++d) k[4 * j + d] = (float)(((j * (11 + d * 5)) % 64) - 32) * 0.25f;
    k[4 * j + 3] = (float)(1.0 + (j % 17) / 17.0);  // |phi|
  }
  const int dev = omp_get_default_device();
  float *dx = (float *)omp_target_alloc(sizeof(float) * 3 * nx, dev), *dk = (float *)omp_target_alloc(sizeof(float) * 4 * nk, dev),
        *dq = (float *)omp_target_alloc(sizeof(float) * 2 * nx, dev);
  omp_target_memcpy(dx, x.data(), sizeof(float) * 3 * nx, 0, 0, dev, omp_get_initial_device());
  omp_target_memcpy(dk, k.data(), sizeof(float) * 4 * nk, 0, 0, dev, omp_get_initial_device());
  double best = 1e30;
  for (int r = 0; r < reps + 1; ++r) {
    double t0 = now();
#pragma omp target teams distribute parallel for num_teams((nx + 255) / 256) thread_limit(256) is_device_ptr(dx, dk, dq)
    for (int i = 0; i < nx; ++i) {
      float re = 0, im = 0;
      const float x0 = dx[3 * i], x1 = dx[3 * i + 1], x2 = dx[3 * i + 2];
      for (int j = 0; j < nk; ++j) {
        const float arg = 6.2831853f * (dk[4 * j] * x0 + dk[4 * j + 1] * x1 + dk[4 * j + 2] * x2);
        re += dk[4 * j + 3] * c2o_fast_cosf(arg);
        im += dk[4 * j + 3] * c2o_fast_sinf(arg);
      }
      dq[2 * i] = re;
      dq[2 * i + 1] = im;
    }
    if (r > 0 && now() - t0 < best) best = now() - t0;
  }
  omp_target_memcpy(q.data(), dq, sizeof(float) * 2 * nx, 0, 0, omp_get_initial_device(), dev);
  double err = 0;
  for (int i = 0; i < nx; i += nx / 64) {
    double re = 0, im = 0;
    for (int j = 0; j < nk; ++j) {
      double arg = 6.283185307179586 * ((double)k[4 * j] * x[3 * i] + (double)k[4 * j + 1] * x[3 * i + 1] + (double)k[4 * j + 2] * x[3 * i + 2]);
      re += k[4 * j + 3] * cos(arg);
      im += k[4 * j + 3] * sin(arg);
    }
    err = fmax(err, fmax(fabs(re - q[2 * i]), fabs(im - q[2 * i + 1])));
  }
  printf("PROBE fast_math variant=%s voxels=%d k=%d ms=%.3f max_abs_err=%.3g\n",
#ifdef C2O_ACCURATE_FAST_MATH
         "accurate",
#else
         "fast",
#endif
         nx, nk, best, err);
  return 0;
}
