// Cooperative groups' coalesced groups in code only some threads run:
// coalesced_threads() is exactly the threads of the warp that reach it (the
// hardware's active lanes in the direct form, the logical threads that reach
// the call in the phases), with its rank, size, shfl, shfl_up, shfl_down,
// ballot, any, all and sync; cg::reduce and the scans over it; a
// warp-aggregated atomic in a __device__ function; labeled_partition and
// binary_partition of a tile and of a coalesced group, a coalesced group's
// tiled_partition, and the reductions over the parts. Checked against what
// CUDA defines, per 32-thread warp.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-host %t.cpp -o %t.clang && %t.clang | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=sm_90 -nogpulib --offload-device-only -S -I%helpers %t.cpp -o %t.ptx
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// DIAG-NOT: C2O1001
// DIAG-NOT: C2O1002
// DIAG-NOT: C2O1130

const int N = 512, BLOCK = 128, OUTS = 13;

// The group of the threads whose value is positive, and what it says.
__global__ void groupOps(const int *in, int *out) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = in[i];
  int *o = out + OUTS * i;
  for (int k = 0; k < OUTS; ++k) o[k] = -1;
  if (v > 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    o[0] = (int)g.thread_rank();
    o[1] = (int)g.size() + 100 * (int)g.num_threads();
    o[2] = g.shfl(v, g.size() - 1);
    o[3] = g.shfl_up(v, 1);
    o[4] = g.shfl_down(v, 2);
    o[5] = (int)(g.ballot(v % 2) % 100003);
    o[6] = g.any(v > 90) + 2 * g.all(v > 5);
    g.sync();
    o[7] = cg::reduce(g, v, cg::plus<int>());
    o[8] = cg::reduce(g, v, cg::greater<int>());
    o[9] = cg::inclusive_scan(g, v);
    o[10] = cg::exclusive_scan(g, v);
    cg::coalesced_group pairs = cg::tiled_partition(g, 2);
    o[11] = (int)pairs.thread_rank() + 100 * (int)pairs.size();
    o[12] = cg::reduce(pairs, v, cg::plus<int>());
  }
}
// CHECK-LABEL: void groupOps_c2o_direct(
// CHECK: cg::coalesced_group g = c2o_direct_coalesced_threads();
// CHECK: o[7] = c2o_direct_reduce(g, v, cg::plus<int>());
// CHECK: cg::coalesced_group pairs = c2o_direct_tiled_partition(g, 2);
// CHECK-LABEL: void groupOps_c2o_block(
// CHECK: c2o_tile_reduce_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, g, cg::plus<int>())
// CHECK: c2o_tile_inclusive_scan_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, g)

// Warp-aggregated increment: one atomic per group of the threads that call
// it, and per label (labeled_partition) one per bucket.
__device__ int aggregatedIncrement(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int base = 0;
  if (active.thread_rank() == 0) base = atomicAdd(counter, (int)active.size());
  return active.shfl(base, 0) + (int)active.thread_rank();
}
__device__ int bucketIncrement(int bucket, int *counters) {
  cg::coalesced_group active = cg::coalesced_threads();
  cg::coalesced_group same = cg::labeled_partition(active, bucket);
  int base = 0;
  if (same.thread_rank() == 0) base = atomicAdd(&counters[bucket], (int)same.size());
  return same.shfl(base, 0) + (int)same.thread_rank();
}
// CHECK-LABEL: int bucketIncrement(int bucket, int *counters) {
// CHECK: cg::coalesced_group same = c2o_direct_labeled_partition(active, bucket);
// CHECK-LABEL: void bucketIncrement_c2o_block(
// CHECK: c2o_labeled_partition_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, active)

__global__ void filter(const int *in, int *kept, int *count, int *bucketSlots, int *buckets, int *sizes) {
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = in[i];
  if (v % 3 == 0) {
    kept[aggregatedIncrement(count)] = v;
    sizes[i] = (int)cg::coalesced_threads().size();
  }
  if (v % 5 != 0) bucketSlots[i] = bucketIncrement((v % 4 + 4) % 4, buckets);
}

// Partitions of a tile by a predicate and by a label, and of a coalesced group.
__global__ void partitions(const int *in, int *out, int *sums) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cta);
  int i = blockIdx.x * BLOCK + threadIdx.x;
  int v = in[i];
  int *o = out + 8 * i;
  auto parity = cg::binary_partition(warp, v & 1);
  o[0] = (int)parity.thread_rank() + 100 * (int)parity.size();
  o[1] = cg::reduce(parity, v, cg::plus<int>());
  o[2] = cg::inclusive_scan(parity, v);
  auto fours = cg::labeled_partition(warp, v % 4);
  o[3] = (int)fours.thread_rank() + 100 * (int)fours.size();
  o[4] = cg::reduce(fours, v, cg::greater<int>());
  if (v & 1) {
    int s = cg::reduce(parity, v, cg::plus<int>());
    if (parity.thread_rank() == 0) atomicAdd(&sums[0], s);
  } else {
    int s = cg::reduce(parity, v, cg::plus<int>());
    if (parity.thread_rank() == 0) atomicAdd(&sums[1], s);
  }
  cg::sync(warp);
  o[5] = o[6] = o[7] = -1;
  if (v > 10) {
    cg::coalesced_group big = cg::coalesced_threads();
    cg::coalesced_group threes = cg::labeled_partition(big, v % 3);
    o[5] = (int)threes.thread_rank() + 100 * (int)threes.size();
    o[6] = cg::reduce(threes, v, cg::plus<int>());
    o[7] = threes.shfl(v, 0);
  }
}
// CHECK-LABEL: void partitions_c2o_direct(
// CHECK: auto parity = c2o_direct_binary_partition(warp, v & 1);
// CHECK: auto fours = c2o_direct_labeled_partition(warp, v % 4);
// CHECK-LABEL: void partitions_c2o_block(
// CHECK: c2o_labeled_partition_read(c2o_x{{[0-9]+}}, c2o_t, c2o_bs, warp)

static int in[N], out[OUTS * N];

// The lanes of i's warp for which keep(lane) holds, as (rank of i, size, lanes).
template <class Keep> static int lanes(int i, Keep keep, int *ranks) {
  int base = i / 32 * 32, n = 0;
  for (int j = base; j < base + 32; ++j)
    if (keep(j)) ranks[n++] = j;
  return n;
}

int main() {
  for (int i = 0; i < N; ++i) in[i] = (i * 53 + 7) % 97 - (i % 7 == 0 ? 40 : 0);
  int *din, *dout, *dkept, *dcount, *dslots, *dbuckets, *dsizes, *dsums;
  cudaMalloc(&din, sizeof(in));
  cudaMalloc(&dout, sizeof(out));
  cudaMalloc(&dkept, N * sizeof(int));
  cudaMalloc(&dcount, sizeof(int));
  cudaMalloc(&dslots, N * sizeof(int));
  cudaMalloc(&dbuckets, 4 * sizeof(int));
  cudaMalloc(&dsizes, N * sizeof(int));
  cudaMalloc(&dsums, 2 * sizeof(int));
  cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
  int ok = 1;
  {
    groupOps<<<N / BLOCK, BLOCK>>>(din, dout);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < N; ++i) {
      const int *o = out + OUTS * i;
      if (in[i] <= 0) {
        for (int k = 0; k < OUTS; ++k) bad += o[k] != -1;
        continue;
      }
      int l[32], n = lanes(i, [](int j) { return in[j] > 0; }, l), r = 0;
      while (l[r] != i) ++r;
      unsigned ballot = 0;
      int any = 0, all = 1, sum = 0, mx = l[0], inc = 0;
      mx = in[l[0]];
      for (int k = 0; k < n; ++k) {
        int w = in[l[k]];
        if (w % 2) ballot |= 1u << k;
        any |= w > 90;
        all &= w > 5;
        sum += w;
        mx = w > mx ? w : mx;
        if (k <= r) inc += w;
      }
      int pr = r % 2, pn = (r / 2 * 2 + 2 <= n) ? 2 : n - r / 2 * 2, psum = 0;
      for (int k = r / 2 * 2; k < r / 2 * 2 + pn; ++k) psum += in[l[k]];
      bad += o[0] != r || o[1] != n * 101 || o[2] != in[l[n - 1]] || o[3] != (r >= 1 ? in[l[r - 1]] : in[i]) ||
             o[4] != (r + 2 < n ? in[l[r + 2]] : in[i]) || o[5] != (int)(ballot % 100003) || o[6] != any + 2 * all ||
             o[7] != sum || o[8] != mx || o[9] != inc || o[10] != inc - in[i] || o[11] != pr + 100 * pn ||
             o[12] != psum;
    }
    printf("coalesced group: %d wrong\n", bad);
    ok &= bad == 0;
  }
  {
    static int kept[N], slots[N], sizes[N], buckets[4];
    for (int i = 0; i < N; ++i) slots[i] = sizes[i] = -1;
    int zero4[4] = {0, 1000, 2000, 3000}, zero = 0;
    cudaMemcpy(dcount, &zero, sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dbuckets, zero4, sizeof(zero4), cudaMemcpyHostToDevice);
    cudaMemcpy(dslots, slots, sizeof(slots), cudaMemcpyHostToDevice);
    cudaMemcpy(dsizes, sizes, sizeof(sizes), cudaMemcpyHostToDevice);
    filter<<<N / BLOCK, BLOCK>>>(din, dkept, dcount, dslots, dbuckets, dsizes);
    int count = 0;
    cudaMemcpy(&count, dcount, sizeof(int), cudaMemcpyDeviceToHost);
    cudaMemcpy(kept, dkept, sizeof(kept), cudaMemcpyDeviceToHost);
    cudaMemcpy(slots, dslots, sizeof(slots), cudaMemcpyDeviceToHost);
    cudaMemcpy(sizes, dsizes, sizeof(sizes), cudaMemcpyDeviceToHost);
    cudaMemcpy(buckets, dbuckets, sizeof(buckets), cudaMemcpyDeviceToHost);
    int expect = 0, bad = 0, sizeBad = 0;
    long long sum = 0, esum = 0;
    int perBucket[4] = {0, 0, 0, 0};
    static int seen[4000];
    for (int i = 0; i < N; ++i) {
      if (in[i] % 3 == 0) {
        ++expect, esum += in[i];
        int l[32];
        sizeBad += sizes[i] != lanes(i, [](int j) { return in[j] % 3 == 0; }, l);
      }
      if (in[i] % 5 != 0) {
        int b = (in[i] % 4 + 4) % 4;
        ++perBucket[b];
        int s = slots[i];
        if (s < b * 1000 || s >= b * 1000 + 1000 || seen[s]++) ++bad;
      }
    }
    for (int k = 0; k < count && k < N; ++k) sum += kept[k];
    for (int b = 0; b < 4; ++b) bad += buckets[b] != b * 1000 + perBucket[b];
    bad += count != expect || sum != esum;
    printf("aggregated atomics: %d wrong\n", bad);
    printf("coalesced_threads() sizes: %d differ from the threads that reach it\n", sizeBad);
    ok &= bad == 0 && sizeBad == 0;
  }
  {
    int zero2[2] = {0, 0}, sums[2];
    cudaMemcpy(dsums, zero2, sizeof(zero2), cudaMemcpyHostToDevice);
    partitions<<<N / BLOCK, BLOCK>>>(din, dout, dsums);
    cudaMemcpy(out, dout, sizeof(int) * 8 * N, cudaMemcpyDeviceToHost);
    cudaMemcpy(sums, dsums, sizeof(sums), cudaMemcpyDeviceToHost);
    int bad = 0, odd = 0, even = 0;
    for (int i = 0; i < N; ++i) {
      const int *o = out + 8 * i;
      int v = in[i];
      (v & 1 ? odd : even) += v;
      int l[32], r;
      int n = lanes(i, [v](int j) { return (in[j] & 1) == (v & 1); }, l), sum = 0, inc = 0;
      for (r = 0; l[r] != i; ++r) {}
      for (int k = 0; k < n; ++k) sum += in[l[k]], inc += k <= r ? in[l[k]] : 0;
      bad += o[0] != r + 100 * n || o[1] != sum || o[2] != inc;
      n = lanes(i, [v](int j) { return in[j] % 4 == v % 4; }, l);
      int mx = in[l[0]];
      for (r = 0; l[r] != i; ++r) {}
      for (int k = 0; k < n; ++k) mx = in[l[k]] > mx ? in[l[k]] : mx;
      bad += o[3] != r + 100 * n || o[4] != mx;
      if (v > 10) {
        n = lanes(i, [v](int j) { return in[j] > 10 && in[j] % 3 == v % 3; }, l), sum = 0;
        for (r = 0; l[r] != i; ++r) {}
        for (int k = 0; k < n; ++k) sum += in[l[k]];
        bad += o[5] != r + 100 * n || o[6] != sum || o[7] != in[l[0]];
      } else {
        bad += o[5] != -1 || o[6] != -1 || o[7] != -1;
      }
    }
    bad += sums[0] != odd || sums[1] != even;
    printf("partitions: %d wrong\n", bad);
    ok &= bad == 0;
  }
  printf("%s\n", ok ? "PASS" : "FAIL");
  return !ok;
}
// OUT: coalesced group: 0 wrong
// OUT: aggregated atomics: 0 wrong
// OUT: coalesced_threads() sizes: 0 differ from the threads that reach it
// OUT: partitions: 0 wrong
// OUT: PASS
