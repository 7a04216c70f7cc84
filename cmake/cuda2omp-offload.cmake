# cuda2omp_offload_options(TARGET <target> ARCH <gpu> [COMPILER clang|gcc|aomp])
#
# Adds to <target> the options that build code translated by cuda2omp with
# OpenMP offloading for <gpu>, per compiler (docs/user-guide.md, "Using
# cuda2omp from CMake"). Installed with the package (find_package(cuda2omp));
# the project's own tests include it from the source tree.
#
#   ARCH      gfx90a (AMD MI200), gfx942 (MI300A), other gfxNNN, a gfx target
#             with features (gfx90a:xnack+), sm_NN (NVIDIA), or host (target
#             regions run on the CPU: testing without a GPU). Default:
#             ${CUDA2OMP_OFFLOAD_ARCH}.
#   COMPILER  clang (upstream/Debian clang), aomp (ROCm's amdclang++ or AOMP),
#             gcc. Default: ${CUDA2OMP_COMPILER} if set, else what
#             CMAKE_CXX_COMPILER is (GNU -> gcc; Clang -> aomp when its
#             --version names AMD or AOMP, else clang).
#
# Executables get the options PRIVATE; libraries PUBLIC (a program linking a
# static library that holds device code must be linked with the same offload
# options); interface libraries INTERFACE.
#
# Settings read (cache variables of the user's project, all optional):
#   CUDA2OMP_ROCM_DEVICE_LIB_PATH  clang + gfx*: the AMD device bitcode libraries.
#       Default: none when ROCm (/opt/rocm) is installed (clang finds them);
#       else Debian's rocm-device-libs folder when it exists.
#   CUDA2OMP_OMP_PREFIX  clang + sm_*: an OpenMP runtime built apart from the
#       compiler (include/ omp.h, lib/ libomp, nvptx/ the device runtime), as
#       env/clang22-nvptx-setup.sh makes for Debian's clang-22.
#
# The options, one row per compiler and kind of GPU (@ARCH@: the ARCH
# argument; @MISA@: GCC's -misa for an sm_NN):
#   row                                what the options are for
#   clang  amdgcn  --offload-arch      device code for that AMD GPU (compile and link)
#   clang  nvptx   --offload-arch, -foffload-lto
#                                      device code for that NVIDIA GPU; the device
#                                      code is linked as LLVM bitcode, with the
#                                      device runtime, at link time
#   clang  host    -fopenmp-targets=<host triple>
#                                      target regions compiled for the CPU and run
#                                      through libomptarget's host plugin
#   aomp   amdgcn  --offload-arch      ROCm's compiler finds its device libraries
#   aomp   nvptx   --offload-arch
#   aomp   host    -fopenmp-targets=<host triple>
#   gcc    nvptx   -foffload=nvptx-none "-foffload-options=-misa=@MISA@ -lm"
#                                      GCC 12's PTX backend (sm_80 at most: newer
#                                      GPUs run it through the driver's PTX JIT);
#                                      -lm links the device math library
#   gcc    amdgcn  -foffload=amdgcn-amdhsa "-foffload-options=-march=@ARCH@ -lm"
#                  -DC2O_GCC_NO_INLINE_PTX  the helpers' barrier without inline PTX
#   gcc    host    -foffload=disable   no device code: target regions run on the host
# and, for clang with every kind of GPU, -Wl,-rpath to the folder of the
# compiler's libomptarget (Debian's clang puts it outside the loader's path).
# With clang and a device library folder that is not ROCm's (Debian's
# rocm-device-libs 5.2), -mcode-object-version=4: the code object version of
# those libraries (clang 19 defaults to 5, which they lack).

include_guard(GLOBAL)

set(CUDA2OMP_OFFLOAD_ROWS
  #  compiler | kind | option | option ...   (each option given to the compile and the link)
  "clang|amdgcn|--offload-arch=@ARCH@"
  "clang|nvptx|--offload-arch=@ARCH@|-foffload-lto"
  "clang|host|-fopenmp-targets=@HOST_TRIPLE@"
  "aomp|amdgcn|--offload-arch=@ARCH@"
  "aomp|nvptx|--offload-arch=@ARCH@"
  "aomp|host|-fopenmp-targets=@HOST_TRIPLE@"
  "gcc|nvptx|-foffload=nvptx-none|-foffload-options=-misa=@MISA@ -malias -lm"
  "gcc|amdgcn|-foffload=amdgcn-amdhsa|-foffload-options=-march=@ARCH@ -lm|-DC2O_GCC_NO_INLINE_PTX"
  "gcc|host|-foffload=disable"
)

set(CUDA2OMP_COMPILER "" CACHE STRING "Compiler profile of cuda2omp_offload_options: clang, aomp or gcc (empty: from CMAKE_CXX_COMPILER)")
if(NOT DEFINED CUDA2OMP_ROCM_DEVICE_LIB_PATH)
  set(_c2o_device_libs "")
  if(NOT EXISTS /opt/rocm AND EXISTS /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc)
    set(_c2o_device_libs /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)
  endif()
  set(CUDA2OMP_ROCM_DEVICE_LIB_PATH "${_c2o_device_libs}" CACHE PATH
      "clang with AMD GPUs: the device bitcode libraries (empty: the compiler finds them)")
endif()
set(CUDA2OMP_OMP_PREFIX "" CACHE PATH "clang with NVIDIA GPUs: an OpenMP runtime built apart (include/, lib/, nvptx/)")

# The compiler profile of CMAKE_CXX_COMPILER.
function(_cuda2omp_detect_compiler out)
  if(CUDA2OMP_COMPILER)
    set(${out} ${CUDA2OMP_COMPILER} PARENT_SCOPE)
  elseif(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(${out} gcc PARENT_SCOPE)
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} --version OUTPUT_VARIABLE v ERROR_QUIET)
    if(v MATCHES "AMD|AOMP")
      set(${out} aomp PARENT_SCOPE)
    else()
      set(${out} clang PARENT_SCOPE)
    endif()
  else()
    message(FATAL_ERROR "cuda2omp_offload_options: no offload profile for the ${CMAKE_CXX_COMPILER_ID} compiler "
                        "(clang, aomp, gcc); pass COMPILER or set CUDA2OMP_COMPILER")
  endif()
endfunction()

function(cuda2omp_offload_options)
  cmake_parse_arguments(C2O "" "TARGET;ARCH;COMPILER" "" ${ARGN})
  if(NOT C2O_TARGET OR NOT TARGET ${C2O_TARGET})
    message(FATAL_ERROR "cuda2omp_offload_options: TARGET '${C2O_TARGET}' is not a target")
  endif()
  if(NOT C2O_ARCH)
    set(C2O_ARCH ${CUDA2OMP_OFFLOAD_ARCH})
  endif()
  if(NOT C2O_ARCH)
    message(FATAL_ERROR "cuda2omp_offload_options: no ARCH (gfx90a, gfx942, sm_90, host ...)")
  endif()
  if(NOT C2O_COMPILER)
    _cuda2omp_detect_compiler(C2O_COMPILER)
  endif()

  # The kind of GPU, from the ARCH (features such as :xnack+ kept for the compiler).
  string(REGEX REPLACE ":.*" "" base ${C2O_ARCH})
  if(base MATCHES "^gfx[0-9a-f]+$")
    set(kind amdgcn)
  elseif(base MATCHES "^sm_([0-9]+)a?$")
    set(kind nvptx)
    set(sm ${CMAKE_MATCH_1})
  elseif(base STREQUAL "host")
    set(kind host)
  else()
    message(FATAL_ERROR "cuda2omp_offload_options: unknown ARCH '${C2O_ARCH}' (gfx90a, gfx942, sm_90, host ...)")
  endif()

  set(options "")
  foreach(row IN LISTS CUDA2OMP_OFFLOAD_ROWS)
    string(REPLACE "|" ";" fields "${row}")
    list(GET fields 0 row_compiler)
    list(GET fields 1 row_kind)
    if(row_compiler STREQUAL C2O_COMPILER AND row_kind STREQUAL kind)
      list(SUBLIST fields 2 -1 options)
      set(found TRUE)
    endif()
  endforeach()
  if(NOT found)
    message(FATAL_ERROR "cuda2omp_offload_options: no options for COMPILER '${C2O_COMPILER}' (clang, aomp, gcc)")
  endif()

  # GCC 12 knows sm_30 ... sm_80: newer GPUs run sm_80 PTX; gfx942 is past it.
  set(misa sm_80)
  if(kind STREQUAL nvptx)
    foreach(isa 80 75 70 53 35 30)
      if(sm GREATER_EQUAL isa)
        set(misa sm_${isa})
        break()
      endif()
    endforeach()
  endif()
  if(C2O_COMPILER STREQUAL gcc AND kind STREQUAL amdgcn AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13
     AND NOT base MATCHES "^gfx(803|900|906|908|90a)$")
    message(FATAL_ERROR "cuda2omp_offload_options: GCC ${CMAKE_CXX_COMPILER_VERSION} cannot build for ${base}; use clang or aomp")
  endif()
  string(REPLACE "@ARCH@" "${C2O_ARCH}" options "${options}")
  string(REPLACE "@MISA@" "${misa}" options "${options}")
  if(options MATCHES "@HOST_TRIPLE@")
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -dumpmachine OUTPUT_VARIABLE triple OUTPUT_STRIP_TRAILING_WHITESPACE)
    string(REPLACE "@HOST_TRIPLE@" "${triple}" options "${options}")
  endif()

  set(link_only "")
  if(C2O_COMPILER STREQUAL clang)
    if(kind STREQUAL amdgcn AND CUDA2OMP_ROCM_DEVICE_LIB_PATH)
      list(APPEND options "--rocm-device-lib-path=${CUDA2OMP_ROCM_DEVICE_LIB_PATH}" -mcode-object-version=4)
    endif()
    if(kind STREQUAL nvptx AND CUDA2OMP_OMP_PREFIX)
      list(APPEND options "SHELL:-isystem ${CUDA2OMP_OMP_PREFIX}/include")
      list(APPEND link_only "-L${CUDA2OMP_OMP_PREFIX}/lib" "SHELL:-Xoffload-linker -L${CUDA2OMP_OMP_PREFIX}/nvptx")
    endif()
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libomptarget.so
                    OUTPUT_VARIABLE omptarget OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(IS_ABSOLUTE "${omptarget}" AND EXISTS "${omptarget}")
      get_filename_component(omptarget "${omptarget}" REALPATH)
      get_filename_component(omptarget_dir "${omptarget}" DIRECTORY)
      list(APPEND link_only "-Wl,-rpath,${omptarget_dir}")
    endif()
  endif()

  get_target_property(type ${C2O_TARGET} TYPE)
  if(type STREQUAL "EXECUTABLE")
    set(scope PRIVATE)
  elseif(type STREQUAL "INTERFACE_LIBRARY")
    set(scope INTERFACE)
  else()
    set(scope PUBLIC)
  endif()
  set(compile_options "")
  foreach(o IN LISTS options)
    if(NOT o MATCHES "^-D")
      list(APPEND compile_options "${o}")
    endif()
  endforeach()
  foreach(o IN LISTS options)
    if(o MATCHES "^-D(.*)")
      target_compile_definitions(${C2O_TARGET} ${scope} ${CMAKE_MATCH_1})
    endif()
  endforeach()
  # -fopenmp too: the options need it even where cuda2omp::helpers is not linked.
  target_compile_options(${C2O_TARGET} ${scope} -fopenmp ${compile_options})
  target_link_options(${C2O_TARGET} ${scope} -fopenmp ${compile_options} ${link_only})
  set_property(TARGET ${C2O_TARGET} PROPERTY CUDA2OMP_OFFLOAD "${C2O_COMPILER} ${C2O_ARCH}")
endfunction()
