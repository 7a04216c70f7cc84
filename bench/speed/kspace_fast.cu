// kspace_fast: an MRI-Q-like kernel: for each of M voxels (x, y, z), the sums
// over K k-space samples (kx, ky, kz, phi) of phi * cos(2 pi k.x) and
// phi * sin(2 pi k.x), in float, with CUDA's fast intrinsics __cosf and
// __sinf (the hand port has only cosf and sinf). One thread per voxel, the
// samples read from global memory by every thread.
//   usage: kspace_fast [M [REPS [K]]]     (default 65536 voxels, 5 reps, 2048 samples)
// Check: against a double-precision host sum; |Q - ref| must stay within
// 1e-2 of the root-mean-square magnitude of the reference values.
#include <chrono>
#include <cmath>
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

#define TWO_PI 6.2831853071795864769f

static inline double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

__global__ void computeQ(int m, int k, const float *__restrict__ kx, const float *__restrict__ ky,
                         const float *__restrict__ kz, const float *__restrict__ phi,
                         const float *__restrict__ x, const float *__restrict__ y,
                         const float *__restrict__ z, float *__restrict__ qr, float *__restrict__ qi) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= m) return;
  float px = x[v], py = y[v], pz = z[v];
  float sr = 0.0f, si = 0.0f;
  for (int j = 0; j < k; ++j) {
    float arg = TWO_PI * (kx[j] * px + ky[j] * py + kz[j] * pz);
    sr += phi[j] * __cosf(arg);
    si += phi[j] * __sinf(arg);
  }
  qr[v] = sr;
  qi[v] = si;
}

static float frand(unsigned &s) {  // [0, 1)
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
    for (int c = 0; c < 3; ++c) hk[c][j] = frand(s) * 0.5f - 0.25f;  // [-0.25, 0.25)
    hk[3][j] = 0.5f + frand(s);                                       // phi in [0.5, 1.5)
  }
  for (int v = 0; v < m; ++v)
    for (int c = 0; c < 3; ++c) hx[c][v] = frand(s) * 8.0f - 4.0f;  // [-4, 4): |arg| < 19
  float *dk[4], *dx[3], *qr, *qi;
  for (int c = 0; c < 4; ++c) {
    CHECK(cudaMalloc(&dk[c], k * sizeof(float)));
    CHECK(cudaMemcpy(dk[c], hk[c].data(), k * sizeof(float), cudaMemcpyHostToDevice));
  }
  for (int c = 0; c < 3; ++c) {
    CHECK(cudaMalloc(&dx[c], m * sizeof(float)));
    CHECK(cudaMemcpy(dx[c], hx[c].data(), m * sizeof(float), cudaMemcpyHostToDevice));
  }
  CHECK(cudaMalloc(&qr, m * sizeof(float)));
  CHECK(cudaMalloc(&qi, m * sizeof(float)));
  const int block = 256, grid = (m + block - 1) / block;
  computeQ<<<grid, block>>>(m, k, dk[0], dk[1], dk[2], dk[3], dx[0], dx[1], dx[2], qr, qi);  // warm-up
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r)
    computeQ<<<grid, block>>>(m, k, dk[0], dk[1], dk[2], dk[3], dx[0], dx[1], dx[2], qr, qi);
  CHECK(cudaDeviceSynchronize());
  const double ms = msSince(t0) / reps;
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(outR.data(), qr, m * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(outI.data(), qi, m * sizeof(float), cudaMemcpyDeviceToHost));
  for (int c = 0; c < 4; ++c) cudaFree(dk[c]);
  for (int c = 0; c < 3; ++c) cudaFree(dx[c]);
  cudaFree(qr);
  cudaFree(qi);
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
  printf("kspace_fast voxels=%d samples=%d grid=%d block=%d reps=%d checked=%d Gsamples/s=%.2f max_err/rms=%.3g bad=%lld\n",
         m, k, grid, block, reps, checked, (double)m * k / (ms * 1e6), maxErr / rms, bad);
  printf("RESULT name=kspace_fast variant=%s ms_per_iter=%.4f check=%s\n", VARIANT, ms, bad ? "FAIL" : "ok");
  return bad != 0;
}
