# --migrate-cmake on the old FindCUDA module (find_package(CUDA), cuda_add_*):
# the commands become add_executable/add_library (their nvcc OPTIONS go
# through NvccOptions.def), ${CUDA_LIBRARIES} becomes cuda2omp::helpers in the
# plain link signature FindCUDA imposes, and what has no counterpart is left
# with a warning. Configured, built and run with the build folder's package.
# RUN: rm -rf %t && mkdir -p %t/in %t/out/kernels && cp %s %t/in/CMakeLists.txt
# RUN: cp %S/Inputs/where.cpp %t/out/main.cpp && sed 's/int main()/int kernels_main()/' %S/Inputs/where.cpp > %t/out/kernels/scale.cpp
# RUN: %cuda2omp --migrate-cmake --in-root %t/in --out-root %t/out 2>&1 | FileCheck %s --check-prefix=CONSOLE
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
# Without the cuFFT line, which stays as a warning says (the command does not exist without FindCUDA):
# RUN: grep -v 'cuda_add_cufft_to_target(' %t/out/CMakeLists.txt > %t/out/CMakeLists.txt.new && mv %t/out/CMakeLists.txt.new %t/out/CMakeLists.txt
# RUN: %cmake-configure -DCUDA2OMP_OFFLOAD_ARCH=host -S %t/out -B %t/build > /dev/null
# RUN: cmake --build %t/build -- VERBOSE=1 > %t/build.log
# RUN: FileCheck %s --check-prefix=BUILD < %t/build.log
# BUILD: clang++-19 {{.*}}-O1 {{.*}}-fopenmp-targets={{.*}}main.cpp
# RUN: %t/build/scale | FileCheck %s --check-prefix=OUT
# OUT: target region ran on the device, block 128
cmake_minimum_required(VERSION 3.10)
project(legacy CXX)

# CONSOLE-NOT: C2O1402
find_package(CUDA 11.0 REQUIRED)
# CHECK: {{^}}find_package(cuda2omp REQUIRED)
# CHECK-NEXT: {{^}}set(CUDA2OMP_OFFLOAD_ARCH "gfx90a" CACHE STRING
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'cuda_select_nvcc_arch_flags(ARCH_FLAGS Auto)' was removed: the GPU of the OpenMP build is CUDA2OMP_OFFLOAD_ARCH
cuda_select_nvcc_arch_flags(ARCH_FLAGS Auto)
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'nvcc option -lineinfo' was removed
list(APPEND CUDA_NVCC_FLAGS ${ARCH_FLAGS} -lineinfo -DWHERE_BLOCK=128)
# CHECK: {{^}}string(APPEND CMAKE_CXX_FLAGS " ${ARCH_FLAGS} -DWHERE_BLOCK=128")
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'set(CUDA_PROPAGATE_HOST_FLAGS OFF)' was removed
set(CUDA_PROPAGATE_HOST_FLAGS OFF)

cuda_include_directories(${CUDA_INCLUDE_DIRS} ${CMAKE_CURRENT_SOURCE_DIR})
# CHECK: {{^}}include_directories(${CUDA2OMP_HELPERS_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'nvcc option -Xptxas -O3' was removed
cuda_add_library(scale_kernels kernels/scale.cu STATIC OPTIONS -Xptxas -O3 -O1)
# CHECK: {{^}}add_library(scale_kernels STATIC kernels/scale.cpp)
# CHECK-NEXT: {{^}}target_link_libraries(scale_kernels cuda2omp::helpers)
# CHECK-NEXT: {{^}}target_compile_options(scale_kernels PRIVATE -O1)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET scale_kernels ARCH ${CUDA2OMP_OFFLOAD_ARCH})
cuda_add_executable(scale main.cu OPTIONS -O1)
target_link_libraries(scale scale_kernels ${CUDA_LIBRARIES} ${CUDA_CUBLAS_LIBRARIES})
# CHECK: {{^}}add_executable(scale main.cpp)
# CHECK-NEXT: {{^}}target_compile_options(scale PRIVATE -O1)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET scale ARCH ${CUDA2OMP_OFFLOAD_ARCH})
# CHECK-NEXT: {{^}}target_link_libraries(scale scale_kernels cuda2omp::helpers)
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: warning: C2O1400: 'cuda_add_cufft_to_target' is CUDA-specific CMake with no OpenMP counterpart (cuFFT has no OpenMP counterpart in the runtime helpers); it was left as it is
cuda_add_cufft_to_target(scale)
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: warning: C2O1400: 'CUDA_VERSION' is CUDA-specific CMake with no OpenMP counterpart (the OpenMP build has no CUDA version)
message(STATUS "built with CUDA ${CUDA_VERSION}")
