// 63_texture_objects: image resampling through texture objects: a 1D
// lookup table read with tex1Dfetch (linear memory), a pitched float image
// upscaled with bilinear filtering and normalized coordinates under clamp,
// wrap and mirror addressing, a uchar4 CUDA array read as normalized floats
// with point filtering and border addressing, and a surface object that a
// kernel writes and the host copies back out of the array. Texel values
// are small integers and filter weights are multiples of 1/256, so every
// filtered value is exact and the host reference (the Programming Guide's
// formulas, 9-bit fixed-point weights rounded to nearest, ties up) must match it
// bit for bit.
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

__global__ void lookup(cudaTextureObject_t lut, const int *keys, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(lut, keys[i]) * 2.0f;
}

// Samples the texture at normalized (u, v) for each output pixel.
__global__ void resample(cudaTextureObject_t tex, float *out, int ow, int oh, float su, float sv, float ou, float ov) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= ow || y >= oh) return;
  out[y * ow + x] = tex2D<float>(tex, ou + x * su, ov + y * sv);
}

__global__ void readRgba(cudaTextureObject_t tex, float4 *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w + 4 || y >= h) return;
  out[y * (w + 4) + x] = tex2D<float4>(tex, (float)x - 2.0f + 0.5f, (float)y + 0.5f); // 2 texels of border each side
}

__global__ void invertSurface(cudaSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w || y >= h) return;
  uchar4 p = surf2Dread<uchar4>(surf, x * (int)sizeof(uchar4), y);
  surf2Dwrite(make_uchar4(255 - p.x, 255 - p.y, 255 - p.z, p.w), surf, x * (int)sizeof(uchar4), y);
}

// ---- host reference of CUDA's texture fetching
static long long addr(long long i, long long n, int mode) {
  if (i >= 0 && i < n) return i;
  if (mode == cudaAddressModeWrap) { i %= n; return i < 0 ? i + n : i; }
  if (mode == cudaAddressModeMirror) { long long j = i % (2 * n); if (j < 0) j += 2 * n; return j < n ? j : 2 * n - 1 - j; }
  if (mode == cudaAddressModeBorder) return -1;
  return i < 0 ? 0 : n - 1;
}
static float texel(const float *img, int w, int h, long long i, long long j, int mode) {
  i = addr(i, w, mode);
  j = addr(j, h, mode);
  return (i < 0 || j < 0) ? 0.0f : img[j * w + i];
}
static float bilinear(const float *img, int w, int h, float u, float v, int mode) {
  float x = u * w - 0.5f, y = v * h - 0.5f;
  long long i = (long long)floorf(x), j = (long long)floorf(y);
  return bilinear4(texel(img, w, h, i, j, mode), texel(img, w, h, i + 1, j, mode), texel(img, w, h, i, j + 1, mode),
                   texel(img, w, h, i + 1, j + 1, mode), x - floorf(x), y - floorf(y));
}

int main() {
  int ok = 1;
  // ---- 1D lookup table in linear memory
  const int nl = 64, nk = 1000;
  float lut[nl];
  int keys[nk];
  for (int i = 0; i < nl; ++i) lut[i] = (float)(i * i % 97);
  for (int i = 0; i < nk; ++i) keys[i] = (i * 37) % (nl + 8) - 4; // some keys outside: 0
  float *dlut, *dout;
  int *dkeys;
  CHECK(cudaMalloc(&dlut, sizeof lut));
  CHECK(cudaMalloc(&dkeys, sizeof keys));
  CHECK(cudaMalloc(&dout, nk * sizeof(float)));
  CHECK(cudaMemcpy(dlut, lut, sizeof lut, cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dkeys, keys, sizeof keys, cudaMemcpyHostToDevice));
  cudaResourceDesc rl;
  memset(&rl, 0, sizeof rl);
  rl.resType = cudaResourceTypeLinear;
  rl.res.linear.devPtr = dlut;
  rl.res.linear.desc = cudaCreateChannelDesc<float>();
  rl.res.linear.sizeInBytes = sizeof lut;
  cudaTextureDesc tl;
  memset(&tl, 0, sizeof tl);
  tl.readMode = cudaReadModeElementType;
  cudaTextureObject_t lutTex;
  CHECK(cudaCreateTextureObject(&lutTex, &rl, &tl, nullptr));
  lookup<<<(nk + 127) / 128, 128>>>(lutTex, dkeys, dout, nk);
  CHECK(cudaGetLastError());
  float got[nk];
  CHECK(cudaMemcpy(got, dout, sizeof got, cudaMemcpyDeviceToHost));
  int bad = 0;
  double sum = 0;
  for (int i = 0; i < nk; ++i) {
    float want = (keys[i] >= 0 && keys[i] < nl) ? lut[keys[i]] * 2.0f : 0.0f;
    bad += got[i] != want;
    sum += got[i];
  }
  printf("tex1Dfetch: sum %.0f mismatches %d\n", sum, bad);
  ok &= bad == 0;

  // ---- bilinear resampling of a pitched image, three address modes
  const int w = 13, h = 9, ow = 40, oh = 23;
  float img[h][w];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y][x] = (float)((x * 5 + y * 11) % 16);
  float *dimg, *dres;
  size_t pitch;
  CHECK(cudaMallocPitch(&dimg, &pitch, w * sizeof(float), h));
  CHECK(cudaMemcpy2D(dimg, pitch, img, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  CHECK(cudaMalloc(&dres, ow * oh * sizeof(float)));
  float *res = (float *)malloc(ow * oh * sizeof(float));
  const int modes[3] = {cudaAddressModeClamp, cudaAddressModeWrap, cudaAddressModeMirror};
  const char *names[3] = {"clamp", "wrap", "mirror"};
  for (int m = 0; m < 3; ++m) {
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = dimg;
    r.res.pitch2D.desc = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    r.res.pitch2D.width = w;
    r.res.pitch2D.height = h;
    r.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = (cudaTextureAddressMode)modes[m];
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    td.normalizedCoords = 1;
    cudaTextureObject_t tex;
    CHECK(cudaCreateTextureObject(&tex, &r, &td, nullptr));
    // Dyadic steps: x * su is exact, so no fused multiply-add changes a coordinate.
    const float su = 19.0f / 512.0f, sv = 31.0f / 512.0f, ou = -0.265625f, ov = -0.1875f; // -0.27 .. 1.2
    resample<<<dim3((ow + 15) / 16, (oh + 7) / 8), dim3(16, 8)>>>(tex, dres, ow, oh, su, sv, ou, ov);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(res, dres, ow * oh * sizeof(float), cudaMemcpyDeviceToHost));
    bad = 0;
    double s = 0;
    for (int y = 0; y < oh; ++y)
      for (int x = 0; x < ow; ++x) {
        float want = bilinear(&img[0][0], w, h, ou + x * su, ov + y * sv, modes[m]);
        bad += res[y * ow + x] != want;
        s += res[y * ow + x] * (1 + (x + y) % 3);
      }
    printf("tex2D linear %-6s: weighted sum %.6f mismatches %d\n", names[m], s, bad);
    ok &= bad == 0;
    CHECK(cudaDestroyTextureObject(tex));
  }

  // ---- uchar4 array, normalized-float reads, point filtering, border
  const int aw = 20, ah = 6;
  uchar4 rgba[ah][aw];
  for (int y = 0; y < ah; ++y)
    for (int x = 0; x < aw; ++x) rgba[y][x] = make_uchar4(x * 12, y * 40, (x * y) % 256, 255 - x);
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<uchar4>();
  cudaArray_t arr;
  CHECK(cudaMallocArray(&arr, &cd, aw, ah, cudaArraySurfaceLoadStore));
  CHECK(cudaMemcpy2DToArray(arr, 0, 0, rgba, aw * sizeof(uchar4), aw * sizeof(uchar4), ah, cudaMemcpyHostToDevice));
  cudaResourceDesc ra;
  memset(&ra, 0, sizeof ra);
  ra.resType = cudaResourceTypeArray;
  ra.res.array.array = arr;
  cudaTextureDesc ta;
  memset(&ta, 0, sizeof ta);
  ta.addressMode[0] = ta.addressMode[1] = cudaAddressModeBorder;
  ta.filterMode = cudaFilterModePoint;
  ta.readMode = cudaReadModeNormalizedFloat;
  cudaTextureObject_t rgbaTex;
  CHECK(cudaCreateTextureObject(&rgbaTex, &ra, &ta, nullptr));
  float4 *dq, *q = (float4 *)malloc((aw + 4) * ah * sizeof(float4));
  CHECK(cudaMalloc(&dq, (aw + 4) * ah * sizeof(float4)));
  readRgba<<<dim3(1, ah), 32>>>(rgbaTex, dq, aw, ah);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(q, dq, (aw + 4) * ah * sizeof(float4), cudaMemcpyDeviceToHost));
  bad = 0;
  long long isum = 0;
  for (int y = 0; y < ah; ++y)
    for (int x = 0; x < aw + 4; ++x) {
      float4 v = q[y * (aw + 4) + x];
      int sx = x - 2;
      uchar4 p = (sx >= 0 && sx < aw) ? rgba[y][sx] : make_uchar4(0, 0, 0, 0);
      bad += v.x != p.x / 255.0f || v.y != p.y / 255.0f || v.z != p.z / 255.0f || v.w != p.w / 255.0f;
      isum += lrintf(v.x * 255.0f) + 3 * lrintf(v.w * 255.0f);
    }
  printf("tex2D normalized uchar4 border: sum %lld mismatches %d\n", isum, bad);
  ok &= bad == 0;

  // ---- a surface object over the same array
  cudaSurfaceObject_t surf;
  CHECK(cudaCreateSurfaceObject(&surf, &ra));
  invertSurface<<<dim3(1, ah), 32>>>(surf, aw, ah);
  CHECK(cudaGetLastError());
  uchar4 back[ah][aw];
  CHECK(cudaMemcpy2DFromArray(back, aw * sizeof(uchar4), arr, 0, 0, aw * sizeof(uchar4), ah, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < ah; ++y)
    for (int x = 0; x < aw; ++x)
      bad += back[y][x].x != 255 - rgba[y][x].x || back[y][x].z != 255 - rgba[y][x].z || back[y][x].w != rgba[y][x].w;
  printf("surf2Dread/surf2Dwrite: mismatches %d\n", bad);
  ok &= bad == 0;

  CHECK(cudaDestroySurfaceObject(surf));
  CHECK(cudaDestroyTextureObject(rgbaTex));
  CHECK(cudaDestroyTextureObject(lutTex));
  CHECK(cudaFreeArray(arr));
  CHECK(cudaFree(dlut)); CHECK(cudaFree(dkeys)); CHECK(cudaFree(dout));
  CHECK(cudaFree(dimg)); CHECK(cudaFree(dres)); CHECK(cudaFree(dq));
  free(res); free(q);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
