// 45_dynamic_shared: `extern __shared__` arrays sized by the third launch
// argument.  Kernel 1 (extern float buf[]) reverses every block's segment
// and then tree-reduces it; it is launched with 128 and with 256 threads and
// blockDim * sizeof(float) bytes.  Kernel 2 (extern int smem[]) carves two
// int arrays out of one allocation (a = smem, b = smem + blockDim.x) to
// reduce a sum and a sum of squares together, with 2 * blockDim * sizeof(int)
// bytes.  Float data are multiples of 1/4, so the sums are exact.
#include <cstdio>
#include <cstdlib>
#include <vector>
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

__global__ void reverseAndSum(const float *in, float *rev, float *sums) {
  extern __shared__ float buf[];
  int tid = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  buf[tid] = in[base + tid];
  __syncthreads();
  rev[base + tid] = buf[blockDim.x - 1 - tid];
  __syncthreads();  // everyone has read buf before the reduction overwrites it
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) buf[tid] += buf[tid + s];
    __syncthreads();
  }
  if (tid == 0) sums[blockIdx.x] = buf[0];
}

__global__ void sumAndSquares(const int *in, int n, int *out) {
  extern __shared__ int smem[];
  int *a = smem;               // blockDim.x ints
  int *b = smem + blockDim.x;  // blockDim.x ints
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  int v = i < n ? in[i] : 0;
  a[tid] = v;
  b[tid] = v * v;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) {
      a[tid] += a[tid + s];
      b[tid] += b[tid + s];
    }
    __syncthreads();
  }
  if (tid == 0) {
    out[2 * blockIdx.x] = a[0];
    out[2 * blockIdx.x + 1] = b[0];
  }
}

// Returns the number of wrong values (reversal and block sums).
int runFloat(const std::vector<float> &h, int bs, double *total) {
  int n = (int)h.size(), blocks = n / bs;  // n is a multiple of 256
  float *dIn, *dRev, *dSums;
  CHECK(cudaMalloc(&dIn, n * sizeof(float)));
  CHECK(cudaMalloc(&dRev, n * sizeof(float)));
  CHECK(cudaMalloc(&dSums, blocks * sizeof(float)));
  CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  reverseAndSum<<<blocks, bs, bs * sizeof(float)>>>(dIn, dRev, dSums);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  std::vector<float> rev(n), sums(blocks);
  CHECK(cudaMemcpy(rev.data(), dRev, n * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dRev);
  cudaFree(dSums);
  int bad = 0;
  double t = 0.0;
  for (int b = 0; b < blocks; ++b) {
    double ref = 0.0;
    for (int j = 0; j < bs; ++j) {
      ref += h[b * bs + j];
      if (rev[b * bs + j] != h[b * bs + bs - 1 - j]) ++bad;
    }
    if ((double)sums[b] != ref) ++bad;
    t += sums[b];
  }
  *total = t;
  return bad;
}

int main() {
  const int nf = 256 * 20;
  std::vector<float> hf(nf);
  double refF = 0.0;
  for (int i = 0; i < nf; ++i) {
    hf[i] = (float)((i * 37) % 81 - 40) * 0.25f;
    refF += hf[i];
  }
  double t128, t256;
  int bad128 = runFloat(hf, 128, &t128);
  int bad256 = runFloat(hf, 256, &t256);

  const int ni = 5000, bs = 64, blocks = (ni + bs - 1) / bs;
  std::vector<int> hi(ni);
  long long refS = 0, refQ = 0;
  for (int i = 0; i < ni; ++i) {
    hi[i] = (i * 13) % 101 - 50;
    refS += hi[i];
    refQ += hi[i] * hi[i];
  }
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, ni * sizeof(int)));
  CHECK(cudaMalloc(&dOut, 2 * blocks * sizeof(int)));
  CHECK(cudaMemcpy(dIn, hi.data(), ni * sizeof(int), cudaMemcpyHostToDevice));
  sumAndSquares<<<blocks, bs, 2 * bs * sizeof(int)>>>(dIn, ni, dOut);
  CHECK(cudaGetLastError());
  std::vector<int> out(2 * blocks);
  CHECK(cudaMemcpy(out.data(), dOut, 2 * blocks * sizeof(int), cudaMemcpyDeviceToHost));
  cudaFree(dIn);
  cudaFree(dOut);
  int badI = 0;
  long long sumS = 0, sumQ = 0;
  for (int b = 0; b < blocks; ++b) {
    int rs = 0, rq = 0;
    for (int i = b * bs; i < (b + 1) * bs && i < ni; ++i) {
      rs += hi[i];
      rq += hi[i] * hi[i];
    }
    if (out[2 * b] != rs || out[2 * b + 1] != rq) ++badI;
    sumS += out[2 * b];
    sumQ += out[2 * b + 1];
  }
  printf("float bs=128 bad=%d total=%.2f\n", bad128, t128);
  printf("float bs=256 bad=%d total=%.2f\n", bad256, t256);
  printf("float ref=%.2f\n", refF);
  printf("int bs=%d blocks=%d bad=%d sum=%lld sumsq=%lld ref=%lld/%lld\n", bs, blocks,
         badI, sumS, sumQ, refS, refQ);
  bool ok = bad128 == 0 && bad256 == 0 && badI == 0 && t128 == refF &&
            t256 == refF && sumS == refS && sumQ == refQ;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
