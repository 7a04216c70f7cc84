#!/usr/bin/env python3
"""Checks that no CUDA-only construct remains in translated files without a
cuda2omp diagnostic at its place.

A construct is covered when a `// C2Onnnn:` comment stands above it, on the
lines of the statement or declaration that the comment precedes (up to the
end of that construct: its closing brace or semicolon at the starting depth;
a directive continued with backslashes, a #define's body, is one construct).

usage: check_no_cuda_left.py FILE...    exit 0: all covered, 1: not, 2: usage
"""
import re
import sys

CUDA_PATTERNS = [
    r"<<<", r">>>", r"\b__global__\b", r"\b__device__\b", r"\b__host__\b", r"\b__shared__\b",
    r"\b__constant__\b", r"\b__managed__\b", r"\b__launch_bounds__\b", r"\b__forceinline__\b",
    r"\bthreadIdx\b", r"\bblockIdx\b", r"\bblockDim\b", r"\bgridDim\b", r"\bwarpSize\b",
    r"\bcuda[A-Z]\w*", r"\bcu[A-Z]\w*\s*\(", r"\b__syncthreads\w*", r"\b__syncwarp\b",
    r"\b__shfl\w*", r"\b__ballot\w*", r"\b__any_sync\b", r"\b__all_sync\b", r"\b__activemask\b",
    r"\batomic(Add|Sub|Exch|Min|Max|Inc|Dec|CAS|And|Or|Xor)(_block|_system)?\s*\(", r"\b__threadfence\w*",
    # cooperative_groups itself is provided (thread_block, thread_block_tile); what is not translated:
    r"\b(this_thread_block|this_grid|grid_group|tiled_partition|coalesced_threads|this_multi_grid)\b",
    r"#\s*include\s*[<\"](cuda|cuda_runtime|cuda_runtime_api|device_launch_parameters|cooperative_groups|cuda_fp16)\.h",
]
CUDA_RE = re.compile("|".join(CUDA_PATTERNS))
DIAG_RE = re.compile(r"//\s*C2O\d{4}:")
DIRECT_RENAME_RE = re.compile(r"^\s*#\s*(define\s+__\w+\s+c2o_\w+|undef\s+__\w+)\s*$")
# Names the runtime helpers provide under CUDA's own name (rows of
# ApiMappings.def with an empty replacement: cuCaddf, make_float4, ...).
_DEF = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)),
                                  "..", "..", "translator", "rewrite", "ApiMappings.def")
try:
    KEPT = set(re.findall(r"^C2O_API\(\s*(\w+)\s*,\s*,", open(_DEF).read(), flags=re.M))
except OSError:
    KEPT = set()


def strip_code(line, in_block):
    """The line without comments and string/char literals; tracks /* */ state."""
    out, i = [], 0
    while i < len(line):
        if in_block:
            j = line.find("*/", i)
            if j < 0:
                return "".join(out), True
            i, in_block = j + 2, False
            continue
        c = line[i]
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            in_block, i = True, i + 2
            continue
        if c in "\"'":
            j = i + 1
            while j < len(line) and line[j] != c:
                j += 2 if line[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out), in_block


def covered_lines(code_lines, raw_lines):
    covered = set()
    for n, raw in enumerate(raw_lines):
        if not DIAG_RE.search(raw):
            continue
        depth, seen = 0, False
        for m in range(n, len(code_lines)):
            covered.add(m)
            code = code_lines[m]
            if re.match(r"\s*#\s*pragma\s+omp\b", code):
                continue  # the translator's own pragmas sit between a diagnostic and its code
            depth += code.count("{") + code.count("(") - code.count("}") - code.count(")")
            if code.strip():
                seen = True
            if raw_lines[m].rstrip().endswith("\\"):
                continue  # a directive continued on the next line (a #define's body) is one construct
            if m > n and seen and depth <= 0 and (code.rstrip().endswith((";", "}")) or code.lstrip().startswith("#")):
                break
    return covered


def check(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        raw_lines = f.read().split("\n")
    code_lines, in_block = [], False
    for line in raw_lines:
        code, in_block = strip_code(line, in_block)
        code_lines.append(code)
    covered = covered_lines(code_lines, raw_lines)
    problems = []
    for n, code in enumerate(code_lines):
        # The direct form of block-level code names a CUDA function called in
        # a macro's definition as the helper it becomes, around the function:
        # `#define __syncthreads c2o_syncthreads` ... `#undef __syncthreads`.
        if DIRECT_RENAME_RE.match(code):
            continue
        for m in CUDA_RE.finditer(code):
            name = re.match(r"[#\w]*", m.group(0)).group(0)
            if name in KEPT:
                continue
            # a member of the program's own or the helpers' structs (prop.warpSize) is no CUDA construct
            if re.search(r"(\.|->)\s*$", code[:m.start()]):
                continue
            if n not in covered:
                problems.append(f"{path}:{n + 1}:{m.start() + 1}: CUDA construct '{m.group(0).strip()}' left without a diagnostic")
    return problems


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    problems = [p for path in argv[1:] for p in check(path)]
    for p in problems:
        print(p)
    print(f"check_no_cuda_left: {len(argv) - 1} file(s), {len(problems)} uncovered construct(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
