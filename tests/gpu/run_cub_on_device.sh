#!/usr/bin/env bash
# usage: run_cub_on_device.sh DIR RESULTS     (on the GPU machine, in what build_cub_for_h100.sh made)
#
# Runs every CUB program of DIR, the CUDA original (<name>.cuda) and the
# translation (<name>.omp), each under `timeout` with
# OMP_TARGET_OFFLOAD=MANDATORY, and prints one line per run: PASS or FAIL
# (a program passes when it exits 0 and its last line is PASS), appending the
# whole output to RESULTS.log; then runs the benchmarks of DIR/bench with
# bench/h100/run.sh (RUNS times each, default 3) and prints their table.
# Environment: TIMEOUT (30 s per program), RUNS (3), BUDGET (360 s for the benchmarks).
set -uo pipefail
dir=$(cd "${1:?usage: run_cub_on_device.sh DIR RESULTS}" && pwd)
results=${2:?usage: run_cub_on_device.sh DIR RESULTS}
mkdir -p "$(dirname "$results")"
[ -d /tmp/lib22 ] || tar -C /tmp -xJf "$dir/lib22.tar.xz"
export OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/tmp/lib22${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
TIMEOUT=${TIMEOUT:-30}
{
  echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "# gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
} | tee -a "$results"
passed=0 failed=0
for exe in "$dir"/*.cuda "$dir"/*.omp; do
  [ -x "$exe" ] || continue
  name=$(basename "$exe")
  output=$(timeout "$TIMEOUT" "$exe" 2>&1)
  rc=$?
  printf '=== %s rc=%s\n%s\n' "$name" "$rc" "$output" >>"$results.log"
  if [ "$rc" = 0 ] && [ "$(printf '%s\n' "$output" | tail -1)" = PASS ]; then
    echo "PASS $name" | tee -a "$results"
    passed=$((passed + 1))
  else
    why=$(printf '%s\n' "$output" | grep -v '^PASS$' | grep -E 'wrong|FAIL|error|cuda2omp' | grep -v ' 0 wrong' | head -2 | tr '\n' ' ')
    echo "FAIL $name (rc=$rc) $why" | tee -a "$results"
    failed=$((failed + 1))
  fi
done
echo "# programs: $passed passed, $failed failed" | tee -a "$results"
if [ -d "$dir/bench" ]; then
  RUNS=${RUNS:-3} BUDGET=${BUDGET:-360} bash "$dir/bench/run.sh" "$dir/bench" "$results"
fi
