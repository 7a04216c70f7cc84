// Device functions that read threadIdx, in a header two inputs include.
// rotate.cu calls them from a block-level kernel (they become block
// functions there); count.cu calls lane_twice from a flat kernel and the
// others not at all. Both must get the same header.
#pragma once

__device__ inline int lane_twice() { return 2 * threadIdx.x; }

// Interleaves even and odd lanes: 0 2 4 ... 1 3 5 ... (not instantiated by count.cu).
template <int WIDTH> __device__ inline int interleaved() {
  return (threadIdx.x * 2) - (WIDTH - 1) * (threadIdx.x / (WIDTH / 2));
}

template <typename T> struct Row {
  T *data;
  // Scales this thread's element (count.cu never calls it).
  __device__ void scale(T by) { data[threadIdx.x] *= by; }
};
