#!/usr/bin/env bash
# Installs the Debian 12 packages cuda2omp needs to build, test and compile its output.
# Usage: env/install-deps.sh   (runs apt-get through sudo when not root)
#
# clang 19 is the translator's LibTooling and the main compiler of the tests;
# clang 22 (Debian bookworm-security) is the upstream clang of today, whose
# OpenMP FP atomics follow [[clang::atomic(...)]]: --audit-isa and the atomic
# tests compile with both. LLVM 22's omp.h/ompx.h are taken from the
# libomp-22-dev package without installing it (installing it would remove
# libomp-19-dev, which the build needs) into C2O_CLANG22_OMP_INCLUDE (default
# /opt/clang22-omp/include), where the tools and tests look for them.
set -euo pipefail
PKGS=(
  cmake make ninja-build g++ python3
  clang-19 clang-tools-19 libclang-19-dev llvm-19-dev llvm-19-tools libomp-19-dev
  libclang-rt-19-dev
  clang-22 llvm-22
  catch2 rocm-device-libs
  gcc-12-offload-nvptx libgomp-plugin-nvptx1
)
OMP22=${C2O_CLANG22_OMP_INCLUDE:-/opt/clang22-omp/include}
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
updated=0
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PKGS[@]} packages already installed"
else
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  updated=1
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
# LLVM 22's OpenMP headers, without libomp-22-dev.
if [ ! -f "$OMP22/omp.h" ] || [ ! -f "$OMP22/ompx.h" ]; then
  echo "install-deps: taking omp.h/ompx.h from libomp-22-dev into $OMP22 (not installing the package)"
  tmp=$(mktemp -d)
  [ "$updated" -eq 1 ] || $SUDO apt-get update -qq
  (cd "$tmp" && apt-get download libomp-22-dev >/dev/null && dpkg -x libomp-22-dev_*.deb x)
  $SUDO mkdir -p "$OMP22"
  $SUDO cp "$tmp"/x/usr/lib/llvm-22/lib/clang/22/include/omp*.h "$OMP22"/
  rm -rf "$tmp"
fi
echo "install-deps: clang 22 OpenMP headers in $OMP22"
