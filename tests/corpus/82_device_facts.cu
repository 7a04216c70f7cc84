// 82_device_facts: what a program learns about its GPU. The properties
// (cudaGetDeviceProperties) and the attributes (cudaDeviceGetAttribute) must
// tell the same facts, the facts must be those of a real device (at least one
// multiprocessor, a compute capability, a warp, an L2 cache no larger
// than the memory), the stream priority range must be ordered (greatest <=
// least) and the occupancy API's suggestion must fit the device. The facts
// themselves differ between GPUs: they go to stderr (compared with the CUDA
// original's by hand on the H100), the verdicts to stdout.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                                                  \
  do {                                                                                               \
    cudaError_t err_ = (call);                                                                       \
    if (err_ != cudaSuccess) {                                                                       \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                                       \
    }                                                                                                \
  } while (0)

__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= 2.0f;
}

struct Fact {
  const char *what;
  cudaDeviceAttr attr;
  long long prop;
};

int main() {
  int dev = 0;
  CHECK(cudaGetDevice(&dev));
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, dev));
  const Fact facts[] = {
      {"multiprocessors", cudaDevAttrMultiProcessorCount, p.multiProcessorCount},
      {"major", cudaDevAttrComputeCapabilityMajor, p.major},
      {"minor", cudaDevAttrComputeCapabilityMinor, p.minor},
      {"warp", cudaDevAttrWarpSize, p.warpSize},
      {"threads/block", cudaDevAttrMaxThreadsPerBlock, p.maxThreadsPerBlock},
      {"threads/SM", cudaDevAttrMaxThreadsPerMultiProcessor, p.maxThreadsPerMultiProcessor},
      {"blocks/SM", cudaDevAttrMaxBlocksPerMultiprocessor, p.maxBlocksPerMultiProcessor},
      {"L2", cudaDevAttrL2CacheSize, p.l2CacheSize},
      {"persisting L2", cudaDevAttrMaxPersistingL2CacheSize, p.persistingL2CacheMaxSize},
      {"shared/block", cudaDevAttrMaxSharedMemoryPerBlock, (long long)p.sharedMemPerBlock},
      {"shared/SM", cudaDevAttrMaxSharedMemoryPerMultiprocessor, (long long)p.sharedMemPerMultiprocessor},
      {"registers/block", cudaDevAttrMaxRegistersPerBlock, p.regsPerBlock},
      {"memory bus bits", cudaDevAttrGlobalMemoryBusWidth, p.memoryBusWidth},
      {"async engines", cudaDevAttrAsyncEngineCount, p.asyncEngineCount},
      {"stream priorities", cudaDevAttrStreamPrioritiesSupported, p.streamPrioritiesSupported},
      {"grid x", cudaDevAttrMaxGridDimX, p.maxGridSize[0]},
      {"grid y", cudaDevAttrMaxGridDimY, p.maxGridSize[1]},
  };
  int disagree = 0;
  for (const Fact &f : facts) {
    int v = -1;
    CHECK(cudaDeviceGetAttribute(&v, f.attr, dev));
    if (v != f.prop) {
      printf("disagree: %s attribute %d property %lld\n", f.what, v, f.prop);
      ++disagree;
    }
    fprintf(stderr, "fact %s = %lld\n", f.what, f.prop);
  }
  fprintf(stderr, "fact name = %s\n", p.name);
  printf("properties and attributes agree: %d\n", disagree == 0);

  const bool real = p.multiProcessorCount >= 1 && p.major >= 1 && p.warpSize >= 1 &&
                    p.maxThreadsPerBlock >= 256 && (size_t)p.l2CacheSize <= p.totalGlobalMem &&
                    p.totalGlobalMem > 0 && strlen(p.name) > 0;
  printf("facts of a real device: %d\n", real);

  int least = 1, greatest = 1;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  fprintf(stderr, "fact priorities = %d..%d\n", least, greatest);
  printf("priority range ordered: %d\n", greatest <= least && least == 0);

  int min_grid = 0, block = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, scale, 0, 0));
  fprintf(stderr, "fact occupancy = grid %d block %d\n", min_grid, block);
  printf("occupancy fits the device: %d\n",
         block >= 32 && block <= p.maxThreadsPerBlock && min_grid >= p.multiProcessorCount);

  const int n = 1000;
  float *x = nullptr;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)i;
  CHECK(cudaMemcpy(x, h, sizeof h, cudaMemcpyHostToDevice));
  scale<<<(n + block - 1) / block, block>>>(x, n);
  CHECK(cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(x));
  int bad = 0;
  for (int i = 0; i < n; ++i) bad += h[i] != 2.0f * i;
  printf("launch with the suggested block: bad=%d\n", bad);
  const bool pass = disagree == 0 && real && greatest <= least && bad == 0;
  printf("%s\n", pass ? "PASS" : "FAIL");
  return pass ? 0 : 1;
}
