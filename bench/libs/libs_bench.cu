// libs_bench.cu: the library calls of docs/libraries.md at GPU sizes, timed.
// Thrust reduce, transform (SAXPY), inclusive_scan, sort, sort_by_key; CUB
// DeviceRadixSort::SortPairs and DeviceHistogram::HistogramEven; cuBLAS SGEMM
// and SDOT; cuSPARSE SpMV on a 2D Laplacian. Each operation runs once to warm
// up and REPS times timed with cudaEvents, and is checked against a CPU
// reference; one line per operation:
//   RESULT name=<op> variant=<cuda|translated> ms_per_iter=<ms> check=<ok|FAIL>
// The same file, translated by cuda2omp, prints variant=translated
// (-DVARIANT='"translated"'). usage: libs_bench [SCALE [REPS]] (SCALE 1 = the
// GPU sizes below; the host check of build.sh uses a small scale).
// nvcc-flags: --extended-lambda -lcublas -lcusparse
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/functional.h>
#include <cub/cub.cuh>
#include <cublas_v2.h>
#include <cusparse.h>
#include <cuda_runtime.h>

#ifndef VARIANT
#define VARIANT "cuda"
#endif

struct saxpy_op {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

static unsigned lcg(unsigned &s) {
  s = s * 1664525u + 1013904223u;
  return s;
}

static int reps = 20;

// Times body() over reps iterations after one warm-up call; ms per iteration.
template <typename F> static float timeit(F body) {
  body();
  cudaDeviceSynchronize();
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  cudaEventRecord(a, 0);
  for (int r = 0; r < reps; ++r) body();
  cudaEventRecord(b, 0);
  cudaEventSynchronize(b);
  float ms = 0;
  cudaEventElapsedTime(&ms, a, b);
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  return ms / reps;
}

static void result(const char *name, float ms, bool ok) {
  printf("RESULT name=%s variant=%s ms_per_iter=%.4f check=%s\n", name, VARIANT, ms, ok ? "ok" : "FAIL");
}

int main(int argc, char **argv) {
  double scale = argc > 1 ? atof(argv[1]) : 1.0;
  if (argc > 2) reps = atoi(argv[2]);
  const int n = std::max(1000, (int)(scale * (1 << 24)));      // 16M elements
  const int ns = std::max(1000, (int)(scale * (1 << 22)));     // 4M keys to sort
  const int gm = std::max(64, (int)(std::sqrt(scale) * 2048)); // SGEMM 2048^3
  const int g = std::max(16, (int)(std::sqrt(scale) * 2048));  // SpMV grid 2048^2

  unsigned seed = 7u;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 17 - 8) * 0.25f;
    hy[i] = (float)(i % 5);
  }

  // ---- Thrust reduce and transform
  thrust::device_vector<float> x(hx.begin(), hx.end()), y(hy.begin(), hy.end()), z(n);
  float sum = 0;
  float ms = timeit([&] { sum = thrust::reduce(x.begin(), x.end(), 0.0f, thrust::plus<float>()); });
  double ref = 0;
  for (float v : hx) ref += v;
  result("thrust_reduce_f32", ms, std::fabs(sum - ref) <= 1.0);
  ms = timeit([&] { thrust::transform(x.begin(), x.end(), y.begin(), z.begin(), saxpy_op{2.0f}); });
  float z7 = z[7];
  result("thrust_transform_saxpy", ms, z7 == 2.0f * hx[7] + hy[7]);

  // ---- Thrust inclusive scan of ints
  std::vector<int> hi(n);
  for (int i = 0; i < n; ++i) hi[i] = (int)(lcg(seed) % 7) - 3;
  thrust::device_vector<int> di(hi.begin(), hi.end()), dso(n);
  ms = timeit([&] { thrust::inclusive_scan(di.begin(), di.end(), dso.begin()); });
  long long acc = 0;
  bool ok = true;
  thrust::host_vector<int> hs = dso;
  for (int i = 0; i < n; ++i) {
    acc += hi[i];
    ok = ok && hs[i] == (int)acc;
  }
  result("thrust_inclusive_scan_i32", ms, ok);

  // ---- Thrust sort and sort_by_key (the input is restored before each sort)
  std::vector<unsigned> hk(ns);
  for (int i = 0; i < ns; ++i) hk[i] = lcg(seed);
  thrust::device_vector<unsigned> keys0(hk.begin(), hk.end()), keys(ns);
  thrust::device_vector<int> vals(ns);
  ms = timeit([&] {
    keys = keys0;
    thrust::sort(keys.begin(), keys.end());
  });
  std::vector<unsigned> sorted = hk;
  std::sort(sorted.begin(), sorted.end());
  thrust::host_vector<unsigned> hkeys = keys;
  result("thrust_sort_u32", ms, std::equal(sorted.begin(), sorted.end(), hkeys.begin()));
  ms = timeit([&] {
    keys = keys0;
    thrust::sequence(vals.begin(), vals.end());
    thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  });
  thrust::host_vector<int> hv = vals;
  ok = true;
  for (int i = 0; i < ns; i += 997) ok = ok && hk[hv[i]] == sorted[i];
  result("thrust_sort_by_key_u32", ms, ok);

  // ---- CUB radix sort pairs and an even histogram
  unsigned *dk_in = thrust::raw_pointer_cast(keys0.data()), *dk_out;
  int *dv_in, *dv_out;
  cudaMalloc(&dk_out, ns * sizeof(unsigned));
  cudaMalloc(&dv_in, ns * sizeof(int));
  cudaMalloc(&dv_out, ns * sizeof(int));
  cudaMemcpy(dv_in, thrust::raw_pointer_cast(vals.data()), ns * sizeof(int), cudaMemcpyDeviceToDevice);
  void *tmp = nullptr;
  size_t tmp_bytes = 0;
  cub::DeviceRadixSort::SortPairs(tmp, tmp_bytes, dk_in, dk_out, dv_in, dv_out, ns);
  cudaMalloc(&tmp, tmp_bytes);
  ms = timeit([&] { cub::DeviceRadixSort::SortPairs(tmp, tmp_bytes, dk_in, dk_out, dv_in, dv_out, ns); });
  std::vector<unsigned> gk(ns);
  cudaMemcpy(gk.data(), dk_out, ns * sizeof(unsigned), cudaMemcpyDeviceToHost);
  result("cub_sort_pairs_u32", ms, gk == sorted);
  cudaFree(tmp);
  int *dhist;
  cudaMalloc(&dhist, 256 * sizeof(int));
  float *dx = thrust::raw_pointer_cast(x.data());
  tmp = nullptr;
  cub::DeviceHistogram::HistogramEven(tmp, tmp_bytes, dx, dhist, 257, -2.0f, 2.0f, n);
  cudaMalloc(&tmp, tmp_bytes);
  ms = timeit([&] { cub::DeviceHistogram::HistogramEven(tmp, tmp_bytes, dx, dhist, 257, -2.0f, 2.0f, n); });
  std::vector<int> hh(256);
  cudaMemcpy(hh.data(), dhist, 256 * sizeof(int), cudaMemcpyDeviceToHost);
  long long hsum = 0;
  for (int v : hh) hsum += v;
  long long inRange = 0;
  for (float v : hx) inRange += (v >= -2.0f && v < 2.0f);
  result("cub_histogram_even_256", ms, hsum == inRange);
  cudaFree(tmp);

  // ---- cuBLAS SGEMM and SDOT
  cublasHandle_t h;
  cublasCreate(&h);
  std::vector<float> A((size_t)gm * gm), B((size_t)gm * gm);
  for (size_t i = 0; i < A.size(); ++i) {
    A[i] = (float)((i * 7) % 5) - 2.0f;
    B[i] = (float)((i * 3) % 7) - 3.0f;
  }
  float *dA, *dB, *dC;
  cudaMalloc(&dA, A.size() * sizeof(float));
  cudaMalloc(&dB, B.size() * sizeof(float));
  cudaMalloc(&dC, A.size() * sizeof(float));
  cublasSetMatrix(gm, gm, sizeof(float), A.data(), gm, dA, gm);
  cublasSetMatrix(gm, gm, sizeof(float), B.data(), gm, dB, gm);
  const float one = 1.0f, zero = 0.0f;
  ms = timeit([&] { cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, gm, gm, gm, &one, dA, gm, dB, gm, &zero, dC, gm); });
  std::vector<float> C(A.size());
  cublasGetMatrix(gm, gm, sizeof(float), dC, gm, C.data(), gm);
  ok = true;
  for (int t = 0; t < 16; ++t) {
    int i = (t * 131) % gm, j = (t * 71) % gm;
    float s = 0;
    for (int l = 0; l < gm; ++l) s += A[i + (size_t)l * gm] * B[l + (size_t)j * gm];
    ok = ok && C[i + (size_t)j * gm] == s;
  }
  result("cublas_sgemm", ms, ok);
  float dot = 0;
  float *dy = thrust::raw_pointer_cast(y.data());
  ms = timeit([&] { cublasSdot(h, n, dx, 1, dy, 1, &dot); });
  double rdot = 0;
  for (int i = 0; i < n; ++i) rdot += (double)hx[i] * hy[i];
  result("cublas_sdot", ms, std::fabs(dot - rdot) <= 1e-3 * std::fabs(rdot) + 1.0);
  cublasDestroy(h);

  // ---- cuSPARSE SpMV, 5-point Laplacian of a g x g grid
  const int rows = g * g;
  std::vector<int> rp(rows + 1), ci;
  std::vector<float> vv;
  ci.reserve((size_t)rows * 5);
  vv.reserve((size_t)rows * 5);
  for (int r = 0; r < rows; ++r) {
    int gx = r % g, gy = r / g;
    if (gy > 0) { ci.push_back(r - g); vv.push_back(-1); }
    if (gx > 0) { ci.push_back(r - 1); vv.push_back(-1); }
    ci.push_back(r); vv.push_back(4);
    if (gx < g - 1) { ci.push_back(r + 1); vv.push_back(-1); }
    if (gy < g - 1) { ci.push_back(r + g); vv.push_back(-1); }
    rp[r + 1] = (int)ci.size();
  }
  int nnz = rp[rows];
  int *drp, *dci;
  float *dvv, *dsx, *dsy;
  cudaMalloc(&drp, (rows + 1) * sizeof(int));
  cudaMalloc(&dci, nnz * sizeof(int));
  cudaMalloc(&dvv, nnz * sizeof(float));
  cudaMalloc(&dsx, rows * sizeof(float));
  cudaMalloc(&dsy, rows * sizeof(float));
  std::vector<float> sx(rows);
  for (int i = 0; i < rows; ++i) sx[i] = (float)(i % 9 - 4);
  cudaMemcpy(drp, rp.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dci, ci.data(), nnz * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(dvv, vv.data(), nnz * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dsx, sx.data(), rows * sizeof(float), cudaMemcpyHostToDevice);
  cusparseHandle_t sp;
  cusparseCreate(&sp);
  cusparseSpMatDescr_t mat;
  cusparseDnVecDescr_t vx, vy;
  cusparseCreateCsr(&mat, rows, rows, nnz, drp, dci, dvv, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&vx, rows, dsx, CUDA_R_32F);
  cusparseCreateDnVec(&vy, rows, dsy, CUDA_R_32F);
  size_t bsz = 0;
  cusparseSpMV_bufferSize(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vx, &zero, vy, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, &bsz);
  void *sbuf = nullptr;
  cudaMalloc(&sbuf, bsz);
  ms = timeit([&] {
    cusparseSpMV(sp, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, mat, vx, &zero, vy, CUDA_R_32F,
                 CUSPARSE_SPMV_ALG_DEFAULT, sbuf);
  });
  std::vector<float> sy(rows);
  cudaMemcpy(sy.data(), dsy, rows * sizeof(float), cudaMemcpyDeviceToHost);
  ok = true;
  for (int r = 0; r < rows; r += 101) {
    float s = 0;
    for (int k = rp[r]; k < rp[r + 1]; ++k) s += vv[k] * sx[ci[k]];
    ok = ok && sy[r] == s;
  }
  result("cusparse_spmv_csr", ms, ok);
  cusparseDestroySpMat(mat);
  cusparseDestroyDnVec(vx);
  cusparseDestroyDnVec(vy);
  cusparseDestroy(sp);
  cudaFree(dk_out); cudaFree(dv_in); cudaFree(dv_out); cudaFree(dhist); cudaFree(dA); cudaFree(dB); cudaFree(dC);
  cudaFree(drp); cudaFree(dci); cudaFree(dvv); cudaFree(dsx); cudaFree(dsy); cudaFree(sbuf);
  return 0;
}
