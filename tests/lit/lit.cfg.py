# lit configuration of cuda2omp's golden tests.
import os
import lit.formats

config.name = "cuda2omp"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cpp", ".c", ".cmake"]  # .cmake: build-script migration (buildscript/)
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.c2o_helpers_dir), "..", "..", "tests", "lit-out")
config.excludes = ["Inputs"]

llvm_bin = "/usr/lib/llvm-19/bin"
config.environment["PATH"] = os.pathsep.join([config.c2o_bin_dir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])

helpers = config.c2o_helpers_dir
rpath = "-Wl,-rpath,/usr/lib/llvm-19/lib"
# The translated file compiles as OpenMP offload C++ (syntax and semantics, no link).
config.substitutions.append(("%omp-syntax", f"clang++-19 -std=c++17 -fopenmp -fsyntax-only -Werror=implicit-function-declaration -I{helpers}"))
# Host build whose target regions run through libomptarget's host plugin.
config.substitutions.append(("%omp-host", f"clang++-19 -std=c++17 -O1 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu {rpath} -I{helpers}"))
# GCC, host fallback: its teams get other thread counts than clang's (block-level kernels must not care).
config.substitutions.append(("%omp-gcc", f"g++ -std=c++17 -O1 -fopenmp -foffload=disable -I{helpers}"))
# GCC with nvptx offloading, keeping the device code: -o X leaves the PTX in X's
# folder as <X without extension>.xnvptx-none.mkoffload.s.
config.substitutions.append(("%gcc-nvptx-keep", f"g++ -std=c++17 -O2 -fopenmp -foffload=nvptx-none \"-foffload-options=-misa=sm_80 -save-temps\" -save-temps -I{helpers}"))
if os.path.exists("/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/mkoffload"):
    config.available_features.add("gcc-nvptx")
# Syntax of the output for AMD and NVIDIA offloading (device code included).
config.substitutions.append(("%omp-gfx90a-syntax", f"clang++-19 -std=c++17 -fopenmp --offload-arch=gfx90a -nogpulib -fsyntax-only -I{helpers}"))
# The translation keeps the test's own CHECK lines (comments survive): strip
# them, or each pattern would match its own copy.
config.substitutions.append(("%strip-checks", f"python3 {config.c2o_source_dir}/tests/tools/strip_check_lines.py"))
config.substitutions.append(("%helpers", helpers))
config.substitutions.append(("%check-no-cuda", f"python3 {config.c2o_source_dir}/tests/tools/check_no_cuda_left.py"))
# Golden tests check the generated text unformatted; formatting has its own test.
config.substitutions.append(("%cuda2omp-formatted", os.path.join(config.c2o_bin_dir, "cuda2omp")))
# --no-verify: the tests compile the output themselves where it matters
# (%omp-syntax, %omp-host); %cuda2omp-verified checks it as users get it.
config.substitutions.append(("%cuda2omp-verified", os.path.join(config.c2o_bin_dir, "cuda2omp") + " --format-style=none"))
config.substitutions.append(("%cuda2omp", os.path.join(config.c2o_bin_dir, "cuda2omp") + " --format-style=none --no-verify"))
config.substitutions.append(("%omp-atomic-check", os.path.join(config.c2o_bin_dir, "omp-atomic-check")))
# The build folder's CMake package (find_package(cuda2omp), cmake/Install.cmake),
# and a configure of a migrated project with it: clang-19, target regions on the host.
cmake_dir = os.path.join(os.path.dirname(config.c2o_bin_dir), "cmake")
config.substitutions.append(("%cuda2omp-cmake-dir", cmake_dir))
config.substitutions.append(("%cmake-configure", f"cmake -Wno-dev -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19 -Dcuda2omp_DIR={cmake_dir}"))
