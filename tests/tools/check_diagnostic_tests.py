#!/usr/bin/env python3
"""Checks that every cuda2omp diagnostic is documented and tested, and that code
names diagnostics only through the table (ctest diagnostics.tested).

For each C2O_DIAG(ID, Name, Level, "Message") in translator/core/Diagnostics.def:
  * docs/diagnostics/ID.md exists (docs.diagnostics checks what it says);
  * a lit test under tests/lit produces it: a FileCheck directive that is not
    a -NOT line (CHECK:, ERR:, CHECK-NEXT: ... with the prefixes the file's
    RUN lines give FileCheck) contains ID.
And no source file of translator/ (the .def tables and the bundled CUDA
headers aside) writes an ID outside comments and string literals: code
names a diagnostic DiagID::Name, a table diag_id::ID (the compiler checks both).

usage: check_diagnostic_tests.py SOURCE_DIR      (the repository root)
       check_diagnostic_tests.py --self-test SOURCE_DIR
exit: 0 all good, 1 problems (one line each, the IDs that lack a test listed), 2 usage
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

DEF = os.path.join("translator", "core", "Diagnostics.def")
DOCS = os.path.join("docs", "diagnostics")
LIT = os.path.join("tests", "lit")
TRANSLATOR = "translator"
ID = re.compile(r"\bC2O1\d{3}\b")


def read_ids(root):
    text = open(os.path.join(root, DEF), encoding="utf-8").read()
    return re.findall(r"^\s*C2O_DIAG\s*\(\s*(C2O\d+)\s*,", text, re.M)


def prefixes(text):
    """The check prefixes the RUN lines of a lit test give FileCheck."""
    found = set()
    for line in text.splitlines():
        if "FileCheck" not in line:
            continue
        given = re.findall(r"--check-prefix(?:es)?[= ]([\w,-]+)", line)
        if not given:
            found.add("CHECK")
        for g in given:
            found.update(p for p in g.split(",") if p)
    return found


def tested_ids(root):
    """{ID: a test that checks for it}."""
    tested = {}
    for d, _, files in os.walk(os.path.join(root, LIT)):
        for f in sorted(files):
            path = os.path.join(d, f)
            try:
                text = open(path, encoding="utf-8").read()
            except (UnicodeDecodeError, OSError):
                continue
            pfx = prefixes(text)
            if not pfx:
                continue
            directive = re.compile(r"\b(?:%s)(?:-NEXT|-SAME|-DAG|-LABEL)?:(.*)" % "|".join(map(re.escape, pfx)))
            for line in text.splitlines():
                m = directive.search(line)
                if m:
                    for i in ID.findall(m.group(1)):
                        tested.setdefault(i, os.path.relpath(path, root))
    return tested


def code_only(text):
    """C/C++ text without comments and without the contents of string and character literals."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            out.append("\n" * text.count("\n", i, n if j < 0 else j))
            i = n if j < 0 else j + 2
        elif text.startswith('R"', i) and re.match(r'R"([^()\s]{0,16})\(', text[i:]):
            delim = re.match(r'R"([^()\s]{0,16})\(', text[i:]).group(1)
            j = text.find(")" + delim + '"', i)
            out.append('""' + "\n" * text.count("\n", i, n if j < 0 else j))
            i = n if j < 0 else j + len(delim) + 2
        elif text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(q + q)
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def raw_ids_in_code(root):
    """['path:line: ID'] for IDs written in translator code."""
    found = []
    for d, dirs, files in os.walk(os.path.join(root, TRANSLATOR)):
        dirs[:] = [x for x in dirs if x != "cuda_include"]
        for f in sorted(files):
            if not f.endswith((".cpp", ".h")):
                continue
            path = os.path.join(d, f)
            code = code_only(open(path, encoding="utf-8").read())
            for m in ID.finditer(code):
                line = code.count("\n", 0, m.start()) + 1
                found.append("%s:%d: %s" % (os.path.relpath(path, root), line, m.group(0)))
    return found


def check(root):
    ids = read_ids(root)
    if not ids:
        print("check_diagnostic_tests: no C2O_DIAG rows in %s" % DEF, file=sys.stderr)
        return None, ids
    problems = []
    for i in ids:
        if not os.path.exists(os.path.join(root, DOCS, i + ".md")):
            problems.append("%s/%s.md: missing: diagnostic %s has no page" % (DOCS, i, i))
    tested = tested_ids(root)
    untested = [i for i in ids if i not in tested]
    if untested:
        problems.append("no lit test checks for %d diagnostic(s): %s (add a test under %s whose "
                        "FileCheck lines expect each)" % (len(untested), ", ".join(untested), LIT))
    for r in raw_ids_in_code(root):
        problems.append("%s written in code: name the diagnostic DiagID::<Name> (%s)" % (r, DEF))
    return problems, ids


def self_test(root):
    """Breaks copies of the tree; each break must be reported."""
    me = os.path.abspath(__file__)
    ids = read_ids(root)
    first = ids[0]

    def run(tree):
        return subprocess.run([sys.executable, me, tree], text=True, capture_output=True)

    def drop_page(t):
        os.remove(os.path.join(t, DOCS, first + ".md"))

    def drop_tests(t):
        for d, _, files in os.walk(os.path.join(t, LIT)):
            for f in files:
                p = os.path.join(d, f)
                try:
                    text = open(p, encoding="utf-8").read()
                except (UnicodeDecodeError, OSError):
                    continue
                if first in text:
                    open(p, "w", encoding="utf-8").write(text.replace(first, "C2O0000"))

    def raw_id(t):
        p = os.path.join(t, TRANSLATOR, "core", "Planted.cpp")
        open(p, "w", encoding="utf-8").write('// C2O1001 in a comment is fine\nint x = diag("C2O1001") + C2O1002;\n')

    cases = [("page removed", drop_page, "%s.md: missing" % first),
             ("no lit test checks for it", drop_tests, "no lit test checks for 1 diagnostic(s): %s" % first),
             ("an ID written in code", raw_id, "Planted.cpp:2: C2O1002 written in code")]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        for sub in (DOCS, LIT, TRANSLATOR):
            shutil.copytree(os.path.join(root, sub), os.path.join(clean, sub),
                            ignore=shutil.ignore_patterns("cuda_include"))
        p = run(clean)
        if p.returncode != 0:
            print("self-test: the unchanged tree fails already:\n" + p.stdout + p.stderr)
            return 1
        for name, breaker, expected in cases:
            tree = os.path.join(tmp, re.sub(r"\W+", "_", name))
            shutil.copytree(clean, tree)
            breaker(tree)
            p = run(tree)
            ok = p.returncode == 1 and expected in p.stdout and p.stdout.count("written in code") <= 1
            failures += not ok
            print("%s %s: exit %d; %s" % ("ok  " if ok else "FAIL", name, p.returncode,
                                          (p.stdout.strip().splitlines() or ["(no output)"])[0][:200]))
    print("check_diagnostic_tests self-test: %d/%d breaks detected" % (len(cases) - failures, len(cases)))
    return 1 if failures else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 2 or argv[1].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    problems, ids = check(argv[1])
    if problems is None:
        return 2
    for p in problems:
        print(p)
    print("check_diagnostic_tests: %d diagnostics, %d problem(s)" % (len(ids), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
