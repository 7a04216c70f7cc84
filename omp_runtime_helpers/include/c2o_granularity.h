/* c2o_granularity.h - host-side run-time checks of the memory that AMD's
 * floating-point atomic hints touch: the granularity (coarse or fine) of a
 * pointer range, HSA_XNACK, and an opt-in assertion to place before a target
 * region whose atomics use hint(AMD_fast_fp_atomics). C11 and C++14,
 * header-only; host code only (never call these inside a target region).
 *
 * Why. On MI200 (gfx90a) the hardware FP atomics that AMD_fast_fp_atomics
 * selects do not work on fine-grained memory (PCIe/host-coherent pages): the
 * update is silently lost, so the results are wrong with no error.
 * AMD_safe_fp_atomics (a compare-and-swap loop) or coarse-grained memory
 * avoids that. Which memory is fine-grained is known only at run time.
 *
 * Mechanisms, tried in order by c2o_query_granularity (each looked up at run
 * time, never linked, so nothing is needed on machines without ROCm):
 *   1. omp_is_coarse_grain_mem_region(ptr, bytes) - ROCm/AOMP's libomptarget,
 *      found with dlsym(RTLD_DEFAULT, ...) when the process has it, and only
 *      called when the default device is an offload device. A nonzero answer
 *      is COARSE. Zero is not conclusive: the function answers 0 whenever the
 *      program lacks `#pragma omp requires unified_shared_memory`, and
 *      otherwise reports only pages the OpenMP runtime itself switched to
 *      coarse grain (ROCm/llvm-project offload/libomptarget/OpenMP/API.cpp),
 *      so a zero moves on to 2.
 *   2. ROCr (libhsa-runtime64.so.1): dlopen with RTLD_NOLOAD first (the
 *      OpenMP runtime normally loaded it already), else a plain dlopen.
 *      a. hsa_amd_svm_attributes_get with HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG:
 *         COARSE_GRAINED -> COARSE, FINE_GRAINED -> FINE, INDETERMINATE (the
 *         range mixes both) -> FINE, since part of it is fine-grained.
 *      b. if that fails (status other than success), hsa_amd_pointer_info on
 *         ptr, whose global_flags hold the allocation's memory-pool flags:
 *         FINE_GRAINED or EXTENDED_SCOPE_FINE_GRAINED -> FINE, COARSE_GRAINED
 *         -> COARSE. It describes the allocation that contains ptr; memory
 *         ROCr did not allocate or register (plain malloc) is unknown to it.
 *   3. Otherwise UNKNOWN, with the reason in *how.
 *
 * What UNKNOWN means: no mechanism could answer - neither "fine" nor
 * "coarse" was established, so nothing can be concluded about fast atomics
 * on that memory. It is the answer on every machine without ROCm (NVIDIA
 * GPUs, the host-offload test lines), in a process that loaded ROCr without
 * initializing it (ROCr answers HSA_STATUS_ERROR_NOT_INITIALIZED until
 * hsa_init, which the OpenMP runtime calls when it starts its AMD GPU plugin),
 * and for host memory that ROCr knows nothing of when the SVM query fails.
 *
 * Granularity is per page: ROCr rounds ptr down and ptr + bytes up to page
 * boundaries, so small allocations sharing a page share its granularity.
 *
 * Cost. The symbols are looked up once per process, at the first query
 * (cached in weak globals, so all files share them); a query then costs at
 * most one omp_is_coarse_grain_mem_region call and one or two ROCr calls
 * (the SVM query is a system call into the KFD driver). Nothing runs unless a
 * function here is called. Linking: dlopen/dlsym are in glibc's libc from
 * 2.34 on (Debian 12 has 2.36); older glibc needs -ldl.
 *
 * The assertion, C2O_ASSERT_FAST_FP_ATOMIC(ptr, bytes), is off by default:
 *   -DC2O_CHECK_FAST_ATOMICS=1  always on in that file;
 *   -DC2O_CHECK_FAST_ATOMICS=0  expands to nothing (arguments not evaluated),
 *                               whatever the environment says;
 *   not defined (default)       on when the environment variable
 *                               C2O_CHECK_FAST_ATOMICS is set to a non-empty
 *                               value other than "0" (e.g. =1). The variable
 *                               is read with one getenv per process, at the
 *                               first use, and cached: every later use costs
 *                               one relaxed load and a branch, and the
 *                               arguments are evaluated only when on.
 * When on it queries the granularity: FINE prints
 *   c2o: fast FP atomics on fine-grained memory at <ptr> (<bytes> bytes,
 *   <file>:<line>): results would be wrong on MI200; use
 *   hint(AMD_safe_fp_atomics) or coarse-grained memory
 * to stderr and aborts; UNKNOWN prints once per process that the check could
 * not be made and why, and goes on; COARSE goes on silently.
 *
 * ROCr ABI. The few ROCr types and values used here are declared below, so no
 * ROCm header is needed. Checked against ROCm's public headers, found with
 * the code-search tool: ROCm/ROCR-Runtime src/inc/hsa_ext_amd.h (commit
 * ff67af3ffb2ad69e8522b169a3d25df8332abd4f: hsa_amd_svm_model_t,
 * hsa_amd_svm_attribute_t, hsa_amd_svm_attribute_pair_t,
 * hsa_amd_pointer_type_t, hsa_amd_pointer_info_t,
 * hsa_amd_memory_pool_global_flag_t, and the prototypes of
 * hsa_amd_svm_attributes_get and hsa_amd_pointer_info) and
 * src/inc/hsa.h (commit 08c3197912a917ecab01d0879770b2924deff48d:
 * hsa_status_t). Note: global_flags holds hsa_amd_memory_pool_global_flag_t
 * bits, FINE_GRAINED = 2, COARSE_GRAINED = 4, EXTENDED_SCOPE_FINE_GRAINED = 8
 * (the same values as hsa.h's HSA_REGION_GLOBAL_FLAG_*; KERNARG is 1). */
#ifndef C2O_GRANULARITY_H
#define C2O_GRANULARITY_H

#include "c2o_config.h"
#include "c2o_dlsym.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Granularity of a memory range as c2o_query_granularity reports it. */
typedef enum c2o_granularity {
  C2O_GRANULARITY_UNKNOWN = 0, /* no mechanism could tell (see the top of this file) */
  C2O_GRANULARITY_COARSE = 1,  /* coarse-grained: fast FP atomics are correct */
  C2O_GRANULARITY_FINE = 2     /* fine-grained (in part, at least): fast FP atomics are not */
} c2o_granularity_t;
#ifndef __cplusplus
/* Lets C name the enum without `enum`, as C++ does. */
typedef enum c2o_granularity c2o_granularity;
#endif

/* ---- ROCr ABI (internal; sources at the top of this file) ---------------- */

/* The shared library that ROCr is loaded as (its SONAME). */
#define C2O_IMPL_HSA_LIBRARY "libhsa-runtime64.so.1"

/* glibc 2.36 defines RTLD_DEFAULT unconditionally, older glibc only with
 * _GNU_SOURCE; its value there is ((void *)0). */
#ifdef RTLD_DEFAULT
#define C2O_IMPL_RTLD_DEFAULT RTLD_DEFAULT
#else
#define C2O_IMPL_RTLD_DEFAULT ((void *)0)
#endif

enum {
  c2o_impl_hsa_status_success = 0,              /* HSA_STATUS_SUCCESS */
  c2o_impl_hsa_status_not_initialized = 0x100B, /* HSA_STATUS_ERROR_NOT_INITIALIZED */
  c2o_impl_hsa_svm_attrib_global_flag = 0,      /* HSA_AMD_SVM_ATTRIB_GLOBAL_FLAG */
  c2o_impl_hsa_svm_fine_grained = 0,            /* HSA_AMD_SVM_GLOBAL_FLAG_FINE_GRAINED */
  c2o_impl_hsa_svm_coarse_grained = 1,          /* HSA_AMD_SVM_GLOBAL_FLAG_COARSE_GRAINED */
  c2o_impl_hsa_svm_indeterminate = 2,           /* HSA_AMD_SVM_GLOBAL_FLAG_INDETERMINATE */
  c2o_impl_hsa_pointer_type_unknown = 0,        /* HSA_EXT_POINTER_TYPE_UNKNOWN */
  /* hsa_amd_memory_pool_global_flag_t: HSA_AMD_MEMORY_POOL_GLOBAL_FLAG_... */
  c2o_impl_hsa_pool_fine_grained = 2,           /* FINE_GRAINED */
  c2o_impl_hsa_pool_coarse_grained = 4,         /* COARSE_GRAINED */
  c2o_impl_hsa_pool_extended_scope_fine = 8     /* EXTENDED_SCOPE_FINE_GRAINED */
};

/* hsa_amd_svm_attribute_pair_t. */
typedef struct c2o_impl_hsa_svm_attribute_pair {
  uint64_t attribute; /* hsa_amd_svm_attribute_t */
  uint64_t value;     /* for GLOBAL_FLAG: hsa_amd_svm_model_t */
} c2o_impl_hsa_svm_attribute_pair;

/* hsa_agent_t. */
typedef struct c2o_impl_hsa_agent {
  uint64_t handle;
} c2o_impl_hsa_agent;

/* hsa_amd_pointer_info_t up to global_flags. The struct only grows within a
 * ROCr major version: the caller sets size to the size it knows, ROCr fills
 * no more than that and lowers size if its own struct is smaller (then
 * global_flags was not filled). */
typedef struct c2o_impl_hsa_pointer_info {
  uint32_t size;                  /* in: sizeof this struct; out: what ROCr filled */
  uint32_t type;                  /* hsa_amd_pointer_type_t (an enum: 4 bytes) */
  void *agentBaseAddress;
  void *hostBaseAddress;
  size_t sizeInBytes;
  void *userData;
  c2o_impl_hsa_agent agentOwner;
  uint32_t global_flags;          /* hsa_amd_memory_pool_global_flag_t bits */
} c2o_impl_hsa_pointer_info;

/* The functions, as looked up (hsa_status_t, an enum, is returned as int). */
typedef int (*c2o_impl_omp_coarse_fn)(void *ptr, size_t size);
typedef int (*c2o_impl_hsa_svm_get_fn)(void *ptr, size_t size,
                                       c2o_impl_hsa_svm_attribute_pair *attribute_list,
                                       size_t attribute_count);
typedef int (*c2o_impl_hsa_pointer_info_fn)(const void *ptr, c2o_impl_hsa_pointer_info *info,
                                            void *(*alloc)(size_t),
                                            uint32_t *num_agents_accessible,
                                            c2o_impl_hsa_agent **accessible);

/* GCC 11+ assumes a function reads what a const pointer argument points to
 * and warns (-Wmaybe-uninitialized) when it is not initialized yet; these
 * functions look at the address only (internal). */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 11
#define C2O_IMPL_ADDRESS_ONLY(arg) __attribute__((access(none, arg)))
#else
#define C2O_IMPL_ADDRESS_ONLY(arg)
#endif

/* ---- program-wide state (weak globals, see c2o_config.h) ----------------- */

/* 0 until the first query has looked the symbols up, then 1. */
C2O_SHARED int c2o_impl_gran_resolved = 0;
/* 1 when libhsa-runtime64.so.1 was found (loaded already, or loaded by us). */
C2O_SHARED int c2o_impl_gran_hsa_found = 0;
/* dlsym's answers: omp_is_coarse_grain_mem_region, hsa_amd_svm_attributes_get,
 * hsa_amd_pointer_info (NULL where absent). */
C2O_SHARED void *c2o_impl_gran_syms[3] = {NULL, NULL, NULL};
/* C2O_CHECK_FAST_ATOMICS from the environment: -1 not read yet, 0 off, 1 on. */
C2O_SHARED int c2o_impl_fast_atomic_check_env = -1;
/* 1 once the "could not check" note has been printed. */
C2O_SHARED int c2o_impl_fast_atomic_unknown_noted = 0;

/* ---- functions ------------------------------------------------------------ */

/* Whether XNACK (GPU page-fault retry, needed for unified shared memory on
 * discrete GPUs) is requested through the environment, read as ROCr reads it
 * (ROCr src/core/util/flag.h): 1 when HSA_XNACK is "1", 0 when it is "0", -1
 * when it is unset or has any other value - unknown here: the boot default
 * (the amdgpu.noretry kernel parameter) applies. It reads the environment now;
 * ROCr read it once at start-up. */
static inline int c2o_xnack_enabled(void) {
  const char *v = getenv("HSA_XNACK");
  if (v && strcmp(v, "1") == 0) return 1;
  if (v && strcmp(v, "0") == 0) return 0;
  return -1;
}

/* Looks the symbols up, once per process (internal). Concurrent first calls
 * both look up and store the same answers. */
static inline void c2o_impl_gran_resolve(void) {
  void *omp_fn, *svm_fn = NULL, *info_fn = NULL, *hsa;
  if (__atomic_load_n(&c2o_impl_gran_resolved, __ATOMIC_ACQUIRE)) return;
  omp_fn = dlsym(C2O_IMPL_RTLD_DEFAULT, "omp_is_coarse_grain_mem_region");
  hsa = dlopen(C2O_IMPL_HSA_LIBRARY, RTLD_NOW | RTLD_NOLOAD);
  if (!hsa) hsa = dlopen(C2O_IMPL_HSA_LIBRARY, RTLD_NOW); /* kept loaded */
  if (hsa) {
    svm_fn = dlsym(hsa, "hsa_amd_svm_attributes_get");
    info_fn = dlsym(hsa, "hsa_amd_pointer_info");
  } else {
    (void)dlerror(); /* leave no pending error for the program's own dlerror */
  }
  __atomic_store_n(&c2o_impl_gran_syms[0], omp_fn, __ATOMIC_RELAXED);
  __atomic_store_n(&c2o_impl_gran_syms[1], svm_fn, __ATOMIC_RELAXED);
  __atomic_store_n(&c2o_impl_gran_syms[2], info_fn, __ATOMIC_RELAXED);
  __atomic_store_n(&c2o_impl_gran_hsa_found, hsa ? 1 : 0, __ATOMIC_RELAXED);
  __atomic_store_n(&c2o_impl_gran_resolved, 1, __ATOMIC_RELEASE);
}

/* Granularity of the pages holding [ptr, ptr + bytes) (bytes 0 counts as 1),
 * by the mechanisms described at the top of this file. Sets *how, when how
 * is not NULL, to a static string naming the mechanism that answered
 * ("omp_is_coarse_grain_mem_region", "hsa_amd_svm_attributes_get",
 * "hsa_amd_svm_attributes_get (range partly fine-grained)",
 * "hsa_amd_pointer_info") or, for C2O_GRANULARITY_UNKNOWN, why none could
 * ("no ROCm runtime (libhsa-runtime64 not found)", "ROCr not initialized in
 * this process (HSA_STATUS_ERROR_NOT_INITIALIZED)", ...). Host only;
 * thread-safe. */
C2O_IMPL_ADDRESS_ONLY(1)
static inline c2o_granularity_t c2o_query_granularity(const void *ptr, size_t bytes,
                                                      const char **how) {
  const char *why = NULL;
  c2o_granularity_t answer = C2O_GRANULARITY_UNKNOWN;
  c2o_impl_omp_coarse_fn omp_fn = NULL;
  c2o_impl_hsa_svm_get_fn svm_fn = NULL;
  c2o_impl_hsa_pointer_info_fn info_fn = NULL;
  int svm_status = c2o_impl_hsa_status_success, info_status = c2o_impl_hsa_status_success;
  int tried = 0;

  if (!ptr) {
    why = "null pointer";
    goto done;
  }
  if (bytes == 0) bytes = 1;
  c2o_impl_gran_resolve();
  /* (dlsym's answers, kept as void *: c2o_dlsym.h) */
  c2o_impl_fn_from_sym(__atomic_load_n(&c2o_impl_gran_syms[0], __ATOMIC_RELAXED), &omp_fn);
  c2o_impl_fn_from_sym(__atomic_load_n(&c2o_impl_gran_syms[1], __ATOMIC_RELAXED), &svm_fn);
  c2o_impl_fn_from_sym(__atomic_load_n(&c2o_impl_gran_syms[2], __ATOMIC_RELAXED), &info_fn);

  /* 1. ROCm's OpenMP runtime: trusted when it says coarse. It stops the
   * program when asked about a default device that is not an offload device
   * and USM is required, hence the device check. */
  if (omp_fn) {
    int dev = omp_get_default_device();
    if (dev >= 0 && dev < omp_get_num_devices() && omp_fn((void *)ptr, bytes)) {
      answer = C2O_GRANULARITY_COARSE;
      why = "omp_is_coarse_grain_mem_region";
      goto done;
    }
  }

  /* 2. ROCr. */
  if (!__atomic_load_n(&c2o_impl_gran_hsa_found, __ATOMIC_RELAXED)) {
    why = "no ROCm runtime (libhsa-runtime64 not found)";
    goto done;
  }
  if (svm_fn) {
    c2o_impl_hsa_svm_attribute_pair pair;
    pair.attribute = c2o_impl_hsa_svm_attrib_global_flag;
    pair.value = UINT64_MAX;
    tried = 1;
    svm_status = svm_fn((void *)ptr, bytes, &pair, 1);
    if (svm_status == c2o_impl_hsa_status_success) {
      if (pair.value == c2o_impl_hsa_svm_coarse_grained) {
        answer = C2O_GRANULARITY_COARSE;
        why = "hsa_amd_svm_attributes_get";
        goto done;
      }
      if (pair.value == c2o_impl_hsa_svm_fine_grained) {
        answer = C2O_GRANULARITY_FINE;
        why = "hsa_amd_svm_attributes_get";
        goto done;
      }
      if (pair.value == c2o_impl_hsa_svm_indeterminate) {
        answer = C2O_GRANULARITY_FINE;
        why = "hsa_amd_svm_attributes_get (range partly fine-grained)";
        goto done;
      }
      /* an answer this header does not know: ask pointer_info */
    }
  }
  if (info_fn) {
    c2o_impl_hsa_pointer_info info;
    const uint32_t needed = (uint32_t)(offsetof(c2o_impl_hsa_pointer_info, global_flags) +
                                       sizeof info.global_flags);
    memset(&info, 0, sizeof info);
    info.size = (uint32_t)sizeof info;
    tried = 1;
    info_status = info_fn(ptr, &info, NULL, NULL, NULL);
    if (info_status == c2o_impl_hsa_status_success) {
      if (info.type == c2o_impl_hsa_pointer_type_unknown) {
        why = "hsa_amd_pointer_info: memory not allocated or registered by ROCr";
      } else if (info.size < needed) {
        why = "hsa_amd_pointer_info: this ROCr reports no global_flags";
      } else if (info.global_flags &
                 (c2o_impl_hsa_pool_fine_grained | c2o_impl_hsa_pool_extended_scope_fine)) {
        answer = C2O_GRANULARITY_FINE;
        why = "hsa_amd_pointer_info";
      } else if (info.global_flags & c2o_impl_hsa_pool_coarse_grained) {
        answer = C2O_GRANULARITY_COARSE;
        why = "hsa_amd_pointer_info";
      } else {
        why = "hsa_amd_pointer_info: no granularity flag in global_flags";
      }
      goto done;
    }
  }
  if (!tried)
    why = "libhsa-runtime64 has neither hsa_amd_svm_attributes_get nor hsa_amd_pointer_info";
  else if (svm_status == c2o_impl_hsa_status_not_initialized ||
           info_status == c2o_impl_hsa_status_not_initialized)
    why = "ROCr not initialized in this process (HSA_STATUS_ERROR_NOT_INITIALIZED)";
  else
    why = "ROCr could not answer (hsa_amd_svm_attributes_get and hsa_amd_pointer_info failed)";

done:
  if (how) *how = why;
  return answer;
}

/* Whether C2O_ASSERT_FAST_FP_ATOMIC checks in this file: fixed by
 * -DC2O_CHECK_FAST_ATOMICS=0/1, else the environment variable
 * C2O_CHECK_FAST_ATOMICS (non-empty and not "0": on), read by one getenv at
 * the first call in the process and cached. */
static inline int c2o_fast_fp_atomic_checks_enabled(void) {
#if defined(C2O_CHECK_FAST_ATOMICS)
  return (C2O_CHECK_FAST_ATOMICS) ? 1 : 0;
#else
  int on = __atomic_load_n(&c2o_impl_fast_atomic_check_env, __ATOMIC_RELAXED);
  if (on < 0) {
    const char *v = getenv("C2O_CHECK_FAST_ATOMICS");
    on = (v && v[0] && strcmp(v, "0") != 0) ? 1 : 0;
    __atomic_store_n(&c2o_impl_fast_atomic_check_env, on, __ATOMIC_RELAXED);
  }
  return on;
#endif
}

/* The check behind C2O_ASSERT_FAST_FP_ATOMIC, as a function that returns
 * instead of aborting (it checks whether or not the assertion is enabled):
 * 0 when [ptr, ptr + bytes) is coarse-grained (fast FP atomics are correct),
 * 1 when it is fine-grained (prints the "c2o: fast FP atomics on fine-grained
 * memory ..." line to stderr), 2 when the granularity is unknown (prints, once
 * per process, that the check could not be made and why). file and line name
 * the place checked (__FILE__, __LINE__). Host only. */
C2O_IMPL_ADDRESS_ONLY(1)
static inline int c2o_check_fast_fp_atomic(const void *ptr, size_t bytes, const char *file,
                                           int line) {
  const char *how = NULL;
  c2o_granularity_t g = c2o_query_granularity(ptr, bytes, &how);
  if (g == C2O_GRANULARITY_COARSE) return 0;
  if (g == C2O_GRANULARITY_FINE) {
    fprintf(stderr,
            "c2o: fast FP atomics on fine-grained memory at %p (%zu bytes, %s:%d): results "
            "would be wrong on MI200; use hint(AMD_safe_fp_atomics) or coarse-grained "
            "memory\n",
            (void *)(uintptr_t)ptr, bytes, file ? file : "?", line);
    return 1;
  }
  if (__atomic_exchange_n(&c2o_impl_fast_atomic_unknown_noted, 1, __ATOMIC_RELAXED) == 0)
    fprintf(stderr,
            "c2o: could not check fast FP atomics at %p (%s:%d): memory granularity "
            "unknown: %s; going on unchecked (reported once per process)\n",
            (void *)(uintptr_t)ptr, file ? file : "?", line, how ? how : "?");
  return 2;
}

/* C2O_ASSERT_FAST_FP_ATOMIC's action when enabled: aborts when the memory is
 * fine-grained (internal). */
C2O_IMPL_ADDRESS_ONLY(1)
static inline void c2o_impl_assert_fast_fp_atomic(const void *ptr, size_t bytes,
                                                  const char *file, int line) {
  if (c2o_check_fast_fp_atomic(ptr, bytes, file, line) == 1) abort();
}

/* C2O_ASSERT_FAST_FP_ATOMIC(ptr, bytes): place before a target region whose
 * atomics use hint(AMD_fast_fp_atomics) on [ptr, ptr + bytes). When enabled
 * (see c2o_fast_fp_atomic_checks_enabled and the top of this file) it aborts
 * with a message if that memory is fine-grained, notes once per process when
 * it cannot tell, and otherwise does nothing. An expression of type void;
 * host code only. */
#if defined(C2O_CHECK_FAST_ATOMICS)
#if C2O_CHECK_FAST_ATOMICS
#define C2O_ASSERT_FAST_FP_ATOMIC(ptr, bytes)                                               \
  c2o_impl_assert_fast_fp_atomic((ptr), (size_t)(bytes), __FILE__, __LINE__)
#else
#define C2O_ASSERT_FAST_FP_ATOMIC(ptr, bytes) ((void)sizeof(ptr), (void)sizeof(bytes))
#endif
#else
#define C2O_ASSERT_FAST_FP_ATOMIC(ptr, bytes)                                               \
  (c2o_fast_fp_atomic_checks_enabled()                                                      \
       ? c2o_impl_assert_fast_fp_atomic((ptr), (size_t)(bytes), __FILE__, __LINE__)         \
       : (void)0)
#endif

#endif /* C2O_GRANULARITY_H */
