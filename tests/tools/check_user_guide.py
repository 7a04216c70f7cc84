#!/usr/bin/env python3
"""The user guide's example outputs, regenerated and compared (ctest: docs.user_guide).

  check_user_guide.py SOURCE_DIR BIN_DIR               fails when a checked example differs
  check_user_guide.py SOURCE_DIR BIN_DIR --regenerate  writes what the tool prints into the guide
  check_user_guide.py SOURCE_DIR BIN_DIR --self-test   the check fails on a changed example
                                                       and on an unmarked console block

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

folder=  the folder the example runs in, as the guide shows it (an absolute
         path): the commands run in a fresh temporary folder that stands for it,
         TMP/<folder>, and its path is written as the folder's in what they
         print. Blocks with the same folder share it; a folder inside another
         is inside its stand-in. A command or setup= naming a folder of the
         guide gets its stand-in.
files=   files put there first (comma-separated): doc:NAME is the code block the
         guide introduces with a line "`NAME`...:" (NAME may hold folders),
         doc:NAME@PAGE the one of that page of the source tree (docs/libraries.md);
         a path is a file or folder of the source tree (a folder is copied whole).
setup=   a shell command run there first, for what the guide does not show
         ($SRC is the source tree).
mask=    a regular expression: what it matches (times, sizes, paths of this
         machine) is not compared, and --regenerate keeps the guide's text
         where the rest is the same.
file=    the block shows that file of the folder, after the commands above it ran.

Each `$ command` of a console block runs in bash, in the folder, with BIN_DIR
first on PATH (cuda2omp is the build's), standard error joined to standard
output; what it prints must be the lines after it, up to the next `$`.
`$ cd DIR` moves the block's later commands to DIR.

Every console block carries one of the two comments: the check fails on a
console block without one. A block that cannot run here (it needs a GPU,
a CUDA installation, installs packages, ...) says why:

  <!-- guide-nocheck reason="runs on an AMD GPU" -->
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
NOCHECK = re.compile(r"^<!-- guide-nocheck (.*) -->\s*$")
FENCE = re.compile(r"^```(\w*)\s*$")


def attributes(text):
    attrs = {}
    for word in shlex.split(text):
        k, _, v = word.partition("=")
        attrs[k] = v if _ else True
    return attrs


def parse(lines):
    """[(mark_index, attrs, fence_start, fence_end)] of the checked blocks; fence_end is the closing fence."""
    out = []
    for i, line in enumerate(lines):
        m = MARK.match(line)
        if not m:
            continue
        attrs = attributes(m.group(1))
        start = i + 1
        if start >= len(lines) or not FENCE.match(lines[start]):
            raise SystemExit(f"{GUIDE}:{i + 1}: guide-check is not right above a code block")
        end = next(j for j in range(start + 1, len(lines)) if lines[j].rstrip() == "```")
        out.append((i, attrs, start, end))
    return out


def unmarked(lines):
    """Problems of the marks themselves: a console block with neither guide-check
    nor guide-nocheck above it, a guide-nocheck without a reason or not above a
    console block."""
    problems = []
    fence = None  # the language of the open code block
    for i, line in enumerate(lines):
        if fence is not None:
            if line.rstrip() == "```":
                fence = None
            continue
        m = FENCE.match(line)
        if m:
            fence = m.group(1)
            above = lines[i - 1] if i else ""
            if fence == "console" and not MARK.match(above) and not NOCHECK.match(above):
                problems.append(f"{GUIDE}:{i + 1}: console block with neither <!-- guide-check ... --> nor "
                                f"<!-- guide-nocheck reason=\"...\" --> right above it: check it, or say why it "
                                f"cannot be checked")
            continue
        m = NOCHECK.match(line)
        if m:
            if not attributes(m.group(1)).get("reason"):
                problems.append(f"{GUIDE}:{i + 1}: guide-nocheck without reason=\"...\"")
            if i + 1 >= len(lines) or not re.match(r"^```console\s*$", lines[i + 1]):
                problems.append(f"{GUIDE}:{i + 1}: guide-nocheck is not right above a console block")
    return problems


def doc_file(source_dir, lines, name):
    """The code block after the first line that starts with "`name`" and ends with ":"
    (name@page: in that page of the source tree)."""
    page = GUIDE
    if "@" in name:
        name, page = name.split("@", 1)
        with open(os.path.join(source_dir, page)) as fh:
            lines = fh.read().splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.startswith(f"`{name}`") and line.rstrip().endswith(":"):
            s = next(j for j in range(i + 1, len(lines)) if FENCE.match(lines[j]))
            e = next(j for j in range(s + 1, len(lines)) if lines[j].rstrip() == "```")
            return "".join(lines[s + 1:e])
    raise SystemExit(f"{page}: no code block introduced by `{name}`...:")


def run_command(cmd, cwd, env):
    p = subprocess.run(["bash", "-c", cmd], cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       timeout=300)
    return p.stdout.decode("utf-8", "replace")


def check(source_dir, bin_dir, guide_text, regenerate=False, upto=None):
    """(problems, new guide text, number of blocks); with upto, only the blocks of
    the folder of the block at line index upto, up to it."""
    lines = guide_text.splitlines(keepends=True)
    problems = unmarked(lines)
    blocks = parse(lines)
    for _m, attrs, start, _e in blocks:
        if not str(attrs.get("folder", "")).startswith("/"):
            raise SystemExit(f"{GUIDE}:{start + 1}: guide-check without folder=/an/absolute/path")
    if upto is not None:
        folder = next(a.get("folder") for _m, a, st, _e in blocks if st == upto)
        blocks = [b for b in blocks if b[2] <= upto and b[1].get("folder") == folder]
    work = os.path.realpath(tempfile.mkdtemp(prefix="c2o-guide-"))
    # A folder of the guide named in a command or a setup is its stand-in (the longest name first).
    names = sorted({a["folder"] for _m, a, _s, _e in blocks}, key=len, reverse=True)
    folder_name = re.compile(r"(?<![\w./-])(" + "|".join(map(re.escape, names)) + r")(?![\w.-])")

    def stand_in(cmd):
        return folder_name.sub(lambda m: work + m.group(1), cmd)

    def shown(text):
        return text.replace(work, "")

    env = dict(os.environ, PATH=os.path.abspath(bin_dir) + os.pathsep + os.environ["PATH"], LC_ALL="C",
               SRC=os.path.abspath(source_dir))
    replace = {}  # (start, end) of a block's body -> new lines
    try:
        for mark, attrs, start, end in blocks:
            where = f"{GUIDE}:{start + 1}"
            folder = attrs["folder"]
            real = work + folder
            os.makedirs(real, exist_ok=True)
            cwd = real
            for f in filter(None, str(attrs.get("files", "")).split(",")):
                if f.startswith("doc:"):
                    path = os.path.join(real, f[4:].split("@")[0])
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    with open(path, "w") as fh:
                        fh.write(doc_file(source_dir, lines, f[4:]))
                elif os.path.isdir(os.path.join(source_dir, f)):
                    shutil.copytree(os.path.join(source_dir, f), os.path.join(real, os.path.basename(f.rstrip("/"))),
                                    dirs_exist_ok=True)
                else:
                    shutil.copy(os.path.join(source_dir, f), real)
            if attrs.get("setup"):
                run_command(stand_in(attrs["setup"]), real, env)
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
                cd = re.fullmatch(r"cd (\S+)", cmd)
                if cd:
                    to = os.path.normpath(os.path.join(cwd, stand_in(cd.group(1))))
                    actual = "" if os.path.isdir(to) else f"bash: line 1: cd: {cd.group(1)}: No such file or directory\n"
                    cwd = to if not actual else cwd
                else:
                    actual = shown(run_command(stand_in(cmd), cwd, env))
                new_body.append(line)
                if masked("".join(expected)) != masked(actual):
                    problems.append(f"{GUIDE}:{start + 2 + body.index(line)}: '$ {cmd}' prints something else now:\n" +
                                    "".join(difflib.unified_diff(expected, actual.splitlines(keepends=True),
                                                                 "guide", "tool", n=1)))
                    new_body.extend(actual.splitlines(keepends=True))
                else:
                    new_body.extend(expected)  # the guide's own text where only masked parts differ
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
    reported (only the blocks of that example's folder run); the unchanged ones
    pass; a console block whose mark is taken away must be reported at its line."""
    with open(os.path.join(source_dir, GUIDE)) as fh:
        text = fh.read()
    lines = text.splitlines(keepends=True)
    bad = 0
    for kind in ("console", "file"):
        block = next(((a, st, e) for _m, a, st, e in parse(lines)
                      if ("file" in a) == (kind == "file") and not a.get("excerpt") and not a.get("mask")), None)
        if block is None:
            print(f"MISS no checked {kind} block without mask= in {GUIDE}")
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
        if p0:
            print("\n".join(p0))
        bad += not ok
    # An unmarked console block: the first guide-nocheck mark taken away.
    mark = next((i for i, line in enumerate(lines) if NOCHECK.match(line)), None)
    if mark is None:
        print(f"MISS no guide-nocheck block in {GUIDE}")
        return 1
    changed = lines[:mark] + lines[mark + 1:]
    first = next(st for _m, a, st, _e in parse(changed) if "file" not in a and not a.get("mask"))
    p2, _, _ = check(source_dir, bin_dir, "".join(changed), upto=first)
    named = [p for p in p2 if p.startswith(f"{GUIDE}:{mark + 1}: console block with neither")]
    ok = len(named) == 1 and len(p2) == 1
    print(f"{'ok  ' if ok else 'MISS'} console block at line {mark + 2}, its guide-nocheck mark taken away: "
          f"{'fails, naming it' if named else 'passes'}" + ("" if ok else ": " + "; ".join(p2)))
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
    nocheck = sum(1 for line in text.splitlines() if NOCHECK.match(line))
    if "--regenerate" in sys.argv:
        if new_text != text:
            with open(path, "w") as fh:
                fh.write(new_text)
        print(f"check_user_guide: {n} checked blocks regenerated in {GUIDE}" + ("" if new_text != text else " (no change)"))
        marks = unmarked(new_text.splitlines(keepends=True))
        for p in marks:
            print(p)
        return 1 if marks else 0
    for p in problems:
        print(p)
    print(f"check_user_guide: {n} checked blocks of {GUIDE} ({nocheck} console blocks marked guide-nocheck), "
          f"{len(problems)} problems"
          + (" (python3 tests/tools/check_user_guide.py SOURCE_DIR BIN_DIR --regenerate writes what the tool prints)"
             if problems else ""))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
