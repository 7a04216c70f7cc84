#!/usr/bin/env bash
# usage: bench/h100/build_async.sh OUTDIR
# Builds issue 28's probes for the lent H100, here (docs/performance.md,
# "Session 10"): probe_async (OpenMP launch queueing, clang 22, with and
# without hand_host_wait.h) beside probe_async.cu (nvcc), and probe_fast_math
# (the fast intrinsics, and with -DC2O_ACCURATE_FAST_MATH) beside
# probe_fast_math.cu; translations (--memory=device) of bench/async/launch_loop.cu
# and three bench/flat programs beside nvcc's builds (their launches queued
# where c2o_queue.h can; run_async.sh runs them again with C2O_LAUNCH_QUEUE=off);
# and corpus programs translated and built for the GPU with their .expected
# files. Then bench/h100/run_async.sh runs them all on the GPU. (Session 10's
# -DC2O_ASYNC_LAUNCHES variants went with c2o_async.h: docs/performance.md.)
# Environment: CUDA2OMP (build/bin/cuda2omp), CORPUS_ASYNC (corpus names).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=${1:?usage: build_async.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
helpers=$top/omp_runtime_helpers/include
source "$top/tests/gpu/offload_compile.sh"
c2o_offload_compile clang22 "$here/probe_async.cpp" "$out/probe_async.clang22" -include "$here/hand_host_wait.h" 2>/dev/null
c2o_offload_compile clang22 "$here/probe_async.cpp" "$out/probe_async-plugin.clang22" 2>/dev/null
nvcc -O3 -arch=sm_90 "$here/probe_async.cu" -o "$out/probe_async.cuda"
c2o_offload_compile clang22 "$here/probe_fast_math.cpp" "$out/probe_fast_math.fast.clang22" -I "$helpers" 2>/dev/null
c2o_offload_compile clang22 "$here/probe_fast_math.cpp" "$out/probe_fast_math.accurate.clang22" -DC2O_ACCURATE_FAST_MATH -I "$helpers" 2>/dev/null
nvcc -O3 -arch=sm_90 "$here/probe_fast_math.cu" -o "$out/probe_fast_math.cuda"
tool=${CUDA2OMP:-$top/build/bin/cuda2omp}
mkdir -p "$out/src" "$out/corpus"
for b in async/launch_loop flat/stream_triad flat/saxpy_gridstride flat/stencil5; do
  n=${b#*/}
  "$tool" --quiet --memory=device "$top/bench/$b.cu" -o "$out/src/$n.trans-dev.cpp"
  nvcc -O3 -arch=sm_90 "$top/bench/$b.cu" -o "$out/$n.cuda"
  c2o_offload_compile clang22 "$out/src/$n.trans-dev.cpp" "$out/$n.trans-dev.clang22" -DVARIANT='"trans-dev.clang22"' -I "$helpers" 2>/dev/null
done
for c in ${CORPUS_ASYNC:-01_vector_add 06_jacobi_double_buffer 22_streams_async 25_fast_math 75_fast_math_bounds}; do
  "$tool" --quiet --memory=device "$top/tests/corpus/$c.cu" -o "$out/src/$c.cpp"
  c2o_offload_compile clang22 "$out/src/$c.cpp" "$out/corpus/$c.queued.clang22" -I "$helpers" 2>/dev/null
  cp "$top/tests/corpus/$c.expected" "$out/corpus/"
done
"$tool" --quiet "$top/tests/corpus/75_fast_math_bounds.cu" -o "$out/src/75_map.cpp"
c2o_offload_compile clang22 "$out/src/75_map.cpp" "$out/corpus/75_fast_math_bounds.sync.clang22" -I "$helpers" 2>/dev/null
c2o_offload_runtime clang22 "$out"
cp "$here/run_async.sh" "$out/"
ls "$out"
