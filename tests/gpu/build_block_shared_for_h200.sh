#!/usr/bin/env bash
# Builds, here, issue 40's block-level checks for the lent GPU into one folder
# with a run.sh: per program, the CUDA original (NAME.cuda, nvcc sm_90), the
# translation's direct form (NAME.omp: clang 22 sm_90, a bare launch) and its
# phase form (NAME-phases.omp: -DC2O_NO_BARE), each self-checking (PASS/FAIL).
#   shared_atomics_*.cu        template kernels with __shared__ atomics (the
#                              SIGSEGV idiom: histograms, block counters and
#                              compaction, warp aggregation, dynamic shared
#                              memory, __device__ totals read back by symbol,
#                              private per-thread histograms, 16-bit CAS, and/or/
#                              xor/exch/inc/dec)
#   cub_two_storages_*.cu      two BlockReduce storages in a __device__ function
#                              template with forwarding-reference operators (the
#                              silent wrong answer); NAME-mainhelpers.omp is the
#                              same translation built with the helpers of
#                              OLD_HELPERS (default /work/main's, before the
#                              member-mask fix), to compare
#   function_shared_storage    tests/lit/block/function_shared_storage.cu
#   block_function_pointer     a block-level __device__ function called through a
#                              function pointer type that takes the indices (a
#                              kernel template's non-type argument); its kernel has
#                              only the direct form, so no -phases build
#   fault_control              a control: a kernel writing through an invalid address (its
#                              exit status tells a device fault from a host SIGSEGV)
# Builds are -g1 -rdynamic and run.sh preloads segv_trace.so (a backtrace on
# SIGSEGV/SIGABRT/SIGBUS) and reruns a failing translation with LIBOMPTARGET_INFO=4.
# usage: build_block_shared_for_h200.sh BUILD_DIR OUT_DIR [NAME]   (NAME: the results file, $OUT/NAME.txt)
set -uo pipefail
build=$(realpath "$1"); out=$2; name=${3:-blockshared}
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out" && out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
old=${OLD_HELPERS:-/work/main/omp_runtime_helpers/include}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
source "$top/tests/gpu/offload_compile.sh"
srcs=("$top"/tests/gpu/block/shared_atomics_*.cu "$top"/tests/gpu/block/cub_two_storages_*.cu
      "$top/tests/lit/block/function_shared_storage.cu" "$top/tests/gpu/block/block_function_pointer.cu"
      "$top/tests/gpu/block/fault_control.cu")
for src in "${srcs[@]}"; do
  n=$(basename "$src" .cu)
  "$build/bin/cuda2omp" --quiet "$src" -o "$out/$n.cpp" || echo "TRANSLATE-FAIL $n"
  c2o_offload_compile clang22 "$out/$n.cpp" "$out/$n.omp" -g1 -rdynamic -I "$helpers" 2> "$out/$n.log" || echo "BUILD-FAIL $n.omp"
  case $n in
    cub_*)
      c2o_offload_compile clang22 "$out/$n.cpp" "$out/$n-mainhelpers.omp" -g1 -rdynamic -I "$old" 2>> "$out/$n.log" \
        || echo "BUILD-FAIL $n-mainhelpers.omp" ;;
    block_function_pointer) ;;
    *)
      c2o_offload_compile clang22 "$out/$n.cpp" "$out/$n-phases.omp" -g1 -rdynamic -DC2O_NO_BARE -I "$helpers" \
        2>> "$out/$n.log" || echo "BUILD-FAIL $n-phases.omp" ;;
  esac
  "$nvcc" -O3 -arch=sm_90 -std=c++17 "$src" -o "$out/$n.cuda" 2>> "$out/$n.log" || echo "BUILD-FAIL $n.cuda"
done
gcc -O1 -shared -fPIC "$top/tests/gpu/segv_trace.c" -o "$out/segv_trace.so"
cat > "$out/run.sh" <<RUN
#!/usr/bin/env bash
# Runs every program here under timeout 30 and appends all output to \$OUT/$name.txt.
d=\$(cd "\$(dirname "\$0")" && pwd); o=\${OUT:-.}/$name.txt
if [ ! -d /tmp/lib22 ]; then
  lib=\$(ls "\$d"/lib22.tar.xz "\$d"/../lib22.tar.xz "\$d"/../*/lib22.tar.xz 2>/dev/null | head -1)
  [ -n "\$lib" ] && tar -C /tmp -xJf "\$lib"
fi
export LD_LIBRARY_PATH=/tmp/lib22 OMP_TARGET_OFFLOAD=MANDATORY
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "\$o" 2>&1
for b in "\$d"/*.cuda "\$d"/*.omp; do
  echo "== \$(basename "\$b")" >> "\$o"
  case \$b in *.omp) pre=\$d/segv_trace.so ;; *) pre= ;; esac
  LD_PRELOAD=\$pre timeout 30 "\$b" >> "\$o" 2>&1; rc=\$?
  echo "rc=\$rc" >> "\$o"
  if [ \$rc -ne 0 ] && [ "\${b%.omp}" != "\$b" ]; then
    echo "-- again with LIBOMPTARGET_INFO=4 (first 80 lines)" >> "\$o"
    LIBOMPTARGET_INFO=4 timeout 30 "\$b" 2>&1 | head -80 >> "\$o"
  fi
done
echo "== end" >> "\$o"
RUN
chmod +x "$out/run.sh"
rm -f "$out"/*.log
du -sh "$out"
