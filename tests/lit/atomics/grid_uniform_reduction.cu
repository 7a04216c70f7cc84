// Atomics that every thread of a flat kernel applies to one address become
// OpenMP reductions (C2O1126): the atomic becomes an update of a per-thread
// accumulator the body takes by reference, the launcher's loops reduce it
// (no bare launch), and one atomic after them applies it, with the atomic
// policy's hint. What must stay an atomic stays one (kernel `keep`). The
// translation runs with clang 19 (host offloading) and GCC 12, with and
// without the reductions, and gives the CUDA answer each time.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: grep -c 'note: C2O1126' %t.err | FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}11{{$}}
// Each kernel with reductions is launched synchronously (no bare region to queue): C2O1135 says so.
// RUN: grep -c 'note: C2O1135' %t.err | FileCheck %s --check-prefix=SYNC
// SYNC: {{^}}4{{$}}
// RUN: FileCheck %s --check-prefix=SYNCNOTE < %t.err
// SYNCNOTE: note: C2O1135: kernel '{{[A-Za-z_0-9]+}}' is launched as a synchronous target region, never queued: its atomics on one address became OpenMP reductions (C2O1126)
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %cuda2omp --atomic-reduction=off %s -o %t.off.cpp 2> %t.off.err
// RUN: %strip-checks %s %t.off.cpp | FileCheck %s --check-prefix=OFF
// RUN: not grep C2O1126 %t.off.err
// RUN: not grep C2O1135 %t.off.err
// RUN: %omp-host %t.off.cpp -o %t.off && %t.off | FileCheck %s --check-prefix=OUT
// Each CUDA atomic counts once in the statistics, reduced or not.
// RUN: %cuda2omp --quiet --print-stats %s -o %t.s1.cpp > %t.stats
// RUN: %cuda2omp --quiet --print-stats --atomic-reduction=off %s -o %t.s2.cpp >> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// STATS: converted {{ *}}[[N:[0-9]+]] {{ *}}unconverted
// STATS: converted {{ *}}[[N]] {{ *}}unconverted
// RUN: not %cuda2omp --atomic-reduction=maybe %s -o %t.x 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown --atomic-reduction 'maybe' (on, off)
#include <cstdio>

struct Totals {
  double sum;
  int maxv;
  unsigned count;
  unsigned flags;
};

// A dot product: every thread adds its grid-stride share to one double.
__global__ void dot(const double *x, const double *y, double *sum, int n) {
  double acc = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += x[i] * y[i];
  atomicAdd(sum, acc);
}
// CHECK-LABEL: void dot_c2o_body(
// CHECK-SAME: int n, double &c2o_red0) {
// CHECK: c2o_red0 += acc;
// CHECK-LABEL: void dot(dim3 c2o_grid
// CHECK-NOT: C2O_HAS_BARE
// CHECK: double c2o_red0 = 0;
// CHECK: {{^}}#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_gx, c2o_bx) is_device_ptr(x, y, sum) reduction(+ : c2o_red0)
// CHECK-NEXT: for
// CHECK-NEXT: dot_c2o_body({{.*}}, x, y, sum, n, c2o_red0);
// CHECK: {{^}}#pragma omp target teams distribute parallel for C2O_FLAT_GEOMETRY(c2o_blocks, c2o_bs) is_device_ptr(x, y, sum) reduction(+ : c2o_red0)
// CHECK: {{^}}#pragma omp target is_device_ptr(sum)
// CHECK-NEXT: {
// CHECK-NEXT: C2O_ATOMIC_COARSE {
// CHECK-NEXT: #pragma omp atomic update hint(AMD_fast_fp_atomics)
// CHECK-NEXT: *sum += c2o_red0;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// DIAG: grid_uniform_reduction.cu:[[@LINE-20]]:3: note: C2O1126: 'atomicAdd' on 'sum', the same address in every thread of the launch, became a reduction: each thread updates 'c2o_red0' (reduction(+)), and the launcher applies it to 'sum' with one atomic after the kernel (--atomic-reduction=off keeps the atomic)
// OFF-LABEL: void dot_c2o_body(
// OFF: {{^ *}}#pragma omp atomic update hint(AMD_fast_fp_atomics)
// OFF-NEXT: *sum += acc;
// OFF: {{^}}#if C2O_HAS_BARE

// Totals in a struct (fields of one base with different operations), atomics
// in branches and loops, offsets from a parameter, a minimum.
__global__ void stats(const int *v, int n, Totals *t, unsigned *bins, int k, int *lo) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&t->sum, 0.5 * v[i]);
  atomicMax(&t->maxv, v[i]);
  if (v[i] % 3 == 0) atomicAdd(&t->count, 1u);
  for (int b = 0; b < 4; ++b)
    if (v[i] & (1 << b)) atomicOr(&t->flags, 1u << b);
  atomicAdd(bins + k, 2u);
  atomicSub(&bins[k + 1], 1u);
  atomicAdd(&bins[k], 1u);
  atomicMin(lo, v[i] - 7);
}
// CHECK-LABEL: void stats_c2o_body(
// CHECK-SAME: int *lo, double &c2o_red0, int &c2o_red1, unsigned int &c2o_red2, unsigned int &c2o_red3, unsigned int &c2o_red4, unsigned int &c2o_red5, int &c2o_red6) {
// CHECK: c2o_red0 += 0.5 * v[i];
// CHECK: { int c2o_v = v[i]; if (c2o_v > c2o_red1) c2o_red1 = c2o_v; }
// CHECK: if (v[i] % 3 == 0) c2o_red2 += 1u;
// CHECK: if (v[i] & (1 << b)) c2o_red3 |= 1u << b;
// CHECK: c2o_red4 += 2u;
// CHECK: c2o_red5 += 1u;
// CHECK: c2o_red4 += 1u;
// CHECK: { int c2o_v = v[i] - 7; if (c2o_v < c2o_red6) c2o_red6 = c2o_v; }
// CHECK-LABEL: void stats(dim3 c2o_grid
// CHECK: double c2o_red0 = 0;
// CHECK-NEXT: int c2o_red1 = std::numeric_limits<int>::lowest();
// CHECK-NEXT: unsigned int c2o_red2 = 0;
// CHECK-NEXT: unsigned int c2o_red3 = 0;
// CHECK-NEXT: unsigned int c2o_red4 = 0;
// CHECK-NEXT: unsigned int c2o_red5 = 0;
// CHECK-NEXT: int c2o_red6 = std::numeric_limits<int>::max();
// CHECK: is_device_ptr(v, t, bins, lo) reduction(+ : c2o_red0) reduction(max : c2o_red1) reduction(+ : c2o_red2) reduction(| : c2o_red3) reduction(+ : c2o_red4) reduction(+ : c2o_red5) reduction(min : c2o_red6)
// CHECK: {{^}}#pragma omp target is_device_ptr(t, bins, lo)
// CHECK-NEXT: {
// CHECK-NEXT: C2O_ATOMIC_COARSE {
// CHECK-NEXT: #pragma omp atomic update hint(AMD_fast_fp_atomics)
// CHECK-NEXT: t->sum += c2o_red0;
// CHECK-NEXT: }
// CHECK-NEXT: if (c2o_red1 != std::numeric_limits<int>::lowest()) {
// CHECK-NEXT: c2o_atomic_max(&t->maxv, c2o_red1);
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}#pragma omp atomic update
// CHECK-NEXT: t->count += c2o_red2;
// CHECK-NEXT: {{^}}#pragma omp atomic update
// CHECK-NEXT: t->flags |= c2o_red3;
// CHECK-NEXT: {{^}}#pragma omp atomic update
// CHECK-NEXT: *(bins + k) += c2o_red4;
// CHECK-NEXT: {{^}}#pragma omp atomic update
// CHECK-NEXT: bins[k + 1] -= c2o_red5;
// CHECK-NEXT: if (c2o_red6 != std::numeric_limits<int>::max()) {
// CHECK-NEXT: c2o_atomic_min(lo, c2o_red6);

// A write through another pointer of the same type: the allocations differ
// (cudaMalloc each), so the sum of squares is still a reduction.
__global__ void scale(const float *x, float *y, float *norm2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    y[i] = 2.0f * x[i];
    atomicAdd(norm2, y[i] * y[i]);
  }
}
// CHECK-LABEL: void scale_c2o_body(
// CHECK: c2o_red0 += y[i] * y[i];

// A 2-D launch (the launcher's second loop).
__global__ void count2d(unsigned *total, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) atomicAdd(total, 1u);
}
// CHECK-LABEL: void count2d_c2o_body(
// CHECK: if (x < w && y < h) c2o_red0 += 1u;

// What stays an atomic: the old value used (slots); an address per thread
// (hist); a base read elsewhere (seen); an offset parameter the kernel
// assigns (counted); a system-wide atomic (sys); a write through a pointer
// into the same allocation (acc beside out); two operations on what may be
// one element (mixed[k] and mixed[0]).
__global__ void keep(const int *v, int n, int *slots, int *hist, int *seen, int *counted, int k, float *sys,
                     float *out, float *acc, int *mixed, int k2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int s = atomicAdd(slots, 1);
  atomicAdd(&hist[v[i] % 4], 1);
  atomicAdd(seen, 1);
  if (*seen > 1000000) return;
  k += 1;
  atomicAdd(counted + k, 1);
  atomicAdd_system(sys, 1.0f);
  out[i] = s >= 0 ? 1.0f : 0.0f;
  atomicAdd(acc, 1.0f);
  atomicAdd(&mixed[k2], 1);
  atomicMax(&mixed[0], v[i]);
}
// CHECK-LABEL: void keep_c2o_body(
// CHECK: int *mixed, int k2) {
// CHECK: int s = c2o_atomic_add(slots, 1);
// CHECK: hist[v[i] % 4] += 1;
// CHECK: *seen += 1;
// CHECK: *(counted + k) += 1;
// CHECK: *sys += 1.0f;
// CHECK: *acc += 1.0f;
// CHECK: mixed[k2] += 1;
// CHECK-NEXT: c2o_atomic_max(&mixed[0], v[i]);
// CHECK-LABEL: void keep(dim3 c2o_grid
// CHECK-NOT: c2o_red
// CHECK: {{^}}#if C2O_HAS_BARE
// CHECK-NOT: c2o_red
// CHECK-LABEL: int main()

int main() {
  const int n = 1000;
  double hx[n], hy[n];
  int hv[n];
  float hf[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = i % 13 - 6.0;
    hy[i] = i % 7;
    hv[i] = (i * 37) % 101;
    hf[i] = (float)(i % 5);
  }
  double *x, *y, *sum;
  int *v, *lo, *ints;
  Totals *t;
  unsigned *bins, *total;
  float *f, *g, *norm2, *fl;
  cudaMalloc(&x, sizeof hx); cudaMalloc(&y, sizeof hy); cudaMalloc(&sum, sizeof(double));
  cudaMalloc(&v, sizeof hv); cudaMalloc(&lo, sizeof(int)); cudaMalloc(&t, sizeof(Totals));
  cudaMalloc(&bins, 4 * sizeof(unsigned)); cudaMalloc(&total, sizeof(unsigned));
  cudaMalloc(&f, sizeof hf); cudaMalloc(&g, sizeof hf); cudaMalloc(&norm2, sizeof(float));
  cudaMalloc(&ints, 12 * sizeof(int)); cudaMalloc(&fl, (2 * n + 1) * sizeof(float));
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  Totals t0 = {0.0, -1, 0u, 0u};
  int lo0 = 1000;
  cudaMemcpy(t, &t0, sizeof t0, cudaMemcpyHostToDevice);
  cudaMemcpy(lo, &lo0, sizeof lo0, cudaMemcpyHostToDevice);
  cudaMemset(sum, 0, sizeof(double)); cudaMemset(bins, 0, 4 * sizeof(unsigned));
  cudaMemset(total, 0, sizeof(unsigned)); cudaMemset(norm2, 0, sizeof(float));
  cudaMemset(ints, 0, 12 * sizeof(int)); cudaMemset(fl, 0, (2 * n + 1) * sizeof(float));

  dot<<<4, 64>>>(x, y, sum, n);
  dot<<<dim3(2, 2), dim3(32, 2)>>>(x, y, sum, n); // 2-D: each of the 4 (y, blockIdx.y) rows adds the dot product
  stats<<<(n + 127) / 128, 128>>>(v, n, t, bins, 1, lo);
  scale<<<(n + 255) / 256, 256>>>(f, g, norm2, n);
  count2d<<<dim3(3, 2), dim3(16, 4)>>>(total, 40, 7);
  keep<<<(n + 63) / 64, 64>>>(v, n, ints, ints + 1, ints + 5, ints + 6, 1, fl + 2 * n, fl, fl + n, ints + 9, 1);

  double rsum;
  Totals rt;
  unsigned rbins[4], rtotal;
  int rlo, rints[12];
  float rnorm2, rsys, racc;
  cudaMemcpy(&rsum, sum, sizeof rsum, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rt, t, sizeof rt, cudaMemcpyDeviceToHost);
  cudaMemcpy(rbins, bins, sizeof rbins, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rtotal, total, sizeof rtotal, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rlo, lo, sizeof rlo, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rnorm2, norm2, sizeof rnorm2, cudaMemcpyDeviceToHost);
  cudaMemcpy(rints, ints, sizeof rints, cudaMemcpyDeviceToHost);
  cudaMemcpy(&rsys, fl + 2 * n, sizeof rsys, cudaMemcpyDeviceToHost);
  cudaMemcpy(&racc, fl + n, sizeof racc, cudaMemcpyDeviceToHost);

  double refdot = 0, refsum = 0;
  int refmax = -1, reflo = 1000;
  unsigned refcount = 0, refflags = 0;
  float refnorm = 0;
  for (int i = 0; i < n; ++i) {
    refdot += hx[i] * hy[i];
    refsum += 0.5 * hv[i];
    if (hv[i] > refmax) refmax = hv[i];
    if (hv[i] - 7 < reflo) reflo = hv[i] - 7;
    if (hv[i] % 3 == 0) ++refcount;
    refflags |= hv[i] & 15;
    refnorm += 4.0f * hf[i] * hf[i];
  }
  printf("dot=%.1f ok=%d\n", rsum, rsum == 5 * refdot);
  printf("sum=%.1f ok=%d maxv=%d ok=%d count=%u ok=%d flags=%u ok=%d lo=%d ok=%d\n", rt.sum, rt.sum == refsum, rt.maxv,
         rt.maxv == refmax, rt.count, rt.count == refcount, rt.flags, rt.flags == refflags, rlo, rlo == reflo);
  printf("bins=%u,%u,%u,%u norm2=%.1f ok=%d total=%u\n", rbins[0], rbins[1], rbins[2], rbins[3], rnorm2,
         rnorm2 == refnorm, rtotal);
  printf("slots=%d hist=%d,%d,%d,%d seen=%d counted=%d sys=%.0f acc=%.0f mixed=%d,%d\n", rints[0], rints[1],
         rints[2], rints[3], rints[4], rints[5], rints[8], rsys, racc, rints[9], rints[10]);
  // OUT: dot=-180.0 ok=1
  // OUT-NEXT: sum=25005.0 ok=1 maxv=100 ok=1 count=337 ok=1 flags=15 ok=1 lo=-7 ok=1
  // OUT-NEXT: bins=0,3000,4294966296,0 norm2=24000.0 ok=1 total=280
  // OUT-NEXT: slots=1000 hist=258,248,248,246 seen=1000 counted=1000 sys=1000 acc=1000 mixed=100,1000
}
