#!/usr/bin/env python3
"""The residual check: every compile error in translated code must carry a
cuda2omp diagnostic at its place (docs/test-plans/multifile.md).

Reads a compiler's messages (clang or GCC: 'FILE:LINE:COL: error: ...') and,
for each error, looks at the line it names. The error is explained when that
line is covered by a `// C2Onnnn:` comment of the translation: the comment
stands on the line, or above it on the lines of the statement or declaration
it precedes (check_no_cuda_left.py's rule). An error in a file that is not
under one of the --root folders (the helpers, a system header) is never
explained: the helpers must compile whatever the translation wrote.

usage: check_compile_residual.py --log COMPILER_STDERR --root DIR [--root DIR ...]
       check_compile_residual.py --self-test   (clang-19 compiles two small files)
exit: 0 no unexplained error, 1 an unexplained error (listed), 2 usage
"""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_no_cuda_left as cover  # noqa: E402

ERROR_RE = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)?\s*(?:fatal )?error:\s*(?P<msg>.*)$")


def covered_lines(path, cache):
    if path not in cache:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                raw = f.read().split("\n")
        except OSError:
            cache[path] = None
            return None
        code, in_block = [], False
        for line in raw:
            c, in_block = cover.strip_code(line, in_block)
            code.append(c)
        lines = cover.covered_lines(code, raw)
        lines |= {n for n, r in enumerate(raw) if cover.DIAG_RE.search(r)}
        cache[path] = lines
    return cache[path]


def check(log_text, roots, base="."):
    roots = [os.path.realpath(r) for r in roots]
    cache, explained, unexplained = {}, [], []
    for line in log_text.splitlines():
        m = ERROR_RE.match(line.strip())
        if not m:
            continue
        path = os.path.realpath(os.path.join(base, m.group("file")))
        n = int(m.group("line")) - 1
        inside = any(path == r or path.startswith(r + os.sep) for r in roots)
        lines = covered_lines(path, cache) if inside else None
        where = f"{m.group('file')}:{m.group('line')}"
        if lines is not None and n in lines:
            explained.append(f"{where}: explained by a C2O diagnostic: {m.group('msg')}")
        else:
            why = "no C2O diagnostic at this line" if inside else "not in translated code"
            unexplained.append(f"{where}: unexplained compile error ({why}): {m.group('msg')}")
    return explained, unexplained


def self_test():
    """One error under a C2O comment (explained), one without (unexplained): the check must tell them apart."""
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        good = os.path.join(d, "good.cpp")
        bad = os.path.join(d, "bad.cpp")
        with open(good, "w") as f:
            f.write("int f() {\n  // C2O1012: 'nope' is a CUDA-only construct with no translation here\n  return nope(1);\n}\n")
        with open(bad, "w") as f:
            f.write("int f() {\n  return nope(1);\n}\n")
        results = []
        for path in (good, bad):
            p = subprocess.run(["clang++-19", "-fsyntax-only", path], text=True, capture_output=True)
            results.append(check(p.stderr, [d]))
    ok = len(results[0][0]) == 1 and not results[0][1] and not results[1][0] and len(results[1][1]) == 1
    print("check_compile_residual self-test:", "ok" if ok else f"FAILED {results}")
    return 0 if ok else 1


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--log", required=True, help="the compiler's messages ('-' for standard input)")
    ap.add_argument("--root", action="append", required=True, help="a folder of translated code")
    ap.add_argument("--base", default=".", help="the folder the compiler ran in (relative paths)")
    a = ap.parse_args(argv[1:])
    text = sys.stdin.read() if a.log == "-" else open(a.log, encoding="utf-8", errors="replace").read()
    explained, unexplained = check(text, a.root, a.base)
    for e in explained + unexplained:
        print(e)
    print(f"check_compile_residual: {len(explained)} explained, {len(unexplained)} unexplained error(s)")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
