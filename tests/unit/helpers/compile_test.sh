#!/bin/sh
# compile_test.sh MODE OUT COMPILER [ARGS...]
#   Builds OUT with `COMPILER ARGS... -o OUT`; with MODE run, then runs OUT;
#   with MODE expect=FILE, runs OUT and compares its output with FILE.
#   Exits 77 (ctest: skipped) when COMPILER cannot be found.
set -e
mode=$1
out=$2
shift 2
if ! command -v "$1" >/dev/null 2>&1; then
  echo "skipped: compiler $1 not found"
  exit 77
fi
mkdir -p "$(dirname "$out")"
echo "$@" -o "$out"
"$@" -o "$out"
case "$mode" in
  run) "$out" ;;
  expect=*)
    "$out" >"$out.txt"
    diff "${mode#expect=}" "$out.txt" && echo "output equals ${mode#expect=}" ;;
esac
