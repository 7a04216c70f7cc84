#!/usr/bin/env bash
# Builds, here, the launch and copy checks for the lent GPU into one folder with
# a run.sh: per program, the CUDA original (NAME.cuda, nvcc sm_90) and the
# translation (NAME.omp, clang 22 sm_90), each self-checking (PASS/FAIL lines).
#   launch/unconfigured_call.cu   a kernel handed to generic code and called there
#                                 without a launch configuration (C2O1017): nothing
#                                 runs, cudaErrorMissingConfiguration, not sticky
#   memory/large_copies.cu        the copies of a check over a padded 1.6 GB result,
#                                 each timed (ms), to compare CUDA with the translation
# usage: build_launch_memory_for_h200.sh BUILD_DIR OUT_DIR   (results: $OUT/launch-memory.txt)
set -uo pipefail
build=$(realpath "$1"); out=$2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out" && out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
source "$top/tests/gpu/offload_compile.sh"
for src in "$top"/tests/gpu/launch/*.cu "$top"/tests/gpu/memory/*.cu; do
  n=$(basename "$src" .cu)
  "$build/bin/cuda2omp" --quiet "$src" -o "$out/$n.cpp" || echo "TRANSLATE-FAIL $n"
  c2o_offload_compile clang22 "$out/$n.cpp" "$out/$n.omp" -I "$helpers" 2> "$out/$n.log" || echo "BUILD-FAIL $n.omp"
  "$nvcc" -O3 -arch=sm_90 -std=c++17 "$src" -o "$out/$n.cuda" 2>> "$out/$n.log" || echo "BUILD-FAIL $n.cuda"
done
c2o_offload_runtime clang22 "$out"
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every program here (CUDA, then the translation) under timeout 120; all output to $OUT/launch-memory.txt.
d=$(cd "$(dirname "$0")" && pwd); o=${OUT:-.}/launch-memory.txt
[ -d /tmp/lib22 ] || tar -C /tmp -xJf "$d/lib22.tar.xz"
for exe in "$d"/*.cuda; do
  n=$(basename "$exe" .cuda)
  for kind in cuda omp; do
    echo "=== $n.$kind" >> "$o"
    if [ $kind = omp ]; then lib=/tmp/lib22; else lib=; fi
    LD_LIBRARY_PATH=$lib OMP_TARGET_OFFLOAD=MANDATORY timeout 120 "$d/$n.$kind" >> "$o" 2>&1; echo "rc=$?" >> "$o"
  done
done
RUN
chmod +x "$out/run.sh"
