#!/usr/bin/env python3
"""Measure which AMDGPU atomic instructions Debian clang 19 and clang 22 emit
for the arraysum programs, and print (or check) the Markdown table kept in
examples/arraysum/EXPECTED.md between the markers
<!-- isa-table:begin --> and <!-- isa-table:end -->.

Per program and configuration:
  clang++-19 -std=c++17 -fopenmp --offload-arch=ARCH -nogpulib -O2 -S -emit-llvm
             --offload-device-only [FLAGS] -I <helpers> X.cpp -o X.ll
  llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU X.ll -o -
     | grep -oE '(global|flat|buffer|ds)_atomic_[a-z0-9_]+' | sort | uniq -c

Configurations (columns):
  gfx90a             ARCH=CPU=gfx90a
  gfx942 (recipe)    ARCH=gfx90a, CPU=gfx942: the recipe with only llc's -mcpu
                     changed. The IR's functions carry "target-cpu"="gfx90a",
                     which overrides -mcpu, so this column is gfx90a code.
  gfx942             ARCH=CPU=gfx942
  gfx90a unsafe      gfx90a with -Xopenmp-target=amdgcn-amd-amdhsa -munsafe-fp-atomics
  gfx942 unsafe      gfx942 with the same flag
  clang-22 gfx90a    clang++-22/llc-22 (upstream clang >= 20: the hint is
  clang-22 gfx942    ignored, [[clang::atomic]] decides, default no
                     fine-grained memory), -isystem LLVM 22's omp.h
                     (C2O_CLANG22_OMP_INCLUDE, default /opt/clang22-omp/include)

usage: measure_atomics.py [--check EXPECTED.md] [--examples DIR] [--helpers DIR]
Exit status: 0 ok, 1 mismatch or tool failure, 77 clang++-19/llc-19 or
clang++-22/llc-22 missing.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
PROGRAMS = ["arraysum%d" % i for i in range(1, 13)] + ["arrays5", "arrays6", "arrays7"]
UNSAFE = ["-Xopenmp-target=amdgcn-amd-amdhsa", "-munsafe-fp-atomics"]
OMP22 = os.environ.get("C2O_CLANG22_OMP_INCLUDE", "/opt/clang22-omp/include")
CONFIGS = [  # (column title, LLVM version, --offload-arch, llc -mcpu, extra clang flags)
    ("gfx90a", 19, "gfx90a", "gfx90a", []),
    ("gfx942 (recipe: gfx90a IR, llc -mcpu=gfx942)", 19, "gfx90a", "gfx942", []),
    ("gfx942", 19, "gfx942", "gfx942", []),
    ("gfx90a -munsafe-fp-atomics", 19, "gfx90a", "gfx90a", UNSAFE),
    ("gfx942 -munsafe-fp-atomics", 19, "gfx942", "gfx942", UNSAFE),
    ("clang-22 gfx90a", 22, "gfx90a", "gfx90a", ["-isystem", OMP22]),
    ("clang-22 gfx942", 22, "gfx942", "gfx942", ["-isystem", OMP22]),
]
ATOMIC = re.compile(r"\b((?:global|flat|buffer|ds)_atomic_[a-z0-9_]+)")
BEGIN, END = "<!-- isa-table:begin -->", "<!-- isa-table:end -->"


def measure(src, version, arch, cpu, flags, helpers, tmp):
    ll = os.path.join(tmp, "%s.%s.%s.%s.ll" % (os.path.basename(src), version, arch, len(flags)))
    cc = ["clang++-%d" % version, "-std=c++17", "-fopenmp", "--offload-arch=" + arch, "-nogpulib", "-O2", "-S",
          "-emit-llvm", "--offload-device-only"] + flags + ["-I", helpers, src, "-o", ll]
    p = subprocess.run(cc, text=True, capture_output=True)
    if p.returncode != 0:
        raise RuntimeError("clang failed: %s\n%s" % (" ".join(cc), p.stderr))
    p = subprocess.run(["llc-%d" % version, "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, ll, "-o", "-"],
                       text=True, capture_output=True)
    if p.returncode != 0:
        raise RuntimeError("llc failed for %s\n%s" % (ll, p.stderr))
    counts = {}
    for m in ATOMIC.finditer(p.stdout):
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    if not counts:
        return "none"
    return ", ".join("%s x%d" % (k, counts[k]) for k in sorted(counts))


def table(examples, helpers):
    rows = ["| program | " + " | ".join(c[0] for c in CONFIGS) + " |",
            "| --- | " + " | ".join("---" for _ in CONFIGS) + " |"]
    with tempfile.TemporaryDirectory() as tmp:
        for prog in PROGRAMS:
            src = os.path.join(examples, prog + ".cpp")
            cells = [measure(src, v, a, c, f, helpers, tmp) for (_, v, a, c, f) in CONFIGS]
            rows.append("| %s | %s |" % (prog, " | ".join(cells)))
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", help="EXPECTED.md whose isa table must equal the measurement")
    ap.add_argument("--examples", default=os.path.join(REPO, "examples", "arraysum"))
    ap.add_argument("--helpers", default=os.path.join(REPO, "omp_runtime_helpers", "include"))
    a = ap.parse_args()
    for tool in ("clang++-19", "llc-19", "clang++-22", "llc-22"):
        if shutil.which(tool) is None:
            print("SKIP: %s not found" % tool)
            return 77
    try:
        got = table(a.examples, a.helpers)
    except RuntimeError as e:
        print("FAIL: %s" % e)
        return 1
    if not a.check:
        print(got)
        return 0
    text = open(a.check).read()
    if BEGIN not in text or END not in text:
        print("FAIL: %s has no %s ... %s block" % (a.check, BEGIN, END))
        return 1
    kept = text.split(BEGIN, 1)[1].split(END, 1)[0].strip()
    if kept != got:
        print("FAIL: the ISA table in %s differs from the measurement.\n--- kept\n%s\n--- measured\n%s"
              % (a.check, kept, got))
        return 1
    print("PASS: ISA table matches clang++-19/llc-19 and clang++-22/llc-22")
    return 0


if __name__ == "__main__":
    sys.exit(main())
