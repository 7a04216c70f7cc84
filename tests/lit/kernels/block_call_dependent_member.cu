// A template kernel calling a block-level static member function of a
// dependent type (`Stage<N>::run(out)`): only the template's instantiations
// say which function is called, so the phase form, which cuts calls of block
// functions it sees, cannot cut it. The kernel has its direct form only
// (C2O1130, which says why); before, its phase form called the member in a
// phase, where it does not exist (GCC: "'run' is not a member", Rodinia's dwt2d).
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// RUN: %omp-gcc -c %t.cpp -o %t.o
// RUN: %omp-syntax %t.cpp
// RUN: %omp-gfx90a-syntax %t.cpp
// ERR: block_call_dependent_member.cu:[[@LINE+12]]:{{[0-9]+}}: warning: C2O1130: 'mirror' has only its direct form (no phase form: it calls 'run' where only the template's instantiations say which function is called)
// ERR-NOT: error

template <int N> struct Stage {
  __device__ static void run(int *out) {
    __shared__ int s[N];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[blockIdx.x * N + threadIdx.x] = s[N - 1 - threadIdx.x];
  }
};

template <int N> __global__ void mirror(int *out) { Stage<N>::run(out); }

void launch(int *d) { mirror<64><<<2, 64>>>(d); }
