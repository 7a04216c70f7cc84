/* <thrust/detail/type_traits.h>: part of cuda2omp's declaration-only CUDA
 * headers; all of Thrust is declared in thrust/detail/c2o_thrust_decls.h
 * (programs include this internal header for the standard traits it brings
 * in). */
#include "c2o_thrust_decls.h"
