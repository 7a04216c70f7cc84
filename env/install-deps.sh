#!/usr/bin/env bash
# Installs the Debian 12 packages cuda2omp needs to build, test and compile its output.
# Usage: env/install-deps.sh   (runs apt-get through sudo when not root)
set -euo pipefail
PKGS=(
  cmake make g++ python3
  clang-19 clang-tools-19 libclang-19-dev llvm-19-dev llvm-19-tools libomp-19-dev
  catch2 rocm-device-libs
  gcc-12-offload-nvptx libgomp-plugin-nvptx1
)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PKGS[@]} packages already installed"
  exit 0
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
