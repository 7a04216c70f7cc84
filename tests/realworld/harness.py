#!/usr/bin/env python3
"""The real-world harness: cuda2omp over whole CUDA programs as people write them.

For each program of the corpus (default ../shared/corpus: NVIDIA's CUDA
samples, Rodinia, llm.c, PolyBench/ACC; collections.tsv says where each
collection's programs are and how each program checks its own answer), it
translates the program's CUDA sources as one project (with the collection's
own headers, the include folders, -D flags and libraries of its build files:
a folder's CMakeLists.txt / Makefile and the Makefiles it hands the build to,
or for a program that is one file of a folder, the Makefile rule that builds
that file; a CUDA SDK's common/inc read as the samples' Common), builds the
translation (the program's own static libraries too; the files the
translation leaves as written are compiled as the original's host compiler
compiled them), runs it once per run of its arguments and judges it against
the CUDA original's runs on the GPU (verdict.py: the same output, and where
the collection has one, the program's own check).

  harness.py host    [--only RE] [-j N] [--modes host,gfx90a,gcc]
        translate, build (clang 19 host offload; clang 19 gfx90a link; GCC 12
        host), run on the host, judge against tests/realworld/expected/<id>.out,
        write the table (work/table.md, and docs/validation.md's marked block
        with --write-docs). No GPU needed.
  harness.py gpu-pack DIR   [--only RE] [-j N]
        build the CUDA originals (nvcc sm_90) and the translations (clang 22
        sm_90) with the programs' data into DIR (run_gpu.sh, pack.tar.xz,
        lib22.tar.xz), for the device tool: run `bash DIR/run_gpu.sh
        $OUT/results.txt` there; it writes one results file.
  harness.py gpu-merge RESULTS... [--update-expected]
        read the device's results files: the CUDA originals' outputs become the
        expected outputs (with --update-expected), the translations' runs are
        judged, times and launch reports recorded; the table is rewritten.
  harness.py seed-docs
        take the rows of docs/validation.md's table for the programs the work
        folder has no result for (a partial run then keeps the others' rows).
  harness.py table
        rewrite the table from the work folder's results.

What is a program, how it is run, what is out of scope and how its answer is
checked is data: tests/realworld/collections.tsv and programs.tsv (see their
headers). Nothing in here knows a program by name.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

from corpus import archives, discover, entry_for, read_collections, read_table
from gpu import cmd_gpu_pack, merge_one, parse_gpu_results
from report import collection_of, seed_from_docs, write_table
from stages import Work, first_error, prepare_run_dir, run_streaming
from verdict import check_pattern, judge, launch_counts, read_expected, runs_check, Run

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CORPUS = os.path.normpath(os.path.join(TOP, "..", "shared", "corpus"))
HOST_KEYS = ("same_h100", "why_h100", "time_ratio", "cuda_rc", "omp_rc", "cuda_s", "omp_s", "nvcc", "clang22",
             "first_error_clang22", "first_error_nvcc", "check_gpu", "launches_gpu")


def load_results(a):
    f = os.path.join(a.work, "results.json")
    if os.path.exists(f):
        with open(f) as fh:
            return json.load(fh)
    return {}


def save_results(a, results):
    with open(os.path.join(a.work, "results.json"), "w") as f:
        json.dump(results, f, indent=1, sort_keys=True)


def selected(a):
    """(program, its programs.tsv row, its collection) of the programs --only selects."""
    table = read_table(os.path.join(HERE, a.table))
    progs = discover(a.corpus, a.collections)
    if a.only:
        progs = [p for p in progs if re.search(a.only, p.id)]
    out = []
    for p in progs:
        e = entry_for(table, p.id)
        p.select(e.sources)
        p.extra_flags, p.defs = e.flags, e.defs
        libs = archives(p)  # built as libraries, not compiled into the program
        p.sources = [s for s in p.sources if os.path.dirname(s) not in libs]
        out.append((p, e, a.collections[p.collection]))
    return out


# ---------------------------------------------------------------- host job

def run_host(a, p, entry, coll, w, mode, exe):
    """The program's runs on the host, one per run of its ARGS: each in a
    fresh copy of its folder; stopped at the program's own verdict where the
    collection's host run is until-check; after a timeout, no more runs."""
    env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", KMP_WARNINGS="0", LD_LIBRARY_PATH="/usr/lib/llvm-19/lib",
               C2O_LAUNCH_REPORT="1")
    stop = check_pattern(coll) if coll.host_run == "until-check" else None
    runs, log = [], []
    for args in entry.runs_args:
        run_dir = prepare_run_dir(p, os.path.join(w.dir, "run-" + mode))
        rc, out, dt, stopped = run_streaming([exe] + shlex.split(args), run_dir, a.run_timeout, env, stop)
        runs.append(Run(args, rc, out, dt))
        log += [f"$ {exe} {args}", f"exit {rc}" + (" (stopped at its own check)" if stopped else ""), out]
        if rc == 124:
            break
    w.write_log(f"run-{mode}.txt", *log)
    return runs


def host_one(a, p, entry, coll):
    res = {"id": p.id, "key": p.key, "scope": entry.scope, "note": entry.note}
    w = Work(a, p)
    if not p.has_main():
        res["scope"] = "out:no main()"
    if not w.translate(res):
        res["category"] = "translate"
        return res
    for mode in a.modes:
        exe = os.path.join(w.dir, "prog-" + mode)
        ok, stage, err = w.build(mode, exe)
        res["build_" + mode] = "ok" if ok else stage
        if not ok:
            res.setdefault("category", f"build-{mode}")
            res.setdefault("first_error_" + mode, first_error(err))
            continue
        if mode in ("host", "gcc") and entry.runs and res["scope"] == "in":
            runs = run_host(a, p, entry, coll, w, mode, exe)
            res[f"run_{mode}_rc"] = max((r.rc for r in runs), key=abs)
            res[f"run_{mode}_s"] = round(sum(r.s for r in runs), 2)
            res[f"check_{mode}"] = runs_check(coll, runs)
            res[f"launches_{mode}"] = launch_counts(runs)
            same, why = judge(coll, entry, read_expected(a.expected_dir, p.key), runs,
                              cut=coll.host_run == "until-check")
            res[f"same_{mode}"] = same
            if why:
                res[f"why_{mode}"] = why
            if same == "no":
                res.setdefault("category", f"run-{mode}")
    res.setdefault("category", "")
    return res


def cmd_host(a):
    results = load_results(a)
    todo = selected(a)
    if not a.include_out_of_scope:
        for p, e, _ in [t for t in todo if not t[1].in_scope]:  # translated for the diagnostics, not built
            r = {"id": p.id, "key": p.key, "scope": e.scope, "note": e.note}
            Work(a, p).translate(r)
            results[p.key] = {**results.get(p.key, {}), **r}
        todo = [t for t in todo if t[1].in_scope]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(host_one, a, p, e, c): p for p, e, c in todo}
        for i, fu in enumerate(concurrent.futures.as_completed(futs)):
            p = futs[fu]
            try:
                r = fu.result()
            except Exception as exc:  # the harness must not stop on one program
                r = {"id": p.id, "key": p.key, "scope": "in", "category": f"harness error: {exc}"}
            old = results.get(p.key, {})
            keep = {k: v for k, v in old.items() if k in HOST_KEYS}  # the GPU columns stay (gpu-merge writes them)
            results[p.key] = {**keep, **r}
            lc = r.get("launches_host")
            status = r.get("category") or {"yes": "pass", None: "built"}.get(r.get("same_host"), r.get("same_host"))
            print(f"[{i + 1}/{len(todo)}] {p.id}: {status}"
                  f"{'' if not lc else f' (launches queued/sync {lc[0]}/{lc[1]})'}", flush=True)
            save_results(a, results)
    write_table(a, results)


def self_test_requirements(a):
    """--require ID=pass|fail|inconclusive,...: the harness's own test: it must tell a right answer from a wrong
    one, and a program whose original fails its own check from both."""
    res = load_results(a)
    bad = []
    for item in a.require.split(","):
        key, want = item.split("=")
        r = next((v for v in res.values() if v["id"].endswith(key)), {})
        got = {"yes": "pass", "inconclusive": "inconclusive"}.get(r.get("same_host"), "fail")
        if got != want:
            bad.append(f"{key}: {got}, expected {want} ({r.get('category')}: {r.get('why_host', '')})")
    for b in bad:
        print("SELF-TEST FAIL: " + b)
    return 1 if bad else 0


# ---------------------------------------------------------------- GPU

def cmd_gpu_merge(a):
    results = load_results(a)
    table = read_table(os.path.join(HERE, a.table))
    runs = {}
    for f in a.results:  # later files override earlier ones (a rerun of some programs)
        runs.update(parse_gpu_results(f))
    for key, r in results.items():
        coll = a.collections.get(collection_of(r))
        if coll is None:
            continue
        entry = entry_for(table, r["id"])
        if not r.get("scope", "").startswith("out:no main"):
            r["scope"] = entry.scope  # the table as it is now
        merge_one(r, coll, entry, runs.get((key, "cuda")), runs.get((key, "omp")), a.expected_dir,
                  a.update_expected)
    save_results(a, results)
    write_table(a, results)


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--corpus", default=DEFAULT_CORPUS)
    ap.add_argument("--build", default=os.path.join(TOP, "build"), help="cuda2omp's build folder")
    ap.add_argument("--work", default=None, help="work folder (default BUILD/realworld)")
    ap.add_argument("--only", default="", help="regular expression over program ids")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--write-docs", action="store_true", help="rewrite the table in docs/validation.md")
    ap.add_argument("--expected", default=None, help="folder of the CUDA originals' outputs (default tests/realworld/expected)")
    ap.add_argument("--table", default="programs.tsv", help="the table of programs (default tests/realworld/programs.tsv)")
    ap.add_argument("--collections", default=None, help="the table of collections (default collections.tsv beside "
                    "--table, else tests/realworld/collections.tsv)")
    ap.add_argument("--require", default="", help="self-test: ID=pass|fail|inconclusive,... the exit status is 1 "
                    "unless each program's host result is as given")
    sub = ap.add_subparsers(dest="cmd", required=True)
    h = sub.add_parser("host")
    h.add_argument("--modes", default="host,gfx90a,gcc")
    h.add_argument("--run-timeout", type=int, default=120)
    h.add_argument("--include-out-of-scope", action="store_true")
    g = sub.add_parser("gpu-pack")
    g.add_argument("dir")
    g.add_argument("--kinds", default="cuda,omp", help="what to build: cuda (nvcc), omp (clang 22), or both")
    g.add_argument("--add", action="store_true", help="add the selected programs to the pack staged in the work "
                   "folder by an earlier gpu-pack (rebuild some programs, keep the others)")
    m = sub.add_parser("gpu-merge")
    m.add_argument("results", nargs="+", help="results files of run_gpu.sh, later ones overriding earlier ones")
    m.add_argument("--update-expected", action="store_true")
    sub.add_parser("seed-docs")
    sub.add_parser("table")
    a = ap.parse_args()
    a.top = TOP
    a.work = os.path.abspath(a.work or os.path.join(a.build, "realworld"))
    a.expected_dir = os.path.abspath(a.expected or os.path.join(HERE, "expected"))
    table_dir = os.path.dirname(os.path.join(HERE, a.table))
    a.collections = read_collections(a.collections or (os.path.join(table_dir, "collections.tsv") if os.path.exists(
        os.path.join(table_dir, "collections.tsv")) else os.path.join(HERE, "collections.tsv")))
    a.cuda2omp = os.path.join(os.path.abspath(a.build), "bin", "cuda2omp")
    os.makedirs(a.work, exist_ok=True)
    if a.cmd in ("table", "seed-docs", "gpu-merge"):
        if a.cmd == "seed-docs":
            results = load_results(a)
            with open(os.path.join(TOP, "docs", "validation.md")) as f:
                added = seed_from_docs(f.read(), results)
            table = read_table(os.path.join(HERE, a.table))
            for r in results.values():  # the reasons of the scope as programs.tsv gives them now
                if r.get("seeded") and not r.get("scope", "").startswith("out:no main"):
                    r["scope"] = entry_for(table, r["id"]).scope
            save_results(a, results)
            print(f"seed-docs: {added} programs' rows taken from docs/validation.md")
        if a.cmd == "gpu-merge":
            cmd_gpu_merge(a)
        else:
            write_table(a, load_results(a))
        return
    if not os.path.exists(a.cuda2omp):
        sys.exit(f"harness: no {a.cuda2omp}: build cuda2omp first (cmake --build build)")
    if not os.path.isdir(a.corpus):
        sys.exit(f"harness: no corpus at {a.corpus}")
    a.helpers = subprocess.run([a.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()
    if a.cmd == "host":
        a.modes = [m for m in a.modes.split(",") if m]
        cmd_host(a)
        if a.require:
            sys.exit(self_test_requirements(a))
    elif a.cmd == "gpu-pack":
        a.kinds = a.kinds.split(",")
        sel = [(p, e, c) for p, e, c in selected(a) if e.in_scope and p.has_main()]
        cmd_gpu_pack(a, [t for t in sel if t[1].runs], load_results(a), lambda r: save_results(a, r),
                     [t for t in sel if not t[1].runs])


if __name__ == "__main__":
    main()
