#!/usr/bin/env bash
# usage: bash run_async.sh DIR RESULT   (on the H100; DIR from build_async.sh)
# Two rounds of every probe in DIR, output appended to RESULT.
dir=${1:?}; res=${2:?}
tar -C /tmp -xJf "$dir/lib22.tar.xz"
export LD_LIBRARY_PATH=/tmp/lib22 OMP_TARGET_OFFLOAD=MANDATORY
{ nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; date -u; } >> "$res"
for round in 1 2; do
  echo "== round $round" >> "$res"
  timeout 60 "$dir/probe_async.cuda" >> "$res" 2>&1
  echo "-- probe_async.clang22 (hand_host_wait)" >> "$res"
  timeout 60 "$dir/probe_async.clang22" >> "$res" 2>&1
  echo "-- probe_async-plugin.clang22 (plugin's blocking wait)" >> "$res"
  timeout 60 "$dir/probe_async-plugin.clang22" >> "$res" 2>&1
  for h in 1 2 4 16; do
    echo "-- probe_async.clang22 LIBOMP_NUM_HIDDEN_HELPER_THREADS=$h" >> "$res"
    LIBOMP_NUM_HIDDEN_HELPER_THREADS=$h timeout 60 "$dir/probe_async.clang22" 4096 10000 bare_nowait >> "$res" 2>&1
    LIBOMP_NUM_HIDDEN_HELPER_THREADS=$h timeout 60 "$dir/probe_async.clang22" 4096 10000 nowait_dep >> "$res" 2>&1
  done
  echo "-- medium kernel (2^22 elements)" >> "$res"
  timeout 60 "$dir/probe_async.cuda" 4194304 1000 >> "$res" 2>&1
  timeout 60 "$dir/probe_async.clang22" 4194304 1000 >> "$res" 2>&1
  for v in cuda fast.clang22 accurate.clang22; do
    timeout 60 "$dir/probe_fast_math.$v" >> "$res" 2>&1
  done
  for b in launch_loop stream_triad saxpy_gridstride stencil5; do
    for v in cuda trans-dev.clang22; do
      [ -x "$dir/$b.$v" ] && timeout 60 "$dir/$b.$v" 2>&1 | grep -E "RESULT|error|FAIL" >> "$res"
    done
    [ -x "$dir/$b.trans-dev.clang22" ] &&
      C2O_LAUNCH_QUEUE=off timeout 60 "$dir/$b.trans-dev.clang22" 2>&1 | grep -E "RESULT|error|FAIL" | sed 's/^/queue-off: /' >> "$res"
  done
  if [ "$round" = 1 ]; then
    for p in "$dir"/corpus/*.clang22; do
      c=$(basename "$p"); c=${c%%.*}
      if timeout 60 "$p" > /tmp/out.txt 2>/tmp/err.txt && diff -q /tmp/out.txt "$dir/corpus/$c.expected" > /dev/null; then
        echo "CORPUS PASS $(basename "$p")" >> "$res"
      else
        echo "CORPUS FAIL $(basename "$p")" >> "$res"; head -c 600 /tmp/out.txt /tmp/err.txt >> "$res"
      fi
    done
  fi
done
