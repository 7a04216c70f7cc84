#!/usr/bin/env python3
"""The translator and the validator agree: every corpus program is translated
with each memory strategy (--memory=device and --memory=map, aomp profile,
gfx90a), and omp-atomic-check judges the output under HSA_XNACK=0 and 1.
Every atomic must be `ok`; `fault` is accepted only where the output asks for
unified shared memory (that needs HSA_XNACK=1: the fault is the memory
model's answer for HSA_XNACK=0, not a wrong choice). `wrong`, `slow` or
`unknown` fail: the translator chose a hint the validator does not confirm.
usage: check_translated_atomics.py --cuda2omp BIN --checker BIN [CASE.cu ...]
"""
import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
LINE = re.compile(r":(\d+):(\d+): (ok|slow|wrong|fault|unknown) xnack=(\d)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cuda2omp", required=True)
    ap.add_argument("--checker", required=True)
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    cases = a.cases or sorted(glob.glob(os.path.join(HERE, "..", "corpus", "[0-9][0-9]_*.cu")))
    helpers = subprocess.run([a.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()
    work = tempfile.mkdtemp(prefix="c2o-atomics-")
    problems, totals = [], collections.Counter()
    for case in cases:
        name = os.path.splitext(os.path.basename(case))[0]
        for memory in ("device", "map"):
            out = os.path.join(work, f"{name}.{memory}.cpp")
            t = subprocess.run([a.cuda2omp, "--quiet", "--no-verify", f"--memory={memory}", case, "-o", out], text=True, capture_output=True)
            if t.returncode != 0:
                problems.append(f"{name} [{memory}]: translation failed: {t.stderr[-300:]}")
                continue
            text = open(out).read()
            usm = "requires unified_shared_memory" in text or "c2o_managed_memory.h" in text
            c = subprocess.run([a.checker, out, "--", "-I", helpers], text=True, capture_output=True)
            for line in c.stdout.splitlines():
                m = LINE.search(line)
                if not m:
                    continue
                verdict = m.group(3)
                totals[verdict] += 1
                if verdict == "ok" or (verdict == "fault" and usm and m.group(4) == "0"):
                    continue
                problems.append(f"{name} [{memory}]: {line}")
            if c.returncode not in (0, 1) or "error" in c.stderr.lower():
                problems.append(f"{name} [{memory}]: omp-atomic-check failed: {c.stderr[-300:]}")
    print(f"{len(cases)} programs x 2 strategies; verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(totals.items())))
    if problems:
        print("DISAGREE:\n" + "\n".join(problems))
        return 1
    print("PASS: the validator confirms every atomic the translator wrote")
    return 0


if __name__ == "__main__":
    sys.exit(main())
