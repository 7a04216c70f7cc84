// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|C2O1010|error" %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s --check-prefix=OUT
// RUN: %check-no-cuda %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// RUN: %omp-host %t.cpp -o %t.host && %t.host | FileCheck %s
// RUN: %omp-gcc %t.cpp -o %t.gcc && %t.gcc | FileCheck %s
// NVTX profiler annotations, included through the NVTX v3 path and the
// runtime's names: a scoped range object (push in the constructor, pop in
// the destructor, through the nvtxRangePush macro), a start/end range with
// attributes, a mark, a named stream. The headers become c2o_nvtx.h, the
// calls stay and do nothing (each gets C2O1141); ranges keep their depth.
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvToolsExtCudaRt.h>
// OUT: #include "c2o_nvtx.h"
// OUT-NOT: nvToolsExt
#include <cstdio>

struct Range {
  int level;
  explicit Range(const char *name) { level = nvtxRangePush(name); }
  // ERR: nvtx_ranges.cu:[[@LINE-1]]:46: note: C2O1141: 'nvtxRangePushA': NVTX profiler annotations (ranges, marks, names) have no OpenMP counterpart: the call does nothing, and no profiler shows the range
  ~Range() { nvtxRangePop(); }
};

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  nvtxNameCudaStreamA(s, "work");
  // ERR: note: C2O1141: 'nvtxNameCudaStreamA'
  float h[4] = {1, 2, 3, 4}, *d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  {
    Range outer("outer");
    Range inner("inner");
    printf("levels %d %d\n", outer.level, inner.level);
    // CHECK: levels 0 1
    nvtxEventAttributes_t attr = {};
    attr.version = NVTX_VERSION;
    attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
    attr.colorType = NVTX_COLOR_ARGB;
    attr.color = 0xff00ff00;
    attr.messageType = NVTX_MESSAGE_TYPE_ASCII;
    attr.message.ascii = "scale";
    nvtxRangeId_t id = nvtxRangeStartEx(&attr);
    scale<<<1, 4, 0, s>>>(d, 2.0f, 4);
    cudaStreamSynchronize(s);
    nvtxRangeEnd(id);
    nvtxMarkA("scaled");
  }
  printf("after %d\n", nvtxRangePushA("again"));
  // CHECK: after 0
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
  // CHECK: 2 4 6 8
  return 0;
}
