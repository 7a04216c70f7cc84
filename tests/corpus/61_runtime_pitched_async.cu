// 61_runtime_pitched_async: the runtime calls image and volume codes use
// around their kernels: a 2D image in pitched memory (cudaMallocPitch,
// cudaMemcpy2D both ways, cudaMemset2D, a sub-rectangle copy), a 3D volume
// (cudaMalloc3D, cudaMemcpy3D with make_cudaExtent/make_cudaPitchedPtr/
// make_cudaPos, cudaMemset3D), stream-ordered allocation (cudaMallocAsync,
// cudaFreeAsync, the default memory pool), device attributes and occupancy
// for the launch sizes, versions, cudaLaunchHostFunc and cudaStreamAddCallback,
// events with flags, cudaStreamWaitEvent, cudaPointerGetAttributes and
// cudaMemGetInfo. Printed: exact sums and verdicts only (no device-specific
// numbers).
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

// Box blur of radius 1 on a pitched float image (edges clamped).
__global__ void blur(const float *in, size_t inPitch, float *out, size_t outPitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float s = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
      const float *row = (const float *)((const char *)in + yy * inPitch);
      s += row[xx];
    }
  float *orow = (float *)((char *)out + y * outPitch);
  orow[x] = s;
}

// Adds z * 1000 + y to every int of a pitched volume.
__global__ void stamp(cudaPitchedPtr vol, int w, int h, int d) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y, z = blockIdx.z;
  if (x >= w || y >= h || z >= d) return;
  char *slice = (char *)vol.ptr + (size_t)z * vol.pitch * vol.ysize;
  int *row = (int *)(slice + (size_t)y * vol.pitch);
  row[x] += z * 1000 + y;
}

__global__ void iota(int *v, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = base + i;
}

static int hostCalls = 0;
static void CUDART_CB countHost(void *data) { hostCalls += *(int *)data; }
static void CUDART_CB countCallback(cudaStream_t, cudaError_t status, void *data) {
  if (status == cudaSuccess) hostCalls += *(int *)data;
}

int main() {
  int ok = 1;
  // ---- device attributes and occupancy choose the launch sizes
  int dev = 0, maxThreads = 0, sms = 0, warp = 0, major = 0;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, dev));
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CHECK(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev));
  CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
  int minGrid = 0, occBlock = 0, perSm = 0;
  CHECK(cudaOccupancyMaxPotentialBlockSize(&minGrid, &occBlock, iota, 0, 512));
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, iota, occBlock, 0));
  int driver = 0, runtime = 0;
  CHECK(cudaDriverGetVersion(&driver));
  CHECK(cudaRuntimeGetVersion(&runtime));
  printf("attributes: maxThreads_ok=%d sms_ok=%d warp_ok=%d cc_ok=%d block_ok=%d grid_ok=%d versions_ok=%d\n",
         maxThreads >= 256, sms >= 1, warp >= 1, major >= 3, occBlock >= 32 && occBlock <= 512,
         minGrid >= 1 && perSm >= 1, driver >= 11000 && runtime >= 11000);

  // ---- a pitched 2D image
  const int w = 203, h = 117;
  float *img = (float *)malloc(w * h * sizeof(float)), *res = (float *)malloc(w * h * sizeof(float));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = (float)((x * 7 + y * 13) % 32);
  float *dIn, *dOut;
  size_t inPitch = 0, outPitch = 0;
  CHECK(cudaMallocPitch((void **)&dIn, &inPitch, w * sizeof(float), h));
  CHECK(cudaMallocPitch(&dOut, &outPitch, w * sizeof(float), h));
  CHECK(cudaMemset2D(dOut, outPitch, 0, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dIn, inPitch, img, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  dim3 block(32, 8), grid((w + 31) / 32, (h + 7) / 8);
  blur<<<grid, block>>>(dIn, inPitch, dOut, outPitch, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy2D(res, w * sizeof(float), dOut, outPitch, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  int bad = 0;
  double sum = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          int xx = x + dx < 0 ? 0 : (x + dx >= w ? w - 1 : x + dx);
          int yy = y + dy < 0 ? 0 : (y + dy >= h ? h - 1 : y + dy);
          s += img[yy * w + xx];
        }
      bad += res[y * w + x] != s;
      sum += res[y * w + x];
    }
  // A 40 x 20 window at (50, 30) copied out of the device image.
  float win[20][40];
  CHECK(cudaMemcpy2D(win, 40 * sizeof(float), (const char *)dOut + 30 * outPitch + 50 * sizeof(float), outPitch,
                     40 * sizeof(float), 20, cudaMemcpyDeviceToHost));
  for (int y = 0; y < 20; ++y)
    for (int x = 0; x < 40; ++x) bad += win[y][x] != res[(30 + y) * w + 50 + x];
  printf("pitched 2D: pitch_ok=%d sum=%.0f mismatches=%d\n",
         inPitch >= w * sizeof(float) && outPitch >= w * sizeof(float), sum, bad);
  ok &= bad == 0;

  // ---- a 3D volume through cudaMemcpy3D
  const int vw = 37, vh = 11, vd = 6;
  int *vol = (int *)malloc(vw * vh * vd * sizeof(int)), *back = (int *)malloc(vw * vh * vd * sizeof(int));
  for (int i = 0; i < vw * vh * vd; ++i) vol[i] = i % 97;
  cudaExtent ext = make_cudaExtent(vw * sizeof(int), vh, vd);
  cudaPitchedPtr dVol;
  CHECK(cudaMalloc3D(&dVol, ext));
  CHECK(cudaMemset3D(dVol, 0, ext));
  cudaMemcpy3DParms up = {0};
  up.srcPtr = make_cudaPitchedPtr(vol, vw * sizeof(int), vw, vh);
  up.dstPtr = dVol;
  up.extent = ext;
  up.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&up));
  stamp<<<dim3((vw + 63) / 64, vh, vd), 64>>>(dVol, vw, vh, vd);
  CHECK(cudaGetLastError());
  cudaMemcpy3DParms down = {0};
  down.srcPtr = dVol;
  down.dstPtr = make_cudaPitchedPtr(back, vw * sizeof(int), vw, vh);
  down.extent = ext;
  down.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&down));
  bad = 0;
  long long vsum = 0;
  for (int z = 0; z < vd; ++z)
    for (int y = 0; y < vh; ++y)
      for (int x = 0; x < vw; ++x) {
        int i = (z * vh + y) * vw + x;
        bad += back[i] != vol[i] + z * 1000 + y;
        vsum += back[i];
      }
  // One 5 x 3 x 2 box from position (4, 2, 1) of the device volume.
  int box[2][3][5];
  cudaMemcpy3DParms part = {0};
  part.srcPtr = dVol;
  part.srcPos = make_cudaPos(4 * sizeof(int), 2, 1);
  part.dstPtr = make_cudaPitchedPtr(box, 5 * sizeof(int), 5, 3);
  part.extent = make_cudaExtent(5 * sizeof(int), 3, 2);
  part.kind = cudaMemcpyDeviceToHost;
  CHECK(cudaMemcpy3D(&part));
  for (int z = 0; z < 2; ++z)
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 5; ++x) bad += box[z][y][x] != back[((1 + z) * vh + 2 + y) * vw + 4 + x];
  printf("pitched 3D: sum=%lld mismatches=%d\n", vsum, bad);
  ok &= bad == 0;

  // ---- stream-ordered allocation, events, host functions
  cudaStream_t s1, s2;
  CHECK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
  CHECK(cudaStreamCreate(&s2));
  cudaMemPool_t pool;
  CHECK(cudaDeviceGetDefaultMemPool(&pool, dev));
  unsigned long long threshold = 1 << 20, readBack = 0;
  CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &readBack));
  const int n = 5000;
  int *a = nullptr, *hv = (int *)malloc(n * sizeof(int));
  CHECK(cudaMallocAsync((void **)&a, n * sizeof(int), s1));
  iota<<<(n + occBlock - 1) / occBlock, occBlock, 0, s1>>>(a, n, 7);
  cudaEvent_t done;
  CHECK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
  CHECK(cudaEventRecord(done, s1));
  CHECK(cudaStreamWaitEvent(s2, done, 0));
  CHECK(cudaMemcpyAsync(hv, a, n * sizeof(int), cudaMemcpyDeviceToHost, s2));
  int one = 1, ten = 10;
  CHECK(cudaLaunchHostFunc(s2, countHost, &one));
  CHECK(cudaStreamAddCallback(s2, countCallback, &ten, 0));
  CHECK(cudaFreeAsync(a, s2));
  CHECK(cudaStreamSynchronize(s2));
  long long isum = 0;
  for (int i = 0; i < n; ++i) isum += hv[i];
  printf("async: sum=%lld host_calls=%d threshold_ok=%d\n", isum, hostCalls, readBack == threshold);
  ok &= isum == (long long)n * 7 + (long long)n * (n - 1) / 2 && hostCalls == 11;

  // ---- what a pointer is, how much memory there is
  cudaPointerAttributes pa;
  CHECK(cudaPointerGetAttributes(&pa, dIn));
  size_t freeB = 0, totalB = 0;
  CHECK(cudaMemGetInfo(&freeB, &totalB));
  printf("queries: device_pointer=%d memory_ok=%d\n", pa.type == cudaMemoryTypeDevice, freeB <= totalB && totalB > 0);
  ok &= pa.type == cudaMemoryTypeDevice;

  CHECK(cudaEventDestroy(done));
  CHECK(cudaStreamDestroy(s1));
  CHECK(cudaStreamDestroy(s2));
  CHECK(cudaFree(dIn));
  CHECK(cudaFree(dOut));
  CHECK(cudaFree(dVol.ptr));
  free(img); free(res); free(vol); free(back); free(hv);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
