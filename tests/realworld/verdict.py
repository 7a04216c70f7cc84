"""Whether a translated program gives its CUDA original's answer.

A program is run once per ARGS run (programs.tsv); each run's output is
compared with what the CUDA original printed for the same arguments. The rule
(docs/validation.md, "The verdict"):
  - collections whose VERDICT is `output` (the CUDA samples, Rodinia): the
    same output, masked, and the same exit code;
  - collections whose VERDICT is `check+output` (llm.c, PolyBench/ACC): the
    program's own check (its PASS line, no FAIL line) passes in every run,
    and the masked output and exit code are the original's. Where the
    original itself does not pass its own check, the program is
    'inconclusive': its own check cannot tell a right answer.
The translated program's launch report (C2O_LAUNCH_REPORT=1) is read and
taken out of its output before comparing.
"""
import os
import re

TIMING = re.compile(r"(?i)(\btime\b|\btimes\b|elapsed|\bms\b|msec|\bsec\b|seconds|usec|\bus\b|gb/s|gflop|mflop|"
                    r"throughput|bandwidth|per second|/s\b|speedup|timer|clock|\bfps\b|"
                    r"device \d|gpu device|compute capability|\bsm_\d|cuda device|using device|"
                    r"> ?detected|driver version|runtime version|\[.*\] - starting|starting\.\.\.|"
                    r"capability|multiprocessor|threads/|name:|clocks|iterations while waiting|^exec:|"
                    # the device's own name and model: CUDA's (NVIDIA H100 ...) or the OpenMP device's
                    r"nvidia|h100|h200|openmp offload device|\bsm \d|mp\(s\))")
EXE_PATH = re.compile(r"\S*/bin/[\w.+-]+\.(?:cuda|omp)\b|\S*/prog-\w+\b")
NUM = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
# the runtime helpers' launch report, printed at exit when C2O_LAUNCH_REPORT=1
# (omp_runtime_helpers/include/c2o_queue.h, c2o_impl_q_report: the counts, then why nothing was queued, the
# binaries whose kernels were not, the kernels that stayed synchronous)
LAUNCH_REPORT = re.compile(r"^c2o: (?:launches queued=(\d+) synchronous=(\d+)|launches are not queued: .*|"
                           r"binary \d+: kernels not queued: .*|kernel .* stays synchronous: .*)$", re.M)


LAUNCH_REPORT_INLINE = re.compile(r"c2o: launches queued=\d+ synchronous=\d+$")


class Run:
    """One run of a program: its arguments, exit code, output (stdout and stderr), seconds."""

    def __init__(self, args, rc, out, s=0.0):
        self.args, self.rc, self.out, self.s = args, rc, out, s

    def __repr__(self):
        return f"Run({self.args!r}, {self.rc}, {len(self.out)} chars)"


# ---------------------------------------------------------------- output

def launch_counts(runs):
    """(queued, synchronous) launches, summed over the runs' launch reports; None when none printed one."""
    found, q, s = False, 0, 0
    for r in runs:
        for m in LAUNCH_REPORT.finditer(r.out.replace("\r", "")):
            if m.group(1) is not None:
                found, q, s = True, q + int(m.group(1)), s + int(m.group(2))
    return (q, s) if found else None


def normalize(text, masks=()):
    """The lines that carry the program's answer: timing, device and progress
    lines dropped, blank lines and trailing spaces ignored, the launch report
    dropped, the nondeterministic parts (the collection's and the program's
    MASK) masked."""
    lines = []
    for ln in text.replace("\r", "").split("\n"):
        ln = EXE_PATH.sub("<program>", ln.rstrip())  # argv[0] differs between the builds
        if LAUNCH_REPORT.match(ln):
            continue
        # a report a build older than c2o_queue.h's flush printed inside a line of the program's output
        ln = LAUNCH_REPORT_INLINE.sub("", ln)
        for m in masks:
            ln = m.sub("#", ln)
        if not ln.strip() or TIMING.search(ln):
            continue
        lines.append(ln)
    return lines


def same_output(expected, got, rtol=1e-3, atol=1e-5, masks=()):
    """Same lines, numbers within a tolerance (GPU and host arithmetic differ
    in the last bits; CUDA's own atomics reorder sums)."""
    e, g = normalize(expected, masks), normalize(got, masks)
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


# ---------------------------------------------------------------- the program's own check

def own_check(coll, text):
    """('pass' | 'fail' | '', the deciding line): fail when a line matches the
    collection's FAIL pattern, pass when one matches PASS and none FAIL,
    '' when the output holds no verdict line (or the collection has no check)."""
    text = text.replace("\r", "")
    if coll.check_fail:
        m = coll.check_fail.search(text)
        if m:
            return "fail", _line_at(text, m.start())
    if coll.check_pass:
        m = coll.check_pass.search(text)
        if m:
            return "pass", _line_at(text, m.start())
    return "", ""


def _line_at(text, pos):
    b = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    return text[b:e if e >= 0 else len(text)].strip()[:120]


def cut_at_check(coll, text):
    """The output up to and including the first line of the program's own
    verdict (PASS or FAIL): what a run stopped at its check prints."""
    text = text.replace("\r", "")
    ends = [m.start() for m in (p.search(text) for p in (coll.check_pass, coll.check_fail) if p) if m]
    if not ends:
        return text
    e = text.find("\n", min(ends))
    return text if e < 0 else text[:e + 1]


def check_pattern(coll):
    """One regular expression for a line of the program's own verdict (PASS or FAIL)."""
    pats = [p.pattern for p in (coll.check_pass, coll.check_fail) if p]
    return re.compile("|".join(f"(?:{p})" for p in pats), re.M) if pats else None


def runs_check(coll, runs):
    """The own check over all runs: 'fail' if one fails, 'pass' if all pass, 'none' if one printed no verdict,
    '' for a collection without a check."""
    if not coll.has_check or not runs:
        return ""
    got = [own_check(coll, r.out)[0] for r in runs]
    return "fail" if "fail" in got else "pass" if all(g == "pass" for g in got) else "none"


# ---------------------------------------------------------------- the verdict

def judge(coll, entry, expected, got, cut=False):
    """(same, why): same is 'yes', 'no', 'inconclusive' (the original fails
    its own check) or 'no reference'. expected, got: the runs of the original
    and of the translation, in the order of the program's ARGS. cut: the
    translation's runs were stopped at their own check (the host's
    until-check): the original's outputs are cut at the same place and exit
    codes are not compared."""
    if expected is None:
        return "no reference", ""
    masks = [m for m in (coll.mask, getattr(entry, "mask", None)) if m]
    for i, (e, g) in enumerate(zip(expected, got)):
        label = f"run {i + 1} ({g.args}): " if len(expected) > 1 else ""
        eo = cut_at_check(coll, e.out) if cut else e.out
        if coll.verdict == "check+output":
            ec, eline = own_check(coll, eo)
            if ec != "pass":
                return "inconclusive", label + (f"the original's own check fails: {eline}" if ec
                                                else "the original printed no verdict of its own check")
            gc, gline = own_check(coll, g.out)
            if gc != "pass":
                return "no", label + (f"its own check fails: {gline}" if gc else
                                      f"no verdict of its own check (exit {g.rc})" +
                                      (" (timeout)" if g.rc == 124 else ""))
        if not cut and g.rc != e.rc:
            return "no", label + f"exit {g.rc}, the original exited {e.rc}" + (" (timeout)" if g.rc == 124 else "")
        same, why = same_output(eo, g.out, masks=masks)
        if not same:
            return "no", label + why
    if len(got) != len(expected):
        return "no", f"{len(got)} runs where the original has {len(expected)}"
    return "yes", ""


# ---------------------------------------------------------------- the originals' outputs (expected/)

RUN_HEAD = re.compile(r"^# run exit=(\d+) args=(.*)\n", re.M)


def format_expected(runs):
    """One run: '# exit N' and its output (the format of the first
    collections); several: a '# run exit=N args=ARGS' line before each."""
    if len(runs) == 1:
        return f"# exit {runs[0].rc}\n" + runs[0].out
    return "".join(f"# run exit={r.rc} args={r.args}\n" + (r.out if r.out.endswith("\n") else r.out + "\n")
                   for r in runs)


def parse_expected(text):
    heads = list(RUN_HEAD.finditer(text))
    if heads and heads[0].start() == 0:
        return [Run(h.group(2), int(h.group(1)), text[h.end():heads[i + 1].start() if i + 1 < len(heads) else len(text)])
                for i, h in enumerate(heads)]
    m = re.match(r"# exit (\d+)\n", text)
    return [Run("", int(m.group(1)) if m else 0, text[m.end():] if m else text)]


def read_expected(expected_dir, key):
    f = os.path.join(expected_dir, key + ".out")
    if not os.path.exists(f):
        return None
    with open(f, errors="replace") as fh:
        return parse_expected(fh.read())


def write_expected(expected_dir, key, runs):
    os.makedirs(expected_dir, exist_ok=True)
    with open(os.path.join(expected_dir, key + ".out"), "w") as f:
        f.write(format_expected(runs))
