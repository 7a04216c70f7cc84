#!/usr/bin/env bash
# Session 22: the helpers that look symbols up with dlsym (c2o_dlsym.h) on the GPU:
# the queued-launch checks (c2o_queue.h, c2o_host_wait.h) and two programs
# asking the driver for device attributes (c2o_vendor_device.h: tests/lit/api/runtime_calls.cu).
set -euo pipefail
# usage: tests/gpu/build_dlsym_checks_for_h200.sh BUILD_DIR OUT_DIR; on the device: bash OUT_DIR/run_dlsym_checks.sh
top=$(cd "$(dirname "$0")/../.." && pwd); build=$(realpath "$1"); mkdir -p "$2"; out=$(realpath "$2")
bash $top/tests/gpu/build_queue_for_h100.sh $build $out/queue
helpers=$($build/bin/cuda2omp --print-helpers-dir)
source $top/tests/gpu/offload_compile.sh
mkdir -p $out/api
for src in $top/tests/lit/api/runtime_calls.cu; do
  n=$(basename $src .cu)
  $build/bin/cuda2omp --quiet $src -o $out/api/$n.cpp || true
  c2o_offload_compile clang22 $out/api/$n.cpp $out/api/$n.omp -I $helpers 2>/dev/null || echo "BUILD-FAIL $n"
  nvcc -O3 -arch=sm_90 $src -o $out/api/$n.cuda 2>/dev/null || echo "BUILD-FAIL $n.cuda"
done
rm -f $out/api/*.cpp
du -sh $out
cp $top/tests/gpu/run_dlsym_checks.sh $out/
