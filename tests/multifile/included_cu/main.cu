// A particle system whose kernels live in particles_kernels.cu, which this
// file includes after defining the types the kernels use: the included .cu
// does not compile on its own.
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

struct Particle {
  float x, y;
  float vx, vy;
};

struct Params {
  float dt;
  float gravity;
  float floor_y;
  float bounce;
};

#include "particles_kernels.cu"

int main() {
  const int n = 1024;
  Particle *h = new Particle[n];
  for (int i = 0; i < n; ++i) h[i] = {0.01f * i, 1.f + 0.002f * i, 0.1f, 0.f};
  Params p{0.01f, -9.81f, 0.f, 0.5f};
  Particle *d;
  int *d_bounces;
  cudaMalloc(&d, n * sizeof(Particle));
  cudaMalloc(&d_bounces, sizeof(int));
  cudaMemset(d_bounces, 0, sizeof(int));
  cudaMemcpy(d, h, n * sizeof(Particle), cudaMemcpyHostToDevice);
  for (int step = 0; step < 200; ++step) advance<<<(n + 255) / 256, 256>>>(d, n, p, d_bounces);
  Particle *r = new Particle[n];
  int bounces = 0;
  cudaMemcpy(r, d, n * sizeof(Particle), cudaMemcpyDeviceToHost);
  cudaMemcpy(&bounces, d_bounces, sizeof(int), cudaMemcpyDeviceToHost);

  // Host reference, same arithmetic.
  int ref_bounces = 0, bad = 0;
  for (int step = 0; step < 200; ++step)
    for (int i = 0; i < n; ++i) ref_bounces += advance_one(h[i], p);
  for (int i = 0; i < n; ++i)
    if (std::fabs(r[i].x - h[i].x) > 1e-3f || std::fabs(r[i].y - h[i].y) > 1e-3f) ++bad;
  // A GPU may fuse multiply-adds: a particle at the floor may bounce one step
  // earlier or later than on the host.
  bool same_bounces = std::abs(bounces - ref_bounces) <= n / 100;
  printf("particles %d, about %d bounces each\n", n, (ref_bounces + n / 2) / n);
  printf("check: %s\n", bad == 0 && same_bounces ? "ok" : "FAILED");
  cudaFree(d);
  cudaFree(d_bounces);
  delete[] h;
  delete[] r;
  return !(bad == 0 && same_bounces);
}
