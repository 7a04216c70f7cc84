// Unit tests of c2o_texture.h: address modes (with negative and far
// coordinates), filtering weights, normalized reads, border colors, 3D
// arrays, surfaces, and the object registry. Fetches run in target regions.
#include "c2o_runtime.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>

namespace {
// A w x h float texture over pitched device memory (pitch w floats).
c2o_texture_object_t make_pitch2d(const float *dev, int w, int h, c2o_texture_address_mode m,
                                  c2o_texture_filter_mode f, int normalized) {
  c2o_resource_desc r;
  std::memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_pitch2d;
  r.res.pitch2D.devPtr = (void *)dev;
  r.res.pitch2D.desc = c2o_create_channel_desc<float>();
  r.res.pitch2D.width = w;
  r.res.pitch2D.height = h;
  r.res.pitch2D.pitchInBytes = w * sizeof(float);
  c2o_texture_desc d;
  std::memset(&d, 0, sizeof d);
  d.addressMode[0] = d.addressMode[1] = m;
  d.filterMode = f;
  d.normalizedCoords = normalized;
  d.borderColor[0] = -1.0f;
  c2o_texture_object_t t = 0;
  REQUIRE(c2o_create_texture_object(&t, &r, &d, nullptr) == c2o_success);
  return t;
}
// A 1-row 2D texture of n texels: tex2D with y = 0.5.
c2o_texture_object_t make_1d(const float *dev, int n, c2o_texture_address_mode m, c2o_texture_filter_mode f,
                             int normalized) {
  return make_pitch2d(dev, n, 1, m, f, normalized);
}
void fetch_row(c2o_texture_object_t t, const float *xs, float *out, int n) {
#pragma omp target teams distribute parallel for map(to : xs[0:n]) map(from : out[0:n])
  for (int i = 0; i < n; ++i) out[i] = tex2D<float>(t, xs[i], 0.5f);
}
} // namespace

TEST_CASE("texture: address modes on texel indices", "[texture]") {
  const int n = 4;
  float h[n] = {10, 20, 30, 40}, *d = nullptr;
  REQUIRE(c2o_malloc((void **)&d, sizeof h) == c2o_success);
  REQUIRE(c2o_memcpy(d, h, sizeof h, c2o_memcpy_host_to_device) == c2o_success);
  // Normalized x = (i + 0.5) / 4 reads texel i; i from -6 to 9.
  float xs[16], out[16];
  for (int i = 0; i < 16; ++i) xs[i] = ((i - 6) + 0.5f) / n;
  struct { c2o_texture_address_mode m; float want[16]; } cases[] = {
      {c2o_address_mode_clamp, {10, 10, 10, 10, 10, 10, 10, 20, 30, 40, 40, 40, 40, 40, 40, 40}},
      {c2o_address_mode_wrap, {30, 40, 10, 20, 30, 40, 10, 20, 30, 40, 10, 20, 30, 40, 10, 20}},
      {c2o_address_mode_mirror, {30, 40, 40, 30, 20, 10, 10, 20, 30, 40, 40, 30, 20, 10, 10, 20}},
      {c2o_address_mode_border, {-1, -1, -1, -1, -1, -1, 10, 20, 30, 40, -1, -1, -1, -1, -1, -1}},
  };
  for (auto &c : cases) {
    c2o_texture_object_t t = make_1d(d, n, c.m, c2o_filter_mode_point, 1);
    fetch_row(t, xs, out, 16);
    for (int i = 0; i < 16; ++i) CHECK(out[i] == c.want[i]);
    CHECK(c2o_destroy_texture_object(t) == c2o_success);
  }
  // Wrap and mirror need normalized coordinates: unnormalized they clamp.
  c2o_texture_object_t t = make_1d(d, n, c2o_address_mode_wrap, c2o_filter_mode_point, 0);
  float ux[3] = {-3.0f, 5.5f, 2.9f}, uo[3];
  fetch_row(t, ux, uo, 3);
  CHECK((uo[0] == 10 && uo[1] == 40 && uo[2] == 30));
  c2o_destroy_texture_object(t);
  c2o_free(d);
}

TEST_CASE("texture: linear filtering rounds the weight to 1/256", "[texture]") {
  float h[2] = {0.0f, 256.0f}, *d = nullptr;
  REQUIRE(c2o_malloc((void **)&d, sizeof h) == c2o_success);
  REQUIRE(c2o_memcpy(d, h, sizeof h, c2o_memcpy_host_to_device) == c2o_success);
  c2o_texture_object_t t = make_1d(d, 2, c2o_address_mode_clamp, c2o_filter_mode_linear, 0);
  // x - 0.5 = 0.5 + f: the weight f * 256 rounded to an integer, out = that integer.
  float xs[5] = {1.0f, 1.0f + 0.3f / 256, 1.0f + 0.7f / 256, 1.0f + 100.49f / 256, 1.0f + 100.51f / 256}, out[5];
  fetch_row(t, xs, out, 5);
  CHECK(out[0] == 128.0f);
  CHECK(out[1] == 128.0f);
  CHECK(out[2] == 129.0f);
  CHECK(out[3] == 228.0f);
  CHECK(out[4] == 229.0f);
  // A weight exactly between two steps rounds up, as the H100's texture unit
  // does (tests/gpu/results/2026-11-24-texture-weights-h100.txt); rint would give 128.
  float tie[1] = {1.0f + 0.5f / 256}, tout[1];
  fetch_row(t, tie, tout, 1);
  CHECK(tout[0] == 129.0f);
  c2o_destroy_texture_object(t);
  c2o_free(d);
}

TEST_CASE("texture: normalized-float reads, 3D arrays, surfaces, registry", "[texture]") {
  // signed 8-bit: max(v / 127, -1); unsigned 16-bit: v / 65535
  c2o_channel_format_desc cd = c2o_create_channel_desc(8, 0, 0, 0, c2o_channel_format_kind_signed);
  c2o_array_t a = nullptr;
  REQUIRE(c2o_malloc_array(&a, &cd, 4) == c2o_success);
  signed char v[4] = {-128, -127, 0, 127};
  REQUIRE(c2o_memcpy_to_array(a, 0, 0, v, 4, c2o_memcpy_host_to_device) == c2o_success);
  c2o_resource_desc r;
  std::memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_array;
  r.res.array.array = a;
  c2o_texture_desc td;
  std::memset(&td, 0, sizeof td);
  td.readMode = c2o_read_mode_normalized_float;
  c2o_texture_object_t t = 0;
  REQUIRE(c2o_create_texture_object(&t, &r, &td, nullptr) == c2o_success);
  float out[4];
#pragma omp target map(from : out)
  for (int i = 0; i < 4; ++i) out[i] = tex1D<float>(t, i + 0.5f);
  CHECK((out[0] == -1.0f && out[1] == -1.0f && out[2] == 0.0f && out[3] == 1.0f));
  c2o_resource_desc back;
  std::memset(&back, 0, sizeof back);
  REQUIRE(c2o_get_texture_object_resource_desc(&back, t) == c2o_success);
  CHECK((back.resType == c2o_resource_type_array && back.res.array.array == a));
  CHECK(c2o_destroy_texture_object(t) == c2o_success);
  CHECK(c2o_destroy_texture_object(t) == c2o_error_invalid_value); // destroyed twice
  c2o_free_array(a);

  // A 3 x 2 x 2 int array, read with tex3D (point) and written through a surface.
  c2o_channel_format_desc id = c2o_create_channel_desc<int>();
  REQUIRE(c2o_malloc3d_array(&a, &id, c2o_make_extent(3, 2, 2), C2O_ARRAY_SURFACE_LOAD_STORE) == c2o_success);
  int vol[12];
  for (int i = 0; i < 12; ++i) vol[i] = i * i;
  REQUIRE(c2o_memcpy_to_array(a, 0, 0, vol, sizeof vol, c2o_memcpy_host_to_device) == c2o_success);
  std::memset(&r, 0, sizeof r);
  r.resType = c2o_resource_type_array;
  r.res.array.array = a;
  std::memset(&td, 0, sizeof td);
  REQUIRE(c2o_create_texture_object(&t, &r, &td, nullptr) == c2o_success);
  c2o_surface_object_t s = 0;
  REQUIRE(c2o_create_surface_object(&s, &r) == c2o_success);
  int got[3];
#pragma omp target map(from : got)
  {
    got[0] = tex3D<int>(t, 2.5f, 1.5f, 1.5f);                // (2, 1, 1): index 11
    surf3Dwrite(-5, s, 1 * (int)sizeof(int), 0, 1);           // (1, 0, 1): index 7
    got[1] = surf3Dread<int>(s, 1 * (int)sizeof(int), 0, 1);
    got[2] = surf2Dread<int>(s, 99 * (int)sizeof(int), 0, c2o_boundary_mode_zero); // outside: 0
  }
  CHECK(got[0] == 121);
  CHECK(got[1] == -5);
  CHECK(got[2] == 0);
  c2o_channel_format_desc gd = {0, 0, 0, 0, c2o_channel_format_kind_none};
  c2o_extent ge = {0, 0, 0};
  REQUIRE(c2o_array_get_info(&gd, &ge, nullptr, a) == c2o_success);
  CHECK((gd.x == 32 && gd.f == c2o_channel_format_kind_signed && ge.width == 3 && ge.height == 2 && ge.depth == 2));
  c2o_destroy_surface_object(s);
  c2o_destroy_texture_object(t);
  c2o_free_array(a);
  // A format with mixed component sizes is refused.
  c2o_channel_format_desc bad = c2o_create_channel_desc(8, 16, 0, 0, c2o_channel_format_kind_unsigned);
  CHECK(c2o_malloc_array(&a, &bad, 4) == c2o_error_invalid_channel_descriptor);
}

// ---- Conformance with the H100's texture unit, from a recorded probe run
// (tests/gpu/texture_bilinear_probe.cu on the H100; the file has each fetch's
// coordinates and result in hex): linear 2D fetches of one-hot 2x2 textures
// (the weight of each corner, ties included), of a 16x16 texture of
// full-mantissa values (the rounding of the sum), with normalized
// coordinates, and 3D trilinear fetches of one-hot 2x2x2 arrays. Every fetch
// must give exactly what the GPU gave.
#ifdef C2O_GPU_RESULTS_DIR
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
namespace {
struct ProbeFetch {
  float x, y, z, want;
};
c2o_texture_object_t make_2d_linear(const float *img, int w, int h, int normalized, float **keep) {
  REQUIRE(c2o_malloc((void **)keep, sizeof(float) * w * h) == c2o_success);
  REQUIRE(c2o_memcpy(*keep, img, sizeof(float) * w * h, c2o_memcpy_host_to_device) == c2o_success);
  return make_pitch2d(*keep, w, h, c2o_address_mode_clamp, c2o_filter_mode_linear, normalized);
}
// Fetches every point (2D, or 3D when dims == 3) and counts the differences.
int count_differences(c2o_texture_object_t t, int dims, const std::vector<ProbeFetch> &p, std::string &first,
                      std::vector<char> *differs = nullptr, float *max_error = nullptr) {
  const int n = (int)p.size();
  std::vector<float> xyz(3 * n), got(n);
  for (int i = 0; i < n; ++i) {
    xyz[3 * i] = p[i].x;
    xyz[3 * i + 1] = p[i].y;
    xyz[3 * i + 2] = p[i].z;
  }
  float *c = xyz.data(), *o = got.data();
#pragma omp target teams distribute parallel for map(to : c[0:3 * n]) map(from : o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = dims == 3 ? tex3D<float>(t, c[3 * i], c[3 * i + 1], c[3 * i + 2]) : tex2D<float>(t, c[3 * i], c[3 * i + 1]);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (got[i] != p[i].want) {
      if (differs) (*differs)[i] = 1;
      if (max_error) *max_error = std::fmax(*max_error, std::fabs(got[i] - p[i].want));
      if (!bad++) {
        std::ostringstream s;
        s << "at (" << p[i].x << ", " << p[i].y << ", " << p[i].z << "): GPU " << p[i].want << ", helpers " << got[i];
        first = s.str();
      }
    }
  return bad;
}
float hexf(const std::string &s) { return std::strtof(s.c_str(), nullptr); }
} // namespace

TEST_CASE("texture: linear fetches give the H100's results", "[texture][gpu-recorded]") {
  std::ifstream in(C2O_GPU_RESULTS_DIR "/2026-11-24-texture-bilinear-h100.txt");
  REQUIRE(in.good());
  std::vector<ProbeFetch> onehot[4], values, normalized, unnormalized, trilinear[8];
  std::vector<float> img;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    std::string tag, a, b, c, d;
    s >> tag;
    if (tag == "W") {
      int k;
      s >> k >> a >> b >> c;
      onehot[k].push_back({hexf(a), hexf(b), 0.0f, hexf(c)});
    } else if (tag == "T") {
      s >> a >> b;
      img.push_back(hexf(b));
    } else if (tag == "V") {
      s >> a >> b >> c;
      values.push_back({hexf(a), hexf(b), 0.0f, hexf(c)});
    } else if (tag == "N") {
      s >> a >> b >> c >> d;
      normalized.push_back({hexf(a), hexf(b), 0.0f, hexf(c)});
      unnormalized.push_back({hexf(a) * 13.0f, hexf(b) * 9.0f, 0.0f, hexf(d)});
    } else if (tag == "C") {
      s >> a >> b >> c;
      for (int k = 0; k < 8; ++k) {
        float w256;
        s >> w256;
        trilinear[k].push_back({hexf(a), hexf(b), hexf(c), w256 / 256.0f});
      }
    }
  }
  REQUIRE(onehot[3].size() > 1000);
  REQUIRE(img.size() == 256);
  REQUIRE(values.size() == 4096);
  REQUIRE(normalized.size() == 920);
  std::string first;
  float *keep = nullptr;
  for (int k = 0; k < 4; ++k) {
    float one[4] = {0, 0, 0, 0};
    one[k] = 1.0f;
    c2o_texture_object_t t = make_2d_linear(one, 2, 2, 0, &keep);
    const int bad = count_differences(t, 2, onehot[k], first);
    INFO("one-hot corner " << k << ", first difference " << first);
    CHECK(bad == 0);
    c2o_destroy_texture_object(t);
    c2o_free(keep);
  }
  {
    c2o_texture_object_t t = make_2d_linear(img.data(), 16, 16, 0, &keep);
    const int bad = count_differences(t, 2, values, first);
    INFO("full-mantissa values, first difference " << first);
    CHECK(bad == 0);
    c2o_destroy_texture_object(t);
    c2o_free(keep);
  }
  {
    float im[9 * 13];
    for (int y = 0; y < 9; ++y)
      for (int x = 0; x < 13; ++x) im[y * 13 + x] = (float)((x * 5 + y * 11) % 16);
    float *keep2 = nullptr;
    c2o_texture_object_t tn = make_2d_linear(im, 13, 9, 1, &keep), tu = make_2d_linear(im, 13, 9, 0, &keep2);
    const int badn = count_differences(tn, 2, normalized, first);
    INFO("normalized coordinates, first difference " << first);
    CHECK(badn == 0);
    const int badu = count_differences(tu, 2, unnormalized, first);
    INFO("the same points unnormalized, first difference " << first);
    CHECK(badu == 0);
    c2o_destroy_texture_object(tn);
    c2o_destroy_texture_object(tu);
    c2o_free(keep);
    c2o_free(keep2);
  }
  REQUIRE(trilinear[0].size() == 16641);
  {
    std::vector<char> differs(trilinear[0].size(), 0);
    float max_error = 0.0f;
    c2o_channel_format_desc fd = c2o_create_channel_desc<float>();
    for (int k = 0; k < 8; ++k) {
      c2o_array_t a = nullptr;
      REQUIRE(c2o_malloc3d_array(&a, &fd, c2o_make_extent(2, 2, 2), 0) == c2o_success);
      float one[8] = {0, 0, 0, 0, 0, 0, 0, 0};
      one[k] = 1.0f;
      REQUIRE(c2o_memcpy_to_array(a, 0, 0, one, sizeof one, c2o_memcpy_host_to_device) == c2o_success);
      c2o_resource_desc r;
      std::memset(&r, 0, sizeof r);
      r.resType = c2o_resource_type_array;
      r.res.array.array = a;
      c2o_texture_desc td;
      std::memset(&td, 0, sizeof td);
      td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = c2o_address_mode_clamp;
      td.filterMode = c2o_filter_mode_linear;
      c2o_texture_object_t t = 0;
      REQUIRE(c2o_create_texture_object(&t, &r, &td, nullptr) == c2o_success);
      count_differences(t, 3, trilinear[k], first, &differs, &max_error);
      c2o_destroy_texture_object(t);
      c2o_free_array(a);
    }
    int points = 0;
    for (char d : differs) points += d;
    INFO("3D: points where a weight differs from the H100's");
    CHECK(points == 615);
    CHECK(max_error == 1.0f / 256.0f);
  }
}
#endif
