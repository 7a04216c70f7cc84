/* c2o_dynamic_shared.h - the launch's dynamic shared memory, for code that
 * reaches it without being handed a pointer. C++ only (c2o_block.h).
 *
 * CUDA code often reaches `extern __shared__` memory through an accessor: a
 * __device__ function, member function or operator that declares the array
 * and returns a pointer to it (the SharedMemory<T> idiom of NVIDIA's samples,
 * also written by a macro). Such a function is called with its own signature
 * from anywhere in the kernel, so the translation cannot pass it the team's
 * dynamic memory as an argument; instead each of its `extern __shared__ T n[];`
 * becomes `T *n = c2o_dynamic_shared_as();`, which reads the dynamic shared
 * memory of the launch the calling thread runs in, whatever form runs it:
 *   - a kernel reaching an accessor publishes its dynamic memory when it
 *     starts, c2o_dynamic_shared_set(): the direct form (a bare launch) the
 *     launch's dynamic team memory, every GPU thread of the block; the phase
 *     form the part of the team's arena sized by the launch's third argument,
 *     every OpenMP thread of the team before its first phase. Each thread
 *     writes the same value before it reads it, so no barrier is needed.
 *   - where it is kept, per team (c2o_dynamic_shared_slot):
 *     clang compiling for a GPU: a pointer in team memory (omp_pteam_mem_alloc:
 *     shared memory on NVIDIA, LDS on AMD), one per block;
 *     elsewhere (the host, whose threads clang's offloading does not let
 *     target code keep thread-local data, and GCC, which compiles its offloaded
 *     code from the host's preprocessing): a table indexed by the team number,
 *     C2O_DYNAMIC_SHARED_TEAMS entries. GCC's launches ask for at most that
 *     many teams (c2o_teams_for_blocks); the host's OpenMP runtime runs at most
 *     one team per core. Block-level launches are synchronous, so no two
 *     launches share a slot at once.
 * A pointer is valid only in code a translated kernel runs: the analysis
 * follows the calls (template instantiations, operators and conversions
 * included) from each kernel to the accessors it reaches. */
#ifndef C2O_DYNAMIC_SHARED_H
#define C2O_DYNAMIC_SHARED_H

#include <omp.h>

#ifndef C2O_DYNAMIC_SHARED_TEAMS
#define C2O_DYNAMIC_SHARED_TEAMS 1024
#endif

#pragma omp declare target
/* Whether per-team statics can live in team memory: clang compiling for a
 * GPU (omp_pteam_mem_alloc). Not the host's device code (clang's x86
 * offloading also has C2O_HAS_BARE) nor GCC's offloaded code (compiled from
 * the host's preprocessing). */
#if defined(__clang__) && (defined(__AMDGCN__) || defined(__NVPTX__))
#define C2O_TEAM_STATICS 1
#else
#define C2O_TEAM_STATICS 0
#endif
/* The calling team's entry of a table of C2O_DYNAMIC_SHARED_TEAMS: where no
 * team memory is (the phase form under GCC and on the host), one copy per
 * team of what CUDA keeps per block. Also file-scope __shared__ variables
 * (KeywordRule: `c2o_shared_NAME()`). */
static inline unsigned c2o_team_slot(void) { return (unsigned)omp_get_team_num() % (unsigned)C2O_DYNAMIC_SHARED_TEAMS; }
/* The calling team's slot. */
static inline unsigned char **c2o_dynamic_shared_slot(void) {
#if C2O_TEAM_STATICS
  [[clang::loader_uninitialized]] static unsigned char *slot;
#pragma omp allocate(slot) allocator(omp_pteam_mem_alloc)
  return &slot;
#else
  static unsigned char *slots[C2O_DYNAMIC_SHARED_TEAMS];
  return &slots[c2o_team_slot()];
#endif
}

/* The kernel publishes its team's dynamic shared memory (every thread, before
 * it runs code that may read it). */
static inline void c2o_dynamic_shared_set(unsigned char *p) { *c2o_dynamic_shared_slot() = p; }

/* The dynamic shared memory of the launch the calling thread runs in. */
static inline unsigned char *c2o_dynamic_shared(void) { return *c2o_dynamic_shared_slot(); }

/* The same as a pointer of any type: `T *n = c2o_dynamic_shared_as();` stands
 * for `extern __shared__ T n[];` (and `T (*n)[M]` for `T n[][M]`). */
struct c2o_dynamic_shared_ptr {
  unsigned char *p;
  template <class T> operator T *() const { return reinterpret_cast<T *>(p); }
};
static inline c2o_dynamic_shared_ptr c2o_dynamic_shared_as(void) { return c2o_dynamic_shared_ptr{c2o_dynamic_shared()}; }
#pragma omp end declare target

#endif /* C2O_DYNAMIC_SHARED_H */
