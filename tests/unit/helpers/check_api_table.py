#!/usr/bin/env python3
"""Every row of translator/rewrite/ApiMappings.def names something the
helpers provide: the replacement (or the CUDA name itself, when the row keeps
it) must be declared by c2o_runtime.h. The script writes a C++ file with one
`using` declaration per function, type or enumerator and one `#ifndef` per
macro, and compiles it with clang++-19 and g++ (-fsyntax-only). A misspelt
replacement in the table fails here instead of in a user's build.

The program includes every helper header a translation can include: the
Helper column of translator/analysis/CudaHeaders.def (c2o_runtime.h, and the
library headers such as c2o_nvtx.h whose rows keep CUDA's names). The
libraries' helpers need C++17, so both compilers check at C++17 (the core's
C++14 builds are tested by helpers.translated.* and helpers.catch2.gcc).

usage: check_api_table.py API_MAPPINGS_DEF HELPERS_INCLUDE_DIR [--self-test]
"""
import os
import re
import subprocess
import sys
import tempfile

# Rows whose name lives in a namespace of the helpers (the prefix to use).
NAMESPACED = {
    "thread_block": "cooperative_groups::", "thread_block_tile": "cooperative_groups::",
    "plus": "cooperative_groups::", "less": "cooperative_groups::", "greater": "cooperative_groups::",
    "bit_and": "cooperative_groups::", "bit_or": "cooperative_groups::", "bit_xor": "cooperative_groups::",
    "thread_group": "cooperative_groups::", "coalesced_group": "cooperative_groups::", "grid_group": "cooperative_groups::",
    "block_tile_memory": "cooperative_groups::", "thread_rank": "cooperative_groups::",
    "num_threads": "cooperative_groups::", "group_size": "cooperative_groups::",
}
# Names the C library provides (rows that rename CUDA's to them).
C_LIBRARY = {"expf", "logf", "log2f", "log10f", "sinf", "cosf", "tanf", "powf", "fmaf", "fma", "sqrtf", "printf"}


def rows(def_path):
    text = open(def_path).read()
    for m in re.finditer(r"^C2O_API\(\s*([^,]+?)\s*,\s*([^,]*?)\s*,\s*(\w+)\s*,\s*(\w+)\s*\)", text, flags=re.M):
        yield m.group(1), m.group(2) or m.group(1), m.group(3)


def helper_headers(def_path):
    """The helper headers CudaHeaders.def maps CUDA's headers to, in order."""
    headers_def = os.path.join(os.path.dirname(def_path), "..", "analysis", "CudaHeaders.def")
    found = []
    for m in re.finditer(r'^C2O_CUDA_HEADER\(\s*"[^"]*"\s*,\s*"([^"]+)"\s*\)', open(headers_def).read(), flags=re.M):
        if m.group(1) not in found:
            found.append(m.group(1))
    if "c2o_runtime.h" not in found:
        raise SystemExit("CudaHeaders.def (%s) names no c2o_runtime.h: the table's format changed?" % headers_def)
    return found


def program(def_path):
    lines = ['#include "%s"' % h for h in helper_headers(def_path)]
    lines += ["#include <math.h>", "#include <stdio.h>", "namespace c2o_table_check {"]
    for cuda, name, kind in rows(def_path):
        if kind == "Macro":
            lines.append("}\n#ifndef %s\n#error \"%s (row %s) is not defined\"\n#endif\nnamespace c2o_table_check {" % (name, name, cuda))
        elif name in C_LIBRARY:
            lines.append("using ::%s; // %s" % (name, cuda))
        else:
            lines.append("using %s%s; // %s" % (NAMESPACED.get(name, "::"), name, cuda))
    lines.append("}")
    lines.append("int main() { return 0; }")
    return "\n".join(lines) + "\n"


def compile_ok(source, helpers):
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "table_check.cpp")
        open(path, "w").write(source)
        for cxx in (["clang++-19", "-std=c++17"], ["g++", "-std=c++17"]):
            p = subprocess.run(cxx + ["-fopenmp", "-fsyntax-only", "-I", helpers, path], text=True, capture_output=True)
            if p.returncode != 0:
                ok = False
                print("FAIL: %s: a row of ApiMappings.def names nothing the helpers declare" % cxx[0])
                print("\n".join(l for l in p.stderr.splitlines() if "error" in l)[:4000])
            else:
                print("%s: every row resolves" % cxx[0])
    return ok


def main():
    def_path, helpers = sys.argv[1], sys.argv[2]
    source = program(def_path)
    if "--self-test" in sys.argv:
        # The check must fail for a row naming nothing.
        bad = source.replace("namespace c2o_table_check {", "namespace c2o_table_check {\nusing ::c2o_no_such_helper;", 1)
        if compile_ok(bad, helpers):
            print("FAIL: the self-test's misspelt row was not caught")
            return 1
        print("self-test: a misspelt row is caught")
        return 0
    n = sum(1 for _ in rows(def_path))
    print("%d rows" % n)
    return 0 if compile_ok(source, helpers) else 1


if __name__ == "__main__":
    sys.exit(main())
