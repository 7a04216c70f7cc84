#!/usr/bin/env python3
"""Runs one libFuzzer target of tests/fuzz/libfuzzer for a bounded time (ctest: fuzz.libfuzzer.NAME).

  run_libfuzzer.py TARGET SEEDS WORK [--runs N] [--max-seconds S] [--seed 27] [EXTRA_CORPUS_DIR ...]

WORK is emptied first; the fuzzer starts from the seeds (tests/fuzz/libfuzzer/
seeds/NAME: small inputs written for it, and regress-* inputs that once made
it fail) and the extra folders (the project's own files, read only), writes
what it learns to WORK/corpus and stops after --runs inputs or --max-seconds,
whichever comes first. The same seed, runs and binary give the same inputs
when the run count is reached. A failure (a sanitizer report, a crash, an
assertion of the target, an input slower than 10 s or larger than 2 GB of
memory) leaves WORK/crash-* (or timeout-*, oom-*): the command to repeat it
is printed, and the run fails. Prints "N runs in S s, corpus of K inputs".
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("target")
    ap.add_argument("seeds")
    ap.add_argument("work")
    ap.add_argument("extra", nargs="*")
    ap.add_argument("--runs", type=int, default=50000)
    ap.add_argument("--max-seconds", type=int, default=20)
    ap.add_argument("--seed", type=int, default=27)
    args = ap.parse_args()
    if not os.access(args.target, os.X_OK):
        print(f"run_libfuzzer: {args.target} is not built (the external project c2o_fuzz_targets builds it)")
        return 1
    shutil.rmtree(args.work, ignore_errors=True)
    corpus = os.path.join(args.work, "corpus")
    os.makedirs(corpus)
    name = os.path.basename(args.target)
    argv = [args.target, f"-seed={args.seed}", f"-runs={args.runs}", f"-max_total_time={args.max_seconds}",
            "-timeout=10", "-rss_limit_mb=2048", "-print_final_stats=1",
            f"-artifact_prefix={args.work}/", corpus, args.seeds] + [d for d in args.extra if os.path.isdir(d)]
    print("run_libfuzzer: " + " ".join(argv), flush=True)
    start = time.monotonic()
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       env=dict(os.environ, ASAN_OPTIONS="detect_leaks=1:abort_on_error=0",
                                UBSAN_OPTIONS="print_stacktrace=1"))
    seconds = time.monotonic() - start
    out = p.stdout.decode("utf-8", "replace")
    with open(os.path.join(args.work, "log.txt"), "w") as fh:
        fh.write(out)
    runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", out)
    artifacts = sorted(glob.glob(os.path.join(args.work, "crash-*")) + glob.glob(os.path.join(args.work, "timeout-*")) +
                       glob.glob(os.path.join(args.work, "oom-*")) + glob.glob(os.path.join(args.work, "leak-*")))
    if p.returncode != 0 or artifacts:
        # The lines that say what went wrong, not the whole log.
        lines = out.splitlines()
        first = next((i for i, l in enumerate(lines) if re.search(r"ERROR:|^fuzz_|runtime error:|==ERROR", l)), 0)
        print("\n".join(lines[max(0, first - 5):first + 40]))
        print(f"run_libfuzzer: {name} FAILED (exit code {p.returncode}) after {seconds:.0f} s; log {args.work}/log.txt")
        for a in artifacts:
            print(f"  input: {a}\n  again: {args.target} {a}")
        print("  fix the cause, then keep the input as a regression seed: "
              f"cp INPUT {args.seeds}/regress-<what>")
        return 1
    kept = len(os.listdir(corpus))
    why = "run count" if runs and int(runs.group(1)) >= args.runs else "time limit"
    print(f"run_libfuzzer: {name}: {runs.group(1) if runs else '?'} runs in {seconds:.0f} s ({why} reached), "
          f"corpus of {kept} new inputs; no crash, leak, timeout or failed check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
