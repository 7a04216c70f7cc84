// Where the parse stops for want of a declaration, the run says why at the
// same place (ParseStopWatch): a CUDA name the bundled headers do not declare
// gets C2O1018, once per name, naming the part of CUDA it belongs to
// (UndeclaredCudaNames.def: the longest prefix; the driver API's virtual
// memory management, CUDA 12's graph additions, cooperative groups' names
// outside the bundled ones); a name of the program's own that is not declared
// gets clang's message alone. An include that is not found and is no
// unsupported library's (those have C2O1016) gets C2O1507, which asks for the
// header's folder. Nothing is written; exit 2. Before: clang's messages alone.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2omp %s -o %t.dir/a.cpp 2> %t.names; echo "exit $?" >> %t.names
// RUN: FileCheck %s --check-prefix=NAMES --input-file=%t.names
// RUN: %cuda2omp %s -o %t.dir/b.cpp -- -DWITH_CODEC 2> %t.inc; echo "exit $?" >> %t.inc
// RUN: FileCheck %s --check-prefix=INC --input-file=%t.inc
// RUN: test ! -e %t.dir/a.cpp && test ! -e %t.dir/b.cpp
//
// NAMES-DAG: undeclared_cuda_names.cu:[[@LINE+32]]:3: error: C2O1018: 'CUmemAllocationProp' looks like a name of the driver API's virtual memory management, which the bundled CUDA headers do not declare: reserving address ranges and mapping physical allocations into them has no OpenMP counterpart; the file was not translated
// NAMES-DAG: undeclared_cuda_names.cu:[[@LINE+33]]:{{[0-9]+}}: error: C2O1018: 'CU_MEM_ALLOC_GRANULARITY_MINIMUM' looks like a name of the driver API's virtual memory management
// NAMES-DAG: undeclared_cuda_names.cu:[[@LINE+34]]:3: error: C2O1018: 'cuMemRelease' looks like a name of the driver API's memory management
// NAMES-DAG: undeclared_cuda_names.cu:[[@LINE+36]]:3: error: C2O1018: 'cudaGraphNodeParams' looks like a name of CUDA graphs, which the bundled CUDA headers do not declare
// NAMES-DAG: undeclared_cuda_names.cu:[[@LINE+24]]:{{[0-9]+}}: error: C2O1018: 'cooperative_groups::invoke_one' looks like a name of cooperative groups
// NAMES-NOT: C2O1018: 'cu_total_count'
// NAMES: error: use of undeclared identifier 'cu_total_count'
// NAMES-NOT: C2O1018
// NAMES: could not be parsed; nothing was written
// NAMES: exit 2
// The second use of CU_MEM_ALLOC_GRANULARITY_MINIMUM has clang's message alone:
// RUN: grep -c "C2O1018: 'CU_MEM_ALLOC_GRANULARITY_MINIMUM'" %t.names | grep -qx 1
// INC: undeclared_cuda_names.cu:[[@LINE+6]]:10: error: C2O1507: 'image_codec_of_our_own.h' was not found: the parse needs every header the file includes
// INC-NOT: C2O1016
// INC: fatal error: 'image_codec_of_our_own.h' file not found
// INC: exit 2

#ifdef WITH_CODEC
#include "image_codec_of_our_own.h"
#endif
#include <cooperative_groups.h>
#include <cuda.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void count(int *n) {
  cg::thread_block block = cg::this_thread_block();
  cg::invoke_one(block, [&] { atomicAdd(n, 1); });
}

int main() {
  CUmemAllocationProp prop = {};
  size_t granularity = 0;
  cuMemGetAllocationGranularity(&granularity, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM);
  unsigned long long handle = 0;
  cuMemRelease(handle + 1);
  cudaGraph_t graph;
  cudaGraphCreate(&graph, 0);
  cudaGraphNodeParams params = {};
  printf("%zu %d\n", granularity, cu_total_count);
  return 0;
}
