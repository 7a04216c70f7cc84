// 80_signal_totals_atomics: summary statistics of a sampled signal, the way
// flat CUDA code often computes them: each thread folds its grid-stride
// share into registers, then adds them to a struct of totals with one atomic
// per field (weighted energy as a double sum, the peak magnitude with
// atomicMax, the lowest sample with atomicMin, clipped-sample and
// zero-crossing counts, a bit mask of the channels that clipped). A
// histogram kernel (one bin per sample: a per-thread address) and a gain
// kernel that writes its output and sums it (another allocation) come with
// it. Totals accumulate over three frames (launches) on top of their start
// values. The weights are multiples of 1/4 and the samples integers, so the
// energy is exact in any order; the float gain sum is checked with a
// tolerance (only its verdict is printed).
#include <climits>
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

#define CHANNELS 8
#define BINS 16

struct SignalTotals {
  double energy;                 // sum of weight * sample^2
  int peak;                      // largest |sample|
  int lowest;                    // smallest sample
  unsigned long long clipped;    // samples at or beyond the clip level
  unsigned crossings;            // sign changes between neighbours
  unsigned clippedChannels;      // bit c: channel c clipped at least once
};

__global__ void summarize(const int *samples, const float *weights, int n, int clipLevel, SignalTotals *tot) {
  double energy = 0.0;
  int peak = 0, lowest = INT_MAX;
  unsigned long long clipped = 0;
  unsigned crossings = 0, channels = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    int s = samples[i];
    int a = abs(s);
    energy += (double)weights[i] * s * s;
    peak = max(peak, a);
    lowest = min(lowest, s);
    if (a >= clipLevel) {
      ++clipped;
      channels |= 1u << (i % CHANNELS);
    }
    if (i > 0 && ((samples[i - 1] < 0) != (s < 0))) ++crossings;
  }
  atomicAdd(&tot->energy, energy);
  atomicMax(&tot->peak, peak);
  atomicMin(&tot->lowest, lowest);
  if (clipped > 0) atomicAdd(&tot->clipped, clipped);
  atomicAdd(&tot->crossings, crossings);
  atomicOr(&tot->clippedChannels, channels);
}

// One bin per sample: every thread its own address.
__global__ void histogram(const int *samples, int n, int range, unsigned *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = (samples[i] + range) * BINS / (2 * range + 1);
  atomicAdd(&bins[b], 1u);
}

// Writes the scaled signal and adds up what it wrote.
__global__ void gain(const int *samples, float *out, int n, float g, float *outSum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = g * (float)samples[i];
    atomicAdd(outSum, out[i]);
  }
}

int main() {
  const int n = 200003, range = 1200, clipLevel = 1000, frames = 3;
  int *hs = (int *)malloc(n * sizeof(int));
  float *hw = (float *)malloc(n * sizeof(float));
  unsigned seed = 2024u;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    // a slow wave plus noise, in [-range, range]
    int wave = (int)(900.0 * sin(i * 0.001));
    int noise = (int)(seed >> 24) - 128;
    int s = wave + noise;
    hs[i] = s > range ? range : (s < -range ? -range : s);
    hw[i] = (float)(1 + i % 4) * 0.25f;
  }

  int *samples;
  float *weights, *out, *outSum;
  SignalTotals *tot;
  unsigned *bins;
  CHECK(cudaMalloc(&samples, n * sizeof(int)));
  CHECK(cudaMalloc(&weights, n * sizeof(float)));
  CHECK(cudaMalloc(&out, n * sizeof(float)));
  CHECK(cudaMalloc(&outSum, sizeof(float)));
  CHECK(cudaMalloc(&tot, sizeof(SignalTotals)));
  CHECK(cudaMalloc(&bins, BINS * sizeof(unsigned)));
  CHECK(cudaMemcpy(samples, hs, n * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(weights, hw, n * sizeof(float), cudaMemcpyHostToDevice));
  // start values the atomics combine with: a carried-over energy and count
  SignalTotals start = {0.5, 0, INT_MAX, 7ull, 0u, 0u};
  CHECK(cudaMemcpy(tot, &start, sizeof start, cudaMemcpyHostToDevice));
  CHECK(cudaMemset(bins, 0, BINS * sizeof(unsigned)));
  CHECK(cudaMemset(outSum, 0, sizeof(float)));

  for (int f = 0; f < frames; ++f)
    summarize<<<64, 128>>>(samples, weights, n, clipLevel, tot);
  histogram<<<(n + 255) / 256, 256>>>(samples, n, range, bins);
  gain<<<(n + 255) / 256, 256>>>(samples, out, n, 0.5f, outSum);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());

  SignalTotals got;
  unsigned hbins[BINS];
  float gotSum;
  float *hout = (float *)malloc(n * sizeof(float));
  CHECK(cudaMemcpy(&got, tot, sizeof got, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hbins, bins, sizeof hbins, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(&gotSum, outSum, sizeof gotSum, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hout, out, n * sizeof(float), cudaMemcpyDeviceToHost));

  // CPU reference
  double energy = 0.0, sum = 0.0;
  int peak = 0, lowest = INT_MAX;
  unsigned long long clipped = 0;
  unsigned crossings = 0, channels = 0, refBins[BINS] = {0};
  int outOk = 1;
  for (int i = 0; i < n; ++i) {
    int s = hs[i], a = abs(s);
    energy += (double)hw[i] * s * s;
    if (a > peak) peak = a;
    if (s < lowest) lowest = s;
    if (a >= clipLevel) {
      ++clipped;
      channels |= 1u << (i % CHANNELS);
    }
    if (i > 0 && ((hs[i - 1] < 0) != (s < 0))) ++crossings;
    ++refBins[(s + range) * BINS / (2 * range + 1)];
    sum += 0.5 * s;
    if (hout[i] != 0.5f * (float)s) outOk = 0;
  }
  int ok = 1;
  ok &= got.energy == start.energy + frames * energy;
  ok &= got.peak == peak && got.lowest == lowest;
  ok &= got.clipped == start.clipped + frames * clipped;
  ok &= got.crossings == frames * crossings && got.clippedChannels == channels;
  int binsOk = 1;
  for (int b = 0; b < BINS; ++b) binsOk &= hbins[b] == refBins[b];
  int sumOk = fabs(gotSum - sum) <= 1e-4 * fabs(sum) + 1.0;

  printf("energy=%.2f peak=%d lowest=%d clipped=%llu crossings=%u channels=0x%02x\n", got.energy, got.peak,
         got.lowest, got.clipped, got.crossings, got.clippedChannels);
  printf("bins:");
  for (int b = 0; b < BINS; ++b) printf(" %u", hbins[b]);
  printf("\n");
  printf("totals_ok=%d bins_ok=%d out_ok=%d gain_sum_ok=%d\n", ok, binsOk, outOk, sumOk);
  printf("%s\n", ok && binsOk && outOk && sumOk ? "PASS" : "FAIL");
  CHECK(cudaFree(samples));
  CHECK(cudaFree(weights));
  CHECK(cudaFree(out));
  CHECK(cudaFree(outSum));
  CHECK(cudaFree(tot));
  CHECK(cudaFree(bins));
  free(hs);
  free(hw);
  free(hout);
  return ok && binsOk && outOk && sumOk ? 0 : 1;
}
