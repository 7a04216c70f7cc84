#!/usr/bin/env bash
# Builds, here, the arraysum teaching programs (examples/arraysum) for the lent
# H100 with clang 22 (sm_90; the main GPU loop) and GCC 12 (nvptx), into
# OUT_DIR with a run script: on the device, `bash OUT_DIR/run_arraysum_on_device.sh
# RESULTS_DIR` runs each with OMP_TARGET_OFFLOAD=MANDATORY and writes
# arraysum.tsv (program, compiler, exit code, last line printed).
# The H100 has no HMM: the programs that need unified shared memory fault there
# (as with HSA_XNACK=0 on an MI250X); EXPECTED.md says which.
# usage: build_arraysum_for_h100.sh OUT_DIR
set -euo pipefail
out=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
source "$top/tests/gpu/offload_compile.sh"
helpers=$top/omp_runtime_helpers/include
for f in "$top"/examples/arraysum/*.cpp; do
  p=$(basename "$f" .cpp)
  c2o_offload_compile clang22 "$f" "$out/$p.clang22" -I "$helpers" 2> "$out/$p.clang22.log" || echo "BUILD-FAIL $p clang22"
  c2o_offload_compile gcc "$f" "$out/$p.gcc" -I "$helpers" 2> "$out/$p.gcc.log" || echo "BUILD-FAIL $p gcc"
done
rm -f "$out"/*.log
c2o_offload_runtime clang22 "$out"
c2o_offload_runtime gcc "$out"
cat > "$out/run_arraysum_on_device.sh" <<'RUN'
#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p "${1:-.}"; res=${1:-.}/arraysum.tsv
[ -f lib22.tar.xz ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf lib22.tar.xz
export LD_LIBRARY_PATH=$PWD:/tmp/lib22:${LD_LIBRARY_PATH:-} OMP_TARGET_OFFLOAD=MANDATORY
printf 'program\tcompiler\trc\tlast_line\n' > "$res"
for b in arraysum* arrays[0-9]*; do
  case $b in *.clang22|*.gcc) ;; *) continue ;; esac
  output=$(timeout 60 "./$b" 2>&1); rc=$?
  line=$(printf '%s\n' "$output" | tail -1)
  printf '%s\t%s\t%s\t%s\n' "${b%.*}" "${b##*.}" "$rc" "$line" | tee -a "$res"
done
RUN
du -sh "$out"
