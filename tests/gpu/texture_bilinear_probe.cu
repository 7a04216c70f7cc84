// texture_bilinear_probe: what the texture unit computes for a 2-D linear
// (bilinear) fetch, so that c2o_texture.h can compute the same (issue 17).
// Three experiments on float textures, printed exactly (%a) for an offline fit
// (tests/gpu/texture_bilinear_fit.py):
//   W  one-hot 2x2 textures, unnormalized coordinates on a 1/512 lattice
//      (ties of the 1/256 weight included): the weight of each corner.
//   V  a 16x16 texture of full-mantissa values, 4096 random unnormalized
//      coordinates: how the four products are summed.
//   N  a 13x9 texture (corpus 63's image) with normalized coordinates, beside
//      the same points as unnormalized coordinates u*13, v*9 computed on the
//      host: whether normalized coordinates are scaled differently.
//   C  eight one-hot 2x2x2 3-D arrays: the weight of each corner of a
//      trilinear fetch, one line per point (x, y, z and 256 x the 8 weights).
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>

__global__ void fetch3(cudaTextureObject_t t, const float4 *p, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex3D<float>(t, p[i].x, p[i].y, p[i].z);
}

__global__ void fetch(cudaTextureObject_t t, const float2 *xy, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, xy[i].x, xy[i].y);
}

static cudaTextureObject_t make(const std::vector<float> &img, int w, int h, int normalized, float **keep) {
  size_t pitch;
  cudaMallocPitch(keep, &pitch, w * sizeof(float), h);
  cudaMemcpy2D(*keep, pitch, img.data(), w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
  cudaResourceDesc r;
  memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypePitch2D;
  r.res.pitch2D.devPtr = *keep;
  r.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  r.res.pitch2D.width = w;
  r.res.pitch2D.height = h;
  r.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td;
  memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = normalized;
  cudaTextureObject_t t;
  cudaCreateTextureObject(&t, &r, &td, nullptr);
  return t;
}

static std::vector<float> run(cudaTextureObject_t t, const std::vector<float2> &xy) {
  float2 *dxy;
  float *dout;
  int n = (int)xy.size();
  cudaMalloc(&dxy, n * sizeof(float2));
  cudaMalloc(&dout, n * sizeof(float));
  cudaMemcpy(dxy, xy.data(), n * sizeof(float2), cudaMemcpyHostToDevice);
  fetch<<<(n + 255) / 256, 256>>>(t, dxy, dout, n);
  std::vector<float> out(n);
  cudaMemcpy(out.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(dxy);
  cudaFree(dout);
  return out;
}

static uint32_t lcg(uint32_t &s) { return s = s * 1664525u + 1013904223u; }

int main() {
  float *keep;
  // W: corner weights
  std::vector<float2> xy;
  for (int i = 0; i <= 512; i += 7)
    for (int j = 0; j <= 512; j += 11) xy.push_back(make_float2(0.5f + i / 512.0f, 0.5f + j / 512.0f));
  for (int k = 0; k < 4; ++k) {
    std::vector<float> img(4, 0.0f);
    img[k] = 1.0f;
    std::vector<float> o = run(make(img, 2, 2, 0, &keep), xy);
    for (size_t p = 0; p < xy.size(); ++p) printf("W %d %a %a %a\n", k, xy[p].x, xy[p].y, o[p]);
  }
  // V: sums of products
  uint32_t s = 12345;
  std::vector<float> img(256);
  for (auto &v : img) v = (float)(lcg(s) >> 8) / 16777216.0f * 8.0f - 2.0f;
  for (int k = 0; k < 256; ++k) printf("T %d %a\n", k, img[k]);
  xy.clear();
  for (int p = 0; p < 4096; ++p) xy.push_back(make_float2((lcg(s) >> 8) / 16777216.0f * 15.0f + 0.5f, (lcg(s) >> 8) / 16777216.0f * 15.0f + 0.5f));
  {
    std::vector<float> o = run(make(img, 16, 16, 0, &keep), xy);
    for (size_t p = 0; p < xy.size(); ++p) printf("V %a %a %a\n", xy[p].x, xy[p].y, o[p]);
  }
  // N: normalized coordinates against unnormalized ones
  std::vector<float> im(13 * 9);
  for (int y = 0; y < 9; ++y)
    for (int x = 0; x < 13; ++x) im[y * 13 + x] = (float)((x * 5 + y * 11) % 16);
  std::vector<float2> uv, un;
  for (int y = 0; y < 23; ++y)
    for (int x = 0; x < 40; ++x) {
      float u = -0.265625f + x * (19.0f / 512.0f), v = -0.1875f + y * (31.0f / 512.0f);
      uv.push_back(make_float2(u, v));
      un.push_back(make_float2(u * 13.0f, v * 9.0f));
    }
  std::vector<float> on = run(make(im, 13, 9, 1, &keep), uv), ou = run(make(im, 13, 9, 0, &keep), un);
  for (size_t p = 0; p < uv.size(); ++p) printf("N %a %a %a %a\n", uv[p].x, uv[p].y, on[p], ou[p]);
  // C: trilinear corner weights
  std::vector<float4> p3;
  const int zs[9] = {1, 16, 37, 64, 100, 128, 161, 200, 255};
  for (int i = 0; i <= 256; i += 6)
    for (int j = 0; j <= 256; j += 6)
      for (int k : zs) p3.push_back(make_float4(0.5f + i / 256.0f, 0.5f + j / 256.0f, 0.5f + k / 256.0f, 0));
  const int n3 = (int)p3.size();
  float4 *dp3;
  float *dout3;
  cudaMalloc(&dp3, n3 * sizeof(float4));
  cudaMalloc(&dout3, n3 * sizeof(float));
  cudaMemcpy(dp3, p3.data(), n3 * sizeof(float4), cudaMemcpyHostToDevice);
  std::vector<std::vector<float>> w3(8, std::vector<float>(n3));
  for (int c = 0; c < 8; ++c) {
    cudaChannelFormatDesc cd = cudaCreateChannelDesc<float>();
    cudaArray_t arr;
    cudaMalloc3DArray(&arr, &cd, make_cudaExtent(2, 2, 2));
    float one[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    one[c] = 1.0f;
    cudaMemcpy3DParms cp;
    memset(&cp, 0, sizeof cp);
    cp.srcPtr = make_cudaPitchedPtr(one, 2 * sizeof(float), 2, 2);
    cp.dstArray = arr;
    cp.extent = make_cudaExtent(2, 2, 2);
    cp.kind = cudaMemcpyHostToDevice;
    cudaMemcpy3D(&cp);
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = arr;
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t t;
    cudaCreateTextureObject(&t, &r, &td, nullptr);
    fetch3<<<(n3 + 255) / 256, 256>>>(t, dp3, dout3, n3);
    cudaMemcpy(w3[c].data(), dout3, n3 * sizeof(float), cudaMemcpyDeviceToHost);
  }
  for (int q = 0; q < n3; ++q) {
    printf("C %a %a %a", p3[q].x, p3[q].y, p3[q].z);
    for (int c = 0; c < 8; ++c) printf(" %.6g", w3[c][q] * 256.0f);
    printf("\n");
  }
  printf("done %s\n", cudaGetErrorString(cudaGetLastError()));
}
