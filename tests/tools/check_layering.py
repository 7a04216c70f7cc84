#!/usr/bin/env python3
"""Checks that the translator's stages include one another one way only.

  check_layering.py SOURCE_DIR          the check (ctest: layering)
  check_layering.py --self-test SOURCE_DIR

The stages are the c2o_stage(NAME DEPENDS ...) lines of
translator/CMakeLists.txt, lowest first: each is the folder translator/NAME
and a static library linked to the stages it names. The check fails (exit 1,
one line per problem) when
  * a stage depends on a stage declared after it, or on one that is not a
    stage (the graph must go one way: no cycle);
  * a file of translator/NAME/ (.h, .cpp, .def, .inc) includes "OTHER/..." of
    a stage OTHER that NAME does not depend on, directly or through the
    stages it depends on (an upward include, or one across: driver and
    validator stand side by side);
  * a file of a stage includes a path with "..", which would step around the
    include roots.
translator/tools/ (the executables) may include every stage.

--self-test plants each kind of problem in a copy of the tree and fails
unless the check reports it, so the check itself can fail.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

CMAKE = os.path.join("translator", "CMakeLists.txt")
STAGE_LINE = re.compile(r"^\s*c2o_stage\(\s*(\w+)((?:\s+DEPENDS(?:\s+\w+)+)?)\s*\)", re.M)
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^">]+)[">]', re.M)
SUFFIXES = (".h", ".cpp", ".def", ".inc")


def read_stages(root):
    """[(name, [deps])] in declaration order."""
    with open(os.path.join(root, CMAKE)) as fh:
        text = fh.read()
    stages = []
    for m in STAGE_LINE.finditer(text):
        deps = m.group(2).split()[1:] if m.group(2).strip() else []
        stages.append((m.group(1), deps))
    return stages


def check(root):
    problems = []
    stages = read_stages(root)
    if not stages:
        return ["%s: no c2o_stage(...) line found" % CMAKE]
    declared, allowed = [], {}
    for name, deps in stages:
        closure = set()
        for d in deps:
            if d not in declared:
                problems.append("%s: stage '%s' depends on '%s', which is %s" % (
                    CMAKE, name, d, "declared after it" if d in dict(stages) else "not a stage"))
                continue
            closure |= {d} | allowed[d]
        declared.append(name)
        allowed[name] = closure
    names = set(dict(stages))
    folders = [(n, allowed[n]) for n in declared] + [("tools", names)]
    for folder, ok in folders:
        path = os.path.join(root, "translator", folder)
        if not os.path.isdir(path):
            problems.append("translator/%s: the stage has no folder" % folder)
            continue
        for f in sorted(os.listdir(path)):
            if not f.endswith(SUFFIXES):
                continue
            with open(os.path.join(path, f), errors="replace") as fh:
                text = fh.read()
            for m in INCLUDE.finditer(text):
                inc = m.group(1)
                line = text.count("\n", 0, m.start()) + 1
                where = "translator/%s/%s:%d" % (folder, f, line)
                if ".." in inc.split("/"):
                    problems.append('%s: includes "%s": a path with ".." steps around the stages' % (where, inc))
                    continue
                top = inc.split("/")[0] if "/" in inc else None
                if top in names or top == "tools":
                    if top != folder and top not in ok:
                        problems.append('%s: includes "%s", but %s may use only %s' % (
                            where, inc, folder, ", ".join(sorted(ok)) or "itself"))
    return problems


def self_test(root):
    """Each planted problem must make the check fail."""
    me = os.path.abspath(__file__)
    plants = [
        ("an upward include (analysis -> rewrite)", "translator/analysis/CudaConstructs.h",
         lambda t: t.replace("#pragma once", '#pragma once\n#include "rewrite/EditSet.h"', 1)),
        ("an include across (validator -> driver)", "translator/validator/SiteVerdict.h",
         lambda t: t.replace("#pragma once", '#pragma once\n#include "driver/Translator.h"', 1)),
        ("a relative path around the roots", "translator/core/SourceView.h",
         lambda t: t.replace("#pragma once", '#pragma once\n#include "../rewrite/EditSet.h"', 1)),
        ("a dependency on a later stage (a cycle)", CMAKE,
         lambda t: t.replace("c2o_stage(analysis DEPENDS core)", "c2o_stage(analysis DEPENDS core rewrite)", 1)),
        ("a dependency on no stage", CMAKE,
         lambda t: t.replace("c2o_stage(policy DEPENDS analysis)", "c2o_stage(policy DEPENDS analysis nowhere)", 1)),
    ]
    failures = 0
    clean = subprocess.run([sys.executable, me, root], capture_output=True, text=True)
    print("%s  the tree as it is: exit %d" % ("ok  " if clean.returncode == 0 else "FAIL", clean.returncode))
    failures += clean.returncode != 0
    for what, rel, plant in plants:
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "src")
            shutil.copytree(os.path.join(root, "translator"), os.path.join(tree, "translator"),
                            ignore=shutil.ignore_patterns("cuda_include"))
            target = os.path.join(tree, rel)
            with open(target) as fh:
                text = fh.read()
            planted = plant(text)
            if planted == text:
                print("FAIL %s: could not plant it in %s" % (what, rel))
                failures += 1
                continue
            with open(target, "w") as fh:
                fh.write(planted)
            p = subprocess.run([sys.executable, me, tree], capture_output=True, text=True)
            ok = p.returncode == 1
            failures += not ok
            first = (p.stdout.strip().splitlines() or ["(no output)"])[0]
            print("%s %s: exit %d: %s" % ("ok  " if ok else "FAIL", what, p.returncode, first))
    print("check_layering self-test: %d/%d" % (len(plants) + 1 - failures, len(plants) + 1))
    return 1 if failures else 0


def main():
    args = sys.argv[1:]
    if args and args[0] == "--self-test":
        return self_test(os.path.abspath(args[1] if len(args) > 1 else "."))
    root = os.path.abspath(args[0] if args else ".")
    problems = check(root)
    for p in problems:
        print(p)
    stages = read_stages(root)
    print("check_layering: %d stages, %d problem(s)" % (len(stages), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
