/*===- device_functions.h - CUDA synchronization, warp and integer intrinsics ===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Signatures follow the CUDA Programming Guide and the CUDA Math API
 * (integer intrinsics). The floating-point and type-casting intrinsics are
 * in math_functions.h, atomics in device_atomic_functions.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_DEVICE_FUNCTIONS_H
#define C2O_CUDA_DEVICE_FUNCTIONS_H
/* The real header's include guard: programs test it to know the header is in (helper_cuda.h). */
#define __DEVICE_FUNCTIONS_H__

#include "host_defines.h"
#include "vector_types.h"

/* Default 'width' of the warp shuffles: warpSize, which is 32 on all GPUs. */
#define C2O_WARP_SIZE 32

C2O_BEGIN_EXTERN_C

/* ---- synchronization and memory fences --------------------------------- */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);

/* ---- warp vote --------------------------------------------------------- */
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
__device__ unsigned int __activemask(void);
/* Before CUDA 9 (deprecated since, still in real code): the whole warp votes. */
__device__ unsigned int __ballot(int predicate);
__device__ int __any(int predicate);
__device__ int __all(int predicate);

/* ---- time, sleep and traps --------------------------------------------- */
/* clock_t clock(void) is <time.h>'s own declaration, made __host__ __device__
 * by c2o_std_headers.h; it is not redeclared here so that host code calling
 * clock() keeps referring to the C library's function. */
__device__ long long int clock64(void);
__device__ void __nanosleep(unsigned int ns);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __prof_trigger(int counter);

/* ---- address space predicates and conversions -------------------------- */
__device__ unsigned int __isGlobal(const void *ptr);
__device__ unsigned int __isShared(const void *ptr);
__device__ unsigned int __isConstant(const void *ptr);
__device__ unsigned int __isLocal(const void *ptr);
__device__ unsigned int __isGridConstant(const void *ptr);
__device__ size_t __cvta_generic_to_global(const void *ptr);
__device__ size_t __cvta_generic_to_shared(const void *ptr);
__device__ size_t __cvta_generic_to_constant(const void *ptr);
__device__ size_t __cvta_generic_to_local(const void *ptr);
__device__ void *__cvta_global_to_generic(size_t rawbits);
__device__ void *__cvta_shared_to_generic(size_t rawbits);
__device__ void *__cvta_constant_to_generic(size_t rawbits);
__device__ void *__cvta_local_to_generic(size_t rawbits);

/* ---- integer intrinsics ------------------------------------------------ */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long int x);
__device__ int __clz(int x);
__device__ int __clzll(long long int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long int x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long int __brevll(unsigned long long int x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long int __mul64hi(long long int x, long long int y);
__device__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ unsigned int __fns(unsigned int mask, unsigned int base, int offset);

/* ---- SIMD video intrinsics (per halfword: ...2, per byte: ...4) --------- */
__device__ unsigned int __vadd2(unsigned int a, unsigned int b);
__device__ unsigned int __vadd4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus4(unsigned int a, unsigned int b);
__device__ unsigned int __vsub2(unsigned int a, unsigned int b);
__device__ unsigned int __vsub4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu4(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu2(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmins2(unsigned int a, unsigned int b);
__device__ unsigned int __vmins4(unsigned int a, unsigned int b);
__device__ unsigned int __vminu2(unsigned int a, unsigned int b);
__device__ unsigned int __vminu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq2(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsads2(unsigned int a, unsigned int b);
__device__ unsigned int __vsads4(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu4(unsigned int a, unsigned int b);
__device__ unsigned int __vabs2(unsigned int a);
__device__ unsigned int __vabs4(unsigned int a);
__device__ unsigned int __vabsss2(unsigned int a);
__device__ unsigned int __vabsss4(unsigned int a);
__device__ unsigned int __vneg2(unsigned int a);
__device__ unsigned int __vneg4(unsigned int a);
__device__ unsigned int __vnegss2(unsigned int a);
__device__ unsigned int __vnegss4(unsigned int a);
/* CUDA 12's DPX intrinsics (__host__ __device__ in CUDA) */
#ifdef __cplusplus
__host__ __device__ int __vimax_s32_relu(const int a, const int b);
__host__ __device__ int __vimin_s32_relu(const int a, const int b);
__host__ __device__ unsigned int __vimax_s16x2_relu(const unsigned int a, const unsigned int b);
__host__ __device__ unsigned int __vimin_s16x2_relu(const unsigned int a, const unsigned int b);
__host__ __device__ int __vimax3_s32(const int a, const int b, const int c);
__host__ __device__ unsigned int __vimax3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __vimax3_u32(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __vimax3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __vimax3_s32_relu(const int a, const int b, const int c);
__host__ __device__ unsigned int __vimax3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __vimin3_s32(const int a, const int b, const int c);
__host__ __device__ unsigned int __vimin3_s16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __vimin3_u32(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __vimin3_u16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __vimin3_s32_relu(const int a, const int b, const int c);
__host__ __device__ unsigned int __vimin3_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __viaddmax_s32(const int a, const int b, const int c);
__host__ __device__ unsigned int __viaddmax_s16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __viaddmax_u32(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __viaddmax_u16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __viaddmax_s32_relu(const int a, const int b, const int c);
__host__ __device__ unsigned int __viaddmax_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __viaddmin_s32(const int a, const int b, const int c);
__host__ __device__ unsigned int __viaddmin_s16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __viaddmin_u32(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ unsigned int __viaddmin_u16x2(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __viaddmin_s32_relu(const int a, const int b, const int c);
__host__ __device__ unsigned int __viaddmin_s16x2_relu(const unsigned int a, const unsigned int b, const unsigned int c);
__host__ __device__ int __vibmax_s32(const int a, const int b, bool *const pred);
__host__ __device__ unsigned int __vibmax_u32(const unsigned int a, const unsigned int b, bool *const pred);
__host__ __device__ unsigned int __vibmax_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo);
__host__ __device__ unsigned int __vibmax_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo);
__host__ __device__ int __vibmin_s32(const int a, const int b, bool *const pred);
__host__ __device__ unsigned int __vibmin_u32(const unsigned int a, const unsigned int b, bool *const pred);
__host__ __device__ unsigned int __vibmin_s16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo);
__host__ __device__ unsigned int __vibmin_u16x2(const unsigned int a, const unsigned int b, bool *const pred_hi, bool *const pred_lo);
#endif

C2O_END_EXTERN_C

#ifdef __cplusplus
/* ---- C++ overloads ----------------------------------------------------- */
__device__ void __syncwarp(unsigned int mask = 0xffffffffu);

__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);

/* Warp shuffles: int, unsigned int, long, unsigned long, long long,
 * unsigned long long, float and double (__half/__half2 in cuda_fp16.h). */
__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = C2O_WARP_SIZE);
__device__ int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = C2O_WARP_SIZE);
__device__ long __shfl_sync(unsigned int mask, long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ long __shfl_up_sync(unsigned int mask, long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long __shfl_down_sync(unsigned int mask, long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long __shfl_xor_sync(unsigned int mask, long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_sync(unsigned int mask, unsigned long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_up_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_down_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_xor_sync(unsigned int mask, unsigned long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ long long __shfl_sync(unsigned int mask, long long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ long long __shfl_up_sync(unsigned int mask, long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long long __shfl_down_sync(unsigned int mask, long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long long __shfl_xor_sync(unsigned int mask, long long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_sync(unsigned int mask, unsigned long long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_up_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_down_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_xor_sync(unsigned int mask, unsigned long long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = C2O_WARP_SIZE);
__device__ float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = C2O_WARP_SIZE);
__device__ double __shfl_sync(unsigned int mask, double var, int srcLane, int width = C2O_WARP_SIZE);
__device__ double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = C2O_WARP_SIZE);

/* Shuffles before CUDA 9 (no mask; deprecated since, still in real code). */
__device__ int __shfl(int var, int srcLane, int width = C2O_WARP_SIZE);
__device__ int __shfl_up(int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ int __shfl_down(int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ int __shfl_xor(int var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = C2O_WARP_SIZE);
__device__ long __shfl(long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ long __shfl_up(long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long __shfl_down(long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long __shfl_xor(long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl(unsigned long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_up(unsigned long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_down(unsigned long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long __shfl_xor(unsigned long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ long long __shfl(long long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ long long __shfl_up(long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long long __shfl_down(long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ long long __shfl_xor(long long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl(unsigned long long var, int srcLane, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = C2O_WARP_SIZE);
__device__ float __shfl(float var, int srcLane, int width = C2O_WARP_SIZE);
__device__ float __shfl_up(float var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ float __shfl_down(float var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ float __shfl_xor(float var, int laneMask, int width = C2O_WARP_SIZE);
__device__ double __shfl(double var, int srcLane, int width = C2O_WARP_SIZE);
__device__ double __shfl_up(double var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ double __shfl_down(double var, unsigned int delta, int width = C2O_WARP_SIZE);
__device__ double __shfl_xor(double var, int laneMask, int width = C2O_WARP_SIZE);

/* Warp match (compute capability 7.0) and reduce (8.0). */
__device__ unsigned int __match_any_sync(unsigned int mask, int value);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __match_any_sync(unsigned int mask, long value);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long value);
__device__ unsigned int __match_any_sync(unsigned int mask, long long value);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long long value);
__device__ unsigned int __match_any_sync(unsigned int mask, float value);
__device__ unsigned int __match_any_sync(unsigned int mask, double value);
__device__ unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, long long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long long value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, float value, int *pred);
__device__ unsigned int __match_all_sync(unsigned int mask, double value, int *pred);
__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

/* Read-only / cache-hinted loads and stores. */
__device__ char __ldg(const char *ptr);
__device__ signed char __ldg(const signed char *ptr);
__device__ short __ldg(const short *ptr);
__device__ int __ldg(const int *ptr);
__device__ long __ldg(const long *ptr);
__device__ long long __ldg(const long long *ptr);
__device__ unsigned char __ldg(const unsigned char *ptr);
__device__ unsigned short __ldg(const unsigned short *ptr);
__device__ unsigned int __ldg(const unsigned int *ptr);
__device__ unsigned long __ldg(const unsigned long *ptr);
__device__ unsigned long long __ldg(const unsigned long long *ptr);
__device__ char2 __ldg(const char2 *ptr);
__device__ char4 __ldg(const char4 *ptr);
__device__ short2 __ldg(const short2 *ptr);
__device__ short4 __ldg(const short4 *ptr);
__device__ int2 __ldg(const int2 *ptr);
__device__ int4 __ldg(const int4 *ptr);
__device__ longlong2 __ldg(const longlong2 *ptr);
__device__ uchar2 __ldg(const uchar2 *ptr);
__device__ uchar4 __ldg(const uchar4 *ptr);
__device__ ushort2 __ldg(const ushort2 *ptr);
__device__ ushort4 __ldg(const ushort4 *ptr);
__device__ uint2 __ldg(const uint2 *ptr);
__device__ uint4 __ldg(const uint4 *ptr);
__device__ ulonglong2 __ldg(const ulonglong2 *ptr);
__device__ float __ldg(const float *ptr);
__device__ float2 __ldg(const float2 *ptr);
__device__ float4 __ldg(const float4 *ptr);
__device__ double __ldg(const double *ptr);
__device__ double2 __ldg(const double2 *ptr);

__device__ char __ldcg(const char *ptr);
__device__ signed char __ldcg(const signed char *ptr);
__device__ short __ldcg(const short *ptr);
__device__ int __ldcg(const int *ptr);
__device__ long __ldcg(const long *ptr);
__device__ long long __ldcg(const long long *ptr);
__device__ unsigned char __ldcg(const unsigned char *ptr);
__device__ unsigned short __ldcg(const unsigned short *ptr);
__device__ unsigned int __ldcg(const unsigned int *ptr);
__device__ unsigned long __ldcg(const unsigned long *ptr);
__device__ unsigned long long __ldcg(const unsigned long long *ptr);
__device__ char2 __ldcg(const char2 *ptr);
__device__ char4 __ldcg(const char4 *ptr);
__device__ short2 __ldcg(const short2 *ptr);
__device__ short4 __ldcg(const short4 *ptr);
__device__ int2 __ldcg(const int2 *ptr);
__device__ int4 __ldcg(const int4 *ptr);
__device__ longlong2 __ldcg(const longlong2 *ptr);
__device__ uchar2 __ldcg(const uchar2 *ptr);
__device__ uchar4 __ldcg(const uchar4 *ptr);
__device__ ushort2 __ldcg(const ushort2 *ptr);
__device__ ushort4 __ldcg(const ushort4 *ptr);
__device__ uint2 __ldcg(const uint2 *ptr);
__device__ uint4 __ldcg(const uint4 *ptr);
__device__ ulonglong2 __ldcg(const ulonglong2 *ptr);
__device__ float __ldcg(const float *ptr);
__device__ float2 __ldcg(const float2 *ptr);
__device__ float4 __ldcg(const float4 *ptr);
__device__ double __ldcg(const double *ptr);
__device__ double2 __ldcg(const double2 *ptr);

__device__ char __ldca(const char *ptr);
__device__ signed char __ldca(const signed char *ptr);
__device__ short __ldca(const short *ptr);
__device__ int __ldca(const int *ptr);
__device__ long __ldca(const long *ptr);
__device__ long long __ldca(const long long *ptr);
__device__ unsigned char __ldca(const unsigned char *ptr);
__device__ unsigned short __ldca(const unsigned short *ptr);
__device__ unsigned int __ldca(const unsigned int *ptr);
__device__ unsigned long __ldca(const unsigned long *ptr);
__device__ unsigned long long __ldca(const unsigned long long *ptr);
__device__ char2 __ldca(const char2 *ptr);
__device__ char4 __ldca(const char4 *ptr);
__device__ short2 __ldca(const short2 *ptr);
__device__ short4 __ldca(const short4 *ptr);
__device__ int2 __ldca(const int2 *ptr);
__device__ int4 __ldca(const int4 *ptr);
__device__ longlong2 __ldca(const longlong2 *ptr);
__device__ uchar2 __ldca(const uchar2 *ptr);
__device__ uchar4 __ldca(const uchar4 *ptr);
__device__ ushort2 __ldca(const ushort2 *ptr);
__device__ ushort4 __ldca(const ushort4 *ptr);
__device__ uint2 __ldca(const uint2 *ptr);
__device__ uint4 __ldca(const uint4 *ptr);
__device__ ulonglong2 __ldca(const ulonglong2 *ptr);
__device__ float __ldca(const float *ptr);
__device__ float2 __ldca(const float2 *ptr);
__device__ float4 __ldca(const float4 *ptr);
__device__ double __ldca(const double *ptr);
__device__ double2 __ldca(const double2 *ptr);

__device__ char __ldcs(const char *ptr);
__device__ signed char __ldcs(const signed char *ptr);
__device__ short __ldcs(const short *ptr);
__device__ int __ldcs(const int *ptr);
__device__ long __ldcs(const long *ptr);
__device__ long long __ldcs(const long long *ptr);
__device__ unsigned char __ldcs(const unsigned char *ptr);
__device__ unsigned short __ldcs(const unsigned short *ptr);
__device__ unsigned int __ldcs(const unsigned int *ptr);
__device__ unsigned long __ldcs(const unsigned long *ptr);
__device__ unsigned long long __ldcs(const unsigned long long *ptr);
__device__ char2 __ldcs(const char2 *ptr);
__device__ char4 __ldcs(const char4 *ptr);
__device__ short2 __ldcs(const short2 *ptr);
__device__ short4 __ldcs(const short4 *ptr);
__device__ int2 __ldcs(const int2 *ptr);
__device__ int4 __ldcs(const int4 *ptr);
__device__ longlong2 __ldcs(const longlong2 *ptr);
__device__ uchar2 __ldcs(const uchar2 *ptr);
__device__ uchar4 __ldcs(const uchar4 *ptr);
__device__ ushort2 __ldcs(const ushort2 *ptr);
__device__ ushort4 __ldcs(const ushort4 *ptr);
__device__ uint2 __ldcs(const uint2 *ptr);
__device__ uint4 __ldcs(const uint4 *ptr);
__device__ ulonglong2 __ldcs(const ulonglong2 *ptr);
__device__ float __ldcs(const float *ptr);
__device__ float2 __ldcs(const float2 *ptr);
__device__ float4 __ldcs(const float4 *ptr);
__device__ double __ldcs(const double *ptr);
__device__ double2 __ldcs(const double2 *ptr);

__device__ char __ldlu(const char *ptr);
__device__ signed char __ldlu(const signed char *ptr);
__device__ short __ldlu(const short *ptr);
__device__ int __ldlu(const int *ptr);
__device__ long __ldlu(const long *ptr);
__device__ long long __ldlu(const long long *ptr);
__device__ unsigned char __ldlu(const unsigned char *ptr);
__device__ unsigned short __ldlu(const unsigned short *ptr);
__device__ unsigned int __ldlu(const unsigned int *ptr);
__device__ unsigned long __ldlu(const unsigned long *ptr);
__device__ unsigned long long __ldlu(const unsigned long long *ptr);
__device__ char2 __ldlu(const char2 *ptr);
__device__ char4 __ldlu(const char4 *ptr);
__device__ short2 __ldlu(const short2 *ptr);
__device__ short4 __ldlu(const short4 *ptr);
__device__ int2 __ldlu(const int2 *ptr);
__device__ int4 __ldlu(const int4 *ptr);
__device__ longlong2 __ldlu(const longlong2 *ptr);
__device__ uchar2 __ldlu(const uchar2 *ptr);
__device__ uchar4 __ldlu(const uchar4 *ptr);
__device__ ushort2 __ldlu(const ushort2 *ptr);
__device__ ushort4 __ldlu(const ushort4 *ptr);
__device__ uint2 __ldlu(const uint2 *ptr);
__device__ uint4 __ldlu(const uint4 *ptr);
__device__ ulonglong2 __ldlu(const ulonglong2 *ptr);
__device__ float __ldlu(const float *ptr);
__device__ float2 __ldlu(const float2 *ptr);
__device__ float4 __ldlu(const float4 *ptr);
__device__ double __ldlu(const double *ptr);
__device__ double2 __ldlu(const double2 *ptr);

__device__ char __ldcv(const char *ptr);
__device__ signed char __ldcv(const signed char *ptr);
__device__ short __ldcv(const short *ptr);
__device__ int __ldcv(const int *ptr);
__device__ long __ldcv(const long *ptr);
__device__ long long __ldcv(const long long *ptr);
__device__ unsigned char __ldcv(const unsigned char *ptr);
__device__ unsigned short __ldcv(const unsigned short *ptr);
__device__ unsigned int __ldcv(const unsigned int *ptr);
__device__ unsigned long __ldcv(const unsigned long *ptr);
__device__ unsigned long long __ldcv(const unsigned long long *ptr);
__device__ char2 __ldcv(const char2 *ptr);
__device__ char4 __ldcv(const char4 *ptr);
__device__ short2 __ldcv(const short2 *ptr);
__device__ short4 __ldcv(const short4 *ptr);
__device__ int2 __ldcv(const int2 *ptr);
__device__ int4 __ldcv(const int4 *ptr);
__device__ longlong2 __ldcv(const longlong2 *ptr);
__device__ uchar2 __ldcv(const uchar2 *ptr);
__device__ uchar4 __ldcv(const uchar4 *ptr);
__device__ ushort2 __ldcv(const ushort2 *ptr);
__device__ ushort4 __ldcv(const ushort4 *ptr);
__device__ uint2 __ldcv(const uint2 *ptr);
__device__ uint4 __ldcv(const uint4 *ptr);
__device__ ulonglong2 __ldcv(const ulonglong2 *ptr);
__device__ float __ldcv(const float *ptr);
__device__ float2 __ldcv(const float2 *ptr);
__device__ float4 __ldcv(const float4 *ptr);
__device__ double __ldcv(const double *ptr);
__device__ double2 __ldcv(const double2 *ptr);

__device__ void __stwb(char *ptr, char value);
__device__ void __stwb(signed char *ptr, signed char value);
__device__ void __stwb(short *ptr, short value);
__device__ void __stwb(int *ptr, int value);
__device__ void __stwb(long *ptr, long value);
__device__ void __stwb(long long *ptr, long long value);
__device__ void __stwb(unsigned char *ptr, unsigned char value);
__device__ void __stwb(unsigned short *ptr, unsigned short value);
__device__ void __stwb(unsigned int *ptr, unsigned int value);
__device__ void __stwb(unsigned long *ptr, unsigned long value);
__device__ void __stwb(unsigned long long *ptr, unsigned long long value);
__device__ void __stwb(char2 *ptr, char2 value);
__device__ void __stwb(char4 *ptr, char4 value);
__device__ void __stwb(short2 *ptr, short2 value);
__device__ void __stwb(short4 *ptr, short4 value);
__device__ void __stwb(int2 *ptr, int2 value);
__device__ void __stwb(int4 *ptr, int4 value);
__device__ void __stwb(longlong2 *ptr, longlong2 value);
__device__ void __stwb(uchar2 *ptr, uchar2 value);
__device__ void __stwb(uchar4 *ptr, uchar4 value);
__device__ void __stwb(ushort2 *ptr, ushort2 value);
__device__ void __stwb(ushort4 *ptr, ushort4 value);
__device__ void __stwb(uint2 *ptr, uint2 value);
__device__ void __stwb(uint4 *ptr, uint4 value);
__device__ void __stwb(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stwb(float *ptr, float value);
__device__ void __stwb(float2 *ptr, float2 value);
__device__ void __stwb(float4 *ptr, float4 value);
__device__ void __stwb(double *ptr, double value);
__device__ void __stwb(double2 *ptr, double2 value);

__device__ void __stcg(char *ptr, char value);
__device__ void __stcg(signed char *ptr, signed char value);
__device__ void __stcg(short *ptr, short value);
__device__ void __stcg(int *ptr, int value);
__device__ void __stcg(long *ptr, long value);
__device__ void __stcg(long long *ptr, long long value);
__device__ void __stcg(unsigned char *ptr, unsigned char value);
__device__ void __stcg(unsigned short *ptr, unsigned short value);
__device__ void __stcg(unsigned int *ptr, unsigned int value);
__device__ void __stcg(unsigned long *ptr, unsigned long value);
__device__ void __stcg(unsigned long long *ptr, unsigned long long value);
__device__ void __stcg(char2 *ptr, char2 value);
__device__ void __stcg(char4 *ptr, char4 value);
__device__ void __stcg(short2 *ptr, short2 value);
__device__ void __stcg(short4 *ptr, short4 value);
__device__ void __stcg(int2 *ptr, int2 value);
__device__ void __stcg(int4 *ptr, int4 value);
__device__ void __stcg(longlong2 *ptr, longlong2 value);
__device__ void __stcg(uchar2 *ptr, uchar2 value);
__device__ void __stcg(uchar4 *ptr, uchar4 value);
__device__ void __stcg(ushort2 *ptr, ushort2 value);
__device__ void __stcg(ushort4 *ptr, ushort4 value);
__device__ void __stcg(uint2 *ptr, uint2 value);
__device__ void __stcg(uint4 *ptr, uint4 value);
__device__ void __stcg(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stcg(float *ptr, float value);
__device__ void __stcg(float2 *ptr, float2 value);
__device__ void __stcg(float4 *ptr, float4 value);
__device__ void __stcg(double *ptr, double value);
__device__ void __stcg(double2 *ptr, double2 value);

__device__ void __stcs(char *ptr, char value);
__device__ void __stcs(signed char *ptr, signed char value);
__device__ void __stcs(short *ptr, short value);
__device__ void __stcs(int *ptr, int value);
__device__ void __stcs(long *ptr, long value);
__device__ void __stcs(long long *ptr, long long value);
__device__ void __stcs(unsigned char *ptr, unsigned char value);
__device__ void __stcs(unsigned short *ptr, unsigned short value);
__device__ void __stcs(unsigned int *ptr, unsigned int value);
__device__ void __stcs(unsigned long *ptr, unsigned long value);
__device__ void __stcs(unsigned long long *ptr, unsigned long long value);
__device__ void __stcs(char2 *ptr, char2 value);
__device__ void __stcs(char4 *ptr, char4 value);
__device__ void __stcs(short2 *ptr, short2 value);
__device__ void __stcs(short4 *ptr, short4 value);
__device__ void __stcs(int2 *ptr, int2 value);
__device__ void __stcs(int4 *ptr, int4 value);
__device__ void __stcs(longlong2 *ptr, longlong2 value);
__device__ void __stcs(uchar2 *ptr, uchar2 value);
__device__ void __stcs(uchar4 *ptr, uchar4 value);
__device__ void __stcs(ushort2 *ptr, ushort2 value);
__device__ void __stcs(ushort4 *ptr, ushort4 value);
__device__ void __stcs(uint2 *ptr, uint2 value);
__device__ void __stcs(uint4 *ptr, uint4 value);
__device__ void __stcs(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stcs(float *ptr, float value);
__device__ void __stcs(float2 *ptr, float2 value);
__device__ void __stcs(float4 *ptr, float4 value);
__device__ void __stcs(double *ptr, double value);
__device__ void __stcs(double2 *ptr, double2 value);

__device__ void __stwt(char *ptr, char value);
__device__ void __stwt(signed char *ptr, signed char value);
__device__ void __stwt(short *ptr, short value);
__device__ void __stwt(int *ptr, int value);
__device__ void __stwt(long *ptr, long value);
__device__ void __stwt(long long *ptr, long long value);
__device__ void __stwt(unsigned char *ptr, unsigned char value);
__device__ void __stwt(unsigned short *ptr, unsigned short value);
__device__ void __stwt(unsigned int *ptr, unsigned int value);
__device__ void __stwt(unsigned long *ptr, unsigned long value);
__device__ void __stwt(unsigned long long *ptr, unsigned long long value);
__device__ void __stwt(char2 *ptr, char2 value);
__device__ void __stwt(char4 *ptr, char4 value);
__device__ void __stwt(short2 *ptr, short2 value);
__device__ void __stwt(short4 *ptr, short4 value);
__device__ void __stwt(int2 *ptr, int2 value);
__device__ void __stwt(int4 *ptr, int4 value);
__device__ void __stwt(longlong2 *ptr, longlong2 value);
__device__ void __stwt(uchar2 *ptr, uchar2 value);
__device__ void __stwt(uchar4 *ptr, uchar4 value);
__device__ void __stwt(ushort2 *ptr, ushort2 value);
__device__ void __stwt(ushort4 *ptr, ushort4 value);
__device__ void __stwt(uint2 *ptr, uint2 value);
__device__ void __stwt(uint4 *ptr, uint4 value);
__device__ void __stwt(ulonglong2 *ptr, ulonglong2 value);
__device__ void __stwt(float *ptr, float value);
__device__ void __stwt(float2 *ptr, float2 value);
__device__ void __stwt(float4 *ptr, float4 value);
__device__ void __stwt(double *ptr, double value);
__device__ void __stwt(double2 *ptr, double2 value);

#endif /* __cplusplus */

#endif /* C2O_CUDA_DEVICE_FUNCTIONS_H */
