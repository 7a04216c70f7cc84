#!/usr/bin/env bash
# The README's first command: installs the Debian packages, builds cuda2omp,
# then translates a bundled CUDA example to OpenMP, compiles it and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
env/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2

out=build/quickstart
mkdir -p "$out"
echo "== translating examples/quickstart/saxpy.cu"
build/bin/cuda2omp examples/quickstart/saxpy.cu -o "$out/saxpy.cpp" --print-stats
echo "== compiling the OpenMP translation (clang-19, target regions on the host device)"
clang++-19 -std=c++17 -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -Wl,-rpath,/usr/lib/llvm-19/lib \
  -I "$(build/bin/cuda2omp --print-helpers-dir)" "$out/saxpy.cpp" -o "$out/saxpy"
echo "== running it"
"$out/saxpy" | tee "$out/saxpy.out"
diff -u examples/quickstart/saxpy.expected "$out/saxpy.out"
echo "== the translation prints what the CUDA original prints; see $out/saxpy.cpp"
