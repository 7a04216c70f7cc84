"""Fails if a translated file's code spells 'auto>' or '<dependent type>' (the
phase form's c2o_type<...> of a kept variable whose type cannot be named)."""
import pathlib, re, sys

BAD = re.compile(r"<\s*auto\s*>|\bauto\s*>|<dependent type>")
problems = []
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.cpp")):
    for n, line in enumerate(f.read_text(errors="replace").split("\n"), 1):
        code = line.split("//", 1)[0]
        if BAD.search(code):
            problems.append(f"{f.name}:{n}: {line.strip()}")
print("\n".join(problems) or "no unnamed types")
sys.exit(1 if problems else 0)
