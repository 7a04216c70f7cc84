#!/usr/bin/env python3
"""Every CUDA name that a translation keeps, or renames to a helper's name, is
declared alike by the two header trees (ctest headers.kept_names):

  * the bundled CUDA headers, which the translator parses the input with
    (translator/frontend/cuda_include), and
  * the helper headers, which the translated file is compiled with
    (omp_runtime_helpers/include).

The names are the rows of translator/rewrite/ApiMappings.def and
LibraryMappings.def whose replacement is empty (the helpers provide the CUDA
name) or an identifier (the helpers provide that name instead). For each row
the declarations of the CUDA name in the bundled headers are compared with
those of the name the output uses in the helper headers, after renaming, in
the bundled text, every CUDA name the table renames (cudaStream_t ->
c2o_stream_t):

  function    every signature the bundled headers declare (result, parameter
              types, which parameters have a default, template parameters)
              is declared by the helpers; the helpers may add overloads
  struct      the same data fields (names and types, in order) and, where both
              are complete, the same layout (size, alignment, each field's
              offset: this catches an alignment or a field type that the
              names alone do not tell apart); a C++ class:
              every public member name of the bundled class is a member of
              the helpers' (a class the bundled headers leave undefined, or
              define empty, is not compared)
  enum        the bundled enum's enumerators that the table keeps have the
              same values in the helpers' enum of the same name
  enumerator  the same value (an enumerator or an integer macro on either side)
  typedef     the same type, where both name a type the table maps, a
              built-in or a pointer to either (an opaque handle's struct
              differs on purpose and is not compared)
  macro       the same value when both are integers, else the same tokens
              (and the same number of parameters)

A row whose CUDA name one tree declares and the other does not is reported too,
and so is a file name that both trees use (an include would find either).
KNOWN lists the differences made on purpose, each with its reason; a listed
difference that no longer exists is reported (so the list cannot go stale).

The declarations are printed by c2o-decl-signatures (decl_signatures.cpp), a
LibTooling program, as JSON lines.

usage: check_kept_names.py --tool C2O_DECL_SIGNATURES --root REPO [--self-test] [--dump DIR]
exit: 0 the trees agree, 1 differences (one line each), 2 usage or a tool that fails
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

BUNDLED = os.path.join("translator", "frontend", "cuda_include")
HELPERS = os.path.join("omp_runtime_helpers", "include")
TABLES = [os.path.join("translator", "rewrite", "ApiMappings.def"),
          os.path.join("translator", "rewrite", "LibraryMappings.def")]
LIBRARIES = os.path.join("translator", "rewrite", "VendorLibraries.def")

# What each tree is parsed with: the bundled headers as the translator parses
# a .cu file, the helpers as a translated file is compiled (C++, OpenMP).
def bundled_source(tree):
    """Every bundled header: the top-level ones, every Thrust header, CUB's umbrella, libcu++'s."""
    names = sorted(f for f in os.listdir(tree) if f.endswith(".h"))
    names += sorted(os.path.relpath(os.path.join(d, f), tree) for d, _, fs in os.walk(os.path.join(tree, "thrust"))
                    for f in fs if f.endswith(".h"))
    names += ["cub/cub.cuh", "cooperative_groups/reduce.h"]
    std = os.path.join(tree, "cuda", "std")  # libcu++'s headers have no extension
    if os.path.isdir(std):
        names += sorted("cuda/std/" + f for f in os.listdir(std) if os.path.isfile(os.path.join(std, f)))
    return "".join("#include <%s>\n" % n for n in names)


def helper_source(tree):
    """Every helper header (they parse together; a new one is compared without an edit here)."""
    return "".join('#include "%s"\n' % f for f in sorted(os.listdir(tree)) if f.endswith(".h"))
BUNDLED_ARGS = ["-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
                "-std=c++17", "-include", "cuda_runtime.h"]
HELPER_ARGS = ["-x", "c++", "-std=c++17", "-fopenmp"]

# Rows that rename a CUDA name to a function of the C library (the helpers
# do not declare it; tests/unit/helpers/check_api_table.py checks it resolves).
C_LIBRARY = {"expf", "logf", "log2f", "log10f", "sinf", "cosf", "tanf", "powf", "fmaf", "fma", "sqrtf", "printf"}

# Differences made on purpose: (CUDA name, the start of the difference's
# message) -> why. Keep each reason short and true.
# The texture references' C API takes a textureReference *, of which CUDA's texture<> derives; the
# helpers' texture<> does not (clang 19 cannot offload a declare-target variable whose constexpr
# constructor initialises a base class), so a template over texture<T, dim, mode> * stands for it.
TEXREF_C_FORM = "the C form takes the reference's address: a template over the helpers' texture<T, dim, mode> *"

KNOWN = {
    ("cudaStreamAttachMemAsync", "signature template<typename> c2o_error_t(c2o_stream_t, $0 *"):
        "the helpers take void *, which every T * converts to",
    ("cudaBindTexture", "signature c2o_error_t(size_t *, const textureReference *"):
        TEXREF_C_FORM,
    ("cudaBindTexture2D", "signature c2o_error_t(size_t *, const textureReference *"):
        TEXREF_C_FORM,
    ("cudaBindTextureToArray", "signature c2o_error_t(const textureReference *"):
        TEXREF_C_FORM,
    ("cudaUnbindTexture", "signature c2o_error_t(const textureReference *"):
        TEXREF_C_FORM,
    ("cudaResourceDesc", "fields differ: field 1 is 'res: union"):
        "mipmapped arrays are not implemented: res.mipmap.mipmap is a void * in the helpers",
    ("thread_block", "members of the bundled class"):
        "the block-level rules rewrite every member call of a thread_block (analysis/SyncFunctions.def)",
    ("thread_group", "members of the bundled class"):
        "the block-level rules rewrite every member call of a group (analysis/SyncFunctions.def)",
    ("coalesced_group", "members of the bundled class"):
        "the block-level rules rewrite every member call of a group (analysis/SyncFunctions.def)",
    ("grid_group", "members of the bundled class"):
        "the block-level rules rewrite every member call of a group (analysis/SyncFunctions.def); grid.sync() is C2O1001",
    ("group_size", "signature template<typename> unsigned int($0)"):
        "not on purpose: the bundled headers say unsigned int (CUDA 10), the helpers unsigned long long (CUDA 11 and "
        "later, as thread_group::size); the bundled type is what kept variables are spelled with, so changing it "
        "changes translations: left to the cooperative-groups work",
    ("thrust::make_zip_iterator", "signature template<typename...>"):
        "the helpers split the variadic form into a tuple, a pack of two or more and one iterator",
    ("THRUST_DEVICE_SYSTEM", "macro value differs"):
        "the helpers are Thrust's OpenMP system (THRUST_DEVICE_SYSTEM_OMP, 2); the parse sees CUDA's (1)",
    ("cub::DiscardOutputIterator", "members of the bundled class"):
        "in the helpers *it is an assign-anything proxy, so `*it = v` works without the iterator's operator=",
}

IDENT = re.compile(r"[A-Za-z_]\w*")


def constraint(t):
    """A template parameter that only constrains (SFINAE: 'typename std::enable_if<...>::type=')
    is 'constraint': the two trees may spell the condition differently."""
    return "constraint" if "enable_if" in t and t.endswith("=") else t


def conversion(member):
    """A conversion operator as 'operator (conversion)': the trees spell the type
    differently ('operator T', 'operator value_type')."""
    return member if re.fullmatch(r"operator\W+|operator (new|delete)(\[\])?", member) or \
        not member.startswith("operator ") else "operator (conversion)"


def by_value(t):
    """A parameter 'const X &' as 'X': a call that passes an X by value binds it to a const reference too."""
    m = re.fullmatch(r"const (.+) &", t)
    return m.group(1) if m else t


def untag(t):
    """A type without the 'struct'/'enum' a C header writes before a name."""
    return re.sub(r"\b(struct|enum|union|class) (?=[A-Za-z_])", "", t)


def read_rows(root):
    """[(cuda_name, output_name, kind)] for the rows that keep or rename to an identifier."""
    rows = []
    for table in TABLES:
        text = open(os.path.join(root, table), encoding="utf-8").read()
        for m in re.finditer(r"^C2O_API\(\s*([^,]+?)\s*,\s*([^,]*?)\s*,\s*(\w+)\s*,\s*(\w+)\s*\)", text, re.M):
            cuda, repl, kind = m.group(1), m.group(2), m.group(3)
            if repl in ("", "\"\""):
                rows.append((cuda, cuda, kind))
            elif re.fullmatch(r"[A-Za-z_]\w*", repl):
                rows.append((cuda, repl, kind))
    return rows


def library_prefixes(root):
    text = open(os.path.join(root, LIBRARIES), encoding="utf-8").read()
    return re.findall(r'^C2O_LIBRARY\(\s*"([^"]+)"', text, re.M)


def clang_resource_dir():
    try:
        return subprocess.run(["clang++-19", "-print-resource-dir"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def declarations(repo, tool, names_file, tree, roots, source_text, args, tmp, tag):
    """The JSON objects c2o-decl-signatures prints for one tree."""
    source = os.path.join(tmp, tag + (".cu" if "cuda" in args else ".cpp"))
    with open(source, "w") as f:
        f.write(source_text)
    cmd = [tool, "--names", names_file] + [x for r in roots for x in ("--root", r)] + [source, "--"] + args + ["-I", tree]
    rd = clang_resource_dir()
    if rd:
        cmd += ["-resource-dir", rd]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write("check_kept_names: %s failed on %s:\n%s\n" % (os.path.basename(tool), tree, p.stderr[-4000:]))
        return None
    decls = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
    for d in decls:
        d["file"] = os.path.relpath(d["file"], os.path.realpath(repo))
    return decls


class Side:
    """The declarations of one tree, by qualified name and by simple name."""

    def __init__(self, decls):
        self.by_name = {}
        for d in decls:
            self.by_name.setdefault(d["name"], []).append(d)

    def find(self, name):
        """The declarations named \\p name: exactly, else (a simple name) in any namespace or class."""
        if name in self.by_name:
            return self.by_name[name]
        if "::" in name:
            return []
        found = []
        for q, ds in self.by_name.items():
            if q.endswith("::" + name):
                found += ds
        return found


def int_value(tokens):
    """The integer a macro's tokens or an enumerator's value stands for, or None."""
    text = tokens.strip()
    if not text or not re.fullmatch(r"[\s\w()+\-*/|&~<>^]*", text):
        return None
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", text)
    text = re.sub(r"\(\s*(unsigned|int|long|unsigned int|unsigned long|signed)\s*\)", "", text)
    if re.search(r"[A-Za-z_]", re.sub(r"0[xX][0-9a-fA-F]+", "", text)):
        return None
    try:
        return int(eval(text, {"__builtins__": {}}, {}))
    except Exception:
        return None


def value_of(d, side, rename=None):
    """The value of an enumerator or integer macro declaration, or None."""
    if d["kind"] == "enumerator":
        return int(d["value"])
    if d["kind"] == "macro" and "params" not in d:
        v = int_value(d["tokens"])
        if v is None and re.fullmatch(r"[A-Za-z_]\w*", d["tokens"].strip()):
            # a macro naming another name of its tree
            for other in side.find(d["tokens"].strip()):
                if other is not d:
                    return value_of(other, side)
        return v
    return None


class Checker:
    def __init__(self, rows, prefixes, bundled, helpers):
        self.rows = rows
        self.prefixes = prefixes
        self.bundled = bundled
        self.helpers = helpers
        # every CUDA name the table renames to an identifier, simple names only
        self.rename_map = {c: o for c, o, _ in rows if c != o and "::" not in c}
        self.problems = []
        self.compared = {}  # kind -> rows found in both trees

    def rename(self, text):
        return IDENT.sub(lambda m: self.rename_map.get(m.group(0), m.group(0)), text)

    def report(self, cuda, message):
        self.problems.append((cuda, message))

    def where(self, d):
        return "%s:%s" % (d["file"], d["line"])

    def owns(self, qualified, cuda):
        """Whether the row \\p cuda applies to the declaration named \\p qualified (lookupApi's rule)."""
        if qualified == cuda:
            return True
        if "::" in cuda or not qualified.endswith("::" + cuda):
            return False
        return not any(qualified.startswith(p) for p in self.prefixes) and qualified not in self.row_names

    def run(self):
        self.row_names = {c for c, _, _ in self.rows}
        for cuda, out, kind in self.rows:
            b = [d for d in self.bundled.find(cuda) if self.owns(d["name"], cuda)]
            h = [d for d in self.helpers.find(out)
                 if d["name"] == out or (out == cuda and self.owns(d["name"], cuda)) or
                 (out != cuda and d["name"].endswith("::" + out))]
            if out in C_LIBRARY:
                continue
            if not b:
                self.report(cuda, "not declared by the bundled CUDA headers (%s)" % BUNDLED)
                continue
            if not h:
                self.report(cuda, "%s is not declared by the helper headers (%s)" % (out, HELPERS))
                continue
            self.compared[kind] = self.compared.get(kind, 0) + 1
            getattr(self, "check_" + kind.lower())(cuda, out, b, h)
        return self.problems

    # ---- the kinds -------------------------------------------------------
    def check_enumerator(self, cuda, out, b, h):
        bvar = [d for d in b if d["kind"] == "variable"]
        hvar = [d for d in h if d["kind"] == "variable"]
        if bvar and hvar:  # an object (thrust::device, thrust::placeholders::_1): its type
            bt, ht = self.rename(bvar[-1]["type"]), hvar[-1]["type"]
            if bt.replace("const ", "") != ht.replace("const ", "") and self.comparable(bt) and self.comparable(ht):
                self.report(cuda, "type differs: '%s' in the bundled headers (%s), '%s' in the helpers (%s)" % (
                    bt, self.where(bvar[-1]), ht, self.where(hvar[-1])))
            return
        bv = [v for v in (value_of(d, self.bundled) for d in b) if v is not None]
        hv = [v for v in (value_of(d, self.helpers) for d in h) if v is not None]
        if not bv or not hv:
            self.report(cuda, "value not known: bundled %s, helpers %s" % (
                ", ".join(self.where(d) for d in b), ", ".join(self.where(d) for d in h)))
        elif set(bv) != set(hv):
            self.report(cuda, "value differs: bundled %s (%s), helpers %s = %s (%s)" % (
                bv[0], self.where(b[0]), out, hv[0], self.where(h[0])))

    def check_macro(self, cuda, out, b, h):
        bm = [d for d in b if d["kind"] == "macro"]
        hm = [d for d in h if d["kind"] == "macro"]
        if not bm or not hm:
            kinds = lambda ds: "/".join(sorted({d["kind"] for d in ds}))
            if bm or hm:
                self.report(cuda, "a macro on one side only: bundled %s (%s), helpers %s (%s)" % (
                    kinds(b), self.where(b[0]), kinds(h), self.where(h[0])))
            return
        bd, hd = bm[-1], hm[-1]
        if ("params" in bd) != ("params" in hd) or len(bd.get("params", [])) != len(hd.get("params", [])):
            self.report(cuda, "macro parameters differ: bundled (%s) %s, helpers (%s) %s" % (
                ", ".join(bd.get("params", ["-"])), self.where(bd), ", ".join(hd.get("params", ["-"])),
                self.where(hd)))
            return
        bv, hv = value_of(bd, self.bundled), value_of(hd, self.helpers)
        if bv is not None and hv is not None:
            if bv != hv:
                self.report(cuda, "macro value differs: bundled %s (%s), helpers %s (%s)" % (
                    bv, self.where(bd), hv, self.where(hd)))
            return
        # not integers: compared only when both are (no parameters and) a single value
        if "params" not in bd and (bv is None) != (hv is None):
            self.report(cuda, "macro value differs: bundled '%s' (%s), helpers '%s' (%s)" % (
                bd["tokens"], self.where(bd), hd["tokens"], self.where(hd)))

    def sig_parts(self, d, renamed):
        """(template parameters or None, result, [(parameter type, has default)], method qualifiers)."""
        fix = (lambda t: untag(self.rename(t))) if renamed else untag
        params = [(by_value(fix(p[:-2]) if p.endswith(" =") else fix(p)), p.endswith(" =")) for p in d["params"]]
        tpl = d.get("template")
        if tpl is not None:
            tpl = [constraint(fix(t)) for t in tpl]
        result = fix(d["result"])
        if tpl is not None and result.startswith("typename "):
            result = "typename ..."  # computed from the template's parameters: each tree has its own trait
        return tpl, result, params, d.get("method", "")

    def signature(self, d, renamed):
        tpl, result, params, method = self.sig_parts(d, renamed)
        text = "%s(%s)" % (result, ", ".join(t + (" =" if dflt else "") for t, dflt in params))
        if tpl is not None:
            text = "template<%s> %s" % (", ".join(tpl), text)
        return text + (" [%s]" % method if method else "")

    def covers(self, h, b):
        """Whether the helpers' declaration \p h accepts every call the bundled \p b accepts:
        the same signature, or a template whose type parameters make it, with
        a default wherever \p b has one, and defaults for any further parameters."""
        htpl, hres, hparams, hmethod = self.sig_parts(h, False)
        btpl, bres, bparams, bmethod = self.sig_parts(b, True)
        if hmethod != bmethod or len(hparams) < len(bparams):
            return False
        if any(not dflt for _, dflt in hparams[len(bparams):]):
            return False
        if any(bd and not hd for (_, bd), (_, hd) in zip(bparams, hparams)):
            return False
        btext = "\x00".join([bres] + [t for t, _ in bparams])
        htext = "\x00".join([hres] + [t for t, _ in hparams[:len(bparams)]])
        if htpl == btpl:
            if htext == btext:
                return True
        if not htpl or btpl:
            return False
        # a template of the helpers instantiated to the bundled signature
        pattern, seen = "", set()
        for piece in re.split(r"(\$\d+)", htext):
            if re.fullmatch(r"\$\d+", piece):
                k = piece[1:]
                pattern += "(?P=p%s)" % k if k in seen else "(?P<p%s>[^\x00]+?)" % k
                seen.add(k)
            else:
                pattern += re.escape(piece)
        return re.fullmatch(pattern, btext) is not None

    def check_function(self, cuda, out, b, h):
        bf = [d for d in b if d["kind"] == "function" and not d.get("deleted")]
        hf = [d for d in h if d["kind"] == "function"]
        if any(d["kind"] == "using" for d in h):
            return  # the helpers take another library's function (using std::swap): not compared
        if not bf:
            return  # a function-like macro or a functor: macros and types are compared under their kinds
        if not hf:
            self.report(cuda, "a function in the bundled headers (%s), a %s in the helpers (%s)" % (
                self.where(bf[0]), h[0]["kind"], self.where(h[0])))
            return
        for d in bf:
            if not any(self.covers(x, d) for x in hf):
                self.report(cuda, "signature %s (%s) is not declared by the helpers, which have: %s" % (
                    self.signature(d, True), self.where(d),
                    "; ".join("%s (%s)" % (self.signature(x, False), self.where(x)) for x in hf)))

    def check_type(self, cuda, out, b, h):
        brec = [d for d in b if d["kind"] in ("record", "union") and d.get("defined", True)]
        bdef = [d for d in b if d["kind"] == "typedef"]
        benum = [d for d in b if d["kind"] == "enum"]
        hrec = self.records(h)
        if brec:
            bd = brec[-1]
            if not bd.get("fields") and not bd.get("members"):
                return  # declared empty: an opaque or tag type
            if not hrec:
                self.report(cuda, "a struct in the bundled headers (%s), no struct %s in the helpers" % (self.where(bd), out))
                return
            hd = hrec[-1]
            bfields, hfields = self.fields(bd, hd)
            if bd.get("fields") and bfields != hfields:
                self.report(cuda, "fields differ: %s" % self.field_difference(bfields, hfields, bd, hd))
            elif bd.get("fields") and bd.get("layout") and hd.get("layout") and bd["layout"] != hd["layout"]:
                self.report(cuda, "layout differs: %s" % self.layout_difference(bd, hd))
            missing = sorted(set(self.rename(m) for m in self.kept_members(bd)) -
                             set(conversion(m) for m in hd.get("members", [])))
            if missing:
                self.report(cuda, "members of the bundled class (%s) that the helpers' (%s) lack: %s" % (
                    self.where(bd), self.where(hd), ", ".join(missing)))
        elif benum:
            self.check_enum(cuda, out, benum[-1], h)
        elif bdef:
            self.check_typedef(cuda, out, bdef[-1], h)

    def kept_members(self, bd):
        """The members of a bundled class that a translation keeps: of a class of a CUDA
        library (VendorLibraries.def), its operators and conversions only (another
        member is a row of its own, or gets C2O1030); of any other class, every
        public member. Members named c2o_ belong to the bundled headers themselves."""
        library = any(bd["name"].startswith(p) for p in self.prefixes)
        return [conversion(m) for m in bd.get("members", []) if not re.match(r"_*c2o_", m) and
                (not library or m.startswith("operator"))]

    def records(self, h):
        """The struct definitions among \\p h, or those a typedef of \\p h names."""
        recs = [d for d in h if d["kind"] in ("record", "union") and d.get("defined", True)]
        if recs:
            return recs
        for d in h:
            if d["kind"] == "typedef" and IDENT.fullmatch(d["type"]):
                recs += [x for x in self.helpers.find(d["type"]) if x["kind"] in ("record", "union")
                         and x.get("defined", True)]
        return recs

    def fields(self, bd, hd):
        """The two structs' fields as 'name: type', or 'name' where either type is
        not one the two trees share (a type no row names)."""
        bf = [untag(self.rename(f)) for f in bd.get("fields", [])]
        hf = [untag(f) for f in hd.get("fields", [])]

        def shared(t):
            return self.comparable(t) or t.startswith(("struct {", "union {"))
        for i in range(min(len(bf), len(hf))):
            (bn, bt), (hn, ht) = bf[i].split(": ", 1), hf[i].split(": ", 1)
            if not (shared(bt) and shared(ht)):
                bf[i], hf[i] = bn, hn
        return bf, hf

    def field_difference(self, bf, hf, bd, hd):
        for i, (x, y) in enumerate(zip(bf, hf)):
            if x != y:
                return "field %d is '%s' in the bundled headers (%s), '%s' in the helpers (%s)" % (
                    i, x, self.where(bd), y, self.where(hd))
        if len(bf) > len(hf):
            return "the helpers (%s) lack the fields after '%s': %s" % (self.where(hd), hf[-1] if hf else "", ", ".join(bf[len(hf):]))
        return "the helpers (%s) add fields after '%s': %s" % (self.where(hd), bf[-1] if bf else "", ", ".join(hf[len(bf):]))

    def layout_difference(self, bd, hd):
        """The first difference of two layouts ("size align offset..."): the size, the alignment or a field's offset."""
        (bsize, balign, *boff), (hsize, halign, *hoff) = bd["layout"].split(), hd["layout"].split()
        for i, (x, y) in enumerate(zip(boff, hoff)):
            if x != y:
                name = bd["fields"][i].split(":")[0]
                return "field '%s' is at byte %g in the bundled headers (%s), %g in the helpers (%s)" % (
                    name, int(x) / 8, self.where(bd), int(y) / 8, self.where(hd))
        return "%d bytes aligned to %s in the bundled headers (%s), %d aligned to %s in the helpers (%s)" % (
            int(bsize), balign, self.where(bd), int(hsize), halign, self.where(hd))

    def check_enum(self, cuda, out, bd, h):
        hen = [d for d in h if d["kind"] == "enum"]
        if not hen:
            return  # an int typedef with macros or constants: the enumerators' rows compare the values
        hvals = dict(e.split(" = ") for e in hen[-1]["enumerators"])
        for e in bd["enumerators"]:
            name, value = e.split(" = ")
            mapped = self.rename_map.get(name, name if name in self.row_names else None)
            if mapped is None:
                continue
            if mapped in hvals and hvals[mapped] != value:
                self.report(cuda, "enumerator %s is %s in the bundled headers (%s), %s = %s in the helpers (%s)" % (
                    name, value, self.where(bd), mapped, hvals[mapped], self.where(hen[-1])))

    def check_typedef(self, cuda, out, bd, h):
        hdefs = [d for d in h if d["kind"] == "typedef"]
        if not hdefs:
            return
        bt, ht = self.rename(bd["type"]), hdefs[-1]["type"]
        if bt != ht and self.comparable(bt) and self.comparable(ht):
            self.report(cuda, "typedef differs: '%s' in the bundled headers (%s), '%s' in the helpers (%s)" % (
                bt, self.where(bd), ht, self.where(hdefs[-1])))

    BUILTIN = {"void", "bool", "char", "signed char", "unsigned char", "short", "unsigned short", "int",
               "unsigned int", "long", "unsigned long", "long long", "unsigned long long", "float", "double",
               "size_t", "int64_t", "uint64_t", "int32_t", "uint32_t"}

    def comparable(self, t):
        base = re.sub(r"\b(const|volatile)\b|\*|&|\[\d*\]", " ", t)
        base = " ".join(base.split())
        base = re.sub(r"<.*>$", "", base)  # a template's arguments
        return base in self.BUILTIN or base in self.rename_map.values() or base in self.row_names

    def check_variable(self, cuda, out, b, h):
        pass


# The self-test's planted faults: (what, file under the helpers, text, replacement, expected output).
FAULTS = [
    ("an enumerator's value", "c2o_error.h", "c2o_error_invalid_value = 1,", "c2o_error_invalid_value = 91,",
     "cudaErrorInvalidValue: value differs"),
    ("a parameter's type", "c2o_memory.h", "c2o_memcpy(void *dst, const void *src, size_t n,",
     "c2o_memcpy(void *dst, const void *src, int n,", "cudaMemcpy: signature c2o_error_t(void *, const void *, size_t"),
    ("a struct field left out", "c2o_device.h", "  C2O_DEVICE_PROP_FIELDS(c2o_uuid_t)\n",
     "  C2O_DEVICE_PROP_FIELDS(c2o_uuid_t)\n  int planted;\n", "cudaDeviceProp: fields differ"),
    ("a struct's alignment", "c2o_device_attr.h", "typedef struct c2o_func_attributes {",
     "typedef struct __attribute__((aligned(64))) c2o_func_attributes {", "cudaFuncAttributes: layout differs"),
    ("a vector type's alignment", "c2o_types.h", "C2O_IMPL_VECS(int, int, 4, 8, 16)",
     "C2O_IMPL_VECS(int, int, 4, 16, 16)", "int2: layout differs"),
    ("a flag macro's value", "c2o_stream_event.h", "#define C2O_EVENT_DISABLE_TIMING 0x02",
     "#define C2O_EVENT_DISABLE_TIMING 0x04", "cudaEventDisableTiming: macro value differs"),
    # text None: a new helper file of that name, holding the replacement
    ("a file name of both trees", "curand_kernel.h", None, "/* planted */\n",
     "curand_kernel.h: a file of both"),
]


def shared_file_names(root):
    """Problems: the file names (any folder) that both trees use."""
    def names(tree):
        return {f for _, _, fs in os.walk(os.path.join(root, tree)) for f in fs if not f.startswith(".")}
    return ["%s: a file of both %s and %s: rename the helper" % (n, BUNDLED, HELPERS)
            for n in sorted(names(BUNDLED) & names(HELPERS))]


def self_test(a):
    """Plants each fault of FAULTS in a copy of the trees; each must be reported."""
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, path, text, repl, expected in FAULTS:
            root = os.path.join(tmp, re.sub(r"\W+", "_", name))
            for sub in [BUNDLED, HELPERS] + [os.path.dirname(TABLES[0])]:
                shutil.copytree(os.path.join(a.root, sub), os.path.join(root, sub))
            target = os.path.join(root, HELPERS, path)
            old = ""
            if text is None:  # a new file
                text = ""
            else:
                with open(target, encoding="utf-8") as f:
                    old = f.read()
            if text not in old:
                print("FAIL %s: '%s' is not in %s (update FAULTS)" % (name, text.strip(), path))
                failures += 1
                continue
            with open(target, "w", encoding="utf-8") as f:
                f.write(old.replace(text, repl, 1))
            p = subprocess.run([sys.executable, os.path.abspath(__file__), "--tool", a.tool, "--root", root],
                               capture_output=True, text=True)
            ok = p.returncode == 1 and expected in p.stdout
            failures += not ok
            line = next((l for l in p.stdout.splitlines() if expected in l), p.stdout.strip()[-300:])
            print("%s %s: exit %d; %s" % ("ok  " if ok else "FAIL", name, p.returncode, line[:200]))
    print("check_kept_names self-test: %d/%d faults caught" % (len(FAULTS) - failures, len(FAULTS)))
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tool", required=True)
    ap.add_argument("--root", required=True)
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--dump", help="also write the two trees' declarations (JSON lines) into this folder")
    a = ap.parse_args()
    if a.self_test:
        return self_test(a)
    rows = read_rows(a.root)
    names = set()
    for cuda, out, _ in rows:
        names.add(cuda)
        names.add(out)
    with tempfile.TemporaryDirectory() as tmp:
        names_file = os.path.join(tmp, "names.txt")
        with open(names_file, "w") as f:
            f.write("\n".join(sorted(names)) + "\n")
        # the bundled headers include a few helper headers, where a name is defined once
        bundled, helpers = os.path.join(a.root, BUNDLED), os.path.join(a.root, HELPERS)
        b = declarations(a.root, a.tool, names_file, bundled, [bundled, helpers], bundled_source(os.path.join(a.root, BUNDLED)), BUNDLED_ARGS, tmp, "bundled")
        h = declarations(a.root, a.tool, names_file, helpers, [helpers], helper_source(helpers), HELPER_ARGS, tmp, "helpers")
    if b is None or h is None:
        return 2
    if a.dump:
        os.makedirs(a.dump, exist_ok=True)
        for tag, ds in (("bundled", b), ("helpers", h)):
            with open(os.path.join(a.dump, tag + ".jsonl"), "w") as f:
                f.writelines(json.dumps(d, sort_keys=True) + "\n" for d in ds)
    checker = Checker(rows, library_prefixes(a.root), Side(b), Side(h))
    found = checker.run()
    problems, used = shared_file_names(a.root), set()
    for cuda, message in found:
        key = next((k for k in KNOWN if k[0] == cuda and message.startswith(k[1])), None)
        if key:
            used.add(key)
        else:
            problems.append("%s: %s" % (cuda, message))
    for key in sorted(set(KNOWN) - used):
        problems.append("%s: listed in KNOWN (\"%s\") but no longer differs: remove it from %s" % (
            key[0], key[1], os.path.basename(__file__)))
    for p in problems:
        print(p)
    print("check_kept_names: %d rows (%s found in both trees), %d known difference(s), %d problem(s)" % (
        len(rows), ", ".join("%d %s" % (n, k) for k, n in sorted(checker.compared.items())), len(used), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
