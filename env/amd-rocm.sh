# Source this on an AMD GPU machine (MI250X / MI300A) before running OpenMP
# offload programs:   source env/amd-rocm.sh [xnack=0|1] [arch]
# It sets what the memory model and the atomic policy depend on, and makes the
# runtime say what it does (kernel launches, data movement, granularity).
_c2o_xnack=${1:-1}
_c2o_arch=${2:-gfx90a}
_c2o_xnack=${_c2o_xnack#xnack=}
# Page-fault retry: needed for unified shared memory and malloc'd memory on the GPU.
export HSA_XNACK=$_c2o_xnack
# Fail instead of silently running target regions on the host.
export OMP_TARGET_OFFLOAD=MANDATORY
# 0x01 kernel arguments, 0x02 mapping exists, 0x10 plugin kernel info, 0x20 data copies.
export LIBOMPTARGET_INFO=$((0x20 | 0x02 | 0x01 | 0x10))
export LIBOMPTARGET_KERNEL_TRACE=1
# Build with the matching xnack mode (xnack+ with HSA_XNACK=1, xnack- with 0).
if [ "$_c2o_xnack" = 1 ]; then _c2o_feature=xnack+; else _c2o_feature=xnack-; fi
export C2O_OFFLOAD_ARCH="$_c2o_arch:$_c2o_feature"
export C2O_OMP_FLAGS="-fopenmp --offload-arch=$C2O_OFFLOAD_ARCH"
echo "cuda2omp AMD environment: HSA_XNACK=$HSA_XNACK, OMP_TARGET_OFFLOAD=$OMP_TARGET_OFFLOAD, LIBOMPTARGET_INFO=$LIBOMPTARGET_INFO"
echo "  compile with: amdclang++ \$C2O_OMP_FLAGS -I\$(cuda2omp --print-helpers-dir)   (C2O_OMP_FLAGS=$C2O_OMP_FLAGS)"
echo "  check atomics: omp-atomic-check --xnack=$_c2o_xnack --offload-arch=$_c2o_arch FILE.cpp"
unset _c2o_xnack _c2o_arch _c2o_feature
