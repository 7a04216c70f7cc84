// probe_mapped: what --memory=map costs per launch beside --memory=device.
// The triad over N floats on (a) omp_target_alloc'd arrays and (b) std::vector
// data mapped with `target enter data`, whose device addresses each launch
// looks up with c2o_mapped_ptr (what a translation does); (c) the same mapped
// arrays with the addresses looked up once. Prints each device address modulo
// 256 and the cost of one lookup.
//   usage: probe_mapped [N [REPS]]
#include "c2o_runtime.h"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
static double now() { return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
static void triad(float *a, const float *b, const float *c, float s, int n) {
  const unsigned bx = 256, gx = (unsigned)((n + bx - 1) / bx);
#pragma omp target teams ompx_bare num_teams(gx, 1, 1) thread_limit(bx, 1, 1) is_device_ptr(a, b, c)
  {
    const unsigned i = ompx_block_id_x() * ompx_block_dim_x() + ompx_thread_id_x();
    if (i < (unsigned)n) a[i] = b[i] + s * c[i];
  }
}
int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : (1 << 26);
  const int reps = argc > 2 ? atoi(argv[2]) : 200;
  const int dev = omp_get_default_device();
  c2o_default_device_is_gpu();  // the launchers' probe, which also sets the host wait
  float *da = (float *)omp_target_alloc(4ull * n, dev), *db = (float *)omp_target_alloc(4ull * n, dev),
        *dc = (float *)omp_target_alloc(4ull * n, dev);
  std::vector<float> ha(n, 0.0f), hb(n, 1.0f), hc(n, 2.0f);
  float *pa = ha.data(), *pb = hb.data(), *pc = hc.data();
#pragma omp target enter data map(alloc : pa[:n]) map(to : pb[:n], pc[:n])
  triad(da, db, dc, 3.0f, n);
  double t0 = now();
  for (int r = 0; r < reps; ++r) triad(da, db, dc, 3.0f, n);
  const double tdev = (now() - t0) / reps;
  t0 = now();
  for (int r = 0; r < reps; ++r) triad(c2o_mapped_ptr(pa), c2o_mapped_ptr(pb), c2o_mapped_ptr(pc), 3.0f, n);
  const double tmap = (now() - t0) / reps;
  float *ma = c2o_mapped_ptr(pa), *mb = c2o_mapped_ptr(pb), *mc = c2o_mapped_ptr(pc);
  t0 = now();
  for (int r = 0; r < reps; ++r) triad(ma, mb, mc, 3.0f, n);
  const double tonce = (now() - t0) / reps;
  t0 = now();
  for (int r = 0; r < 10000; ++r) ma = c2o_mapped_ptr(pa);
  const double lookup = (now() - t0) / 10000;
  printf("PROBE n=%d device_ms=%.4f mapped_lookup_each_ms=%.4f mapped_lookup_once_ms=%.4f lookup_us=%.2f "
         "align256 dev=%lu,%lu,%lu mapped=%lu,%lu,%lu host=%lu,%lu,%lu\n",
         n, tdev, tmap, tonce, lookup * 1000, (unsigned long)((uintptr_t)da % 256), (unsigned long)((uintptr_t)db % 256),
         (unsigned long)((uintptr_t)dc % 256), (unsigned long)((uintptr_t)ma % 256), (unsigned long)((uintptr_t)mb % 256),
         (unsigned long)((uintptr_t)mc % 256), (unsigned long)((uintptr_t)pa % 256), (unsigned long)((uintptr_t)pb % 256),
         (unsigned long)((uintptr_t)pc % 256));
#pragma omp target exit data map(release : pa[:n], pb[:n], pc[:n])
  return 0;
}
