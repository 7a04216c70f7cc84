#!/usr/bin/env bash
# usage: bench/libs/build.sh OUTDIR
#
# Builds the library benchmark (docs/performance.md, "CUDA libraries:
# helpers vs hand-written loops vs the CUDA libraries") into OUTDIR:
#   libs_bench.cuda          the CUDA original (nvcc -O3 -arch=sm_90, Thrust/CUB/cuBLAS/cuSPARSE)
#   libs_bench.clang22       its cuda2omp translation, clang 22 for sm_90 (tests/gpu/offload_compile.sh)
#   libs_bench.gcc           the translation, GCC 12 nvptx offloading
#   libs_hand.clang22 / .gcc the hand-written OpenMP loops (libs_hand.cpp)
# with the runtimes they need on the device machine (clang 22's libraries,
# GCC's libgomp and nvptx plugin) and run_on_device.sh. Before that, the
# translation and the hand port run on the host at a small scale (clang-19
# with the host plugin, and g++ host fallback); any check=FAIL stops the build.
# Environment: CUDA2OMP (default build/bin/cuda2omp), NVCC, SKIP_CUDA=1,
# SKIP_HOST_CHECK=1, COMPILERS (default "clang22 gcc").
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
helpers=$("$tool" --print-helpers-dir)
source "$top/tests/gpu/offload_compile.sh"

"$tool" --quiet --memory=device "$here/libs_bench.cu" -o "$out/libs_bench_translated.cpp"
echo "== translated into $out/libs_bench_translated.cpp"

if [ "${SKIP_HOST_CHECK:-0}" != 1 ]; then
  echo "== host check (scale 0.002, 2 repetitions)"
  tmp=$(mktemp -d)
  clang++-19 -std=c++17 -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wl,-rpath,/usr/lib/llvm-19/lib \
    -DVARIANT='"translated"' -I "$helpers" "$out/libs_bench_translated.cpp" -o "$tmp/trans_host"
  g++ -std=c++17 -O2 -fopenmp -foffload=disable -DVARIANT='"translated"' -I "$helpers" \
    "$out/libs_bench_translated.cpp" -o "$tmp/trans_gcc"
  g++ -std=c++17 -O2 -fopenmp -foffload=disable "$here/libs_hand.cpp" -o "$tmp/hand_gcc"
  fail=0
  for b in trans_host trans_gcc hand_gcc; do
    lines=$("$tmp/$b" 0.002 2)
    echo "$lines" | sed "s/^/   [$b] /"
    if echo "$lines" | grep -q "check=FAIL"; then fail=1; fi
  done
  rm -rf "$tmp"
  [ $fail = 0 ] || { echo "host check FAILED" >&2; exit 1; }
  echo "== host check: all ok"
fi

for c in ${COMPILERS:-clang22 gcc}; do
  c2o_offload_compile "$c" "$out/libs_bench_translated.cpp" "$out/libs_bench.$c" -DVARIANT="\"translated_$c\"" -I "$helpers"
  c2o_offload_compile "$c" "$here/libs_hand.cpp" "$out/libs_hand.$c"
  c2o_offload_runtime "$c" "$out"
  echo "   built libs_bench.$c libs_hand.$c"
done
if [ "${SKIP_CUDA:-0}" != 1 ]; then
  # shellcheck disable=SC2046
  "$NVCC" -O3 -arch=sm_90 -std=c++17 "$here/libs_bench.cu" -o "$out/libs_bench.cuda" \
    $(sed -n 's|^// nvcc-flags: ||p' "$here/libs_bench.cu")
  echo "   built libs_bench.cuda"
fi
cp "$here/run_on_device.sh" "$out/"
echo "== done: carry $out to the GPU machine and run"
echo "   bash $out/run_on_device.sh $out \$OUT/libs_bench.txt"
