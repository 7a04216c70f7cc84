#!/usr/bin/env bash
# usage: tests/gpu/build_cub_for_h100.sh OUT
#
# Builds, here, what run_cub_on_device.sh runs on the lent H100: the CUB
# block- and warp-collective programs (tests/gpu/cub/*.cu and
# tests/gpu/block/cub_collectives.cu) and tests/gpu/block/direct_forms.cu,
# each as
#   OUT/<name>.cuda   the CUDA original against the real CUB (nvcc -O3 -arch=sm_90)
#   OUT/<name>.omp    its cuda2omp translation (direct forms), clang 22 for sm_90
# (translations kept in OUT/src), the CUB benchmarks of bench/block
# (cub_block_reduce, cub_block_scan, cub_block_radix_sort: CUDA, hand port,
# translation) with bench/h100/build.sh into OUT/bench, clang 22's runtime
# (OUT/lib22.tar.xz, once for both) and the run script. Every program prints
# PASS or FAIL; the benchmarks print RESULT lines.
#
# Environment: CUDA2OMP (build/bin/cuda2omp), NVCC (/usr/local/cuda/bin/nvcc),
# C2O_CLANG22_PREFIX (/opt/clang22-omp: env/clang22-nvptx-setup.sh), BENCH=0
# to skip the benchmarks, HELPERS (the helper headers to build with; default
# what `cuda2omp --print-helpers-dir` prints: give this checkout's
# omp_runtime_helpers/include when cuda2omp comes from another build),
# BASE_REF (a commit, e.g. main: its helper headers, taken with git archive
# into OUT/base-helpers, build the benchmarks' translations a second time, as
# variants trans-base and trans-dev-base, for a before/after in one run).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build_cub_for_h100.sh OUT}
mkdir -p "$out/src"
out=$(cd "$out" && pwd)
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
helpers=${HELPERS:-$("$tool" --print-helpers-dir)}
base_helpers=
if [ -n "${BASE_REF:-}" ]; then
  rm -rf "$out/base-helpers" && mkdir -p "$out/base-helpers"
  git -C "$top" archive "$BASE_REF" omp_runtime_helpers/include | tar -x -C "$out/base-helpers"
  base_helpers=$out/base-helpers/omp_runtime_helpers/include
fi
echo "== helpers: $helpers${base_helpers:+; base ($BASE_REF): $base_helpers}"
source "$here/offload_compile.sh"

fail=0
# (block/direct_forms.cu: the direct form's warp shuffles of every kind, which
# the collectives are built on)
for src in "$here"/cub/*.cu "$here/block/cub_collectives.cu" "$here/block/direct_forms.cu"; do
  name=$(basename "$src" .cu)
  "$tool" --quiet "$src" -o "$out/src/$name.cpp"
  if ! c2o_offload_compile clang22 "$out/src/$name.cpp" "$out/$name.omp" -I "$helpers" >"$out/src/$name.omp.log" 2>&1; then
    echo "BUILD-FAIL $name omp (see $out/src/$name.omp.log)"
    fail=1
  fi
  if ! "$nvcc" -O3 -arch=sm_90 "$src" -o "$out/$name.cuda" >"$out/src/$name.nvcc.log" 2>&1; then
    echo "BUILD-FAIL $name cuda (see $out/src/$name.nvcc.log)"
    fail=1
  fi
  echo "   built $name"
done
c2o_offload_runtime clang22 "$out"
if [ "${BENCH:-1}" = 1 ]; then
  mkdir -p "$out/bench"
  ln -f "$out/lib22.tar.xz" "$out/bench/lib22.tar.xz" # packed once (bench/h100/build.sh packs it when missing)
  BENCHES="cub_block_reduce cub_block_scan cub_block_radix_sort" SUITES=block CUDA2OMP=$tool HELPERS=$helpers \
    BASE_HELPERS=$base_helpers bash "$top/bench/h100/build.sh" "$out/bench"
  rm -f "$out/bench/lib22.tar.xz" # the one in $out serves both
fi
rm -rf "$out/base-helpers" # built in; not needed on the GPU machine
cp "$here/run_cub_on_device.sh" "$out/"
du -sh "$out" | sed 's/^/== size: /'
rel=$(realpath --relative-to="$top" "$out")
echo "== carry $rel (the device tool's carry) and run, from the repository root: bash $rel/run_cub_on_device.sh $rel \$OUT/cub.txt"
exit $fail
