#!/usr/bin/env bash
# Builds, here, the cooperative-groups checks (issues 25 and 26) for the lent
# H100, into one folder that tests/gpu/run_corpus_on_device.sh (copied in)
# runs there. For each self-checking program of tests/lit/block (cg_block_grid,
# cg_tiles, cg_coalesced, phase_lambdas):
#   NAME.omp         the translation, clang 22 for sm_90: the direct form (a
#                    bare launch, one GPU thread per CUDA thread);
#   NAME-phases.omp  the same with -DC2O_NO_BARE: the phase form on the GPU;
#   NAME.cuda        the CUDA original (nvcc -arch=sm_90);
#   NAME.expected    what each must print: the host build of the translation's
#                    output here (the lit tests check it against CUDA's rules).
# usage: build_cg_for_h100.sh BUILD_DIR OUT_DIR
# On the device: bash OUT_DIR/run_corpus_on_device.sh $OUT   (PASS/FAIL per program, results.tsv)
set -euo pipefail
build=$(realpath "$1"); out=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
source "$top/tests/gpu/offload_compile.sh"
for name in cg_block_grid cg_tiles cg_coalesced phase_lambdas; do
  src=$top/tests/lit/block/$name.cu
  "$build/bin/cuda2omp" --quiet "$src" -o "$out/$name.cpp"
  clang++-19 -std=c++17 -O1 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wl,-rpath,/usr/lib/llvm-19/lib \
    -I "$helpers" "$out/$name.cpp" -o "$out/$name.host" 2> "$out/$name.host.log" || echo "BUILD-FAIL $name host"
  KMP_WARNINGS=0 "$out/$name.host" > "$out/$name.expected" || echo "HOST-FAIL $name (see $out/$name.expected)"
  cp "$out/$name.expected" "$out/$name-phases.expected"
  c2o_offload_compile clang22 "$out/$name.cpp" "$out/$name.omp" -I "$helpers" 2> "$out/$name.omp.log" \
    || echo "BUILD-FAIL $name omp"
  c2o_offload_compile clang22 "$out/$name.cpp" "$out/$name-phases.omp" -DC2O_NO_BARE -I "$helpers" \
    2> "$out/$name-phases.omp.log" || echo "BUILD-FAIL $name-phases omp"
  "$nvcc" -O3 -arch=sm_90 "$src" -o "$out/$name.cuda" 2> "$out/$name.cuda.log" || echo "BUILD-FAIL $name cuda"
  rm -f "$out/$name.host"
done
cp "$top/tests/gpu/run_corpus_on_device.sh" "$out/"
c2o_offload_runtime clang22 "$out"
rm -f "$out"/*.log
du -sh "$out"
