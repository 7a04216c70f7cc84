# --migrate-cmake keeps the file as the user wrote it: comments (line and
# bracket), blank lines, indentation and unrelated commands stay byte for
# byte; a removed command takes its line with it (its diagnostic comment stays
# in its place), a removed argument takes the blanks before it. The whole
# output is compared with Inputs/layout.expected (this file without its RUN lines, migrated).
# RUN: rm -rf %t && mkdir -p %t/in %t/out && cp %s %t/in/CMakeLists.txt && touch %t/out/a.cpp
# RUN: %cuda2omp --quiet --migrate-cmake --in-root %t/in --out-root %t/out
# RUN: %strip-checks %s %t/out/CMakeLists.txt | diff %S/Inputs/layout.expected -
#[[ A bracket comment
    that mentions CUDA_ARCHITECTURES and add_executable(x a.cu) ]]
cmake_minimum_required(VERSION 3.20)
project(layout
        VERSION 0.1
        LANGUAGES CXX CUDA) # the languages
if(ON)
    add_executable(a
        a.cu   # the only source
    )
    set_target_properties(a PROPERTIES
        # built for Hopper
        CUDA_ARCHITECTURES 90
        POSITION_INDEPENDENT_CODE ON)
    set(CMAKE_CUDA_SEPARABLE_COMPILATION ON) # trailing words
endif()
if(OFF) enable_language(CUDA) endif() # one line
