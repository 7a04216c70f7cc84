// probe_team_costs: what the shape of a translated block-level kernel costs
// under an OpenMP offloading compiler, with no user work in it.
//
// The translation of a CUDA kernel with B blocks of T threads is
//   target teams num_teams(B) thread_limit(T)
//     parallel num_threads(T)
//       for each block b of this team:
//         P phases: for (t = thread; t < T; t += nthreads) <work on t>
//         a barrier after each phase
// This program times that skeleton with trivial work (each logical thread
// adds its index into a per-block slot) while varying one thing at a time:
// the number of teams asked for, the number of barriers per block, and the
// phases' loop, and prints what the runtime granted (teams, threads per team).
// Self-checking: every variant's per-block sums are compared with the formula.
//
// build: g++ -std=c++17 -O3 -fopenmp -foffload=nvptx-none
//          -foffload-options="-misa=sm_80 -lm" -I omp_runtime_helpers/include
//          bench/block/probe_team_costs.cpp
#include <omp.h>

#include "c2o_block.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

int kBlocks = 32768;  // argv[1] sets it (small for a host check)
constexpr int kThreads = 256;

// The barriers compared: `#pragma omp barrier`, and the translation's
// alternatives on GCC devices (omp_runtime_helpers/include/c2o_block.h): the
// spin barrier from GCC's __atomic builtins and the block's hardware barrier
// (PTX bar.sync, the default). A third alternative lives only here: the same
// spin barrier written with PTX's block-scope atomics (no membar.sys). It was
// measured (docs/performance.md) and not adopted: bar.sync is as fast or
// faster, and one benchmark hung with it when its phase loops were `omp
// simd`. The PTX forms are inline PTX that only GCC on an x86-64 host with
// nvptx offloading accepts (C2O_GCC_INLINE_PTX); host runs of this probe use
// `omp barrier` for them, as the header does.
#pragma omp declare target
#if defined(C2O_GCC_INLINE_PTX)
inline unsigned ptx_load_relaxed_cta(const unsigned *p) {
  unsigned v = 0;
  asm volatile(C2O_PTX_ONLY("ld.relaxed.cta.u32 %0, [%1];") : "+r"(v) : "r"(p) : "memory");
  return v;
}
inline unsigned ptx_load_acquire_cta(const unsigned *p) {
  unsigned v = 0;
  asm volatile(C2O_PTX_ONLY("ld.acquire.cta.u32 %0, [%1];") : "+r"(v) : "r"(p) : "memory");
  return v;
}
// Lane 0 of the warp adds 1 (acquire-release, block scope); every lane gets
// the old value (GCC runs an OpenMP thread as a whole warp, all lanes here).
inline unsigned ptx_arrive_cta(unsigned *p) {
  unsigned old = 0;
  asm volatile(C2O_PTX_ONLY(".reg .pred %%lane0_%=;\n\t"
                            ".reg .u32 %%lane_%=;\n\t"
                            "mov.u32 %%lane_%=, %%laneid;\n\t"
                            "setp.eq.u32 %%lane0_%=, %%lane_%=, 0;\n\t"
                            "@%%lane0_%= atom.acq_rel.cta.add.u32 %0, [%1], 1;\n\t"
                            "shfl.sync.idx.b32 %0, %0, 0, 31, 0xffffffff;")
               : "+r"(old)
               : "r"(p)
               : "memory");
  return old;
}
inline void ptx_store_cta(unsigned *p, unsigned v, bool release) {
  if (release)
    asm volatile(C2O_PTX_ONLY("st.release.cta.u32 [%0], %1;") : : "r"(p), "r"(v) : "memory");
  else
    asm volatile(C2O_PTX_ONLY("st.relaxed.cta.u32 [%0], %1;") : : "r"(p), "r"(v) : "memory");
}
inline void spin_barrier_ptx_cta(c2o_team_barrier_state *b, unsigned n) {
  const unsigned generation = ptx_load_relaxed_cta(&b->generation);
  if (ptx_arrive_cta(&b->count) + 1 == n) {
    ptx_store_cta(&b->count, 0u, false);
    ptx_store_cta(&b->generation, generation + 1, true);
  } else {
    while (ptx_load_acquire_cta(&b->generation) == generation) {
    }
  }
}
#endif

inline void team_barrier(c2o_team_barrier_state *b, unsigned n, int kind) {
  if (kind == 0 || omp_is_initial_device()) {
#pragma omp barrier
    return;
  }
  if (kind == 1) {
    c2o_spin_barrier_atomics(b, n);
    return;
  }
#if defined(C2O_GCC_INLINE_PTX)
  if (kind == 2)
    spin_barrier_ptx_cta(b, n);
  else
    c2o_ptx_bar_sync(n);
#endif
}
#pragma omp end declare target

enum class Barrier { Omp = 0, SpinAtomics = 1, SpinPtxCta = 2, BarSync = 3 };

struct Granted {
  int teams = 0, threads = 0;
};

// One run of the skeleton; returns milliseconds, fills `sums` (device pointer
// holding one long long per block) and what the runtime granted.
double skeleton(long long *sums, int askTeams, int barriers, Granted &g,
                Barrier kind = Barrier::Omp) {
  const int k = static_cast<int>(kind);
  int gotTeams = 0, gotThreads = 0;
  auto t0 = std::chrono::steady_clock::now();
#pragma omp target teams num_teams(askTeams) thread_limit(kThreads)            \
    is_device_ptr(sums) map(from : gotTeams, gotThreads)
  {
    c2o_team_barrier_state bar{0, 0};
#pragma omp parallel num_threads(kThreads) shared(bar)
    {
      const int first = omp_get_thread_num(), step = omp_get_num_threads();
      if (omp_get_team_num() == 0 && first == 0) {
        gotTeams = omp_get_num_teams();
        gotThreads = step;
      }
      for (int b = omp_get_team_num(); b < kBlocks; b += omp_get_num_teams()) {
        // phase 0: clear; then `barriers` phases that each add t into the slot
        if (first == 0) sums[b] = 0;
        team_barrier(&bar, step, k);
        for (int p = 0; p < barriers; ++p) {
          for (int t = first; t < kThreads; t += step) {
#pragma omp atomic update
            sums[b] += t;
          }
          team_barrier(&bar, step, k);
        }
      }
    }
  }
  auto t1 = std::chrono::steady_clock::now();
  g.teams = gotTeams;
  g.threads = gotThreads;
  return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

// The same work as one flat loop (what a hand port would write): no teams
// structure, no barriers.
double flat(long long *sums, int phases) {
  auto t0 = std::chrono::steady_clock::now();
#pragma omp target teams distribute parallel for is_device_ptr(sums)         \
    firstprivate(kBlocks)
  for (int b = 0; b < kBlocks; ++b) {
    long long s = 0;
    for (int p = 0; p < phases; ++p)
      for (int t = 0; t < kThreads; ++t) s += t;
    sums[b] = s;
  }
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

bool check(long long *dsums, int phases, int dev, int host) {
  std::vector<long long> h(kBlocks);
  omp_target_memcpy(h.data(), dsums, sizeof(long long) * kBlocks, 0, 0, host,
                    dev);
  const long long want = (long long)phases * kThreads * (kThreads - 1) / 2;
  for (long long v : h)
    if (v != want) return false;
  return true;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc > 1) kBlocks = std::atoi(argv[1]);
  const int dev = omp_get_default_device(), host = omp_get_initial_device();
  long long *sums = static_cast<long long *>(
      omp_target_alloc(sizeof(long long) * kBlocks, dev));
  if (!sums) {
    std::printf("omp_target_alloc failed\n");
    return 1;
  }
  bool ok = true;
  Granted g;
  skeleton(sums, kBlocks, 1, g);  // warm-up
  std::printf("blocks=%d threads_per_block=%d\n", kBlocks, kThreads);
  const int teamsAsked[] = {kBlocks, 528, 132};
  const int barrierCounts[] = {0, 1, 3, 9};
  for (int teams : teamsAsked)
    for (int barriers : barrierCounts) {
      double ms = skeleton(sums, teams, barriers, g);
      bool good = check(sums, barriers, dev, host);
      ok = ok && good;
      std::printf("SKELETON teams_asked=%d teams_got=%d threads_got=%d "
                  "phases=%d ms=%.3f us_per_block_per_team=%.2f check=%s\n",
                  teams, g.teams, g.threads, barriers, ms,
                  ms * 1000.0 * g.teams / kBlocks, good ? "ok" : "FAIL");
      std::fflush(stdout);
    }
  // The alternatives to `omp barrier`, each over the same team counts.
  const struct {
    Barrier kind;
    const char *label;
  } alternatives[] = {{Barrier::SpinAtomics, "SPIN"},
                      {Barrier::SpinPtxCta, "SPIN_PTX_CTA"},
                      {Barrier::BarSync, "BARSYNC"}};
  for (const auto &alt : alternatives)
    for (int teams : {kBlocks, 528, 132})
      for (int barriers : barrierCounts) {
        double ms = skeleton(sums, teams, barriers, g, alt.kind);
        bool good = check(sums, barriers, dev, host);
        ok = ok && good;
        std::printf("%s teams_asked=%d teams_got=%d threads_got=%d phases=%d "
                    "ms=%.3f check=%s\n",
                    alt.label, teams, g.teams, g.threads, barriers, ms,
                    good ? "ok" : "FAIL");
        std::fflush(stdout);
      }
  for (int phases : {1, 9}) {
    double ms = flat(sums, phases);
    bool good = check(sums, phases, dev, host);
    ok = ok && good;
    std::printf("FLAT phases=%d ms=%.3f check=%s\n", phases, ms,
                good ? "ok" : "FAIL");
  }
  omp_target_free(sums, dev);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
