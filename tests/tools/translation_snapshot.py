#!/usr/bin/env python3
"""Snapshot of every translation the repository's inputs produce, to prove a
refactoring changes no output byte.

  translation_snapshot.py take  --bin BUILD/bin --out DIR [-j N] [--no-verify] [--every-lit-input]
  translation_snapshot.py compare DIR_BEFORE DIR_AFTER

`take` runs the given build's cuda2omp on
  * every tests/corpus/*.cu, with the default options and with --memory=device,
  * every tests/lit input with the options of each of its RUN lines that
    translates the test file itself (%cuda2omp / %cuda2omp-formatted on %s or
    an Inputs/ file; RUN lines that write in place, use a compilation
    database or print no translation are left out), and every
    tests/lit/*/Inputs/*.cu with the default options and --memory=device,
  * bench/*/*.cu and examples/**/*.cu (default and --memory=device),
always with --explain-atomics, plus --audit-isa (gfx90a, gfx942) on the
inputs of tests/corpus, bench/* and tests/lit/{atomics,block} that call CUDA
atomics; it keeps for each run the translated text
(NAME.cpp; the project files it includes, written beside it,
as NAME.extra.FILE) and the exit code, standard output and standard error (NAME.log;
the output path is written as <OUT>). It also runs omp-atomic-check
(--xnack=0 and 1) on examples/arraysum/*.cpp and tests/lit/atomic-check/*.cpp.

--no-verify passes --no-verify to every cuda2omp run (the check of the
written files compiles them; their text is compared anyway). --every-lit-input
adds every .cu under tests/lit with the default options, whether or not a RUN
line translates it.

`compare` prints every run whose files differ, or are missing on one side,
and exits 1 when there is one; 0 when both snapshots are byte-identical.
"""
import argparse
import concurrent.futures
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# Options of a RUN line that change what cuda2omp writes (the rest: paths, -o, --quiet).
KEPT = ("--memory", "--atomic-policy", "--offload-arch", "--omp-compiler", "--unsafe-fp-atomics",
        "--format-style", "--extra-arg", "--explain-atomics")
SKIPPED_RUNS = ("--inplace", "--out-root", "--in-root", "-p", "--print-helpers-dir", "--version",
                "--no-such-option")


def rel(p):
    return os.path.relpath(p, ROOT)


def lit_jobs():
    """(input, options) of every RUN line that translates a file of the test."""
    jobs = []
    lit = os.path.join(ROOT, "tests", "lit")
    for dirpath, dirs, files in os.walk(lit):
        dirs.sort()
        if os.path.basename(dirpath) == "Inputs":
            for f in sorted(files):
                if f.endswith(".cu"):
                    path = os.path.join(dirpath, f)
                    jobs.append((path, []))
                    jobs.append((path, ["--memory=device"]))
            continue
        for f in sorted(files):
            if not f.endswith((".cu", ".cpp", ".c")):
                continue
            path = os.path.join(dirpath, f)
            with open(path, encoding="utf-8", errors="replace") as fh:
                for line in fh:
                    m = re.search(r"RUN:(.*)", line)
                    if not m:
                        continue
                    for part in re.split(r"\||&&|;", m.group(1)):
                        mm = re.search(r"(%cuda2omp(?:-formatted)?)\b(.*)", part)
                        if not mm:
                            continue
                        try:
                            words = shlex.split(mm.group(2))
                        except ValueError:
                            continue
                        if any(w.split("=")[0] in SKIPPED_RUNS for w in words):
                            continue
                        inputs = [w for w in words if w == "%s" or w.startswith("%S/")]
                        if len(inputs) != 1:
                            continue
                        src = path if inputs[0] == "%s" else os.path.join(dirpath, inputs[0][3:])
                        if "--" in words:  # compile arguments after --
                            words = words[:words.index("--")]
                        opts = [w for w in words if w.split("=")[0] in KEPT]
                        if mm.group(1) == "%cuda2omp":
                            opts = ["--format-style=none"] + opts
                        jobs.append((src, opts))
    return jobs


def all_jobs(every_lit_input=False):
    jobs = []
    strategies = [[], ["--memory=device"]]
    bench = sorted(os.path.join("bench", d) for d in os.listdir(os.path.join(ROOT, "bench"))
                   if os.path.isdir(os.path.join(ROOT, "bench", d)))
    for d in ["tests/corpus"] + bench:
        for f in sorted(os.listdir(os.path.join(ROOT, d))):
            if f.endswith(".cu"):
                for s in strategies:
                    jobs.append(("cuda2omp", os.path.join(ROOT, d, f), s))
    for dirpath, dirs, files in os.walk(os.path.join(ROOT, "examples")):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".cu"):
                for s in strategies:
                    jobs.append(("cuda2omp", os.path.join(dirpath, f), s))
    for src, opts in lit_jobs():
        jobs.append(("cuda2omp", src, opts))
    if every_lit_input:
        for dirpath, dirs, files in os.walk(os.path.join(ROOT, "tests", "lit")):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".cu"):
                    jobs.append(("cuda2omp", os.path.join(dirpath, f), []))
    # --audit-isa (clang-19 compiles each output) where the CUDA code has atomics.
    for d in ["tests/corpus"] + bench + ["tests/lit/atomics", "tests/lit/block"]:
        for f in sorted(os.listdir(os.path.join(ROOT, d))):
            path = os.path.join(ROOT, d, f)
            if f.endswith(".cu") and re.search(r"atomic[A-Z]", open(path, errors="replace").read()):
                for arch in ([], ["--offload-arch=gfx942"]):
                    jobs.append(("cuda2omp", path, ["--audit-isa"] + arch))
    checks = [os.path.join(ROOT, "examples", "arraysum", f)
              for f in sorted(os.listdir(os.path.join(ROOT, "examples", "arraysum"))) if f.endswith(".cpp")]
    checks += [os.path.join(ROOT, "tests", "lit", "atomic-check", f)
               for f in sorted(os.listdir(os.path.join(ROOT, "tests", "lit", "atomic-check"))) if f.endswith(".cpp")]
    for c in checks:
        for x in ("0", "1"):
            jobs.append(("omp-atomic-check", c, ["--xnack=" + x]))
    # One run per distinct (tool, input, options).
    seen, unique = set(), []
    for j in jobs:
        key = (j[0], j[1], tuple(j[2]))
        if key not in seen:
            seen.add(key)
            unique.append(j)
    return unique


def name_of(tool, src, opts):
    h = hashlib.sha1(" ".join([tool] + opts).encode()).hexdigest()[:10]
    return rel(src).replace("/", "__") + "." + tool + "." + h


def run_one(binary, tool, src, opts, out_dir, work_root, no_verify=False):
    name = name_of(tool, src, opts)
    # A folder of its own: the project files the input includes are written beside its output.
    work = os.path.join(work_root, name)
    os.makedirs(work)
    out_cpp = os.path.join(work, name + ".cpp")
    if tool == "cuda2omp":
        cmd = [os.path.join(binary, "cuda2omp"), "--explain-atomics"] + (["--no-verify"] if no_verify else []) + \
            opts + [src, "-o", out_cpp]
    else:
        cmd = [os.path.join(binary, "omp-atomic-check")] + opts + [src]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, errors="replace")
    log = "command: %s %s\nexit: %d\n--- stdout\n%s--- stderr\n%s" % (
        tool, " ".join(opts + [rel(src)]), p.returncode, p.stdout, p.stderr)
    log = log.replace(work, "<OUT>")
    # Offload entry names hold the output file's device and inode numbers.
    log = re.sub(r"__omp_offloading_[0-9a-f]+_[0-9a-f]+_", "__omp_offloading_<ID>_", log)
    with open(os.path.join(out_dir, name + ".log"), "w") as fh:
        fh.write(log)
    if os.path.exists(out_cpp):
        os.replace(out_cpp, os.path.join(out_dir, name + ".cpp"))
    # The included files written beside it: NAME.extra.<path, '/' as '__'>.
    for dirpath, dirs, files in os.walk(work):
        for f in files:
            path = os.path.join(dirpath, f)
            flat = os.path.relpath(path, work).replace("/", "__")
            os.replace(path, os.path.join(out_dir, name + ".extra." + flat))
    shutil.rmtree(work)
    return name


def take(args):
    os.makedirs(args.out, exist_ok=True)
    jobs = all_jobs(args.every_lit_input)
    work = tempfile.mkdtemp(prefix="c2o_snapshot_")
    binary = os.path.abspath(args.bin)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        names = list(pool.map(lambda j: run_one(binary, j[0], j[1], j[2], args.out, work, args.no_verify), jobs))
    shutil.rmtree(work)
    with open(os.path.join(args.out, "INDEX"), "w") as fh:
        for (tool, src, opts), n in zip(jobs, names):
            fh.write("%s\t%s %s %s\n" % (n, tool, " ".join(opts), rel(src)))
    print("translation_snapshot: %d runs into %s" % (len(jobs), args.out))
    return 0


def compare(args):
    a, b = set(os.listdir(args.before)), set(os.listdir(args.after))
    bad = 0
    for f in sorted(a | b):
        if f not in a or f not in b:
            print("only in %s: %s" % (args.before if f in a else args.after, f))
            bad += 1
            continue
        with open(os.path.join(args.before, f), "rb") as x, open(os.path.join(args.after, f), "rb") as y:
            if x.read() != y.read():
                print("differs: %s" % f)
                bad += 1
    runs = len([f for f in a if f.endswith(".log")])
    print("translation_snapshot: %d files compared (%d runs), %d differ" % (len(a | b), runs, bad))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("take")
    t.add_argument("--bin", required=True, help="folder holding cuda2omp and omp-atomic-check")
    t.add_argument("--out", required=True)
    t.add_argument("-j", "--jobs", type=int, default=2)
    t.add_argument("--no-verify", action="store_true", help="pass --no-verify to every cuda2omp run")
    t.add_argument("--every-lit-input", action="store_true", help="also every tests/lit .cu, default options")
    c = sub.add_parser("compare")
    c.add_argument("before")
    c.add_argument("after")
    args = ap.parse_args()
    return take(args) if args.cmd == "take" else compare(args)


if __name__ == "__main__":
    sys.exit(main())
