/* c2o_managed_memory.h - what managed memory needs from the compiler; a
 * translation that uses managed memory (cudaMallocManaged, --memory=usm)
 * includes it first, before any other helper or device code.
 *
 * With clang (C++, 19 or later) the helpers allocate managed memory from the
 * offload runtime's shared allocator (llvm_omp_target_alloc_shared: CUDA's
 * managed memory on NVIDIA, fine-grained host memory on AMD), which the GPU
 * reaches as it is: no unified shared memory needed, and none asked for (on a
 * GPU without HMM, such as the H100 here, `requires unified_shared_memory`
 * makes the device reach the program's globals through host addresses and
 * fault). Elsewhere (GCC, older clang, -DC2O_NO_BARE, -DC2O_PLAIN_HOST_MEMORY)
 * managed memory is ordinary host memory, which target regions reach only
 * under `#pragma omp requires unified_shared_memory` (on AMD GPUs with
 * HSA_XNACK=1). GCC 12 rejects the clause ("sorry, unimplemented"); GCC 13
 * accepts it. */
#ifndef C2O_MANAGED_MEMORY_H
#define C2O_MANAGED_MEMORY_H

#if defined(__cplusplus) && defined(__clang__) && __clang_major__ >= 19 && defined(_OPENMP) && \
    !defined(C2O_NO_BARE) && !defined(C2O_PLAIN_HOST_MEMORY)
#define C2O_MANAGED_IS_SHARED_ALLOCATION 1
#else
#define C2O_MANAGED_IS_SHARED_ALLOCATION 0
#if !defined(__GNUC__) || defined(__clang__) || __GNUC__ >= 13
#pragma omp requires unified_shared_memory
#endif
#endif

#endif /* C2O_MANAGED_MEMORY_H */
