#!/usr/bin/env bash
# usage: run_on_device.sh OUTDIR RESULTS
#
# Runs what bench/libs/build.sh built in OUTDIR, each program under
# `timeout`, with OMP_TARGET_OFFLOAD=MANDATORY (no silent host fallback):
# the CUDA original, the translation built with each compiler, the hand
# port built with each compiler. Appends every RESULT line to RESULTS, the
# whole output to RESULTS.log, then prints one table: per operation, the
# milliseconds of each variant and the translation's time over the hand
# port's and over CUDA's (same compiler).
# Environment: TIMEOUT (per program, default 120 s), SCALE (default 1), REPS (default 20).
set -uo pipefail
dir=$(cd "${1:?usage: run_on_device.sh OUTDIR RESULTS}" && pwd)
results=${2:?usage: run_on_device.sh OUTDIR RESULTS}
mkdir -p "$(dirname "$results")"
TIMEOUT=${TIMEOUT:-120}
SCALE=${SCALE:-1}
REPS=${REPS:-20}
[ -f "$dir/lib22.tar.xz" ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf "$dir/lib22.tar.xz"
export LD_LIBRARY_PATH=$dir:/tmp/lib22${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export OMP_TARGET_OFFLOAD=MANDATORY
# The CUDA originals of the library programs link cuBLAS/cuSPARSE dynamically:
# when the loader cannot find them, add the directories that hold them.
if [ -x "$dir/libs_bench.cuda" ] && ldd "$dir/libs_bench.cuda" 2>/dev/null | grep -q 'lib\(cublas\|cublasLt\|cusparse\|nvJitLink\)\.so.*not found'; then
  for d in $(find /usr/local /usr/lib /usr/lib64 /opt $(python3 -c 'import site; print(" ".join(site.getsitepackages()))' 2>/dev/null) \
      \( -name 'libcublas.so*' -o -name 'libcublasLt.so*' -o -name 'libcusparse.so*' -o -name 'libnvJitLink.so*' \) 2>/dev/null | xargs -r -n1 dirname | sort -u); do
    LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$d
  done
  export LD_LIBRARY_PATH
fi
{
  echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC') host: $(hostname)"
  echo "# gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
  echo "# SCALE=$SCALE REPS=$REPS OMP_TARGET_OFFLOAD=$OMP_TARGET_OFFLOAD"
} | tee -a "$results"
for exe in libs_bench.cuda libs_bench.clang22 libs_bench.gcc libs_hand.clang22 libs_hand.gcc; do
  [ -x "$dir/$exe" ] || { echo "# $exe: missing" | tee -a "$results"; continue; }
  variant=${exe#libs_}
  echo "=== $exe" >>"$results.log"
  output=$(timeout "$TIMEOUT" "$dir/$exe" "$SCALE" "$REPS" 2>&1)
  rc=$?
  printf '%s\n' "$output" >>"$results.log"
  printf '%s\n' "$output" | grep '^RESULT ' | sed "s/variant=[a-z_0-9]*/variant=$variant/" | tee -a "$results"
  [ $rc = 0 ] || echo "# $exe: exit $rc" | tee -a "$results"
done
awk '
  /^RESULT / {
    for (i = 2; i <= NF; ++i) { split($i, kv, "="); f[kv[1]] = kv[2] }
    if (!(f["name"] in seen)) { seen[f["name"]] = 1; order[++n] = f["name"] }
    ms[f["name"], f["variant"]] = f["check"] == "ok" ? f["ms_per_iter"] : f["ms_per_iter"] "(" f["check"] ")"
  }
  function cell(a, v) { return ((a, v) in ms) ? ms[a, v] : "-" }
  function ratio(a, x, y) {
    if (!((a, x) in ms) || !((a, y) in ms) || ms[a, y] + 0 == 0 || ms[a, x] ~ /\(/ || ms[a, y] ~ /\(/) return "-"
    return sprintf("%.2f", ms[a, x] / ms[a, y])
  }
  END {
    print ""
    print "| operation | CUDA ms | translated clang22 ms | hand clang22 ms | translated gcc ms | hand gcc ms | translated/hand (clang22) | translated/CUDA (clang22) |"
    print "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    for (k = 1; k <= n; ++k) {
      a = order[k]
      printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", a, cell(a, "bench.cuda"), cell(a, "bench.clang22"),
        cell(a, "hand.clang22"), cell(a, "bench.gcc"), cell(a, "hand.gcc"), ratio(a, "bench.clang22", "hand.clang22"),
        ratio(a, "bench.clang22", "bench.cuda")
    }
  }' "$results"
