#!/usr/bin/env python3
"""The user guide's example outputs, regenerated and compared (ctest: docs.user_guide).

  check_user_guide.py SOURCE_DIR BIN_DIR               fails when a checked example differs
  check_user_guide.py SOURCE_DIR BIN_DIR --regenerate  writes what the tool prints into the guide
  check_user_guide.py SOURCE_DIR BIN_DIR --self-test   the check fails on a changed example

An example is checked when an HTML comment stands right above its code block
in docs/user-guide.md (invisible on the rendered page):

  <!-- guide-check folder=/tmp/demo/x files=doc:k.cu setup="printf 'x' > blob.cu" -->
  ```console
  $ cuda2omp k.cu -o k.cpp
  ...what it prints...
  ```

  <!-- guide-check folder=/tmp/demo/x file=k.cpp [excerpt] -->
  ```cpp
  ...the file, or with 'excerpt' some of its lines in order...
  ```

folder=  the folder the example runs in, as the guide shows it: the commands run
         in a fresh temporary folder that stands for it (its path is written
         as the folder's in what they print). Blocks with the same folder share it.
files=   files put there first (comma-separated): doc:NAME is the code block the
         guide introduces with a line "`NAME`:", a path is a file of the source tree.
setup=   a shell command run there first, for what the guide does not show.
mask=    a regular expression: what it matches (times, sizes) is not compared.
file=    the block shows that file of the folder, after the commands above it ran.

Each `$ command` of a console block runs in bash, in the folder, with BIN_DIR
first on PATH (cuda2omp is the build's), standard error joined to standard
output; what it prints must be the lines after it, up to the next `$`.
"""
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

GUIDE = os.path.join("docs", "user-guide.md")
MARK = re.compile(r"^<!-- guide-check (.*) -->\s*$")
FENCE = re.compile(r"^```(\w*)\s*$")


def parse(lines):
    """[(mark_index, attrs, fence_start, fence_end)] of the checked blocks; fence_end is the closing fence."""
    out = []
    for i, line in enumerate(lines):
        m = MARK.match(line)
        if not m:
            continue
        attrs = {}
        for word in shlex.split(m.group(1)):
            k, _, v = word.partition("=")
            attrs[k] = v if _ else True
        start = i + 1
        if start >= len(lines) or not FENCE.match(lines[start]):
            raise SystemExit(f"{GUIDE}:{i + 1}: guide-check is not right above a code block")
        end = next(j for j in range(start + 1, len(lines)) if lines[j].rstrip() == "```")
        out.append((i, attrs, start, end))
    return out


def doc_file(lines, name):
    """The code block after the line "`name`:"."""
    for i, line in enumerate(lines):
        if line.strip() == f"`{name}`:":
            s = next(j for j in range(i + 1, len(lines)) if FENCE.match(lines[j]))
            e = next(j for j in range(s + 1, len(lines)) if lines[j].rstrip() == "```")
            return "".join(lines[s + 1:e])
    raise SystemExit(f"{GUIDE}: no code block introduced by `{name}`:")


def run_command(cmd, cwd, env):
    p = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=300)
    return p.stdout.decode("utf-8", "replace")


def check(source_dir, bin_dir, guide_text, regenerate=False, upto=None):
    """(problems, new guide text, number of blocks); with upto, only the blocks of
    the folder of the block at line index upto, up to it."""
    lines = guide_text.splitlines(keepends=True)
    blocks = parse(lines)
    if upto is not None:
        folder = next(a.get("folder") for _m, a, st, _e in blocks if st == upto)
        blocks = [b for b in blocks if b[2] <= upto and b[1].get("folder") == folder]
    work = tempfile.mkdtemp(prefix="c2o-guide-")
    folders = {}  # guide folder -> real folder
    env = dict(os.environ, PATH=os.path.abspath(bin_dir) + os.pathsep + os.environ["PATH"], LC_ALL="C",
               SRC=os.path.abspath(source_dir))
    problems = []
    replace = {}  # (start, end) of a block's body -> new lines
    try:
        for mark, attrs, start, end in blocks:
            where = f"{GUIDE}:{start + 1}"
            folder = attrs.get("folder")
            if not folder:
                raise SystemExit(f"{where}: guide-check without folder=")
            if folder not in folders:
                folders[folder] = os.path.join(work, f"f{len(folders)}")
                os.makedirs(folders[folder])
            real = folders[folder]

            def shown(text):
                text = text.replace(real, folder)
                return text

            for f in filter(None, str(attrs.get("files", "")).split(",")):
                if f.startswith("doc:"):
                    with open(os.path.join(real, f[4:]), "w") as fh:
                        fh.write(doc_file(lines, f[4:]))
                else:
                    shutil.copy(os.path.join(source_dir, f), real)
            if attrs.get("setup"):
                run_command(attrs["setup"], real, env)
            mask = re.compile(attrs["mask"]) if attrs.get("mask") else None

            def masked(text):
                return mask.sub("<masked>", text) if mask else text

            body = lines[start + 1:end]
            if "file" in attrs:
                path = os.path.join(real, attrs["file"])
                if not os.path.exists(path):
                    problems.append(f"{where}: {attrs['file']} was not written by the commands above")
                    continue
                with open(path) as fh:
                    actual = shown(fh.read())
                if attrs.get("excerpt"):
                    # The block's lines appear in the file in this order, each whole.
                    file_lines = actual.splitlines()
                    pos = 0
                    for k, want in enumerate(body):
                        want = want.rstrip("\n")
                        while pos < len(file_lines) and file_lines[pos] != want:
                            pos += 1
                        if pos == len(file_lines):
                            problems.append(f"{GUIDE}:{start + 2 + k}: not in {attrs['file']} (in this order): {want!r}")
                            break
                        pos += 1
                    continue
                if masked("".join(body)) != masked(actual):
                    problems.append(f"{where}: the block differs from {attrs['file']} as the tool writes it now:\n" +
                                    "".join(difflib.unified_diff(body, actual.splitlines(keepends=True),
                                                                 "guide", attrs["file"], n=1)))
                replace[(start + 1, end)] = actual.splitlines(keepends=True)
                continue
            # A console block: commands and what they print.
            new_body, k = [], 0
            while k < len(body):
                line = body[k]
                if not line.startswith("$ "):
                    problems.append(f"{GUIDE}:{start + 2 + k}: output before any '$ command'")
                    break
                cmd = line[2:].rstrip("\n")
                k += 1
                expected = []
                while k < len(body) and not body[k].startswith("$ "):
                    expected.append(body[k])
                    k += 1
                actual = shown(run_command(cmd, real, env))
                new_body.append(line)
                new_body.extend(actual.splitlines(keepends=True))
                if masked("".join(expected)) != masked(actual):
                    problems.append(f"{GUIDE}:{start + 2 + body.index(line)}: '$ {cmd}' prints something else now:\n" +
                                    "".join(difflib.unified_diff(expected, actual.splitlines(keepends=True),
                                                                 "guide", "tool", n=1)))
            replace[(start + 1, end)] = new_body
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if regenerate:
        for (s, e), new in sorted(replace.items(), reverse=True):
            if new and not new[-1].endswith("\n"):
                new[-1] += "\n"
            lines[s:e] = new
    return problems, "".join(lines), len(blocks)


def self_test(source_dir, bin_dir):
    """A changed output line of a console block and of a file block must each be
    reported (only the blocks of that example's folder run); the unchanged ones pass."""
    with open(os.path.join(source_dir, GUIDE)) as fh:
        text = fh.read()
    lines = text.splitlines(keepends=True)
    bad = 0
    for kind in ("console", "file"):
        block = next(((a, st, e) for _m, a, st, e in parse(lines)
                      if ("file" in a) == (kind == "file") and not a.get("excerpt")), None)
        if block is None:
            print(f"MISS no checked {kind} block in {GUIDE}")
            bad += 1
            continue
        attrs, start, end = block
        p0, _, _ = check(source_dir, bin_dir, text, upto=start)
        k = next(j for j in range(start + 1, end) if not lines[j].startswith("$ "))
        changed = lines[:k] + [lines[k].rstrip("\n") + " (changed)\n"] + lines[k + 1:]
        p1, _, _ = check(source_dir, bin_dir, "".join(changed), upto=start)
        ok = not p0 and bool(p1)
        print(f"{'ok  ' if ok else 'MISS'} {kind} block at line {start + 1}: as written "
              f"{'passes' if not p0 else 'fails'}, with line {k + 1} changed {'fails' if p1 else 'passes'}")
        bad += not ok
    return 1 if bad else 0


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        print(__doc__)
        return 2
    source_dir, bin_dir = args
    if "--self-test" in sys.argv:
        return self_test(source_dir, bin_dir)
    path = os.path.join(source_dir, GUIDE)
    with open(path) as fh:
        text = fh.read()
    problems, new_text, n = check(source_dir, bin_dir, text, regenerate="--regenerate" in sys.argv)
    if "--regenerate" in sys.argv:
        if new_text != text:
            with open(path, "w") as fh:
                fh.write(new_text)
        print(f"check_user_guide: {n} checked blocks regenerated in {GUIDE}" + ("" if new_text != text else " (no change)"))
        return 0
    for p in problems:
        print(p)
    print(f"check_user_guide: {n} checked blocks of {GUIDE}, {len(problems)} differ"
          + (" (python3 tests/tools/check_user_guide.py SOURCE_DIR BIN_DIR --regenerate writes what the tool prints)"
             if problems else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
