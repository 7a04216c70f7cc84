# cmake --install: what a prefix holds (docs/user-guide.md, "Installing").
#
#   <prefix>/bin/cuda2omp, omp-atomic-check
#   <prefix>/share/cuda2omp/cuda_include/   the bundled CUDA declaration headers
#   <prefix>/share/cuda2omp/helpers/        omp_runtime_helpers/include, the whole folder
#   <prefix>/lib/cmake/cuda2omp/            the CMake package: find_package(cuda2omp)
#   <prefix>/share/doc/cuda2omp/            README, user guide, diagnostics pages
# The tools and the share folder are installed by translator/ and
# omp_runtime_helpers/; the package and the .deb (cmake/Packaging.cmake) here.
include(CMakePackageConfigHelpers)

set(C2O_INSTALL_BIN_DIR bin)
set(C2O_INSTALL_HELPERS_DIR share/cuda2omp/helpers)
set(C2O_INSTALL_CMAKE_DIR lib/cmake/cuda2omp)

install(EXPORT cuda2omp-targets NAMESPACE cuda2omp:: FILE cuda2omp-targets.cmake
        DESTINATION ${C2O_INSTALL_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/cuda2omp-config.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/install/cuda2omp-config.cmake
  INSTALL_DESTINATION ${C2O_INSTALL_CMAKE_DIR}
  PATH_VARS C2O_INSTALL_BIN_DIR C2O_INSTALL_HELPERS_DIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cmake/cuda2omp-config-version.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/install/cuda2omp-config.cmake
              ${CMAKE_BINARY_DIR}/cmake/cuda2omp-config-version.cmake
              ${CMAKE_CURRENT_LIST_DIR}/cuda2omp-offload.cmake
        DESTINATION ${C2O_INSTALL_CMAKE_DIR})

# The same package in the build folder, for the tests and for a build used
# without installing it: find_package(cuda2omp) with cuda2omp_DIR=<build>/cmake.
# Its prefix is the build folder, which has the installed layout (bin/,
# share/cuda2omp/); cuda2omp::helpers there names omp_runtime_helpers/include.
export(EXPORT cuda2omp-targets NAMESPACE cuda2omp:: FILE ${CMAKE_BINARY_DIR}/cmake/cuda2omp-targets.cmake)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/cuda2omp-config.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/cuda2omp-config.cmake
  INSTALL_DESTINATION ${CMAKE_BINARY_DIR}/cmake INSTALL_PREFIX ${CMAKE_BINARY_DIR}
  PATH_VARS C2O_INSTALL_BIN_DIR C2O_INSTALL_HELPERS_DIR)
configure_file(${CMAKE_CURRENT_LIST_DIR}/cuda2omp-offload.cmake ${CMAKE_BINARY_DIR}/cmake/cuda2omp-offload.cmake COPYONLY)

install(FILES ${CMAKE_SOURCE_DIR}/README.md ${CMAKE_SOURCE_DIR}/docs/user-guide.md DESTINATION share/doc/cuda2omp)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/diagnostics DESTINATION share/doc/cuda2omp)

include(${CMAKE_CURRENT_LIST_DIR}/Packaging.cmake)
