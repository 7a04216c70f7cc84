/* <thrust/random/xor_combine_engine.h>: part of cuda2omp's declaration-only CUDA headers; all of Thrust is
 * declared in thrust/detail/c2o_thrust_decls.h. */
#include "../detail/c2o_thrust_decls.h"
