#!/usr/bin/env bash
# run_emulated.sh -- compile a corpus CUDA program as plain C++ with g++ and run
# it on the CPU with the sequential emulation in cpu_emulate.h (a test aid; the
# real check runs the programs on a GPU).
#
#   run_emulated.sh NAME.cu [g++ flags...]   build and run one program; prints
#                                            its output, exits with its status
#   run_emulated.sh --all [DIR]              run every DIR/NN_*.cu (default: the
#                                            corpus) in several variants and diff
#                                            against NN_*.expected
# Environment: C2O_EMU_ORDER=fwd|rev|shuffle picks the thread execution order.
#              CXX (default g++), C2O_EMU_BUILD (default /tmp/c2o_emu).
set -u
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CXX="${CXX:-g++}"
BUILD="${C2O_EMU_BUILD:-/tmp/c2o_emu}"
mkdir -p "$BUILD"

rewrite() {  # $1 = input .cu, $2 = output .cpp
  python3 - "$1" "$2" <<'PY'
import re, sys
src = open(sys.argv[1]).read()

def match_close(s, i, op, cl):
    d = 0
    while i < len(s):
        if s[i] == op: d += 1
        elif s[i] == cl:
            d -= 1
            if d == 0: return i
        i += 1
    raise SystemExit("unbalanced %s%s" % (op, cl))

def split_top(s):
    parts, d, cur = [], 0, ""
    for c in s:
        if c in "([{": d += 1
        elif c in ")]}": d -= 1
        if c == "," and d == 0:
            parts.append(cur); cur = ""
        else:
            cur += c
    parts.append(cur)
    return [p.strip() for p in parts]

out, pos = "", 0
while True:
    i = src.find("<<<", pos)
    if i < 0: break
    ls = src.rfind("\n", 0, i) + 1
    if "//" in src[ls:i] or src[ls:i].lstrip().startswith("*"):  # in a comment
        out += src[pos:i + 3]; pos = i + 3
        continue
    j = src.find(">>>", i)
    # kernel name: identifier chars, '::' and balanced <...> before '<<<'
    k = i
    while k > 0:
        c = src[k - 1]
        if c.isalnum() or c in "_:":
            k -= 1
        elif c == ">":
            d = 0
            while k > 0:
                k -= 1
                if src[k] == ">": d += 1
                elif src[k] == "<":
                    d -= 1
                    if d == 0: break
        else:
            break
    name = src[k:i].strip()
    cfg = split_top(src[i + 3:j])
    m = j + 3
    while src[m].isspace(): m += 1
    if src[m] != "(": raise SystemExit("launch without '(' at offset %d" % m)
    e = match_close(src, m, "(", ")")
    args = src[m + 1:e]
    out += src[pos:k] + "c2o_emu_launch_impl(dim3(%s), dim3(%s), [&] { %s(%s); })" % (cfg[0], cfg[1], name, args)
    pos = e + 1
out += src[pos:]
out = re.sub(r"cudaLaunchKernel\s*\(\s*\(\s*(?:const\s+)?void\s*\*\s*\)\s*", "c2o_emu_launch_kernel(", out)
open(sys.argv[2], "w").write('#line 1 "%s"\n' % sys.argv[1] + out)
PY
}

build() {  # $1 = .cu, $2 = binary, rest = flags
  local cu="$1" bin="$2"; shift 2
  rewrite "$cu" "$bin.cpp" || return 2
  "$CXX" -std=c++17 -O2 -w -I"$HERE/include" -include "$HERE/cpu_emulate.h" "$@" -o "$bin" "$bin.cpp" -lm || return 2
}

if [ "${1:-}" = "--all" ]; then
  DIR="${2:-$HERE/..}"
  fails=0; total=0
  FMA=""; grep -qw fma /proc/cpuinfo 2>/dev/null && FMA="-mfma -ffp-contract=fast"
  for cu in "$DIR"/[0-9][0-9]_*.cu; do
    # The emulator runs threads one after another: block-level programs
    # (__syncthreads, shared memory, warp functions) are outside it.
    if grep -qE '__syncthreads|__shared__|__shfl|__ballot|cooperative_groups' "$cu"; then
      echo "skip $(basename "$cu") (block-level)"; continue
    fi
    base="$(basename "$cu" .cu)"; exp="$DIR/$base.expected"
    total=$((total + 1)); status="ok"
    for variant in "plain:-ffp-contract=off" "fma:$FMA" "O0:-O0" "san:-O1 -fsanitize=address,undefined -fno-sanitize-recover=all"; do
      vname="${variant%%:*}"; vflags="${variant#*:}"
      bin="$BUILD/${base}_$vname"
      if ! build "$cu" "$bin" $vflags; then status="BUILD-FAIL($vname)"; break; fi
      for order in fwd rev shuffle; do
        got="$(C2O_EMU_ORDER=$order timeout 60 "$bin" 2>/dev/null)"; rc=$?
        if [ "$got" != "$(cat "$exp")" ]; then status="MISMATCH($vname,$order)"; break 2; fi
        if [ $rc -ne 0 ]; then status="EXIT=$rc($vname,$order)"; break 2; fi
      done
    done
    [ "$status" = ok ] || fails=$((fails + 1))
    printf '%-32s %s\n' "$base" "$status"
  done
  echo "emulated: $((total - fails))/$total programs match their .expected (variants plain/fma/O0/asan+ubsan x orders fwd/rev/shuffle)"
  [ $fails -eq 0 ]
  exit
fi

cu="$1"; shift
bin="$BUILD/$(basename "$cu" .cu)"
build "$cu" "$bin" "$@" || exit 2
exec "$bin"
