#!/usr/bin/env bash
# Builds, here, the FP-atomic checks of issue 15 for the lent H100 into OUT_DIR,
# with a run script: on the device, `bash OUT_DIR/run_atomics_on_device.sh
# RESULTS_DIR` runs each with OMP_TARGET_OFFLOAD=MANDATORY and writes
# atomics.tsv (program, build, exit code, last line printed).
#   fp_sums.cuda              the CUDA original (nvcc, sm_90): the reference answer
#   fp_sums.<profile>.clang22 cuda2omp --omp-compiler=<profile> (portable: hint +
#                             [[clang::atomic]] macro; clang: the macro alone;
#                             aomp: the hint alone), built by clang 22 for sm_90
#   fp_sums.portable.gcc      the portable output built by GCC 12 (nvptx): the
#                             macros expand to nothing there
#   arraysum11/12.clang22     the two arraysum lessons of issue 15 (arraysum12
#                             faults without unified memory: the H100 has no HMM)
# Each translation must print the original's line (PASS, the same sums).
# usage: build_atomics_for_h100.sh OUT_DIR   (needs build/bin/cuda2omp)
set -euo pipefail
out=$1
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
source "$top/tests/gpu/offload_compile.sh"
helpers=$top/omp_runtime_helpers/include
src=$top/tests/gpu/atomics/fp_sums.cu
if command -v nvcc >/dev/null; then
  nvcc -O2 -arch=sm_90 "$src" -o "$out/fp_sums.cuda" || echo "BUILD-FAIL fp_sums nvcc"
fi
for profile in portable clang aomp; do
  "$top/build/bin/cuda2omp" --quiet --omp-compiler=$profile "$src" -o "$out/fp_sums.$profile.cpp"
  c2o_offload_compile clang22 "$out/fp_sums.$profile.cpp" "$out/fp_sums.$profile.clang22" -I "$helpers" \
    2> "$out/fp_sums.$profile.clang22.log" || echo "BUILD-FAIL fp_sums.$profile clang22"
done
c2o_offload_compile gcc "$out/fp_sums.portable.cpp" "$out/fp_sums.portable.gcc" -I "$helpers" \
  2> "$out/fp_sums.portable.gcc.log" || echo "BUILD-FAIL fp_sums.portable gcc"
for p in arraysum11 arraysum12; do
  c2o_offload_compile clang22 "$top/examples/arraysum/$p.cpp" "$out/$p.clang22" -I "$helpers" \
    2> "$out/$p.clang22.log" || echo "BUILD-FAIL $p clang22"
done
rm -f "$out"/*.log
c2o_offload_runtime clang22 "$out"
c2o_offload_runtime gcc "$out"
cat > "$out/run_atomics_on_device.sh" <<'RUN'
#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p "${1:-.}"; res=${1:-.}/atomics.tsv
[ -f lib22.tar.xz ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf lib22.tar.xz
export LD_LIBRARY_PATH=$PWD:/tmp/lib22:${LD_LIBRARY_PATH:-} OMP_TARGET_OFFLOAD=MANDATORY
printf 'program\tbuild\trc\tlast_line\n' > "$res"
for b in fp_sums.cuda fp_sums.*.clang22 fp_sums.*.gcc arraysum1[12].clang22; do
  [ -x "$b" ] || continue
  output=$(timeout 60 "./$b" 2>&1); rc=$?
  line=$(printf '%s\n' "$output" | tail -1)
  printf '%s\t%s\t%s\t%s\n' "${b%%.*}" "${b#*.}" "$rc" "$line" | tee -a "$res"
done
RUN
du -sh "$out"
