// A managed pointer stored in a struct: the map strategy cannot follow it, so
// the file keeps unified shared memory, and its other managed buffer too.
#include <cstdio>
struct Buffers {
  float *sum;
};
__global__ void add(Buffers b, float *also) {
  atomicAdd(b.sum, 1.0f);
  also[threadIdx.x] = 1.0f;
}
int main() {
  Buffers b;
  float *also;
  cudaMallocManaged(&b.sum, sizeof(float));
  cudaMallocManaged(&also, 32 * sizeof(float));
  *b.sum = 0.0f;
  add<<<1, 32>>>(b, also);
  cudaDeviceSynchronize();
  printf("%.0f %.0f\n", *b.sum, also[31]);
  cudaFree(b.sum);
  cudaFree(also);
  return 0;
}
