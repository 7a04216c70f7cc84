# --migrate-cmake: targets that build CUDA sources link cuda2omp::helpers and
# get cuda2omp_offload_options, in the link signature the project uses; .cu
# sources are renamed wherever they are named. The migrated project is
# configured, built (clang-19) and run: its programs' target regions run on
# the offload device (the host plugin), which they would not without the
# options, and they find c2o_runtime.h through cuda2omp::helpers.
# RUN: rm -rf %t && mkdir -p %t/in/src && cp %s %t/in/CMakeLists.txt
# The translations, as if written by the same run: a program that says where its target region ran.
# RUN: mkdir -p %t/out/src && for f in app tool legacy globbed plain; do cp %S/Inputs/where.cpp %t/out/src/$f.cpp; done
# RUN: sed 's/int main()/int lib_main()/' %S/Inputs/where.cpp > %t/out/src/lib_kernels.cpp
# RUN: %cuda2omp --migrate-cmake --in-root %t/in --out-root %t/out 2>&1 | FileCheck %s --check-prefix=CONSOLE
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
# RUN: %cmake-configure -DCUDA2OMP_OFFLOAD_ARCH=host -S %t/out -B %t/build > %t/configure.log
# RUN: cmake --build %t/build -j2 > %t/build.log
# RUN: %t/build/app | FileCheck %s --check-prefix=RUN-APP
# RUN: %t/build/tool | FileCheck %s --check-prefix=RUN-TOOL
# RUN: %t/build/plain | FileCheck %s --check-prefix=RUN-PLAIN
# RUN-APP: target region ran on the device, block 64
# RUN-TOOL: target region ran on the device, block 32
# RUN-PLAIN: target region ran on the host, block 16
cmake_minimum_required(VERSION 3.20)
project(targets LANGUAGES CXX CUDA)

# Keyword signature: PRIVATE for a program.
add_executable(app src/app.cu)
target_compile_definitions(app PRIVATE WHERE_BLOCK=64)
target_link_libraries(app PRIVATE m)
# CHECK: {{^}}add_executable(app src/app.cpp)
# CHECK-NEXT: {{^}}target_link_libraries(app PRIVATE cuda2omp::helpers)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET app ARCH ${CUDA2OMP_OFFLOAD_ARCH})

# Sources in a variable; CUDA::cudart in the plain signature becomes the helpers in place.
set(TOOL_SOURCES
    src/tool.cu # the kernels
)
add_executable(tool ${TOOL_SOURCES})
target_compile_definitions(tool PRIVATE WHERE_BLOCK=32)
target_link_libraries(tool CUDA::cudart tool_kernels)
# CHECK: {{^}}    src/tool.cpp # the kernels
# CHECK: {{^}}add_executable(tool ${TOOL_SOURCES})
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET tool ARCH ${CUDA2OMP_OFFLOAD_ARCH})
# CHECK-NOT: target_link_libraries(tool {{.*}}PRIVATE
# CHECK: {{^}}target_link_libraries(tool cuda2omp::helpers tool_kernels)

# A library: PUBLIC, so that the program linking it is linked for offloading too.
add_library(tool_kernels STATIC "src/lib_kernels.cu")
target_compile_definitions(tool_kernels PRIVATE WHERE_BLOCK=1)
# CHECK: {{^}}add_library(tool_kernels STATIC "src/lib_kernels.cpp")
# CHECK-NEXT: {{^}}target_link_libraries(tool_kernels PUBLIC cuda2omp::helpers)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET tool_kernels ARCH ${CUDA2OMP_OFFLOAD_ARCH})

# A C++ file compiled as CUDA, and a glob: both are CUDA sources.
set_source_files_properties(src/legacy.cpp PROPERTIES LANGUAGE CUDA COMPILE_DEFINITIONS WHERE_BLOCK=8)
# CONSOLE: CMakeLists.txt:[[@LINE-1]]:1: note: C2O1401: 'LANGUAGE CUDA' was removed: the translated sources are C++
# CHECK: {{^}}set_source_files_properties(src/legacy.cpp PROPERTIES COMPILE_DEFINITIONS WHERE_BLOCK=8)
add_library(legacy OBJECT src/legacy.cpp)
# CHECK: {{^}}add_library(legacy OBJECT src/legacy.cpp)
# CHECK-NEXT: {{^}}target_link_libraries(legacy PUBLIC cuda2omp::helpers)
# CHECK-NEXT: {{^}}cuda2omp_offload_options(TARGET legacy ARCH ${CUDA2OMP_OFFLOAD_ARCH})
file(GLOB GLOBBED ${CMAKE_CURRENT_SOURCE_DIR}/src/glob*.cu)
# CHECK: {{^}}file(GLOB GLOBBED ${CMAKE_CURRENT_SOURCE_DIR}/src/glob*.cpp)
add_library(globbed OBJECT ${GLOBBED})
target_compile_definitions(globbed PRIVATE WHERE_BLOCK=2)
# CHECK: {{^}}add_library(globbed OBJECT ${GLOBBED})
target_compile_definitions(globbed PRIVATE WHERE_BLOCK=2)
# CHECK-NEXT: {{^}}target_link_libraries(globbed PUBLIC cuda2omp::helpers)

# No CUDA here: left alone, and built without offloading.
add_executable(plain src/plain.cpp)
target_compile_definitions(plain PRIVATE WHERE_BLOCK=16)
target_include_directories(plain PRIVATE ${CUDA2OMP_HELPERS_DIR})
target_link_libraries(plain PRIVATE OpenMP::OpenMP_CXX)
# CHECK: {{^}}add_executable(plain src/plain.cpp)
# CHECK-NEXT: {{^}}target_compile_definitions(plain PRIVATE WHERE_BLOCK=16)
# CONSOLE-NOT: warning:
# CONSOLE: cuda2omp: build scripts: 1 CMake file migrated, 0 failed; diagnostics: 0 warnings, 1 note; 0 other files copied
