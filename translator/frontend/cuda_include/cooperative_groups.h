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

/* Scratch memory for tiles of more than 32 threads, declared __shared__ by
 * the program and handed to this_thread_block(scratch). */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory {
  unsigned char reserved[16];
};
namespace experimental {
template <unsigned int TileCommunicationSize = 8, unsigned int MaxBlockSize = 1024>
struct block_tile_memory : cooperative_groups::block_tile_memory<MaxBlockSize> {};
} // namespace experimental

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
template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch);
template <unsigned int TileCommunicationSize, unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(experimental::block_tile_memory<TileCommunicationSize, MaxBlockSize> &scratch);
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();

template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
__device__ thread_group tiled_partition(const thread_block &parent, unsigned int tilesz);
__device__ coalesced_group tiled_partition(const coalesced_group &parent, unsigned int tilesz);

/* The threads of a warp-sized group split by a label or a predicate; each
 * thread gets the coalesced group of the threads with its own label. */
__device__ coalesced_group binary_partition(const coalesced_group &g, bool pred);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &g, bool pred);
template <typename Label> __device__ coalesced_group labeled_partition(const coalesced_group &g, Label label);
template <unsigned int Size, typename ParentT, typename Label>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &g, Label label);

template <class TyGroup> __device__ void sync(TyGroup const &group);
template <class TyGroup> __device__ unsigned long long thread_rank(TyGroup const &group);
template <class TyGroup> __device__ unsigned long long num_threads(TyGroup const &group);
template <class TyGroup> __device__ unsigned int group_size(TyGroup const &group);

} // namespace cooperative_groups

#endif /* __cplusplus */

#endif /* C2O_CUDA_COOPERATIVE_GROUPS_H */
