/*===- cooperative_groups/reduce.h - cg::reduce and its operators ---------===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_COOPERATIVE_GROUPS_REDUCE_H
#define C2O_CUDA_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"

#ifdef __cplusplus
#include <type_traits>

namespace cooperative_groups {

template <class T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};

template <class TyGroup, class TyArg, class TyOp>
__device__ auto reduce(const TyGroup &group, TyArg &&val, TyOp &&op)
    -> decltype(op(val, val));
template <class TyGroup, class TyArg, class TyOp>
__device__ auto inclusive_scan(const TyGroup &group, TyArg &&val, TyOp &&op)
    -> decltype(op(val, val));
template <class TyGroup, class TyArg>
__device__ typename std::remove_cv<typename std::remove_reference<TyArg>::type>::type
inclusive_scan(const TyGroup &group, TyArg &&val);
template <class TyGroup, class TyArg>
__device__ typename std::remove_cv<typename std::remove_reference<TyArg>::type>::type
exclusive_scan(const TyGroup &group, TyArg &&val);
template <class TyGroup, class TyArg, class TyOp>
__device__ auto exclusive_scan(const TyGroup &group, TyArg &&val, TyOp &&op)
    -> decltype(op(val, val));

} // namespace cooperative_groups
#endif /* __cplusplus */

#endif /* C2O_CUDA_COOPERATIVE_GROUPS_REDUCE_H */
