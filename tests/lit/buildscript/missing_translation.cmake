# --migrate-cmake: a CUDA source named by the build that has no translation
# under --out-root (not an input of the run, or it did not parse) gets C2O1403
# at the command naming it, on the console and as a comment; a source
# translated by the same run, or by an earlier one, does not. Names built from
# variables, generator expressions or globs are not checked.
# RUN: rm -rf %t && mkdir -p %t/in/src %t/out/src && cp %s %t/in/CMakeLists.txt
# RUN: echo '__global__ void k(int *p) { p[0] = 1; }' > %t/in/src/main.cu
# RUN: echo '__global__ void k(int *p) { p[0] = undeclared; }' > %t/in/src/broken.cu
# An earlier run's translation:
# RUN: touch %t/out/src/earlier.cpp
# RUN: not %cuda2omp --migrate-cmake --in-root %t/in --out-root %t/out %t/in/src/main.cu %t/in/src/broken.cu > %t/console.txt 2>&1
# RUN: FileCheck %s --check-prefix=CONSOLE < %t/console.txt
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
cmake_minimum_required(VERSION 3.20)
project(missing LANGUAGES CXX CUDA)
add_executable(app src/main.cu src/earlier.cu)
# CONSOLE-NOT: C2O1403: CUDA source 'src/main.cu'
# CONSOLE-NOT: C2O1403: CUDA source 'src/earlier.cu'
# CHECK-NOT: {{^}}# C2O1403:
# CHECK: {{^}}add_executable(app src/main.cpp src/earlier.cpp)
add_library(gone STATIC src/broken.cu "src/never.cu")
# CONSOLE: CMakeLists.txt:[[@LINE-1]]:1: warning: C2O1403: CUDA source 'src/broken.cu' has no translation at '{{.*}}/out/src/broken.cpp'; translate it in the same run, or the build will not find it
# CONSOLE: CMakeLists.txt:[[@LINE-2]]:1: warning: C2O1403: CUDA source 'src/never.cu' has no translation at '{{.*}}/out/src/never.cpp'; translate it in the same run, or the build will not find it
# CHECK: {{^}}# C2O1403: CUDA source 'src/broken.cu' has no translation
# CHECK-NEXT: {{^}}# C2O1403: CUDA source 'src/never.cu' has no translation
# CHECK-NEXT: {{^}}add_library(gone STATIC src/broken.cpp "src/never.cpp")
set(MORE ${CMAKE_CURRENT_SOURCE_DIR}/src/more.cu ${EXTRA_DIR}/extra.cu)
# CONSOLE: CMakeLists.txt:[[@LINE-1]]:1: warning: C2O1403: CUDA source '${CMAKE_CURRENT_SOURCE_DIR}/src/more.cu' has no translation
# CONSOLE-NOT: extra.cu
# CHECK: {{^}}set(MORE ${CMAKE_CURRENT_SOURCE_DIR}/src/more.cpp ${EXTRA_DIR}/extra.cpp)
# CONSOLE: cuda2omp: 2 files: 1 translated, 1 failed
# CONSOLE: cuda2omp: build scripts: 1 CMake file migrated, 0 failed; diagnostics: 3 warnings, 0 notes
