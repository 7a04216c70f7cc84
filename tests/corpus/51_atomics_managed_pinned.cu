// 51_atomics_managed_pinned.cu - float, double and integer atomics on managed
// (cudaMallocManaged) and pinned host (cudaMallocHost) memory, reached directly
// and through fields of structs passed to kernels by value and by pointer; one
// cudaMalloc'd field for contrast. Order-independent, exact results only.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s\n", cudaGetErrorString(e)); return 1; } } while (0)

#define NBINS 8

// Device-visible buffers of one run, passed to the kernel by value.
struct Tally {
  unsigned *bins;       // managed
  float *binWeight;     // pinned host
  double *total;        // managed (through cudaMallocManaged(&t.total))
  float *devSum;        // device (cudaMalloc)
  int nbins;
};

// A managed object whose members are updated in place.
struct Summary {
  int count;
  float fsum;
  double dsum;
  int firstWinner;
};

__global__ void tally(Tally t, Summary *s, const float *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = i % t.nbins;
  atomicAdd(&t.bins[b], 1u);
  atomicAdd(&t.binWeight[b], w[i]);
  atomicAdd(t.total, 0.25);
  atomicAdd(&t.devSum[b], 0.5f);
  atomicAdd(&s->count, 1);
  atomicAdd(&s->fsum, 0.125f);
  atomicAdd(&s->dsum, (double)w[i]);
  // The value is used: the capture form. Exactly one thread sees 0.
  float before = atomicAdd(&t.binWeight[NBINS], 1.0f);
  if (before == 0.0f) atomicExch(&s->firstWinner, i + 1);
}

__global__ void direct(float *pinnedSum, double *managedSum, int *pinnedMax, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(pinnedSum, 2.0f);
  atomicAdd(managedSum, -0.5);
  atomicMax(pinnedMax, (i * 37) % 1000);
}

int main() {
  const int n = 4096;
  Tally t;
  t.nbins = NBINS;
  CHECK(cudaMallocManaged(&t.bins, NBINS * sizeof(unsigned)));
  CHECK(cudaMallocHost((void **)&t.binWeight, (NBINS + 1) * sizeof(float)));
  CHECK(cudaMallocManaged(&t.total, sizeof(double)));
  float *dev;
  CHECK(cudaMalloc(&dev, NBINS * sizeof(float)));
  t.devSum = dev;
  CHECK(cudaMemset(t.devSum, 0, NBINS * sizeof(float)));
  for (int b = 0; b < NBINS; ++b) { t.bins[b] = 0u; t.binWeight[b] = 0.0f; }
  t.binWeight[NBINS] = 0.0f;
  *t.total = 0.0;

  Summary *s;
  CHECK(cudaMallocManaged(&s, sizeof(Summary)));
  s->count = 0; s->fsum = 0.0f; s->dsum = 0.0; s->firstWinner = 0;

  float *w;
  CHECK(cudaMallocManaged(&w, n * sizeof(float)));
  for (int i = 0; i < n; ++i) w[i] = (float)(i % 4) * 0.5f; // 0, 0.5, 1, 1.5

  tally<<<(n + 255) / 256, 256>>>(t, s, w, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  float *pinnedSum;
  int *pinnedMax;
  double *managedSum;
  CHECK(cudaMallocHost(&pinnedSum, sizeof(float)));
  CHECK(cudaMallocHost(&pinnedMax, sizeof(int)));
  CHECK(cudaMallocManaged(&managedSum, sizeof(double)));
  *pinnedSum = 0.0f; *pinnedMax = -1; *managedSum = 1000.0;
  direct<<<(n + 127) / 128, 128>>>(pinnedSum, managedSum, pinnedMax, n);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  float hdev[NBINS];
  CHECK(cudaMemcpy(hdev, t.devSum, sizeof hdev, cudaMemcpyDeviceToHost));

  // CPU reference.
  int binsOk = 1, weightOk = 1, devOk = 1;
  for (int b = 0; b < NBINS; ++b) {
    unsigned count = 0; float weight = 0.0f;
    for (int i = b; i < n; i += NBINS) { ++count; weight += (float)(i % 4) * 0.5f; }
    binsOk &= t.bins[b] == count;
    weightOk &= t.binWeight[b] == weight;
    devOk &= hdev[b] == 0.5f * (float)count;
  }
  int maxRef = -1;
  for (int i = 0; i < n; ++i) maxRef = (i * 37) % 1000 > maxRef ? (i * 37) % 1000 : maxRef;
  double dsumRef = 0.0;
  for (int i = 0; i < n; ++i) dsumRef += (double)((float)(i % 4) * 0.5f);
  int winnerOk = s->firstWinner >= 1 && s->firstWinner <= n;

  printf("managed bins: %u %u ... %u ok=%d\n", t.bins[0], t.bins[1], t.bins[NBINS - 1], binsOk);
  printf("pinned bin weights: %.1f %.1f ... %.1f ok=%d captures=%.1f\n", t.binWeight[0], t.binWeight[1],
         t.binWeight[NBINS - 1], weightOk, t.binWeight[NBINS]);
  printf("managed total (field) = %.2f, device sums ok=%d\n", *t.total, devOk);
  printf("managed object: count=%d fsum=%.3f dsum=%.1f one_winner=%d\n", s->count, s->fsum, s->dsum, winnerOk);
  printf("direct: pinned sum=%.1f pinned max=%d managed sum=%.1f\n", *pinnedSum, *pinnedMax, *managedSum);
  bool ok = binsOk && weightOk && devOk && *t.total == 0.25 * n && t.binWeight[NBINS] == (float)n &&
            s->count == n && s->fsum == 0.125f * n && s->dsum == dsumRef && winnerOk &&
            *pinnedSum == 2.0f * n && *pinnedMax == maxRef && *managedSum == 1000.0 - 0.5 * n;
  printf("%s\n", ok ? "PASS" : "FAIL");
  CHECK(cudaFree(t.bins));
  CHECK(cudaFreeHost(t.binWeight));
  CHECK(cudaFree(t.total));
  CHECK(cudaFree(t.devSum));
  CHECK(cudaFree(s));
  CHECK(cudaFree(w));
  CHECK(cudaFreeHost(pinnedSum));
  CHECK(cudaFreeHost(pinnedMax));
  CHECK(cudaFree(managedSum));
  return ok ? 0 : 1;
}
