/* fake_hsa.c - a stand-in for ROCr, built as libhsa-runtime64.so.1 in a
 * build folder and found through LD_LIBRARY_PATH by test_granularity.cpp, so
 * that c2o_granularity.h's real dlopen/dlsym path runs on machines without
 * ROCm. It has only the two functions c2o_query_granularity calls, with
 * ROCr's signatures and ABI values (see c2o_granularity.h), plus controls
 * for the test (fake_hsa_*), which the test finds with dlsym.
 *
 * Memory model of the fake: ranges registered with fake_hsa_register are
 * "allocations", coarse- or fine-grained; everything else is fine-grained
 * system memory that ROCr did not allocate.
 *   hsa_amd_svm_attributes_get(GLOBAL_FLAG): COARSE_GRAINED (1) when the
 *     range lies inside one coarse allocation, INDETERMINATE (2) when it
 *     overlaps a coarse allocation without lying inside it, FINE_GRAINED (0)
 *     otherwise. Exact bytes, no rounding to pages (ROCr rounds).
 *   hsa_amd_pointer_info: the allocation holding ptr, type HSA (1) and
 *     global_flags COARSE_GRAINED (4) or FINE_GRAINED (2); type UNKNOWN (0)
 *     elsewhere. It rejects (INVALID_ARGUMENT) a caller whose info->size does
 *     not cover global_flags, so a test proves the caller sets size. */
#include <stddef.h>
#include <stdint.h>

enum {
  status_success = 0,               /* HSA_STATUS_SUCCESS */
  status_invalid_argument = 0x1001, /* HSA_STATUS_ERROR_INVALID_ARGUMENT */
  attrib_global_flag = 0,           /* HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG */
  svm_fine = 0,
  svm_coarse = 1,
  svm_indeterminate = 2,
  pointer_type_unknown = 0,
  pointer_type_hsa = 1,
  pool_fine = 2,
  pool_coarse = 4
};

typedef struct {
  uint64_t attribute;
  uint64_t value;
} svm_attribute_pair;

typedef struct {
  uint64_t handle;
} agent;

typedef struct {
  uint32_t size;
  uint32_t type;
  void *agentBaseAddress;
  void *hostBaseAddress;
  size_t sizeInBytes;
  void *userData;
  agent agentOwner;
  uint32_t global_flags;
} pointer_info;

#define MAX_RANGES 16
static struct {
  uintptr_t base;
  size_t bytes;
  int coarse;
} ranges[MAX_RANGES];
static int range_count = 0;
static int svm_status = status_success;
static int info_status = status_success;
static unsigned long svm_calls = 0, info_calls = 0;

/* Controls for the test. */
int fake_hsa_register(const void *base, size_t bytes, int coarse);
void fake_hsa_reset(void);
void fake_hsa_fail(int svm, int info);
unsigned long fake_hsa_calls(int which);

/* ROCr's functions (prototypes as in ROCr's hsa_ext_amd.h). */
int hsa_amd_svm_attributes_get(void *ptr, size_t size, svm_attribute_pair *attribute_list,
                               size_t attribute_count);
int hsa_amd_pointer_info(const void *ptr, pointer_info *info, void *(*alloc)(size_t),
                         uint32_t *num_agents_accessible, agent **accessible);

/* Registers [base, base + bytes) as an allocation, coarse-grained when
 * coarse is nonzero; returns 0 when the table is full. */
int fake_hsa_register(const void *base, size_t bytes, int coarse) {
  if (range_count == MAX_RANGES) return 0;
  ranges[range_count].base = (uintptr_t)base;
  ranges[range_count].bytes = bytes;
  ranges[range_count].coarse = coarse;
  ++range_count;
  return 1;
}

/* Forgets every allocation and failure, zeroes the call counts. */
void fake_hsa_reset(void) {
  range_count = 0;
  svm_status = info_status = status_success;
  svm_calls = info_calls = 0;
}

/* From now on the SVM query / pointer info return these statuses (0: work). */
void fake_hsa_fail(int svm, int info) {
  svm_status = svm;
  info_status = info;
}

/* Calls so far: which 0 = hsa_amd_svm_attributes_get, 1 = hsa_amd_pointer_info. */
unsigned long fake_hsa_calls(int which) { return which == 0 ? svm_calls : info_calls; }

int hsa_amd_svm_attributes_get(void *ptr, size_t size, svm_attribute_pair *attribute_list,
                               size_t attribute_count) {
  uintptr_t lo = (uintptr_t)ptr, hi = lo + size;
  size_t a;
  int i;
  ++svm_calls;
  if (svm_status != status_success) return svm_status;
  if (!ptr || !attribute_list) return status_invalid_argument;
  for (a = 0; a < attribute_count; ++a) {
    uint64_t model = svm_fine;
    if (attribute_list[a].attribute != attrib_global_flag) return status_invalid_argument;
    for (i = 0; i < range_count; ++i) {
      uintptr_t b = ranges[i].base, e = b + ranges[i].bytes;
      if (!ranges[i].coarse || hi <= b || lo >= e) continue;
      model = (lo >= b && hi <= e) ? svm_coarse : svm_indeterminate;
      break;
    }
    attribute_list[a].value = model;
  }
  return status_success;
}

int hsa_amd_pointer_info(const void *ptr, pointer_info *info, void *(*alloc)(size_t),
                         uint32_t *num_agents_accessible, agent **accessible) {
  uintptr_t p = (uintptr_t)ptr;
  int i;
  (void)alloc;
  (void)accessible;
  ++info_calls;
  if (info_status != status_success) return info_status;
  if (!ptr || !info) return status_invalid_argument;
  if (info->size < offsetof(pointer_info, global_flags) + sizeof info->global_flags)
    return status_invalid_argument;
  info->size = sizeof *info;
  info->type = pointer_type_unknown;
  if (num_agents_accessible) *num_agents_accessible = 0;
  for (i = 0; i < range_count; ++i) {
    if (p >= ranges[i].base && p - ranges[i].base < ranges[i].bytes) {
      info->type = pointer_type_hsa;
      info->agentBaseAddress = info->hostBaseAddress = (void *)ranges[i].base;
      info->sizeInBytes = ranges[i].bytes;
      info->global_flags = ranges[i].coarse ? pool_coarse : pool_fine;
      break;
    }
  }
  return status_success;
}
