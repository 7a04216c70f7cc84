#!/usr/bin/env bash
# Builds, here, the multi-file corpus (tests/multifile) for the lent H100:
# each project translated project-wide (tests/tools/run_multifile_case.py
# --mode translate: the same translation and checks as ctest's multifile.*),
# its translated sources built with clang 22 for sm_90 (or GCC 12's nvptx
# offloading) into one program NAME.omp, and the CUDA original built with
# nvcc into NAME.cuda; NAME.expected beside them. On the device,
# run_corpus_on_device.sh (copied in) runs both and compares with NAME.expected.
# usage: build_multifile_for_h100.sh BUILD_DIR OUT_DIR
#   COMPILER=clang22 (default) | gcc     which compiler builds the translations
#   NVCC=none                            skip the CUDA originals
# clang 22 needs env/clang22-nvptx-setup.sh (once, as root) and its libraries
# on the device (lib22.tar.xz, packed into OUT_DIR).
set -euo pipefail
build=$(realpath "$1"); out=$2; shift 2
top=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
helpers=$("$build/bin/cuda2omp" --print-helpers-dir)
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
compiler=${COMPILER:-clang22}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$top/tests/gpu/offload_compile.sh"
field() { # field PROJECT KEY: the JSON list case.json[KEY], one word a line
  python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1])).get(sys.argv[2], [])))' "$1/case.json" "$2"
}
for project in "$top"/tests/multifile/*/; do
  project=${project%/}; name=$(basename "$project")
  [ -f "$project/case.json" ] || continue
  if ! python3 "$top/tests/tools/run_multifile_case.py" --cuda2omp "$build/bin/cuda2omp" --work "$work" \
      --mode translate "$project" > "$out/$name.translate.log" 2>&1; then
    echo "TRANSLATE-FAIL $name (see $out/$name.translate.log)"; continue
  fi
  tr_out="$work/$name/translate/out"
  mapfile -t srcs < <(field "$project" build)
  mapfile -t args < <(field "$project" build_args)
  # The first source is the one c2o_offload_compile names; the others go with the flags.
  (cd "$tr_out" && c2o_offload_compile "$compiler" "${srcs[0]}" "$out/$name.omp" -I "$helpers" "${args[@]}" "${srcs[@]:1}") \
    2> "$out/$name.omp.log" && rm -f "$out/$name.omp.log" || echo "BUILD-FAIL $name omp (see $out/$name.omp.log)"
  if [ "$nvcc" != none ]; then
    mapfile -t nv < <(field "$project" nvcc)
    (cd "$project" && "$nvcc" -O3 -arch=sm_90 "${nv[@]}" -o "$out/$name.cuda") 2> "$out/$name.cuda.log" \
      && rm -f "$out/$name.cuda.log" || echo "BUILD-FAIL $name cuda (see $out/$name.cuda.log)"
  fi
  cp "$project/expected.txt" "$out/$name.expected"
  rm -f "$out/$name.translate.log"
done
cp "$top/tests/gpu/run_corpus_on_device.sh" "$out/"
c2o_offload_runtime "$compiler" "$out"
du -sh "$out"
