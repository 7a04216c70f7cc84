# Sourced: how the project builds OpenMP offload programs for the H100, per compiler.
#   c2o_offload_compile COMPILER SRC OUT [extra flags]   COMPILER = clang22 | gcc | gcc-O3 ...
#   c2o_offload_runtime COMPILER DIR                     copies what the device machine lacks into DIR
# clang22: Debian's clang-22 with the device runtime built by env/clang22-nvptx-setup.sh
# (prefix C2O_CLANG22_PREFIX, default /opt/clang22-omp); gcc: GCC 12's nvptx offloading
# (-latomic: a target loop with two or more reduction clauses takes GCC's global
# lock, whose object refers to a 16-byte compare-and-swap only libatomic has).
c2o_offload_compile() {
  local compiler=$1 src=$2 out=$3; shift 3
  local pfx=${C2O_CLANG22_PREFIX:-/opt/clang22-omp}
  case "$compiler" in
    clang22)
      clang++-22 -std=c++17 -O3 -fopenmp --offload-arch=sm_90 -foffload-lto -isystem "$pfx/include" \
        -L"$pfx/lib" -Xoffload-linker -L"$pfx/nvptx" -Wno-unknown-pragmas "$@" "$src" -o "$out" -lm ;;
    gcc)
      g++ -std=c++17 -O3 -fopenmp -foffload=nvptx-none -foffload-options="-misa=sm_80 -lm -latomic" -Wno-unknown-pragmas \
        "$@" "$src" -o "$out" -lm ;;
    *) echo "c2o_offload_compile: unknown compiler '$compiler'" >&2; return 2 ;;
  esac
}
c2o_offload_runtime() {
  local compiler=$1 dir=$2 here
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
  case "$compiler" in
    clang22) [ -f "$dir/lib22.tar.xz" ] || bash "$here/pack_clang22_libs.sh" "$dir" >/dev/null ;;
    gcc) for lib in libgomp.so.1 libgomp-plugin-nvptx.so.1; do cp -L /usr/lib/x86_64-linux-gnu/$lib "$dir/"; done ;;
  esac
}
