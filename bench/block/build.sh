#!/usr/bin/env bash
# usage: bench/block/build.sh OUTDIR
#
# Builds the block-level benchmark (docs/performance.md, "Block-level kernels:
# translation vs hand port"): for each of the five programs
#   <bench>          the CUDA original        (nvcc -O3 -arch=sm_90)
#   <bench>_trans    its cuda2omp translation (GCC 12, nvptx offloading)
#   <bench>_trans_nosimd  the same, built with -DC2O_GCC_NO_PHASE_SIMD (plain phase loops)
#   <bench>_hand     the hand port            (GCC 12, nvptx offloading)
#   block_reduce_hand_split  a second hand form of block_reduce (-DHAND_SPLIT)
# into OUTDIR, with GCC's libgomp and nvptx plugin beside them
# (../shared/gpu/pack.sh), ready to carry to the GPU machine and run with
# run_on_device.sh. Before that, the translated and hand variants are built
# for the host (-foffload=disable) and run at small sizes; any check=FAIL
# stops the build. The translations are kept in OUTDIR/src.
#
# Environment: CUDA2OMP (default build/bin/cuda2omp), HELPERS (the helper
# headers; default what `cuda2omp --print-helpers-dir` prints), GXX (g++),
# NVCC (/usr/local/cuda/bin/nvcc), HOSTDIR (host builds; default a folder in
# ${TMPDIR:-/tmp}), SKIP_HOST_CHECK=1, SKIP_CUDA=1, EXTRA_TRANSLATED (further
# builds of the translations, "name:flags" each, e.g.
# "atomics:-DC2O_GCC_TEAM_BARRIER=1", built as <bench>_trans_<name> and run by
# run_on_device.sh as variant translated_<name>).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
GXX=${GXX:-g++}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
hostdir=${HOSTDIR:-${TMPDIR:-/tmp}/c2o-bench-block-host}
helpers=${HELPERS:-$("$tool" --print-helpers-dir)}
src=$out/src
mkdir -p "$src" "$hostdir"

benches=(block_reduce sgemm_tiled stencil2d transpose histogram)
# small host sizes: odd shapes, so partial blocks and tiles are exercised
declare -A host_args=(
  [block_reduce]="100003 2"
  [sgemm_tiled]="70 2 53 91"
  [stencil2d]="75 2 50"
  [transpose]="100 2 70"
  [histogram]="200000 2"
)

# -latomic: the hand port of block_reduce (two reduction clauses) pulls in
# libgomp's global atomic lock, whose object needs libatomic on nvptx. The
# archive adds nothing to a program that does not need it (the translated
# programs link byte-identical with and without it).
offload=(-std=c++17 -O3 -fopenmp -foffload=nvptx-none "-foffload-options=-misa=sm_80 -lm -latomic")
hostflags=(-std=c++17 -O2 -fopenmp -foffload=disable)

echo "== cuda2omp: $("$tool" --version 2>&1 | head -1); helpers $helpers"
echo "== $("$GXX" --version | head -1)"
for b in "${benches[@]}"; do
  "$tool" --quiet --memory=device --omp-compiler=gcc --offload-arch=sm_90 "$here/$b.cu" -o "$src/${b}_translated.cpp"
  cp "$here/$b.cu" "$here/${b}_hand.cpp" "$src/"
done
echo "== translated into $src"

if [ "${SKIP_HOST_CHECK:-0}" != 1 ]; then
  echo "== host check (-foffload=disable, small sizes) in $hostdir"
  fail=0
  for b in "${benches[@]}"; do
    "$GXX" "${hostflags[@]}" -DVARIANT='"translated"' -I "$helpers" "$src/${b}_translated.cpp" -o "$hostdir/${b}_trans"
    "$GXX" "${hostflags[@]}" -DVARIANT='"translated_nosimd"' -DC2O_GCC_NO_PHASE_SIMD -I "$helpers" "$src/${b}_translated.cpp" -o "$hostdir/${b}_trans_nosimd"
    "$GXX" "${hostflags[@]}" "$here/${b}_hand.cpp" -o "$hostdir/${b}_hand"
    vs="trans trans_nosimd hand"
    if [ "$b" = block_reduce ]; then
      "$GXX" "${hostflags[@]}" -DHAND_SPLIT "$here/${b}_hand.cpp" -o "$hostdir/${b}_hand_split"
      vs="$vs hand_split"
    fi
    for v in $vs; do
      # shellcheck disable=SC2086
      line=$(OMP_TARGET_OFFLOAD=DEFAULT OMP_WAIT_POLICY=PASSIVE "$hostdir/${b}_$v" ${host_args[$b]} | tail -1) || true
      echo "$line   [args: ${host_args[$b]}]"
      case $line in *"check=ok"*) ;; *) fail=1 ;; esac
    done
  done
  [ $fail = 0 ] || { echo "host check FAILED" >&2; exit 1; }
  echo "== host check: all ok"
fi

echo "== GPU builds into $out"
for b in "${benches[@]}"; do
  "$GXX" "${offload[@]}" -DVARIANT='"translated"' -I "$helpers" "$src/${b}_translated.cpp" -o "$out/${b}_trans"
  # the same translation with plain phase loops, one logical thread per OpenMP thread (c2o_block.h)
  "$GXX" "${offload[@]}" -DVARIANT='"translated_nosimd"' -DC2O_GCC_NO_PHASE_SIMD -I "$helpers" "$src/${b}_translated.cpp" -o "$out/${b}_trans_nosimd"
  for extra in ${EXTRA_TRANSLATED:-}; do
    name=${extra%%:*} flags=${extra#*:}
    # shellcheck disable=SC2086
    "$GXX" "${offload[@]}" -DVARIANT="\"translated_$name\"" ${flags//,/ } -I "$helpers" "$src/${b}_translated.cpp" -o "$out/${b}_trans_$name"
  done
  "$GXX" "${offload[@]}" "$here/${b}_hand.cpp" -o "$out/${b}_hand"
  if [ "$b" = block_reduce ]; then
    # a second hand form: two single-variable reductions (no global lock)
    "$GXX" "${offload[@]}" -DHAND_SPLIT "$here/${b}_hand.cpp" -o "$out/${b}_hand_split"
  fi
  if [ "${SKIP_CUDA:-0}" != 1 ]; then
    "$NVCC" -O3 -arch=sm_90 "$here/$b.cu" -o "$out/$b"
  fi
  echo "   $b"
done
cp "$here/run_on_device.sh" "$out/"
(cd "$top" && bash "$top/../shared/gpu/pack.sh" "$out")
echo "== done: carry $(realpath --relative-to="$top" "$out") and run"
echo "   bash $(realpath --relative-to="$top" "$out")/run_on_device.sh $(realpath --relative-to="$top" "$out") \$OUT/block_bench.txt"
