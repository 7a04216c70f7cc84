#!/usr/bin/env bash
# Builds, here, what tests/gpu/run_corpus_on_device.sh runs on the lent H100:
# each corpus program's OpenMP translation with GCC 12's nvptx offloading, and
# the CUDA original with nvcc; copies them with GCC's OpenMP runtime into DIR.
# usage: build_corpus_for_h100.sh BUILD_DIR OUT_DIR [extra cuda2omp options]
# NVCC=none skips the CUDA originals (for a second strategy's run beside a first).
set -euo pipefail
build=$(realpath "$1"); out=$2; shift 2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
build_one() {
  case=$1; name=$(basename "$case" .cu)
  "$build/bin/cuda2omp" --quiet "$case" -o "$out/$name.cpp" "${@:2}"
  g++ -std=c++17 -O3 -fopenmp -foffload=nvptx-none -foffload-options="-misa=sm_80 -lm" -Wno-unknown-pragmas \
      -I "$helpers" "$out/$name.cpp" -o "$out/$name.omp" -lm 2> "$out/$name.omp.log" || echo "BUILD-FAIL $name omp"
  if [ "$nvcc" != none ]; then
    "$nvcc" -O3 -arch=sm_90 "$case" -o "$out/$name.cuda" 2> "$out/$name.cuda.log" || echo "BUILD-FAIL $name cuda"
  fi
  cp "${case%.cu}.expected" "$out/$name.expected"
}
export -f build_one; export build out helpers nvcc
ls "$top"/tests/corpus/[0-9][0-9]_*.cu | xargs -P 2 -I{} bash -c 'build_one "$@"' _ {} "$@"
cp "$top/tests/gpu/run_corpus_on_device.sh" "$out/"
for lib in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L /usr/lib/x86_64-linux-gnu/$lib "$out/"; done
rm -f "$out"/*.log
du -sh "$out"
