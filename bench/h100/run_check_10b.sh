#!/usr/bin/env bash
# call 3: corpus 75 after the __fsqrt_rn fix; launch_loop with 1 hidden helper thread
dir=${1:?}; res=${2:?}
tar -C /tmp -xJf "$dir/lib22.tar.xz"
export LD_LIBRARY_PATH=/tmp/lib22 OMP_TARGET_OFFLOAD=MANDATORY
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; date -u; } >> "$res"
for p in "$dir"/corpus/75_*.clang22; do
  if timeout 60 "$p" > /tmp/out.txt 2>/tmp/err.txt && diff -q /tmp/out.txt "$dir/corpus/75_fast_math_bounds.expected" >/dev/null; then
    echo "CORPUS PASS $(basename "$p")" >> "$res"; else echo "CORPUS FAIL $(basename "$p")" >> "$res"; cat /tmp/err.txt >> "$res"; fi
done
for round in 1 2 3; do
  timeout 60 "$dir/launch_loop.cuda" >> "$res" 2>&1
  timeout 60 "$dir/launch_loop.trans-dev.clang22" >> "$res" 2>&1
  timeout 60 "$dir/launch_loop.trans-dev-async.clang22" >> "$res" 2>&1
  echo "-- LIBOMP_NUM_HIDDEN_HELPER_THREADS=1" >> "$res"
  LIBOMP_NUM_HIDDEN_HELPER_THREADS=1 timeout 60 "$dir/launch_loop.trans-dev-async.clang22" >> "$res" 2>&1
done
