/* c2o_async.h - asynchronous kernel launches (issue 28), behind a switch.
 *
 * By default every translated launch is a synchronous target region: the host
 * waits for each kernel. Compiled with -DC2O_ASYNC_LAUNCHES (clang), a flat
 * kernel's launcher queues its target region instead, as CUDA queues a launch:
 *
 *   #pragma omp target teams ... C2O_LAUNCH_ASYNC
 *     = nowait depend(inout: c2o_impl_queue[0])
 *
 * Every queued region depends on one token, so the queued kernels run one
 * after another in the order they were launched: CUDA's order within a stream
 * (the launchers drop the stream argument, so every stream is this one queue:
 * a stricter order than CUDA's, never a looser one). The translator writes
 * the macro only on launchers whose arguments are all pointers and scalars,
 * which the queued region copies when it is queued; a struct passed by value
 * is a local of the launcher, which a queued region reads when it runs (even
 * with firstprivate, seen with clang 19's x86 offloading), so those launches
 * stay synchronous, as do template kernels with arguments of dependent type
 * and kernels whose atomics became reductions: their launchers carry
 * C2O_LAUNCH_IN_ORDER instead, a dependence on the queue without nowait, so
 * they start once the queued launches are done.
 *
 * The host waits (c2o_impl_queue_drain: a taskwait) exactly where a CUDA
 * program waits or where the helpers run work of their own on the device:
 * cudaDeviceSynchronize, cudaStreamSynchronize, cudaEventSynchronize,
 * cudaEventRecord (the event's time is taken when the queued work is done),
 * cudaStreamQuery/cudaEventQuery, cudaMemcpy* and cudaMemset* (their copies
 * and fills are synchronous, so they wait for the kernels before them),
 * cudaFree, cudaLaunchHostFunc, and before synchronous device work:
 * block-level launches (c2o_teams_for_blocks), the library helpers' loops and
 * copies (Thrust, CUB, cuBLAS, cuSPARSE, cuRAND). The portable loop form of a
 * flat launcher (the host, or no bare launch) also waits first
 * (c2o_launch_is_1d), so only bare launches overlap one another.
 *
 * Limits (docs/performance.md, "Session 10"):
 *   - for translations with --memory=device (and for code that reaches device
 *     memory only through the helpers): the --memory=map strategy writes its
 *     own `target update`/`target exit data`/`target data`, which do not wait
 *     for queued launches;
 *   - launches from one host thread; a taskwait waits for the calling
 *     thread's own queued launches;
 *   - GCC and the host keep synchronous launches (C2O_ASYNC is 0 there). */
#ifndef C2O_ASYNC_H
#define C2O_ASYNC_H

#include "c2o_config.h"

#if defined(C2O_ASYNC_LAUNCHES) && defined(__clang__)
#define C2O_ASYNC 1
#else
#define C2O_ASYNC 0
#endif

#if C2O_ASYNC
/* The token every queued launch depends on (one per program). */
C2O_SHARED char c2o_impl_queue[1];
/* The clauses of a queued launch: nowait, in the queue's order. */
#define C2O_LAUNCH_ASYNC nowait depend(inout : c2o_impl_queue[0])
/* The clause of a launch that stays synchronous: it starts once the queued
 * launches are done (an undeferred target task with a dependence). */
#define C2O_LAUNCH_IN_ORDER depend(inout : c2o_impl_queue[0])
/* Waits for every launch this thread queued. */
static inline void c2o_impl_queue_drain(void) {
#pragma omp taskwait
}
#else
#define C2O_LAUNCH_ASYNC
#define C2O_LAUNCH_IN_ORDER
static inline void c2o_impl_queue_drain(void) {}
#endif

#endif /* C2O_ASYNC_H */
