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
# The CUDA originals of the library programs link cuBLAS/cuSPARSE dynamically:
# when the loader cannot find them, add the directories that hold them.
if ls *.cuda >/dev/null 2>&1 && ldd *.cuda 2>/dev/null | grep -q 'lib\(cublas\|cublasLt\|cusparse\|nvJitLink\)\.so.*not found'; then
  for d in $(find /usr/local /usr/lib /usr/lib64 /opt $(python3 -c 'import site; print(" ".join(site.getsitepackages()))' 2>/dev/null) \
      \( -name 'libcublas.so*' -o -name 'libcublasLt.so*' -o -name 'libcusparse.so*' -o -name 'libnvJitLink.so*' \) 2>/dev/null | xargs -r -n1 dirname | sort -u); do
    LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$d
  done
  export LD_LIBRARY_PATH
fi
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
