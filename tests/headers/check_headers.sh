#!/usr/bin/env bash
# Syntax-checks the CUDA programs of tests/headers/ against the bundled,
# declaration-only CUDA headers, the way the translator parses .cu files.
#
# usage: tests/headers/check_headers.sh <path-to-cuda_include> [--nvcc]
#
#   --nvcc   also compile every test with the real nvcc (NVCC, default
#            /usr/local/cuda/bin/nvcc) to prove the tests are valid CUDA.
#
# Environment: CLANG (default clang++-19), NVCC, NVCC_ARCH (default sm_90).
#
# Every test is parsed twice: as clang's driver sets it up where a CUDA SDK is
# installed (it then finds it, e.g. in /usr/local/cuda), and as on a machine
# without any SDK (--cuda-path pointing nowhere). The two differ: clang calls
# __cudaPushCallConfiguration or cudaConfigureCall for <<<...>>>, and passes
# -fcuda-allow-variadic-functions only when it found an SDK.
#
# Exits non-zero when any check fails; each failure names its file.
set -u

if [ $# -lt 1 ] || [ ! -d "$1" ]; then
  echo "usage: $0 <path-to-cuda_include> [--nvcc]" >&2
  exit 2
fi
INC=$(cd "$1" && pwd)
WITH_NVCC=0
[ "${2:-}" = "--nvcc" ] && WITH_NVCC=1
HERE=$(cd "$(dirname "$0")" && pwd)
CLANG=${CLANG:-clang++-19}
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
NVCC_ARCH=${NVCC_ARCH:-sm_90}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

BASE=(-x cuda --cuda-host-only -nocudainc -nocudalib -Wno-unknown-cuda-version -std=c++17
      -I "$INC" -fsyntax-only -Wall -Wextra -Werror)
FLAGS=("${BASE[@]}" -include cuda_runtime.h)
NO_SDK=(--cuda-path="$TMP/no-cuda-sdk")

failures=0
passes=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}
pass() { passes=$((passes + 1)); }

# run_clang LABEL ARGS... : must succeed with no diagnostics at all
run_clang() {
  local label=$1
  shift
  if "$CLANG" "$@" >"$TMP/out" 2>&1 && [ ! -s "$TMP/out" ]; then
    pass
  else
    fail "$label"
    sed 's/^/    /' "$TMP/out" | head -40
  fi
}

# must_fail LABEL FILE PATTERN : the parse must fail with PATTERN in its output
must_fail() {
  local label=$1 file=$2 pattern=$3 mode
  for mode in sdk no-sdk; do
    local extra=()
    [ $mode = no-sdk ] && extra=("${NO_SDK[@]}")
    if "$CLANG" "${FLAGS[@]}" ${extra[@]+"${extra[@]}"} "$file" >"$TMP/out" 2>&1; then
      fail "$label ($mode): parsed although it must not"
    elif ! grep -q -- "$pattern" "$TMP/out"; then
      fail "$label ($mode): failed, but without '$pattern'"
      sed 's/^/    /' "$TMP/out" | head -20
    else
      pass
    fi
  done
}

echo "== test programs ($CLANG, headers: $INC)"
for f in "$HERE"/*.cu; do
  name=$(basename "$f")
  run_clang "$name (SDK found)" "${FLAGS[@]}" "$f"
  run_clang "$name (no SDK)" "${FLAGS[@]}" "${NO_SDK[@]}" "$f"
done

echo "== each header on its own, twice, without -include"
# The library folders (thrust/, cub/) hold one-line headers that all include
# one file: a few stand for them.
for h in "$INC"/*.h "$INC"/*/*.h "$INC"/cub/cub.cuh "$INC"/cub/device/device_radix_sort.cuh \
         "$INC"/thrust/iterator/zip_iterator.h; do
  [ -f "$h" ] || continue
  case "$h" in "$INC"/thrust/*.h) case "$h" in */device_vector.h | */sort.h) ;; *) continue ;; esac ;; esac
  rel=${h#"$INC"/}
  printf '#include <%s>\n#include <%s>\nint main() { return 0; }\n' "$rel" "$rel" >"$TMP/one.cu"
  run_clang "header $rel (SDK found)" "${BASE[@]}" "$TMP/one.cu"
  run_clang "header $rel (no SDK)" "${BASE[@]}" "${NO_SDK[@]}" "$TMP/one.cu"
done

echo "== standard headers included before the CUDA headers, no -include"
cat >"$TMP/std_first.cu" <<'EOF'
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
__global__ void k(float *p) { p[0] = __expf(p[0]) + rsqrtf(p[1]) + exp10f(p[2]); printf("%f\n", (double)p[0]); }
int main() {
  float *p = nullptr;
  if (cudaMalloc(&p, 16) != cudaSuccess) return 1;
  k<<<1, 1>>>(p);
  printf("%f\n", (double)expf(1.0f));
  return 0;
}
EOF
run_clang "std headers first (SDK found)" "${BASE[@]}" "$TMP/std_first.cu"
run_clang "std headers first (no SDK)" "${BASE[@]}" "${NO_SDK[@]}" "$TMP/std_first.cu"

echo "== negative tests (the check can fail)"
cat >"$TMP/undeclared.cu" <<'EOF'
int main() {
  float *p;
  cudaMalloc(&p, 16);
  cudaFrobnicateDevice(p); // not a CUDA function
  return 0;
}
EOF
must_fail "undeclared CUDA function" "$TMP/undeclared.cu" "cudaFrobnicateDevice"
cat >"$TMP/bad_args.cu" <<'EOF'
int main() {
  float *d = nullptr, h[4];
  return (int)cudaMemcpy(d, h, sizeof(h)); // the kind is not optional
}
EOF
must_fail "cudaMemcpy without its kind" "$TMP/bad_args.cu" "no matching function"
cat >"$TMP/wrong_side.cu" <<'EOF'
int main() {
  __syncthreads(); // device function called from host code
  return 0;
}
EOF
must_fail "device function called from host code" "$TMP/wrong_side.cu" "__syncthreads"

if command -v python3 >/dev/null 2>&1; then
  echo "== standard functions in device code come from the C library"
  if python3 "$HERE/decl_origin.py" "$CLANG" "$HERE/std_in_device.cu" "${FLAGS[@]}" \
      >"$TMP/origin" 2>&1; then
    bad=0
    for fn in expf sqrtf fabsf powf logf malloc free memcpy memset; do
      line=$(grep -m1 "^$fn " "$TMP/origin" || true)
      case "$line" in
        "") echo "    $fn: not referenced"; bad=1 ;;
        *"$INC"*) echo "    $fn resolves to the bundled headers: $line"; bad=1 ;;
      esac
    done
    if ! grep -q "^printf .*c2o_std_headers.h" "$TMP/origin"; then
      echo "    device printf does not resolve to c2o_std_headers.h"
      bad=1
    fi
    if [ $bad = 0 ]; then pass; else fail "std_in_device.cu: declaration origins"; fi
  else
    fail "decl_origin.py std_in_device.cu"
    sed 's/^/    /' "$TMP/origin" | head -20
  fi

  echo "== library_abi_checks.cu is up to date with the library headers"
  if python3 "$HERE/gen_library_abi_checks.py" "$INC" "$CLANG" >"$TMP/library_abi_checks.cu" 2>"$TMP/gen.err" &&
      cmp -s "$TMP/library_abi_checks.cu" "$HERE/library_abi_checks.cu"; then
    pass
  else
    fail "library_abi_checks.cu is stale: run tests/headers/gen_library_abi_checks.py > tests/headers/library_abi_checks.cu"
    cat "$TMP/gen.err"
  fi

  echo "== abi_checks.cu is up to date with the headers"
  if python3 "$HERE/gen_abi_checks.py" "$INC" >"$TMP/abi_checks.cu" 2>"$TMP/gen.err" &&
      cmp -s "$TMP/abi_checks.cu" "$HERE/abi_checks.cu"; then
    pass
  else
    fail "abi_checks.cu is stale: run tests/headers/gen_abi_checks.py > tests/headers/abi_checks.cu"
    cat "$TMP/gen.err"
  fi
fi

if [ $WITH_NVCC = 1 ]; then
  echo "== test programs with nvcc ($NVCC, -arch=$NVCC_ARCH)"
  for f in "$HERE"/*.cu; do
    # a first line "// nvcc-flags: ..." adds nvcc options (e.g. -rdc=true)
    read -r -a extra <<<"$(sed -n '1s|^// nvcc-flags:||p' "$f")"
    if "$NVCC" -arch="$NVCC_ARCH" -std=c++17 ${extra[@]+"${extra[@]}"} -c -o "$TMP/out.o" "$f" >"$TMP/out" 2>&1; then
      pass
    else
      fail "$(basename "$f") (nvcc)"
      sed 's/^/    /' "$TMP/out" | head -40
    fi
  done
fi

echo "== $passes passed, $failures failed"
[ $failures = 0 ]
