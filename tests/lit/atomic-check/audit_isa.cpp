// --audit-isa: what Debian clang 19 compiles an OpenMP FP atomic into, per hint,
// the facts measured in shared/reference/amd-memory-model.md and here:
//   gfx90a: flat_atomic_cmpswap (a CAS loop) whatever the hint or flag;
//   gfx942: flat_atomic_add_f32/f64 (hardware) whatever the hint or flag.
// RUN: %omp-atomic-check --audit-isa --xnack=1 %s | FileCheck %s --check-prefix=GFX90A
// RUN: %omp-atomic-check --audit-isa --xnack=1 --unsafe-fp-atomics %s | FileCheck %s --check-prefix=GFX90A
// RUN: %omp-atomic-check --audit-isa --xnack=1 --offload-arch=gfx942 %s | FileCheck %s --check-prefix=GFX942
// RUN: %omp-atomic-check --audit-isa --xnack=1 --omp-compiler=clang %s | FileCheck %s --check-prefix=CLANG
double d_none, d_fast, d_safe;
float f_fast;
void sums(const double *b, int n) {
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: d_none)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    d_none += b[i];
  }
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: d_fast)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    d_fast += b[i];
  }
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: d_safe)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_safe_fp_atomics)
    d_safe += b[i];
  }
#pragma omp target teams distribute parallel for map(to: b[:n]) map(tofrom: f_fast)
  for (int i = 0; i < n; ++i) {
#pragma omp atomic hint(AMD_fast_fp_atomics)
    f_fast += (float)b[i];
  }
}
// GFX90A: audit_isa.cpp:12: isa arch=gfx90a kernel={{.*}}_l12 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// GFX90A: audit_isa.cpp:17: isa arch=gfx90a kernel={{.*}}_l17 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// GFX90A: audit_isa.cpp:20:5: contradiction arch=gfx90a profile=aomp expected=hw compiled=cas
// GFX90A: audit_isa.cpp:22: isa arch=gfx90a kernel={{.*}}_l22 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// GFX90A: audit_isa.cpp:27: isa arch=gfx90a kernel={{.*}}_l27 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap{{$}}
// GFX942: audit_isa.cpp:12: isa arch=gfx942 kernel={{.*}}_l12 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:17: isa arch=gfx942 kernel={{.*}}_l17 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:22: isa arch=gfx942 kernel={{.*}}_l22 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:27: isa arch=gfx942 kernel={{.*}}_l27 fp-hw=1 cas=0 instructions=flat_atomic_add_f32
// GFX942-NOT: contradiction
// CLANG-NOT: contradiction
