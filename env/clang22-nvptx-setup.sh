#!/bin/bash
# One-time setup (root, Debian 12): clang-22 OpenMP offload to NVIDIA sm_90 (the project's GPU loop, docs/validation.md).
set -euo pipefail
PFX=${PFX:-/opt/clang22-omp}
apt-get update -qq
# NOT libomp-22-dev: it conflicts with libomp-19-dev (apt would remove 19).
apt-get install -y --no-install-recommends clang-22 clang-tools-22 llvm-22 \
  liboffload-22 liboffload-22-dev libomp-19-dev
mkdir -p $PFX/include $PFX/lib $PFX/nvptx /tmp/omp22deb
# omp.h/ompx.h of LLVM 22, taken from the package without installing it
(cd /tmp/omp22deb && apt-get download libomp-22-dev && dpkg -x libomp-22-dev_*.deb x)
cp /tmp/omp22deb/x/usr/lib/llvm-22/lib/clang/22/include/omp*.h $PFX/include/
# libomp.so for the host link (LLVM 19's libomp.so.5, which liboffload-22 uses too);
# a private dir so -lomptarget still finds LLVM 22's
ln -sf /usr/lib/x86_64-linux-gnu/libomp.so.5 $PFX/lib/libomp.so
# device runtime: LLVM 19's sm_90 bitcode + a __kmpc_parallel_60 -> _51 shim
cat > $PFX/nvptx/parallel60_shim.c <<'C'
typedef int int32_t; typedef long long int64_t;
__attribute__((visibility("hidden"))) void __kmpc_parallel_51(void *ident,
    int32_t gtid, int32_t if_expr, int32_t num_threads, int32_t proc_bind,
    void *fn, void *wrapper_fn, void **args, int64_t nargs);
/* clang >= 21 emits _60 (extra OpenMP 6.0 num_threads 'strict' flag). */
__attribute__((visibility("hidden"))) void __kmpc_parallel_60(void *ident,
    int32_t gtid, int32_t if_expr, int32_t num_threads, int32_t proc_bind,
    void *fn, void *wrapper_fn, void **args, int64_t nargs, int32_t strict) {
  (void)strict;
  __kmpc_parallel_51(ident, gtid, if_expr, num_threads, proc_bind, fn,
                     wrapper_fn, args, nargs);
}
C
clang-22 --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -nostdinc -emit-llvm \
  -c $PFX/nvptx/parallel60_shim.c -o $PFX/nvptx/parallel60_shim.bc
rm -f $PFX/nvptx/libompdevice.a
llvm-ar-22 rcs $PFX/nvptx/libompdevice.a \
  /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc $PFX/nvptx/parallel60_shim.bc
echo "done: $PFX"
