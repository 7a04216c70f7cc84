#!/usr/bin/env bash
# Builds, here, the queued-launch checks (c2o_queue.h) for the lent GPU: each
# program's translation (clang 22 sm_90; --memory=device and the default map
# strategy) beside its CUDA original (nvcc), and run_queue.sh, which runs each
# with C2O_LAUNCH_REPORT=1, with C2O_LAUNCH_QUEUE=off, and the original, and
# compares their answers.
#   usage: tests/gpu/build_queue_for_h100.sh BUILD_DIR OUT_DIR
# The programs: tests/lit/launches/queued_*.cu (order of queued launches,
# copies, fills, events and synchronous launches; global variables under
# queued launches) and bench/async/launch_loop.cu (two streams' worth of
# launches, a struct argument, events). Each prints its own verdict.
set -euo pipefail
build=$(realpath "$1"); out=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"; out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
source "$top/tests/gpu/offload_compile.sh"
for src in "$top"/tests/lit/launches/queued_*.cu "$top"/bench/async/launch_loop.cu; do
  n=$(basename "$src" .cu)
  "$build/bin/cuda2omp" --quiet --memory=device "$src" -o "$out/$n.dev.cpp"
  "$build/bin/cuda2omp" --quiet "$src" -o "$out/$n.map.cpp"
  for v in dev map; do
    c2o_offload_compile clang22 "$out/$n.$v.cpp" "$out/$n.$v.omp" -I "$helpers" 2>/dev/null || echo "BUILD-FAIL $n.$v"
  done
  nvcc -O3 -arch=sm_90 "$src" -o "$out/$n.cuda" 2>/dev/null || echo "BUILD-FAIL $n.cuda"
done
rm -f "$out"/*.cpp
cp "$top/tests/gpu/run_queue.sh" "$out/"
c2o_offload_runtime clang22 "$out"
du -sh "$out"
