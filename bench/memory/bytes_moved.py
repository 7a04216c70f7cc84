#!/usr/bin/env python3
"""Bytes moved between host and device per corpus program, for the
device-pointer strategy (--memory=device, the CUDA original's copies one for
one) and the map strategy (--memory=map).

Each program is translated both ways, built with clang-19 for libomptarget's
host plugin (x86_64 offloading: the "device" is a separate memory, so every
transfer really happens) with -g, and run with LIBOMPTARGET_INFO=0x20, which
logs every host<->device transfer with its size and the name of the list item
(-g gives the names; omp_target_memcpy, i.e. cudaMemcpy, logs Name=unknown).

  original  bytes of the device run's omp_target_memcpy transfers (Name=unknown):
            the CUDA program's cudaMemcpy traffic
  kernel    bytes of the device run's named transfers: the launchers' by-value
            arguments (dim3 grid and block, struct parameters), the same in both runs
  map       the map run's transfers less `kernel`
Also counts, from the translator's notes, the buffers mapped (C2O1300) and
kept in device-pointer form (C2O1301-C2O1309), by reason.

Checks (exit 1 when one fails): both translations print exactly the
.expected output, and map <= original for every program.

usage: bytes_moved.py [--cuda2omp BIN] [--jobs N] [--markdown FILE] [CASE.cu ...]
"""
import argparse
import collections
import concurrent.futures
import glob
import os
import platform
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
COPY = re.compile(r"Copying data from (host to device|device to host).*Size=(\d+), Name=(.*)$")
NOTE = re.compile(r"note: (C2O13\d\d):")


def measure(cuda2omp, helpers, work, case, memory):
    name = os.path.splitext(os.path.basename(case))[0]
    out = os.path.join(work, f"{name}.{memory}.cpp")
    exe = os.path.join(work, f"{name}.{memory}")
    t = subprocess.run([cuda2omp, f"--memory={memory}", case, "-o", out], text=True, capture_output=True)
    if t.returncode != 0:
        return {"error": "translation failed: " + t.stderr[-500:]}
    notes = collections.Counter(NOTE.findall(t.stderr))
    b = subprocess.run(["clang++-19", "-g", "-std=c++17", "-O1", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu",
                        "-Wl,-rpath,/usr/lib/llvm-19/lib", "-I", helpers, out, "-o", exe, "-lm"],
                       text=True, capture_output=True)
    if b.returncode != 0:
        return {"error": "build failed: " + b.stderr[-500:]}
    env = dict(os.environ, LIBOMPTARGET_INFO="32", OMP_TARGET_OFFLOAD="MANDATORY")
    r = subprocess.run([exe], text=True, capture_output=True, env=env, timeout=300)
    with open(os.path.splitext(case)[0] + ".expected") as f:
        expected = f.read()
    res = {"ok": r.returncode == 0 and r.stdout == expected, "unnamed": 0, "named": 0, "notes": notes,
           "h2d": 0, "d2h": 0}
    for line in r.stderr.splitlines():
        m = COPY.search(line)
        if not m:
            continue
        size = int(m.group(2))
        res["unnamed" if m.group(3).strip() == "unknown" else "named"] += size
        res["h2d" if m.group(1).startswith("host") else "d2h"] += size
    return res


def one(args, helpers, work, case):
    dev = measure(args.cuda2omp, helpers, work, case, "device")
    mp = measure(args.cuda2omp, helpers, work, case, "map")
    return case, dev, mp


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda2omp", default=os.path.join(ROOT, "build", "bin", "cuda2omp"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--markdown", help="also write the table to this file")
    ap.add_argument("cases", nargs="*")
    args = ap.parse_args()
    cases = args.cases or sorted(glob.glob(os.path.join(ROOT, "tests", "corpus", "*.cu")))
    helpers = subprocess.run([args.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()
    work = tempfile.mkdtemp(prefix="c2o-bytes-")
    rows, failures = [], []
    mapped_total, fallback = 0, collections.Counter()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for case, dev, mp in pool.map(lambda c: one(args, helpers, work, c), cases):
            name = os.path.splitext(os.path.basename(case))[0]
            if "error" in dev or "error" in mp:
                failures.append(f"{name}: {dev.get('error') or mp.get('error')}")
                continue
            original, kernel = dev["unnamed"], dev["named"]
            moved = mp["unnamed"] + mp["named"] - kernel
            mapped = mp["notes"].get("C2O1300", 0)
            fb = sum(v for k, v in mp["notes"].items() if k != "C2O1300")
            mapped_total += mapped
            for k, v in mp["notes"].items():
                if k != "C2O1300":
                    fallback[k] += v
            verdict = "ok" if moved <= original else "MORE"
            if not dev["ok"] or not mp["ok"]:
                verdict = "WRONG OUTPUT"
            if verdict != "ok":
                failures.append(f"{name}: {verdict} (original {original}, map {moved})")
            rows.append((name, original, moved, kernel, mapped, fb, verdict))
    lines = [f"machine: {platform.node()} {platform.machine()}, clang-19 host offloading (x86_64 plugin)", "",
             "| program | original (cudaMemcpy) bytes | map bytes | kernel-argument bytes (both) | buffers mapped | kept device form | check |",
             "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in rows:
        lines.append("| %s | %d | %d | %d | %d | %d | %s |" % r)
    tot_o = sum(r[1] for r in rows)
    tot_m = sum(r[2] for r in rows)
    lines.append(f"| **total** | {tot_o} | {tot_m} | {sum(r[3] for r in rows)} | {mapped_total} | {sum(fallback.values())} | |")
    lines.append("")
    lines.append("kept device form, by reason: " + ", ".join(f"{k}: {v}" for k, v in sorted(fallback.items())))
    text = "\n".join(lines)
    print(text)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    if failures:
        print("\nFAILED:\n" + "\n".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
