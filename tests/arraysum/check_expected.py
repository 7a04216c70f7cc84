#!/usr/bin/env python3
"""Check the machine-readable verdict table of examples/arraysum/EXPECTED.md
(between <!-- verdict-table:begin --> and <!-- verdict-table:end -->):

  * header starts "| program | xnack0 | xnack1 |";
  * every program of the corpus appears exactly once, and no other;
  * each verdict is one of ok, slow, wrong, fault;
  * each row agrees with the seed-003 rules applied to the program's source:
      - `requires unified_shared_memory`  -> xnack0 = fault, else xnack0 = xnack1
      - no `omp atomic`                   -> xnack1 = ok
      - hint(AMD_safe_fp_atomics)         -> xnack1 = slow (CAS loop)
      - hint(AMD_fast_fp_atomics), the atomic's region has a map clause
                                          -> xnack1 = ok (coarse grain, HW atomic)
      - hint(AMD_fast_fp_atomics), no map -> xnack1 = wrong (HW atomic, fine grain)
    These are the seed's rules, not a validator: they only keep the table and
    the sources from drifting apart.
usage: check_expected.py [EXPECTED.md]
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.normpath(os.path.join(HERE, "..", "..", "examples", "arraysum"))
PROGRAMS = ["arraysum%d" % i for i in range(1, 11)] + ["arrays5", "arrays6", "arrays7"]
VERDICTS = {"ok", "slow", "wrong", "fault"}
BEGIN, END = "<!-- verdict-table:begin -->", "<!-- verdict-table:end -->"


def parse_table(text):
    if BEGIN not in text or END not in text:
        raise ValueError("no %s ... %s block" % (BEGIN, END))
    block = text.split(BEGIN, 1)[1].split(END, 1)[0].strip().splitlines()
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in block if line.strip()]
    if len(rows) < 2 or rows[0][:3] != ["program", "xnack0", "xnack1"]:
        raise ValueError("header must start with | program | xnack0 | xnack1 |, got %r" % (rows[:1],))
    if not all(re.fullmatch(r":?-{3,}:?", c) for c in rows[1]):
        raise ValueError("second line must be the Markdown separator")
    return rows[2:]


def code_only(src):
    """The source without comments (the teaching comments mention every clause)."""
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    return re.sub(r"//[^\n]*", "", src)


def seed_verdicts(path):
    src = code_only(open(path).read())
    usm = "requires unified_shared_memory" in src
    if "omp atomic" not in src:
        x1 = "ok"
    elif "AMD_safe_fp_atomics" in src:
        x1 = "slow"
    elif "AMD_fast_fp_atomics" in src:
        # the target directive that encloses the atomic: the last one before it
        region = src[:src.index("omp atomic")].rsplit("#pragma omp target", 1)[1]
        x1 = "ok" if re.search(r"\bmap\s*\(", region.split("\n", 1)[0]) else "wrong"
    else:
        x1 = "slow"  # no hint: ROCm's default is a CAS loop
    return ("fault" if usm else x1), x1


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(EXAMPLES, "EXPECTED.md")
    try:
        rows = parse_table(open(path).read())
    except ValueError as e:
        print("FAIL: %s: %s" % (path, e))
        return 1
    errors = []
    seen = [r[0] for r in rows]
    for prog in PROGRAMS:
        if seen.count(prog) != 1:
            errors.append("%s appears %d times" % (prog, seen.count(prog)))
    for extra in sorted(set(seen) - set(PROGRAMS)):
        errors.append("unknown program %s" % extra)
    for r in rows:
        if r[0] not in PROGRAMS:
            continue
        x0, x1 = r[1], r[2]
        if x0 not in VERDICTS or x1 not in VERDICTS:
            errors.append("%s: verdicts %r/%r not in %s" % (r[0], x0, x1, sorted(VERDICTS)))
            continue
        want = seed_verdicts(os.path.join(os.path.dirname(path), r[0] + ".cpp"))
        if (x0, x1) != want:
            errors.append("%s: table says %s/%s, the seed rules on the source say %s/%s" % ((r[0], x0, x1) + want))
    if errors:
        print("FAIL:\n  " + "\n  ".join(errors))
        return 1
    print("PASS: verdict table of %s (%d programs)" % (path, len(PROGRAMS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
