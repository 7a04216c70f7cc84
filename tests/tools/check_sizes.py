#!/usr/bin/env python3
"""Checks that the translator's units and the helper headers stay small
(issues 29 and 39).

  check_sizes.py SOURCE_DIR            the check (ctest: sizes)
  check_sizes.py --list N SOURCE_DIR   also print the N longest functions
  check_sizes.py --self-test SOURCE_DIR

The check fails (exit 1, one line per problem) when
  * a source file of translator/ (.cpp, .h, .inc) is over 800 lines;
  * a function defined in one (a free function, a method in or out of its
    class, a constructor, a lambda at namespace scope) is over 120 lines,
    counted from the line of its name to the line of its closing brace.
    A lambda or local class inside a function counts as part of it;
  * a header of omp_runtime_helpers/include/ is over 800 lines, unless
    HELPER_EXCEPTIONS names it, with its reason and a ceiling it may not
    pass; or a function defined in one is over 120 lines (no exceptions);
  * an exception is stale: its header is gone or back within 800 lines;
  * the member functions of one class (or the functions of one namespace
    qualifier) defined outside it are spread over several source files of
    translator/, unless CLASS_EXCEPTIONS names the class, its files and
    why: a class is split by responsibility into classes, not by file, so
    that the file limit also bounds what one reads to follow a class
    (issue 39).

Not checked, on purpose:
  * translator/frontend/cuda_include/: the bundled declaration-only CUDA
    headers, which mirror the layout of NVIDIA's headers (one header per
    CUDA header, as the programs include them), not code of the translator;
  * .def files: tables of X-macro rows (ApiMappings.def, Diagnostics.def,
    ...), one row per line. Their length is the length of the list they
    hold; splitting them would scatter one list over several files.

Functions are found by a small C++ tokenizer (comments, strings, character
literals and preprocessor lines removed; braces matched), not by a compiler:
a '{' starts a function body when, outside any other function body, it
follows the ')' of a parameter list (after qualifiers, a trailing return
type or a constructor's member initialisers) whose '(' follows a name that
is not a control keyword. --self-test checks it on each form it must find
and plants an over-long file and function in a copy of the tree.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

FILE_LIMIT = 800
FUNCTION_LIMIT = 120
SUFFIXES = (".cpp", ".h", ".inc")
EXCLUDED_DIRS = (os.path.join("translator", "frontend", "cuda_include"),)
HELPERS_DIR = os.path.join("omp_runtime_helpers", "include")

# The helper headers over FILE_LIMIT: name -> (the most lines it may have,
# why it is one file). Each is one API's surface (a library's, or textures')
# of many short functions (its longest function in brackets), in the sections
# its comments name; splitting one by section is possible and left
# for later. A ceiling is the size when the exception was written, rounded up to 50 lines:
# a header that grows past it needs splitting or a new reason here.
HELPER_EXCEPTIONS = {
    "c2o_thrust_algorithms.h": (1500, "Thrust's algorithms: 88 functions (51 lines) in eight sections (transform and "
                                      "fill, copies, reductions, scans, sorting, searching, compaction, the public "
                                      "entry points) over one dispatch on the policy; the _copy/_if/_n variants "
                                      "are already apart (c2o_thrust_variants.h)"),
    "c2o_cusparse.h": (1450, "cuSPARSE: handle, descriptors, generic and legacy calls with their kernels, "
                             "123 functions (47 lines); the descriptors are shared by every call"),
    "c2o_thrust.h": (1100, "Thrust's types: policies, device memory, fancy iterators, function objects, "
                           "placeholders, complex, random, containers: 180 functions (14 lines), most of them "
                           "one-line members"),
    "c2o_cublas.h": (1000, "cuBLAS: handle, transfers, kernels, the handle API and the legacy API (cublas.h) "
                           "over the same kernels: 82 functions (37 lines)"),
    "c2o_cub.h": (950, "CUB's device-wide algorithms (DeviceReduce ... DeviceMergeSort) and iterators: "
                       "92 functions (24 lines); the block and warp collectives are apart (c2o_cub_block*.h)"),
    "c2o_texture.h": (950, "textures and surfaces: descriptors, CUDA arrays, the host's building of texture "
                           "objects and the device's fetching, legacy references: 69 functions (45 lines)"),
}

# Classes whose out-of-line member functions may be in more than one file:
# name -> (the files, why).
CLASS_EXCEPTIONS = {}

TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\f\v]+)
  | (?P<nl>\n)
  | (?P<lcomment>//[^\n]*)
  | (?P<bcomment>/\*.*?\*/)
  | (?P<raw>(?:u8|u|U|L)?R"(?P<delim>[^(\s]{0,16})\((?:.|\n)*?\)(?P=delim)")
  | (?P<string>(?:u8|u|U|L)?"(?:\\.|[^"\\\n])*")
  | (?P<char>(?:u8|u|U|L)?'(?:\\.|[^'\\\n])*')
  | (?P<number>\.?[0-9](?:[0-9A-Za-z_.']|[eEpP][+-])*)
  | (?P<ident>[A-Za-z_][A-Za-z_0-9]*)
  | (?P<punct>::|->|&&|\|\||<<=|>>=|[-+*/%&|^!=<>]=|\+\+|--|.)
""", re.X | re.S)

CONTROL = {"if", "for", "while", "switch", "catch", "constexpr", "sizeof", "alignof", "decltype",
           "return", "throw", "noexcept", "alignas", "static_assert", "requires"}
QUALIFIERS = {"const", "volatile", "override", "final", "noexcept", "mutable", "try", "&", "&&"}


def strip_preprocessor(text):
    """Blanks preprocessor lines (and their continuations), keeping line numbers."""
    out, cont = [], False
    for line in text.split("\n"):
        directive = cont or line.lstrip().startswith("#")
        cont = directive and line.endswith("\\")
        out.append("" if directive else line)
    return "\n".join(out)


def tokens(text):
    """[(kind, text, line)] of the code: no comments, strings or directives."""
    toks, line = [], 1
    text = strip_preprocessor(text)
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:  # cannot happen: '.' matches any character but a newline
            pos += 1
            continue
        kind = m.lastgroup if m.lastgroup != "delim" else "raw"
        if kind in ("ident", "punct", "number"):
            toks.append((kind, m.group(), line))
        elif kind in ("string", "raw", "char"):
            toks.append(("literal", "\"\"", line))
        line += m.group().count("\n")
        pos = m.end()
    return toks


def matching_open(toks, close, open_tok, close_tok):
    """Index of the open_tok matching toks[close] (a close_tok), or -1."""
    depth = 0
    for i in range(close, -1, -1):
        t = toks[i][1]
        if t == close_tok:
            depth += 1
        elif t == open_tok:
            depth -= 1
            if depth == 0:
                return i
    return -1


def skip_back_group(toks, i):
    """toks[i] closes a ')' or '}' group: the index before its opener."""
    t = toks[i][1]
    opener = {")": "(", "}": "{", "]": "["}[t]
    j = matching_open(toks, i, opener, t)
    return j - 1 if j >= 0 else -1


def function_head(toks, brace):
    """(name, line) when the '{' at toks[brace] opens a function body, else None."""
    i = brace - 1
    # Qualifiers and a trailing return type after the parameter list.
    arrow, k = None, i
    while k >= 0 and i - k < 60:
        t = toks[k][1]
        if t == "->":
            arrow = k
            break
        if t == ")":  # decltype(...), noexcept(...) or the parameter list
            if k >= 1 and toks[skip_back_group(toks, k)][1] in ("decltype", "noexcept"):
                k = skip_back_group(toks, k) - 1
                continue
            break
        if t in (";", "{", "}", "(", "="):
            break
        k -= 1
    if arrow is not None:
        i = arrow - 1
    while i >= 0 and (toks[i][1] in QUALIFIERS or (toks[i][1] == ")" and toks[skip_back_group(toks, i)][1] == "noexcept")):
        i = skip_back_group(toks, i) - 1 if toks[i][1] == ")" else i - 1
    # A constructor's member initialisers: ') : a(x), b{y} {'.
    k = i
    while k >= 0 and toks[k][1] in (")", "}"):
        j = skip_back_group(toks, k) + 1
        if j < 2 or toks[j - 1][0] != "ident":
            break
        m = j - 2
        if toks[m][1] == ",":
            k = m - 1
            continue
        if toks[m][1] == ":" and m >= 1 and toks[m - 1][1] == ")":
            i = m - 1
        break
    if i < 0 or toks[i][1] != ")":
        return None
    j = matching_open(toks, i, "(", ")")
    if j < 1:
        return None
    name_tok = toks[j - 1]
    if name_tok[1] == "]":
        return ("(lambda)", name_tok[2])
    if name_tok[0] != "ident" or name_tok[1] in CONTROL:
        return None
    # The qualified name: a::b::c, ~X, operator forms are rare enough to skip.
    k, parts = j - 1, [name_tok[1]]
    while k >= 2 and toks[k - 1][1] in ("::", "~"):
        if toks[k - 1][1] == "~":
            parts[0] = "~" + parts[0]
            k -= 1
            continue
        if toks[k - 2][0] != "ident":
            break
        parts.insert(0, toks[k - 2][1])
        k -= 2
    return ("::".join(parts), toks[k][2])


def functions(text):
    """[(name, first line, last line)] of the function bodies of a file."""
    toks = tokens(text)
    found, stack = [], []  # stack: (is_function, name, first line)
    inside = 0  # how many function bodies are open
    for idx, (kind, t, line) in enumerate(toks):
        if t == "{":
            head = function_head(toks, idx) if inside == 0 else None
            if head:
                stack.append((True, head[0], head[1]))
                inside += 1
            else:
                stack.append((False, None, line))
        elif t == "}" and stack:
            is_fn, name, first = stack.pop()
            if is_fn:
                inside -= 1
                found.append((name, first, line))
    return found


def source_files(root):
    base = os.path.join(root, "translator")
    excluded = [os.path.join(root, d) for d in EXCLUDED_DIRS]
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames[:] = sorted(d for d in dirnames if os.path.join(dirpath, d) not in excluded)
        for f in sorted(filenames):
            if f.endswith(SUFFIXES):
                yield os.path.join(dirpath, f)


def helper_files(root):
    base = os.path.join(root, HELPERS_DIR)
    for f in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        if f.endswith(SUFFIXES):
            yield os.path.join(base, f)


def file_limit(root, path):
    """(the most lines the file may have, what to say when it has more)."""
    rel = os.path.relpath(path, root)
    if os.path.dirname(rel) == HELPERS_DIR and os.path.basename(rel) in HELPER_EXCEPTIONS:
        return HELPER_EXCEPTIONS[os.path.basename(rel)][0], "its exception's ceiling"
    return FILE_LIMIT, "limit"


def stale_exceptions(root):
    problems = []
    for name, (ceiling, _) in sorted(HELPER_EXCEPTIONS.items()):
        path = os.path.join(root, HELPERS_DIR, name)
        if not os.path.isfile(path):
            problems.append("%s: an exception for a header that is gone (remove it from HELPER_EXCEPTIONS)" % (
                os.path.join(HELPERS_DIR, name)))
            continue
        with open(path, errors="replace") as fh:
            lines = fh.read().count("\n")
        if lines <= FILE_LIMIT:
            problems.append("%s: %d lines, within %d: remove its exception from HELPER_EXCEPTIONS" % (
                os.path.join(HELPERS_DIR, name), lines, FILE_LIMIT))
    return problems


def spread_classes(defined_in):
    """Problems for classes whose members are defined in several files."""
    problems = []
    for cls, files in sorted(defined_in.items()):
        allowed = set(CLASS_EXCEPTIONS.get(cls, ((), ""))[0])
        extra = sorted(f for f in files if f not in allowed)
        if len(files) > 1 and extra:
            problems.append("class '%s': member functions defined in %d files (%s): one class, one source file; "
                            "split it into classes by responsibility, or name it in CLASS_EXCEPTIONS with why" % (
                                cls, len(files), ", ".join(sorted(files))))
    for cls, (files, _) in sorted(CLASS_EXCEPTIONS.items()):
        if len(defined_in.get(cls, ())) <= 1:
            problems.append("class '%s': defined in one file now: remove it from CLASS_EXCEPTIONS" % cls)
    return problems


def check(root, listing=0):
    problems, all_fns = [], []
    defined_in = {}  # class -> the translator source files defining its members
    for path in list(source_files(root)) + list(helper_files(root)):
        rel = os.path.relpath(path, root)
        with open(path, errors="replace") as fh:
            text = fh.read()
        lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        limit, what = file_limit(root, path)
        if lines > limit:
            problems.append("%s: %d lines (%s %d)" % (rel, lines, what, limit))
        for name, first, last in functions(text):
            n = last - first + 1
            if "::" in name and path.endswith(".cpp") and not rel.startswith(HELPERS_DIR):
                defined_in.setdefault(name.rsplit("::", 1)[0], set()).add(rel)
            all_fns.append((n, "%s:%d: %s" % (rel, first, name)))
            if n > FUNCTION_LIMIT:
                problems.append("%s:%d: function '%s' is %d lines (limit %d)" % (rel, first, name, n, FUNCTION_LIMIT))
    problems += stale_exceptions(root)
    problems += spread_classes(defined_in)
    if listing:
        for n, where in sorted(all_fns, reverse=True)[:listing]:
            print("%5d  %s" % (n, where))
    return problems, len(all_fns)


SAMPLE = r'''
namespace a { struct S { int f() const { return 1; } S() : x(1), y{2} { g(); } int x, y; }; }
int free1(int v) {
  if (v) { return 1; }
  for (int i = 0; i < v; ++i) { v += i; }
  auto l = [&](int k) -> int { return k; };
  const char *s = "}{";
  return l(v); // }
}
auto trailing(int v) -> decltype(v) { /* { */ return v; }
void a::S::out() noexcept {
  while (true) { break; }
}
#define MACRO(x) { x }
static auto top = [](int k) { return k; };
template <class T> T tmpl(T v) { struct Local { int m() { return 0; } }; return v; }
A::~A() { }
'''
SAMPLE_EXPECTED = ["f", "S", "free1", "trailing", "a::S::out", "(lambda)", "tmpl", "A::~A"]


def self_test(root):
    """The tokenizer finds each form; planted problems make the check fail."""
    me = os.path.abspath(__file__)
    failures, total = 0, 0
    got = [n for n, _, _ in functions(SAMPLE)]
    total += 1
    ok = sorted(got) == sorted(SAMPLE_EXPECTED)
    failures += not ok
    print("%s the forms of a function: found %s" % ("ok  " if ok else "FAIL", got))
    long_fn = "int c2o_planted() {\n" + "  int x = 0;\n" * FUNCTION_LIMIT + "  return x;\n}\n"
    long_file = "// planted\n" * (FILE_LIMIT + 1)
    some_exception = sorted(HELPER_EXCEPTIONS)[0]
    over_ceiling = "// planted\n" * (HELPER_EXCEPTIONS[some_exception][0] + 1)
    plants = [
        ("a function over %d lines" % FUNCTION_LIMIT, "translator/core/Planted.cpp", long_fn, "c2o_planted"),
        ("a file over %d lines" % FILE_LIMIT, "translator/rewrite/Planted.h", long_file, "Planted.h"),
        ("a helper over %d lines" % FILE_LIMIT, HELPERS_DIR + "/c2o_planted.h", long_file, "c2o_planted.h"),
        ("a helper's function over %d lines" % FUNCTION_LIMIT, HELPERS_DIR + "/c2o_planted.h", long_fn,
         "c2o_planted"),
        ("an exception past its ceiling", HELPERS_DIR + "/" + some_exception, over_ceiling, "ceiling"),
        ("a stale exception", HELPERS_DIR + "/" + some_exception, "// short\n", "remove its exception"),
        ("a class's members in two files", "translator/core/PlantedSpread.cpp",
         "int C2oPlanted::one() { return 1; }\n", None),
    ]
    for what, rel, text, expect in plants:
        total += 1
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "src")
            shutil.copytree(os.path.join(root, "translator"), os.path.join(tree, "translator"),
                            ignore=shutil.ignore_patterns("cuda_include"))
            shutil.copytree(os.path.join(root, HELPERS_DIR), os.path.join(tree, HELPERS_DIR))
            with open(os.path.join(tree, rel), "w") as fh:
                fh.write(text)
            if expect is None:  # the same class's second file
                with open(os.path.join(tree, "translator/core/PlantedSpread2.cpp"), "w") as fh:
                    fh.write("int C2oPlanted::two() { return 2; }\n")
                expect = "class 'C2oPlanted'"
            p = subprocess.run([sys.executable, me, tree], capture_output=True, text=True)
            ok = p.returncode == 1 and expect in p.stdout
            failures += not ok
            first = (p.stdout.strip().splitlines() or ["(no output)"])[0]
            print("%s %s: exit %d: %s" % ("ok  " if ok else "FAIL", what, p.returncode, first))
    print("check_sizes self-test: %d/%d" % (total - failures, total))
    return 1 if failures else 0


def main():
    args = sys.argv[1:]
    if args and args[0] == "--self-test":
        return self_test(os.path.abspath(args[1] if len(args) > 1 else "."))
    listing = 0
    if args and args[0] == "--list":
        listing = int(args[1])
        args = args[2:]
    root = os.path.abspath(args[0] if args else ".")
    problems, count = check(root, listing)
    for p in problems:
        print(p)
    print("check_sizes: %d function(s) in translator/ and %s, %d problem(s) (files <= %d lines but %d "
          "helper headers under their exceptions' ceilings, functions <= %d)" % (
              count, HELPERS_DIR, len(problems), FILE_LIMIT, len(HELPER_EXCEPTIONS), FUNCTION_LIMIT))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
