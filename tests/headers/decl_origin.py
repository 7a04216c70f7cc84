#!/usr/bin/env python3
"""Print, for every function a .cu file calls or names, the header that
declares the declaration clang's DeclRefExpr refers to ("name path" lines).

usage: decl_origin.py CLANG FILE.cu [clang arguments...]

Used by check_headers.sh to prove that standard functions called in device
code (expf, sqrtf, malloc, ...) resolve to the C library's declarations and
not to the bundled CUDA headers, while CUDA names (__expf, rsqrtf, ...)
resolve to the bundled headers.
"""
import json
import os
import subprocess
import sys


def main():
    clang, src, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    cmd = [clang] + args + ["-Xclang", "-ast-dump=json", "-fsyntax-only", src]
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if res.returncode != 0:
        sys.stderr.write(res.stderr)
        sys.exit(1)
    ast = json.loads(res.stdout)
    # The JSON dumper writes a "file" only when it differs from the previous
    # location written, so the current file is tracked in document order.
    state = {"file": None}
    decl_file, refs = {}, []

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "includedFrom":
                    continue
                if key == "file":
                    state["file"] = value
                else:
                    walk(value)
                if key == "loc" and "id" in node and node.get("kind", "").endswith("Decl"):
                    decl_file[node["id"]] = state["file"]
                if key == "range" and node.get("kind") == "DeclRefExpr":
                    refs.append((state["file"], node["referencedDecl"]))
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(ast)
    seen = set()
    for where, decl in refs:
        if where and os.path.samefile(where, src) and decl.get("kind") == "FunctionDecl":
            line = "%s %s" % (decl["name"], decl_file.get(decl["id"]))
            if line not in seen:
                seen.add(line)
                print(line)


if __name__ == "__main__":
    main()
