// 11_nbody_naive: all-pairs gravitational n-body, 512 bodies, 4 time steps.
// Positions/masses in float4, velocities in float3, rsqrtf for the inverse
// distance, double-buffered positions swapped between launches.  Compared
// with a double CPU reference within a tolerance.
#include <cmath>
#include <cstdio>
#include <cstdlib>
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

__global__ void nbodyStep(const float4 *pos, float4 *newPos, float3 *vel,
                          int n, float dt, float eps2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 pi = pos[i];
  float3 acc = make_float3(0.0f, 0.0f, 0.0f);
  for (int j = 0; j < n; ++j) {
    float4 pj = pos[j];
    float dx = pj.x - pi.x, dy = pj.y - pi.y, dz = pj.z - pi.z;
    float inv = rsqrtf(dx * dx + dy * dy + dz * dz + eps2);
    float s = pj.w * inv * inv * inv;
    acc.x += dx * s;
    acc.y += dy * s;
    acc.z += dz * s;
  }
  float3 v = vel[i];
  v.x += acc.x * dt;
  v.y += acc.y * dt;
  v.z += acc.z * dt;
  vel[i] = v;
  newPos[i] = make_float4(pi.x + v.x * dt, pi.y + v.y * dt, pi.z + v.z * dt, pi.w);
}

int main() {
  const int n = 512, steps = 4;
  const float dt = 0.01f, eps2 = 0.01f;
  float4 *hp = (float4 *)malloc(n * sizeof(float4));
  float3 *hv = (float3 *)malloc(n * sizeof(float3));
  double *rp = (double *)malloc(n * 4 * sizeof(double));
  double *rn = (double *)malloc(n * 4 * sizeof(double));
  double *rv = (double *)malloc(n * 3 * sizeof(double));
  unsigned s = 4242u;
  for (int i = 0; i < n; ++i) {
    float c[4];
    for (int k = 0; k < 4; ++k) {
      s = s * 1664525u + 1013904223u;
      c[k] = (float)(s >> 8) / 16777216.0f;
    }
    hp[i] = make_float4(2.0f * c[0] - 1.0f, 2.0f * c[1] - 1.0f, 2.0f * c[2] - 1.0f, 0.5f + c[3]);
    hv[i] = make_float3(0.0f, 0.0f, 0.0f);
    rp[4 * i] = hp[i].x; rp[4 * i + 1] = hp[i].y; rp[4 * i + 2] = hp[i].z; rp[4 * i + 3] = hp[i].w;
    rv[3 * i] = rv[3 * i + 1] = rv[3 * i + 2] = 0.0;
  }
  float4 *dPos, *dNew;
  float3 *dVel;
  CHECK(cudaMalloc(&dPos, n * sizeof(float4)));
  CHECK(cudaMalloc(&dNew, n * sizeof(float4)));
  CHECK(cudaMalloc(&dVel, n * sizeof(float3)));
  CHECK(cudaMemcpy(dPos, hp, n * sizeof(float4), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dVel, hv, n * sizeof(float3), cudaMemcpyHostToDevice));
  for (int st = 0; st < steps; ++st) {
    nbodyStep<<<(n + 127) / 128, 128>>>(dPos, dNew, dVel, n, dt, eps2);
    CHECK(cudaGetLastError());
    float4 *t = dPos; dPos = dNew; dNew = t;
  }
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(hp, dPos, n * sizeof(float4), cudaMemcpyDeviceToHost));

  for (int st = 0; st < steps; ++st) {
    for (int i = 0; i < n; ++i) {
      double a[3] = {0, 0, 0};
      for (int j = 0; j < n; ++j) {
        double d[3] = {rp[4 * j] - rp[4 * i], rp[4 * j + 1] - rp[4 * i + 1], rp[4 * j + 2] - rp[4 * i + 2]};
        double r2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2] + eps2;
        double sc = rp[4 * j + 3] / (r2 * sqrt(r2));
        for (int k = 0; k < 3; ++k) a[k] += d[k] * sc;
      }
      for (int k = 0; k < 3; ++k) {
        rv[3 * i + k] += a[k] * dt;
        rn[4 * i + k] = rp[4 * i + k] + rv[3 * i + k] * dt;
      }
      rn[4 * i + 3] = rp[4 * i + 3];
    }
    double *t = rp; rp = rn; rn = t;
  }
  double maxErr = 0.0;
  for (int i = 0; i < n; ++i) {
    maxErr = fmax(maxErr, fabs(hp[i].x - rp[4 * i]));
    maxErr = fmax(maxErr, fabs(hp[i].y - rp[4 * i + 1]));
    maxErr = fmax(maxErr, fabs(hp[i].z - rp[4 * i + 2]));
  }
  bool errOk = maxErr < 1e-4;
  printf("bodies=%d steps=%d\n", n, steps);
  printf("max_err_ok=%d\n", errOk ? 1 : 0);
  cudaFree(dPos);
  cudaFree(dNew);
  cudaFree(dVel);
  free(hp); free(hv); free(rp); free(rn); free(rv);
  printf("%s\n", errOk ? "PASS" : "FAIL");
  return errOk ? 0 : 1;
}
