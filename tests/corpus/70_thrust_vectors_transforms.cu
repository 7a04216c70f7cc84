// 70_thrust_vectors_transforms: Thrust the way tutorials use it. Host and
// device vectors copied into each other, element access from the host,
// resize and push_back, raw pointers handed to a kernel and wrapped back in
// a device_ptr, SAXPY with a __host__ __device__ functor and with
// placeholders, transform_reduce for a norm, inner_product, count_if,
// min/max_element, sequence/fill/copy, thrust::complex, and an extended
// __device__ lambda over a counting iterator that writes through a captured
// device pointer. Every value is an integer or a dyadic float, so results are
// exact whatever the order of the reductions.
// nvcc-flags: --extended-lambda
#include <cstdio>
#include <vector>
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/reduce.h>
#include <thrust/inner_product.h>
#include <thrust/sequence.h>
#include <thrust/fill.h>
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/for_each.h>
#include <thrust/functional.h>
#include <thrust/complex.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <cuda_runtime.h>

#define CHECK(call)                                                          \
  do {                                                                       \
    cudaError_t err_ = (call);                                               \
    if (err_ != cudaSuccess) {                                               \
      fprintf(stderr, "CUDA error '%s' at %s:%d\n", cudaGetErrorString(err_), \
              __FILE__, __LINE__);                                           \
      return 1;                                                              \
    }                                                                        \
  } while (0)

struct saxpy_functor {
  const float a;
  saxpy_functor(float a_) : a(a_) {}
  __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};

template <typename T>
struct square {
  __host__ __device__ T operator()(const T &x) const { return x * x; }
};

struct is_multiple_of {
  int k;
  __host__ __device__ bool operator()(int v) const { return v % k == 0; }
};

__global__ void scaleKernel(float *v, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

int main() {
  const int n = 3001; // not a power of two
  int bad = 0;

  // host_vector filled on the host, copied to the device by assignment
  thrust::host_vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)(i % 17 - 8) * 0.25f;
    hy[i] = (float)(i % 5);
  }
  thrust::device_vector<float> x = hx;
  thrust::device_vector<float> y(hy.begin(), hy.end());

  // SAXPY with a functor: y = 2x + y
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_functor(2.0f));
  thrust::host_vector<float> r1 = y;
  for (int i = 0; i < n; ++i)
    if (r1[i] != 2.0f * hx[i] + hy[i]) ++bad;

  // the same with placeholders: y = 0.5x + y
  using namespace thrust::placeholders;
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), 0.5f * _1 + _2);
  float y7 = y[7];
  if (y7 != 2.5f * hx[7] + hy[7]) ++bad;

  // reductions
  float sum = thrust::reduce(y.begin(), y.end());
  float maxv = thrust::reduce(y.begin(), y.end(), -1.0e30f, thrust::maximum<float>());
  float sumsq = thrust::transform_reduce(x.begin(), x.end(), square<float>(), 0.0f, thrust::plus<float>());
  float dot = thrust::inner_product(x.begin(), x.end(), y.begin(), 0.0f);
  double refSum = 0, refSq = 0, refDot = 0;
  float refMax = -1.0e30f;
  for (int i = 0; i < n; ++i) {
    float v = 2.5f * hx[i] + hy[i];
    refSum += v;
    refSq += hx[i] * hx[i];
    refDot += hx[i] * v;
    if (v > refMax) refMax = v;
  }
  if (sum != (float)refSum || sumsq != (float)refSq || dot != (float)refDot || maxv != refMax) ++bad;
  printf("sum=%.2f max=%.2f sumsq=%.4f dot=%.4f\n", sum, maxv, sumsq, dot);

  // extrema give iterators; positions and values read from the host
  thrust::device_vector<float>::iterator mn = thrust::min_element(x.begin(), x.end());
  thrust::device_vector<float>::iterator mx = thrust::max_element(x.begin(), x.end());
  int minPos = (int)(mn - x.begin()), maxPos = (int)(mx - x.begin());
  float minVal = *mn, maxVal = *mx;
  printf("min x[%d]=%.2f max x[%d]=%.2f\n", minPos, minVal, maxPos, maxVal);

  // sequence, count_if, fill, copy into a host vector
  thrust::device_vector<int> k(n);
  thrust::sequence(k.begin(), k.end(), -1500, 1);
  int mult7 = (int)thrust::count_if(k.begin(), k.end(), is_multiple_of{7});
  int zeros = (int)thrust::count(k.begin(), k.end(), 0);
  thrust::fill(k.begin(), k.begin() + 10, 42);
  std::vector<int> hk(n);
  thrust::copy(k.begin(), k.end(), hk.begin());
  int refMult7 = 0;
  for (int i = 10; i < n; ++i) if (hk[i] != -1500 + i) ++bad;
  for (int i = 0; i < 10; ++i) if (hk[i] != 42) ++bad;
  for (int v = -1500; v < -1500 + n; ++v) if (v % 7 == 0) ++refMult7;
  if (mult7 != refMult7 || zeros != 1) ++bad;
  printf("multiples_of_7=%d zeros=%d\n", mult7, zeros);

  // resize, push_back, element writes from the host, copy construction
  thrust::device_vector<int> grow(4, 1);
  grow.resize(6, 9);
  grow.push_back(11);
  grow[0] = 5;
  grow[1] += 2;
  thrust::device_vector<int> copy1(grow);
  thrust::host_vector<int> hg(copy1);
  printf("grow size=%d:", (int)hg.size());
  for (size_t i = 0; i < hg.size(); ++i) printf(" %d", hg[i]);
  printf("\n");

  // raw pointer to a kernel, device_ptr back for a Thrust call
  float *raw = thrust::raw_pointer_cast(x.data());
  scaleKernel<<<(n + 127) / 128, 128>>>(raw, n, 4.0f);
  CHECK(cudaGetLastError());
  CHECK(cudaDeviceSynchronize());
  thrust::device_ptr<float> dp = thrust::device_pointer_cast(raw);
  float scaledSum = thrust::reduce(dp, dp + n, 0.0f, thrust::plus<float>());
  double refScaled = 0;
  for (int i = 0; i < n; ++i) refScaled += 4.0f * hx[i];
  if (scaledSum != (float)refScaled) ++bad;

  // a __device__ lambda over a counting iterator writing through a device pointer
  thrust::device_vector<int> out(n, 0);
  int *o = thrust::raw_pointer_cast(out.data());
  thrust::for_each(thrust::device, thrust::make_counting_iterator(0), thrust::make_counting_iterator(n),
                   [=] __device__(int i) { o[i] = i * i % 1000; });
  long long lsum = thrust::reduce(out.begin(), out.end(), 0LL);
  long long refL = 0;
  for (int i = 0; i < n; ++i) refL += i * i % 1000;
  if (lsum != refL) ++bad;
  printf("lambda_sum=%lld scaled_sum=%.2f\n", lsum, scaledSum);

  // complex numbers on the device
  thrust::device_vector<thrust::complex<float>> z(8);
  thrust::transform(thrust::make_counting_iterator(0), thrust::make_counting_iterator(8), z.begin(),
                    [] __host__ __device__(int i) {
                      thrust::complex<float> c(0.5f * i, 1.0f);
                      return c * c;
                    });
  thrust::complex<float> zs = thrust::reduce(z.begin(), z.end(), thrust::complex<float>(0.0f, 0.0f));
  printf("complex_sum=(%.2f,%.2f) abs(3+4i)=%.1f\n", zs.real(), zs.imag(),
         thrust::abs(thrust::complex<float>(3.0f, 4.0f)));
  if (zs.real() != 27.0f || zs.imag() != 28.0f) ++bad;

  printf("bad=%d\n%s\n", bad, bad == 0 ? "PASS" : "FAIL");
  return bad == 0 ? 0 : 1;
}
