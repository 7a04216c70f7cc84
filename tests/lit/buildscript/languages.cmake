# --migrate-cmake: the CUDA language becomes CXX; find_package(cuda2omp) and the
# GPU setting (the translation's --offload-arch) come after project(); the
# migrated project configures with the package of the build folder.
# RUN: rm -rf %t && mkdir -p %t/in && cp %s %t/in/CMakeLists.txt
# RUN: %cuda2omp --migrate-cmake --offload-arch=gfx942 --in-root %t/in --out-root %t/out 2>&1 | FileCheck %s --check-prefix=CONSOLE
# RUN: %strip-checks %s %t/out/CMakeLists.txt | FileCheck %s
# RUN: %cmake-configure -S %t/out -B %t/build | FileCheck %s --check-prefix=CONFIGURE
# CONFIGURE: offload arch gfx942, helpers {{.*}}/helpers, CUDA compiler found: yes
cmake_minimum_required(VERSION 3.20)
project(langs VERSION 1.2 LANGUAGES C CUDA) # C and CUDA
# CHECK: {{^}}project(langs VERSION 1.2 LANGUAGES C CXX) # C and CUDA
# CHECK-NEXT: {{^}}find_package(cuda2omp REQUIRED)
# CHECK-NEXT: {{^}}set(CUDA2OMP_OFFLOAD_ARCH "gfx942" CACHE STRING "GPU of the OpenMP offload build: {{.*}}")

include(CheckLanguage)
# CONSOLE: CMakeLists.txt:[[@LINE+3]]:1: note: C2O1401: 'check_language(CUDA)' was removed: the translated sources are C++
# CHECK: # C2O1401: 'check_language(CUDA)' was removed: the translated sources are C++
# CHECK-NOT: check_language
check_language(CUDA)
if(CMAKE_CUDA_COMPILER)
  enable_language(CUDA)
  set(found yes)
endif()
# CHECK: {{^}}if(CMAKE_CXX_COMPILER)
# CHECK-NEXT: {{^}}  enable_language(CXX)
enable_language(CXX CUDA)
# CHECK: {{^}}enable_language(CXX)
message(STATUS "offload arch ${CUDA2OMP_OFFLOAD_ARCH}, helpers ${CUDA2OMP_HELPERS_DIR}, CUDA compiler found: ${found}")
# CONSOLE: cuda2omp: {{.*}}in/CMakeLists.txt -> {{.*}}out/CMakeLists.txt
# CONSOLE: cuda2omp: build scripts: 1 CMake file migrated, 0 failed; diagnostics: 0 warnings, 1 note; 0 other files copied
