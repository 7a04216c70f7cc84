#!/usr/bin/env python3
"""Writes contention.cu (CUDA) and contention_hand.cpp (a hand-written OpenMP
port) beside this script: every CUDA atomic under contention, one kernel per
atomic, each CUDA thread applying ITERS atomics to one of NADDR neighbouring
addresses and summing the old values it gets back (so every atomic's result
is used, except add_stmt_i's). Both programs check the memory (and the sums
of old values where they are deterministic) against a host model and print
  RESULT name=<atomic> variant=<VARIANT> ms_per_iter=<ms per launch> check=ok|FAIL
Run: python3 gen_contention.py  (the outputs are committed; rerun after editing CASES)."""
import os

# name, type, CUDA call (p: the address, v: the value, e: the expected value
# of a CAS), the model's kind, and whether it needs cuda2omp >= the scoped forms
CASES = [
    ("add_i", "int", "atomicAdd(p, v)", "add", False),
    ("add_stmt_i", "int", "atomicAdd(p, v)", "add_stmt", False),
    ("add_ull", "unsigned long long", "atomicAdd(p, v)", "add", False),
    ("add_f", "float", "atomicAdd(p, v)", "add", False),
    ("sub_u", "unsigned int", "atomicSub(p, v)", "sub", False),
    ("exch_i", "int", "atomicExch(p, v)", "exch", False),
    ("exch_ull", "unsigned long long", "atomicExch(p, v)", "exch", False),
    ("exch_f", "float", "atomicExch(p, v)", "exch", False),
    ("min_i", "int", "atomicMin(p, v)", "min", False),
    ("min_ll", "long long", "atomicMin(p, v)", "min", False),
    ("max_u", "unsigned int", "atomicMax(p, v)", "max", False),
    ("max_ull", "unsigned long long", "atomicMax(p, v)", "max", False),
    ("inc_u", "unsigned int", "atomicInc(p, LIMIT)", "inc", False),
    ("dec_u", "unsigned int", "atomicDec(p, LIMIT)", "dec", False),
    ("cas_i", "int", "atomicCAS(p, e, e + 1)", "cas", False),
    ("cas_ull", "unsigned long long", "atomicCAS(p, e, e + 1)", "cas", False),
    ("and_u", "unsigned int", "atomicAnd(p, v)", "and", False),
    ("or_u", "unsigned int", "atomicOr(p, v)", "or", False),
    ("xor_u", "unsigned int", "atomicXor(p, v)", "xor", False),
    ("xor_ull", "unsigned long long", "atomicXor(p, v)", "xor", False),
    ("add_block_i", "int", "atomicAdd_block(p, v)", "add", False),
    ("inc_block_u", "unsigned int", "atomicInc_block(p, LIMIT)", "inc", True),
    ("max_system_u", "unsigned int", "atomicMax_system(p, v)", "max", True),
    ("cas_system_i", "int", "atomicCAS_system(p, e, e + 1)", "cas", True),
]

def value_expr(kind, t):
    """The value thread t applies in iteration it, from x = c_mix(t, it)."""
    wide = t in ("unsigned long long", "long long")
    if kind in ("add", "add_stmt", "sub"): return f"({t})((x & 7u) + 1u)"
    if kind == "exch": return f"({t})(x & 0xFFFFu)"
    if kind in ("min", "max"):
        if t == "int": return "(int)x"
        if t == "long long": return "(long long)(int)x * 1048576LL"
        if wide: return "((unsigned long long)x << 20) ^ x"
        return f"({t})x"
    if kind == "and": return "~(1ull << (x & 63u))" if wide else "~(1u << (x & 31u))"
    if kind == "or": return "1ull << (x & 63u)" if wide else "1u << (x & 31u)"
    if kind == "xor": return "((unsigned long long)x << 32) | x" if wide else "x"
    return "0"

def init_expr(kind, t):
    if kind == "min": return {"int": "2147483647", "long long": "9223372036854775807LL"}.get(t, f"({t})~({t})0")
    if kind == "and": return f"({t})~({t})0"
    return f"({t})0"

COMMON = r'''#define NADDR 4        /* the few addresses every thread hammers (neighbours) */
#define LIMIT 1000u    /* atomicInc/atomicDec's wrap value */
#ifndef BLOCKS
#define BLOCKS 528     /* 4 blocks per SM of an H100 (-DBLOCKS=8 for a host check) */
#endif
#define THREADS 256
#define ITERS 8        /* atomics per thread per launch */
#ifndef TARGET_MS
#define TARGET_MS 100.0 /* timed launches per atomic: about this long (at most 50) */
#endif
'''

HOST_MODEL = r'''/* The host's model of one launch: final values and the sums of old values. */
static unsigned long long wrap_add(unsigned long long a, unsigned long long b) { return a + b; }
template <typename T> struct Model {
  T fin[NADDR];
  unsigned long long olds; /* the sum of old values every thread gets, when it does not depend on the order */
  bool olds_known;
};
template <typename T, typename F>
static Model<T> model(const char *kind, T init, F val) {
  Model<T> m;
  unsigned long long n[NADDR] = {0};
  for (int k = 0; k < NADDR; ++k) m.fin[k] = init;
  m.olds = 0;
  m.olds_known = false;
  const unsigned total = (unsigned)BLOCKS * THREADS;
  for (unsigned t = 0; t < total; ++t)
    for (unsigned it = 0; it < ITERS; ++it) {
      unsigned k = (t + it) % NADDR;
      T v = val(t, it);
      if (!strcmp(kind, "add") || !strcmp(kind, "add_stmt")) m.fin[k] = (T)(m.fin[k] + v);
      else if (!strcmp(kind, "sub")) m.fin[k] = (T)(m.fin[k] - v);
      else if (!strcmp(kind, "exch")) { m.olds = wrap_add(m.olds, (unsigned long long)v); }
      else if (!strcmp(kind, "min")) { if (v < m.fin[k]) m.fin[k] = v; }
      else if (!strcmp(kind, "max")) { if (v > m.fin[k]) m.fin[k] = v; }
      else if (!strcmp(kind, "and")) m.fin[k] = (T)((unsigned long long)m.fin[k] & (unsigned long long)v);
      else if (!strcmp(kind, "or")) m.fin[k] = (T)((unsigned long long)m.fin[k] | (unsigned long long)v);
      else if (!strcmp(kind, "xor")) m.fin[k] = (T)((unsigned long long)m.fin[k] ^ (unsigned long long)v);
      ++n[k];
    }
  if (!strcmp(kind, "inc") || !strcmp(kind, "dec")) {
    /* every address sees n[k] wrapping increments (decrements) from 0: the
       old values are the same whatever the order */
    m.olds_known = true;
    for (int k = 0; k < NADDR; ++k) {
      unsigned long long x = 0;
      for (unsigned long long i = 0; i < n[k]; ++i) {
        m.olds += x;
        if (!strcmp(kind, "inc")) x = x >= LIMIT ? 0 : x + 1;
        else x = (x == 0 || x > LIMIT) ? LIMIT : x - 1;
      }
      m.fin[k] = (T)x;
    }
  }
  return m;
}
/* exch: the old values and the final values are the initial values and the
   values stored, in some order; cas: every success added one. */
template <typename T>
static bool check(const char *kind, const Model<T> &m, const T *fin, const T *init, const unsigned long long *out) {
  unsigned long long sum = 0;
  const unsigned total = (unsigned)BLOCKS * THREADS;
  for (unsigned t = 0; t < total; ++t) sum += out[t];
  if (!strcmp(kind, "exch")) {
    unsigned long long lhs = sum, rhs = m.olds;
    for (int k = 0; k < NADDR; ++k) { lhs += (unsigned long long)fin[k]; rhs += (unsigned long long)init[k]; }
    return lhs == rhs;
  }
  if (!strcmp(kind, "cas")) {
    unsigned long long got = 0;
    for (int k = 0; k < NADDR; ++k) got += (unsigned long long)fin[k];
    return got == sum && sum > 0;
  }
  for (int k = 0; k < NADDR; ++k)
    if (!(fin[k] == m.fin[k])) return false;
  return !m.olds_known || sum == m.olds;
}
'''

MIX = r'''(unsigned t, unsigned it) {
  unsigned x = t * 2654435761u + it * 40503u + 12345u;
  x ^= x >> 15;
  x *= 2246822519u;
  x ^= x >> 13;
  return x;
}
'''

def cuda_program():
    o = ["// Generated by gen_contention.py: every CUDA atomic under contention (issue 28, item 3).",
         "// Build: nvcc -O3 -arch=sm_90 contention.cu; run: ./a.out [atomic ...] (default all).",
         "#include <cstdio>", "#include <cstring>", "#include <chrono>", "#include <vector>", "", COMMON]
    o.append("__host__ __device__ unsigned c_mix" + MIX)
    for name, t, call, kind, scoped in CASES:
        if scoped: o.append("#ifndef NO_SCOPED_FORMS")
        o.append(f"__host__ __device__ {t} val_{name}(unsigned t, unsigned it) {{\n  unsigned x = c_mix(t, it);\n  return {value_expr(kind, t)};\n}}")
        body = [f"__global__ void k_{name}({t} *a, unsigned long long *out) {{",
                "  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;",
                "  unsigned long long acc = 0;"]
        if kind == "cas":
            body += [f"  {t} *p = &a[t % NADDR];", f"  {t} e = 0;",
                     "  for (unsigned it = 0; it < ITERS; ++it) {",
                     f"    {t} old = {call};",
                     "    if (old == e) ++acc;", "    e = old;", "  }"]
        else:
            body += ["  for (unsigned it = 0; it < ITERS; ++it) {",
                     f"    {t} *p = &a[(t + it) % NADDR];",
                     f"    {t} v = val_{name}(t, it);"]
            if kind == "add_stmt": body += [f"    {call};"]
            else: body += [f"    acc += (unsigned long long){call};"]
            body += ["    (void)v;", "  }"]
        body += ["  out[t] = acc;", "}"]
        o += body
        o.append(f"""static bool run_{name}(unsigned long long *d_out, unsigned long long *h_out, double *ms) {{
  {t} *d, init[NADDR], fin[NADDR];
  for (int k = 0; k < NADDR; ++k) init[k] = {init_expr(kind, t)};
  cudaMalloc(&d, sizeof init);
  cudaMemcpy(d, init, sizeof init, cudaMemcpyHostToDevice);
  k_{name}<<<BLOCKS, THREADS>>>(d, d_out);
  cudaDeviceSynchronize();
  cudaMemcpy(fin, d, sizeof fin, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_out, d_out, sizeof(unsigned long long) * BLOCKS * THREADS, cudaMemcpyDeviceToHost);
  Model<{t}> m = model<{t}>("{kind}", init[0], val_{name});
  bool ok = check<{t}>("{kind}", m, fin, init, h_out) && cudaGetLastError() == cudaSuccess;
  auto t0 = std::chrono::steady_clock::now();
  k_{name}<<<BLOCKS, THREADS>>>(d, d_out);
  cudaDeviceSynchronize();
  double one = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  int reps = one > 0 ? (int)(TARGET_MS / one) : 50;
  reps = reps < 1 ? 1 : reps > 50 ? 50 : reps;
  t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) k_{name}<<<BLOCKS, THREADS>>>(d, d_out);
  cudaDeviceSynchronize();
  *ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / reps;
  cudaFree(d);
  return ok;
}}""")
        if scoped: o.append("#endif")
    o.append(HOST_MODEL_PLACE)
    o.append("""int main(int argc, char **argv) {
#ifndef VARIANT
#define VARIANT "cuda"
#endif
  unsigned long long *d_out;
  std::vector<unsigned long long> h_out((size_t)BLOCKS * THREADS);
  cudaMalloc(&d_out, sizeof(unsigned long long) * BLOCKS * THREADS);
  struct Case { const char *name; bool (*run)(unsigned long long *, unsigned long long *, double *); };
  const Case cases[] = {""")
    for name, t, call, kind, scoped in CASES:
        if scoped: o.append("#ifndef NO_SCOPED_FORMS")
        o.append(f'    {{"{name}", run_{name}}},')
        if scoped: o.append("#endif")
    o.append("""  };
  for (const Case &c : cases) {
    bool wanted = argc < 2;
    for (int i = 1; i < argc; ++i) wanted = wanted || !strcmp(argv[i], c.name) || !strcmp(argv[i], "all");
    if (!wanted) continue;
    double ms = 0;
    bool ok = c.run(d_out, h_out.data(), &ms);
    printf("RESULT name=%s variant=%s ms_per_iter=%.4f check=%s\\n", c.name, VARIANT, ms, ok ? "ok" : "FAIL");
    fflush(stdout);
  }
  cudaFree(d_out);
  return 0;
}""")
    return "\n".join(o) + "\n"

HOST_MODEL_PLACE = ""

def hand_form(name, t, kind):
    """The OpenMP statement a careful engineer writes for the atomic: old = ..."""
    if kind in ("add", "sub", "and", "or", "xor"):
        op = {"add": "+=", "sub": "-=", "and": "&=", "or": "|=", "xor": "^="}[kind]
        return [f"{t} old;", "#pragma omp atomic capture", f"{{ old = *p; *p {op} v; }}"]
    if kind == "add_stmt":
        return ["#pragma omp atomic update", "*p += v;"]
    if kind == "exch":
        return [f"{t} old;", "#pragma omp atomic capture", "{ old = *p; *p = v; }"]
    if kind in ("min", "max"):
        cmp = "<" if kind == "min" else ">"
        return [f"{t} old;", "#pragma omp atomic compare capture", f"{{ old = *p; if (v {cmp} *p) {{ *p = v; }} }}"]
    if kind in ("inc", "dec"):
        nv = "cur >= LIMIT ? 0u : cur + 1u" if kind == "inc" else "(cur == 0u || cur > LIMIT) ? LIMIT : cur - 1u"
        return [f"{t} old, cur;", "#pragma omp atomic read", "cur = *p;",
                "for (;;) { /* OpenMP has no wrapping increment: a compare-and-swap loop */",
                f"  {t} nv = {nv};",
                "#pragma omp atomic compare capture",
                "  { old = *p; if (*p == cur) { *p = nv; } }",
                "  if (old == cur) break;", "  cur = old;", "}"]
    return []

def hand_program():
    o = ["// Generated by gen_contention.py: the hand-written OpenMP port of contention.cu.",
         "// Build: clang++ -O3 -fopenmp --offload-arch=sm_90 contention_hand.cpp",
         "#include <cstdio>", "#include <cstring>", "#include <vector>", "#include <omp.h>", "", COMMON]
    o.append("#pragma omp declare target\nstatic inline unsigned c_mix" + MIX)
    for name, t, call, kind, scoped in CASES:
        o.append(f"static inline {t} val_{name}(unsigned t, unsigned it) {{\n  unsigned x = c_mix(t, it);\n  return {value_expr(kind, t)};\n}}")
    o.append("#pragma omp end declare target")
    o.append(HOST_MODEL)
    for name, t, call, kind, scoped in CASES:
        loop = ["#pragma omp target teams distribute parallel for num_teams(BLOCKS) thread_limit(THREADS) is_device_ptr(d, d_out)",
                "  for (unsigned t = 0; t < (unsigned)BLOCKS * THREADS; ++t) {",
                "    unsigned long long acc = 0;"]
        if kind == "cas":
            loop += [f"    {t} *p = &d[t % NADDR];", f"    {t} e = 0;",
                     "    for (unsigned it = 0; it < ITERS; ++it) {",
                     f"      {t} old;", "#pragma omp atomic compare capture",
                     "      { old = *p; if (*p == e) { *p = e + 1; } }",
                     "      if (old == e) ++acc;", "      e = old;", "    }"]
        else:
            loop += ["    for (unsigned it = 0; it < ITERS; ++it) {",
                     f"      {t} *p = &d[(t + it) % NADDR];",
                     f"      {t} v = val_{name}(t, it);"]
            loop += ["      " + s if not s.startswith("#") else s for s in hand_form(name, t, kind)]
            if kind != "add_stmt": loop += ["      acc += (unsigned long long)old;"]
            loop += ["      (void)v;", "    }"]
        loop += ["    d_out[t] = acc;", "  }"]
        L = "\n".join(loop)
        o.append(f"""static void launch_{name}({t} *d, unsigned long long *d_out) {{
{L}
}}
static bool run_{name}(int dev, int host, unsigned long long *d_out, unsigned long long *h_out, double *ms) {{
  {t} init[NADDR], fin[NADDR];
  for (int k = 0; k < NADDR; ++k) init[k] = {init_expr(kind, t)};
  {t} *d = ({t} *)omp_target_alloc(sizeof init, dev);
  omp_target_memcpy(d, init, sizeof init, 0, 0, dev, host);
  launch_{name}(d, d_out);
  omp_target_memcpy(fin, d, sizeof fin, 0, 0, host, dev);
  omp_target_memcpy(h_out, d_out, sizeof(unsigned long long) * BLOCKS * THREADS, 0, 0, host, dev);
  Model<{t}> m = model<{t}>("{kind}", init[0], val_{name});
  bool ok = check<{t}>("{kind}", m, fin, init, h_out);
  double t0 = omp_get_wtime();
  launch_{name}(d, d_out);
  double one = (omp_get_wtime() - t0) * 1e3;
  int reps = one > 0 ? (int)(TARGET_MS / one) : 50;
  reps = reps < 1 ? 1 : reps > 50 ? 50 : reps;
  t0 = omp_get_wtime();
  for (int r = 0; r < reps; ++r) launch_{name}(d, d_out);
  *ms = (omp_get_wtime() - t0) * 1e3 / reps;
  omp_target_free(d, dev);
  return ok;
}}""")
    o.append("""int main(int argc, char **argv) {
#ifndef VARIANT
#define VARIANT "hand"
#endif
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  std::vector<unsigned long long> h_out((size_t)BLOCKS * THREADS);
  unsigned long long *d_out = (unsigned long long *)omp_target_alloc(sizeof(unsigned long long) * BLOCKS * THREADS, dev);
  struct Case { const char *name; bool (*run)(int, int, unsigned long long *, unsigned long long *, double *); };
  const Case cases[] = {""")
    for name, t, call, kind, scoped in CASES:
        o.append(f'    {{"{name}", run_{name}}},')
    o.append("""  };
  for (const Case &c : cases) {
    bool wanted = argc < 2;
    for (int i = 1; i < argc; ++i) wanted = wanted || !strcmp(argv[i], c.name) || !strcmp(argv[i], "all");
    if (!wanted) continue;
    double ms = 0;
    bool ok = c.run(dev, host, d_out, h_out.data(), &ms);
    printf("RESULT name=%s variant=%s ms_per_iter=%.4f check=%s\\n", c.name, VARIANT, ms, ok ? "ok" : "FAIL");
    fflush(stdout);
  }
  omp_target_free(d_out, dev);
  return 0;
}""")
    return "\n".join(o) + "\n"

here = os.path.dirname(os.path.abspath(__file__))
cu = cuda_program()
# the host model goes before the run_ functions: after the kernels' defines
cu = cu.replace(COMMON, COMMON + "\n" + HOST_MODEL, 1)
open(os.path.join(here, "contention.cu"), "w").write(cu)
open(os.path.join(here, "contention_hand.cpp"), "w").write(hand_program())
