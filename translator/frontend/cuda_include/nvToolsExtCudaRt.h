/* nvToolsExtCudaRt.h - NVTX names for CUDA runtime devices, streams and
 * events: declarations only (NVIDIA's NVTX documentation). */
#ifndef C2O_NVTOOLSEXTCUDART_H
#define C2O_NVTOOLSEXTCUDART_H

#include "nvToolsExt.h"
#include "cuda_runtime_api.h"

#ifdef __cplusplus
extern "C" {
#endif

void nvtxNameCudaDeviceA(int device, const char *name);
void nvtxNameCudaDeviceW(int device, const wchar_t *name);
void nvtxNameCudaStreamA(cudaStream_t stream, const char *name);
void nvtxNameCudaStreamW(cudaStream_t stream, const wchar_t *name);
void nvtxNameCudaEventA(cudaEvent_t event, const char *name);
void nvtxNameCudaEventW(cudaEvent_t event, const wchar_t *name);

#ifdef UNICODE
#define nvtxNameCudaDevice nvtxNameCudaDeviceW
#define nvtxNameCudaStream nvtxNameCudaStreamW
#define nvtxNameCudaEvent nvtxNameCudaEventW
#else
#define nvtxNameCudaDevice nvtxNameCudaDeviceA
#define nvtxNameCudaStream nvtxNameCudaStreamA
#define nvtxNameCudaEvent nvtxNameCudaEventA
#endif

#ifdef __cplusplus
}
#endif

#endif /* C2O_NVTOOLSEXTCUDART_H */
