#!/usr/bin/env bash
# usage: bench/atomics/build.sh OUTDIR
#
# Builds the atomics-under-contention benchmark (contention.cu, issue 28 item 3)
# for one H100 run, into OUTDIR:
#   contention.cuda            the CUDA original (nvcc -O3 -arch=sm_90)
#   contention.trans.clang22   its cuda2omp translation (default options), clang 22 sm_90
#   contention.hand.clang22    the hand-written OpenMP port (contention_hand.cpp), clang 22 sm_90
#   contention.before.clang22  with BEFORE_CUDA2OMP=<a cuda2omp of the base> (and BEFORE_REF, the
#                              git revision whose helpers it used, default the merge base with
#                              main): the translation as it was, without the scoped forms it
#                              did not translate (-DNO_SCOPED_FORMS)
#   lib22.tar.xz, run.sh       what the GPU machine lacks, and the run script
# Before that, each OpenMP program is built for the host (clang 19, x86 offload) and run at a
# small size (-DBLOCKS=8): a check=FAIL stops the build.
# Environment: CUDA2OMP (build/bin/cuda2omp), BEFORE_CUDA2OMP, BEFORE_REF.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build.sh OUTDIR}
mkdir -p "$out/src"
out=$(cd "$out" && pwd)
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
helpers=$("$tool" --print-helpers-dir)
source "$top/tests/gpu/offload_compile.sh"
hostcc() { clang++-19 -std=c++17 -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wno-unknown-pragmas "$@"; }
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
hostrun() { OMP_TARGET_OFFLOAD=DEFAULT OMP_WAIT_POLICY=PASSIVE KMP_WARNINGS=0 "$@" 2>/dev/null | grep '^RESULT' || true; }

src=$here/contention.cu
"$tool" --quiet "$src" -o "$out/src/contention.trans.cpp"
variants=("trans:$out/src/contention.trans.cpp:-I$helpers" "hand:$here/contention_hand.cpp:")
if [ -n "${BEFORE_CUDA2OMP:-}" ]; then
  ref=${BEFORE_REF:-$(git -C "$top" merge-base HEAD main)}
  rm -rf "$out/src/before" && mkdir -p "$out/src/before"
  git -C "$top" archive "$ref" omp_runtime_helpers/include | tar -x -C "$out/src/before"
  "$BEFORE_CUDA2OMP" --quiet --extra-arg=-DNO_SCOPED_FORMS "$src" -o "$out/src/contention.before.cpp"
  variants+=("before:$out/src/contention.before.cpp:-I$out/src/before/omp_runtime_helpers/include -DNO_SCOPED_FORMS")
  echo "before: $BEFORE_CUDA2OMP with the helpers of $ref"
fi
fail=0
for v in "${variants[@]}"; do
  IFS=: read -r name file flags <<< "$v"
  # shellcheck disable=SC2086
  hostcc -DBLOCKS=8 -DTARGET_MS=1 -DVARIANT="\"$name\"" $flags "$file" -o "$out/src/$name.host"
  lines=$(hostrun "$out/src/$name.host")
  n=$(grep -c 'check=ok' <<< "$lines" || true)
  bad=$(grep -v 'check=ok' <<< "$lines" || true)
  echo "host check $name: $n ok"
  [ -z "$bad" ] && [ "$n" -gt 0 ] || { echo "HOST CHECK FAILED: $name: $bad" >&2; fail=1; }
  rm -f "$out/src/$name.host"
  # shellcheck disable=SC2086
  c2o_offload_compile clang22 "$file" "$out/contention.$name.clang22" -DVARIANT="\"$name.clang22\"" $flags 2>/dev/null
done
[ $fail = 0 ] || { echo "host check FAILED" >&2; exit 1; }
nvcc -O3 -arch=sm_90 "$src" -o "$out/contention.cuda"
c2o_offload_runtime clang22 "$out"
cp "$here/run.sh" "$out/"
echo "== $out: on the GPU machine: bash $(basename "$out")/run.sh \$OUT/atomics.txt"
