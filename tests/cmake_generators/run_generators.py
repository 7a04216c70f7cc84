#!/usr/bin/env python3
"""Issue 38's first "done when": a new user's CMake CUDA project, translated
and built as the user guide says, with CMake's default generator (Unix
Makefiles: the include folders of CUDA files reach nvcc in a response file,
`--options-file CMakeFiles/<target>.dir/includes_CUDA.rsp`, holding `-I...`
and `-isystem=...`) and with Ninja (on the command line). Per generator:

  1. configure the CUDA project (tests/cmake_generators/project: headers, a
     library and a program, two .cu files, a definition and a SYSTEM include
     folder from the build) with nvcc, in its own folder `build/`, for
     compile_commands.json (nothing is compiled with nvcc);
  2. `cuda2omp -p build --in-root . --out-root omp --migrate-cmake
     src/main.cu src/vecops.cu`, with the check of the written files (no
     --no-verify): exit code 0, and no C2O1503/C2O1504;
  3. configure the migrated project (omp/CMakeLists.txt) with the same
     generator, clang-19, target regions on the host (the build folder's
     cuda2omp CMake package), build it, run it: exit code 0, exactly
     expected.txt on stdout (the values of the CUDA original: the program
     checks each against the same computed on the host and prints
     'check: ok'), and nothing on stderr (no runtime warning).

usage: run_generators.py CUDA2OMP CMAKE_PACKAGE_DIR WORK_DIR [GENERATOR ...]
"""
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GENERATORS = {"make": None, "ninja": "Ninja"}  # None: CMake's default (Unix Makefiles)


def run(cmd, cwd, env=None):
    print("+ (cd %s && %s)" % (cwd, " ".join(cmd)), flush=True)
    return subprocess.run(cmd, cwd=cwd, env=env, text=True, capture_output=True)


def fail(what, p=None):
    print("FAIL: " + what)
    if p is not None:
        sys.stdout.write(p.stdout[-6000:] + p.stderr[-6000:])
    return 1


def one(name, cuda2omp, package, work):
    gen = GENERATORS[name]
    src = os.path.join(work, name, "vecstats")
    shutil.rmtree(os.path.dirname(src), ignore_errors=True)
    shutil.copytree(os.path.join(HERE, "project"), src)
    env = dict(os.environ)
    env.pop("CMAKE_GENERATOR", None)  # the default generator is the one CMake picks by itself
    gen_args = ["-G", gen] if gen else []
    p = run(["cmake", "-S", ".", "-B", "build", "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON", "-Wno-dev",
             "-DCMAKE_CUDA_COMPILER=" + (shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")] + gen_args, src, env)
    if p.returncode != 0:
        return fail(f"[{name}] cmake could not configure the CUDA project", p)
    with open(os.path.join(src, "build", "compile_commands.json")) as f:
        db = f.read()
    rsp = "--options-file" in db
    print(f"[{name}] compile_commands.json passes include folders in a response file: {'yes' if rsp else 'no'}")
    if gen is None and not rsp:
        return fail(f"[{name}] CMake's Makefile generator wrote no response file: the test no longer tests that case")

    p = run([cuda2omp, "-p", "build", "--in-root", ".", "--out-root", "omp", "--migrate-cmake",
             "src/main.cu", "src/vecops.cu"], src)
    sys.stdout.write(p.stderr)
    if p.returncode != 0 or "C2O1503" in p.stderr or "C2O1504" in p.stderr:
        return fail(f"[{name}] cuda2omp exited with {p.returncode} (the written files must compile)")

    p = run(["cmake", "-S", "omp", "-B", "omp-build", "-Wno-dev", "-DCMAKE_CXX_COMPILER=clang++-19",
             "-DCMAKE_C_COMPILER=clang-19", "-Dcuda2omp_DIR=" + package, "-DCUDA2OMP_OFFLOAD_ARCH=host"] + gen_args,
            src, env)
    if p.returncode != 0:
        return fail(f"[{name}] the migrated project does not configure", p)
    p = run(["cmake", "--build", "omp-build", "-j2"], src)
    if p.returncode != 0:
        return fail(f"[{name}] the migrated project does not build", p)
    with open(os.path.join(HERE, "project", "expected.txt")) as f:
        expected = f.read()
    try:
        p = subprocess.run([os.path.join(src, "omp-build", "vecstats")], text=True, capture_output=True, timeout=120,
                           env=dict(os.environ, OMP_WAIT_POLICY="passive"))
    except subprocess.TimeoutExpired:
        return fail(f"[{name}] the program timed out")
    if p.returncode != 0 or p.stdout != expected or p.stderr:
        print(f"--- expected\n{expected}--- got (exit code {p.returncode})\n{p.stdout}--- stderr\n{p.stderr}")
        return fail(f"[{name}] the translated program's run differs from the expected one")
    print(f"PASS [{name}]: translated, checked, built and run")
    return 0


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    cuda2omp, package, work = (os.path.abspath(a) for a in sys.argv[1:4])
    names = sys.argv[4:] or list(GENERATORS)
    return max(one(n, cuda2omp, package, work) for n in names)


if __name__ == "__main__":
    sys.exit(main())
