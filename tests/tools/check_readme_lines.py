#!/usr/bin/env python3
"""The README's translate-and-compile lines run as written (ctest: docs.readme_lines).

  check_readme_lines.py SOURCE_DIR BUILD_DIR [--self-test]

Takes the lines of README.md's "## Use" block that translate the example and
compile the output: `build/bin/cuda2omp examples/...`, `H=$(...)`, and every
`clang++-19 ...` and `g++ ...` line, and runs them as they are written, one
after another in one bash, in a fresh folder laid out as a clone after
env/quickstart.sh (build/ and examples/ of this tree). Each must exit with 0;
after each compile line the program it built (a.out) must run and print PASS
(without a GPU, libomptarget and libgomp run the target regions on the host,
so the line's flags, such as the -Wl,-rpath that libomptarget needs, are
what is checked). A compile line whose compiler cannot build for that target
here (GCC without its nvptx offloading) is skipped with a note.
--self-test: the README with the rpath taken out of a clang line must fail.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile


def readme_lines(text):
    m = re.search(r"^## Use\n.*?^```sh\n(.*?)^```", text, re.S | re.M)
    if not m:
        raise SystemExit("README.md: no ```sh block under '## Use'")
    out = []
    for line in m.group(1).splitlines():
        s = line.strip()
        if s.startswith(("build/bin/cuda2omp examples/", "H=$(", "clang++-19 ", "g++ ")):
            out.append(s)
    return out


def run(source_dir, build_dir, text, upto_first_clang=False):
    lines = readme_lines(text)
    if upto_first_clang:  # the self-test: what comes before the first clang line, and it
        first = next((i for i, l in enumerate(lines) if l.startswith("clang++-19 ")), len(lines) - 1)
        lines = lines[:first + 1]
    if not any(l.startswith("clang++-19 ") for l in lines):
        return ["README.md: no clang++-19 compile line in the '## Use' block"], 0
    work = tempfile.mkdtemp(prefix="c2o-readme-")
    os.symlink(os.path.abspath(build_dir), os.path.join(work, "build"))
    os.symlink(os.path.join(os.path.abspath(source_dir), "examples"), os.path.join(work, "examples"))
    gcc_nvptx = os.path.exists("/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none/mkoffload")
    problems, ran = [], 0
    script = ""
    for i, line in enumerate(lines):
        if "-foffload=nvptx" in line and not gcc_nvptx:
            print(f"skipped (GCC's nvptx offloading is not installed): {line}")
            continue
        script += f"echo '@@c2o-line {i}'\n{line}\necho \"@@c2o-rc $?\"\n"
        if line.startswith(("clang++-19 ", "g++ ")):
            script += "./a.out 2>/dev/null | tail -1; rm -f a.out\n"
        ran += 1
    p = subprocess.run(["bash", "-c", script], cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600,
                       env=dict(os.environ, OMP_TARGET_OFFLOAD="DEFAULT", KMP_WARNINGS="0"))
    out = p.stdout.decode("utf-8", "replace")
    shutil.rmtree(work, ignore_errors=True)
    for m in re.finditer(r"^@@c2o-line (\d+)\n(.*?)^@@c2o-rc (\d+)\n(.*?)(?=^@@c2o-line|\Z)", out, re.S | re.M):
        line, printed, rc, after = lines[int(m.group(1))], m.group(2), int(m.group(3)), m.group(4)
        if rc != 0:
            problems.append(f"README.md: '{line}' exited with {rc}:\n{printed[-1500:]}")
        elif line.startswith(("clang++-19 ", "g++ ")) and not re.search(r"^PASS$", after, re.M):
            problems.append(f"README.md: the program built by '{line}' does not print PASS:\n{after[-1500:]}")
    if out.count("@@c2o-rc") != ran:
        problems.append(f"README.md: {ran} lines to run, {out.count('@@c2o-rc')} ran:\n{out[-1500:]}")
    return problems, ran


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    source_dir, build_dir = sys.argv[1], sys.argv[2]
    with open(os.path.join(source_dir, "README.md")) as fh:
        text = fh.read()
    if "--self-test" in sys.argv:
        broken = re.sub(r"(clang\+\+-19 [^\n]*?) -Wl,-rpath,\S+", r"\1", text, count=1)
        if broken == text:
            print("self-test: no clang++-19 line with -Wl,-rpath in README.md to break")
            return 1
        problems, _ = run(source_dir, build_dir, broken, upto_first_clang=True)
        print(f"{'ok' if problems else 'MISS'}: a clang++-19 line without its -Wl,-rpath is "
              f"{'reported' if problems else 'not reported'}")
        return 0 if problems else 1
    problems, ran = run(source_dir, build_dir, text)
    for p in problems:
        print(p)
    print(f"check_readme_lines: {ran} lines of README.md run, {len(problems)} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
