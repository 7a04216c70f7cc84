// libs_hand.cpp: the operations of libs_bench.cu written by hand as OpenMP
// offload loops, the baseline a programmer porting the program would write
// without the library: a reduction clause for reduce and dot, one loop for
// SAXPY, a three-phase blocked scan, an atomic histogram, a naive SGEMM
// (one C element per iteration, collapse(2)), a row-per-iteration SpMV. The
// sorts have no hand form (variant=hand is absent for them). Same sizes,
// data, timing and checks as libs_bench.cu.
//   RESULT name=<op> variant=hand ms_per_iter=<ms> check=<ok|FAIL>
// usage: libs_hand [SCALE [REPS]]
#include <omp.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

static int reps = 20;
template <typename F> static float timeit(F body) {
  body();
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) body();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<float, std::milli>(t1 - t0).count() / reps;
}
static void result(const char *name, float ms, bool ok) {
  printf("RESULT name=%s variant=hand ms_per_iter=%.4f check=%s\n", name, ms, ok ? "ok" : "FAIL");
}
template <typename T> static T *dalloc(size_t n) {
  return static_cast<T *>(omp_target_alloc(n * sizeof(T), omp_get_default_device()));
}
template <typename T> static void put(T *d, const std::vector<T> &h) {
  omp_target_memcpy(d, h.data(), h.size() * sizeof(T), 0, 0, omp_get_default_device(), omp_get_initial_device());
}
template <typename T> static void get(std::vector<T> &h, const T *d) {
  omp_target_memcpy(h.data(), const_cast<T *>(d), h.size() * sizeof(T), 0, 0, omp_get_initial_device(),
                    omp_get_default_device());
}

int main(int argc, char **argv) {
  double scale = argc > 1 ? atof(argv[1]) : 1.0;
  if (argc > 2) reps = atoi(argv[2]);
  const int n = std::max(1000, (int)(scale * (1 << 24)));
  const int gm = std::max(64, (int)(std::sqrt(scale) * 2048));
  const int g = std::max(16, (int)(std::sqrt(scale) * 2048));

  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 17 - 8) * 0.25f;
    hy[i] = (float)(i % 5);
  }
  float *x = dalloc<float>(n), *y = dalloc<float>(n), *z = dalloc<float>(n);
  put(x, hx);
  put(y, hy);

  float sum = 0;
  float ms = timeit([&] {
    float s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x) map(tofrom : s)
    for (int i = 0; i < n; ++i) s += x[i];
    sum = s;
  });
  double ref = 0;
  for (float v : hx) ref += v;
  result("thrust_reduce_f32", ms, std::fabs(sum - ref) <= 1.0);
  ms = timeit([&] {
#pragma omp target teams distribute parallel for is_device_ptr(x, y, z)
    for (int i = 0; i < n; ++i) z[i] = 2.0f * x[i] + y[i];
  });
  std::vector<float> hz(n);
  get(hz, z);
  result("thrust_transform_saxpy", ms, hz[7] == 2.0f * hx[7] + hy[7]);

  // three-phase blocked scan: block sums, a sequential scan of B sums on the host, block rescans
  std::vector<int> hi(n);
  unsigned seed = 7u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    hi[i] = (int)(seed % 7) - 3;
  }
  int *di = dalloc<int>(n), *dso = dalloc<int>(n);
  put(di, hi);
  const int B = 65536, C = (n + B - 1) / B;
  int *bs = dalloc<int>(B);
  std::vector<int> hbs(B);
  ms = timeit([&] {
#pragma omp target teams distribute parallel for is_device_ptr(di, bs)
    for (int b = 0; b < B; ++b) {
      int s = 0;
      for (int i = b * C; i < std::min(n, (b + 1) * C); ++i) s += di[i];
      bs[b] = s;
    }
    get(hbs, bs);
    int run = 0;
    for (int b = 0; b < B; ++b) {
      int t = hbs[b];
      hbs[b] = run;
      run += t;
    }
    put(bs, hbs);
#pragma omp target teams distribute parallel for is_device_ptr(di, dso, bs)
    for (int b = 0; b < B; ++b) {
      int s = bs[b];
      for (int i = b * C; i < std::min(n, (b + 1) * C); ++i) {
        s += di[i];
        dso[i] = s;
      }
    }
  });
  std::vector<int> hs(n);
  get(hs, dso);
  long long acc = 0;
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    acc += hi[i];
    ok = ok && hs[i] == (int)acc;
  }
  result("thrust_inclusive_scan_i32", ms, ok);

  int *hist = dalloc<int>(256);
  ms = timeit([&] {
#pragma omp target teams distribute parallel for is_device_ptr(hist)
    for (int b = 0; b < 256; ++b) hist[b] = 0;
#pragma omp target teams distribute parallel for is_device_ptr(x, hist)
    for (int i = 0; i < n; ++i) {
      float v = x[i];
      if (v >= -2.0f && v < 2.0f) {
        int b = (int)((v + 2.0f) * (256.0f / 4.0f));
#pragma omp atomic update
        hist[b] += 1;
      }
    }
  });
  std::vector<int> hh(256);
  get(hh, hist);
  long long hsum = 0, inRange = 0;
  for (int v : hh) hsum += v;
  for (float v : hx) inRange += (v >= -2.0f && v < 2.0f);
  result("cub_histogram_even_256", ms, hsum == inRange);

  std::vector<float> A((size_t)gm * gm), Bm((size_t)gm * gm), C2((size_t)gm * gm);
  for (size_t i = 0; i < A.size(); ++i) {
    A[i] = (float)((i * 7) % 5) - 2.0f;
    Bm[i] = (float)((i * 3) % 7) - 3.0f;
  }
  float *dA = dalloc<float>(A.size()), *dB = dalloc<float>(A.size()), *dC = dalloc<float>(A.size());
  put(dA, A);
  put(dB, Bm);
  ms = timeit([&] {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(dA, dB, dC)
    for (int j = 0; j < gm; ++j)
      for (int i = 0; i < gm; ++i) {
        float s = 0;
        for (int l = 0; l < gm; ++l) s += dA[i + (size_t)l * gm] * dB[l + (size_t)j * gm];
        dC[i + (size_t)j * gm] = s;
      }
  });
  get(C2, dC);
  ok = true;
  for (int t = 0; t < 16; ++t) {
    int i = (t * 131) % gm, j = (t * 71) % gm;
    float s = 0;
    for (int l = 0; l < gm; ++l) s += A[i + (size_t)l * gm] * Bm[l + (size_t)j * gm];
    ok = ok && C2[i + (size_t)j * gm] == s;
  }
  result("cublas_sgemm", ms, ok);
  float dot = 0;
  ms = timeit([&] {
    float s = 0;
#pragma omp target teams distribute parallel for reduction(+ : s) is_device_ptr(x, y) map(tofrom : s)
    for (int i = 0; i < n; ++i) s += x[i] * y[i];
    dot = s;
  });
  double rdot = 0;
  for (int i = 0; i < n; ++i) rdot += (double)hx[i] * hy[i];
  result("cublas_sdot", ms, std::fabs(dot - rdot) <= 1e-3 * std::fabs(rdot) + 1.0);

  const int rows = g * g;
  std::vector<int> rp(rows + 1), ci;
  std::vector<float> vv;
  for (int r = 0; r < rows; ++r) {
    int gx = r % g, gy = r / g;
    if (gy > 0) { ci.push_back(r - g); vv.push_back(-1); }
    if (gx > 0) { ci.push_back(r - 1); vv.push_back(-1); }
    ci.push_back(r); vv.push_back(4);
    if (gx < g - 1) { ci.push_back(r + 1); vv.push_back(-1); }
    if (gy < g - 1) { ci.push_back(r + g); vv.push_back(-1); }
    rp[r + 1] = (int)ci.size();
  }
  std::vector<float> sx(rows), sy(rows);
  for (int i = 0; i < rows; ++i) sx[i] = (float)(i % 9 - 4);
  int *drp = dalloc<int>(rows + 1), *dci = dalloc<int>(ci.size());
  float *dvv = dalloc<float>(vv.size()), *dsx = dalloc<float>(rows), *dsy = dalloc<float>(rows);
  put(drp, rp);
  put(dci, ci);
  put(dvv, vv);
  put(dsx, sx);
  ms = timeit([&] {
#pragma omp target teams distribute parallel for is_device_ptr(drp, dci, dvv, dsx, dsy)
    for (int r = 0; r < rows; ++r) {
      float s = 0;
      for (int k = drp[r]; k < drp[r + 1]; ++k) s += dvv[k] * dsx[dci[k]];
      dsy[r] = s;
    }
  });
  get(sy, dsy);
  ok = true;
  for (int r = 0; r < rows; r += 101) {
    float s = 0;
    for (int k = rp[r]; k < rp[r + 1]; ++k) s += vv[k] * sx[ci[k]];
    ok = ok && sy[r] == s;
  }
  result("cusparse_spmv_csr", ms, ok);
  return 0;
}
