#!/usr/bin/env bash
# usage: run.sh RESULTS      (on the GPU machine; DIR is this script's folder, what build.sh made)
#
# Times every CUDA atomic under contention (contention.*): the CUDA original, the
# translation, the hand-written OpenMP port and, when built, the translation as it was
# (before). Round 1 runs each atomic of each program in a process of its own under
# `timeout $PER` (a compare-and-swap loop under this contention may not end: such an
# atomic is reported TIMEOUT and not run again); rounds 2..RUNS run the others of each
# program in one process. Appends the RESULT lines to RESULTS and prints, per atomic, the
# median ms per launch of each program and the ratios to CUDA.
# Environment: RUNS (3), PER (6 s), BUDGET (170 s in all).
set -uo pipefail
dir=$(cd "$(dirname "$0")" && pwd)
results=${1:?usage: run.sh RESULTS}
RUNS=${RUNS:-3} PER=${PER:-6} BUDGET=${BUDGET:-170}
[ -f "$dir/lib22.tar.xz" ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf "$dir/lib22.tar.xz"
export OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=$dir:/tmp/lib22${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
{
  echo "# contention: date $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "# gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -1)"
  echo "# runs=$RUNS per-atomic timeout (round 1)=${PER}s"
} | tee -a "$results"
start=$SECONDS
bins=$(cd "$dir" && ls contention.cuda contention.*.clang22 2>/dev/null)
atomics=$(grep -o '{"[a-z_]*", run_' "$dir/src/contention.trans.cpp" 2>/dev/null | cut -d'"' -f2)
[ -n "$atomics" ] || atomics="all"
declare -A skip
left() { echo $((BUDGET - (SECONDS - start))); }
for b in $bins; do
  for a in $atomics; do
    [ "$(left)" -lt 5 ] && { echo "# budget spent before $b $a" | tee -a "$results"; break 2; }
    txt=$(timeout "$PER" "$dir/$b" "$a" 2>&1); rc=$?
    line=$(grep '^RESULT' <<< "$txt" | tail -1)
    if [ -z "$line" ]; then
      skip[$b:$a]=1
      [ $rc = 0 ] && continue # the program has no such atomic (before: the scoped forms)
      check=CRASH_rc$rc; [ $rc = 124 ] && check=TIMEOUT_${PER}s
      line="RESULT name=$a variant=${b#contention.} ms_per_iter=NA check=$check"
    fi
    echo "$line run=1" >> "$results"
  done
done
for r in $(seq 2 "$RUNS"); do
  for b in $bins; do
    t=$(left); [ "$t" -lt 5 ] && { echo "# budget spent before $b run $r" | tee -a "$results"; break 2; }
    [ "$t" -gt 60 ] && t=60
    want=""; for a in $atomics; do [ -n "${skip[$b:$a]:-}" ] || want="$want $a"; done
    [ -n "$want" ] || continue
    # shellcheck disable=SC2086
    timeout "$t" "$dir/$b" $want 2>&1 | grep '^RESULT' | sed "s/\$/ run=$r/" >> "$results"
  done
done
echo "# wall ${SECONDS}s" | tee -a "$results"
python3 - "$results" <<'PY' || grep '^RESULT' "$results"
import sys, statistics, math, collections
ms = collections.defaultdict(list); status = {}; order = []
lines = open(sys.argv[1]).read().split("\n")
# only this run's lines: after the last header
last = max(i for i, l in enumerate(lines) if l.startswith("# contention:"))
for line in lines[last:]:
    if not line.startswith("RESULT"): continue
    kv = dict(p.split("=", 1) for p in line.split()[1:] if "=" in p)
    n, v = kv["name"], kv["variant"]
    if n not in order: order.append(n)
    if kv.get("check") != "ok" or kv["ms_per_iter"] == "NA": status[n, v] = kv.get("check", "?"); continue
    ms[n, v].append(float(kv["ms_per_iter"]))
med = {k: statistics.median(x) for k, x in ms.items()}
variants = sorted({v for (_, v) in list(ms) + list(status)}, key=lambda v: ["cuda", "trans.clang22", "hand.clang22", "before.clang22"].index(v) if v in ["cuda", "trans.clang22", "hand.clang22", "before.clang22"] else 9)
others = [v for v in variants if v != "cuda"]
print("\nms per launch (median), and time / CUDA's time")
print("| atomic | " + " | ".join(variants) + " | " + " | ".join(v.split(".")[0] + " / cuda" for v in others) + " |")
print("| --- |" + " ---: |" * (len(variants) + len(others)))
geo = collections.defaultdict(list)
for n in order:
    cells = [f"{med[n, v]:.4f}" if (n, v) in med else status.get((n, v), "-") for v in variants]
    c = med.get((n, "cuda"))
    rat = []
    for v in others:
        if c and (n, v) in med: rat.append(f"{med[n, v] / c:.2f}"); geo[v].append(med[n, v] / c)
        elif c and status.get((n, v), "").startswith("TIMEOUT"):  # one launch took more than PER - 1 s
            rat.append("> %.0f" % ((float(status[n, v].split("_")[1][:-1]) - 1) * 1e3 / c))
        else: rat.append("-")
    print(f"| {n} | " + " | ".join(cells) + " | " + " | ".join(rat) + " |")
print("| geomean (atomics with a time) | " + " | ".join("" for _ in variants) + " | " +
      " | ".join(f"{math.exp(sum(map(math.log, geo[v])) / len(geo[v])):.2f}" if geo[v] else "-" for v in others) + " |")
PY
