# Source this on an NVIDIA GPU machine to build and run OpenMP offload programs
# with GCC's nvptx offloading:   source env/nvidia-gcc.sh [sm_NN]
_c2o_sm=${1:-sm_80}
export OMP_TARGET_OFFLOAD=MANDATORY          # fail instead of a silent host fallback
export GOMP_DEBUG=${GOMP_DEBUG:-0}           # 1: libgomp prints what it does
export C2O_OMP_FLAGS="-fopenmp -foffload=nvptx-none -foffload-options=-misa=$_c2o_sm -foffload-options=-malias -foffload-options=-lm"
echo "cuda2omp NVIDIA/GCC environment: OMP_TARGET_OFFLOAD=$OMP_TARGET_OFFLOAD"
echo "  compile with: g++ \$C2O_OMP_FLAGS -I\$(cuda2omp --print-helpers-dir)   (C2O_OMP_FLAGS=$C2O_OMP_FLAGS)"
echo "  GCC 12 has no 'requires unified_shared_memory': programs using cudaMallocManaged need GCC 13+"
unset _c2o_sm
