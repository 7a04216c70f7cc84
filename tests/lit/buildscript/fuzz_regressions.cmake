# --migrate-cmake on inputs the fuzzers found (tests/fuzz): the migrated file
# must be CMake that reads back. Quotes inside nvcc options (-DMSG="a b",
# also escaped inside a quoted argument) stay one option and are escaped where
# the option is written into a quoted argument; a command whose parenthesised
# arguments the edits cannot follow is left as it was, with a warning; a group
# is not a target name; comments and added lines never land inside another
# command that ends on the line where this one starts.
# RUN: rm -rf %t && mkdir -p %t/in %t/out && cp %s %t/in/CMakeLists.txt && cp %S/Inputs/where.cpp %t/out/k.cpp
# RUN: %cuda2omp --migrate-cmake --in-root %t/in --out-root %t/out 2>&1 | FileCheck %s --check-prefix=CONSOLE
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
# The result configures (the part of it that means something to CMake: the
# commands left as they were do not exist without FindCUDA).
# RUN: mkdir -p %t/conf && sed '/^# BEGIN-NONSENSE/,/^# END-NONSENSE/d' %t/out/CMakeLists.txt > %t/conf/CMakeLists.txt && cp %t/out/k.cpp %t/conf/
# RUN: %cmake-configure -DCUDA2OMP_OFFLOAD_ARCH=host -S %t/conf -B %t/build > %t/configure.log 2>&1
cmake_minimum_required(VERSION 3.20)
project(fuzzed LANGUAGES CXX CUDA)

set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -DMSG=\"a b\" -arch=sm_80")
# CHECK: {{^}}string(APPEND CMAKE_CXX_FLAGS " -DMSG=\"a b\"")
set(CMAKE_CUDA_FLAGS -DLEGACY="x y" -O3)
# CHECK: {{^}}string(APPEND CMAKE_CXX_FLAGS " -DLEGACY=\"x y\" -O3")
add_executable(app k.cu)
target_compile_options(app PRIVATE "$<$<COMPILE_LANGUAGE:CUDA>:-DQ=\"1 2\" -lineinfo>" -Xcompiler "-DW=\"3 4\",-O2")
# CHECK: {{^}}target_compile_options(app PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:-DQ=\"1 2\">" "-DW=\"3 4\"" -O2)

# BEGIN-NONSENSE
# CONSOLE: CMakeLists.txt:[[@LINE+3]]:1: warning: C2O1400: 'cuda_add_executable' is CUDA-specific CMake with no OpenMP counterpart (its parenthesised arguments could not be rewritten safely); it was left as it is
# CONSOLE-NOT: nvcc option ')'
# CHECK: {{^}}cuda_add_executable(grouped (k.cu OPTIONS -G
cuda_add_executable(grouped (k.cu OPTIONS -G
  ) )
# CHECK-NEXT: {{^}}  ) )

# A group is no target name: no target_link_libraries(( ...).
add_library((h) k.cu)
# CHECK: {{^}}add_library((h) k.cpp)
# CHECK-NOT: target_link_libraries((
# END-NONSENSE

message(STATUS "two
lines") check_language(CUDA)
# CHECK: {{^}}lines") # C2O1401: 'check_language(CUDA)' was removed: the translated sources are C++

add_executable(same k.cu) set(SAME_X
  1)
# CHECK: {{^}}add_executable(same k.cpp)
# CHECK-NEXT: {{^}}target_link_libraries(same PRIVATE cuda2omp::helpers)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET same ARCH ${CUDA2OMP_OFFLOAD_ARCH})
# CHECK-NEXT: {{^}} set(SAME_X
