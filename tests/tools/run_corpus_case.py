#!/usr/bin/env python3
"""End-to-end check of one corpus program: translate it with cuda2omp, check
that no CUDA construct is left without a diagnostic, then per mode:
  host    build with clang-19 (target regions through libomptarget's host
          plugin), run, and compare stdout with NAME.expected (exactly)
  gfx90a  build and link for AMD MI200 (no GPU here: link only), and check
          that clang's host and device passes agree on every kernel's
          arguments (check_offload_abi.py)
  nvptx   build and link with GCC 12's nvptx offloading (link only)
  gcc     build with g++ -fopenmp (host fallback), run and compare
A mode without a suffix translates with --memory=device (the device-pointer
strategy); a mode with a suffix, such as host-map or gfx90a-map, translates
with the memory strategy after the dash (map, the default, or usm) and builds
as the mode.
usage: run_corpus_case.py --cuda2omp BIN --work DIR --mode MODE[-STRATEGY] CASE.cu
"""
import argparse
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RPATH = "-Wl,-rpath,/usr/lib/llvm-19/lib"
ROCM_BITCODE = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"


def compilers(helpers):
    inc = ["-I", helpers]
    return {
        "host": ["clang++-19", "-std=c++17", "-O2", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", RPATH] + inc,
        "gfx90a": ["clang++-19", "-std=c++17", "-O2", "-fopenmp", "--offload-arch=gfx90a",
                   f"--rocm-device-lib-path={ROCM_BITCODE}", "-mcode-object-version=4", RPATH] + inc,
        "nvptx": ["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=nvptx-none",
                  "-foffload-options=-misa=sm_80 -lm -latomic", "-Wno-unknown-pragmas"] + inc,
        "gcc": ["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=disable"] + inc,
    }


def run(cmd, **kw):
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.run(cmd, text=True, capture_output=True, **kw)


def fail(msg, proc=None):
    print("FAIL: " + msg)
    if proc is not None:
        sys.stdout.write(proc.stdout[-4000:])
        sys.stdout.write(proc.stderr[-4000:])
    return 1


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda2omp", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--mode", required=True,
                    choices=[m + s for m in ["host", "gfx90a", "nvptx", "gcc"] for s in ["", "-map", "-usm"]])
    ap.add_argument("--extra", default="", help="extra cuda2omp options")
    ap.add_argument("case")
    a = ap.parse_args()

    name = os.path.splitext(os.path.basename(a.case))[0]
    work = os.path.join(a.work, a.mode)
    mode, _, memory = a.mode.partition("-")
    a.mode = mode
    a.extra = (a.extra + " --memory=" + (memory or "device")).strip()
    os.makedirs(work, exist_ok=True)
    out_cpp = os.path.join(work, name + ".cpp")
    helpers = subprocess.run([a.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()

    p = run([a.cuda2omp, "--quiet", "--no-verify", a.case, "-o", out_cpp] + a.extra.split())  # it compiles the output itself
    if p.returncode != 0:
        return fail("translation failed", p)
    p = run([sys.executable, os.path.join(HERE, "check_no_cuda_left.py"), out_cpp])
    if p.returncode != 0:
        return fail("CUDA constructs left without a diagnostic", p)

    exe = os.path.join(work, name)
    p = run(compilers(helpers)[a.mode] + [out_cpp, "-o", exe, "-lm"])
    if p.returncode != 0:
        # The residual check: an error with a C2O diagnostic at its line is a
        # known limitation the translation says; one without is a bug.
        r = subprocess.run([sys.executable, os.path.join(HERE, "check_compile_residual.py"), "--log", "-",
                            "--root", work], input=p.stderr, text=True, capture_output=True)
        sys.stdout.write(r.stdout)
        if r.returncode != 0:
            return fail(f"{a.mode} build of the translation failed with compile errors that no C2O diagnostic explains", p)
        return fail(f"{a.mode} build of the translation failed (every error has a C2O diagnostic at its line)", p)
    if a.mode == "gfx90a" and memory == "map":
        # clang compiles each target region twice (host, device): both passes
        # must give the kernel the same arguments (check_offload_abi.py). Once
        # per program, with the default strategy: the launchers and kernel
        # bodies, where the passes could differ, are the same in both.
        p = run([sys.executable, os.path.join(HERE, "check_offload_abi.py"), "--clang", "clang++-19",
                 "--arch", "gfx90a", out_cpp, "--", "-I", helpers])
        if p.returncode != 0:
            return fail("the host and the device pass of clang disagree on a kernel's arguments", p)
    if a.mode in ("host", "gcc"):
        expected_file = os.path.splitext(a.case)[0] + ".expected"
        with open(expected_file) as f:
            expected = f.read()
        try:
            # Passive waiting: the host runs a team of up to a CUDA block's
            # threads on a few cores, and spinning threads (the runtimes'
            # default) slow an oversubscribed, loaded machine by 100x.
            env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", KMP_WARNINGS="0")
            p = subprocess.run([exe], text=True, capture_output=True, timeout=120, env=env)
        except subprocess.TimeoutExpired:
            return fail("run timed out")
        if p.returncode != 0 or p.stdout != expected:
            print("--- expected\n" + expected + "--- got (exit %d)\n" % p.returncode + p.stdout + p.stderr[-2000:])
            return fail("output differs from the CUDA original's")
    print(f"PASS: {name} [{a.mode}{'-' + memory if memory else ''}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
