#!/usr/bin/env python3
"""Checks that omp_runtime_helpers/README.md lists every helper header (issue 39).

  check_helpers_readme.py SOURCE_DIR            the check (ctest: docs.helpers_readme)
  check_helpers_readme.py --self-test SOURCE_DIR

The README's table (its rows: lines that start with '|') is where a newcomer
looks for the file of an API. The check fails (exit 1, one line per problem)
when
  * a file of omp_runtime_helpers/include/ is not named in a row, in
    backquotes (`c2o_x.h`): a header added without its row;
  * a row names, in backquotes, a c2o_ header that is not in the folder: a
    header renamed or removed, its row left behind.
--self-test plants each problem in a copy of the README and the folder and
fails unless both are reported, and passes a copy without them.
"""
import os
import re
import shutil
import sys
import tempfile

README = os.path.join("omp_runtime_helpers", "README.md")
INCLUDE = os.path.join("omp_runtime_helpers", "include")
NAMED = re.compile(r"`(c2o_[A-Za-z0-9_]+\.(?:h|inc))`")


def check(root):
    with open(os.path.join(root, README)) as f:
        rows = [line for line in f if line.startswith("|")]
    named = set()
    for row in rows:
        named.update(NAMED.findall(row))
    headers = set(os.listdir(os.path.join(root, INCLUDE)))
    problems = ["%s: %s/%s is not named in the table (add a row, or name it in its family's row)" % (README, INCLUDE, h)
                for h in sorted(headers - named)]
    problems += ["%s: the table names %s, which %s does not have" % (README, h, INCLUDE)
                 for h in sorted(named - headers)]
    return problems


def self_test(root):
    tmp = tempfile.mkdtemp(prefix="c2o_readme_")
    try:
        copy = os.path.join(tmp, "root")
        os.makedirs(os.path.join(copy, "omp_runtime_helpers"))
        shutil.copytree(os.path.join(root, INCLUDE), os.path.join(copy, INCLUDE))
        shutil.copy(os.path.join(root, README), os.path.join(copy, README))
        failures = []
        if check(copy):
            failures.append("the unchanged copy has problems: %s" % check(copy))
        open(os.path.join(copy, INCLUDE, "c2o_planted_new.h"), "w").close()
        with open(os.path.join(copy, README), "a") as f:
            f.write("| `c2o_planted_gone.h` | a row left behind |\n")
        got = "\n".join(check(copy))
        for want in ("c2o_planted_new.h is not named", "names c2o_planted_gone.h"):
            if want not in got:
                failures.append("not reported: %s (got: %s)" % (want, got or "nothing"))
        return failures
    finally:
        shutil.rmtree(tmp)


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        failures = self_test(argv[2])
        for f in failures:
            print("self-test: " + f)
        print("self-test: %s" % ("FAILED" if failures else "passed"))
        return 1 if failures else 0
    if len(argv) != 2:
        print(__doc__)
        return 2
    problems = check(argv[1])
    for p in problems:
        print(p)
    n = len(os.listdir(os.path.join(argv[1], INCLUDE)))
    print("%d headers, %d problems" % (n, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
