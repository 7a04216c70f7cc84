/*===- cuda/std/detail/c2o_cuda_std_decls.h - libcu++'s cuda::std =============*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * Every header of cuda/std/ in this folder includes this one file: libcu++'s
 * cuda::std is the C++ standard library for host and device code, so here it
 * is the standard library itself (a using-directive), plus what programs use
 * from newer standards than the parse's C++17 (cuda::std::identity). The
 * translation includes omp_runtime_helpers/include/c2o_cuda_std.h instead.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_STD_PARSE_H
#define C2O_CUDA_STD_PARSE_H
#include "../../../host_defines.h"
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
struct identity {
  template <class T> __host__ __device__ constexpr T &&operator()(T &&t) const noexcept;
  using is_transparent = void;
};
} // namespace std
} // namespace cuda
#endif
