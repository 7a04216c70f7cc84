#!/usr/bin/env bash
# On the GPU machine, in the folder build_queue_for_h100.sh made: each
# program's CUDA original, its translations with queued launches (and the
# launch report) and with C2O_LAUNCH_QUEUE=off; prints every output, then
# SAME or DIFFERENT per translation against the original.
cd "$(dirname "$0")"
[ -f lib22.tar.xz ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf lib22.tar.xz
export LD_LIBRARY_PATH=/tmp/lib22:${LD_LIBRARY_PATH:-} OMP_TARGET_OFFLOAD=MANDATORY
for c in *.cuda; do
  n=${c%.cuda}
  timeout 60 "./$c" > "$n.cuda.out" 2>&1; echo "== $n.cuda rc=$?"; cat "$n.cuda.out"
  for v in dev map; do
    [ -x "$n.$v.omp" ] || continue
    C2O_LAUNCH_REPORT=1 timeout 60 "./$n.$v.omp" > "$n.$v.out" 2> "$n.$v.err"; echo "== $n.$v rc=$?"; cat "$n.$v.out" "$n.$v.err"
    C2O_LAUNCH_QUEUE=off timeout 60 "./$n.$v.omp" > "$n.$v.off.out" 2>&1; echo "== $n.$v off rc=$?"
    for o in "$n.$v.out" "$n.$v.off.out"; do
      # timings differ from run to run: their numbers are masked
      mask() { sed -E 's/(us_per[a-z_]*|ms[a-z_]*)=[0-9.]+/\1=X/g' "$1"; }
      if diff <(mask "$n.cuda.out") <(mask "$o") > /dev/null; then
        echo "SAME $o"; else echo "DIFFERENT $o"; fi
    done
  done
done
