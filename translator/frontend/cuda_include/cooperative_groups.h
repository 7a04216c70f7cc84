/*===- cooperative_groups.h - CUDA cooperative groups (declarations) ------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The group types and functions of the CUDA Programming Guide's "Cooperative
 * Groups" chapter; reductions are in <cooperative_groups/reduce.h>.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_COOPERATIVE_GROUPS_H
#define C2O_CUDA_COOPERATIVE_GROUPS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define _COOPERATIVE_GROUPS_H_

#include "host_defines.h"
#include "vector_types.h"

#ifdef __cplusplus

namespace cooperative_groups {

/* Any group of threads. */
class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned int size() const;
  __device__ bool is_valid() const;
  __device__ unsigned int get_type() const;
};

/* All threads of the current thread block. */
class thread_block : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned int size() const;
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 dim_threads() const;
  __device__ dim3 group_dim() const;
  static __device__ void barrier_wait();
};

/* All threads of the grid (requires a cooperative launch to sync()). */
class grid_group {
public:
  __device__ void sync() const;
  __device__ bool is_valid() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned long long block_rank() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 dim_threads() const;
};

/* The currently active threads of a warp. */
class coalesced_group : public thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned int size() const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  template <class T> __device__ T shfl(T var, unsigned int src_rank) const;
  template <class T> __device__ T shfl_up(T var, int delta) const;
  template <class T> __device__ T shfl_down(T var, int delta) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T val) const;
  template <class T> __device__ unsigned int match_all(T val, int &pred) const;
};

/* A tile of Size threads (a power of two, at most 32 for the shuffles). The
 * tile returned by tiled_partition<Size>(parent) has the parent's type as
 * second argument and converts to thread_block_tile<Size>. */
template <unsigned int Size, typename ParentT = void> class thread_block_tile;

template <unsigned int Size> class thread_block_tile<Size, void> : public thread_group {
public:
  static constexpr unsigned int numThreads = Size;
  __device__ void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  __host__ __device__ static constexpr unsigned long long num_threads() { return Size; }
  __host__ __device__ static constexpr unsigned int size() { return Size; }
  template <class T> __device__ T shfl(T var, int srcRank) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int laneMask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T val) const;
  template <class T> __device__ unsigned int match_all(T val, int &pred) const;
};

template <unsigned int Size, typename ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {};

__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();

template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
__device__ thread_group tiled_partition(const thread_block &parent, unsigned int tilesz);

template <class TyGroup> __device__ void sync(TyGroup const &group);
template <class TyGroup> __device__ unsigned long long thread_rank(TyGroup const &group);
template <class TyGroup> __device__ unsigned long long num_threads(TyGroup const &group);
template <class TyGroup> __device__ unsigned int group_size(TyGroup const &group);

} // namespace cooperative_groups

#endif /* __cplusplus */

#endif /* C2O_CUDA_COOPERATIVE_GROUPS_H */
