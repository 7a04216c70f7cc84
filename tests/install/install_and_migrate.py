#!/usr/bin/env python3
"""Issue 20's "done when", as one test (ctest install.heat).

From a configured and built cuda2omp build folder:
  1. cmake --install it into a fresh prefix;
  2. with the INSTALLED cuda2omp (nothing from the build folder), translate the
     CUDA CMake project tests/install/heat as a whole: its two .cu files and its
     CMakeLists.txt (--migrate-cmake), the rest copied;
  3. configure the migrated project with find_package(cuda2omp) through
     -Dcuda2omp_DIR=<prefix>/lib/cmake/cuda2omp, with no CUDA compiler to be
     found (CMAKE_CUDA_COMPILER names a file that does not exist: a project that
     still enabled CUDA would fail here), and build it with clang-19 for the
     host offload target (CUDA2OMP_OFFLOAD_ARCH=host: no GPU here);
  4. run it and check its answer against the project's own CPU reference
     (reference.cpp, built into the same program): the program prints both and
     their largest difference; the test recomputes nothing by hand and asserts
     no number of its own. LIBOMPTARGET_INFO shows that the kernels ran as
     offloaded target regions (the heat_step launches counted), not as host
     fallbacks.

Usage: install_and_migrate.py <build-dir> <source-dir> <work-dir>
"""
import os
import re
import shutil
import subprocess
import sys


def run(cmd, log, env=None, cwd=None):
    print("+ " + " ".join(cmd), flush=True)
    with open(log, "w") as f:
        p = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env, cwd=cwd)
    text = open(log).read()
    if p.returncode != 0:
        print(text)
        fail(f"exit code {p.returncode}: {' '.join(cmd)} (log {log})")
    return text


def fail(msg):
    print("FAIL: " + msg, flush=True)
    sys.exit(1)


def check_run(exe, what, offloaded):
    """Runs the heat program; its answer must match its CPU reference, and with
    clang's offloading, every heat_step launch must have run as an offloaded
    target region (LIBOMPTARGET_INFO=16 names each kernel launched)."""
    # OMP_WAIT_POLICY=passive: libgomp's threads spin while they wait, which on a
    # loaded 2-core machine made the gcc-host run take 2 minutes instead of 0.5 s.
    env = dict(os.environ, LIBOMPTARGET_INFO="16", KMP_WARNINGS="0", OMP_WAIT_POLICY="passive")
    if offloaded:
        env["OMP_TARGET_OFFLOAD"] = "MANDATORY"
    p = subprocess.run([exe], capture_output=True, text=True, env=env)
    print(f"== {what}\n{p.stdout}", end="")
    launches = len(re.findall(r"Launching kernel \S*heat_step", p.stderr))
    steps = re.search(r"heat: (\d+) cells, (\d+) steps", p.stdout)
    hot = re.search(r"cells above 10: (\d+) \(cpu (\d+)\)", p.stdout)
    close = re.search(r"max \|gpu - cpu\| below 1e-3: (\w+)", p.stdout)
    if p.returncode != 0:
        print("\n".join(l for l in p.stderr.splitlines() if "Launching kernel" not in l)[-4000:])
        fail(f"{what}: the program exited with {p.returncode}")
    if not (steps and hot and close):
        fail(f"{what}: the program's output lacks its result lines")
    if hot.group(1) != hot.group(2) or int(hot.group(1)) == 0:
        fail(f"{what}: hot cells: translated {hot.group(1)}, CPU reference {hot.group(2)}")
    if close.group(1) != "yes":
        fail(f"{what}: the translated result differs from the CPU reference")
    if offloaded:
        print(f"offloaded heat_step launches: {launches}")
        if launches != int(steps.group(2)):
            fail(f"{what}: {launches} heat_step launches ran as offloaded target regions, "
                 f"expected one per step ({steps.group(2)})")


def main():
    build, source, work = (os.path.abspath(a) for a in sys.argv[1:4])
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    prefix = os.path.join(work, "prefix")

    # 1. Install.
    run(["cmake", "--install", build, "--prefix", prefix], os.path.join(work, "install.log"))
    tool = os.path.join(prefix, "bin", "cuda2omp")
    pkg = os.path.join(prefix, "lib", "cmake", "cuda2omp")
    for p in (tool, os.path.join(prefix, "bin", "omp-atomic-check"), os.path.join(pkg, "cuda2omp-config.cmake"),
              os.path.join(prefix, "share", "cuda2omp", "helpers", "c2o_runtime.h"),
              os.path.join(prefix, "share", "cuda2omp", "cuda_include", "cuda_runtime.h")):
        if not os.path.exists(p):
            fail(f"not installed: {p}")
    helpers = subprocess.run([tool, "--print-helpers-dir"], capture_output=True, text=True).stdout.strip()
    if os.path.realpath(helpers) != os.path.realpath(os.path.join(prefix, "share", "cuda2omp", "helpers")):
        fail(f"the installed cuda2omp finds its helpers at {helpers!r}, not under the prefix")

    # 2. Translate the project, build script included, with the installed tool.
    heat = os.path.join(source, "tests", "install", "heat")
    inp, out = os.path.join(work, "heat"), os.path.join(work, "heat-omp")
    shutil.copytree(heat, inp)
    sources = [os.path.join(inp, "src", f) for f in ("main.cu", "kernels.cu")]
    console = run([tool, "--migrate-cmake", "--in-root", inp, "--out-root", out] + sources +
                  ["--", "-I", os.path.join(inp, "include")], os.path.join(work, "translate.log"))
    print(console)
    if not re.search(r"build scripts: 1 CMake file migrated, 0 failed", console):
        fail("the summary does not say that the CMakeLists.txt was migrated")
    migrated = open(os.path.join(out, "CMakeLists.txt")).read()
    code = "\n".join(l for l in migrated.splitlines() if not l.lstrip().startswith("#"))
    bad = re.search(r"CUDA(?!2OMP)|\.cu\b", code)  # CUDA2OMP_OFFLOAD_ARCH is the package's
    if bad:
        fail(f"the migrated CMakeLists.txt still says {bad.group(0)!r}:\n{migrated}")
    for need in ("find_package(cuda2omp REQUIRED)", "cuda2omp::helpers", "cuda2omp_offload_options(TARGET heat_kernels",
                 "cuda2omp_offload_options(TARGET heat "):
        if need not in migrated:
            fail(f"the migrated CMakeLists.txt lacks {need!r}:\n{migrated}")

    # 3. Configure through the installed package, and build.
    bdir = os.path.join(work, "heat-build")
    conf = run(["cmake", "-Wno-dev", "-S", out, "-B", bdir, "-DCMAKE_BUILD_TYPE=Release",
                "-DCMAKE_CXX_COMPILER=clang++-19", "-DCMAKE_C_COMPILER=clang-19",
                "-DCMAKE_CUDA_COMPILER=/nonexistent/nvcc", "-DCUDA2OMP_OFFLOAD_ARCH=host",
                f"-Dcuda2omp_DIR={pkg}"], os.path.join(work, "configure.log"))
    cache = open(os.path.join(bdir, "CMakeCache.txt")).read()
    m = re.search(r"^cuda2omp_DIR:\w+=(.*)$", cache, re.M)
    if not m or os.path.realpath(m.group(1)) != os.path.realpath(pkg):
        fail(f"the project did not find the installed package: {m.group(1) if m else None}")
    run(["cmake", "--build", bdir, "-j2", "--verbose"], os.path.join(work, "build.log"))

    # 4. Run; the program compares the GPU result with its CPU reference.
    check_run(os.path.join(bdir, "heat"), "the migrated CMake build", offloaded=True)

    # 5. The Makefile of the user guide (tests/install/heat.mk) builds the same
    #    translation with the installed helpers, per compiler profile.
    for profile, offloaded in (("clang-host", True), ("gcc-host", False)):
        mdir = os.path.join(work, "make-" + profile)
        run(["make", "-f", os.path.join(source, "tests", "install", "heat.mk"), f"PROFILE={profile}", f"OMP={out}",
             f"BUILD={mdir}", f"CUDA2OMP={tool}"], os.path.join(work, f"make-{profile}.log"), cwd=work)
        check_run(os.path.join(mdir, "heat"), f"the Makefile build ({profile})", offloaded)
    print("PASS: installed cuda2omp translated and migrated heat; the migrated CMake build found the installed "
          "package; it and the Makefile builds match the CPU reference")


if __name__ == "__main__":
    main()
