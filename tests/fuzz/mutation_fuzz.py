#!/usr/bin/env python3
"""A bounded, seeded mutation fuzz of cuda2omp over the project's own inputs.

  mutation_fuzz.py --tool build/bin/cuda2omp --source-dir . [--seed 27] [--cases 90]
                   [--timeout 30] [--work DIR]          the fuzz (ctest: fuzz.mutation)
  mutation_fuzz.py ... --only N                          one case again (the failures name theirs)
  mutation_fuzz.py --tool ... --reduce DIR               a saved failure made smaller (lines, then tokens)
  mutation_fuzz.py --self-test --source-dir .            the checks themselves can fail (fuzz.mutation.self_test)

Each case takes one file of the project's own test inputs (tests/lit, tests/corpus,
tests/multifile, tests/install, examples: .cu/.cuh files, and CMake files for
--migrate-cmake), applies one to four mutations (a byte changed, the file cut
short, lines duplicated or deleted, two tokens swapped, a CUDA token inserted,
lines spliced in from another file), lays it out in a fresh folder

    case/in/    the mutated file and the other files of its folder (its includes)
    case/out/   the only place the tool may write (with -o, --out-root, --report)
    case/work/  the current folder (without -o the default ./cuda2omp_out lands here)
    case/home/  HOME, a sentinel that nothing may touch
    case/tmp/   TMPDIR: must be left empty

and runs the tool on it in one of several ways (-o, --out-root with --report,
--inplace, the default output folder, the output verified with clang, other
--memory/--omp-compiler settings, --migrate-cmake). A case fails when

  * the tool crashed: killed by a signal, an exit code of 128 or more or one
    that `cuda2omp --help` does not list under EXIT CODES, or LLVM's crash
    banner ("PLEASE submit a bug report", "Stack dump") on its output;
  * it hung: it ran past --timeout seconds;
  * it wrote outside its output folder: any file of case/ (in/, home/, work/,
    the sentinel folder beside the cases) created, changed or removed, other
    than under out/, under work/cuda2omp_out/ without -o, and prog.cu with
    its prog.cu.orig backup (equal to the input as it was) with --inplace;
  * it left files in TMPDIR.

Every case is drawn from Random(f"{seed}:{case}"), so a case is the same on
every machine and can be run alone (--only). A failure is kept under
WORK/failures/caseN/ (the mutated file, the command, what the tool printed)
and printed with the command that repeats it. Exit 1 when a case failed.
"""
import argparse
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

CORPUS_DIRS = ["tests/lit", "tests/corpus", "tests/multifile", "tests/install", "examples"]
CUDA_SUFFIXES = (".cu", ".cuh")
CMAKE_NAMES = ("CMakeLists.txt",)
CMAKE_SUFFIXES = (".cmake",)
CRASH_BANNERS = ("PLEASE submit a bug report", "Stack dump:", "AddressSanitizer", "terminate called",
                 "Segmentation fault", "UNREACHABLE executed", "Assertion `")

# Tokens a mutation may insert: what the translator's rules look for.
DICTIONARY = [
    "__global__", "__device__", "__host__", "__shared__", "__constant__", "__syncthreads();",
    "__syncwarp();", "<<<", ">>>", "<<<1, 1>>>", "{", "}", "(", ")", ";", ",", "[", "]", "*", "&",
    "#if 0\n", "#endif\n", "#define X(a) a\n", "template <typename T>", "template <int N>",
    "atomicAdd(", "atomicCAS(", "atomicMax(", "cudaMalloc(", "cudaMemcpy(", "cudaFree(",
    "cudaMallocManaged(", "threadIdx.x", "blockIdx.y", "blockDim.x * gridDim.x", "return;",
    "#include \"missing.cuh\"\n", "#include <cuda_runtime.h>\n", "__launch_bounds__(256)",
    "extern __shared__ float smem[];", "__shfl_down_sync(0xffffffff, v, 1)", "auto", "static",
    "const", "volatile", "register", "[&](int i) { return i; }", "namespace n {", "struct S {",
    "cooperative_groups::this_thread_block()", "float4", "dim3(2, 2)", "sizeof(float)",
    "for (int i = 0; i < n; ++i)", "if (threadIdx.x == 0)", "goto out;", "out:", "0x7fffffff",
    "\"", "'", "/*", "*/", "//", "\\\n", "#pragma once\n", "#pragma unroll\n", "__restrict__",
]
CMAKE_DICTIONARY = [
    "(", ")", "\"", "${", "}", "$<", ">", "[[", "]]", "[=[", "]=]", "#[[", "\\", ";", "#",
    "project(p LANGUAGES CUDA)", "enable_language(CUDA)", "add_executable(e a.cu)",
    "set(CMAKE_CUDA_FLAGS \"-arch=sm_80 -Xcompiler -fopenmp\")", "find_package(CUDA)",
    "cuda_add_executable(e a.cu OPTIONS -G)", "target_link_libraries(e CUDA::cudart)",
    "set_target_properties(e PROPERTIES CUDA_ARCHITECTURES 80)", "--expt-relaxed-constexpr",
    "-gencode arch=compute_80,code=sm_80", "$<$<COMPILE_LANGUAGE:CUDA>:-lineinfo>", "-Xcompiler=",
    "target_compile_options(e PRIVATE", "if(", "endif()", "CUDA_SEPARABLE_COMPILATION",
]
TOKEN = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d*)?[fFuUlL]*|<<<|>>>|::|->|\+\+|--|&&|\|\||[^\s\w]")


# --------------------------------------------------------------------------- corpus

def corpus(source_dir):
    """(path, kind) of every input, sorted: kind 'cuda' or 'cmake'."""
    out = []
    for d in CORPUS_DIRS:
        top = os.path.join(source_dir, d)
        for root, dirs, files in os.walk(top):
            dirs.sort()
            for f in sorted(files):
                p = os.path.join(root, f)
                if os.path.getsize(p) > 200_000:
                    continue
                if f.endswith(CUDA_SUFFIXES):
                    out.append((p, "cuda"))
                elif f in CMAKE_NAMES or f.endswith(CMAKE_SUFFIXES):
                    out.append((p, "cmake"))
    return out


# --------------------------------------------------------------------------- mutations

def m_byte(rng, data, _others, _dic):
    if not data:
        return data, "byte (empty)"
    b = bytearray(data)
    n = rng.randint(1, 4)
    for _ in range(n):
        i = rng.randrange(len(b))
        r = rng.random()
        if r < 0.5:
            b[i] = rng.randint(0x20, 0x7e)  # printable: the file stays text
        elif r < 0.8:
            b[i] ^= 1 << rng.randrange(8)
        else:
            b[i] = rng.choice([0x00, 0x0a, 0x22, 0x27, 0x5c, 0x7b, 0x7d, 0x80, 0xc3, 0xff])
    return bytes(b), f"byte x{n}"


def m_truncate(rng, data, _others, _dic):
    if not data:
        return data, "truncate (empty)"
    i = rng.randrange(len(data))
    return data[:i], f"truncate at {i}"


def lines_of(data):
    return data.splitlines(keepends=True)


def m_dup_lines(rng, data, _others, _dic):
    ls = lines_of(data)
    if not ls:
        return data, "dup (empty)"
    i = rng.randrange(len(ls))
    n = rng.randint(1, min(8, len(ls) - i))
    times = rng.randint(1, 3)
    ls[i:i] = ls[i:i + n] * times
    return b"".join(ls), f"dup lines {i + 1}+{n} x{times}"


def m_del_lines(rng, data, _others, _dic):
    ls = lines_of(data)
    if not ls:
        return data, "del (empty)"
    i = rng.randrange(len(ls))
    n = rng.randint(1, min(6, len(ls) - i))
    del ls[i:i + n]
    return b"".join(ls), f"del lines {i + 1}+{n}"


def tokens(data):
    text = data.decode("latin-1")
    return text, [(m.start(), m.end()) for m in TOKEN.finditer(text)]


def m_swap_tokens(rng, data, _others, _dic):
    text, toks = tokens(data)
    if len(toks) < 2:
        return data, "swap (no tokens)"
    a, b = sorted(rng.sample(range(len(toks)), 2))
    (s1, e1), (s2, e2) = toks[a], toks[b]
    text = text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]
    return text.encode("latin-1"), f"swap tokens {a},{b}"


def m_insert(rng, data, _others, dic):
    text, toks = tokens(data)
    at = rng.choice(toks)[rng.randrange(2)] if toks else 0
    word = rng.choice(dic)
    text = text[:at] + " " + word + " " + text[at:]
    return text.encode("latin-1"), f"insert {word!r} at {at}"


def m_delete_token(rng, data, _others, _dic):
    text, toks = tokens(data)
    if not toks:
        return data, "delete token (none)"
    i = rng.randrange(len(toks))
    s, e = toks[i]
    return (text[:s] + text[e:]).encode("latin-1"), f"delete token {i}"


def m_splice(rng, data, others, _dic):
    other_path, other = rng.choice(others)
    ol = lines_of(other)
    ls = lines_of(data)
    if not ol:
        return data, "splice (empty)"
    i = rng.randrange(len(ol))
    n = rng.randint(1, min(20, len(ol) - i))
    at = rng.randint(0, len(ls))
    ls[at:at] = ol[i:i + n]
    return b"".join(ls), f"splice {os.path.basename(other_path)}:{i + 1}+{n} at line {at + 1}"


MUTATIONS = [m_byte, m_byte, m_truncate, m_dup_lines, m_dup_lines, m_del_lines, m_del_lines,
             m_swap_tokens, m_swap_tokens, m_insert, m_insert, m_insert, m_delete_token, m_splice]

# How the tool is run: name, weight, kinds it applies to.
MODES = [("o", 5, "cuda"), ("out-root", 4, "cuda"), ("inplace", 2, "cuda"), ("default-out", 1, "cuda"),
         ("verify", 2, "cuda"), ("options", 3, "cuda"), ("migrate-cmake", 1, "cuda"),
         ("cmake", 1, "cmake")]
OPTION_SETS = [["--memory=device"], ["--memory=usm"], ["--omp-compiler=gcc", "--atomic-policy=safe"],
               ["--omp-compiler=clang19", "--atomic-reduction=off"], ["--explain-atomics", "--print-stats"],
               ["--report-only", "--report=../out/r.csv"], ["-j", "2", "--format-style=google"],
               ["--atomic-policy=fast", "--offload-arch=gfx942"]]


def make_case(seed, index, inputs):
    """The case: what is mutated, how, and how the tool is run (all from the seed)."""
    rng = random.Random(f"{seed}:{index}")
    kind = "cmake" if rng.random() < 0.12 else "cuda"
    pool = [p for p, k in inputs if k == kind] or [p for p, _ in inputs]
    path = rng.choice(pool)
    with open(path, "rb") as fh:
        data = fh.read()
    others = []
    for _ in range(3):
        p, _k = rng.choice(inputs)
        with open(p, "rb") as fh:
            others.append((p, fh.read()))
    dic = CMAKE_DICTIONARY if kind == "cmake" else DICTIONARY
    applied = []
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        data, what = rng.choice(MUTATIONS)(rng, data, others, dic)
        applied.append(what)
    modes = [(m, w) for m, w, k in MODES if k == kind]
    mode = rng.choices([m for m, _ in modes], weights=[w for _, w in modes])[0]
    options = rng.choice(OPTION_SETS) if mode == "options" else []
    return {"index": index, "source": path, "kind": kind, "data": data, "mutations": applied,
            "mode": mode, "options": options}


# --------------------------------------------------------------------------- running

def documented_exit_codes(tool):
    """The exit codes `tool --help` lists under EXIT CODES."""
    out = subprocess.run([tool, "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         timeout=60).stdout.decode("utf-8", "replace")
    if "EXIT CODES:" not in out:
        sys.exit(f"mutation_fuzz: '{tool} --help' lists no EXIT CODES")
    section = out.split("EXIT CODES:", 1)[1]
    codes = {int(m.group(1)) for m in re.finditer(r"^\s{1,4}(\d{1,3})\s", section, re.M)}
    if 0 not in codes:
        sys.exit(f"mutation_fuzz: no exit code 0 under EXIT CODES of '{tool} --help'")
    return codes


def snapshot(top, skip=()):
    """{relative path: sha256 or 'dir' or 'link:target'} of everything under top, but skip."""
    out = {}
    for root, dirs, files in os.walk(top):
        rel_root = os.path.relpath(root, top)
        dirs[:] = [d for d in dirs if os.path.normpath(os.path.join(rel_root, d)) not in skip]
        for d in dirs:
            out[os.path.normpath(os.path.join(rel_root, d))] = "dir"
        for f in files:
            p = os.path.join(root, f)
            rel = os.path.normpath(os.path.join(rel_root, f))
            if os.path.islink(p):
                out[rel] = "link:" + os.readlink(p)
                continue
            with open(p, "rb") as fh:
                out[rel] = hashlib.sha256(fh.read()).hexdigest()
    return out


def lay_out(case, case_dir):
    """case_dir/{in,out,work,home,tmp}; the input and its folder's other files in in/. Returns the input's path."""
    shutil.rmtree(case_dir, ignore_errors=True)
    for d in ("in", "out", "work", "home", "tmp"):
        os.makedirs(os.path.join(case_dir, d))
    with open(os.path.join(case_dir, "home", ".sentinel"), "w") as fh:
        fh.write("the tool must not touch this\n")
    src_dir = os.path.dirname(case["source"])
    inp = os.path.join(case_dir, "in")
    # The other files of the input's folder (what it includes), and its Inputs/.
    for f in sorted(os.listdir(src_dir)):
        p = os.path.join(src_dir, f)
        if os.path.isfile(p) and os.path.getsize(p) < 200_000 and f.endswith((".cu", ".cuh", ".h", ".hpp", ".inc")):
            shutil.copy(p, os.path.join(inp, f))
        elif os.path.isdir(p) and f in ("Inputs", "include"):
            shutil.copytree(p, os.path.join(inp, f), symlinks=True)
    if case["kind"] == "cmake":
        name = "CMakeLists.txt"
        with open(os.path.join(inp, "a.cu"), "w") as fh:
            fh.write("__global__ void k(float *x) { x[threadIdx.x] = 1; }\n")
    else:
        name = "prog.cu"
    path = os.path.join(inp, name)
    with open(path, "wb") as fh:
        fh.write(case["data"])
    return path


def command(tool, case):
    """argv and the current folder (relative to the case folder)."""
    m = case["mode"]
    if m == "o":
        return [tool, "--no-verify", "../in/prog.cu", "-o", "../out/prog.cpp"], "work"
    if m == "out-root":
        return [tool, "--no-verify", "--in-root", "../in", "--out-root", "../out", "--report=../out/report.json",
                "../in/prog.cu"], "work"
    if m == "inplace":
        return [tool, "--no-verify", "--inplace", "../in/prog.cu"], "work"
    if m == "default-out":
        return [tool, "--no-verify", "--in-root", "../in", "../in/prog.cu"], "work"
    if m == "verify":
        return [tool, "../in/prog.cu", "-o", "../out/prog.cpp"], "work"
    if m == "options":
        return [tool, "--no-verify"] + case["options"] + ["../in/prog.cu", "-o", "../out/prog.cpp"], "work"
    if m == "migrate-cmake":
        with_cmake = [tool, "--no-verify", "--migrate-cmake", "--in-root", "../in", "--out-root", "../out",
                      "../in/prog.cu"]
        return with_cmake, "work"
    if m == "cmake":
        return [tool, "--no-verify", "--migrate-cmake", "--in-root", "../in", "--out-root", "../out",
                "../in/a.cu"], "work"
    raise ValueError(m)


def run_case(tool, case, case_dir, sentinel_dir, codes, timeout):
    """(problems, result): problems is a list of one-line strings, empty when the case passed."""
    path = lay_out(case, case_dir)
    argv, cwd = command(tool, case)
    skip_in_case = {"out"} | ({"work/cuda2omp_out"} if case["mode"] == "default-out" else set())
    before = snapshot(case_dir, skip_in_case)
    before_sentinel = snapshot(sentinel_dir)
    env = dict(os.environ, HOME=os.path.join(case_dir, "home"), TMPDIR=os.path.join(case_dir, "tmp"),
               LC_ALL="C")
    start = time.monotonic()
    problems = []
    try:
        p = subprocess.Popen(argv, cwd=os.path.join(case_dir, cwd), env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, start_new_session=True)
        try:
            out, _ = p.communicate(timeout=timeout)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, _ = p.communicate()
            rc = None
            problems.append(f"hang: still running after {timeout} s")
    except OSError as e:
        return [f"cannot run {argv[0]}: {e}"], {"rc": None, "output": "", "argv": argv, "seconds": 0}
    seconds = time.monotonic() - start
    text = out.decode("utf-8", "replace")
    if rc is not None:
        if rc < 0:
            problems.append(f"crash: killed by signal {-rc} ({signal.Signals(-rc).name})")
        elif rc >= 128:
            problems.append(f"crash: exit code {rc} (a signal's, 128 + {rc - 128})")
        elif rc not in codes:
            problems.append(f"crash: exit code {rc}, not one that --help documents ({sorted(codes)})")
    for banner in CRASH_BANNERS:
        if banner in text:
            problems.append(f"crash: the output holds {banner!r}")
            break
    # What changed outside out/.
    after = snapshot(case_dir, skip_in_case)
    allowed = set()
    if case["mode"] == "inplace":
        allowed = {"in/prog.cu", "in/prog.cu.orig"}
        orig = os.path.join(case_dir, "in", "prog.cu.orig")
        if os.path.exists(orig):
            with open(orig, "rb") as fh:
                if fh.read() != case["data"]:
                    problems.append("input lost: in/prog.cu.orig is not the input as it was")
    for rel in sorted(set(before) | set(after)):
        if rel in allowed or rel == "tmp" or rel.startswith("tmp/"):
            continue
        if before.get(rel) != after.get(rel):
            how = "created" if rel not in before else "removed" if rel not in after else "changed"
            what = "the input" if rel == os.path.relpath(path, case_dir) else rel
            problems.append(f"wrote outside the output folder: {what} {how}")
    left = [os.path.relpath(os.path.join(r, f), case_dir) for r, _d, fs in os.walk(os.path.join(case_dir, "tmp"))
            for f in fs]
    if left:
        problems.append(f"left {len(left)} file(s) in TMPDIR: {', '.join(sorted(left)[:3])}")
    if snapshot(sentinel_dir) != before_sentinel:
        problems.append(f"wrote outside the output folder: the sentinel folder {sentinel_dir} changed")
    return problems, {"rc": rc, "output": text, "argv": argv, "cwd": cwd, "seconds": seconds}


def keep_failure(case, result, problems, case_dir, failures_dir):
    dest = os.path.join(failures_dir, f"case{case['index']}")
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    name = "CMakeLists.txt" if case["kind"] == "cmake" else "prog.cu"
    with open(os.path.join(dest, name), "wb") as fh:
        fh.write(case["data"])
    with open(os.path.join(dest, "case.txt"), "w") as fh:
        fh.write(f"source: {case['source']}\nmutations: {'; '.join(case['mutations'])}\nmode: {case['mode']}\n"
                 f"argv (in case/{result.get('cwd', 'work')}): {' '.join(result['argv'])}\n"
                 f"exit code: {result['rc']}\nproblems:\n" + "".join(f"  {p}\n" for p in problems))
    with open(os.path.join(dest, "output.txt"), "w") as fh:
        fh.write(result["output"])
    with open(os.path.join(dest, "case.repr"), "w") as fh:
        fh.write(repr({k: v for k, v in case.items() if k != "data"}))
    return dest


def fuzz(args):
    tool = os.path.abspath(args.tool)
    codes = documented_exit_codes(tool)
    inputs = corpus(args.source_dir)
    if not inputs:
        sys.exit(f"mutation_fuzz: no inputs under {args.source_dir}")
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="c2o-fuzz-"))
    os.makedirs(work, exist_ok=True)
    sentinel = os.path.join(work, "sentinel")
    shutil.rmtree(sentinel, ignore_errors=True)
    os.makedirs(sentinel)
    with open(os.path.join(sentinel, "keep.txt"), "w") as fh:
        fh.write("nothing may write here\n")
    failures_dir = os.path.join(work, "failures")
    shutil.rmtree(failures_dir, ignore_errors=True)
    indices = [args.only] if args.only is not None else range(args.first, args.first + args.cases)
    print(f"mutation_fuzz: seed {args.seed}, {len(indices)} case(s) from {args.first if args.only is None else args.only},"
          f" {len(inputs)} inputs, timeout {args.timeout} s, exit codes {sorted(codes)}, work {work}", flush=True)
    failed, by_mode, by_rc, start = [], {}, {}, time.monotonic()
    for i in indices:
        if args.budget and time.monotonic() - start > args.budget:
            print(f"mutation_fuzz: stopped after {i - args.first} cases: the budget of {args.budget} s is spent")
            break
        case = make_case(args.seed, i, inputs)
        case_dir = os.path.join(work, "case")
        problems, result = run_case(tool, case, case_dir, sentinel, codes, args.timeout)
        by_mode[case["mode"]] = by_mode.get(case["mode"], 0) + 1
        by_rc[result["rc"]] = by_rc.get(result["rc"], 0) + 1
        if args.verbose:
            print(f"  case {i}: {case['mode']} rc={result['rc']} {result['seconds']:.1f}s "
                  f"{os.path.relpath(case['source'], args.source_dir)} [{'; '.join(case['mutations'])}]", flush=True)
        if problems:
            dest = keep_failure(case, result, problems, case_dir, failures_dir)
            failed.append(i)
            print(f"FAIL case {i}: {'; '.join(problems)}\n"
                  f"  input {os.path.relpath(case['source'], args.source_dir)} mutated by {'; '.join(case['mutations'])}"
                  f", mode {case['mode']}\n  kept in {dest}\n"
                  f"  again: {sys.argv[0]} --tool {args.tool} --source-dir {args.source_dir} --seed {args.seed}"
                  f" --only {i}", flush=True)
        shutil.rmtree(case_dir, ignore_errors=True)
    ran = sum(by_mode.values())
    rcs = ", ".join(f"{'timeout' if k is None else k}: {v}" for k, v in sorted(by_rc.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
    modes = ", ".join(f"{k} {v}" for k, v in sorted(by_mode.items()))
    print(f"mutation_fuzz: {ran} cases in {time.monotonic() - start:.0f} s (modes: {modes}; exit codes: {rcs})")
    if failed:
        print(f"mutation_fuzz: {len(failed)} of {ran} cases failed: {', '.join(map(str, failed))}")
        return 1
    print(f"mutation_fuzz: no crash, hang or write outside the output folder in {ran} cases")
    return 0


# --------------------------------------------------------------------------- reduction

def reduce_failure(args):
    """Makes the kept failure args.reduce smaller while the first kind of problem stays."""
    tool = os.path.abspath(args.tool)
    codes = documented_exit_codes(tool)
    d = os.path.abspath(args.reduce)
    with open(os.path.join(d, "case.repr")) as fh:
        case = eval(fh.read())  # noqa: S307 -- written by keep_failure
    name = "CMakeLists.txt" if case["kind"] == "cmake" else "prog.cu"
    with open(os.path.join(d, name), "rb") as fh:
        data = fh.read()
    work = tempfile.mkdtemp(prefix="c2o-reduce-")
    sentinel = os.path.join(work, "sentinel")
    os.makedirs(sentinel)

    def kind_of(problems):
        return problems[0].split(":")[0] + ":" + problems[0].split(":")[1].split("(")[0] if problems else None

    case["data"] = data
    want = kind_of(run_case(tool, case, os.path.join(work, "case"), sentinel, codes, args.timeout)[0])
    if not want:
        sys.exit("mutation_fuzz: the kept case does not fail (any more)")
    print(f"reducing {len(data)} bytes, keeping '{want}'")

    def fails(candidate):
        case["data"] = candidate
        return kind_of(run_case(tool, case, os.path.join(work, "case"), sentinel, codes, args.timeout)[0]) == want

    for unit in ("lines", "tokens"):
        if unit == "lines":
            parts = lines_of(data)
        else:
            text, toks = tokens(data)
            parts, last = [], 0
            for s, e in toks:
                parts.append(text[last:e].encode("latin-1"))
                last = e
            parts.append(text[last:].encode("latin-1"))
        chunk = max(1, len(parts) // 2)
        while chunk >= 1:
            i, changed = 0, False
            while i < len(parts):
                cand = parts[:i] + parts[i + chunk:]
                if fails(b"".join(cand)):
                    parts, changed = cand, True
                else:
                    i += chunk
            print(f"  {unit}: chunk {chunk}: {len(b''.join(parts))} bytes", flush=True)
            if chunk == 1 and not changed:
                break
            chunk = chunk // 2 if chunk > 1 else (1 if changed else 0)
        data = b"".join(parts)
    out = os.path.join(d, "reduced-" + name)
    with open(out, "wb") as fh:
        fh.write(data)
    shutil.rmtree(work, ignore_errors=True)
    print(f"reduced to {len(data)} bytes: {out}")
    return 0


# --------------------------------------------------------------------------- self-test

FAKE_TOOL = r'''#!/usr/bin/env python3
import os, sys, time, signal
if "--help" in sys.argv:
    print("OPTIONS: ...\nEXIT CODES:\n  0  translated\n  1  usage error\n  2  bad input\nDetails: docs")
    sys.exit(0)
how = os.environ["C2O_FAKE"]
inp = [a for a in sys.argv[1:] if a.endswith(("prog.cu", "a.cu"))][0]
if how == "segv": os.kill(os.getpid(), signal.SIGSEGV)
if how == "abort-banner": print("PLEASE submit a bug report to ..."); sys.exit(1)
if how == "exit-code": sys.exit(7)
if how == "exit-134": sys.exit(134)
if how == "hang": time.sleep(60)
if how == "write-input": open(inp, "a").write("// changed\n")
if how == "write-home": open(os.path.join(os.environ["HOME"], "x"), "w").write("x")
if how == "write-beside": open(os.path.join(os.path.dirname(inp), "extra.cpp"), "w").write("x")
if how == "write-cwd": open("stray.cpp", "w").write("x")
if how == "write-sentinel": open(os.path.join(os.environ["C2O_SENTINEL"], "x"), "w").write("x")
if how == "tmp-left": open(os.path.join(os.environ["TMPDIR"], "left.o"), "w").write("x")
if how == "bad-orig": open(inp + ".orig", "w").write("not the input")
if how in ("ok", "bad-orig") and "-o" in sys.argv:
    open(sys.argv[sys.argv.index("-o") + 1], "w").write("// out\n")
sys.exit(0)
'''


def self_test(args):
    """Each problem the fuzz looks for, planted by a fake tool: each must be reported; a clean one must pass."""
    work = tempfile.mkdtemp(prefix="c2o-fuzz-self-")
    tool = os.path.join(work, "fake-cuda2omp")
    with open(tool, "w") as fh:
        fh.write(FAKE_TOOL)
    os.chmod(tool, 0o755)
    codes = documented_exit_codes(tool)
    inputs = corpus(args.source_dir)
    case = make_case(args.seed, 0, inputs)
    case.update(kind="cuda", mode="o")
    sentinel = os.path.join(work, "sentinel")
    os.makedirs(sentinel)
    expect = {"segv": "crash: killed by signal", "abort-banner": "crash: the output holds",
              "exit-code": "crash: exit code 7", "exit-134": "crash: exit code 134", "hang": "hang:",
              "write-input": "wrote outside the output folder: the input changed",
              "write-home": "wrote outside the output folder: home/x created",
              "write-beside": "wrote outside the output folder: in/extra.cpp created",
              "write-cwd": "wrote outside the output folder: work/stray.cpp created",
              "write-sentinel": "the sentinel folder", "tmp-left": "left 1 file(s) in TMPDIR",
              "bad-orig": "input lost", "ok": None}
    bad = 0
    for how, want in expect.items():
        os.environ["C2O_FAKE"] = how
        os.environ["C2O_SENTINEL"] = sentinel
        case["mode"] = "inplace" if how == "bad-orig" else "o"
        problems, _ = run_case(tool, case, os.path.join(work, "case"), sentinel, codes, 3 if how == "hang" else 30)
        got = "; ".join(problems)
        ok = (not problems) if want is None else any(want in p for p in problems)
        print(f"{'ok  ' if ok else 'MISS'} {how}: {got or 'no problem'}")
        bad += not ok
        shutil.rmtree(sentinel)
        os.makedirs(sentinel)
    # The case generator is deterministic.
    a = make_case(args.seed, 5, inputs)
    b = make_case(args.seed, 5, inputs)
    if a != b:
        print("MISS the same seed and case gave different cases")
        bad += 1
    shutil.rmtree(work, ignore_errors=True)
    total = len(expect) + 1
    print(f"mutation_fuzz self-test: {total - bad} of {total} checks caught")
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", help="the cuda2omp executable")
    ap.add_argument("--source-dir", required=True, help="the project's source folder (its test inputs)")
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--cases", type=int, default=90)
    ap.add_argument("--first", type=int, default=0, help="number of the first case")
    ap.add_argument("--only", type=int, help="run this case alone")
    ap.add_argument("--timeout", type=int, default=30, help="seconds a case may run (longer: a hang)")
    ap.add_argument("--budget", type=int, default=0, help="stop after this many seconds (0: run every case)")
    ap.add_argument("--work", help="folder for the cases and the kept failures (default: a new temporary one)")
    ap.add_argument("--reduce", metavar="DIR", help="reduce the failure kept in DIR")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per case")
    args = ap.parse_args()
    args.source_dir = os.path.abspath(args.source_dir)
    if args.self_test:
        return self_test(args)
    if not args.tool:
        ap.error("--tool is required")
    if args.reduce:
        return reduce_failure(args)
    return fuzz(args)


if __name__ == "__main__":
    sys.exit(main())
