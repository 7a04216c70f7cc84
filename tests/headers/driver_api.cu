// Driver API basics through <cuda.h> (which also brings the runtime here).
#include <cuda.h>
#include <cstdio>

#define CU_CHECK(call)                                                        \
  do {                                                                        \
    CUresult r_ = (call);                                                     \
    if (r_ != CUDA_SUCCESS) {                                                 \
      const char *msg = nullptr;                                              \
      cuGetErrorString(r_, &msg);                                             \
      fprintf(stderr, "%s failed: %s\n", #call, msg ? msg : "?");             \
      return 1;                                                               \
    }                                                                         \
  } while (0)

int main() {
  CU_CHECK(cuInit(0));
  int version = 0, count = 0;
  CU_CHECK(cuDriverGetVersion(&version));
  CU_CHECK(cuDeviceGetCount(&count));
  CUdevice dev;
  CU_CHECK(cuDeviceGet(&dev, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, (int)sizeof(name), dev));
  int sms = 0;
  CU_CHECK(cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev));
  size_t total = 0;
  CU_CHECK(cuDeviceTotalMem(&total, dev));
  CUcontext ctx;
  CU_CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CU_CHECK(cuCtxSetCurrent(ctx));
  CUdeviceptr dptr;
  CU_CHECK(cuMemAlloc(&dptr, 1024));
  float host[256] = {0};
  CU_CHECK(cuMemcpyHtoD(dptr, host, sizeof(host)));
  CU_CHECK(cuMemsetD32(dptr, 0u, 256));
  CU_CHECK(cuMemcpyDtoH(host, dptr, sizeof(host)));
  CUstream stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CU_CHECK(cuStreamSynchronize(stream));
  CU_CHECK(cuStreamDestroy(stream));
  CU_CHECK(cuMemFree(dptr));
  CU_CHECK(cuCtxSynchronize());
  CU_CHECK(cuDevicePrimaryCtxRelease(dev));
  printf("%s: %d SMs, %zu bytes, driver %d, %d devices (CUDA_VERSION %d)\n", name, sms, total,
         version, count, CUDA_VERSION);
  // The runtime is available through <cuda.h> in these headers; with the SDK
  // it comes from the nvcc-included cuda_runtime.h.
  cudaStream_t rt_stream = nullptr;
  if (cudaStreamCreate(&rt_stream) != cudaSuccess || cudaStreamDestroy(rt_stream) != cudaSuccess) return 1;
  return 0;
}
