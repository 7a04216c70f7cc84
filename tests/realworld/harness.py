#!/usr/bin/env python3
"""The real-world harness: cuda2omp over whole CUDA programs as people write them.

For each program folder of a corpus (default ../shared/corpus: NVIDIA's CUDA
samples and Rodinia), it translates the folder's CUDA sources as one project
(with the collection's own headers, the include folders and -D flags of the
folder's CMakeLists.txt / Makefile, the include folders of the Makefiles it
hands the build to, a CUDA SDK's common/inc read as the samples' Common),
builds the translation (the program's own static libraries too; the files the
translation leaves as written are compiled as the original's host compiler
compiled them), runs it and compares what it prints with what the CUDA
original printed on the H100.

  harness.py host    [--only RE] [-j N] [--modes host,gfx90a,gcc]
        translate, build (clang 19 host offload; clang 19 gfx90a link; GCC 12
        host), run on the host, compare with tests/realworld/expected/<id>.out,
        write the table (work/table.md, and docs/validation.md's marked block
        with --write-docs). No GPU needed.
  harness.py gpu-pack DIR   [--only RE] [-j N]
        build the CUDA originals (nvcc sm_90) and the translations (clang 22
        sm_90) into DIR with the programs' data and run_gpu.sh, for the device
        tool: run `bash DIR/run_gpu.sh` there; it writes one results file.
  harness.py gpu-merge RESULTS [--update-expected]
        read the device's results file: the CUDA originals' outputs become the
        expected outputs (with --update-expected), the translations' outputs
        are compared, times recorded; the table is rewritten.

What is a program, how it is run and what is out of scope is data:
tests/realworld/programs.tsv (see its header). Nothing in here knows a
program by name.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
DEFAULT_CORPUS = os.path.normpath(os.path.join(TOP, "..", "shared", "corpus"))
EXPECTED_DIR = os.path.join(HERE, "expected")
RPATH19 = "-Wl,-rpath,/usr/lib/llvm-19/lib"
ROCM_BITCODE = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
CLANG22_PREFIX = os.environ.get("C2O_CLANG22_PREFIX", "/opt/clang22-omp")
NVCC = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")
# the CUDA runtime names CUDA 13 removed, for the originals' (the reference's) build only
REFERENCE_COMPAT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cuda13_reference_compat.h")
SOURCE_EXT = (".cu", ".cpp", ".cc", ".cxx", ".c")
CUDA_INCLUDE = re.compile(r'#\s*include\s*[<"](cuda|cublas|cusparse|curand|cufft|thrust/|cub/|cooperative_groups'
                          r'|helper_cuda|device_launch_parameters|vector_types|math_constants|cuComplex'
                          r'|sm_\d|npp|nvjpeg|cusolver|cuda_fp16|cuda_bf16)')

# old C, as the originals' gcc accepted it: implicit declarations and int, loose pointer conversions
OLD_C = ["-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int", "-Wno-error=int-conversion",
         "-Wno-error=incompatible-pointer-types"]
CUDA_RUNTIME_CALL = re.compile(r"^[^/\n]*\bcuda[A-Z]\w*\s*\(", re.M)


# ---------------------------------------------------------------- the table of programs

class Entry:
    """One row of programs.tsv: a folder pattern and what to do with it."""

    def __init__(self, pattern, scope, args, note, sources="", mask="", flags=""):
        self.pattern, self.scope, self.args, self.note = pattern, scope, args, note
        self.sources = sources.split()
        self.flags = flags.split()
        self.mask = re.compile(mask) if mask else None

    @property
    def runs(self):
        return self.scope == "in"

    @property
    def in_scope(self):
        return not self.scope.startswith("out:")


def read_table(path):
    """programs.tsv: PATTERN<TAB>SCOPE<TAB>ARGS<TAB>NOTE<TAB>SOURCES<TAB>MASK<TAB>FLAGS;
    '#' comments. MASK: a regular expression over the output whose matches are
    nondeterministic in the original too (which host thread ran a task); they
    are masked in both outputs before comparing. FLAGS: compiler flags the
    translation's build adds for every compiler, where the original relies on
    its host compiler's (GCC's) way with undefined behaviour (the NOTE says
    what: -fwrapv for a signed overflow). SCOPE is 'in', 'build:<why>' (translated and built, not run) or
    'out:<category>'; ARGS the command-line arguments of the run ('-' for
    none); SOURCES the program's sources when the folder holds several
    programs (globs relative to the folder); the first row whose regular
    expression matches the program id wins."""
    rows = []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = line.split("\t")
            while len(cols) < 7:
                cols.append("")
            pat, scope, args, note, sources, mask, flags = (c.strip() for c in cols[:7])
            rows.append(Entry(re.compile(pat + "$"), scope or "in", "" if args in ("", "-") else args, note,
                              "" if sources == "-" else sources, "" if mask == "-" else mask,
                              "" if flags == "-" else flags))
    return rows


def entry_for(table, pid):
    for e in table:
        if e.pattern.match(pid):
            return e
    return Entry(None, "in", "", "")


# ---------------------------------------------------------------- programs

class Program:
    def __init__(self, collection_root, folder, only=()):
        self.root = collection_root                       # the collection's top (Common/ lives under it)
        self.folder = folder                              # the program's folder
        self.rel = os.path.relpath(folder, collection_root)
        self.id = os.path.basename(collection_root) + "/" + self.rel
        self.key = re.sub(r"[^A-Za-z0-9_.-]", "_", self.id)
        self.sources = []                                 # every source file under the folder
        for d, _, files in os.walk(folder):
            for fn in sorted(files):
                if fn.endswith(SOURCE_EXT):
                    self.sources.append(os.path.join(d, fn))
        self.sources.sort()

    def select(self, globs):
        """Keep only the sources the table names (a folder of several programs)."""
        if globs:
            import fnmatch
            self.sources = [s for s in self.sources
                            if any(fnmatch.fnmatch(os.path.relpath(s, self.folder), g) for g in globs)]

    def text(self, path):
        with open(path, errors="replace") as f:
            return f.read()

    def included_sources(self):
        """Sources another source of the folder includes (#include "k.cu"): not compiled on their own."""
        names = set()
        scanned = list(self.sources)
        for d, _, files in os.walk(self.folder):  # headers include sources too (#include "util.cu" in a .cuh)
            scanned += [os.path.join(d, f) for f in files if f.endswith((".h", ".cuh", ".hpp", ".inl"))]
        for s in scanned:
            for m in re.finditer(r'#\s*include\s*"([^"]+)"', self.text(s)):
                names.add(os.path.normpath(os.path.join(os.path.dirname(s), m.group(1))))
        return {s for s in self.sources if os.path.normpath(s) in names}

    def cuda_inputs(self):
        """What cuda2omp translates: .cu and C++ files (a C++ file may reach CUDA
        through a project header), and C files that include CUDA headers or call
        the CUDA runtime (C's implicit declarations: the original links libcudart)."""
        return [s for s in self.sources if not s.endswith(".c") or CUDA_INCLUDE.search(self.text(s))
                or CUDA_RUNTIME_CALL.search(self.text(s))]

    def compiled(self):
        """What the build compiles: every source that no other source includes."""
        inc = self.included_sources()
        return [s for s in self.sources if s not in inc]

    def has_main(self):
        return any(re.search(r"^[\w\s]*\bmain\s*\(", self.text(s), re.M) for s in self.compiled())


def discover(corpus):
    """Program folders: under each collection, the deepest folders that hold
    sources with a main(), grouped at the first level below Samples/<area>/ or
    cuda/ (a sample's src/ belongs to the sample)."""
    progs = []
    for coll in sorted(os.listdir(corpus)):
        croot = os.path.join(corpus, coll)
        if not os.path.isdir(croot):
            continue
        for base in ("Samples", "cuda"):
            b = os.path.join(croot, base)
            if not os.path.isdir(b):
                continue
            for dirpath, dirs, files in os.walk(b):
                dirs.sort()
                depth = os.path.relpath(dirpath, b).count(os.sep) + 1
                # Samples/<area>/<sample>: depth 2; cuda/<program>: depth 1
                want = 2 if base == "Samples" else 1
                if dirpath != b and depth == want:
                    p = Program(croot, dirpath)
                    if any(s.endswith(".cu") for s in p.sources) or any(
                            CUDA_INCLUDE.search(p.text(s)) for s in p.sources):
                        progs.append(p)
                    dirs[:] = []
    return progs


# ---------------------------------------------------------------- build flags

MAKE_VAR = re.compile(r"\$[({](\w+)[)}]")
MAKE_ASSIGN = re.compile(r"^\s*(?:override\s+|export\s+)?([A-Za-z_]\w*)\s*([:+?]?)=\s*(.*)$")


def makefiles(p):
    """The folder's Makefile, and the Makefiles of the folders it hands the
    build to (`cd CUDA; make`, `$(MAKE) -C src`), as (path, delegated)."""
    top = os.path.join(p.folder, "Makefile")
    if not os.path.isfile(top):
        return []
    out = [(top, False)]
    for m in re.finditer(r"(?:\bcd\s+([\w./-]+)\s*(?:;|&&)\s*(?:\$\(MAKE\)|make)\b|"
                         r"(?:\$\(MAKE\)|\bmake)\s+-C\s*([\w./-]+))", p.text(top)):
        f = os.path.normpath(os.path.join(p.folder, m.group(1) or m.group(2), "Makefile"))
        if os.path.isfile(f) and f.startswith(p.folder + os.sep) and (f, True) not in out:
            out.append((f, True))
    return out


def make_text(p, path):
    """A Makefile's text with its own variables expanded ($(NAME), ${NAME}: the
    assignments of that file, '+=' appending; what it does not define, such as
    the variables of an included make.config, stays as written)."""
    t = re.sub(r"\\\n", " ", p.text(path))
    t = "\n".join(ln.split("#", 1)[0] for ln in t.split("\n"))  # make's comments
    var = {}
    for ln in t.split("\n"):
        m = MAKE_ASSIGN.match(ln)
        if m:
            name, op, val = m.group(1), m.group(2), m.group(3).strip()
            if op == "+":
                var[name] = (var.get(name, "") + " " + val).strip()
            elif op != "?" or name not in var:
                var[name] = val

    def expand(text, depth=0):
        if depth > 8:
            return text
        return MAKE_VAR.sub(lambda m: expand(var[m.group(1)], depth + 1) if m.group(1) in var else m.group(0), text)
    return expand(t)


def archives(p):
    """Static libraries the Makefiles link from another folder of the program
    (`$(MATRIX_DIR)/meschach.a`, built there by that folder's own build): the
    folders, of C files only, whose C files without a main() the harness
    compiles into the library. Their sources are not the program's own."""
    out = []
    for f, _ in makefiles(p):
        here = os.path.dirname(f)
        for m in re.finditer(r"(?<![\w$./-])([\w./-]+)\.a\b", make_text(p, f)):
            d = os.path.dirname(os.path.normpath(os.path.join(here, m.group(1))))
            if d.startswith(p.folder + os.sep) and d != here and d not in out and os.path.isdir(d):
                names = os.listdir(d)
                if any(n.endswith(".c") for n in names) and not any(n.endswith(".cu") for n in names):
                    out.append(d)
    return out


def sdk_common(p):
    """The CUDA samples' common include folder of the corpus (helper_cuda.h ...),
    for a Makefile's -I of a CUDA SDK's common/inc folder."""
    corpus = os.path.dirname(p.root)
    for coll in sorted(os.listdir(corpus)):
        d = os.path.join(corpus, coll, "Common")
        if os.path.isfile(os.path.join(d, "helper_cuda.h")):
            return d
    return None


def cuda_install_include(d):
    """A CUDA installation's include folder: the translation must not see CUDA's own headers."""
    return os.path.isfile(os.path.join(d, "cuda_runtime_api.h"))


def implicit_folders(p):
    """The program's folder and its sources' folders, searched though no build file names them."""
    return list(dict.fromkeys([p.folder] + [os.path.dirname(s) for s in p.sources]))


SYSTEM_INCLUDE = ["/usr/include", "/usr/include/x86_64-linux-gnu", "/usr/include/c++/12"]


def shadows_system_header(folder):
    """Does folder hold a header named as a system header (a program's own
    unistd.h, a Windows stand-in)?"""
    for d, _, files in os.walk(folder):
        for f in files:
            rel = os.path.relpath(os.path.join(d, f), folder)
            if f.endswith((".h", ".hpp")) and any(os.path.isfile(os.path.join(s, rel)) for s in SYSTEM_INCLUDE):
                return True
    return False


def include_option(p, folder):
    """-I for a folder, but -idirafter for a folder only the harness searches
    (implicit_folders, not named by a build file) that holds a header named as
    a system header: searched after the system's folders, so that a program's
    own unistd.h (a Windows shim) does not hide the system's, as in the
    original's build, which does not search that folder for <...>. (Only
    then: clang counts a header found through -idirafter as a system header,
    which cuda2omp does not translate.)"""
    named = build_flags(p)[3]
    implicit = folder in implicit_folders(p) and folder not in named
    return "-idirafter" if implicit and shadows_system_header(folder) else "-I"


def translation_root(p):
    """The --in-root of the translation: the collection's folder, or the
    corpus's when the build names an include folder of another collection (the
    CUDA samples' Common for an SDK's common/inc), whose headers (helper_cuda.h)
    are then translated with the program."""
    corpus = os.path.dirname(p.root)
    outside = [i for i in build_flags(p)[0] if not i.startswith(p.root + os.sep) and i.startswith(corpus + os.sep)]
    return corpus if outside else p.root


def build_flags(p):
    """Include folders, -D flags and CUDA libraries of the folder's build files."""
    incs, defs, libs = [], [], set()
    f = os.path.join(p.folder, "CMakeLists.txt")
    if os.path.exists(f):
        t = p.text(f)
        for m in re.finditer(r"(?:target_)?include_directories\s*\(([^)]*)\)", t):
            for w in m.group(1).split():
                if "$" in w or w in ("PRIVATE", "PUBLIC", "INTERFACE", "SYSTEM", "BEFORE", "AFTER") \
                        or not re.match(r"^[\w./-]+$", w):
                    continue
                incs.append(os.path.normpath(os.path.join(p.folder, w)))
        for m in re.finditer(r"(?:add|target)_compile_definitions\s*\(([^)]*)\)", t):
            for w in m.group(1).split():
                if re.match(r"^[A-Za-z_]\w*(=\S+)?$", w) and w not in ("PRIVATE", "PUBLIC", "INTERFACE"):
                    defs.append("-D" + w)
        for m in re.finditer(r"CUDA::(\w+)", t):
            libs.add(m.group(1))
        if re.search(r"OpenMP::OpenMP_CXX|-fopenmp", t):
            libs.add("openmp")
    for f, delegated in makefiles(p):
        t, here = make_text(p, f), os.path.dirname(f)
        for m in re.finditer(r"(?<![\w$])-I\s*([\w./$(){}-]+)", t):
            w = m.group(1)
            # a CUDA SDK's common include folder ($(SDK_DIR)/common/inc, .../C/common/inc): the samples' Common
            if re.search(r"(?i)(^|/)common/inc/?$", w) and not os.path.isdir(os.path.join(here, w)):
                d = sdk_common(p)
                if d:
                    incs.append(d)
                continue
            if "$" in w:
                continue
            d = os.path.normpath(os.path.join(here, w))
            if not cuda_install_include(d):
                incs.append(d)
        if delegated:  # only its include folders: its -D flags may be those of targets other than the default
            continue
        for m in re.finditer(r"(?<![\w$])-D\s*([A-Za-z_]\w*(?:=[\w.]+)?)", t):
            defs.append("-D" + m.group(1))
        for m in re.finditer(r"(?<![\w$])-l(cublas|cusparse|curand|cufft|cusolver)\b", t):
            libs.add(m.group(1))
        if "-fopenmp" in t:
            libs.add("openmp")
    named = set(incs)
    incs = [i for i in dict.fromkeys(implicit_folders(p) + incs) if os.path.isdir(i)]
    # the collection's shared headers (Common/, common/, util/): found by the sources' includes too
    for c in ("Common", "common"):
        d = os.path.join(p.root, c)
        if os.path.isdir(d) and d not in incs:
            incs.append(d)
    return incs, list(dict.fromkeys(defs)), sorted(libs), named


# ---------------------------------------------------------------- running commands

def sh(cmd, cwd=None, timeout=600, env=None, input=None):
    t0 = time.time()
    try:
        r = subprocess.run(cmd, cwd=cwd, text=True, capture_output=True, timeout=timeout, env=env,
                           input=input, errors="replace")
        return r.returncode, r.stdout, r.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return 124, out, "timeout", time.time() - t0


def unsupported_names(text):
    """The CUDA names the translation left as they were (C2O1002, C2O1030)."""
    return sorted(set(re.findall(r"C2O10(?:02: CUDA API|30: [^']* API) '([^']+)'", text)))


def c2o_ids(text):
    ids = {}
    for m in re.finditer(r"\b(?:warning|error|note|remark): (C2O\d{4})", text):
        ids[m.group(1)] = ids.get(m.group(1), 0) + 1
    return ids


# ---------------------------------------------------------------- the stages

class Work:
    def __init__(self, args, p):
        self.a, self.p = args, p
        self.dir = os.path.join(args.work, p.key)
        self.omp = os.path.join(self.dir, "omp")        # mirrors the collection's tree
        self.log = os.path.join(self.dir, "log")
        os.makedirs(self.log, exist_ok=True)

    def out_path(self, src):
        rel = os.path.relpath(src, translation_root(self.p))
        if src.endswith(".cu"):
            rel = rel[:-3] + ".cpp"
        return os.path.join(self.omp, rel)

    def write_log(self, name, *parts):
        with open(os.path.join(self.log, name), "w") as f:
            for x in parts:
                f.write(x if isinstance(x, str) else str(x))
                f.write("\n")

    def translate(self, res):
        p = self.p
        incs, defs, _, _ = build_flags(p)
        shutil.rmtree(self.omp, ignore_errors=True)
        inputs = p.cuda_inputs()
        if not inputs:
            res["translate"] = "no CUDA"
            return False
        _, _, libs, _ = build_flags(p)
        cmd = [self.a.cuda2omp, "--in-root", translation_root(p), "--out-root", self.omp] + inputs + ["--"] + \
            [include_option(p, i) + i for i in incs] + defs + (["-Xcompiler", "-fopenmp"] if "openmp" in libs else [])
        rc, out, err, dt = sh(cmd, timeout=900)
        self.write_log("translate.txt", " ".join(map(shlex.quote, cmd)), out, err)
        res["translate_rc"] = rc
        res["translate_s"] = round(dt, 1)
        res["diagnostics"] = c2o_ids(err)
        res["unsupported"] = unsupported_names(err)
        res["translate"] = "ok" if rc == 0 else f"exit {rc}"
        return rc == 0 and all(os.path.exists(self.out_path(s)) for s in inputs if s in p.compiled())

    def include_flags(self):
        incs, defs, _, _ = build_flags(self.p)
        flags = []
        for i in incs:                                # the translated copy first, then the original
            opt = include_option(self.p, i)
            rel = os.path.relpath(i, translation_root(self.p))
            if not rel.startswith(".."):
                flags.append(opt + os.path.join(self.omp, rel))
            flags.append(opt + i)
        return flags + defs

    def sources_to_build(self):
        """(path, as written): the translation of each compiled source, or the
        source itself; as written when it is the original's text (not a CUDA
        input, or one the translation left unchanged)."""
        trans = set(self.p.cuda_inputs())
        out = []
        for s in self.p.compiled():
            t = self.out_path(s) if s in trans else s
            out.append((t, t == s or (os.path.exists(t) and self.p.text(t) == self.p.text(s))))
        return out

    def archive(self, d, cc, objdir, logs):
        """Folder d's C files that hold no main() (its tests and tutorials do),
        compiled on the host and archived: the link takes the members it needs."""
        libdir = os.path.join(objdir, "lib-" + hashlib.md5(d.encode()).hexdigest()[:8])
        os.makedirs(libdir, exist_ok=True)
        members = []
        for n in sorted(os.listdir(d)):
            src = os.path.join(d, n)
            if not n.endswith(".c") or re.search(r"^[\w\s]*\bmain\s*\(", self.p.text(src), re.M):
                continue
            o = os.path.join(libdir, n + ".o")
            c = [cc, "-O2", "-w"] + OLD_C + ["-I" + d, "-c", src, "-o", o]
            rc, out, err, _ = sh(c, timeout=900)
            logs.append("$ " + " ".join(map(shlex.quote, c)) + "\n" + out + err)
            if rc != 0:
                return None, False
            members.append(o)
        lib = os.path.join(libdir, os.path.basename(d) + ".a")
        if os.path.exists(lib):
            os.remove(lib)
        rc, out, err, _ = sh(["ar", "rcs", lib] + members)
        logs.append("$ ar rcs " + lib + " ...\n" + out + err)
        return lib, rc == 0

    def build(self, mode, exe):
        helpers = self.a.helpers
        common = ["-I" + helpers] + self.include_flags() + getattr(self.p, "extra_flags", [])
        compilers = {
            "host": (["clang++-19", "-std=c++17", "-O2", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", RPATH19],
                     ["clang-19", "-O2"]),
            "gfx90a": (["clang++-19", "-std=c++17", "-O2", "-fopenmp", "--offload-arch=gfx90a",
                        f"--rocm-device-lib-path={ROCM_BITCODE}", "-mcode-object-version=4", RPATH19],
                       ["clang-19", "-O2"]),
            "gcc": (["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=disable", "-Wno-unknown-pragmas"],
                    ["gcc", "-O2"]),
            "clang22": (["clang++-22", "-std=c++17", "-O3", "-fopenmp", "--offload-arch=sm_90", "-foffload-lto",
                         "-isystem", f"{CLANG22_PREFIX}/include", f"-L{CLANG22_PREFIX}/lib",
                         "-Xoffload-linker", f"-L{CLANG22_PREFIX}/nvptx", "-Wno-unknown-pragmas"],
                        ["clang-22", "-O2"]),
        }
        cxx, cc = compilers[mode]
        # a C source compiles as C with the same OpenMP offloading flags (it may include the helpers)
        # (and, as the originals' gcc, accepts old C: implicit int and declarations)
        cc = [cc[0]] + [f for f in cxx[1:] if not f.startswith("-std=")] + OLD_C
        objdir = os.path.join(self.dir, "obj-" + mode)
        os.makedirs(objdir, exist_ok=True)
        objs, logs = [], []
        # a file as written is compiled as the original's host compiler compiled it: no offloading
        # (clang's AMDGPU math wrappers declare a global min(T, T), ambiguous beside `using namespace std`)
        clang_host = {"host": ["clang++-19"], "gfx90a": ["clang++-19"],
                      "clang22": ["clang++-22", "-isystem", f"{CLANG22_PREFIX}/include"]}
        host = clang_host[mode] + ["-std=c++17", "-O2", "-fopenmp"] if mode in clang_host else cxx
        host_cc = [cc[0]] + clang_host[mode][1:] + ["-O2", "-fopenmp"] + OLD_C if mode in clang_host else cc
        for s, as_written in self.sources_to_build():
            o = os.path.join(objdir, hashlib.md5(s.encode()).hexdigest()[:8] + "_" + os.path.basename(s) + ".o")
            if s.endswith(".c"):
                c = (host_cc if as_written else cc) + common + ["-c", s, "-o", o]
            else:
                c = (host if as_written else cxx) + common + ["-c", s, "-o", o]
            rc, out, err, _ = sh(c, cwd=self.dir, timeout=900)
            logs.append("$ " + " ".join(map(shlex.quote, c)) + "\n" + out + err)
            if rc != 0:
                self.write_log(f"build-{mode}.txt", *logs)
                return False, "compile", err
            objs.append(o)
        for d in archives(self.p):  # a library of the program's own, built as its folder's build does
            lib, ok = self.archive(d, cc[0], objdir, logs)
            if not ok:
                self.write_log(f"build-{mode}.txt", *logs)
                return False, "compile", logs[-1]
            objs.append(lib)
        link = cxx + objs + ["-o", exe, "-lm", "-lpthread"]
        rc, out, err, _ = sh(link, cwd=self.dir, timeout=900)
        logs.append("$ " + " ".join(map(shlex.quote, link)) + "\n" + out + err)
        self.write_log(f"build-{mode}.txt", *logs)
        return rc == 0, "link" if rc else "", err


def prepare_run_dir(p, dest):
    """A writable copy of the program's folder at its place in the collection's
    tree (programs find their data through relative paths such as
    ../../../Common/data), the collection's other top folders linked."""
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    for name in os.listdir(p.root):
        src = os.path.join(p.root, name)
        if os.path.isdir(src) and not p.rel.startswith(name + os.sep):
            os.symlink(src, os.path.join(dest, name))
    run = os.path.join(dest, p.rel)
    shutil.copytree(p.folder, run, symlinks=True, ignore=shutil.ignore_patterns("*.o"))
    return run


# ---------------------------------------------------------------- output comparison

TIMING = re.compile(r"(?i)(\btime\b|\btimes\b|elapsed|\bms\b|msec|\bsec\b|seconds|usec|\bus\b|gb/s|gflop|mflop|"
                    r"throughput|bandwidth|per second|/s\b|speedup|timer|clock|\bfps\b|"
                    r"device \d|gpu device|compute capability|\bsm_\d|cuda device|using device|"
                    r"> ?detected|driver version|runtime version|\[.*\] - starting|starting\.\.\.|"
                    r"capability|multiprocessor|threads/|name:|clocks|iterations while waiting|^exec:|"
                    # the device's own name and model: CUDA's (NVIDIA H100 ...) or the OpenMP device's
                    r"nvidia|h100|openmp offload device|\bsm \d|mp\(s\))")
EXE_PATH = re.compile(r"\S*/bin/[\w.+-]+\.(?:cuda|omp)\b|\S*/prog-\w+\b")
NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")


def normalize(text, mask=None):
    """The lines that carry the program's answer: timing, device and progress
    lines dropped, blank lines and trailing spaces ignored, the program's
    nondeterministic parts (its table row's MASK) masked."""
    lines = []
    for ln in text.replace("\r", "").split("\n"):
        ln = EXE_PATH.sub("<program>", ln.rstrip())  # argv[0] differs between the builds
        if mask:
            ln = mask.sub("#", ln)
        if not ln.strip() or TIMING.search(ln):
            continue
        lines.append(ln)
    return lines


def same_output(expected, got, rtol=1e-3, atol=1e-5, mask=None):
    """Same lines, numbers within a tolerance (GPU and host arithmetic differ
    in the last bits; CUDA's own atomics reorder sums)."""
    e, g = normalize(expected, mask), normalize(got, mask)
    if e != g and sorted(e) == sorted(g):  # device printf from different blocks comes in no set order
        return True, ""
    if len(e) != len(g):
        return False, f"{len(g)} lines where the original printed {len(e)}"
    for i, (a, b) in enumerate(zip(e, g)):
        if a == b:
            continue
        if NUM.sub("#", a) != NUM.sub("#", b):
            return False, f"line {i + 1}: '{b[:80]}' where the original printed '{a[:80]}'"
        for x, y in zip(NUM.findall(a), NUM.findall(b)):
            fx, fy = float(x), float(y)
            if abs(fx - fy) > atol + rtol * max(abs(fx), abs(fy)):
                return False, f"line {i + 1}: {y} where the original printed {x}"
    return True, ""


def read_expected(key):
    f = os.path.join(EXPECTED_DIR, key + ".out")
    if not os.path.exists(f):
        return None
    with open(f, errors="replace") as fh:
        t = fh.read()
    m = re.match(r"# exit (\d+)\n", t)
    return (int(m.group(1)) if m else 0), t[m.end():] if m else t


# ---------------------------------------------------------------- host job

def host_one(a, p, entry):
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
        if mode in ("host", "gcc") and entry.runs:
            run = prepare_run_dir(p, os.path.join(w.dir, "run-" + mode))
            env = dict(os.environ, OMP_WAIT_POLICY="PASSIVE", KMP_WARNINGS="0",
                       LD_LIBRARY_PATH="/usr/lib/llvm-19/lib")
            cmd = [exe] + shlex.split(entry.args)
            rc, out, err, dt = sh(cmd, cwd=run, timeout=a.run_timeout, env=env)
            w.write_log(f"run-{mode}.txt", f"exit {rc}", out, err)
            res[f"run_{mode}_rc"] = rc
            res[f"run_{mode}_s"] = round(dt, 2)
            exp = read_expected(p.key)
            if exp is None:
                res[f"same_{mode}"] = "no reference"
            else:
                erc, etext = exp
                # as on the GPU (run_gpu.sh: 2>&1): what the program prints on both streams
                same, why = same_output(etext, out + err, mask=entry.mask)
                if rc != erc:
                    same, why = False, f"exit {rc}, the original exited {erc}" + (" (timeout)" if rc == 124 else "")
                res[f"same_{mode}"] = "yes" if same else "no"
                if not same:
                    res.setdefault("category", f"run-{mode}")
                    res[f"why_{mode}"] = why
    res.setdefault("category", "")
    return res


def first_error(err):
    for ln in err.split("\n"):
        if " error: " in ln or ln.startswith("error:") or "undefined reference" in ln or "undefined symbol" in ln:
            return ln.strip()[:300]
    return err.strip().split("\n")[-1][:300] if err.strip() else ""


# ---------------------------------------------------------------- table

def write_table(a, results):
    results = sorted(results.values(), key=lambda r: r["id"])
    ins = [r for r in results if not r.get("scope", "in").startswith("out:")]
    outs = [r for r in results if r.get("scope", "in").startswith("out:")]
    runnable = [r for r in ins if r.get("scope", "in") == "in"]

    def count(pred):
        return sum(1 for r in ins if pred(r))

    n = len(ins)
    summary = [
        f"Programs: {len(results)} folders, {n} in scope ({len(runnable)} run: the others read input data the "
        f"corpus does not include), {len(outs)} out of scope.",
        "",
        "| of the in-scope programs | count |",
        "| --- | ---: |",
        f"| translated (exit 0) | {count(lambda r: r.get('translate') == 'ok')} |",
        f"| translation builds, clang 19 host offload | {count(lambda r: r.get('build_host') == 'ok')} |",
        f"| builds for gfx90a (clang 19, linked) | {count(lambda r: r.get('build_gfx90a') == 'ok')} |",
        f"| builds with GCC 12 | {count(lambda r: r.get('build_gcc') == 'ok')} |",
        f"| same output as the CUDA original, host | {count(lambda r: r.get('same_host') == 'yes')} |",
        f"| same output as the CUDA original, H100 (clang 22) | {count(lambda r: r.get('same_h100') == 'yes')} |",
        f"| CUDA original runs on the H100 (reference) | {count(lambda r: r.get('cuda_rc') is not None)} |",
        "",
    ]
    rows = ["| program | translated | diagnostics | host build | gfx90a | GCC | same, host | same, H100 | time / CUDA | failure |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | ---: | --- |"]
    for r in ins:
        diags = " ".join(f"{k}x{v}" if v > 1 else k for k, v in sorted(r.get("diagnostics", {}).items()))
        why = r.get("category", "")
        detail = r.get("why_h100") or r.get("why_host") or r.get("first_error_host") or r.get("first_error_gfx90a") \
            or r.get("first_error_gcc") or ""
        detail = detail.replace("|", "\\|")
        ratio = r.get("time_ratio")
        rows.append(f"| {r['id']} | {r.get('translate', '')} | {diags} | {r.get('build_host', '')} | "
                    f"{r.get('build_gfx90a', '')} | {r.get('build_gcc', '')} | {r.get('same_host', '')} | "
                    f"{r.get('same_h100', '')} | {'' if ratio is None else f'{ratio:.2f}'} | "
                    f"{why}{': ' + detail[:160] if detail else ''} |")
    oos = ["| program | why out of scope | translated | diagnostics |", "| --- | --- | --- | --- |"]
    for r in outs:
        diags = " ".join(sorted(r.get("diagnostics", {})))
        oos.append(f"| {r['id']} | {r['scope'][4:]}{' (' + r['note'] + ')' if r.get('note') else ''} | "
                   f"{r.get('translate', '')} | {diags} |")
    # which CUDA names the in-scope programs still need, by the number of programs
    need = {}
    for r in ins:
        for nm in r.get("unsupported", []):
            need.setdefault(nm, []).append(r["id"].split("/")[-1])
    top = sorted(need.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    missing = ["", "CUDA names left untranslated (C2O1002, C2O1030) in the in-scope programs, by programs:", ""] + \
        ([", ".join(f"`{k}` ({len(v)})" for k, v in top)] if top else ["none"])
    text = "\n".join(summary + rows + missing + ["", "Out of scope:", ""] + oos) + "\n"
    with open(os.path.join(a.work, "table.md"), "w") as f:
        f.write(text)
    if a.write_docs:
        doc = os.path.join(TOP, "docs", "validation.md")
        with open(doc) as f:
            d = f.read()
        b, e = "<!-- realworld-table:begin -->", "<!-- realworld-table:end -->"
        if b in d and e in d:
            d = d[:d.index(b) + len(b)] + "\n" + text + d[d.index(e):]
            with open(doc, "w") as f:
                f.write(d)
    print("\n".join(summary))
    return text


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
    table = read_table(os.path.join(HERE, a.table))
    progs = discover(a.corpus)
    if a.only:
        progs = [p for p in progs if re.search(a.only, p.id)]
    out = []
    for p in progs:
        e = entry_for(table, p.id)
        p.select(e.sources)
        libs = archives(p)  # built as libraries, not compiled into the program
        p.sources = [s for s in p.sources if os.path.dirname(s) not in libs]
        p.extra_flags = e.flags
        out.append((p, e))
    return out


def cmd_host(a):
    results = load_results(a)
    todo = selected(a)
    if not a.include_out_of_scope:
        skipped = [(p, e) for p, e in todo if not e.in_scope]
        for p, e in skipped:  # out of scope: translated for the diagnostics, not built
            r = {"id": p.id, "key": p.key, "scope": e.scope, "note": e.note}
            Work(a, p).translate(r)
            results[p.key] = {**results.get(p.key, {}), **r}
        todo = [(p, e) for p, e in todo if e.in_scope]
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(host_one, a, p, e): p for p, e in todo}
        for i, fu in enumerate(concurrent.futures.as_completed(futs)):
            p = futs[fu]
            try:
                r = fu.result()
            except Exception as exc:  # the harness must not stop on one program
                r = {"id": p.id, "key": p.key, "scope": "in", "category": f"harness error: {exc}"}
            old = results.get(p.key, {})
            # the H100 columns stay (gpu-merge writes them); the host ones are this run's
            keep = {k: v for k, v in old.items() if k in ("same_h100", "why_h100", "time_ratio", "cuda_rc",
                                                           "omp_rc", "cuda_s", "omp_s", "nvcc", "clang22",
                                                           "first_error_clang22")}
            results[p.key] = {**keep, **r}
            print(f"[{i + 1}/{len(todo)}] {p.id}: {r.get('category') or 'pass'}", flush=True)
            save_results(a, results)
    write_table(a, results)


# ---------------------------------------------------------------- GPU pack and merge

RUN_GPU = r"""#!/usr/bin/env bash
# Runs every packed program on the GPU machine: the CUDA original, then the
# translation (clang 22), each in a fresh copy of its folder; one results file.
here=$(cd "$(dirname "$0")" && pwd)
res=${1:-$here/results.txt}
first=${2:-1}; last=${3:-100000}   # a range of programs.txt's lines, to split a run over calls
[ -f "$here/lib22.tar.xz" ] && { [ -d /tmp/lib22 ] || tar -C /tmp -xJf "$here/lib22.tar.xz"; }
export OMP_TARGET_OFFLOAD=MANDATORY
: > "$res"
n=0
while IFS=$'\t' read -r key coll rel args; do
  n=$((n + 1)); [ $n -ge $first ] && [ $n -le $last ] || continue
  for kind in cuda omp; do
    exe=$here/bin/$key.$kind
    [ -x "$exe" ] || continue
    rm -rf /tmp/rw && mkdir -p /tmp/rw && tar -C /tmp/rw -xf "$here/trees/$coll.tar" && tar -C /tmp/rw -xf "$here/trees/$key.tar"
    cd "/tmp/rw/$rel" || continue
    t0=$(date +%s%N)
    if [ $kind = omp ]; then
      LD_LIBRARY_PATH=/tmp/lib22 timeout ${C2O_RUN_TIMEOUT:-60} "$exe" $args > /tmp/rw.out 2>&1; rc=$?
    else
      LD_LIBRARY_PATH=$here/lib timeout ${C2O_RUN_TIMEOUT:-60} "$exe" $args > /tmp/rw.out 2>&1; rc=$?
    fi
    t1=$(date +%s%N)
    ms=$(( (t1 - t0) / 1000000 ))
    printf '=== %s %s rc=%s s=%d.%03d\n' "$key" "$kind" "$rc" $((ms / 1000)) $((ms % 1000)) >> "$res"
    head -c 20000 /tmp/rw.out >> "$res"; echo >> "$res"
  done
done < "$here/programs.txt"
echo "=== end" >> "$res"
"""


def gpu_pack_one(a, p, entry, dest):
    w = Work(a, p)
    r = {}
    incs, defs, libs, _ = build_flags(p)
    if "cuda" in a.kinds:  # the CUDA original, nvcc for the H100
        cu_exe = os.path.join(dest, "bin", p.key + ".cuda")
        srcs = p.compiled()
        nv = [NVCC, "-O3", "-arch=sm_90", "-std=c++17", "--extended-lambda", "-w", "-include", REFERENCE_COMPAT] + ["-I" + i for i in incs] + \
            defs + srcs + ["-o", cu_exe] + ["-l" + lib for lib in libs if lib not in ("cudart", "openmp")] + ["-lcuda"] + \
            (["-Xcompiler", "-fopenmp", "-lgomp"] if "openmp" in libs else [])
        rc, out, err, _ = sh(nv, cwd=p.folder, timeout=900)
        w.write_log("build-nvcc.txt", " ".join(map(shlex.quote, nv)), out, err)
        r["nvcc"] = "ok" if rc == 0 else "fail"
    if "omp" in a.kinds:  # the translation, clang 22 for the H100
        w.translate(r)  # always the current translator's output (its exit code and diagnostics recorded)
        ok, stage, err = w.build("clang22", os.path.join(dest, "bin", p.key + ".omp"))
        r["clang22"] = "ok" if ok else stage
        if not ok:
            r["first_error_clang22"] = first_error(err)
    # the data: the program's own folder (its sources left out); the
    # collection's shared folders (Common/data ...) go once into <collection>.tar
    subprocess.run(["tar", "-C", p.root, "-cf", os.path.join(dest, "trees", p.key + ".tar")] + DATA_EXCLUDES +
                   [p.rel], stderr=subprocess.DEVNULL)
    return r


DATA_EXCLUDES = ["--exclude=*.cu", "--exclude=*.cpp", "--exclude=*.c", "--exclude=*.h", "--exclude=*.cuh",
                 "--exclude=*.hpp", "--exclude=*.o", "--exclude=CMakeLists.txt", "--exclude=Makefile*",
                 "--exclude=*.md", "--exclude=GL", "--exclude=UtilNPP", "--exclude=*.sln", "--exclude=*.vcxproj*"]


def pack_collection_data(dest, roots):
    """Each collection's shared folders (not its programs), once."""
    for root in roots:
        tops = [d for d in sorted(os.listdir(root)) if os.path.isdir(os.path.join(root, d)) and d not in ("Samples", "cuda")]
        subprocess.run(["tar", "-C", root, "-cf", os.path.join(dest, "trees", os.path.basename(root) + ".tar")] +
                       DATA_EXCLUDES + tops, stderr=subprocess.DEVNULL)


def cmd_gpu_pack(a):
    dest = os.path.abspath(a.dir)
    for sub in ("bin", "trees"):
        os.makedirs(os.path.join(dest, sub), exist_ok=True)
    todo = [(p, e) for p, e in selected(a) if e.runs and p.has_main()]
    results = load_results(a)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(gpu_pack_one, a, p, e, dest): (p, e) for p, e in todo}
        for fu in concurrent.futures.as_completed(futs):
            p, e = futs[fu]
            r = fu.result()
            results.setdefault(p.key, {"id": p.id, "key": p.key, "scope": e.scope}).update(r)
            print(f"{p.id}: nvcc {r.get('nvcc', '-')}, clang22 {r.get('clang22', '-')}", flush=True)
    save_results(a, results)
    pack_collection_data(dest, sorted({p.root for p, e in todo}))
    with open(os.path.join(dest, "programs.txt"), "w") as f:
        for p, e in todo:
            f.write(f"{p.key}\t{os.path.basename(p.root)}\t{p.rel}\t{e.args}\n")
    with open(os.path.join(dest, "run_gpu.sh"), "w") as f:
        f.write(RUN_GPU)
    os.makedirs(os.path.join(dest, "lib"), exist_ok=True)  # the host compiler's OpenMP runtime, for originals that use it
    shutil.copy("/usr/lib/x86_64-linux-gnu/libgomp.so.1", os.path.join(dest, "lib"))
    lib = os.path.join(dest, "lib22.tar.xz")
    if not os.path.exists(lib):
        subprocess.run(["bash", os.path.join(TOP, "..", "shared", "gpu", "clang22-pack.sh"), dest])


def parse_gpu_results(path):
    runs = {}
    with open(path, errors="replace") as f:
        text = f.read()
    parts = re.split(r"^=== ", text, flags=re.M)
    for part in parts[1:]:
        head, _, body = part.partition("\n")
        m = re.match(r"(\S+) (cuda|omp) rc=(\d+) s=([\d.]*)", head)
        if m:
            runs[(m.group(1), m.group(2))] = (int(m.group(3)), float(m.group(4) or 0), body)
    return runs


def cmd_gpu_merge(a):
    results = load_results(a)
    table = read_table(os.path.join(HERE, a.table))
    runs = {}
    for f in a.results:  # later files override earlier ones (a rerun of some programs)
        runs.update(parse_gpu_results(f))
    os.makedirs(EXPECTED_DIR, exist_ok=True)
    for key, r in results.items():
        if "id" in r and not r.get("scope", "").startswith("out:no main"):
            r["scope"] = entry_for(table, r["id"]).scope  # the table as it is now
        cu = runs.get((key, "cuda"))
        om = runs.get((key, "omp"))
        for k in ("same_h100", "why_h100", "time_ratio", "cuda_rc", "cuda_s", "omp_rc", "omp_s"):
            r.pop(k, None)  # this run's results only
        if cu:
            r["cuda_rc"], r["cuda_s"] = cu[0], cu[1]
            if a.update_expected and cu[0] != 124:
                with open(os.path.join(EXPECTED_DIR, key + ".out"), "w") as f:
                    f.write(f"# exit {cu[0]}\n" + cu[2])
        if om:
            r["omp_rc"], r["omp_s"] = om[0], om[1]
        if cu and om:
            same, why = same_output(cu[2], om[2], mask=entry_for(table, r.get("id", "")).mask)
            if om[0] != cu[0]:
                same, why = False, f"exit {om[0]}, the original exited {cu[0]}" + (" (timeout)" if om[0] == 124 else "")
            r["same_h100"] = "yes" if same else "no"
            r["why_h100"] = why
            r["time_ratio"] = om[1] / cu[1] if cu[1] > 0 and same else None
        elif om and not cu:
            r["same_h100"] = "no reference"
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
    ap.add_argument("--require", default="", help="self-test: ID=pass|fail,... the exit status is 1 unless each "
                    "program's host result is as given")
    sub = ap.add_subparsers(dest="cmd", required=True)
    h = sub.add_parser("host")
    h.add_argument("--modes", default="host,gfx90a,gcc")
    h.add_argument("--run-timeout", type=int, default=120)
    h.add_argument("--include-out-of-scope", action="store_true")
    g = sub.add_parser("gpu-pack")
    g.add_argument("dir")
    g.add_argument("--kinds", default="cuda,omp", help="what to build: cuda (nvcc), omp (clang 22), or both")
    m = sub.add_parser("gpu-merge")
    m.add_argument("results", nargs="+", help="results files of run_gpu.sh, later ones overriding earlier ones")
    m.add_argument("--update-expected", action="store_true")
    sub.add_parser("table")
    a = ap.parse_args()
    a.work = os.path.abspath(a.work or os.path.join(a.build, "realworld"))
    global EXPECTED_DIR
    if a.expected:
        EXPECTED_DIR = os.path.abspath(a.expected)
    a.cuda2omp = os.path.join(os.path.abspath(a.build), "bin", "cuda2omp")
    os.makedirs(a.work, exist_ok=True)
    if not os.path.exists(a.cuda2omp):
        sys.exit(f"harness: no {a.cuda2omp}: build cuda2omp first (cmake --build build)")
    if not os.path.isdir(a.corpus):
        sys.exit(f"harness: no corpus at {a.corpus}")
    a.helpers = subprocess.run([a.cuda2omp, "--print-helpers-dir"], text=True, capture_output=True).stdout.strip()
    if a.cmd == "host":
        a.modes = [m for m in a.modes.split(",") if m]
        cmd_host(a)
        if a.require:  # the harness's own test: it must tell a right answer from a wrong one
            res = load_results(a)
            bad = []
            for item in a.require.split(","):
                key, want = item.split("=")
                r = next((v for v in res.values() if v["id"].endswith(key)), {})
                got = "pass" if r.get("same_host") == "yes" else "fail"
                if got != want:
                    bad.append(f"{key}: {got}, expected {want} ({r.get('category')}: {r.get('why_host', '')})")
            for b in bad:
                print("SELF-TEST FAIL: " + b)
            sys.exit(1 if bad else 0)
    elif a.cmd == "gpu-pack":
        a.kinds = a.kinds.split(",")
        cmd_gpu_pack(a)
    elif a.cmd == "gpu-merge":
        cmd_gpu_merge(a)
    else:
        write_table(a, load_results(a))


if __name__ == "__main__":
    main()
