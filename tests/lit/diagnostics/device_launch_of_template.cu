// A kernel template launched inside device code (dynamic parallelism): clang's
// host parse rejects the launch when it instantiates the template ("call to
// __global__ function from __global__ function"), so the file cannot be
// translated; the run says why at the launch (C2O1019), beside clang's
// message. Nothing is written; exit 2. Before: clang's message alone. A
// kernel that is no template launched in device code parses, and gets C2O1004
// (diagnostics/unsupported.cu).
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2omp %s -o %t.dir/a.cpp 2> %t.err; echo "exit $?" >> %t.err
// RUN: FileCheck %s --input-file=%t.err
// RUN: test ! -e %t.dir/a.cpp
// CHECK-DAG: device_launch_of_template.cu:[[@LINE+9]]:{{[0-9]+}}: error: C2O1019: 'split' is a kernel template launched inside device code (dynamic parallelism): dynamic parallelism is not supported
// CHECK-DAG: device_launch_of_template.cu:[[@LINE+8]]:{{[0-9]+}}: error: no matching function for call to 'split'
// CHECK: exit 2

#include <cstdio>

template <int Width> __global__ void split(int *count, int depth) {
  atomicAdd(count, 1);
  if (depth < 3 && threadIdx.x == 0)
    split<Width><<<2, Width>>>(count, depth + 1);
}

int main() {
  int *count;
  cudaMalloc(&count, sizeof(int));
  cudaMemset(count, 0, sizeof(int));
  split<32><<<1, 32>>>(count, 0);
  int host = 0;
  cudaMemcpy(&host, count, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", host);
  return 0;
}
