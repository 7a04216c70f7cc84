#!/usr/bin/env python3
"""Checks where the project's .clang-format applies, and where it must not.

  check_format_config.py SOURCE_DIR          the check (ctest: format_config)
  check_format_config.py --self-test SOURCE_DIR

clang-format (and cuda2omp --format-style=file, which formats the generated
parts of a translation) takes the first .clang-format above a file. So:

  * the project's own C++ (translator/, with its tools, tests/unit/,
    tests/fuzz/) finds translator/.clang-format (the others are links to
    it): LLVM's style at 120 columns (ColumnLimit: 120);
  * the bundled CUDA headers (translator/frontend/cuda_include/) keep CUDA's
    text: their .clang-format says DisableFormat: true;
  * no .clang-format is above the inputs whose text matters (the test inputs
    and examples: tests/lit, tests/corpus, tests/realworld, tests/multifile,
    tests/install, tests/headers, examples) or at the root: there,
    --format-style=file would format the translations of the test inputs
    with the project's style and change what the tests compare;
  * there is no other .clang-format or _clang-format in the tree.

The check fails (exit 1, one line per problem). --self-test plants each kind
of problem in a copy of the files that matter and fails unless it is reported.
"""
import os
import shutil
import sys
import tempfile

STYLE = "translator/.clang-format"
PROJECT = ["translator", "translator/tools", "tests/unit", "tests/fuzz"]
KEPT = ["translator/frontend/cuda_include"]
INPUTS = ["tests/lit", "tests/corpus", "tests/realworld", "tests/multifile", "tests/install", "tests/headers",
          "examples"]
NAMES = (".clang-format", "_clang-format")
SKIP = {".git", "build", "Testing"}


def nearest(root, folder):
    """The first style file at or above root/folder (up to root), as a path relative to root, or None."""
    d = folder
    while True:
        for n in NAMES:
            if os.path.isfile(os.path.join(root, d, n)):
                return os.path.normpath(os.path.join(d, n))
        if d in ("", "."):
            return None
        d = os.path.dirname(d)


def read(root, rel):
    with open(os.path.join(root, rel), errors="replace") as f:
        return f.read()


def check(root):
    problems = []
    if not os.path.isfile(os.path.join(root, STYLE)):
        return ["%s: missing" % STYLE]
    if "ColumnLimit: 120" not in read(root, STYLE):
        problems.append("%s: the project's style is 120 columns (ColumnLimit: 120)" % STYLE)
    allowed = {STYLE}
    for folder in PROJECT:
        found = nearest(root, folder)
        if found is None or os.path.realpath(os.path.join(root, found)) != os.path.realpath(os.path.join(root, STYLE)):
            problems.append("%s: takes %s, not %s (link it)" % (folder, found, STYLE))
        if found:
            allowed.add(found)
    for folder in KEPT:
        found = nearest(root, folder)
        if found is None or "DisableFormat: true" not in read(root, found):
            problems.append("%s: its text is CUDA's; it needs a .clang-format with DisableFormat: true (takes %s)" % (
                folder, found))
        if found:
            allowed.add(found)
    for folder in INPUTS:
        if not os.path.isdir(os.path.join(root, folder)):
            continue
        found = nearest(root, folder)
        if found:
            problems.append("%s: takes %s, which would format the translations of its inputs" % (folder, found))
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), root)
            if f in NAMES and rel not in allowed:
                problems.append("%s: a style file the check does not know (add it to %s)" % (
                    rel, os.path.basename(__file__)))
    return problems


def copy_tree(root, dst):
    """The files the check reads: every style file, and the folders it names."""
    for folder in PROJECT + KEPT + INPUTS:
        os.makedirs(os.path.join(dst, folder), exist_ok=True)
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            if f in NAMES:
                rel = os.path.relpath(os.path.join(d, f), root)
                os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
                shutil.copy2(os.path.join(d, f), os.path.join(dst, rel), follow_symlinks=False)


def self_test(root):
    def plant_root(t):
        shutil.copy(os.path.join(t, STYLE), os.path.join(t, ".clang-format"))

    def drop_kept(t):
        os.remove(os.path.join(t, KEPT[0], ".clang-format"))

    def narrow(t):
        p = os.path.join(t, STYLE)
        with open(p) as f:
            text = f.read()
        with open(p, "w") as f:
            f.write(text.replace("ColumnLimit: 120", "ColumnLimit: 80"))

    def drop_link(t):
        os.remove(os.path.join(t, "tests/unit/.clang-format"))

    def stray(t):
        with open(os.path.join(t, "tests/lit/_clang-format"), "w") as f:
            f.write("BasedOnStyle: Google\n")

    faults = [("a .clang-format at the root", plant_root, "tests/lit: takes .clang-format"),
              ("the bundled headers formatted", drop_kept, "translator/frontend/cuda_include: its text is CUDA's"),
              ("80 columns", narrow, "ColumnLimit: 120"),
              ("tests/unit without the style", drop_link, "tests/unit: takes None"),
              ("a style file above test inputs", stray, "tests/lit/_clang-format: a style file")]
    failures = 0
    p = check(root)
    if p:
        print("FAIL the tree itself: %s" % p[0])
        failures += 1
    for name, plant, expected in faults:
        with tempfile.TemporaryDirectory() as t:
            copy_tree(root, t)
            plant(t)
            found = check(t)
            ok = any(expected in x for x in found)
            failures += not ok
            print("%s %s: %s" % ("ok  " if ok else "FAIL", name, next((x for x in found if expected in x), found)))
    print("check_format_config self-test: %d failure(s), %d faults planted" % (failures, len(faults)))
    return 1 if failures else 0


def main():
    args = sys.argv[1:]
    if args and args[0] == "--self-test":
        return self_test(os.path.abspath(args[1]))
    if len(args) != 1:
        sys.stderr.write(__doc__)
        return 2
    problems = check(os.path.abspath(args[0]))
    for p in problems:
        print(p)
    print("check_format_config: %d problem(s)" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
