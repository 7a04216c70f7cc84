// kspace_fast_hand: the hand port of kspace_fast.cu to OpenMP offload: one
// combined construct over the voxels, the sum over the samples inside, with
// cosf and sinf (OpenMP has no fast intrinsics; the compiler's own choice,
// without -ffast-math).
//   usage: kspace_fast_hand [M [REPS [K]]]     (default 65536 voxels, 5 reps, 2048 samples)
#include <omp.h>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#ifndef VARIANT
#define VARIANT "hand"
#endif

#define TWO_PI 6.2831853071795864769f

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}
static int dev() { return omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device(); }
template <class T> static T *devAlloc(size_t n) {
  T *p = (T *)omp_target_alloc(n * sizeof(T), dev());
  if (!p) { fprintf(stderr, "omp_target_alloc failed\n"); exit(1); }
  return p;
}

static void computeQ(int m, int k, const float *kx, const float *ky, const float *kz, const float *phi,
                     const float *x, const float *y, const float *z, float *qr, float *qi) {
#pragma omp target teams distribute parallel for is_device_ptr(kx, ky, kz, phi, x, y, z, qr, qi)
  for (int v = 0; v < m; ++v) {
    const float px = x[v], py = y[v], pz = z[v];
    float sr = 0.0f, si = 0.0f;
    for (int j = 0; j < k; ++j) {
      const float arg = TWO_PI * (kx[j] * px + ky[j] * py + kz[j] * pz);
      sr += phi[j] * cosf(arg);
      si += phi[j] * sinf(arg);
    }
    qr[v] = sr;
    qi[v] = si;
  }
}

static float frand(unsigned &s) {
  s = s * 1664525u + 1013904223u;
  return (float)(s >> 8) / 16777216.0f;
}

int main(int argc, char **argv) {
  const int m = argc > 1 ? atoi(argv[1]) : 65536;
  const int reps = argc > 2 ? atoi(argv[2]) : 5;
  const int k = argc > 3 ? atoi(argv[3]) : 2048;
  if (m < 1 || reps < 1 || k < 1) {
    fprintf(stderr, "usage: %s [M>=1 [REPS>=1 [K>=1]]]\n", argv[0]);
    return 2;
  }
  unsigned s = 2024u;
  std::vector<float> hk[4], hx[3], outR(m), outI(m);
  for (auto &a : hk) a.resize(k);
  for (auto &a : hx) a.resize(m);
  for (int j = 0; j < k; ++j) {
    for (int c = 0; c < 3; ++c) hk[c][j] = frand(s) * 0.5f - 0.25f;
    hk[3][j] = 0.5f + frand(s);
  }
  for (int v = 0; v < m; ++v)
    for (int c = 0; c < 3; ++c) hx[c][v] = frand(s) * 8.0f - 4.0f;
  const int host = omp_get_initial_device();
  float *dk[4], *dx[3];
  for (int c = 0; c < 4; ++c) {
    dk[c] = devAlloc<float>(k);
    omp_target_memcpy(dk[c], hk[c].data(), k * sizeof(float), 0, 0, dev(), host);
  }
  for (int c = 0; c < 3; ++c) {
    dx[c] = devAlloc<float>(m);
    omp_target_memcpy(dx[c], hx[c].data(), m * sizeof(float), 0, 0, dev(), host);
  }
  float *qr = devAlloc<float>(m), *qi = devAlloc<float>(m);
  computeQ(m, k, dk[0], dk[1], dk[2], dk[3], dx[0], dx[1], dx[2], qr, qi);  // warm-up
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) computeQ(m, k, dk[0], dk[1], dk[2], dk[3], dx[0], dx[1], dx[2], qr, qi);
  const double ms = msSince(t0) / reps;
  omp_target_memcpy(outR.data(), qr, m * sizeof(float), 0, 0, host, dev());
  omp_target_memcpy(outI.data(), qi, m * sizeof(float), 0, 0, host, dev());
  for (int c = 0; c < 4; ++c) omp_target_free(dk[c], dev());
  for (int c = 0; c < 3; ++c) omp_target_free(dx[c], dev());
  omp_target_free(qr, dev());
  omp_target_free(qi, dev());
  // double-precision reference, of every voxel up to 4096 voxels, else of
  // every stride-th; the tolerance is 1e-2 of the root-mean-square magnitude
  // of the reference values (fast intrinsics and float sums)
  const int stride = m > 4096 ? m / 4096 : 1;
  std::vector<double> refR(m), refI(m);
  double sq = 0;
  int checked = 0;
  for (int v = 0; v < m; v += stride, ++checked) {
    double sr = 0, si = 0;
    for (int j = 0; j < k; ++j) {
      const double arg = 2.0 * M_PI * ((double)hk[0][j] * hx[0][v] + (double)hk[1][j] * hx[1][v] + (double)hk[2][j] * hx[2][v]);
      sr += hk[3][j] * std::cos(arg);
      si += hk[3][j] * std::sin(arg);
    }
    refR[v] = sr;
    refI[v] = si;
    sq += sr * sr + si * si;
  }
  const double rms = std::sqrt(sq / (2.0 * checked)), tol = 1e-2 * rms;
  long long bad = 0;
  double maxErr = 0;
  for (int v = 0; v < m; v += stride) {
    const double err = std::fmax(std::fabs(outR[v] - refR[v]), std::fabs(outI[v] - refI[v]));
    if (!(err <= tol)) ++bad;
    if (err > maxErr) maxErr = err;
  }
  printf("kspace_fast voxels=%d samples=%d reps=%d checked=%d Gsamples/s=%.2f max_err/rms=%.3g bad=%lld\n", m, k, reps, checked,
         (double)m * k / (ms * 1e6), maxErr / rms, bad);
  printf("RESULT name=kspace_fast variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
