// nvcc-flags: --extended-lambda
// Thrust as tutorials use it: containers, algorithms, fancy iterators, functors, lambdas.
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/extrema.h>
#include <thrust/count.h>
#include <thrust/copy.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/inner_product.h>
#include <thrust/complex.h>
#include <thrust/execution_policy.h>
#include <cstdio>
#include <iostream>

struct saxpy_functor {
  const float a;
  saxpy_functor(float a_) : a(a_) {}
  __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};
template <typename T> struct square {
  __host__ __device__ T operator()(const T &x) const { return x * x; }
};
struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct add_pair {
  __host__ __device__ float operator()(const thrust::tuple<float, float> &t) const {
    return thrust::get<0>(t) + thrust::get<1>(t);
  }
};

int main() {
  const int n = 1000;
  thrust::host_vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = (float)(i % 17);
  thrust::device_vector<float> x = h;
  thrust::device_vector<float> y(n, 1.0f);
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_functor(2.0f));
  float s = thrust::reduce(y.begin(), y.end());
  float m = thrust::reduce(y.begin(), y.end(), -1.0f, thrust::maximum<float>());
  float nrm = std::sqrt(thrust::transform_reduce(x.begin(), x.end(), square<float>(), 0.0f, thrust::plus<float>()));
  thrust::device_vector<int> k(n);
  thrust::sequence(k.begin(), k.end(), 5, 3);
  thrust::sort(k.begin(), k.end(), thrust::greater<int>());
  thrust::sort_by_key(k.begin(), k.end(), x.begin());
  int odd = thrust::count_if(k.begin(), k.end(), is_odd());
  auto mx = thrust::max_element(y.begin(), y.end());
  int pos = mx - y.begin();
  float mv = *mx;
  thrust::inclusive_scan(k.begin(), k.end(), k.begin());
  thrust::exclusive_scan(thrust::device, k.begin(), k.end(), k.begin(), 0);
  auto newend = thrust::unique(k.begin(), k.end());
  k.erase(newend, k.end());
  float dot = thrust::inner_product(x.begin(), x.end(), y.begin(), 0.0f);
  thrust::device_vector<float> z(n);
  thrust::transform(thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin())),
                    thrust::make_zip_iterator(thrust::make_tuple(x.end(), y.end())), z.begin(), add_pair());
  float *raw = thrust::raw_pointer_cast(z.data());
  thrust::device_ptr<float> dp = thrust::device_pointer_cast(raw);
  thrust::fill(dp, dp + 10, 3.0f);
  auto ti = thrust::make_transform_iterator(thrust::make_counting_iterator(0), square<int>());
  int sq = thrust::reduce(ti, ti + 10);
  int cnt = thrust::count(thrust::make_constant_iterator(7), thrust::make_constant_iterator(7) + 5, 7);
  thrust::complex<float> c(1.0f, 2.0f);
  c = c * c + thrust::complex<float>(0.5f, 0.0f);
  float ab = thrust::abs(c);
  auto lam = [=] __device__ (float v) { return v * 2.0f; };
  thrust::transform(thrust::device, z.begin(), z.end(), z.begin(), lam);
  thrust::host_vector<float> back = z;
  thrust::copy(z.begin(), z.begin() + 3, std::ostream_iterator<float>(std::cout, " "));
  z[0] = 4.0f;
  float z0 = z[0];
  printf("%f %f %f %d %d %f %f %d %d %f %f %f %d\n", s, m, nrm, odd, pos, mv, dot, sq, cnt, ab, back[1], z0, (int)k.size());
  return 0;
}
