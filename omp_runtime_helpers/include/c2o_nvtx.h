/* c2o_nvtx.h - NVTX, the NVIDIA Tools Extension (nvToolsExt.h,
 * nvtx3/nvToolsExt.h, nvToolsExtCudaRt.h): profiler annotations, accepted
 * under their own names and doing nothing, since no NVIDIA profiler watches
 * an OpenMP program (the translator notes each call: C2O1141). Ranges keep
 * their nesting depth, which nvtxRangePush and nvtxRangePop return as NVTX
 * does (per host thread); domains and registered strings are handles that
 * name nothing. C11 and C++. */
#ifndef C2O_NVTX_H
#define C2O_NVTX_H

#include <stddef.h>
#include <stdint.h>
#include "c2o_stream_event.h"
#include "c2o_nvtx_types.h" /* macros, handles, attributes, the core calls' A/W aliases */

#ifdef __cplusplus
extern "C" {
#endif


#ifdef __cplusplus
#define C2O_IMPL_NVTX_THREAD thread_local
#else
#define C2O_IMPL_NVTX_THREAD _Thread_local
#endif

/* The nesting depth of the push/pop ranges of this host thread. */
static inline int *c2o_impl_nvtx_depth(void) {
  static C2O_IMPL_NVTX_THREAD int depth = 0;
  return &depth;
}
static inline int c2o_impl_nvtx_push(void) { return (*c2o_impl_nvtx_depth())++; }
static inline int c2o_impl_nvtx_pop(void) {
  int *d = c2o_impl_nvtx_depth();
  return *d > 0 ? --*d : -1;
}
/* A range id: distinct for each start, as NVTX's are. */
static inline nvtxRangeId_t c2o_impl_nvtx_range_id(void) {
  static C2O_IMPL_NVTX_THREAD nvtxRangeId_t next = 0;
  return ++next;
}

static inline void nvtxInitialize(const void *reserved) { (void)reserved; }

static inline void nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib) {
  (void)domain; (void)eventAttrib;
}
static inline void nvtxMarkEx(const nvtxEventAttributes_t *eventAttrib) { (void)eventAttrib; }
static inline void nvtxMarkA(const char *message) { (void)message; }
static inline void nvtxMarkW(const wchar_t *message) { (void)message; }

static inline nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib) {
  (void)domain; (void)eventAttrib;
  return c2o_impl_nvtx_range_id();
}
static inline nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *eventAttrib) {
  (void)eventAttrib;
  return c2o_impl_nvtx_range_id();
}
static inline nvtxRangeId_t nvtxRangeStartA(const char *message) { (void)message; return c2o_impl_nvtx_range_id(); }
static inline nvtxRangeId_t nvtxRangeStartW(const wchar_t *message) { (void)message; return c2o_impl_nvtx_range_id(); }
static inline void nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id) { (void)domain; (void)id; }
static inline void nvtxRangeEnd(nvtxRangeId_t id) { (void)id; }

static inline int nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *eventAttrib) {
  (void)domain; (void)eventAttrib;
  return c2o_impl_nvtx_push();
}
static inline int nvtxRangePushEx(const nvtxEventAttributes_t *eventAttrib) { (void)eventAttrib; return c2o_impl_nvtx_push(); }
static inline int nvtxRangePushA(const char *message) { (void)message; return c2o_impl_nvtx_push(); }
static inline int nvtxRangePushW(const wchar_t *message) { (void)message; return c2o_impl_nvtx_push(); }
static inline int nvtxDomainRangePop(nvtxDomainHandle_t domain) { (void)domain; return c2o_impl_nvtx_pop(); }
static inline int nvtxRangePop(void) { return c2o_impl_nvtx_pop(); }

static inline void nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category, const char *name) {
  (void)domain; (void)category; (void)name;
}
static inline void nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category, const wchar_t *name) {
  (void)domain; (void)category; (void)name;
}
static inline void nvtxNameCategoryA(uint32_t category, const char *name) { (void)category; (void)name; }
static inline void nvtxNameCategoryW(uint32_t category, const wchar_t *name) { (void)category; (void)name; }
static inline void nvtxNameOsThreadA(uint32_t threadId, const char *name) { (void)threadId; (void)name; }
static inline void nvtxNameOsThreadW(uint32_t threadId, const wchar_t *name) { (void)threadId; (void)name; }

/* Handles that name nothing: distinct from null, never dereferenced. */
static inline nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t domain, const char *string) {
  (void)domain;
  return (nvtxStringHandle_t)(void *)string;
}
static inline nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t domain, const wchar_t *string) {
  (void)domain;
  return (nvtxStringHandle_t)(void *)string;
}
static inline nvtxDomainHandle_t nvtxDomainCreateA(const char *name) { return (nvtxDomainHandle_t)(void *)name; }
static inline nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t *name) { return (nvtxDomainHandle_t)(void *)name; }
static inline void nvtxDomainDestroy(nvtxDomainHandle_t domain) { (void)domain; }

/* nvToolsExtCudaRt.h: names for the runtime's devices, streams and events. */
static inline void nvtxNameCudaDeviceA(int device, const char *name) { (void)device; (void)name; }
static inline void nvtxNameCudaDeviceW(int device, const wchar_t *name) { (void)device; (void)name; }
static inline void nvtxNameCudaStreamA(c2o_stream_t stream, const char *name) { (void)stream; (void)name; }
static inline void nvtxNameCudaStreamW(c2o_stream_t stream, const wchar_t *name) { (void)stream; (void)name; }
static inline void nvtxNameCudaEventA(c2o_event_t event, const char *name) { (void)event; (void)name; }
static inline void nvtxNameCudaEventW(c2o_event_t event, const wchar_t *name) { (void)event; (void)name; }

/* nvToolsExtCudaRt.h's generic names (the core ones: c2o_nvtx_types.h) */
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

#endif /* C2O_NVTX_H */
