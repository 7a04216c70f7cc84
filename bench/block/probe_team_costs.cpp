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
//          -foffload-options="-misa=sm_80 -lm" probe_team_costs.cpp
#include <omp.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

int kBlocks = 32768;  // argv[1] sets it (small for a host check)
constexpr int kThreads = 256;

// A barrier built from two atomics in team memory (count and generation), the
// alternative to `#pragma omp barrier` this probe compares against. Correct
// only when every thread of the team runs at the same time (GPU warps of one
// block; host threads on their own cores).
struct SpinBarrier {
  unsigned count, gen;
};
#pragma omp declare target
inline void spin_wait(SpinBarrier *b, unsigned n) {
  const unsigned gen = __atomic_load_n(&b->gen, __ATOMIC_ACQUIRE);
  if (__atomic_add_fetch(&b->count, 1u, __ATOMIC_ACQ_REL) == n) {
    __atomic_store_n(&b->count, 0u, __ATOMIC_RELAXED);
    __atomic_store_n(&b->gen, gen + 1, __ATOMIC_RELEASE);
  } else {
    while (__atomic_load_n(&b->gen, __ATOMIC_ACQUIRE) == gen) {
    }
  }
}
// The GPU's own block barrier, reached with inline PTX on GCC's nvptx
// offloading: barrier 1 with 32 x (OpenMP threads of the team) threads, since
// GCC runs each OpenMP thread as a whole warp. Host code: an omp barrier.
inline void hw_barrier(unsigned n) {
#if defined(__nvptx__)
#ifndef PROBE_BAR_INSN
#define PROBE_BAR_INSN "bar.sync 1, %0;"
#endif
  asm volatile(PROBE_BAR_INSN : : "r"(32 * n) : "memory");
#else
  (void)n;
#pragma omp barrier
#endif
}
#pragma omp end declare target

enum class Barrier { Omp, Spin, Hardware };

struct Granted {
  int teams = 0, threads = 0;
};

// One run of the skeleton; returns milliseconds, fills `sums` (device pointer
// holding one long long per block) and what the runtime granted.
double skeleton(long long *sums, int askTeams, int barriers, Granted &g,
                Barrier kind = Barrier::Omp) {
  const bool spin = kind == Barrier::Spin, hw = kind == Barrier::Hardware;
  int gotTeams = 0, gotThreads = 0;
  auto t0 = std::chrono::steady_clock::now();
#pragma omp target teams num_teams(askTeams) thread_limit(kThreads)            \
    is_device_ptr(sums) map(from : gotTeams, gotThreads)
  {
    SpinBarrier bar{0, 0};
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
        if (spin)
          spin_wait(&bar, step);
        else if (hw)
          hw_barrier(step);
        else {
#pragma omp barrier
        }
        for (int p = 0; p < barriers; ++p) {
          for (int t = first; t < kThreads; t += step) {
#pragma omp atomic update
            sums[b] += t;
          }
          if (spin)
            spin_wait(&bar, step);
          else if (hw)
            hw_barrier(step);
          else {
#pragma omp barrier
          }
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
  } alternatives[] = {{Barrier::Spin, "SPIN"}, {Barrier::Hardware, "BARSYNC"}};
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
