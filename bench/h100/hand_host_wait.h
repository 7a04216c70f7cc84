/* hand_host_wait.h - the `hand-wait` variant of bench/h100/build.sh: a hand
 * port built with `-include` of this file waits for the GPU as a CUDA program
 * does (CU_CTX_SCHED_AUTO), like translated code does through
 * c2o_host_wait.h. A constructor, before the OpenMP runtime starts, gives
 * device 0's primary context the flag and makes it active; LLVM's CUDA plugin
 * then keeps it (it sets blocking sync only on an inactive context). This
 * keeps the comparison of translated and hand-written code about the code. */
#include <dlfcn.h>
__attribute__((constructor)) static void hand_host_wait_auto(void) {
  void *cuda = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!cuda) return;
  int (*init)(unsigned) = (int (*)(unsigned))dlsym(cuda, "cuInit");
  int (*get)(int *, int) = (int (*)(int *, int))dlsym(cuda, "cuDeviceGet");
  int (*flags)(int, unsigned) = (int (*)(int, unsigned))dlsym(cuda, "cuDevicePrimaryCtxSetFlags_v2");
  int (*retain)(void **, int) = (int (*)(void **, int))dlsym(cuda, "cuDevicePrimaryCtxRetain");
  int d = 0;
  void *ctx = 0;
  if (init && get && flags && retain && init(0) == 0 && get(&d, 0) == 0 && flags(d, 0) == 0) retain(&ctx, d);
}
