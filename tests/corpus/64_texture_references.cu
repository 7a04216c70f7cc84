// 64_texture_references: the legacy texture-reference API of CUDA 11 and
// older (removed in CUDA 12): file-scope texture<T, dim, mode> references
// bound with cudaBindTexture (1D linear memory), cudaBindTexture2D (pitched
// memory, linear filtering, normalized coordinates, wrap addressing) and
// cudaBindTextureToArray (a uchar4 array read as normalized floats), read in
// kernels with tex1Dfetch and tex2D, then unbound. A host reference written
// from the Programming Guide's texture-fetching rules checks every value.
// No CUDA 12 or 13 toolkit compiles this program; CUDA 11's nvcc does.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n",                        \
              cudaGetErrorString(err_), __FILE__, __LINE__);               \
      exit(1);                                                             \
    }                                                                      \
  } while (0)

texture<int, 1, cudaReadModeElementType> countsTex;
texture<float, 2, cudaReadModeElementType> heightTex;
texture<uchar4, cudaTextureType2D, cudaReadModeNormalizedFloat> colorTex;

// Histogram equalisation-like remap: a cumulative table read per element.
// The texture unit's bilinear filtering, as measured on the H100
// (tests/gpu/texture_bilinear_probe.cu): the fractions fx, fy become weights
// A, B in 1/256 (ties up); the corner weights are rounded to 1/256 as well
// and sum to 1 (the far corner gets round(A B / 256), ties up, the others the
// rest of their row and column); the exact weighted sum is rounded to float
// with ties away from zero.
static int weight256(float f) {
  const float s = f * 256.0f, fl = floorf(s);
  return (int)fl + (s - fl >= 0.5f ? 1 : 0);
}
static float roundTiesAway(double d) {
  const double a = fabs(d);
  float f = (float)a;
  if ((double)f != a) {
    const float g = (double)f < a ? nextafterf(f, INFINITY) : nextafterf(f, 0.0f);
    const double lo = fmin((double)f, (double)g), hi = fmax((double)f, (double)g);
    if (a - lo == hi - a) f = (float)hi;
  }
  return d < 0 ? -f : f;
}
static float bilinear4(float t00, float t10, float t01, float t11, float fx, float fy) {
  const int A = weight256(fx), B = weight256(fy), AB = (A * B + 128) >> 8;
  const double s = (double)(256 - A - B + AB) * t00 + (double)(A - AB) * t10 + (double)(B - AB) * t01 + (double)AB * t11;
  return roundTiesAway(s / 256.0);
}

__global__ void remap(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch(countsTex, in[i]) + tex1Dfetch(countsTex, in[i] + 1);
}

// Samples a height map periodically (wrap) with bilinear filtering.
__global__ void sampleHeights(float *out, int ow, int oh, float step) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < ow && y < oh) out[y * ow + x] = tex2D(heightTex, x * step - 0.5f, y * step + 0.25f);
}

// Luminance of each texel of a normalized-float uchar4 texture.
__global__ void luminance(float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w || y >= h) return;
  float4 c = tex2D(colorTex, x + 0.5f, y + 0.5f);
  out[y * w + x] = 0.25f * c.x + 0.5f * c.y + 0.25f * c.z;
}

static float wrapTexel(const float *img, int w, int h, long long i, long long j) {
  i %= w; if (i < 0) i += w;
  j %= h; if (j < 0) j += h;
  return img[j * w + i];
}

int main() {
  int ok = 1;
  // ---- 1D: a cumulative table in linear memory
  const int bins = 32, n = 3000;
  int table[bins + 1], in[n], out[n];
  table[0] = 0;
  for (int b = 1; b <= bins; ++b) table[b] = table[b - 1] + (b * 7) % 5;
  for (int i = 0; i < n; ++i) in[i] = (i * 13) % (bins + 3) - 1; // -1 and bins+1 are outside
  int *dtable, *din, *dout;
  CHECK(cudaMalloc(&dtable, sizeof table));
  CHECK(cudaMalloc(&din, sizeof in));
  CHECK(cudaMalloc(&dout, sizeof out));
  CHECK(cudaMemcpy(dtable, table, sizeof table, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  size_t offset = 1;
  CHECK(cudaBindTexture(&offset, countsTex, dtable, sizeof table));
  remap<<<(n + 255) / 256, 256>>>(din, dout, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
  CHECK(cudaUnbindTexture(countsTex));
  int bad = 0;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    int k = in[i];
    int want = (k >= 0 && k <= bins ? table[k] : 0) + (k + 1 >= 0 && k + 1 <= bins ? table[k + 1] : 0);
    bad += out[i] != want;
    sum += out[i];
  }
  printf("tex1Dfetch reference: offset %zu, sum %lld, mismatches %d\n", offset, sum, bad);
  ok &= bad == 0 && offset == 0;

  // ---- 2D: bilinear, normalized, wrapping height map in pitched memory
  const int w = 16, h = 8, ow = 50, oh = 30;
  float hm[h][w];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) hm[y][x] = (float)((x * 3 + y * 5) % 8);
  float *dhm, *dres;
  size_t pitch;
  CHECK(cudaMallocPitch(&dhm, &pitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dhm, pitch, hm, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  heightTex.normalized = true;
  heightTex.filterMode = cudaFilterModeLinear;
  heightTex.addressMode[0] = cudaAddressModeWrap;
  heightTex.addressMode[1] = cudaAddressModeWrap;
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  CHECK(cudaBindTexture2D(0, heightTex, dhm, fdesc, w, h, pitch));
  CHECK(cudaMalloc(&dres, ow * oh * sizeof(float)));
  const float step = 3.0f / 128.0f;
  sampleHeights<<<dim3((ow + 15) / 16, (oh + 15) / 16), dim3(16, 16)>>>(dres, ow, oh, step);
  CHECK(cudaGetLastError());
  float *res = (float *)malloc(ow * oh * sizeof(float));
  CHECK(cudaMemcpy(res, dres, ow * oh * sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaUnbindTexture(heightTex));
  bad = 0;
  double hsum = 0;
  for (int y = 0; y < oh; ++y)
    for (int x = 0; x < ow; ++x) {
      float u = x * step - 0.5f, v = y * step + 0.25f;
      float xb = u * w - 0.5f, yb = v * h - 0.5f;
      long long i = (long long)floorf(xb), j = (long long)floorf(yb);
      float want = bilinear4(wrapTexel(&hm[0][0], w, h, i, j), wrapTexel(&hm[0][0], w, h, i + 1, j),
                             wrapTexel(&hm[0][0], w, h, i, j + 1), wrapTexel(&hm[0][0], w, h, i + 1, j + 1),
                             xb - floorf(xb), yb - floorf(yb));
      bad += res[y * ow + x] != want;
      hsum += res[y * ow + x];
    }
  printf("tex2D reference (linear, wrap): sum %.6f, mismatches %d\n", hsum, bad);
  ok &= bad == 0;

  // ---- 2D: uchar4 array read as normalized floats
  const int cw = 24, ch = 5;
  uchar4 img[ch][cw];
  for (int y = 0; y < ch; ++y)
    for (int x = 0; x < cw; ++x) img[y][x] = make_uchar4(x * 10, y * 60, 255 - x * 10, 255);
  cudaArray *arr;
  cudaChannelFormatDesc cdesc = cudaCreateChannelDesc<uchar4>();
  CHECK(cudaMallocArray(&arr, &cdesc, cw, ch));
  CHECK(cudaMemcpyToArray(arr, 0, 0, img, sizeof img, cudaMemcpyHostToDevice));
  CHECK(cudaBindTextureToArray(colorTex, arr));
  float *dlum, lum[ch * cw];
  CHECK(cudaMalloc(&dlum, sizeof lum));
  luminance<<<dim3(1, ch), 32>>>(dlum, cw, ch);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(lum, dlum, sizeof lum, cudaMemcpyDeviceToHost));
  CHECK(cudaUnbindTexture(colorTex));
  bad = 0;
  long long lsum = 0;
  for (int y = 0; y < ch; ++y)
    for (int x = 0; x < cw; ++x) {
      float want = 0.25f * (img[y][x].x / 255.0f) + 0.5f * (img[y][x].y / 255.0f) + 0.25f * (img[y][x].z / 255.0f);
      bad += fabsf(lum[y * cw + x] - want) > 1e-6f;
      lsum += lrintf(lum[y * cw + x] * 1000.0f);
    }
  printf("tex2D reference (array, normalized float): sum %lld, mismatches %d\n", lsum, bad);
  ok &= bad == 0;

  CHECK(cudaFreeArray(arr));
  CHECK(cudaFree(dtable)); CHECK(cudaFree(din)); CHECK(cudaFree(dout));
  CHECK(cudaFree(dhm)); CHECK(cudaFree(dres)); CHECK(cudaFree(dlum));
  free(res);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
