#!/usr/bin/env bash
# usage: run_on_device.sh OUTDIR RESULTS
#
# Runs every variant built by build.sh in OUTDIR (the CUDA original, the hand
# port, the cuda2omp translation of each of the five programs), each under
# `timeout`, with OMP_TARGET_OFFLOAD=MANDATORY (no silent host fallback) and
# LD_LIBRARY_PATH=OUTDIR (GCC's libgomp and nvptx plugin). Appends each
# program's RESULT line to RESULTS as it goes (a program that fails or times
# out gets a RESULT line with ms_per_iter=NA) and its whole output to
# RESULTS.log, then prints a table: bench, cuda ms, hand ms, translated ms,
# translated speed as a fraction of the hand port's (hand_ms / translated_ms;
# the issue's target is >= 0.9).
#
# Environment: TIMEOUT (per program, default 60 s), BUDGET (default 540 s:
# no program is started after that, and none may run past it, so one call
# fits the device tool's 600 s), BENCHES (default all five), VARIANTS
# (default "cuda hand translated translated_nosimd", the last the translation
# built with -DC2O_GCC_NO_PHASE_SIMD; a further hand form <bench>_hand_<x> found
# in OUTDIR runs as variant hand_<x>, a further translated build
# <bench>_trans_<x> as variant translated_<x>; both are listed under the table).
set -uo pipefail
dir=${1:?usage: run_on_device.sh OUTDIR RESULTS}
results=${2:?usage: run_on_device.sh OUTDIR RESULTS}
dir=$(cd "$dir" && pwd)
mkdir -p "$(dirname "$results")"
log=$results.log
TIMEOUT=${TIMEOUT:-60}
BUDGET=${BUDGET:-540}
BENCHES=${BENCHES:-"block_reduce sgemm_tiled stencil2d transpose histogram"}
VARIANTS=${VARIANTS:-"cuda hand translated translated_nosimd"}
export OMP_TARGET_OFFLOAD=MANDATORY
export LD_LIBRARY_PATH=$dir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}

{
  echo "# date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "# host: $(hostname) nproc=$(nproc)"
  echo "# gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -1)"
  echo "# OMP_TARGET_OFFLOAD=$OMP_TARGET_OFFLOAD TIMEOUT=$TIMEOUT"
} | tee -a "$results"

start=$SECONDS
for b in $BENCHES; do
  extra=""
  for e in "$dir/${b}"_hand_*; do [ -x "$e" ] && extra="$extra ${e#"$dir/${b}"_}"; done
  for e in "$dir/${b}"_trans_*; do
    [ -x "$e" ] || continue
    v=translated_${e#"$dir/${b}"_trans_}
    case " $VARIANTS " in *" $v "*) ;; *) extra="$extra $v" ;; esac
  done
  for v in $VARIANTS $extra; do
    case $v in
      cuda) exe=$dir/$b ;;
      hand) exe=$dir/${b}_hand ;;
      translated) exe=$dir/${b}_trans ;;
      translated_*) exe=$dir/${b}_trans_${v#translated_} ;;
      hand_*) exe=$dir/${b}_$v ;;
      *) echo "unknown variant $v" >&2; continue ;;
    esac
    left=$((BUDGET - (SECONDS - start)))
    if [ ! -x "$exe" ]; then
      echo "RESULT name=$b variant=$v ms_per_iter=NA check=MISSING" | tee -a "$results"
      continue
    fi
    if [ "$left" -lt 5 ]; then
      echo "RESULT name=$b variant=$v ms_per_iter=NA check=SKIPPED_BUDGET" | tee -a "$results"
      continue
    fi
    t=$TIMEOUT
    [ "$left" -lt "$t" ] && t=$left
    echo "=== $b $v (timeout ${t}s)" >>"$log"
    t0=$SECONDS
    output=$(timeout "$t" "$exe" 2>&1)
    rc=$?
    printf '%s\n' "$output" >>"$log"
    echo "=== rc=$rc wall_s=$((SECONDS - t0))" >>"$log"
    line=$(printf '%s\n' "$output" | grep '^RESULT ' | tail -1)
    if [ -z "$line" ]; then
      why=CRASH_rc$rc
      [ "$rc" = 124 ] && why=TIMEOUT
      line="RESULT name=$b variant=$v ms_per_iter=NA check=$why"
    fi
    echo "$line" | tee -a "$results"
  done
done
echo "# total wall ${SECONDS}s" | tee -a "$results"

# table from every RESULT line in RESULTS (the last one of each bench/variant wins)
awk '
  /^RESULT / {
    name = ""; var = ""; ms = ""; chk = ""
    for (i = 2; i <= NF; ++i) {
      split($i, kv, "=")
      if (kv[1] == "name") name = kv[2]
      else if (kv[1] == "variant") var = kv[2]
      else if (kv[1] == "ms_per_iter") ms = kv[2]
      else if (kv[1] == "check") chk = kv[2]
    }
    if (!(name in seen)) { seen[name] = 1; order[++nb] = name }
    if (var != "cuda" && var != "hand" && var != "translated" && !((name, var) in MS)) extra[++ne] = name SUBSEP var
    MS[name, var] = ms; CK[name, var] = chk
  }
  function cell(n, v) {
    if (!((n, v) in MS)) return "-"
    return CK[n, v] == "ok" ? MS[n, v] : MS[n, v] " (" CK[n, v] ")"
  }
  END {
    print ""
    print "| bench | cuda ms | hand ms | translated ms | translated / hand speed (hand_ms / translated_ms) | hand / cuda time | translated / cuda time |"
    print "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
    for (k = 1; k <= nb; ++k) {
      n = order[k]
      c = MS[n, "cuda"]; h = MS[n, "hand"]; t = MS[n, "translated"]
      okc = CK[n, "cuda"] == "ok"; okh = CK[n, "hand"] == "ok"; okt = CK[n, "translated"] == "ok"
      sp = (okh && okt && t > 0) ? sprintf("%.2f", h / t) : "-"
      hc = (okh && okc && c > 0) ? sprintf("%.1fx", h / c) : "-"
      tc = (okt && okc && c > 0) ? sprintf("%.1fx", t / c) : "-"
      printf "| %s | %s | %s | %s | %s | %s | %s |\n", n, cell(n, "cuda"), cell(n, "hand"), cell(n, "translated"), sp, hc, tc
    }
    for (k = 1; k <= ne; ++k) {
      split(extra[k], nv, SUBSEP); n = nv[1]; v = nv[2]
      okv = CK[n, v] == "ok"; okt = CK[n, "translated"] == "ok"
      sp = (okv && okt && MS[n, "translated"] > 0) ? sprintf("%.2f", MS[n, v] / MS[n, "translated"]) : "-"
      if (v ~ /^translated_/) {
        okh = CK[n, "hand"] == "ok"
        sp = (okv && okh && MS[n, v] > 0) ? sprintf("%.2f", MS[n, "hand"] / MS[n, v]) : "-"
        printf "\n%s %s ms=%s; its speed as a fraction of the hand port speed: %s\n", n, v, cell(n, v), sp
      } else
        printf "\nother hand form: %s %s ms=%s; translated speed as a fraction of it: %s\n", n, v, cell(n, v), sp
    }
  }' "$results"
