// 22_streams_async: a 4-chunk pipeline over 4 streams.  Pinned staging
// buffers from cudaMallocHost and cudaHostAlloc, cudaMemcpyAsync in both
// directions, launches <<<g, b, 0, stream>>>, cudaStreamSynchronize, and
// events recorded around the work (only elapsed >= 0 is checked).
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

__global__ void transform(const int *in, int *out, int n, int chunk) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int v = in[i];
    out[i] = (v * v) % 1009 + chunk * 10000;
  }
}

int main() {
  const int nStreams = 4, n = 1 << 18, chunk = n / nStreams;
  int *hIn = nullptr, *hOut = nullptr;
  CHECK(cudaMallocHost(&hIn, n * sizeof(int)));
  CHECK(cudaHostAlloc(&hOut, n * sizeof(int), cudaHostAllocDefault));
  for (int i = 0; i < n; ++i) hIn[i] = (i * 31) % 4093;
  int *dIn, *dOut;
  CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CHECK(cudaMalloc(&dOut, n * sizeof(int)));

  cudaStream_t streams[nStreams];
  for (int s = 0; s < nStreams; ++s) CHECK(cudaStreamCreate(&streams[s]));
  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, 0));
  for (int s = 0; s < nStreams; ++s) {
    int off = s * chunk;
    CHECK(cudaMemcpyAsync(dIn + off, hIn + off, chunk * sizeof(int),
                          cudaMemcpyHostToDevice, streams[s]));
    transform<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(dIn + off, dOut + off, chunk, s);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hOut + off, dOut + off, chunk * sizeof(int),
                          cudaMemcpyDeviceToHost, streams[s]));
  }
  for (int s = 0; s < nStreams; ++s) CHECK(cudaStreamSynchronize(streams[s]));
  CHECK(cudaEventRecord(stop, 0));
  CHECK(cudaEventSynchronize(stop));
  float ms = -1.0f;
  CHECK(cudaEventElapsedTime(&ms, start, stop));

  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int v = hIn[i];
    int ref = (v * v) % 1009 + (i / chunk) * 10000;
    if (hOut[i] != ref) ++bad;
    sum += hOut[i];
  }
  printf("streams=%d chunk=%d\n", nStreams, chunk);
  printf("bad=%d sum=%lld\n", bad, sum);
  printf("elapsed_nonnegative=%d\n", ms >= 0.0f ? 1 : 0);
  for (int s = 0; s < nStreams; ++s) CHECK(cudaStreamDestroy(streams[s]));
  CHECK(cudaEventDestroy(start));
  CHECK(cudaEventDestroy(stop));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFreeHost(hIn));
  CHECK(cudaFreeHost(hOut));
  bool ok = bad == 0 && ms >= 0.0f;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
