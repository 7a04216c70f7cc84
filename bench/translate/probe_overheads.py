#!/usr/bin/env python3
"""Where cuda2omp's time and memory go beyond clang's parse: controlled variants.

Companion of bench_translate.py (same measuring: Popen + os.wait4, wall time
and ru_maxrss, runs interleaved).  For each input it runs several commands
whose difference isolates one cost:

  minimal        `int main() { return 0; }`: the fixed cost of starting the
                 tool (ClangTool, driver, argument adjusting) vs clang.
  08 / 08 without CUDA atomics
                 tests/corpus/08_histogram_atomic.cu, and the same file with
                 atomicAdd replaced by a local __device__ template (about the
                 same parse cost), so that no rule asks clang for an
                 expression's parents and clang's ParentMap of the whole
                 translation unit (headers included) is not built.
  gen_N          the generated file of N kernels: clang; cuda2omp; cuda2omp
                 --format-style=none (no clang-format of the generated code);
                 and the same program rewritten as plain C++ with no CUDA
                 construct (the parse and the AST walk, no edits).

  python3 bench/translate/probe_overheads.py [--runs 3] [--sizes 100,200,400]

A benchmark helper, not a test.
"""
import argparse
import re
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_translate as bt  # noqa: E402

PLAIN_PRELUDE = r'''// plain C++ twin of a generated benchmark file: the same code with every
// CUDA name replaced by a host declaration below; nothing for cuda2omp to do.
#include <cstddef>
struct h_dim3 {
  unsigned x, y, z;
  h_dim3(unsigned x = 1, unsigned y = 1, unsigned z = 1) : x(x), y(y), z(z) {}
};
extern h_dim3 h_blockIdx, h_threadIdx, h_blockDim, h_gridDim;
typedef int hostError_t;
enum { hostSuccess = 0 };
enum hostMemcpyKind { hostMemcpyHostToDevice, hostMemcpyDeviceToHost };
const char *hostGetErrorString(hostError_t);
template <class T> hostError_t hostMalloc(T **p, size_t n);
template <class T> hostError_t hostMallocHost(T **p, size_t n);
hostError_t hostMemcpy(void *, const void *, size_t, hostMemcpyKind);
hostError_t hostMemset(void *, int, size_t);
hostError_t hostFree(void *);
hostError_t hostFreeHost(void *);
hostError_t hostGetLastError();
hostError_t hostDeviceSynchronize();
template <class T> T host_atomicAdd(T *, T);
template <class T> T host_atomicMax(T *, T);
template <class T> T host_atomicMin(T *, T);
template <class T> T host_atomicOr(T *, T);
template <class T> T host_atomicXor(T *, T);
'''


def plain_twin(text):
    """The generated CUDA program with every CUDA construct replaced by plain C++."""
    t = text.replace("#include <cuda_runtime.h>\n", PLAIN_PRELUDE)
    t = t.replace("__device__ __forceinline__ ", "inline ").replace("__device__ ", "")
    t = t.replace("__global__ ", "").replace("__expf", "expf")
    t = re.sub(r"<<<.*?>>>", "", t)
    t = re.sub(r"\bcuda(\w+)", r"host\1", t)
    t = re.sub(r"\batomic(\w+)\(", r"host_atomic\1(", t)
    t = re.sub(r"\b(blockIdx|threadIdx|blockDim|gridDim)\b", r"h_\1", t)
    t = re.sub(r"\bdim3\b", "h_dim3", t)
    return t


def run_set(label, cmds, runs):
    """cmds: [(name, argv)]; runs them interleaved; returns {name: (median s, max KiB)}."""
    for name, cmd in cmds:
        bt.check_once(cmd, "%s (%s)" % (name, label))
    samples = {name: ([], []) for name, _ in cmds}
    for _ in range(runs):
        for name, cmd in cmds:
            rc, sec, kib = bt.measure(cmd)
            if rc != 0:
                sys.exit("error: %s exited with %d" % (" ".join(cmd), rc))
            samples[name][0].append(sec)
            samples[name][1].append(kib)
    return {n: (statistics.median(s), max(m)) for n, (s, m) in samples.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--sizes", default="100,200,400")
    ap.add_argument("--tool", default=str(bt.ROOT / "build/bin/cuda2omp"))
    ap.add_argument("--clang", default="clang++-19")
    args = ap.parse_args()
    tool = Path(args.tool).resolve()
    inc = tool.parent.parent / "share/cuda2omp/cuda_include"
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]

    rows = []
    with tempfile.TemporaryDirectory(prefix="c2o_probe_") as tmp:
        tmp = Path(tmp)
        out = tmp / "out.cpp"

        def clang(src):
            return bt.baseline_cmd(args.clang, inc, src)

        def c2o(src, *extra):
            return [str(tool), "--quiet", *extra, str(src), "-o", str(out)]

        minimal = tmp / "minimal.cu"
        minimal.write_text("int main() { return 0; }\n")
        r = run_set("minimal", [("clang", clang(minimal)), ("cuda2omp", c2o(minimal))], args.runs)
        rows.append(("minimal (1 line)", r))

        c08 = bt.ROOT / "tests/corpus/08_histogram_atomic.cu"
        c08n = tmp / "08_no_atomics.cu"
        c08n.write_text(c08.read_text().replace(
            "#include <cuda_runtime.h>\n",
            "#include <cuda_runtime.h>\n\ntemplate <class T> __device__ T probe_add(T *p, T v) "
            "{ T o = *p; *p = o + v; return o; }\n", 1).replace("atomicAdd(", "probe_add("))
        r = run_set("08", [("clang", clang(c08)), ("cuda2omp", c2o(c08)),
                           ("clang, no CUDA atomics", clang(c08n)),
                           ("cuda2omp, no CUDA atomics", c2o(c08n))], args.runs)
        rows.append(("08_histogram_atomic", r))

        for n in sizes:
            src = tmp / ("gen_%d.cu" % n)
            text = bt.generate(n)
            src.write_text(text)
            plain = tmp / ("plain_%d.cu" % n)
            plain.write_text(plain_twin(text))
            r = run_set("gen %d" % n, [
                ("clang", clang(src)), ("cuda2omp", c2o(src)),
                ("cuda2omp --format-style=none", c2o(src, "--format-style=none")),
                ("clang, plain C++ twin", clang(plain)),
                ("cuda2omp, plain C++ twin", c2o(plain)),
            ], args.runs)
            rows.append(("gen_%05d_kernels (%d lines)" % (n, text.count("\n")), r))
            print("  gen %d done" % n, file=sys.stderr, flush=True)

    print("| input | command | ms | MiB | × clang (time) | × clang (mem) |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for label, r in rows:
        base_t, base_m = r["clang"]
        for name, (t, m) in r.items():
            ref_t, ref_m = (r["clang, plain C++ twin"] if "plain" in name else
                            r["clang, no CUDA atomics"] if "no CUDA atomics" in name else (base_t, base_m))
            print("| %s | %s | %.0f | %.1f | %.2f | %.2f |" % (
                label, name, t * 1e3, m / 1024, t / ref_t, m / ref_m))
    print("\n× clang compares each cuda2omp row with the clang row of the same file "
          "(the plain twin with the plain twin's, the file without atomics with its own).")


if __name__ == "__main__":
    main()
