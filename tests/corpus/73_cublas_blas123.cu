// 73_cublas_blas123: cuBLAS levels 1-3 the way applications call them. A
// handle, a stream, matrices moved with cublasSetMatrix/GetMatrix (one with
// a padded leading dimension), SGEMM with every transpose combination and
// beta != 0, the row-major trick (C^T = B^T A^T), DGEMM, strided-batched
// SGEMM, SGEAM as a transpose, SGEMV both ways, and the level-1 calls (axpy,
// dot in host and device pointer mode, nrm2, asum, scal, Isamax, copy,
// swap). Matrices hold small integers, so products are exact; the norm is
// checked with a tolerance. Column-major throughout, as cuBLAS is.
// nvcc-flags: -lcublas
#include <cmath>
#include <cstdio>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)
#define CUBLAS_CHECK(call)                                                          \
  do {                                                                              \
    cublasStatus_t st_ = (call);                                                    \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                             \
      fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)st_, __FILE__, __LINE__); \
      return 1;                                                                     \
    }                                                                               \
  } while (0)

#define IDX2C(i, j, ld) (((j) * (ld)) + (i))

// op(A)(i, l) for a column-major A with leading dimension ld
static float opA(const std::vector<float> &A, int ld, bool t, int i, int l) {
  return t ? A[IDX2C(l, i, ld)] : A[IDX2C(i, l, ld)];
}

int main() {
  int bad = 0;
  cublasHandle_t handle;
  CUBLAS_CHECK(cublasCreate(&handle));
  cudaStream_t stream;
  CHECK(cudaStreamCreate(&stream));
  CUBLAS_CHECK(cublasSetStream(handle, stream));

  // ---- SGEMM, every transpose combination, padded lda for A
  const int m = 45, n = 37, k = 29, lda = 50;
  std::vector<float> A(lda * 50, 0.0f), B(50 * 50), C0(m * n);
  for (int j = 0; j < 50; ++j)
    for (int i = 0; i < lda; ++i) A[IDX2C(i, j, lda)] = (float)((i * 3 + j * 5) % 7 - 3);
  for (int j = 0; j < 50; ++j)
    for (int i = 0; i < 50; ++i) B[IDX2C(i, j, 50)] = (float)((i + 2 * j) % 5 - 2);
  for (int i = 0; i < m * n; ++i) C0[i] = (float)(i % 3);
  float *dA, *dB, *dC;
  CHECK(cudaMalloc(&dA, lda * 50 * sizeof(float)));
  CHECK(cudaMalloc(&dB, 50 * 50 * sizeof(float)));
  CHECK(cudaMalloc(&dC, m * n * sizeof(float)));
  CUBLAS_CHECK(cublasSetMatrix(lda, 50, sizeof(float), A.data(), lda, dA, lda));
  CUBLAS_CHECK(cublasSetMatrix(50, 50, sizeof(float), B.data(), 50, dB, 50));
  const float alpha = 2.0f, beta = -1.0f;
  const cublasOperation_t ops[2] = {CUBLAS_OP_N, CUBLAS_OP_T};
  for (int ta = 0; ta < 2; ++ta)
    for (int tb = 0; tb < 2; ++tb) {
      int ldb = tb ? n : k; // op(B) is k x n
      CUBLAS_CHECK(cublasSetMatrix(m, n, sizeof(float), C0.data(), m, dC, m));
      CUBLAS_CHECK(cublasSgemm(handle, ops[ta], ops[tb], m, n, k, &alpha, dA, lda, dB, 50, &beta, dC, m));
      std::vector<float> C(m * n);
      CUBLAS_CHECK(cublasGetMatrix(m, n, sizeof(float), dC, m, C.data(), m));
      int wrong = 0;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          float s = 0.0f;
          for (int l = 0; l < k; ++l) s += opA(A, lda, ta, i, l) * opA(B, 50, tb, l, j);
          if (C[IDX2C(i, j, m)] != alpha * s + beta * C0[IDX2C(i, j, m)]) ++wrong;
        }
      (void)ldb;
      printf("sgemm %c%c: wrong=%d c00=%.0f\n", ta ? 'T' : 'N', tb ? 'T' : 'N', wrong, C[0]);
      bad += wrong;
    }

  // ---- the row-major trick: a row-major P (4 x 3) times Q (3 x 2) is Q^T P^T in cuBLAS terms
  float P[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, Q[6] = {1, -1, 2, 0, -2, 1}, R[8];
  float *dP, *dQ, *dR;
  CHECK(cudaMalloc(&dP, sizeof(P)));
  CHECK(cudaMalloc(&dQ, sizeof(Q)));
  CHECK(cudaMalloc(&dR, sizeof(R)));
  CHECK(cudaMemcpy(dP, P, sizeof(P), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dQ, Q, sizeof(Q), cudaMemcpyHostToDevice));
  const float one = 1.0f, zero = 0.0f;
  CUBLAS_CHECK(cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, 2, 4, 3, &one, dQ, 2, dP, 3, &zero, dR, 2));
  CHECK(cudaMemcpy(R, dR, sizeof(R), cudaMemcpyDeviceToHost));
  printf("row-major product:");
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 2; ++j) {
      float s = 0;
      for (int l = 0; l < 3; ++l) s += P[i * 3 + l] * Q[l * 2 + j];
      if (R[i * 2 + j] != s) ++bad;
      printf(" %.0f", R[i * 2 + j]);
    }
  }
  printf("\n");

  // ---- DGEMM and strided batched SGEMM (4 products of 8 x 8)
  const int bn = 8, batch = 4;
  std::vector<double> X(bn * bn), Y(bn * bn), Z(bn * bn);
  for (int i = 0; i < bn * bn; ++i) {
    X[i] = (double)(i % 9 - 4);
    Y[i] = (double)((i * 7) % 11 - 5);
  }
  double *dX, *dY, *dZ;
  CHECK(cudaMalloc(&dX, bn * bn * sizeof(double)));
  CHECK(cudaMalloc(&dY, bn * bn * sizeof(double)));
  CHECK(cudaMalloc(&dZ, bn * bn * sizeof(double)));
  CHECK(cudaMemcpy(dX, X.data(), bn * bn * sizeof(double), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dY, Y.data(), bn * bn * sizeof(double), cudaMemcpyHostToDevice));
  const double done = 1.0, dzero = 0.0;
  CUBLAS_CHECK(cublasDgemm(handle, CUBLAS_OP_T, CUBLAS_OP_N, bn, bn, bn, &done, dX, bn, dY, bn, &dzero, dZ, bn));
  CHECK(cudaMemcpy(Z.data(), dZ, bn * bn * sizeof(double), cudaMemcpyDeviceToHost));
  double trace = 0;
  for (int j = 0; j < bn; ++j)
    for (int i = 0; i < bn; ++i) {
      double s = 0;
      for (int l = 0; l < bn; ++l) s += X[IDX2C(l, i, bn)] * Y[IDX2C(l, j, bn)];
      if (Z[IDX2C(i, j, bn)] != s) ++bad;
      if (i == j) trace += s;
    }
  std::vector<float> SA(bn * bn * batch), SB(bn * bn * batch), SC(bn * bn * batch);
  for (int i = 0; i < bn * bn * batch; ++i) {
    SA[i] = (float)(i % 5 - 2);
    SB[i] = (float)((i / 3) % 4 - 1);
  }
  float *dSA, *dSB, *dSC;
  CHECK(cudaMalloc(&dSA, SA.size() * sizeof(float)));
  CHECK(cudaMalloc(&dSB, SB.size() * sizeof(float)));
  CHECK(cudaMalloc(&dSC, SC.size() * sizeof(float)));
  CHECK(cudaMemcpy(dSA, SA.data(), SA.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dSB, SB.data(), SB.size() * sizeof(float), cudaMemcpyHostToDevice));
  CUBLAS_CHECK(cublasSgemmStridedBatched(handle, CUBLAS_OP_N, CUBLAS_OP_N, bn, bn, bn, &one, dSA, bn, bn * bn, dSB,
                                         bn, bn * bn, &zero, dSC, bn, bn * bn, batch));
  CHECK(cudaMemcpy(SC.data(), dSC, SC.size() * sizeof(float), cudaMemcpyDeviceToHost));
  float batchSum = 0;
  for (int p = 0; p < batch; ++p)
    for (int j = 0; j < bn; ++j)
      for (int i = 0; i < bn; ++i) {
        float s = 0;
        for (int l = 0; l < bn; ++l) s += SA[p * 64 + IDX2C(i, l, bn)] * SB[p * 64 + IDX2C(l, j, bn)];
        if (SC[p * 64 + IDX2C(i, j, bn)] != s) ++bad;
        batchSum += s;
      }
  printf("dgemm trace=%.0f batched_sum=%.0f\n", trace, batchSum);

  // ---- SGEAM as an out-of-place transpose, SGEMV both ways
  float *dT;
  CHECK(cudaMalloc(&dT, m * n * sizeof(float)));
  CUBLAS_CHECK(cublasSetMatrix(m, n, sizeof(float), C0.data(), m, dC, m));
  CUBLAS_CHECK(cublasSgeam(handle, CUBLAS_OP_T, CUBLAS_OP_N, n, m, &one, dC, m, &zero, dT, n, dT, n));
  std::vector<float> T(m * n);
  CUBLAS_CHECK(cublasGetMatrix(n, m, sizeof(float), dT, n, T.data(), n));
  for (int j = 0; j < m; ++j)
    for (int i = 0; i < n; ++i) if (T[IDX2C(i, j, n)] != C0[IDX2C(j, i, m)]) ++bad;
  std::vector<float> x(k), y(m), yt(k);
  for (int i = 0; i < k; ++i) x[i] = (float)(i % 4 - 1);
  for (int i = 0; i < m; ++i) y[i] = 1.0f;
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, 64 * sizeof(float)));
  CHECK(cudaMalloc(&dy, 64 * sizeof(float)));
  CUBLAS_CHECK(cublasSetVector(k, sizeof(float), x.data(), 1, dx, 1));
  CUBLAS_CHECK(cublasSetVector(m, sizeof(float), y.data(), 1, dy, 1));
  CUBLAS_CHECK(cublasSgemv(handle, CUBLAS_OP_N, m, k, &alpha, dA, lda, dx, 1, &beta, dy, 1));
  CUBLAS_CHECK(cublasGetVector(m, sizeof(float), dy, 1, y.data(), 1));
  float ysum = 0;
  for (int i = 0; i < m; ++i) {
    float s = 0;
    for (int l = 0; l < k; ++l) s += A[IDX2C(i, l, lda)] * x[l];
    if (y[i] != alpha * s - 1.0f) ++bad;
    ysum += y[i];
  }
  CUBLAS_CHECK(cublasSgemv(handle, CUBLAS_OP_T, m, k, &one, dA, lda, dy, 1, &zero, dx, 1));
  CUBLAS_CHECK(cublasGetVector(k, sizeof(float), dx, 1, yt.data(), 1));
  for (int l = 0; l < k; ++l) {
    float s = 0;
    for (int i = 0; i < m; ++i) s += A[IDX2C(i, l, lda)] * y[i];
    if (yt[l] != s) ++bad;
  }
  printf("sgemv: sum(y)=%.0f (A^T y)[0]=%.0f\n", ysum, yt[0]);

  // ---- level 1
  const int nv = 1000;
  std::vector<float> u(nv), v(nv);
  for (int i = 0; i < nv; ++i) {
    u[i] = (float)(i % 13 - 6);
    v[i] = (float)(i % 7 - 3);
  }
  float *du, *dv;
  CHECK(cudaMalloc(&du, nv * sizeof(float)));
  CHECK(cudaMalloc(&dv, nv * sizeof(float)));
  CUBLAS_CHECK(cublasSetVector(nv, sizeof(float), u.data(), 1, du, 1));
  CUBLAS_CHECK(cublasSetVector(nv, sizeof(float), v.data(), 1, dv, 1));
  const float three = 3.0f;
  CUBLAS_CHECK(cublasSaxpy(handle, nv, &three, du, 1, dv, 1)); // v = 3u + v
  float dot = 0, nrm = 0, asum = 0;
  CUBLAS_CHECK(cublasSdot(handle, nv, du, 1, dv, 1, &dot));
  CUBLAS_CHECK(cublasSnrm2(handle, nv, dv, 1, &nrm));
  CUBLAS_CHECK(cublasSasum(handle, nv, dv, 1, &asum));
  int imax = 0;
  CUBLAS_CHECK(cublasIsamax(handle, nv, dv, 1, &imax));
  double rdot = 0, rn = 0, ra = 0;
  int rimax = 0;
  for (int i = 0; i < nv; ++i) {
    float w = 3.0f * u[i] + v[i];
    rdot += u[i] * w;
    rn += (double)w * w;
    ra += std::fabs(w);
    if (std::fabs(w) > std::fabs(3.0f * u[rimax] + v[rimax])) rimax = i;
  }
  if (dot != (float)rdot || asum != (float)ra || imax != rimax + 1) ++bad;
  int nrmOk = std::fabs(nrm - std::sqrt(rn)) <= 1e-4 * std::sqrt(rn);
  if (!nrmOk) ++bad;
  printf("level1: dot=%.0f asum=%.0f isamax=%d nrm2_ok=%d\n", dot, asum, imax, nrmOk);

  // dot with the result in device memory (device pointer mode), scal, copy with strides, swap
  float *dres;
  CHECK(cudaMalloc(&dres, sizeof(float)));
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_DEVICE));
  CUBLAS_CHECK(cublasSdot(handle, nv, du, 1, du, 1, dres));
  CUBLAS_CHECK(cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST));
  float uu = 0;
  CHECK(cudaMemcpy(&uu, dres, sizeof(float), cudaMemcpyDeviceToHost));
  const float half = 0.5f;
  CUBLAS_CHECK(cublasSscal(handle, nv, &half, du, 1));
  CUBLAS_CHECK(cublasScopy(handle, nv / 2, du, 2, dv, 1)); // every other element of u into v[0:500)
  CUBLAS_CHECK(cublasSswap(handle, 10, du, 1, dv + 990, 1));
  std::vector<float> gu(nv), gv(nv);
  CUBLAS_CHECK(cublasGetVector(nv, sizeof(float), du, 1, gu.data(), 1));
  CUBLAS_CHECK(cublasGetVector(nv, sizeof(float), dv, 1, gv.data(), 1));
  double ruu = 0;
  for (int i = 0; i < nv; ++i) ruu += u[i] * u[i];
  if (uu != (float)ruu) ++bad;
  for (int i = 0; i < nv / 2; ++i) if (gv[i] != 0.5f * u[2 * i]) ++bad;
  for (int i = 0; i < 10; ++i)
    if (gu[i] != 3.0f * u[990 + i] + v[990 + i] || gv[990 + i] != 0.5f * u[i]) ++bad;
  printf("uu=%.0f v[1]=%.1f u[0]=%.0f\n", uu, gv[1], gu[0]);

  CUBLAS_CHECK(cublasDestroy(handle));
  CHECK(cudaStreamDestroy(stream));
  cudaFree(dA); cudaFree(dB); cudaFree(dC); cudaFree(dP); cudaFree(dQ); cudaFree(dR); cudaFree(dX); cudaFree(dY);
  cudaFree(dZ); cudaFree(dSA); cudaFree(dSB); cudaFree(dSC); cudaFree(dT); cudaFree(dx); cudaFree(dy); cudaFree(du);
  cudaFree(dv); cudaFree(dres);
  printf("bad=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
