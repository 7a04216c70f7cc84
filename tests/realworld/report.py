"""The harness's table: per collection counts, one row per program, the
out-of-scope programs with their reasons; written to WORK/table.md and, on
request, into docs/validation.md's generated block."""
import os
import re

BEGIN, END = "<!-- realworld-table:begin -->", "<!-- realworld-table:end -->"


def collection_of(r):
    return r["id"].split("/")[0]


def _of(rows, key):
    """'yes' count of a same_* column, of the programs that have a verdict; inconclusive ones apart."""
    judged = [r for r in rows if r.get(key) in ("yes", "no")]
    yes = sum(1 for r in judged if r[key] == "yes")
    inc = sum(1 for r in rows if r.get(key) == "inconclusive")
    if not judged and not inc:
        return "-"
    return f"{yes} of {len(judged)}" + (f" (+{inc} inconclusive)" if inc else "")


def summary_rows(results, collections):
    head = ["| collection | programs | in scope | run | translated | builds: host | gfx90a | GCC 12 | clang 22 | "
            "same, GPU (clang 22) | same, host | CUDA original ran on the GPU |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    groups = [(c, [r for r in results if collection_of(r) == c]) for c in collections]
    groups = [(c, rs) for c, rs in groups if rs] + [("all", results)]
    for name, rs in groups:
        ins = [r for r in rs if not r.get("scope", "in").startswith("out:")]
        run = [r for r in ins if r.get("scope", "in") == "in"]

        def n(pred):
            return sum(1 for r in ins if pred(r))
        head.append(f"| {'**all**' if name == 'all' else name} | {len(rs)} | {len(ins)} | {len(run)} | "
                    f"{n(lambda r: r.get('translate') == 'ok')} | {n(lambda r: r.get('build_host') == 'ok')} | "
                    f"{n(lambda r: r.get('build_gfx90a') == 'ok')} | {n(lambda r: r.get('build_gcc') == 'ok')} | "
                    f"{n(lambda r: r.get('clang22') == 'ok')} | "
                    f"{_of(run, 'same_h100')} | {_of(run, 'same_host')} | "
                    f"{n(lambda r: r.get('cuda_rc') is not None)} |")
    return head


def launches(r):
    """'queued/synchronous' of the host and the GPU runs' launch reports, '-' where none was printed."""
    def one(lc):
        return "-" if not lc else f"{lc[0]}/{lc[1]}"
    return f"{one(r.get('launches_host'))} / {one(r.get('launches_gpu'))}"


def own_checks(r):
    h, g = r.get("check_host") or "", r.get("check_gpu") or ""
    return f"{h or '-'} / {g or '-'}" if h or g else ""


def read_own_checks(cell):
    """The own-check cell back: {'check_host': ..., 'check_gpu': ...} of what it names."""
    h, _, g = cell.partition(" / ")
    return {k: v for k, v in (("check_host", h), ("check_gpu", g)) if v and v != "-"}


def read_launches(cell):
    """The launches cell back ('q/s / q/s', host then GPU; or the GPU's alone, 'q/s', the format before)."""
    parts = cell.split(" / ") if " / " in cell else ["-", cell]
    out = {}
    for key, part in zip(("launches_host", "launches_gpu"), parts):
        q, _, s = part.partition("/")
        if q.isdigit() and s.isdigit():
            out[key] = [int(q), int(s)]
    return out


def program_rows(ins):
    rows = ["| program | translated | diagnostics | host build | gfx90a | GCC | clang 22 | same, host | same, GPU | "
            "own check, host / GPU | launches queued/sync, host / GPU | time / CUDA | failure |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | ---: | --- |"]
    for r in ins:
        diags = " ".join(f"{k}x{v}" if v > 1 else k for k, v in sorted(r.get("diagnostics", {}).items()))
        why = r.get("category", "") or {"no": "run-gpu", "inconclusive": "inconclusive"}.get(r.get("same_h100"), "")
        detail = r.get("why_h100") or r.get("why_host") or r.get("first_error_host") or \
            r.get("first_error_gfx90a") or r.get("first_error_gcc") or r.get("first_error_clang22") or \
            r.get("first_error_nvcc") or ""
        detail = detail.replace("|", "\\|")
        ratio = r.get("time_ratio")
        rows.append(f"| {r['id']} | {r.get('translate', '')} | {diags} | {r.get('build_host', '')} | "
                    f"{r.get('build_gfx90a', '')} | {r.get('build_gcc', '')} | {r.get('clang22', '')} | "
                    f"{r.get('same_host', '')} | "
                    f"{r.get('same_h100', '')} | {own_checks(r)} | {launches(r)} | "
                    f"{'' if ratio is None else f'{ratio:.2f}'} | {why}{': ' + detail[:160] if detail else ''} |")
    return rows


def write_table(a, results):
    results = sorted(results.values(), key=lambda r: r["id"])
    collections = list(a.collections)
    ins = [r for r in results if not r.get("scope", "in").startswith("out:")]
    outs = [r for r in results if r.get("scope", "in").startswith("out:")]
    summary = [f"Programs: {len(results)}, {len(ins)} in scope "
               f"({sum(1 for r in ins if r.get('scope', 'in') == 'in')} run: the others are built only, "
               f"for the reason their row gives), {len(outs)} out of scope.", ""] + \
        summary_rows(results, collections) + [""]
    oos = ["| program | why out of scope | translated | diagnostics |", "| --- | --- | --- | --- |"]
    for r in outs:
        diags = " ".join(sorted(r.get("diagnostics", {})))
        oos.append(f"| {r['id']} | {r['scope'][4:]}{' (' + r['note'] + ')' if r.get('note') else ''} | "
                   f"{r.get('translate', '')} | {diags} |")
    need = {}  # which CUDA names the in-scope programs still need, by the number of programs
    for r in ins:
        for nm in r.get("unsupported", []):
            need.setdefault(nm, []).append(r["id"].split("/")[-1])
    top = sorted(need.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    missing = ["", "CUDA names left untranslated (C2O1002, C2O1030) in the in-scope programs, by programs:", ""] + \
        ([", ".join(f"`{k}` ({len(v)})" for k, v in top)] if top else ["none"])
    built = [r for r in ins if r.get("scope", "in").startswith("build:")]
    build_only = ["", "Built, not run:", "", "| program | why not run |", "| --- | --- |"] + \
        [f"| {r['id']} | {r['scope'][6:]} |" for r in built]
    text = "\n".join(summary + program_rows(ins) + missing + build_only + ["", "Out of scope:", ""] + oos) + "\n"
    with open(os.path.join(a.work, "table.md"), "w") as f:
        f.write(text)
    if a.write_docs:
        doc = os.path.join(a.top, "docs", "validation.md")
        with open(doc) as f:
            d = f.read()
        if BEGIN in d and END in d:
            d = d[:d.index(BEGIN) + len(BEGIN)] + "\n" + text + d[d.index(END):]
            with open(doc, "w") as f:
                f.write(d)
    print("\n".join(summary))
    return text


def seed_from_docs(doc, results):
    """Rows of docs/validation.md's generated table (the program table, of
    this format or the one before it, and the out-of-scope table) as results,
    for the programs results lacks: a run over some programs then rewrites
    the table with the others' rows as they were. Returns how many were taken."""
    if BEGIN not in doc or END not in doc:
        return 0
    block = doc[doc.index(BEGIN):doc.index(END)]
    added = 0
    for ln in block.split("\n"):
        cells = raw = [c.strip() for c in re.split(r"(?<!\\)\|", ln)[1:-1]]
        if len(cells) < 4 or "/" not in cells[0] or cells[0].startswith("-") or " " in cells[0]:
            continue
        pid = cells[0]
        key = re.sub(r"[^A-Za-z0-9_.-]", "_", pid)
        if key in results:
            continue
        diags = {}
        for d in (cells[2] if len(cells) >= 10 else cells[3]).split():
            k, _, n = d.partition("x")
            diags[k] = int(n or 1)
        if len(cells) == 4:  # out of scope: program, why, translated, diagnostics
            why = re.sub(r" \(.*\)$", "", cells[1])
            results[key] = {"id": pid, "key": key, "scope": "out:" + why, "translate": cells[2],
                            "diagnostics": diags, "seeded": "docs"}
        elif len(cells) >= 10:
            new = len(cells) >= 13
            if new:  # the clang 22 column, then the old order with own check and launches
                cells = cells[:6] + cells[7:]
            r = {"id": pid, "key": key, "scope": "in", "translate": cells[1], "diagnostics": diags,
                 "clang22": raw[6] if new else "",
                 "build_host": cells[3], "build_gfx90a": cells[4], "build_gcc": cells[5], "same_host": cells[6],
                 "same_h100": cells[7], "seeded": "docs"}
            if new:  # own check, launches
                r.update(read_own_checks(cells[8]))
                r.update(read_launches(cells[9]))
            ratio = cells[10 if new else 8]
            if ratio:
                r["time_ratio"] = float(ratio)
            fail = cells[11 if new else 9]
            r["category"], _, detail = fail.partition(": ")
            if detail:
                r["why_h100" if r["same_h100"] == "no" else "why_host"] = detail.replace("\\|", "|")
            if not r["same_host"] and not r["same_h100"]:
                r["scope"] = "build:"  # built, not run (its reason is in programs.tsv)
            results[key] = {k: v for k, v in r.items() if v != ""}
        added += 1
    return added
