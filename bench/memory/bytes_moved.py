#!/usr/bin/env python3
"""Bytes moved between host and device per corpus program, for the
device-pointer strategy (--memory=device, the CUDA original's copies one for
one) and the map strategy (--memory=map).

Each program is translated both ways, built with clang-19 for libomptarget's
host plugin (x86_64 offloading: the "device" is a separate memory, so every
transfer really happens) and -DC2O_COUNT_TRANSFERS, and run with
LIBOMPTARGET_INFO=0x20, which logs every host<->device transfer the runtime
makes, with its size.

  original  the bytes the translated cudaMemcpy calls move between host and
            device in the device run (counted by the helpers under
            -DC2O_COUNT_TRANSFERS): the CUDA program's copies, one for one
  device    all transfers of the device run: `original` plus the launchers'
            by-value arguments (dim3 grid and block, struct parameters) and the
            host plugin's staging of device-to-device copies, the same in both runs
  map       all transfers of the map run less those launch arguments
            (map run total - (device total - original))
  managed   the map run's transfers of managed buffers mapped around their
            launches (C2O1310, recognised by the list item's name, which
            -gline-tables-only makes the runtime print): not in `map`, and not
            comparable with CUDA, which migrates managed pages on demand
            (not counted here)
Also counts, from the translator's notes, the buffers mapped (C2O1300) and
kept in device-pointer form (C2O1301-C2O1309), by reason.

Checks (exit 1 when one fails): both translations print exactly the
.expected output, and map <= original for every program (managed
buffers' transfers apart).

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
MANAGED = re.compile(r"note: C2O1310: managed buffer '([^']+)'")
COUNTED = re.compile(r"^c2o: cudaMemcpy host-device bytes: (\d+)")


def measure(cuda2omp, helpers, work, case, memory):
    name = os.path.splitext(os.path.basename(case))[0]
    out = os.path.join(work, f"{name}.{memory}.cpp")
    exe = os.path.join(work, f"{name}.{memory}")
    t = subprocess.run([cuda2omp, f"--memory={memory}", case, "-o", out], text=True, capture_output=True)
    if t.returncode != 0:
        return {"error": "translation failed: " + t.stderr[-500:]}
    notes = collections.Counter(NOTE.findall(t.stderr))
    managed = set(MANAGED.findall(t.stderr))
    b = subprocess.run(["clang++-19", "-gline-tables-only", "-DC2O_COUNT_TRANSFERS", "-std=c++17", "-O1", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu",
                        "-Wl,-rpath,/usr/lib/llvm-19/lib", "-I", helpers, out, "-o", exe, "-lm"],
                       text=True, capture_output=True)
    if b.returncode != 0:
        return {"error": "build failed: " + b.stderr[-500:]}
    env = dict(os.environ, LIBOMPTARGET_INFO="32", OMP_TARGET_OFFLOAD="MANDATORY")
    r = subprocess.run([exe], text=True, capture_output=True, env=env, timeout=300)
    with open(os.path.splitext(case)[0] + ".expected") as f:
        expected = f.read()
    res = {"ok": r.returncode == 0 and r.stdout == expected, "total": 0, "counted": 0, "managed": 0, "launch": 0,
           "notes": notes}
    for line in r.stderr.splitlines():
        m = COPY.search(line)
        if m:
            res["total"] += int(m.group(2))
            item = re.split(r"[\[;]", m.group(3).strip())[0]
            if item in managed:
                res["managed"] += int(m.group(2))
            elif item in ("c2o_grid", "c2o_block"):  # a launcher's grid and block
                res["launch"] += int(m.group(2))
        m = COUNTED.search(line)
        if m:
            res["counted"] = int(m.group(1))
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
            original = dev["counted"]
            # Launch arguments: what the device run moved besides the copies; a
            # device run under unified shared memory moves none, so at least
            # the map run's own grid and block transfers.
            kernel = max(dev["total"] - original, mp["launch"])
            managed = mp["managed"]  # managed buffers mapped around launches (C2O1310)
            moved = mp["total"] - kernel - managed
            mapped = mp["notes"].get("C2O1300", 0)
            fb = sum(v for k, v in mp["notes"].items() if k not in ("C2O1300", "C2O1310", "C2O1311"))
            mapped_total += mapped
            for k, v in mp["notes"].items():
                if k not in ("C2O1300", "C2O1310", "C2O1311"):
                    fallback[k] += v
            verdict = "ok" if moved <= original else "MORE"
            if not dev["ok"] or not mp["ok"]:
                verdict = "WRONG OUTPUT"
            if verdict != "ok":
                failures.append(f"{name}: {verdict} (original {original}, map {moved})")
            rows.append((name, original, moved, kernel, mapped, fb, managed, verdict))
    lines = [f"machine: {platform.node()} {platform.machine()}, clang-19 host offloading (x86_64 plugin)", "",
             "| program | original (cudaMemcpy) bytes | map bytes | other transfers, same in both runs | buffers mapped | kept device form | managed, mapped per launch: bytes | check |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for r in rows:
        lines.append("| %s | %d | %d | %d | %d | %d | %d | %s |" % r)
    tot_o = sum(r[1] for r in rows)
    tot_m = sum(r[2] for r in rows)
    lines.append(f"| **total** | {tot_o} | {tot_m} | {sum(r[3] for r in rows)} | {mapped_total} | {sum(fallback.values())} | {sum(r[6] for r in rows)} | |")
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
