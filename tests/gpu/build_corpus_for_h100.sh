#!/usr/bin/env bash
# Builds, here, what tests/gpu/run_corpus_on_device.sh runs on the lent H100:
# each corpus program's OpenMP translation, built with clang 22 for sm_90 (the
# main GPU loop: the compiler family AMD users build with) or GCC 12's nvptx
# offloading (the second compiler), and the CUDA original with nvcc.
# usage: build_corpus_for_h100.sh BUILD_DIR OUT_DIR [extra cuda2omp options]
#   COMPILER=clang22 (default) | gcc     which compiler builds the translations
#   NVCC=none                            skip the CUDA originals
#   CASES="35 38"                        only these corpus programs (by number)
# clang 22 needs env/clang22-nvptx-setup.sh (once, as root) and its libraries
# on the device (lib22.tar.xz, packed into OUT_DIR). A program that needs more nvcc
# flags (-lcublas, --extended-lambda) names them on a `// nvcc-flags:` line.
set -euo pipefail
build=$(realpath "$1"); out=$2; shift 2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
compiler=${COMPILER:-clang22}
source "$top/tests/gpu/offload_compile.sh"
build_one() {
  case=$1; name=$(basename "$case" .cu)
  "$build/bin/cuda2omp" --quiet "$case" -o "$out/$name.cpp" "${@:2}"
  c2o_offload_compile "$compiler" "$out/$name.cpp" "$out/$name.omp" -I "$helpers" 2> "$out/$name.omp.log" \
    || echo "BUILD-FAIL $name omp"
  if [ "$nvcc" != none ]; then
    # a program's own nvcc flags (libraries, --extended-lambda): its `// nvcc-flags:` line
    # shellcheck disable=SC2046
    "$nvcc" -O3 -arch=sm_90 "$case" -o "$out/$name.cuda" $(sed -n 's|^// nvcc-flags: ||p' "$case") \
      2> "$out/$name.cuda.log" || echo "BUILD-FAIL $name cuda"
  fi
  cp "${case%.cu}.expected" "$out/$name.expected"
}
export -f build_one c2o_offload_compile; export build out helpers nvcc compiler
if [ -n "${CASES:-}" ]; then
  list=$(for c in $CASES; do ls "$top"/tests/corpus/${c}_*.cu; done)
else
  list=$(ls "$top"/tests/corpus/[0-9][0-9]_*.cu)
fi
echo "$list" | xargs -P 2 -I{} bash -c 'build_one "$@"' _ {} "$@"
cp "$top/tests/gpu/run_corpus_on_device.sh" "$out/"
c2o_offload_runtime "$compiler" "$out"
rm -f "$out"/*.log
du -sh "$out"
