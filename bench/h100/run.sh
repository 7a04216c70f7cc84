#!/usr/bin/env bash
# usage: run.sh DIR RESULTS      (on the GPU machine, inside what build.sh made)
#
# Runs every <bench>.<variant> binary in DIR, RUNS times (default 3) in
# interleaved rounds (all variants of all benches, then again), each under
# `timeout`, with OMP_TARGET_OFFLOAD=MANDATORY; appends the RESULT lines to
# RESULTS and prints, per bench, the median ms of each variant and the ratios
# the issue asks for: translated speed / hand-port speed per compiler
# (hand_ms / trans_ms), translated time / CUDA time.
# Environment: RUNS (3), TIMEOUT (60 s per program), BUDGET (500 s in all),
# SIZES (a file of lines `<bench> <arguments>`: the arguments each bench
# gets; bench/h100/sizes-kernel-bound.txt makes the block benchmarks' kernels
# long enough that a launch's cost does not count; default: none, every
# bench at its own default size).
set -uo pipefail
dir=$(cd "${1:?usage: run.sh DIR RESULTS}" && pwd)
results=${2:?usage: run.sh DIR RESULTS}
RUNS=${RUNS:-3} TIMEOUT=${TIMEOUT:-60} BUDGET=${BUDGET:-500}
[ -f "$dir/lib22.tar.xz" ] && [ ! -d /tmp/lib22 ] && tar -C /tmp -xJf "$dir/lib22.tar.xz"
export OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=$dir:/tmp/lib22${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
{
  echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "# gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -1)"
  echo "# runs=$RUNS"
  [ -n "${SIZES:-}" ] && sed 's/^/# size: /' "$SIZES"
} | tee -a "$results"
start=$SECONDS
bins=$(cd "$dir" && ls | grep -E '^[a-z0-9_]+\.(cuda|[a-z-]+\.(clang22|gcc))$' | sort)
for r in $(seq 1 "$RUNS"); do
  for b in $bins; do
    left=$((BUDGET - (SECONDS - start)))
    [ "$left" -lt 5 ] && { echo "# budget spent before $b run $r" | tee -a "$results"; continue; }
    t=$TIMEOUT; [ "$left" -lt "$t" ] && t=$left
    args=""; [ -n "${SIZES:-}" ] && args=$(awk -v n="${b%%.*}" '$1 == n { $1 = ""; print; exit }' "$SIZES")
    line=$(timeout "$t" "$dir/$b" $args 2>&1 | grep '^RESULT' | tail -1)
    [ -n "$line" ] || line="RESULT name=${b%%.*} variant=${b#*.} ms_per_iter=NA check=CRASH_OR_TIMEOUT"
    # the variant is the binary's (a hand port may print its own name)
    line=$(printf '%s\n' "$line" | sed -E "s/ variant=[^ ]+/ variant=${b#*.}/")
    echo "$line run=$r" | tee -a "$results" >/dev/null
  done
done
echo "# wall ${SECONDS}s" | tee -a "$results"
python3 - "$results" <<'PY' || awk '/^RESULT/' "$results"
import sys, statistics, math, collections
ms = collections.defaultdict(list); bad = set(); order = []
for line in open(sys.argv[1]):
    if not line.startswith("RESULT"): continue
    kv = dict(p.split("=", 1) for p in line.split()[1:] if "=" in p)
    n, v = kv["name"], kv["variant"]
    if n not in order: order.append(n)
    if kv.get("check") != "ok" or kv["ms_per_iter"] == "NA": bad.add((n, v)); continue
    ms[n, v].append(float(kv["ms_per_iter"]))
med = {k: statistics.median(x) for k, x in ms.items()}
variants = sorted({v for (_, v) in list(ms) + list(bad)}, key=lambda v: (v != "cuda", v))
print("\n| bench | " + " | ".join(variants) + " |")
print("| --- |" + " ---: |" * len(variants))
for n in order:
    cells = []
    for v in variants:
        cells.append("FAIL" if (n, v) in bad else (f"{med[n, v]:.4f}" if (n, v) in med else "-"))
    print(f"| {n} | " + " | ".join(cells) + " |")
for comp in ("clang22", "gcc"):
    rows = [n for n in order if (n, "hand." + comp) in med]
    if not rows: continue
    trans = sorted({v for (_, v) in med if v.endswith("." + comp) and v.startswith("trans")})
    print(f"\n{comp}: translated speed / hand-port speed (hand_ms / trans_ms); time / CUDA time")
    print("| bench | " + " | ".join(trans) + " | hand / cuda | " + " | ".join(t + " / cuda" for t in trans) + " |")
    print("| --- |" + " ---: |" * (2 * len(trans) + 1))
    geo = collections.defaultdict(list)
    for n in rows:
        h = med[n, "hand." + comp]; c = med.get((n, "cuda"))
        sp = []
        for t in trans:
            if (n, t) in med: geo[t].append(h / med[n, t]); sp.append(f"{h / med[n, t]:.2f}")
            else: sp.append("-")
        tc = [f"{med[n, t] / c:.2f}" if c and (n, t) in med else "-" for t in trans]
        print(f"| {n} | " + " | ".join(sp) + f" | {h / c:.2f} | " if c else f"| {n} | " + " | ".join(sp) + " | - | ", end="")
        print(" | ".join(tc) + " |")
    print("| geomean | " + " | ".join(f"{math.exp(sum(map(math.log, geo[t])) / len(geo[t])):.2f}" if geo[t] else "-" for t in trans) + " |")
PY
