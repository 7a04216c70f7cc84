// A small program in the shape cuda2omp gives its output: built by the
// compile tests with every supported compiler line, and run where it can.
#include "c2o_runtime.h"
#include <stdio.h>

// __constant__ float coeff[4]; __device__ unsigned int counter;
float coeff[4];
unsigned int counter;
#pragma omp declare target(coeff, counter)

// __device__ helper
#pragma omp declare target
static float scale(float v, int i) { return c2o_saturatef(v) * coeff[i % 4]; }
#pragma omp end declare target

// __global__ void kernel(...) -> launcher running one iteration per CUDA thread
static void kernel_launch(dim3 grid, dim3 block, int n, const float *in, float *out,
                          int *imin, unsigned int *wrap, double *sum, float *fsum,
                          unsigned long long *bits) {
  const unsigned long long threads = c2o_volume(block), total = c2o_volume(grid) * threads;
#pragma omp target teams distribute parallel for is_device_ptr(in, out, imin, wrap, sum, fsum, bits)
  for (unsigned long long c2o_i = 0; c2o_i < total; ++c2o_i) {
    const uint3 threadIdx = c2o_unflatten(c2o_i % threads, block);
    const uint3 blockIdx = c2o_unflatten(c2o_i / threads, grid);
    const dim3 blockDim = block;
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
      float4 v = make_float4(in[i], 0.5f, 0.25f, 2.0f);
      int2 q = make_int2(c2o_float2int_rn(v.x), c2o_min(i, 7));
      float s, c;
      c2o_sincosf(v.x, &s, &c);
      c2o_sincospif(v.y, &s, &c);
      out[i] = scale(v.x, i) + c2o_fdividef(v.w, 2.0f) + c2o_rsqrtf(v.w * v.w) * 0.0f +
               c2o_exp10f(0.0f) - 1.0f + c2o_int_as_float(c2o_float_as_int(0.0f)) +
               c2o_ldg(&in[i]) * 0.0f + (float)(q.y - c2o_min(i, 7)) + c2o_max(0.0f, -1.0f) +
               c2o_cospif(0.5f) * 0.0f + c2o_sinpif(1.0f) * 0.0f + c2o_frcp(1.0f) - 1.0f;
      c2o_atomic_min(imin, -i);
      c2o_atomic_inc(wrap, 9u);
      c2o_atomic_dec(wrap, 1000u);
      c2o_atomic_add(sum, 1.0);
      c2o_atomic_add(fsum, 1.0f);
      c2o_atomic_or(bits, 1ULL << (i % 64));
      c2o_atomic_add(&counter, 1u);
      c2o_atomic_max(fsum, -1.0f);
      c2o_atomic_cas(imin, 12345, 0);
      c2o_atomic_exch(wrap + 1, (unsigned)c2o_popc(c2o_brev(1u)) + (unsigned)c2o_clz(0) +
                                    c2o_umul24(1u, 1u) + c2o_usad(1u, 3u, 0u));
      // cuda2omp's default (--omp-compiler=portable): the hint and the
      // [[clang::atomic]] macro (empty where the compiler lacks it).
      C2O_ATOMIC_COARSE {
#pragma omp atomic update hint(AMD_fast_fp_atomics)
        sum[1] += 1.0;
      }
      if (i >= 0) C2O_ATOMIC_FINE {
#pragma omp atomic update hint(ompx_safe_fp_atomics)
        sum[1] -= 0.5;
      }
    }
  }
}

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      printf("FAILED: %s (line %d)\n", #cond, __LINE__);                       \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main() {
  const int n = 1000;
  float h_in[1000], h_out[1000], h_coeff[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  float *d_in, *d_out, *d_fsum;
  int *d_imin;
  unsigned int *d_wrap, h_counter = 0, h_wrap[2];
  double *d_sum, h_sum[2];
  unsigned long long *d_bits, h_bits;
  float h_fsum;
  int h_imin = 0;
  for (int i = 0; i < n; ++i) h_in[i] = (float)(i % 3) * 0.5f;
  CHECK(c2o_malloc(&d_in, n * sizeof(float)) == c2o_success);
  CHECK(c2o_malloc(&d_out, n * sizeof(float)) == c2o_success);
  CHECK(c2o_malloc(&d_fsum, sizeof(float)) == c2o_success);
  CHECK(c2o_malloc(&d_imin, sizeof(int)) == c2o_success);
  CHECK(c2o_malloc(&d_wrap, 2 * sizeof(unsigned int)) == c2o_success);
  CHECK(c2o_malloc(&d_sum, 2 * sizeof(double)) == c2o_success);
  CHECK(c2o_malloc(&d_bits, sizeof(unsigned long long)) == c2o_success);
  CHECK(c2o_memcpy(d_in, h_in, n * sizeof(float), c2o_memcpy_host_to_device) == c2o_success);
  CHECK(c2o_memset(d_fsum, 0, sizeof(float)) == c2o_success);
  CHECK(c2o_memset(d_imin, 0, sizeof(int)) == c2o_success);
  CHECK(c2o_memset(d_wrap, 0, 2 * sizeof(unsigned int)) == c2o_success);
  CHECK(c2o_memset(d_sum, 0, 2 * sizeof(double)) == c2o_success);
  CHECK(c2o_memset(d_bits, 0, sizeof(unsigned long long)) == c2o_success);
  CHECK(c2o_memcpy_to_symbol(coeff, h_coeff, sizeof h_coeff) == c2o_success);
  CHECK(c2o_memcpy_to_symbol(counter, &h_counter, sizeof h_counter) == c2o_success);

  c2o_event_t start, stop;
  CHECK(c2o_event_create(&start) == c2o_success && c2o_event_create(&stop) == c2o_success);
  CHECK(c2o_event_record(start) == c2o_success);
  dim3 block(128), grid((n + block.x - 1) / block.x);
  kernel_launch(grid, block, n, d_in, d_out, d_imin, d_wrap, d_sum, d_fsum, d_bits);
  CHECK(c2o_get_last_error() == c2o_success);
  CHECK(c2o_event_record(stop) == c2o_success && c2o_event_synchronize(stop) == c2o_success);
  float ms = -1.0f;
  CHECK(c2o_event_elapsed_time(&ms, start, stop) == c2o_success && ms >= 0.0f);

  CHECK(c2o_memcpy(h_out, d_out, n * sizeof(float), c2o_memcpy_device_to_host) == c2o_success);
  CHECK(c2o_memcpy(&h_imin, d_imin, sizeof(int), c2o_memcpy_default) == c2o_success);
  CHECK(c2o_memcpy(h_wrap, d_wrap, sizeof h_wrap, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(c2o_memcpy(h_sum, d_sum, sizeof h_sum, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(c2o_memcpy(&h_fsum, d_fsum, sizeof h_fsum, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(c2o_memcpy(&h_bits, d_bits, sizeof h_bits, c2o_memcpy_device_to_host) == c2o_success);
  CHECK(c2o_memcpy_from_symbol(&h_counter, counter, sizeof h_counter) == c2o_success);
  for (int i = 0; i < n; ++i) {
    float v = c2o_saturatef(h_in[i]) * h_coeff[i % 4];
    CHECK(h_out[i] == v + 1.0f);
  }
  CHECK(h_imin == -(n - 1));
  CHECK(h_sum[0] == n && h_sum[1] == n * 0.5 && h_fsum == (float)n);
  CHECK(h_bits == ~0ULL && h_counter == (unsigned)n);
  CHECK(h_wrap[1] == 1u + 32u + 1u + 2u);
  c2o_device_prop prop;
  int dev = -1;
  CHECK(c2o_get_device(&dev) == c2o_success && c2o_get_device_properties(&prop, dev) == c2o_success);
  printf("device %d: %s, %d processors, warp %d, %.1f ms\n", dev, prop.name,
         prop.multiProcessorCount, prop.warpSize, ms);
  CHECK(c2o_free(d_in) == c2o_success && c2o_free(d_out) == c2o_success);
  CHECK(c2o_free(d_fsum) == c2o_success && c2o_free(d_imin) == c2o_success);
  CHECK(c2o_free(d_wrap) == c2o_success && c2o_free(d_sum) == c2o_success);
  CHECK(c2o_free(d_bits) == c2o_success);
  CHECK(c2o_event_destroy(start) == c2o_success && c2o_event_destroy(stop) == c2o_success);
  printf("translated program: OK\n");
  return 0;
}
