#!/usr/bin/env python3
"""Checks that omp-atomic-check gives exactly the verdicts of the table in
examples/arraysum/EXPECTED.md (between <!-- verdict-table:begin/end -->), for
every program and both HSA_XNACK settings.

A program's verdict under one setting is the worst of its lines
(fault > wrong > unknown > slow > ok); a program with no line (no atomic and
no region that faults) is ok.

usage: check_expected.py OMP_ATOMIC_CHECK EXPECTED.md HELPERS_INCLUDE
"""
import os
import re
import subprocess
import sys

VERDICTS = ["ok", "slow", "unknown", "wrong", "fault"]  # from best to worst


def parse_table(text):
    m = re.search(r"<!-- verdict-table:begin -->(.*?)<!-- verdict-table:end -->", text, re.S)
    if not m:
        raise SystemExit("EXPECTED.md has no verdict table")
    rows = {}
    for line in m.group(1).strip().splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        prog, x0, x1 = cells[0], cells[1], cells[2]
        for v in (x0, x1):
            if v not in VERDICTS:
                raise SystemExit(f"{prog}: '{v}' is not a verdict")
        rows[prog] = (x0, x1)
    return rows


def worst(lines):
    found = [l.split()[1] for l in lines if re.match(r"\S+:\d+:\d+: \w+ xnack=", l)]
    return max(found, key=VERDICTS.index) if found else "ok"


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    tool, expected_md, helpers = sys.argv[1:]
    rows = parse_table(open(expected_md).read())
    folder = os.path.dirname(os.path.abspath(expected_md))
    failures = 0
    for prog, want in rows.items():
        got = []
        for x in ("0", "1"):
            p = subprocess.run([tool, f"--xnack={x}", os.path.join(folder, prog + ".cpp"), "--", "-I", helpers],
                               text=True, capture_output=True)
            if p.returncode not in (0, 1):
                print(f"{prog}: omp-atomic-check failed (exit {p.returncode}):\n{p.stderr}")
                return 1
            got.append(worst(p.stdout.splitlines()))
        verdict = "ok " if tuple(got) == want else "DIFFERS"
        failures += tuple(got) != want
        print(f"{verdict} {prog}: expected xnack0={want[0]} xnack1={want[1]}, omp-atomic-check says xnack0={got[0]} xnack1={got[1]}")
    print(f"{len(rows) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
