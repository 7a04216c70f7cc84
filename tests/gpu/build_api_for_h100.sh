#!/usr/bin/env bash
# Builds, here, the issue-17 API-surface checks for the lent H100, into one
# folder that tests/gpu/run_corpus_on_device.sh (copied in) runs there:
#  - corpus programs 60-65 (half/bfloat16, runtime API, SIMD/rounding/complex,
#    texture objects, texture references, cuRAND): each translation (NAME.omp)
#    and its CUDA original (NAME.cuda, nvcc -arch=sm_90; 64 has none: CUDA 12
#    removed texture references; 65 links cuRAND, whose library is copied in);
#    both must print NAME.expected;
#  - fp16_conformance (half/bfloat16 conversions and arithmetic, computed in
#    target regions on the GPU: must print the nvcc host reference) and
#    curand_check (cuRAND device API in a target region: raw, uniform and
#    uniform_double lines must equal cuRAND's; the normal lines may differ,
#    cuRAND's device code using __sincosf).
# usage: build_api_for_h100.sh BUILD_DIR OUT_DIR
#   COMPILER=clang22 (default) | gcc     which compiler builds the OpenMP programs
# Two folders, each below the 64 MiB a device run carries: OUT_DIR (every
# OpenMP build, the CUDA originals of 60-63, the clang 22 libraries) and
# OUT_DIR-curand (the CUDA original of 65 with cuRAND's library, packed).
# On the device:
#   bash OUT_DIR/run_corpus_on_device.sh $OUT
#   cd OUT_DIR-curand && tar -xJf libcurand.tar.xz && bash run_corpus_on_device.sh $OUT
set -euo pipefail
build=$(realpath "$1"); out=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out" "$out-curand"
out=$(realpath "$out")
cur=$out-curand
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
compiler=${COMPILER:-clang22}
source "$top/tests/gpu/offload_compile.sh"
for c in "$top"/tests/corpus/6[0-5]_*.cu; do
  name=$(basename "$c" .cu)
  "$build/bin/cuda2omp" --quiet "$c" -o "$out/$name.cpp"
  c2o_offload_compile "$compiler" "$out/$name.cpp" "$out/$name.omp" -I "$helpers" 2> "$out/$name.omp.log" \
    || echo "BUILD-FAIL $name omp"
  case $name in
    64_*) ;; # texture references: no CUDA 12+ toolkit compiles them
    65_*) "$nvcc" -O3 -arch=sm_90 "$c" -o "$cur/$name.cuda" -lcurand 2> "$cur/$name.cuda.log" || echo "BUILD-FAIL $name cuda"
          cp "${c%.cu}.expected" "$cur/$name.expected" ;;
    *) "$nvcc" -O3 -arch=sm_90 "$c" -o "$out/$name.cuda" 2> "$out/$name.cuda.log" || echo "BUILD-FAIL $name cuda" ;;
  esac
  cp "${c%.cu}.expected" "$out/$name.expected"
done
for check in fp16_conformance curand_check; do
  c2o_offload_compile "$compiler" "$top/tests/unit/helpers/$check.cpp" "$out/$check.omp" -I "$helpers" \
    2> "$out/$check.omp.log" || echo "BUILD-FAIL $check omp"
done
cp "$top/tests/unit/helpers/fp16_reference.txt" "$out/fp16_conformance.expected"
cp "$top/tests/unit/helpers/curand_reference.txt" "$out/curand_check.expected"
tar -C /usr/local/cuda/lib64 -cJhf "$cur/libcurand.tar.xz" libcurand.so.10 || echo "note: libcurand.so.10 not packed"
cp "$top/tests/gpu/run_corpus_on_device.sh" "$out/"
cp "$top/tests/gpu/run_corpus_on_device.sh" "$cur/"
rm -f "$cur"/*.log
c2o_offload_runtime "$compiler" "$out"
rm -f "$out"/*.log
du -sh "$out" "$cur"
