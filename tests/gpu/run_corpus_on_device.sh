#!/usr/bin/env bash
# Runs on the device machine, inside the folder build_corpus_for_h100.sh made:
# every translated program with OMP_TARGET_OFFLOAD=MANDATORY (no silent host
# fallback) and its CUDA original; both must print NAME.expected exactly.
# Writes results.tsv (program, omp verdict, cuda verdict, omp seconds, cuda seconds) to $1.
cd "$(dirname "$0")"
mkdir -p "${1:-.}"
res=${1:-.}/results.tsv
# clang 22 builds: their runtime libraries travel packed (tests/gpu/pack_clang22_libs.sh)
[ -f lib22.tar.xz ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf lib22.tar.xz
export LD_LIBRARY_PATH=$PWD:/tmp/lib22:${LD_LIBRARY_PATH:-} OMP_TARGET_OFFLOAD=MANDATORY
printf 'program\tomp_h100\tcuda_h100\tomp_s\tcuda_s\n' > "$res"
for e in *.expected; do
  n=${e%.expected}
  verdict() {
    local bin=$1 t0 t1 rc
    [ -x "$bin" ] || { echo "missing 0"; return; }
    t0=$(date +%s.%N); timeout 60 "./$bin" > "$bin.out" 2> "$bin.err"; rc=$?; t1=$(date +%s.%N)
    if [ $rc -eq 0 ] && cmp -s "$bin.out" "$e"; then echo "PASS $(awk "BEGIN{printf \"%.3f\", $t1 - $t0}")";
    else echo "FAIL(rc=$rc) $(awk "BEGIN{printf \"%.3f\", $t1 - $t0}")"; fi
  }
  read -r ov ot <<< "$(verdict "$n.omp")"
  read -r cv ct <<< "$(verdict "$n.cuda")"
  printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$ov" "$cv" "$ot" "$ct" | tee -a "$res"
  if [ "$ov" != PASS ]; then { echo "== $n.omp stdout"; head -20 "$n.omp.out"; echo "== stderr"; head -20 "$n.omp.err"; } >> "${1:-.}/failures.txt"; fi
done
