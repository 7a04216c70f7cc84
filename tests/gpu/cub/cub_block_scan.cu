// cub::BlockScan in kernels, checked against the host: exclusive and
// inclusive sums (one item and four items per thread, with the block
// aggregate), scans with an operator and an initial value, a running prefix
// kept by a callback over the tiles of a row, and a 3-D block (BLOCK_DIM_Y,
// BLOCK_DIM_Z). Prints one line per kernel and PASS (exit 0) or FAIL.
#include <cstdio>
#include <cub/cub.cuh>

constexpr int B = 96; // three warps
constexpr int I = 4;

struct Larger {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void single(const int *in, int *exs, int *ins, int *exmax, int *agg) {
  using Scan = cub::BlockScan<int, B>;
  __shared__ typename Scan::TempStorage temp;
  int t = blockIdx.x * B + threadIdx.x, a;
  Scan(temp).ExclusiveSum(in[t], exs[t], a);
  __syncthreads();
  Scan(temp).InclusiveSum(in[t], ins[t]);
  __syncthreads();
  Scan(temp).ExclusiveScan(in[t], exmax[t], -1000, Larger());
  if (threadIdx.x == 0) agg[blockIdx.x] = a;
}

__global__ void items(const int *in, int *exs, int *inmax, int *agg) {
  using Scan = cub::BlockScan<int, B, cub::BLOCK_SCAN_WARP_SCANS>;
  __shared__ typename Scan::TempStorage temp;
  int v[I], e[I], m[I], a;
  for (int i = 0; i < I; ++i) v[i] = in[(blockIdx.x * B + threadIdx.x) * I + i];
  Scan(temp).ExclusiveSum(v, e, a);
  __syncthreads();
  Scan(temp).InclusiveScan(v, m, Larger());
  for (int i = 0; i < I; ++i) {
    exs[(blockIdx.x * B + threadIdx.x) * I + i] = e[i];
    inmax[(blockIdx.x * B + threadIdx.x) * I + i] = m[i];
  }
  if (threadIdx.x == 0) agg[blockIdx.x] = a;
}

// Adds the aggregate of each tile to a running total; returns the total before it.
struct RunningPrefix {
  int total;
  __device__ RunningPrefix(int start) : total(start) {}
  __device__ int operator()(int tile_aggregate) {
    int before = total;
    total += tile_aggregate;
    return before;
  }
};

// One block scans a whole row of n items, B at a time.
__global__ void rows(const int *in, int *out, int n) {
  using Scan = cub::BlockScan<int, B>;
  __shared__ typename Scan::TempStorage temp;
  RunningPrefix prefix(100);
  for (int base = 0; base < n; base += B) {
    int v = in[blockIdx.x * n + base + threadIdx.x];
    Scan(temp).InclusiveSum(v, v, prefix);
    __syncthreads();
    out[blockIdx.x * n + base + threadIdx.x] = v;
  }
}

__global__ void cube(const int *in, int *out) {
  using Scan = cub::BlockScan<int, 8, cub::BLOCK_SCAN_RAKING, 4, 2>;
  __shared__ typename Scan::TempStorage temp;
  int r = threadIdx.x + 8 * (threadIdx.y + 4 * threadIdx.z);
  int e;
  Scan(temp).ExclusiveSum(in[r], e);
  out[r] = e;
}

int main() {
  const int G = 2, N = G * B;
  int h[N * I], fails = 0;
  for (int i = 0; i < N * I; ++i) h[i] = (i * 29) % 23 - 11;
  int *din, *d1, *d2, *d3, *dagg;
  cudaMalloc(&din, sizeof(h));
  cudaMalloc(&d1, sizeof(h));
  cudaMalloc(&d2, sizeof(h));
  cudaMalloc(&d3, sizeof(h));
  cudaMalloc(&dagg, G * sizeof(int));
  cudaMemcpy(din, h, sizeof(h), cudaMemcpyHostToDevice);

  int o1[N * I], o2[N * I], o3[N * I], agg[G], bad = 0;
  single<<<G, B>>>(din, d1, d2, d3, dagg);
  cudaMemcpy(o1, d1, N * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, d2, N * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o3, d3, N * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(agg, dagg, sizeof(agg), cudaMemcpyDeviceToHost);
  for (int b = 0; b < G; ++b) {
    int run = 0, mx = -1000;
    for (int j = 0; j < B; ++j) {
      int k = b * B + j;
      bad += o1[k] != run || o3[k] != mx;
      run += h[k];
      mx = h[k] > mx ? h[k] : mx;
      bad += o2[k] != run;
    }
    bad += agg[b] != run;
  }
  printf("BlockScan one item: %d wrong\n", bad);
  fails += bad != 0;

  bad = 0;
  items<<<G, B>>>(din, d1, d2, dagg);
  cudaMemcpy(o1, d1, sizeof(o1), cudaMemcpyDeviceToHost);
  cudaMemcpy(o2, d2, sizeof(o2), cudaMemcpyDeviceToHost);
  cudaMemcpy(agg, dagg, sizeof(agg), cudaMemcpyDeviceToHost);
  for (int b = 0; b < G; ++b) {
    int run = 0, mx = -1000;
    for (int j = 0; j < B * I; ++j) {
      int k = b * B * I + j;
      bad += o1[k] != run;
      run += h[k];
      mx = h[k] > mx ? h[k] : mx;
      bad += o2[k] != mx;
    }
    bad += agg[b] != run;
  }
  printf("BlockScan four items: %d wrong\n", bad);
  fails += bad != 0;

  bad = 0;
  const int n = 2 * B; // two rows of two tiles
  rows<<<2, B>>>(din, d1, n);
  cudaMemcpy(o1, d1, 2 * n * sizeof(int), cudaMemcpyDeviceToHost);
  for (int r = 0; r < 2; ++r) {
    int run = 100;
    for (int j = 0; j < n; ++j) run += h[r * n + j], bad += o1[r * n + j] != run;
  }
  printf("BlockScan running prefix: %d wrong\n", bad);
  fails += bad != 0;

  bad = 0;
  cube<<<1, dim3(8, 4, 2)>>>(din, d1);
  cudaMemcpy(o1, d1, 64 * sizeof(int), cudaMemcpyDeviceToHost);
  for (int r = 0, run = 0; r < 64; ++r) bad += o1[r] != run, run += h[r];
  printf("BlockScan 3-D block: %d wrong\n", bad);
  fails += bad != 0;
  printf(fails ? "FAIL\n" : "PASS\n");
  return fails != 0;
}
