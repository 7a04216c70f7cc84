// Every CUDA atomic is one instruction where the GPU has one (issue 28): each
// kernel below uses one atomic's old value; --audit-isa compiles the
// translation for gfx90a and gfx942 with clang 19 and clang 22 and prints the
// integer atomic instructions of each kernel (isa-int lines; a kernel is three
// target regions, the first is checked, and no region of a kernel without
// atomicCAS may hold a compare-and-swap); the PTX of clang 19 for sm_90 shows
// nvcc's instructions, with CUDA's scope (atom.cta for _block, atom.sys for _system).
// The one CAS loop left is the AMDGPU back end's own, for a system-scope
// min/max with clang 19 (as for HIP's atomicMax_system: host memory over PCIe
// has no atomic max); clang 22 assumes no remote memory by default.
// RUN: %cuda2omp %s -o %t.cpp --quiet
// RUN: %cuda2omp %s -o %t.a.cpp --quiet --audit-isa --audit-with=clang-19 > %t.19.txt
// RUN: FileCheck %s --check-prefixes=AMD,C19 < %t.19.txt
// RUN: %cuda2omp %s -o %t.b.cpp --quiet --audit-isa --audit-with=clang-22 > %t.22.txt
// RUN: FileCheck %s --check-prefixes=AMD,C22 < %t.22.txt
// RUN: %cuda2omp %s -o %t.c.cpp --quiet --audit-isa --audit-with=clang-19 --offload-arch=gfx942 > %t.19.942.txt
// RUN: FileCheck %s --check-prefixes=AMD,C19 < %t.19.942.txt
// RUN: %cuda2omp %s -o %t.d.cpp --quiet --audit-isa --audit-with=clang-22 --offload-arch=gfx942 > %t.22.942.txt
// RUN: FileCheck %s --check-prefixes=AMD,C22 < %t.22.942.txt
// RUN: cat %t.19.txt %t.22.txt %t.19.942.txt %t.22.942.txt | grep isa-int | grep -v -e _cas_ -e max_system | FileCheck %s --check-prefix=ONE
// ONE-NOT: cmpswap
// ONE-NOT: cas-loops={{[1-9]}}
// RUN: clang++-19 -std=c++17 -O2 -fopenmp --offload-arch=sm_90 -nogpulib --offload-device-only -S -I%helpers %t.cpp -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
__global__ void k_add_i(int *p, int *o, int v) { o[threadIdx.x] = atomicAdd(p, v); }
__global__ void k_add_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicAdd(p, v); }
__global__ void k_sub_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicSub(p, v); }
__global__ void k_exch_i(int *p, int *o, int v) { o[threadIdx.x] = atomicExch(p, v); }
__global__ void k_exch_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicExch(p, v); }
__global__ void k_exch_f(float *p, float *o, float v) { o[threadIdx.x] = atomicExch(p, v); }
__global__ void k_min_i(int *p, int *o, int v) { o[threadIdx.x] = atomicMin(p, v); }
__global__ void k_min_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicMin(p, v); }
__global__ void k_min_ll(long long *p, long long *o, long long v) { o[threadIdx.x] = atomicMin(p, v); }
__global__ void k_min_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicMin(p, v); }
__global__ void k_max_i(int *p, int *o, int v) { o[threadIdx.x] = atomicMax(p, v); }
__global__ void k_max_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicMax(p, v); }
__global__ void k_max_ll(long long *p, long long *o, long long v) { o[threadIdx.x] = atomicMax(p, v); }
__global__ void k_max_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicMax(p, v); }
__global__ void k_inc_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicInc(p, v); }
__global__ void k_dec_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicDec(p, v); }
__global__ void k_cas_i(int *p, int *o, int v) { o[threadIdx.x] = atomicCAS(p, v, v + 1); }
__global__ void k_cas_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicCAS(p, v, v + 1); }
__global__ void k_and_i(int *p, int *o, int v) { o[threadIdx.x] = atomicAnd(p, v); }
__global__ void k_and_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicAnd(p, v); }
__global__ void k_or_u(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicOr(p, v); }
__global__ void k_or_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicOr(p, v); }
__global__ void k_xor_i(int *p, int *o, int v) { o[threadIdx.x] = atomicXor(p, v); }
__global__ void k_xor_ull(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicXor(p, v); }
__global__ void k_inc_block(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicInc_block(p, v); }
__global__ void k_dec_system(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicDec_system(p, v); }
__global__ void k_sub_block(int *p, int *o, int v) { o[threadIdx.x] = atomicSub_block(p, v); }
__global__ void k_exch_system(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicExch_system(p, v); }
__global__ void k_min_block(int *p, int *o, int v) { o[threadIdx.x] = atomicMin_block(p, v); }
__global__ void k_max_system(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicMax_system(p, v); }
__global__ void k_cas_block(int *p, int *o, int v) { o[threadIdx.x] = atomicCAS_block(p, v, v + 1); }
__global__ void k_cas_system(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicCAS_system(p, v, v + 1); }
__global__ void k_and_system(unsigned int *p, unsigned int *o, unsigned int v) { o[threadIdx.x] = atomicAnd_system(p, v); }
__global__ void k_or_block(unsigned long long *p, unsigned long long *o, unsigned long long v) { o[threadIdx.x] = atomicOr_block(p, v); }
void run(int *i, unsigned *u, unsigned long long *q, long long *l, float *f, int n) {
  k_add_i<<<n, 64>>>(i, i + 64, (int)n);
  k_add_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_sub_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_exch_i<<<n, 64>>>(i, i + 64, (int)n);
  k_exch_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_exch_f<<<n, 64>>>(f, f + 64, (float)n);
  k_min_i<<<n, 64>>>(i, i + 64, (int)n);
  k_min_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_min_ll<<<n, 64>>>(l, l + 64, (long long)n);
  k_min_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_max_i<<<n, 64>>>(i, i + 64, (int)n);
  k_max_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_max_ll<<<n, 64>>>(l, l + 64, (long long)n);
  k_max_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_inc_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_dec_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_cas_i<<<n, 64>>>(i, i + 64, (int)n);
  k_cas_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_and_i<<<n, 64>>>(i, i + 64, (int)n);
  k_and_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_or_u<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_or_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_xor_i<<<n, 64>>>(i, i + 64, (int)n);
  k_xor_ull<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_inc_block<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_dec_system<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_sub_block<<<n, 64>>>(i, i + 64, (int)n);
  k_exch_system<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_min_block<<<n, 64>>>(i, i + 64, (int)n);
  k_max_system<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_cas_block<<<n, 64>>>(i, i + 64, (int)n);
  k_cas_system<<<n, 64>>>(q, q + 64, (unsigned long long)n);
  k_and_system<<<n, 64>>>(u, u + 64, (unsigned int)n);
  k_or_block<<<n, 64>>>(q, q + 64, (unsigned long long)n);
}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_add_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_add cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_add_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_add_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_sub_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_sub cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z8k_exch_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_swap cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z10k_exch_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_swap_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z8k_exch_f4dim3{{.*}} instructions={{(global|flat)}}_atomic_swap cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_min_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_smin cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_min_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_umin cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z8k_min_ll4dim3{{.*}} instructions={{(global|flat)}}_atomic_smin_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_min_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_umin_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_max_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_smax cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_max_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_umax cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z8k_max_ll4dim3{{.*}} instructions={{(global|flat)}}_atomic_smax_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_max_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_umax_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_inc_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_inc cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_dec_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_dec cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_cas_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_cmpswap cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_cas_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_cmpswap_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_and_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_and cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_and_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_and_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z6k_or_u4dim3{{.*}} instructions={{(global|flat)}}_atomic_or cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z8k_or_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_or_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z7k_xor_i4dim3{{.*}} instructions={{(global|flat)}}_atomic_xor cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z9k_xor_ull4dim3{{.*}} instructions={{(global|flat)}}_atomic_xor_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z11k_inc_block4dim3{{.*}} instructions={{(global|flat)}}_atomic_inc cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z12k_dec_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_dec cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z11k_sub_block4dim3{{.*}} instructions={{(global|flat)}}_atomic_sub cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z13k_exch_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_swap_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z11k_min_block4dim3{{.*}} instructions={{(global|flat)}}_atomic_smin cas-loops=0{{$}}
// C19: isa-int compiler=clang-19 arch={{gfx90a|gfx942}} kernel={{.*}}Z12k_max_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_cmpswap cas-loops=1{{$}}
// C22: isa-int compiler=clang-22 arch={{gfx90a|gfx942}} kernel={{.*}}Z12k_max_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_umax cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z11k_cas_block4dim3{{.*}} instructions={{(global|flat)}}_atomic_cmpswap cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z12k_cas_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_cmpswap_x2 cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z12k_and_system4dim3{{.*}} instructions={{(global|flat)}}_atomic_and cas-loops=0{{$}}
// AMD: isa-int compiler={{.*}} kernel={{.*}}Z10k_or_block4dim3{{.*}} instructions={{(global|flat)}}_atomic_or_x2 cas-loops=0{{$}}
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_add_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.add.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_add_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.add.u64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_sub_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.add.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z8k_exch_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.exch.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z10k_exch_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.exch.b64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z8k_exch_f4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.exch.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_min_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.min.s32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_min_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.min.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z8k_min_ll4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.min.s64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_min_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.min.u64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_max_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.max.s32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_max_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.max.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z8k_max_ll4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.max.s64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_max_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.max.u64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_inc_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.inc.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_dec_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.dec.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_cas_i4dim3
// PTX: atom.cas.b32 
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_cas_ull4dim3
// PTX: atom.cas.b64 
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_and_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.and.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_and_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.and.b64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z6k_or_u4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.or.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z8k_or_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.or.b64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z7k_xor_i4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.xor.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z9k_xor_ull4dim3
// PTX-NOT: .cas.
// PTX: atom{{.*}}.xor.b64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z11k_inc_block4dim3
// PTX-NOT: .cas.
// PTX: atom.cta.inc.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z12k_dec_system4dim3
// PTX-NOT: .cas.
// PTX: atom.sys.dec.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z11k_sub_block4dim3
// PTX-NOT: .cas.
// PTX: atom.cta.add.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z13k_exch_system4dim3
// PTX-NOT: .cas.
// PTX: atom.sys.exch.b64 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z11k_min_block4dim3
// PTX-NOT: .cas.
// PTX: atom.cta.min.s32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z12k_max_system4dim3
// PTX-NOT: .cas.
// PTX: atom.sys.max.u32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z11k_cas_block4dim3
// PTX: atom.cta.cas.b32 
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z12k_cas_system4dim3
// PTX: atom.sys.cas.b64 
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z12k_and_system4dim3
// PTX-NOT: .cas.
// PTX: atom.sys.and.b32 
// PTX-NOT: .cas.
// PTX-LABEL: .entry __omp_offloading_{{.*}}Z10k_or_block4dim3
// PTX-NOT: .cas.
// PTX: atom.cta.or.b64 
// PTX-NOT: .cas.
