// --audit-isa: what Debian clang 19 and clang 22 compile an OpenMP FP atomic
// into, per hint, the facts measured in shared/reference/amd-memory-model.md,
// CompilerProfiles.def and here (every line below is a profile's prediction
// that the compile confirms: no "contradiction"):
//   clang 19 gfx90a: flat_atomic_cmpswap (a CAS loop) whatever the hint or flag;
//   clang 19 gfx942: flat_atomic_add_f32/f64 (hardware) whatever the hint or flag;
//   clang 22 gfx90a: global_atomic_add_f64 (hardware) whatever the hint: it
//     assumes no fine-grained memory; a float add stays a CAS loop unless it
//     may ignore the denormal mode;
//   clang 22 gfx942: hardware for both.
// RUN: %omp-atomic-check --audit-isa --xnack=1 %s | FileCheck %s --check-prefixes=C19,C22
// RUN: %omp-atomic-check --audit-isa --xnack=1 --unsafe-fp-atomics --audit-with=clang-19 %s | FileCheck %s --check-prefix=C19
// RUN: %omp-atomic-check --audit-isa --xnack=1 --audit-with=clang-22 %s -- -munsafe-fp-atomics | FileCheck %s --check-prefix=UNSAFE22
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
// C19: audit_isa.cpp:19: isa compiler=clang-19 arch=gfx90a kernel={{.*}}_l19 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// C19: audit_isa.cpp:24: isa compiler=clang-19 arch=gfx90a kernel={{.*}}_l24 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// C19: audit_isa.cpp:29: isa compiler=clang-19 arch=gfx90a kernel={{.*}}_l29 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap_x2
// C19: audit_isa.cpp:34: isa compiler=clang-19 arch=gfx90a kernel={{.*}}_l34 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap{{$}}
// C19-NOT: contradiction
// C22: audit_isa.cpp:19: isa compiler=clang-22 arch=gfx90a kernel={{.*}}_l19 fp-hw=1 cas=0 instructions=global_atomic_add_f64
// C22: audit_isa.cpp:24: isa compiler=clang-22 arch=gfx90a kernel={{.*}}_l24 fp-hw=1 cas=0 instructions=global_atomic_add_f64
// C22: audit_isa.cpp:29: isa compiler=clang-22 arch=gfx90a kernel={{.*}}_l29 fp-hw=1 cas=0 instructions=global_atomic_add_f64
// C22: audit_isa.cpp:34: isa compiler=clang-22 arch=gfx90a kernel={{.*}}_l34 fp-hw=0 cas=1 instructions=flat_atomic_cmpswap{{$}}
// C22-NOT: contradiction
// UNSAFE22: audit_isa.cpp:34: isa compiler=clang-22 arch=gfx90a kernel={{.*}}_l34 fp-hw=1 cas=0 instructions=global_atomic_add_f32
// UNSAFE22-NOT: contradiction
// GFX942: audit_isa.cpp:19: isa compiler=clang-19 arch=gfx942 kernel={{.*}}_l19 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:24: isa compiler=clang-19 arch=gfx942 kernel={{.*}}_l24 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:29: isa compiler=clang-19 arch=gfx942 kernel={{.*}}_l29 fp-hw=1 cas=0 instructions=flat_atomic_add_f64
// GFX942: audit_isa.cpp:34: isa compiler=clang-19 arch=gfx942 kernel={{.*}}_l34 fp-hw=1 cas=0 instructions=flat_atomic_add_f32
// GFX942: audit_isa.cpp:19: isa compiler=clang-22 arch=gfx942 kernel={{.*}}_l19 fp-hw=1 cas=0 instructions=global_atomic_add_f64
// GFX942: audit_isa.cpp:34: isa compiler=clang-22 arch=gfx942 kernel={{.*}}_l34 fp-hw=1 cas=0 instructions=flat_atomic_add_f32
// GFX942-NOT: contradiction
// The verdict for upstream clang >= 20: the hint does not matter, hardware on
// these coarse (mapped) globals is ok; the float add is a CAS loop: slow.
// CLANG: audit_isa.cpp:32:5: ok xnack=1 memory=coarse code=hw hint=safe
// CLANG: audit_isa.cpp:37:5: slow xnack=1 memory=coarse code=cas hint=fast
// CLANG-NOT: contradiction
