#!/usr/bin/env python3
"""Checks that clang compiles every target region of an OpenMP file with the
same kernel arguments for the host and for the device.

clang compiles an offloading file twice, once for the host and once for the
device, and each pass captures the variables a target region references in the
order it first meets them. Code that differs between the passes (a macro that
expands one way under __NVPTX__/__AMDGCN__ and another on the host) can change
that list on one side only: the host then passes arguments the device kernel
reads in other places, which on a GPU is an illegal memory access or a
misaligned address far from the cause, and on the host plugin (which runs the
host pass's own code) nothing at all. This check needs no GPU: it compiles the
file for the host and for the device to LLVM IR and compares, per kernel, the
number of arguments the host passes with the number the device kernel takes.

usage: check_offload_abi.py --clang clang++-22 --arch sm_90|gfx90a FILE.cpp [-- extra flags]
Exit 0: every kernel agrees; 1: a mismatch (printed); 2: a compile failed.
"""
import argparse
import re
import subprocess
import sys
import tempfile
import os


def compile_ir(clang, arch, src, side, flags):
    out = tempfile.NamedTemporaryFile(suffix=".ll", delete=False).name
    cmd = [clang, "-std=c++17", "-O0", "-fopenmp", f"--offload-arch={arch}", "-nogpulib",
           f"--offload-{side}-only", "-S", "-emit-llvm", "-Wno-unknown-pragmas", src, "-o", out] + flags
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(f"check_offload_abi: {side} compile failed: {' '.join(cmd)}\n{r.stderr}\n")
        return None
    with open(out) as f:
        text = f.read()
    os.unlink(out)
    return text


def host_kernel_args(ir):
    """{region entry name: number of kernel arguments the host passes}: the
    entries of the launch's map-type array marked OMP_MAP_TARGET_PARAM (0x20);
    the others (clang 22's attach entries, say) map data but pass nothing."""
    maptypes = {}
    for m in re.finditer(r"^@(\.offload_maptypes\S*) = .*constant \[\d+ x i64\] \[([^\]]*)\]", ir, re.M):
        maptypes[m.group(1)] = [int(v.split()[1]) for v in m.group(2).split(",")]
    result = {}
    for fn in re.split(r"\n(?=define )", ir):
        pending = []  # map-type arrays stored into kernel-argument structs, in order
        lines = fn.split("\n")
        for i, line in enumerate(lines):
            m = re.search(r"(%\S+) = getelementptr inbounds(?: nuw)? %struct.__tgt_kernel_arguments, ptr %\S+, i32 0, i32 5$",
                          line)
            if m and i + 1 < len(lines):
                s = re.match(r"\s*store ptr @?(\S+), ptr " + re.escape(m.group(1)) + r",", lines[i + 1])
                if s:
                    pending.append(s.group(1))
            c = re.search(r"call i32 @__tgt_target_kernel\(.*@\.(__omp_offloading_\w+)\.region_id", line)
            if c and pending:
                types = maptypes.get(pending.pop(0), [])
                result[c.group(1)] = sum(1 for t in types if t & 0x20)
    return result


def device_kernel_params(ir):
    """{kernel name: number of parameters, the launch environment pointer excluded}"""
    result = {}
    # kernels (bare ones included) carry the GPU's kernel calling convention
    for m in re.finditer(r"^define [^@]*\b(?:ptx_kernel|amdgpu_kernel)\b[^@]*@(__omp_offloading_\w+)\((.*)\)[^(]*\{",
                         ir, re.M):
        params = [p for p in re.split(r",\s*(?![^()]*\))", m.group(2)) if p.strip()]
        dyn = 1 if params and ("%dyn_ptr" in params[0] or "%0" == params[0].split()[-1]) else 0
        result[m.group(1)] = len(params) - dyn
    return result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", default="clang++-19")
    ap.add_argument("--arch", default="gfx90a")
    ap.add_argument("file")
    ap.add_argument("flags", nargs="*")
    a = ap.parse_args()
    host = compile_ir(a.clang, a.arch, a.file, "host", a.flags)
    dev = compile_ir(a.clang, a.arch, a.file, "device", a.flags)
    if host is None or dev is None:
        return 2
    h, d = host_kernel_args(host), device_kernel_params(dev)
    bad = 0
    for name in sorted(set(h) | set(d)):
        if name not in h or name not in d:
            print(f"{a.file}: kernel {name}: {'no host launch' if name not in h else 'no device kernel'}")
            bad += 1
        elif h[name] != d[name]:
            print(f"{a.file}: kernel {name}: the host passes {h[name]} arguments, the device kernel takes {d[name]}")
            bad += 1
    if not h:
        print(f"{a.file}: no target regions found")
    print(f"{a.file}: {len(h)} target regions, {bad} mismatched ({a.clang}, {a.arch})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
