#!/usr/bin/env python3
"""Build (and where possible run) one program of the arraysum teaching corpus
(examples/arraysum) in one mode:
  host    clang++-19, host offload (libomptarget's x86_64 plugin); run with
          OMP_TARGET_OFFLOAD=MANDATORY; expect exit 0 and one line
          "<program>: ... PASS". USM programs pass too: the host plugin
          accepts `requires unified_shared_memory` and runs the region on the
          plugin's device 0 with host pointers (no fallback, no refusal).
  gcc     g++ -fopenmp -foffload=disable (host fallback); run; expect PASS.
          GCC 12 sees no `requires unified_shared_memory` (guarded out).
  gfx90a  clang++-19 --offload-arch=gfx90a, build and link only (no AMD GPU
          here); the binary must hold an offloading image for gfx90a.
  nvptx   g++ (GCC 12) -foffload=nvptx-none, build and link only.
usage: run_arraysum_case.py --mode MODE --work DIR [--helpers DIR] PROGRAM.cpp
Exit status: 0 pass, 1 fail, 77 skipped (compiler missing).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
RPATH = "-Wl,-rpath,/usr/lib/llvm-19/lib"
ROCM_BITCODE = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"


def compile_cmd(mode, helpers):
    inc = ["-I", helpers]
    return {
        "host": ["clang++-19", "-std=c++17", "-O2", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", RPATH] + inc,
        "gfx90a": ["clang++-19", "-std=c++17", "-O2", "-fopenmp", "--offload-arch=gfx90a",
                   "--rocm-device-lib-path=" + ROCM_BITCODE, "-mcode-object-version=4",
                   "-Wno-unused-command-line-argument", RPATH] + inc,
        "nvptx": ["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=nvptx-none",
                  "-foffload-options=-misa=sm_80 -lm"] + inc,
        "gcc": ["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=disable"] + inc,
    }[mode]


def show(cmd):
    print("+ " + " ".join("'%s'" % c if " " in c else c for c in cmd), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", required=True, choices=["host", "gcc", "gfx90a", "nvptx"])
    ap.add_argument("--work", required=True)
    ap.add_argument("--helpers", default=os.path.join(REPO, "omp_runtime_helpers", "include"))
    ap.add_argument("source")
    a = ap.parse_args()

    name = os.path.splitext(os.path.basename(a.source))[0]
    cmd = compile_cmd(a.mode, a.helpers)
    if shutil.which(cmd[0]) is None:
        print("SKIP: %s not found" % cmd[0])
        return 77
    if a.mode == "nvptx":
        probe = subprocess.run(["g++", "-print-file-name=accel/nvptx-none/mkoffload"], text=True,
                               capture_output=True).stdout.strip()
        if not os.path.exists(probe):
            print("SKIP: GCC nvptx offloading not installed (gcc-12-offload-nvptx)")
            return 77
    work = os.path.join(a.work, a.mode)
    os.makedirs(work, exist_ok=True)
    exe = os.path.join(work, name)
    cmd = cmd + [a.source, "-o", exe]
    show(cmd)
    p = subprocess.run(cmd, text=True, capture_output=True)
    if p.returncode != 0:
        print("FAIL: %s build failed\n%s%s" % (a.mode, p.stdout[-4000:], p.stderr[-4000:]))
        return 1

    if a.mode == "gfx90a" and shutil.which("llvm-objdump-19"):
        p = subprocess.run(["llvm-objdump-19", "--offloading", exe], text=True, capture_output=True)
        if not re.search(r"arch\s+gfx90a", p.stdout):
            print("FAIL: no gfx90a offloading image in %s\n%s" % (exe, p.stdout + p.stderr))
            return 1
    if a.mode in ("host", "gcc"):
        env = dict(os.environ)
        if a.mode == "host":
            env["OMP_TARGET_OFFLOAD"] = "MANDATORY"  # a silent host fallback must not pass
        try:
            p = subprocess.run([exe], text=True, capture_output=True, timeout=120, env=env)
        except subprocess.TimeoutExpired:
            print("FAIL: run timed out")
            return 1
        sys.stdout.write(p.stdout)
        lines = p.stdout.strip().splitlines()
        ok_line = re.compile(r"^%s: sum=\S+ expected=\S+ .*PASS$" % re.escape(name))
        if p.returncode != 0 or len(lines) != 1 or not ok_line.match(lines[0]):
            print("FAIL: expected exit 0 and one line '%s: ... PASS' (exit %d)\n%s"
                  % (name, p.returncode, p.stderr[-2000:]))
            return 1
    print("PASS: %s [%s]" % (name, a.mode))
    return 0


if __name__ == "__main__":
    sys.exit(main())
