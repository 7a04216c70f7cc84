"""What the corpus holds: its collections, their programs, and how each
program's own build files build it (include folders, -D flags, libraries).

Data, not code, says what a collection is (collections.tsv) and what to do
with each program (programs.tsv); nothing here knows a program by name.
"""
import fnmatch
import glob
import os
import re

SOURCE_EXT = (".cu", ".cpp", ".cc", ".cxx", ".c")
CUDA_INCLUDE = re.compile(r'#\s*include\s*[<"](cuda|cublas|cusparse|curand|cufft|thrust/|cub/|cooperative_groups'
                          r'|helper_cuda|device_launch_parameters|vector_types|math_constants|cuComplex'
                          r'|sm_\d|npp|nvjpeg|cusolver|cuda_fp16|cuda_bf16)')
CUDA_RUNTIME_CALL = re.compile(r"^[^/\n]*\bcuda[A-Z]\w*\s*\(", re.M)


def _cell(c):
    c = c.strip()
    return "" if c == "-" else c


def _rows(path, ncols):
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            cols = line.split("\t")
            yield [_cell(c) for c in (cols + [""] * ncols)[:ncols]]


# ---------------------------------------------------------------- collections.tsv

class Collection:
    """One row of collections.tsv: where a collection's programs are and how
    each program says whether its answer is right."""

    def __init__(self, name, programs="", check_pass="", check_fail="", verdict="output", host_run="full",
                 timeout="30", mask=""):
        self.name = name
        self.programs = programs.split()
        self.check_pass = re.compile(check_pass, re.M) if check_pass else None
        self.check_fail = re.compile(check_fail, re.M) if check_fail else None
        self.verdict = verdict or "output"
        self.host_run = host_run or "full"
        self.timeout = int(timeout or 30)
        self.mask = re.compile(mask) if mask else None
        if self.verdict not in ("output", "check+output"):
            raise ValueError(f"collections.tsv: {name}: verdict '{verdict}' is neither output nor check+output")
        if self.host_run not in ("full", "until-check"):
            raise ValueError(f"collections.tsv: {name}: host run '{host_run}' is neither full nor until-check")
        if self.host_run == "until-check" and not (self.check_pass or self.check_fail):
            raise ValueError(f"collections.tsv: {name}: until-check needs a PASS or FAIL pattern")

    @property
    def has_check(self):
        return bool(self.check_pass or self.check_fail)

    def program_bases(self):
        """The top folders of the collection that hold its programs (not its shared data)."""
        return sorted({g.split("/")[0] for g in self.programs if "/" in g.rstrip("/")})


def read_collections(path):
    """collections.tsv: NAME<TAB>PROGRAMS<TAB>PASS<TAB>FAIL<TAB>VERDICT<TAB>HOST_RUN<TAB>TIMEOUT<TAB>MASK
    (its header says what each column means)."""
    return {r[0]: Collection(*r) for r in _rows(path, 8)}


# ---------------------------------------------------------------- programs.tsv

def split_runs(args):
    """ARGS of programs.tsv: the runs of a program, ';' between two runs
    (a program that offers several kernel versions is run once per version)."""
    if not args.strip():
        return [""]
    return [r.strip() for r in args.split(";")]


class Entry:
    """One row of programs.tsv: a pattern over program ids and what to do with them."""

    def __init__(self, pattern, scope, args, note, sources="", mask="", flags="", defs="", gpu_run=""):
        self.pattern, self.scope, self.args, self.note = pattern, scope or "in", args, note
        self.sources = sources.split()
        self.flags = flags.split()
        self.defs = defs.split()
        self.mask = re.compile(mask) if mask else None
        self.runs_args = split_runs(args)
        # GPU_RUN: full | until-check, and ':SECONDS' for a timeout of its own on the GPU
        mode, _, secs = (gpu_run or "full").partition(":")
        if mode not in ("full", "until-check") or (secs and not secs.isdigit()):
            raise ValueError(f"programs.tsv: {pattern.pattern if pattern else '?'}: GPU_RUN '{gpu_run}' is not "
                             "full[:SECONDS] or until-check[:SECONDS]")
        self.gpu_until_check = mode == "until-check"
        self.gpu_timeout = int(secs) if secs else None

    @property
    def runs(self):
        return self.scope == "in"

    @property
    def in_scope(self):
        return not self.scope.startswith("out:")


def read_table(path):
    """programs.tsv: PATTERN<TAB>SCOPE<TAB>ARGS<TAB>NOTE<TAB>SOURCES<TAB>MASK<TAB>FLAGS<TAB>DEFS<TAB>GPU_RUN;
    '#' comments; '-' for an empty cell. The first row whose regular
    expression matches the whole program id wins (the file's header says what
    each column means)."""
    return [Entry(re.compile(r[0] + "$"), *r[1:]) for r in _rows(path, 9)]


def entry_for(table, pid):
    for e in table:
        if e.pattern.match(pid):
            return e
    return Entry(None, "in", "", "")


# ---------------------------------------------------------------- programs

def read_text(path):
    with open(path, errors="replace") as f:
        return f.read()


class Program:
    """A program: a folder of sources built together, or (file set) one source
    file of a folder whose every file is a program of its own."""

    def __init__(self, collection_root, folder, file=None):
        self.root = collection_root                       # the collection's top (Common/ lives under it)
        self.folder = folder                              # the program's folder (where it runs)
        self.file = file
        self.collection = os.path.basename(collection_root)
        self.rel = os.path.relpath(folder, collection_root)
        if file:
            stem = os.path.splitext(os.path.relpath(file, collection_root))[0]
            self.id = self.collection + "/" + stem
            self.sources = [file]
        else:
            self.id = self.collection + "/" + self.rel
            self.sources = []                             # every source file under the folder
            for d, _, files in os.walk(folder):
                for fn in sorted(files):
                    if fn.endswith(SOURCE_EXT):
                        self.sources.append(os.path.join(d, fn))
            self.sources.sort()
        self.key = re.sub(r"[^A-Za-z0-9_.-]", "_", self.id)
        self.defs = []          # the table's DEFS: for the original and the translation alike
        self.extra_flags = []   # the table's FLAGS: the translation's compile lines only
        self._flags = None

    def select(self, globs):
        """Keep only the sources the table names (a folder of several programs)."""
        if globs:
            self.sources = [s for s in self.sources
                            if any(fnmatch.fnmatch(os.path.relpath(s, self.folder), g) for g in globs)]

    def text(self, path):
        return read_text(path)

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
        if self.file:
            return list(self.sources)
        inc = self.included_sources()
        return [s for s in self.sources if s not in inc]

    def has_main(self):
        return any(re.search(r"^[\w\s]*\bmain\s*\(", self.text(s), re.M) for s in self.compiled())

    def holds_cuda(self):
        return any(s.endswith(".cu") for s in self.sources) or any(CUDA_INCLUDE.search(self.text(s))
                                                                    for s in self.sources)


def discover(corpus, collections):
    """The programs of each collection that collections.tsv describes: its
    PROGRAMS globs, a glob ending in '/' naming program folders (the deepest
    matches that hold CUDA sources: a sample's src/ belongs to the sample), any
    other glob naming files that are each a program."""
    progs = []
    for coll in sorted(os.listdir(corpus)):
        croot = os.path.join(corpus, coll)
        if not os.path.isdir(croot) or coll not in collections:
            continue
        folders, files = set(), set()
        for g in collections[coll].programs:
            for m in glob.glob(os.path.join(croot, g)):
                if g.endswith("/") and os.path.isdir(m):
                    folders.add(os.path.normpath(m))
                elif not g.endswith("/") and os.path.isfile(m):
                    files.add(m)
        deepest = [d for d in folders if not any(o.startswith(d + os.sep) for o in folders)]
        found = [Program(croot, d) for d in deepest] + [Program(croot, os.path.dirname(f), f) for f in files]
        progs += sorted((p for p in found if p.holds_cuda()), key=lambda p: p.id)
    return progs


# ---------------------------------------------------------------- Makefiles

MAKE_VAR = re.compile(r"\$[({](\w+)[)}]")
MAKE_ASSIGN = re.compile(r"^\s*(?:override\s+|export\s+)?([A-Za-z_]\w*)\s*([:+?]?)=\s*(.*)$")
MAKE_COND = re.compile(r"^\s*(?:else\s+)?(ifeq|ifneq|ifdef|ifndef)\b\s*(.*)$")
MAKE_CALL = re.compile(r"\$[({][^$(){}]*[)}]")


def drop_calls(text):
    """What is left of text once what make computes at build time is gone
    ($(shell ...), $(call ...), an undefined variable): innermost first."""
    while True:
        t = MAKE_CALL.sub("", text)
        if t == text:
            return t
        text = t


def make_condition(kind, arg, value):
    """Whether a Makefile conditional holds, its variables expanded with
    value(); what make would compute at build time ($(shell ...), $(call ...),
    variables of the environment) is empty: a plain `make` on a machine with
    none of the optional tools a Makefile looks for."""
    if kind in ("ifdef", "ifndef"):
        defined = bool(value(arg.strip()))
        return defined if kind == "ifdef" else not defined
    arg = arg.strip()
    m = re.match(r"^\((.*),(.*)\)$", arg) or re.match(r"""^["'](.*)["']\s+["'](.*)["']$""", arg)
    if not m:
        return False
    a, b = (drop_calls(value.expand(x)).strip() for x in (m.group(1), m.group(2)))
    return (a == b) if kind == "ifeq" else (a != b)


class MakeVars:
    def __init__(self):
        self.var = {}

    def __call__(self, name):
        return drop_calls(self.expand(self.var.get(name, ""))).strip()

    def expand(self, text, depth=0):
        if depth > 8:
            return text
        return MAKE_VAR.sub(lambda m: self.expand(self.var[m.group(1)], depth + 1) if m.group(1) in self.var
                            else m.group(0), text)


def make_text(p, path):
    """A Makefile's text as a plain `make` reads it: the files it includes
    read in place, the lines of the branches of its conditionals that hold
    (make_condition), `define` blocks left out, its own variables expanded
    ($(NAME), ${NAME}: the assignments that the active lines make, '+='
    appending; what it does not define stays as written)."""
    v, kept = MakeVars(), []
    _make_read(p, path, v, kept, 0)
    return v.expand("\n".join(kept))


def _make_read(p, path, v, kept, depth):
    t = re.sub(r"\\\n", " ", p.text(path))
    t = "\n".join(ln.split("#", 1)[0] for ln in t.split("\n"))  # make's comments
    stack, in_define = [], False   # stack: [active, taken] per open conditional
    for ln in t.split("\n"):
        s = ln.strip()
        if in_define:
            in_define = s != "endef"
            continue
        if re.match(r"^define\b", s):
            in_define = True
            continue
        outer = all(a for a, _ in stack)
        m = MAKE_COND.match(ln)
        if m and not re.match(r"^else\b", s):
            hold = outer and make_condition(m.group(1), m.group(2), v)
            stack.append([hold, hold])
            continue
        if re.match(r"^else\b", s) and stack:
            parent = all(a for a, _ in stack[:-1])
            if stack[-1][1]:
                stack[-1][0] = False
            elif m:
                hold = parent and make_condition(m.group(1), m.group(2), v)
                stack[-1] = [hold, hold]
            else:
                stack[-1] = [parent, True]
            continue
        if s == "endif" and stack:
            stack.pop()
            continue
        if not outer:
            continue
        inc = re.match(r"^-?include\s+(.*)$", ln)
        if inc and depth < 4:  # make reads it here, relative to the folder it runs in
            for w in drop_calls(v.expand(inc.group(1))).split():
                f = os.path.normpath(os.path.join(os.path.dirname(path), w))
                if os.path.isfile(f):
                    _make_read(p, f, v, kept, depth + 1)
            continue
        a = MAKE_ASSIGN.match(ln)
        if a and not ln.startswith("\t"):
            name, op, val = a.group(1), a.group(2), a.group(3).strip()
            if op == "+":
                v.var[name] = (v.var.get(name, "") + " " + val).strip()
            elif op == ":":  # simply expanded: now
                v.var[name] = v.expand(val)
            elif op != "?" or name not in v.var:
                v.var[name] = val
        kept.append(ln)


def make_recipe(p, path, source):
    """The recipe that builds one source file into a program: the rule that
    names the file among its prerequisites, or else the pattern rule
    (`%: %.cu`) for its extension; its lines expanded as make_text does."""
    lines = make_text(p, path).split("\n")
    name = os.path.basename(source)
    ext = os.path.splitext(name)[1]

    def recipe_after(i):
        out = []
        for ln in lines[i + 1:]:
            if ln.startswith("\t"):
                out.append(ln.strip())
            elif ln.strip():
                break
        return out
    pattern = []
    for i, ln in enumerate(lines):
        m = re.match(r"^([^\t:=#][^:=]*?)\s*:(?!=)\s*(.*)$", ln)
        if not m:
            continue
        prereqs = m.group(2).split()
        if name in prereqs:
            r = recipe_after(i)
            if r:
                return " ".join(r)
        if m.group(1).strip() == "%" and "%" + ext in prereqs:
            pattern = recipe_after(i)
    return " ".join(pattern)


def makefiles(p):
    """The folder's Makefile, and the Makefiles of the folders it hands the
    build to (`cd CUDA; make`, `$(MAKE) -C src`), as (path, delegated)."""
    top = os.path.join(p.folder, "Makefile")
    if not os.path.isfile(top):
        return []
    out = [(top, False)]
    if p.file:
        return out
    for m in re.finditer(r"(?:\bcd\s+([\w./-]+)\s*(?:;|&&)\s*(?:\$\(MAKE\)|make)\b|"
                         r"(?:\$\(MAKE\)|\bmake)\s+-C\s*([\w./-]+))", p.text(top)):
        f = os.path.normpath(os.path.join(p.folder, m.group(1) or m.group(2), "Makefile"))
        if os.path.isfile(f) and f.startswith(p.folder + os.sep) and (f, True) not in out:
            out.append((f, True))
    return out


def makefile_flags_text(p, path):
    """The text whose flags build the program: a file program's recipe, a
    folder program's whole Makefile."""
    return make_recipe(p, path, p.file) if p.file else make_text(p, path)


def archives(p):
    """Static libraries the Makefiles link from another folder of the program
    (`$(MATRIX_DIR)/meschach.a`, built there by that folder's own build): the
    folders, of C files only, whose C files without a main() the harness
    compiles into the library. Their sources are not the program's own."""
    out = []
    for f, _ in makefiles(p):
        here = os.path.dirname(f)
        for m in re.finditer(r"(?<![\w$./-])([\w./-]+)\.a\b", makefile_flags_text(p, f)):
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
    if implicit and p.file and folder == p.root:
        return "-I"  # a file program at the collection's top: its folder is the collection's own
    return "-idirafter" if implicit and shadows_system_header(folder) else "-I"


def translation_root(p):
    """The --in-root of the translation: the collection's folder, or the
    corpus's when the build names an include folder of another collection (the
    CUDA samples' Common for an SDK's common/inc), whose headers (helper_cuda.h)
    are then translated with the program."""
    corpus = os.path.dirname(p.root)
    outside = [i for i in build_flags(p)[0] if not i.startswith(p.root + os.sep) and i.startswith(corpus + os.sep)]
    return corpus if outside else p.root


NVCC_ONLY = re.compile(r"(?<![\w-])(--?use_fast_math)\b")


def nvcc_flags(p):
    """Flags of the original's build that only nvcc takes (--use_fast_math):
    the CUDA original is built with them; the translation has no counterpart."""
    out = []
    for f, delegated in makefiles(p):
        if not delegated:
            out += [m.group(1) for m in NVCC_ONLY.finditer(makefile_flags_text(p, f))]
    return list(dict.fromkeys(out))


def _cmake_flags(p, incs, defs, libs):
    f = os.path.join(p.folder, "CMakeLists.txt")
    if not os.path.exists(f):
        return
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


def _make_flags(p, incs, defs, libs):
    for f, delegated in makefiles(p):
        t, here = makefile_flags_text(p, f), os.path.dirname(f)
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
        for m in re.finditer(r"(?<![\w$])-l(cublasLt|cublas|cusparse|curand|cufft|cusolver)\b", t):
            libs.add(m.group(1))
        if "-fopenmp" in t:
            libs.add("openmp")


def build_flags(p):
    """Include folders, -D flags and CUDA libraries of the program's build
    files, and the table's DEFS; as (includes, defines, libraries, the
    include folders a build file names)."""
    if p._flags is not None:
        return p._flags
    incs, defs, libs = [], [], set()
    _cmake_flags(p, incs, defs, libs)
    _make_flags(p, incs, defs, libs)
    for d in p.defs:  # the table's: problem sizes, the same for the original and the translation
        if d.startswith("-I"):
            incs.append(os.path.normpath(os.path.join(p.folder, d[2:])))
        else:
            defs.append(d)
    named = set(incs)
    incs = [i for i in dict.fromkeys(implicit_folders(p) + incs) if os.path.isdir(i)]
    # the collection's shared headers (Common/, common/, util/): found by the sources' includes too
    for c in ("Common", "common"):
        d = os.path.join(p.root, c)
        if os.path.isdir(d) and d not in incs:
            incs.append(d)
    p._flags = (incs, list(dict.fromkeys(defs)), sorted(libs), named)
    return p._flags
