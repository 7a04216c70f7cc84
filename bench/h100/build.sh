#!/usr/bin/env bash
# usage: bench/h100/build.sh OUTDIR
#
# Builds the translation-vs-hand-port benchmarks (docs/performance.md) for the
# lent H100, here: for each program of bench/flat (flat kernels: streaming,
# grid-stride, stencil, atomic reduction, atomic histogram, transpose),
# bench/block (block-level kernels) and bench/speed (the kinds of kernels and
# loops issue 28 measured slower than CUDA: math library, fast intrinsics,
# warp shuffles, many small launches, step loops), the variants
#   <bench>.cuda                the CUDA original (nvcc -O3 -arch=sm_90)
#   <bench>.hand.clang22        the hand-written OpenMP port, clang 22 sm_90
#   <bench>.hand-wait.clang22   the hand port waiting for the GPU as CUDA does
#                               (hand_host_wait.h; translations do it through
#                               c2o_host_wait.h)
#   <bench>.trans.clang22       its cuda2omp translation (default options), clang 22
#   <bench>.trans-dev.clang22   translated with --memory=device
#   <bench>.trans-rtgeo.clang22 the translation built with -DC2O_RUNTIME_GEOMETRY
#                               (the OpenMP runtime picks teams and threads)
#   <bench>.hand.gcc, <bench>.trans.gcc   the same with GCC 12 nvptx (GCC=1)
# into OUTDIR, ready to carry (xz it) and run with bench/h100/run.sh. Before
# that, every translation and hand port is built for the host (clang 19,
# x86 offload) and run at small sizes: a check=FAIL stops the build.
#
# A translation whose kernels have only their direct form (C2O1130: CUB's
# block collectives, ...) runs only as a bare launch on a GPU: its host check
# and GCC build are skipped (its hand port is still checked).
#
# Environment: SUITES ("flat block speed"), RTGEO (1; 0 skips the trans-rtgeo variant), HAND_PLAIN (1; 0 skips hand.clang22), DEV (1; 0 skips
# trans-dev), HOST_CHECK (1; 0 skips the host checks: the GPU run still checks each answer), BENCHES (only these, by name; default all
# of the suites), GCC (0), CUDA2OMP (build/bin/cuda2omp), HELPERS (the helper
# headers the translations build with; default what `cuda2omp
# --print-helpers-dir` prints), BASE_HELPERS (other helper headers, e.g. a
# base commit's: the translations are built with them too, as
# <bench>.trans-base.clang22 and <bench>.trans-dev-base.clang22, so that one
# run compares the two),
# VARIANTS_EXTRA ("name:cuda2omp-options:compile-flags" items, space-separated,
# commas for spaces inside, built as <bench>.<name>.clang22).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out/src"
out=$(cd "$out" && pwd)
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
helpers=${HELPERS:-$("$tool" --print-helpers-dir)}
echo "== helpers: $helpers${BASE_HELPERS:+ (base: $BASE_HELPERS)}"
source "$top/tests/gpu/offload_compile.sh"
SUITES=${SUITES:-"flat block speed"}

declare -A small=(
  [stream_triad]="100003 2" [saxpy_gridstride]="100003 3" [stencil5]="77 2 51" [dot_atomic]="100003 2"
  [histogram_global]="400000 2" [transpose_naive]="77 2 51"
  [block_reduce]="100003 2" [sgemm_tiled]="70 2 53 91" [stencil2d]="75 2 50" [transpose]="100 2 70"
  [histogram]="200000 2" [cub_block_reduce]="100003 2" [cub_block_scan]="100003 2"
  [cub_block_radix_sort]="13 2"
  [dmath_stream]="100003 3" [filter2d_exp]="77 2 51" [kspace_fast]="1000 2 256" [warp_sum]="100003 3"
  [launch_small]="4096 200" [step_two_kernels]="4099 100" [step_kernel_copy]="4099 100")

hostcc() { clang++-19 -std=c++17 -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wno-unknown-pragmas "$@"; }
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

benches=()
for s in $SUITES; do
  for f in "$top/bench/$s"/*.cu; do
    b=$(basename "$f" .cu)
    [ -z "${BENCHES:-}" ] || [[ " $BENCHES " == *" $b "* ]] || continue
    benches+=("$s/$b")
  done
done
fail=0
for sb in "${benches[@]}"; do
  s=${sb%/*} b=${sb#*/}
  src=$top/bench/$s
  "$tool" --quiet "$src/$b.cu" -o "$out/src/$b.trans.cpp"
  "$tool" --quiet --memory=device "$src/$b.cu" -o "$out/src/$b.trans-dev.cpp"
  # host check at small sizes (not of a translation with direct forms only: it needs a GPU)
  direct_only=0
  grep -q 'c2o_direct_only(' "$out/src/$b.trans.cpp" && direct_only=1
  checked="hand"
  if [ "${HOST_CHECK:-1}" = 0 ]; then
    checked=""
  elif [ $direct_only = 0 ]; then
    for v in trans trans-dev; do
      hostcc -DVARIANT="\"$v\"" -I "$helpers" "$out/src/$b.$v.cpp" -o "$out/src/$b.$v.host"
    done
    checked="trans trans-dev hand"
  else
    echo "   $b: direct forms only (C2O1130), the translations are not run on the host"
  fi
  [ -z "$checked" ] || hostcc "$src/${b}_hand.cpp" -o "$out/src/$b.hand.host"
  for v in $checked; do
    # shellcheck disable=SC2086
    line=$(OMP_TARGET_OFFLOAD=DEFAULT OMP_WAIT_POLICY=PASSIVE KMP_WARNINGS=0 "$out/src/$b.$v.host" ${small[$b]} 2>/dev/null | grep '^RESULT' || true)
    case $line in *check=ok*) ;; *) echo "HOST CHECK FAILED: $b $v: $line" >&2; fail=1 ;; esac
  done
  rm -f "$out/src/$b".*.host
  # GPU builds
  nvcc -O3 -arch=sm_90 "$src/$b.cu" -o "$out/$b.cuda"
  [ "${HAND_PLAIN:-1}" = 0 ] ||
    c2o_offload_compile clang22 "$src/${b}_hand.cpp" "$out/$b.hand.clang22" -DVARIANT='"hand.clang22"' 2>/dev/null
  c2o_offload_compile clang22 "$src/${b}_hand.cpp" "$out/$b.hand-wait.clang22" -DVARIANT='"hand-wait.clang22"' -include "$here/hand_host_wait.h" 2>/dev/null
  c2o_offload_compile clang22 "$out/src/$b.trans.cpp" "$out/$b.trans.clang22" -DVARIANT='"trans.clang22"' -I "$helpers" 2>/dev/null
  [ "${DEV:-1}" = 0 ] ||
    c2o_offload_compile clang22 "$out/src/$b.trans-dev.cpp" "$out/$b.trans-dev.clang22" -DVARIANT='"trans-dev.clang22"' -I "$helpers" 2>/dev/null
  [ "${RTGEO:-1}" = 0 ] ||
    c2o_offload_compile clang22 "$out/src/$b.trans.cpp" "$out/$b.trans-rtgeo.clang22" -DVARIANT='"trans-rtgeo.clang22"' -DC2O_RUNTIME_GEOMETRY -I "$helpers" 2>/dev/null
  if [ -n "${BASE_HELPERS:-}" ]; then
    c2o_offload_compile clang22 "$out/src/$b.trans.cpp" "$out/$b.trans-base.clang22" -DVARIANT='"trans-base.clang22"' -I "$BASE_HELPERS" 2>/dev/null
    c2o_offload_compile clang22 "$out/src/$b.trans-dev.cpp" "$out/$b.trans-dev-base.clang22" -DVARIANT='"trans-dev-base.clang22"' -I "$BASE_HELPERS" 2>/dev/null
  fi
  for extra in ${VARIANTS_EXTRA:-}; do
    IFS=: read -r name topts cflags <<< "$extra"
    # shellcheck disable=SC2086
    "$tool" --quiet ${topts//,/ } "$src/$b.cu" -o "$out/src/$b.$name.cpp"
    # shellcheck disable=SC2086
    c2o_offload_compile clang22 "$out/src/$b.$name.cpp" "$out/$b.$name.clang22" -DVARIANT="\"$name.clang22\"" ${cflags//,/ } -I "$helpers" 2>/dev/null
  done
  if [ "${GCC:-0}" = 1 ]; then
    c2o_offload_compile gcc "$src/${b}_hand.cpp" "$out/$b.hand.gcc" -DVARIANT='"hand.gcc"' -foffload-options=-latomic
    [ $direct_only = 1 ] ||
      c2o_offload_compile gcc "$out/src/$b.trans.cpp" "$out/$b.trans.gcc" -DVARIANT='"trans.gcc"' -I "$helpers"
  fi
  echo "   built $b"
done
[ $fail = 0 ] || { echo "host check FAILED" >&2; exit 1; }
c2o_offload_runtime clang22 "$out"
[ "${GCC:-0}" = 1 ] && c2o_offload_runtime gcc "$out"
cp "$here/run.sh" "$here/sizes-kernel-bound.txt" "$out/"
echo "== $out: carry it (tar cJ) and run: bash run.sh DIR \$OUT/bench.txt"
