# --migrate-cmake: CUDA properties and variables, and nvcc options wherever a
# project sets them (NvccOptions.def): host options kept, nvcc's device-code
# options removed with a note, unknown ones dropped with a warning.
# RUN: rm -rf %t && mkdir -p %t/in %t/out && cp %s %t/in/CMakeLists.txt && cp %S/Inputs/where.cpp %t/out/k.cpp
# RUN: %cuda2omp --migrate-cmake --in-root %t/in --out-root %t/out 2>&1 | FileCheck %s --check-prefix=CONSOLE
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
# No command names what was removed (the comments saying so aside):
# RUN: grep -v '^ *#' %t/out/CMakeLists.txt | FileCheck %s --check-prefix=GONE
# GONE: cmake_minimum_required
# GONE-NOT: CUDA_ARCHITECTURES
# GONE-NOT: SEPARABLE
# GONE-NOT: CUDA_RESOLVE
# GONE-NOT: lineinfo
# GONE-NOT: extended-lambda
# The result configures and builds; the options CMake gives the compiler are the migrated ones.
# RUN: %cmake-configure -DCUDA2OMP_OFFLOAD_ARCH=host -DCMAKE_BUILD_TYPE=Release -S %t/out -B %t/build > /dev/null
# RUN: cmake --build %t/build -- VERBOSE=1 | FileCheck %s --check-prefix=BUILD
# BUILD: clang++-19 {{.*}}-DWHERE_BLOCK=4 -ffast-math -O3 -DNDEBUG -O2 {{.*}}-fopenmp-targets=
# BUILD-NOT: lineinfo
# BUILD: -std=gnu++17
cmake_minimum_required(VERSION 3.20)
project(props LANGUAGES CXX CUDA)

# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'set(CMAKE_CUDA_ARCHITECTURES 70 80 90)' was removed: the GPU of the OpenMP build is CUDA2OMP_OFFLOAD_ARCH
set(CMAKE_CUDA_ARCHITECTURES 70 80 90)
if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
  message(FATAL_ERROR "the architecture setting is CUDA2OMP_OFFLOAD_ARCH in the OpenMP build")
endif()
# CHECK: {{^}}if(NOT DEFINED CUDA2OMP_OFFLOAD_ARCH)
set(CMAKE_CUDA_STANDARD 17)
set(CMAKE_CUDA_STANDARD_REQUIRED ON)
# CHECK: {{^}}set(CMAKE_CXX_STANDARD 17)
# CHECK-NEXT: {{^}}set(CMAKE_CXX_STANDARD_REQUIRED ON)

# Host options stay, -use_fast_math becomes -ffast-math, the rest is nvcc's.
# CONSOLE: CMakeLists.txt:[[@LINE+3]]:1: note: C2O1401: 'nvcc options -arch=sm_80 -lineinfo --expt-relaxed-constexpr -Xptxas -v' was removed: they steer nvcc's device code generation
# CONSOLE: CMakeLists.txt:[[@LINE+2]]:1: warning: C2O1402: nvcc option '--nvcc-only-thing' has no known counterpart for the C++ compiler; it was dropped
# CHECK: {{^}}string(APPEND CMAKE_CXX_FLAGS " -DWHERE_BLOCK=4 -ffast-math")
set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -DWHERE_BLOCK=4 -arch=sm_80 -lineinfo --use_fast_math --expt-relaxed-constexpr -Xptxas -v --nvcc-only-thing")
# CHECK: {{^}}string(APPEND CMAKE_CXX_FLAGS_RELEASE " -O2")
string(APPEND CMAKE_CUDA_FLAGS_RELEASE " -O2")

add_executable(k k.cu)
# CHECK: {{^}}add_executable(k k.cpp)
set_target_properties(k PROPERTIES
  CUDA_ARCHITECTURES "80;90"
  CUDA_STANDARD 17
  CUDA_SEPARABLE_COMPILATION ON
  OUTPUT_NAME k
)
# CHECK: {{^}}set_target_properties(k PROPERTIES
# CHECK-NEXT: {{^}}  CXX_STANDARD 17
# CHECK-NEXT: {{^}}  OUTPUT_NAME k
# CHECK-NEXT: {{^}})
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: note: C2O1401: 'set_property(TARGET k PROPERTY CUDA_RESOLVE_DEVICE_SYMBOLS ON)' was removed: OpenMP device code is linked by the C++ compiler
set_property(TARGET k PROPERTY CUDA_RESOLVE_DEVICE_SYMBOLS ON)
target_compile_features(k PRIVATE cuda_std_17)
# CHECK: {{^}}target_compile_features(k PRIVATE cxx_std_17)
# A generator expression for CUDA sources: its options are nvcc's.
target_compile_options(k PRIVATE "$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math;-lineinfo>" -Wall)
# CHECK: {{^}}target_compile_options(k PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:-ffast-math>" -Wall)
# An nvcc option given to a target that builds CUDA: replaced too.
target_compile_options(k PRIVATE --expt-extended-lambda)
# PTX output has no counterpart: left, with a warning (CMake ignores it without CUDA sources).
add_library(ptx OBJECT k.cu)
# CONSOLE: CMakeLists.txt:[[@LINE+1]]:1: warning: C2O1400: 'CUDA_PTX_COMPILATION' is CUDA-specific CMake with no OpenMP counterpart (PTX is nvcc's output; OpenMP device code is built by the C++ compiler); it was left as it is
set_property(TARGET ptx PROPERTY CUDA_PTX_COMPILATION ON)
# CHECK: {{^}}set_property(TARGET ptx PROPERTY CUDA_PTX_COMPILATION ON)
