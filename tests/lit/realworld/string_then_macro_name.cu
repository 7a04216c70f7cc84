// Older CUDA code writes a string literal and a macro naming another string
// with no space between them (`"node "FMT"\n"`). C++11 reads `"..."FMT` as a
// user-defined literal; GCC (nvcc's host compiler) reads two tokens and
// warns, clang refused to parse the file. The parse reads two tokens, as GCC
// does, and the output gets the space clang needs; user-defined suffixes
// (`_kb`), raw strings, comments and digit separators are left as they are.
// RUN: %cuda2omp %s -o %t.cpp 2> %t.err
// RUN: not grep -E "C2O1002|error" %t.err
// RUN: %strip-checks %s %t.cpp | FileCheck %s
// RUN: %omp-host %t.cpp -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %omp-gcc %t.cpp -o %t.gcc
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
#include <cstdio>
#include <cstddef>

#define FMT_ID "%u"
#define SEP ", "
#define NEXT + 1

struct kb { unsigned long long v; };
constexpr kb operator""_kb(unsigned long long v) { return kb{v * 1024}; }
static size_t operator""_len(const char *, size_t n) { return n; }

__global__ void ids(unsigned *out) { out[threadIdx.x] = 7u * threadIdx.x; }

int main() {
  unsigned *d;
  unsigned h[4];
  cudaMalloc(&d, sizeof h);
  ids<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  printf("first "FMT_ID""SEP"last "FMT_ID"\n", h[0], h[3]);
  // CHECK: printf("first " FMT_ID"" SEP"last " FMT_ID"\n", h[0], h[3]);
  printf("chars %c\n", 'x'NEXT);
  // CHECK: printf("chars %c\n", 'x' NEXT);
  const char *raw = R"x(a"b)x";
  // CHECK: const char *raw = R"x(a"b)x";
  // a "comment"SEP stays
  // CHECK: // a "comment"SEP stays
  printf("%llu %zu %d %s\n", (4_kb).v, "abc"_len, 1'000, raw);
  // CHECK: printf("%llu %zu %d %s\n", (4_kb).v, "abc"_len, 1'000, raw);
  // OUT: first 0, last 21
  // OUT: chars y
  // OUT: 4096 3 1000 a"b
  return 0;
}
