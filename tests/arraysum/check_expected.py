#!/usr/bin/env python3
"""Checks that omp-atomic-check gives exactly the verdicts of the table in
examples/arraysum/EXPECTED.md (between <!-- verdict-table:begin/end -->), for
every program and every column named "<compiler> xnack<0|1>" (aomp, clang,
clang19, portable: omp-atomic-check's --omp-compiler; a bare "xnack0" is aomp,
the seed's compiler).

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
    lines = m.group(1).strip().splitlines()
    header = [c.strip() for c in lines[0].strip().strip("|").split("|")]
    columns = []  # (index, compiler, xnack)
    for i, h in enumerate(header):
        hm = re.fullmatch(r"(?:(\w+) )?xnack([01])", h)
        if hm:
            columns.append((i, hm.group(1) or "aomp", hm.group(2)))
    if not columns:
        raise SystemExit("the verdict table has no '<compiler> xnack<N>' column")
    rows = {}
    for line in lines[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        want = {}
        for i, compiler, x in columns:
            if cells[i] not in VERDICTS:
                raise SystemExit(f"{cells[0]}: '{cells[i]}' is not a verdict")
            want[(compiler, x)] = cells[i]
        rows[cells[0]] = want
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
        got = {}
        for compiler, x in want:
            p = subprocess.run([tool, f"--omp-compiler={compiler}", f"--xnack={x}", os.path.join(folder, prog + ".cpp"),
                                "--", "-I", helpers], text=True, capture_output=True)
            if p.returncode not in (0, 1):
                print(f"{prog}: omp-atomic-check failed (exit {p.returncode}):\n{p.stderr}")
                return 1
            got[(compiler, x)] = worst(p.stdout.splitlines())
        verdict = "ok " if got == want else "DIFFERS"
        failures += got != want
        show = lambda d: " ".join(f"{c}/xnack{x}={v}" for (c, x), v in d.items())
        print(f"{verdict} {prog}: expected {show(want)}" + ("" if got == want else f"; omp-atomic-check says {show(got)}"))
    print(f"{len(rows) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
