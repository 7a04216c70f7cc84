/* c2o_cuda_std.h - libcu++'s cuda::std for translated code.
 *
 * libcu++ (<cuda/std/...>) is the C++ standard library usable in host and
 * device code; in an OpenMP translation the standard library itself serves
 * both (clang and GCC compile it for the device inside target regions), so
 * cuda::std names std through a using-directive. What programs use from
 * standards newer than the translation's C++17 is defined here:
 * cuda::std::identity. Included for every #include <cuda/std/...>. */
#ifndef C2O_CUDA_STD_H
#define C2O_CUDA_STD_H

#include <array>
#include <cfloat>
#include <climits>
#include <cmath>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iterator>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

namespace cuda {
namespace std {
using namespace ::std;
/* std::identity (C++20): returns its argument unchanged. */
struct identity {
  template <class T> constexpr T &&operator()(T &&t) const noexcept { return ::std::forward<T>(t); }
  using is_transparent = void;
};
} // namespace std
} // namespace cuda

#endif /* C2O_CUDA_STD_H */
