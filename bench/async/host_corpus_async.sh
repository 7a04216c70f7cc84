#!/usr/bin/env bash
# usage: bench/async/host_corpus_async.sh [CORPUS .cu files...]   (default: all of tests/corpus)
# Each corpus program translated with --memory=device, built with
# -DC2O_ASYNC_LAUNCHES (clang 19, target regions on the host through
# libomptarget's x86 plugin, so queued launches run on hidden helper threads),
# run, and its output compared with its .expected file.
set -u
top=$(cd "$(dirname "$0")/../.." && pwd); cd "$top"
H=$top/omp_runtime_helpers/include; W=${WORK:-/tmp/c2o_corpus_async}; mkdir -p "$W"
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib OMP_WAIT_POLICY=PASSIVE KMP_WARNINGS=0
[ $# -gt 0 ] || set -- tests/corpus/*.cu
pass=0; fail=0
for f in "$@"; do
  b=$(basename "$f" .cu)
  build/bin/cuda2omp --quiet --memory=device "$f" -o "$W/$b.cpp" 2>/dev/null || { echo "TRANSLATE FAIL $b"; fail=$((fail+1)); continue; }
  clang++-19 -std=c++17 -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wno-unknown-pragmas -DC2O_ASYNC_LAUNCHES \
    -I"$H" "$W/$b.cpp" -o "$W/$b" -lm 2>"$W/$b.err" || { echo "BUILD FAIL $b"; fail=$((fail+1)); continue; }
  if timeout 120 "$W/$b" > "$W/$b.out" 2>/dev/null && diff -q "$W/$b.out" "tests/corpus/$b.expected" >/dev/null; then
    pass=$((pass+1)); else echo "RUN FAIL $b"; fail=$((fail+1)); fi
done
echo "async corpus: pass=$pass fail=$fail"
[ $fail = 0 ]
