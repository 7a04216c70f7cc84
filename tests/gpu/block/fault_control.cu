// A control, not a check: a block-level kernel whose thread 0 of block 0
// writes through an invalid address. Run on the GPU it shows how a device
// fault ends a translated program there (the exit status: 134 for SIGABRT,
// the offload runtime's fatal error; 139 for SIGSEGV), which tells a
// reported SIGSEGV from a fault in the kernel. Its CUDA original fails with
// cudaErrorIllegalAddress at the copy after the launch.
#include <cstdio>
template <typename T, int BLOCK>
__global__ void faulty(T *out, T *bad) {
  __shared__ int count;
  if (threadIdx.x == 0) count = 0;
  __syncthreads();
  atomicAdd(&count, 1);
  __syncthreads();
  if (threadIdx.x == 0) {
    out[blockIdx.x] = (T)count;
    if (blockIdx.x == 0) bad[threadIdx.x] = (T)1;
  }
}
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof(h));
  printf("launching\n");
  fflush(stdout);
  faulty<int, 64><<<4, 64>>>(d, (int *)8);
  cudaError_t e = cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("after the copy: %s, out[1] = %d\n", cudaGetErrorString(e), h[1]);
  return e != cudaSuccess;
}
