#!/usr/bin/env python3
"""Checks that every cuda2omp diagnostic has its docs page, and every page a diagnostic.

For each C2O_DIAG(ID, Name, Level, "Message") in translator/core/Diagnostics.def:
  * docs/diagnostics/ID.md exists, and its title (first '# ' heading) names ID;
  * the page has the sections '## Message', '## Detailed Help', '## Suggestions to Fix';
  * the Message section contains the message text. Placeholders are normalised:
    {0}, {1} in the .def and <anything> (or {N}) on the page count as the same
    placeholder; markdown fences, backticks, blockquote marks, backslash
    escapes and runs of white space are ignored;
  * docs/diagnostics/README.md links ID.md on a table row that names the level.
And no docs/diagnostics/C2O*.md exists for an ID that Diagnostics.def lacks.

usage: check_diagnostic_docs.py SOURCE_DIR      (the repository root)
       check_diagnostic_docs.py --self-test SOURCE_DIR
exit: 0 all good, 1 problems (one line each), 2 usage or unreadable .def
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

DEF = os.path.join("translator", "core", "Diagnostics.def")
DOCS = os.path.join("docs", "diagnostics")
SECTIONS = ["Message", "Detailed Help", "Suggestions to Fix"]
PLACEHOLDER = "\x00"  # stands for any placeholder after normalisation


def strip_c_comments(text):
    """The text without // and /* */ comments; string literals are kept whole."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def unescape_c(s):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


def read_diagnostics(path):
    """[(id, level, message)] in the order of the .def."""
    with open(path, encoding="utf-8") as f:
        text = strip_c_comments(f.read())
    diags = []
    for m in re.finditer(r"^\s*C2O_DIAG\s*\(\s*(\w+)\s*,\s*\w+\s*,\s*(\w+)\s*,((?:\s*\"(?:[^\"\\]|\\.)*\")+)\s*\)",
                         text, re.M):
        message = "".join(unescape_c(s) for s in re.findall(r"\"((?:[^\"\\]|\\.)*)\"", m.group(3)))
        diags.append((m.group(1), m.group(2), message))
    return diags


def normalise(text):
    text = re.sub(r"\{\d+\}", PLACEHOLDER, text)
    return " ".join(text.split())


def normalise_page(text):
    lines = [l for l in text.split("\n") if not l.lstrip().startswith("```")]
    text = "\n".join(re.sub(r"^\s*>\s?", "", l) for l in lines)
    text = re.sub(r"\\([\\`*_{}\[\]()#+\-.!<>'|])", r"\1", text)  # markdown escapes
    text = text.replace("`", "")
    text = re.sub(r"<[^<>\n]+>|\{\d+\}", PLACEHOLDER, text)
    return " ".join(text.split())


def sections(page):
    """{heading: body} for the '## ' headings of a page, and its '# ' title."""
    found, title, current = {}, None, None
    in_fence = False
    for line in page.split("\n"):
        if line.lstrip().startswith("```"):
            in_fence = not in_fence
        if not in_fence:
            m = re.match(r"^(#{1,6})\s+(.*?)\s*#*\s*$", line)
            if m and len(m.group(1)) == 1 and title is None:
                title = m.group(2)
                continue
            if m and len(m.group(1)) == 2:
                current = m.group(2)
                found.setdefault(current, [])
                continue
        if current is not None:
            found[current].append(line)
    return title, {k: "\n".join(v) for k, v in found.items()}


def check(root):
    def_path = os.path.join(root, DEF)
    docs = os.path.join(root, DOCS)
    try:
        diags = read_diagnostics(def_path)
    except OSError as e:
        print(f"check_diagnostic_docs: cannot read {def_path}: {e.strerror}", file=sys.stderr)
        return None
    if not diags:
        print(f"check_diagnostic_docs: no C2O_DIAG entries in {def_path}", file=sys.stderr)
        return None

    problems = []
    ids = {d[0] for d in diags}
    pages = set()
    if os.path.isdir(docs):
        pages = {f[:-3] for f in os.listdir(docs) if re.fullmatch(r"C2O\d+\.md", f)}
    for extra in sorted(pages - ids):
        problems.append(f"{DOCS}/{extra}.md: page for unknown diagnostic {extra} (not in {DEF})")

    readme_path = os.path.join(docs, "README.md")
    readme = open(readme_path, encoding="utf-8").read() if os.path.exists(readme_path) else None
    if readme is None:
        problems.append(f"{DOCS}/README.md: missing (the index of all diagnostics)")

    for did, level, message in diags:
        page_rel = f"{DOCS}/{did}.md"
        if did not in pages:
            problems.append(f"{page_rel}: missing: diagnostic {did} of {DEF} has no page")
            continue
        with open(os.path.join(docs, did + ".md"), encoding="utf-8") as f:
            title, secs = sections(f.read())
        if not title or did not in title:
            problems.append(f"{page_rel}: the title (first '# ' heading) does not name {did}")
        for s in SECTIONS:
            if s not in secs:
                problems.append(f"{page_rel}: no '## {s}' section")
        if "Message" in secs and normalise(message) not in normalise_page(secs["Message"]):
            problems.append(f"{page_rel}: the Message section does not contain the message of {DEF}: "
                            f"\"{message}\" ({{N}} may be written <name>)")
        if readme is not None:
            rows = [l for l in readme.split("\n") if f"({did}.md)" in l]
            if not rows:
                problems.append(f"{DOCS}/README.md: no link to {did}.md")
            elif not any(re.search(rf"\b{level}\b", r, re.I) for r in rows):
                problems.append(f"{DOCS}/README.md: the row of {did} does not give its level '{level}'")
    return problems


def self_test(root):
    """Breaks copies of the docs in a temporary folder; each break must be reported."""
    me = os.path.abspath(__file__)
    diags = read_diagnostics(os.path.join(root, DEF))
    first = diags[0][0]

    def run(tree):
        return subprocess.run([sys.executable, me, tree], text=True, capture_output=True)

    def rename(t):
        os.rename(os.path.join(t, DOCS, first + ".md"), os.path.join(t, DOCS, first + "_old.md"))

    def unknown(t):
        shutil.copy(os.path.join(t, DOCS, first + ".md"), os.path.join(t, DOCS, "C2O9999.md"))

    def edit(pattern, repl):
        def f(t):
            p = os.path.join(t, DOCS, first + ".md")
            text = open(p, encoding="utf-8").read()
            new = re.sub(pattern, repl, text, count=1, flags=re.M)
            assert new != text, f"self-test: pattern {pattern!r} not found in {first}.md"
            open(p, "w", encoding="utf-8").write(new)
        return f

    def change_page_message(t):
        word = next(w for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\{\d+\}", " ", diags[0][2])))
        p = os.path.join(t, DOCS, first + ".md")
        text = open(p, encoding="utf-8").read()
        at = text.index("## Message")
        at = text.index(word, at)
        open(p, "w", encoding="utf-8").write(text[:at] + word + "X" + text[at + len(word):])

    def change_def(t):
        p = os.path.join(t, DEF)
        text = open(p, encoding="utf-8").read()
        new = re.sub(rf"(C2O_DIAG\(\s*{first}\s*,\s*\w+\s*,\s*\w+\s*,\s*\")", r"\1changed: ", text, count=1)
        assert new != text
        open(p, "w", encoding="utf-8").write(new)

    cases = [
        ("page renamed", rename, f"{first}.md: missing"),
        ("page for an unknown ID", unknown, "C2O9999.md: page for unknown diagnostic"),
        ("no Message section", edit(r"^## Message\s*$", "## The message"), "no '## Message' section"),
        ("no Detailed Help section", edit(r"^## Detailed Help\s*$", "## Help"), "no '## Detailed Help' section"),
        ("no Suggestions to Fix section", edit(r"^## Suggestions to Fix\s*$", "## Fixes"),
         "no '## Suggestions to Fix' section"),
        ("message text changed on the page", change_page_message, "does not contain the message"),
        ("message text changed in the .def", change_def, "does not contain the message"),
    ]
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        for sub in (DOCS, os.path.dirname(DEF)):
            shutil.copytree(os.path.join(root, sub), os.path.join(clean, sub))
        p = run(clean)
        if p.returncode != 0:
            print("self-test: the unchanged docs fail already:\n" + p.stdout + p.stderr)
            return 1
        for name, breaker, expected in cases:
            tree = os.path.join(tmp, re.sub(r"\W+", "_", name))
            shutil.copytree(clean, tree)
            breaker(tree)
            p = run(tree)
            ok = p.returncode == 1 and expected in p.stdout
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {name}: exit {p.returncode}; "
                  f"{(p.stdout.strip().splitlines() or ['(no output)'])[0]}")
    print(f"check_diagnostic_docs self-test: {len(cases) - failures}/{len(cases)} breaks detected")
    return 1 if failures else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-test":
        return self_test(argv[2])
    if len(argv) != 2 or argv[1].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(argv[1])
    if problems is None:
        return 2
    for p in problems:
        print(p)
    n = len(read_diagnostics(os.path.join(argv[1], DEF)))
    print(f"check_diagnostic_docs: {n} diagnostics, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
