#!/usr/bin/env python3
"""End-to-end check of one multi-file project of tests/multifile: translate
the project as a user would (--in-root the project, --out-root a folder, the
inputs of its case.json, or every file of its compile_commands.json), then
  * the console says what case.json expects (expect_log / forbid_log);
  * no CUDA construct is left in any written file without a diagnostic
    (check_no_cuda_left.py);
  * the written project builds (mode host: clang-19 with target regions on
    libomptarget's host plugin; mode gcc: g++ -fopenmp, host fallback); when
    it does not, the residual check (check_compile_residual.py) says whether
    each error carries a C2O diagnostic at its line; the test fails either way;
  * the program prints exactly the project's expected.txt (each program also
    checks its results against a host reference and prints 'check: ok').

case.json: {"translate": [inputs, relative to the project], "separate": true
(translate each input in a run of its own into one --out-root, and check that
a project-wide run writes the same files), "args": [parser
flags after --], "build": [translated sources, relative to the output],
"build_args": [compiler flags], "database": true (configure the CUDA project with cmake and nvcc,
translate every .cu of its compile_commands.json with -p and --migrate-cmake,
build the migrated CMakeLists.txt with clang-19 or GCC for the host and run
"executable" of that build),
"expect_log": [...], "forbid_log": [...]}

The GPU build (tests/gpu/build_multifile_for_h100.sh) reads "build" and
"build_args" for every project, the cmake one included, and "nvcc" (the
CUDA original's sources and flags).

usage: run_multifile_case.py --cuda2omp BIN --work DIR --mode host|gcc|translate PROJECT_DIR
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RPATH = "-Wl,-rpath,/usr/lib/llvm-19/lib"


def compilers(helpers):
    inc = ["-I", helpers]
    return {
        "host": ["clang++-19", "-std=c++17", "-O2", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", RPATH] + inc,
        "gcc": ["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=disable"] + inc,
    }


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, text=True, capture_output=True, **kw)


def fail(msg, proc=None):
    print("FAIL: " + msg)
    if proc is not None:
        sys.stdout.write(proc.stdout[-6000:])
        sys.stdout.write(proc.stderr[-6000:])
    return 1


def database_inputs(src, work):
    """Configures the CUDA project with cmake (nvcc) to get its compile_commands.json."""
    build = os.path.join(work, "cuda-build")
    shutil.rmtree(build, ignore_errors=True)
    p = run(["cmake", "-S", src, "-B", build, "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
             "-DCMAKE_CUDA_COMPILER=nvcc", "-DCMAKE_CUDA_ARCHITECTURES=90", "-Wno-dev"])
    if p.returncode != 0:
        return None, p
    with open(os.path.join(build, "compile_commands.json")) as f:
        files = sorted({os.path.realpath(os.path.join(e["directory"], e["file"])) for e in json.load(f)})
    return (build, [f for f in files if f.endswith(".cu")]), p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda2omp", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--mode", required=True, choices=["host", "gcc", "translate"],
                    help="translate: stop after the translation and its checks (tests/gpu/build_multifile_for_h100.sh)")
    ap.add_argument("project")
    a = ap.parse_args()
    a.cuda2omp = os.path.abspath(a.cuda2omp)

    project = os.path.abspath(a.project)
    name = os.path.basename(project.rstrip("/"))
    with open(os.path.join(project, "case.json")) as f:
        case = json.load(f)
    work = os.path.join(os.path.abspath(a.work), name, a.mode)
    shutil.rmtree(work, ignore_errors=True)
    src, out = os.path.join(work, "src"), os.path.join(work, "out")
    shutil.copytree(project, src, ignore=shutil.ignore_patterns("case.json", "expected.txt"))
    helpers = subprocess.run([a.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()

    def translate(inputs, into):
        cmd = [a.cuda2omp, "--no-verify", "--in-root", src, "--out-root", into]  # it builds the output itself
        if case.get("database"):
            r, p = database_inputs(src, work)
            if r is None:
                return "cmake could not configure the CUDA project", p
            cmd += ["-p", r[0], "--migrate-cmake"] + r[1]
        else:
            cmd += inputs
            if case.get("args"):
                cmd += ["--"] + case["args"]
        p = run(cmd, cwd=src)
        sys.stdout.write(p.stderr)
        if case.get("database") and p.returncode == 0 and "C2O1403" in p.stderr:
            return "the migrated build names a source that was not translated (C2O1403)", None
        if p.returncode != 0:
            return "translation failed", p
        for s in case.get("expect_log", []):
            if s not in p.stderr:
                return f"the console does not say '{s}'", None
        for s in case.get("forbid_log", []):
            if s in p.stderr:
                return f"the console says '{s}'", None
        return None, None

    # "separate": one run per input, as a build that calls cuda2omp for each
    # file; a launcher must not depend on the run, so a project-wide run
    # (out-project) must write the same files.
    runs = [[f] for f in case.get("translate", [])] if case.get("separate") else [case.get("translate", [])]
    for inputs in runs:
        why, p = translate(inputs, out)
        if why:
            return fail(why, p)
    if case.get("separate"):
        whole = os.path.join(work, "out-project")
        why, p = translate(case["translate"], whole)
        if why:
            return fail(why, p)
        p = run(["diff", "-r", "-x", ".cuda2omp-manifest.json", out, whole])
        if p.returncode != 0:
            return fail("the runs of one file each and the project-wide run wrote different files", p)

    written = [os.path.join(d, f) for d, _, fs in os.walk(out) for f in fs
               if os.path.splitext(f)[1] in (".cpp", ".cu", ".cuh", ".h", ".hpp", ".inl")]
    p = run([sys.executable, os.path.join(HERE, "check_no_cuda_left.py")] + sorted(written))
    if p.returncode != 0:
        return fail("CUDA constructs left without a diagnostic", p)

    if a.mode == "translate":
        print(f"TRANSLATED: {out}")
        return 0
    exe = os.path.join(work, name)
    if case.get("database"):
        # The migrated CMake build (--migrate-cmake), with the build folder's cuda2omp package.
        build = os.path.join(work, "omp-build")
        cxx, cc = ("clang++-19", "clang-19") if a.mode == "host" else ("g++", "gcc")
        p = run(["cmake", "-S", out, "-B", build, "-Wno-dev", f"-DCMAKE_CXX_COMPILER={cxx}", f"-DCMAKE_C_COMPILER={cc}",
                 "-Dcuda2omp_DIR=" + os.path.join(os.path.dirname(os.path.dirname(a.cuda2omp)), "cmake"),
                 "-DCUDA2OMP_OFFLOAD_ARCH=host"])
        if p.returncode != 0:
            return fail("the migrated CMake project does not configure", p)
        p = run(["cmake", "--build", build, "-j2"])
        exe = os.path.join(build, case["executable"])
    else:
        p = run(compilers(helpers)[a.mode] + case.get("build_args", []) + case["build"] + ["-o", exe, "-lm"], cwd=out)
    if p.returncode != 0:
        r = subprocess.run([sys.executable, os.path.join(HERE, "check_compile_residual.py"), "--log", "-",
                            "--root", out, "--base", out], input=p.stderr, text=True, capture_output=True)
        sys.stdout.write(r.stdout)
        if r.returncode != 0:
            return fail(f"{a.mode} build failed with compile errors that no C2O diagnostic explains", p)
        return fail(f"{a.mode} build failed (every error has a C2O diagnostic at its line)", p)

    with open(os.path.join(project, "expected.txt")) as f:
        expected = f.read()
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", KMP_WARNINGS="0")
    try:
        p = subprocess.run([exe], text=True, capture_output=True, timeout=120, env=env)
    except subprocess.TimeoutExpired:
        return fail("run timed out")
    if p.returncode != 0 or p.stdout != expected:
        print("--- expected\n" + expected + "--- got (exit %d)\n" % p.returncode + p.stdout + p.stderr[-2000:])
        return fail("output differs from the expected output")
    print(f"PASS: {name} [{a.mode}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
