/* nvToolsExtCuda.h - NVTX names for CUDA driver API objects: declarations
 * only (NVIDIA's NVTX documentation). The driver API is not translated: a
 * use of these names gets C2O1002. */
#ifndef C2O_NVTOOLSEXTCUDA_H
#define C2O_NVTOOLSEXTCUDA_H

#include "nvToolsExt.h"
#include "cuda.h"

#ifdef __cplusplus
extern "C" {
#endif

void nvtxNameCuDeviceA(CUdevice device, const char *name);
void nvtxNameCuDeviceW(CUdevice device, const wchar_t *name);
void nvtxNameCuContextA(CUcontext context, const char *name);
void nvtxNameCuContextW(CUcontext context, const wchar_t *name);
void nvtxNameCuStreamA(CUstream stream, const char *name);
void nvtxNameCuStreamW(CUstream stream, const wchar_t *name);
void nvtxNameCuEventA(CUevent event, const char *name);
void nvtxNameCuEventW(CUevent event, const wchar_t *name);

#ifdef UNICODE
#define nvtxNameCuDevice nvtxNameCuDeviceW
#define nvtxNameCuContext nvtxNameCuContextW
#define nvtxNameCuStream nvtxNameCuStreamW
#define nvtxNameCuEvent nvtxNameCuEventW
#else
#define nvtxNameCuDevice nvtxNameCuDeviceA
#define nvtxNameCuContext nvtxNameCuContextA
#define nvtxNameCuStream nvtxNameCuStreamA
#define nvtxNameCuEvent nvtxNameCuEventA
#endif

#ifdef __cplusplus
}
#endif

#endif /* C2O_NVTOOLSEXTCUDA_H */
