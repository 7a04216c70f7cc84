# cpack -G DEB (in the build folder): cuda2omp_<version>_<arch>.deb for Debian 12,
# installing under /usr what cmake --install installs. It depends on Debian's
# clang 19 packages: the libraries the tools link (found by dpkg-shlibdeps:
# libclang-cpp19, libllvm19, libstdc++6, libgcc-s1, libc6), clang's own headers
# (libclang-common-19-dev: the parse uses clang's resource folder,
# /usr/lib/llvm-19/lib/clang/19) and the C and C++ library headers the parsed
# programs include (libstdc++-12-dev, libc6-dev). It recommends what compiles
# the output (clang-19 with libomp-19-dev; cmake for the CMake package) and
# suggests the offload back ends (rocm-device-libs: AMD GPUs with clang 19;
# gcc-12-offload-nvptx: NVIDIA GPUs with GCC 12).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME cuda2omp)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CUDA to OpenMP offload C++ translator (clang 19 LibTooling)")
set(CPACK_PACKAGE_DESCRIPTION
    "cuda2omp translates CUDA sources and CMake build scripts into C++ with OpenMP offloading for AMD Instinct GPUs and any OpenMP 5 offload compiler. It installs the translator, the omp-atomic-check validator, its bundled CUDA declaration headers, the header-only runtime helpers the output includes, and a CMake package (find_package(cuda2omp)).")
set(CPACK_PACKAGE_CONTACT "cuda2omp maintainers <cuda2omp@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libclang-common-19-dev, libstdc++-12-dev, libc6-dev")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "clang-19, libomp-19-dev, cmake")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "rocm-device-libs, gcc-12-offload-nvptx, libgomp-plugin-nvptx1")
set(CPACK_STRIP_FILES ON)
include(CPack)
