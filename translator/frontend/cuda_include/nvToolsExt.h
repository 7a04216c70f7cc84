/* nvToolsExt.h - NVIDIA Tools Extension (NVTX v3) C API: declarations only,
 * written from NVIDIA's NVTX documentation (nvtx3/nvToolsExt.h of the CUDA
 * toolkit): marks, ranges, names, domains and registered strings. The
 * translation includes c2o_nvtx.h instead, where every call does nothing. */
#ifndef C2O_NVTOOLSEXT_H
#define C2O_NVTOOLSEXT_H

#include <stddef.h>
#include <stdint.h>

/* version and status macros, handles, the attribute structure, the core
 * calls' A/W aliases: defined once, with the helpers */
#if __has_include("../helpers/c2o_nvtx_types.h")
#include "../helpers/c2o_nvtx_types.h"
#else
#include "../../../omp_runtime_helpers/include/c2o_nvtx_types.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

void nvtxInitialize(const void *reserved);

void nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
void nvtxMarkEx(const nvtxEventAttributes_t *eventAttrib);
void nvtxMarkA(const char *message);
void nvtxMarkW(const wchar_t *message);

nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *eventAttrib);
nvtxRangeId_t nvtxRangeStartA(const char *message);
nvtxRangeId_t nvtxRangeStartW(const wchar_t *message);
void nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id);
void nvtxRangeEnd(nvtxRangeId_t id);

int nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib);
int nvtxRangePushEx(const nvtxEventAttributes_t *eventAttrib);
int nvtxRangePushA(const char *message);
int nvtxRangePushW(const wchar_t *message);
int nvtxDomainRangePop(nvtxDomainHandle_t domain);
int nvtxRangePop(void);

void nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category, const char *name);
void nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category, const wchar_t *name);
void nvtxNameCategoryA(uint32_t category, const char *name);
void nvtxNameCategoryW(uint32_t category, const wchar_t *name);
void nvtxNameOsThreadA(uint32_t threadId, const char *name);
void nvtxNameOsThreadW(uint32_t threadId, const wchar_t *name);

nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t domain, const char *string);
nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t domain, const wchar_t *string);
nvtxDomainHandle_t nvtxDomainCreateA(const char *name);
nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t *name);
void nvtxDomainDestroy(nvtxDomainHandle_t domain);


#ifdef __cplusplus
}
#endif

#endif /* C2O_NVTOOLSEXT_H */
