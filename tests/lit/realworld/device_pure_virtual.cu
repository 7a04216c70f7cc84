// Classes with pure virtual functions made in device code (one kernel
// makes the object, another uses it, a third deletes it): their vtables
// name __cxa_pure_virtual, which CUDA's device runtime defines and clang 19's
// AMDGPU device code does not ("undefined symbol: __cxa_pure_virtual" at the
// offload link). The helpers give AMD device code a weak one that traps.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=gfx90a --rocm-device-lib-path=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode -mcode-object-version=4 -Wno-unused-command-line-argument -I%helpers %t.cpp -o %t.gfx90a
// 0 + 1 + ... + 127 put by 4 blocks of 32 threads; 128 values kept.
// OUT: total 8128 kept 128
#include <cstdio>

// Its constructor stays a function of its own, which stores Bag's vtable
// (the constructor of a derived class does too, when the optimizer keeps it).
template <class T> class Bag {
public:
  __device__ __noinline__ Bag() {}
  __device__ virtual ~Bag() {}
  __device__ virtual void put(T v) = 0;
  __device__ virtual T total() const = 0;
  __device__ virtual int kept() const = 0;
};

template <class T> class ListBag : public Bag<T> {
  T *items;
  int count;
public:
  __device__ ListBag(int capacity) : items(new T[capacity]), count(0) {}
  __device__ ~ListBag() {
    if (items) delete[] items;
  }
  __device__ void put(T v) override { items[atomicAdd(&count, 1)] = v; }
  __device__ T total() const override {
    T s = 0;
    for (int i = 0; i < count; ++i) s += items[i];
    return s;
  }
  __device__ int kept() const override { return count; }
};

__global__ void makeBag(Bag<int> **bag, int capacity) { *bag = new ListBag<int>(capacity); }
__global__ void fill(Bag<int> **bag) { (*bag)->put((int)(blockIdx.x * blockDim.x + threadIdx.x)); }
__global__ void readOut(Bag<int> **bag, int *out) {
  out[0] = (*bag)->total();
  out[1] = (*bag)->kept();
  delete *bag;
}

int main() {
  Bag<int> **bag;
  int *d, h[2];
  cudaMalloc(&bag, sizeof(Bag<int> *));
  cudaMalloc(&d, sizeof h);
  makeBag<<<1, 1>>>(bag, 128);
  fill<<<4, 32>>>(bag);
  readOut<<<1, 1>>>(bag, d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("total %d kept %d\n", h[0], h[1]);
  return 0;
}
