#!/usr/bin/python3
"""Draw docs/plots/atomic_cost.png: what a compare-and-swap (CAS) loop costs
against a hardware floating-point atomic.

Left panel: the H100 measurement of bench/atomics (read and parsed from
bench/atomics/results-h100-2026-11-22.txt, never copied by hand): for each
contention level (number of addresses the 2^20 updates spread over), the
median time of the CAS-loop form divided by the median time of the hardware
form, for CUDA (nvcc: atomicCAS loop / atomicAdd) and for GCC 12's OpenMP
nvptx offload (hand-written CAS loop / `#pragma omp atomic update`). Where a
compiler has both forms at several update counts, the largest count with both
forms is used; the bar says which count that is.

Right panel: the MI250X figures of AMD's "Node Memory Model" slides (HLRS,
Sept 2023; shared/seeds/003_53cf735e1de156aa.txt, "Performance Impact in an
Application"): time relative to a hardware atomic on coarse-grained memory,
single precision, one kernel with many atomicAdds. These four numbers exist
only in the seed document, so they are a constant table below.

Usage (from the repository root):
    /usr/bin/python3 docs/plots/plot_atomic_cost.py [--results FILE] [--out PNG]

Needs matplotlib. On Debian 12: `apt-get install -y python3-matplotlib`
(3.6.3); it installs for the system interpreter /usr/bin/python3, which is
why the script names it (a pyenv or venv python3 on PATH will not see it;
there, `pip install matplotlib` instead).
"""
import argparse
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
RESULTS = os.path.join(REPO, "bench", "atomics", "results-h100-2026-11-22.txt")
OUT = os.path.join(HERE, "atomic_cost.png")

# Seed 003 ("Performance Impact in an Application", MI250X, managed memory
# off, single precision): time relative to coarse-grained memory + hardware
# atomics. Fine-grained + hardware is faster but gives the WRONG answer.
SEED_MI250X = [  # (label, relative time, correct answer?)
    ("coarse\nhardware", 1.0, True),
    ("fine\nhardware", 0.93, False),
    ("coarse\nCAS loop", 39.0, True),
    ("fine\nCAS loop", 1678.0, True),
]

COMPILER_LABELS = {"cuda": "CUDA (nvcc): atomicCAS loop / atomicAdd",
                   "omp": "GCC 12 OpenMP nvptx: CAS loop / omp atomic\n(GCC's omp atomic on a double is itself a CAS loop)"}


def parse_results(path):
    """Returns (title, rows, notes): rows are dicts with compiler, form, bins,
    updates, ms, correct; notes are the '# note:' lines."""
    title, rows, notes = "", [], []
    compiler = None
    header = None
    with open(path) as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("# note:"):
                notes.append(line[len("# note:"):].strip())
                continue
            if line.startswith("#"):
                title = title or line.lstrip("# ").strip()
                continue
            if line.startswith("=="):
                # "== cuda (nvcc), 2^20 updates" -> compiler "cuda"
                compiler = line[2:].strip().split()[0]
                header = None
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                if header[:2] != ["form", "bins"]:
                    raise SystemExit("%s: unexpected table header %r" % (path, line))
                continue
            rec = dict(zip(header, cells))
            rows.append({"compiler": compiler, "form": rec["form"], "bins": int(rec["bins"]),
                         "updates": int(rec["updates"]), "ms": float(rec["median_ms"]),
                         "correct": rec["correct"] == "1"})
    if not rows:
        raise SystemExit("%s: no measurements found" % path)
    return title, rows, notes


def ratios(rows):
    """{compiler: [(bins, updates, cas_ms / hw_ms, all_correct)]}, one entry per
    contention level: the largest update count at which both forms ran."""
    by = {}
    for r in rows:
        by.setdefault((r["compiler"], r["bins"], r["updates"]), {})[r["form"]] = r
    out = {}
    for (comp, bins, updates), forms in by.items():
        if "hw" not in forms or "cas" not in forms:
            continue
        entry = (bins, updates, forms["cas"]["ms"] / forms["hw"]["ms"],
                 forms["cas"]["correct"] and forms["hw"]["correct"])
        best = {e[0]: e for e in out.get(comp, [])}
        if bins not in best or best[bins][1] < updates:
            best[bins] = entry
        out[comp] = sorted(best.values())
    return out


def updates_label(n):
    e = n.bit_length() - 1
    return "2^%d upd." % e if n == 1 << e else "%d upd." % n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--results", default=RESULTS)
    ap.add_argument("--out", default=OUT)
    a = ap.parse_args()
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("matplotlib is missing: apt-get install -y python3-matplotlib, "
                 "then run with /usr/bin/python3 (see this script's docstring)")

    title, rows, notes = parse_results(a.results)
    per = ratios(rows)
    levels = sorted({b for entries in per.values() for (b, _, _, _) in entries})
    comps = [c for c in ("cuda", "omp") if c in per] + sorted(c for c in per if c not in ("cuda", "omp"))

    fig, (left, right) = plt.subplots(1, 2, figsize=(13, 5.6), gridspec_kw={"width_ratios": [1.35, 1]})
    colors = {"cuda": "#4C72B0", "omp": "#DD8452"}
    width = 0.8 / max(1, len(comps))
    for k, comp in enumerate(comps):
        entries = {b: (u, r, ok) for (b, u, r, ok) in per[comp]}
        xs, ys, labels = [], [], []
        for i, b in enumerate(levels):
            if b not in entries:
                continue
            u, r, ok = entries[b]
            xs.append(i + (k - (len(comps) - 1) / 2) * width)
            ys.append(r)
            labels.append("%s×\n%s%s" % (("%.0f" % r) if r >= 10 else ("%.2f" % r), updates_label(u),
                                         "" if ok else "\nWRONG SUM"))
        bars = left.bar(xs, ys, width * 0.95, label=COMPILER_LABELS.get(comp, comp), color=colors.get(comp))
        for bar, text in zip(bars, labels):
            left.annotate(text, (bar.get_x() + bar.get_width() / 2, bar.get_height()), xytext=(0, 3),
                          textcoords="offset points", ha="center", va="bottom", fontsize=8.5)
    left.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
    left.set_yscale("log")
    left.set_ylim(0.3, 1e4)
    left.set_xticks(range(len(levels)))
    left.set_xticklabels(["%d address%s\n(%s)" % (b, "" if b == 1 else "es",
                                                  "all threads on one" if b == 1 else "%d-way spread" % b)
                          for b in levels])
    left.set_ylabel("CAS-loop time / hardware-atomic time (log scale)")
    gpu = re.sub(r"^H100 run of \S+ \(|\)$", "", title) if title else "H100"
    left.set_title("Measured: double add, %s\n(bench/atomics, median of 3 runs)" % gpu.split(",")[0], fontsize=11)
    left.legend(loc="upper right", fontsize=9)
    if notes:
        fig.text(0.01, 0.01, "H100 note (from the results file): " + "; ".join(notes), fontsize=8,
                 va="bottom", ha="left", color="#444444")

    names = [s[0] for s in SEED_MI250X]
    vals = [s[1] for s in SEED_MI250X]
    cols = ["#55A868" if ok else "#C44E52" for (_, _, ok) in SEED_MI250X]
    bars = right.bar(range(len(vals)), vals, 0.6, color=cols)
    for bar, (name, v, ok) in zip(bars, SEED_MI250X):
        if not ok:
            bar.set_hatch("//")
        right.annotate(("%g×" % v) + ("" if ok else "\nWRONG ANSWER"),
                       (bar.get_x() + bar.get_width() / 2, v), xytext=(0, 3), textcoords="offset points",
                       ha="center", va="bottom", fontsize=9, color="black" if ok else "#C44E52",
                       fontweight="normal" if ok else "bold")
    right.axhline(1.0, color="black", linewidth=0.8, linestyle="--")
    right.set_yscale("log")
    right.set_ylim(0.3, 1e4)
    right.set_xticks(range(len(vals)))
    right.set_xticklabels(names)
    right.set_ylabel("time relative to coarse + hardware (log scale)")
    right.set_title("AMD MI250X, float atomicAdd (seed 003, AMD HLRS 2023)\nnot measured here: no AMD GPU",
                    fontsize=11)

    fig.suptitle("Fast (hardware) vs safe (CAS loop) floating-point atomics", fontsize=13)
    fig.tight_layout(rect=(0, 0.04 if notes else 0, 1, 1))
    fig.savefig(a.out, dpi=110)
    print("wrote %s from %s (%d measurements; ratios: %s)" % (
        os.path.relpath(a.out, REPO), os.path.relpath(a.results, REPO), len(rows),
        "; ".join("%s %s" % (c, ", ".join("%d:%.2f" % (b, r) for (b, _, r, _) in per[c])) for c in comps)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
