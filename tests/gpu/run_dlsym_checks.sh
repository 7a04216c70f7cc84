#!/usr/bin/env bash
# On the GPU machine, in the folder build_dlsym_checks_for_h200.sh made.
cd "$(dirname "$0")"
bash queue/run_queue.sh 2>&1 | tail -60
export LD_LIBRARY_PATH=/tmp/lib22:${LD_LIBRARY_PATH:-} OMP_TARGET_OFFLOAD=MANDATORY
for c in api/*.cuda; do n=${c%.cuda}
  timeout 60 ./$c > $n.cuda.out 2>&1; echo "== $c rc=$?"; cat $n.cuda.out
  C2O_LAUNCH_REPORT=1 timeout 60 ./$n.omp > $n.omp.out 2>&1; echo "== $n.omp rc=$?"; cat $n.omp.out
done
