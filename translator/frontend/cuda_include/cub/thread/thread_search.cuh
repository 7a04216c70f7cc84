/* <cub/thread/thread_search.cuh>: part of cuda2omp's declaration-only CUDA headers; all of CUB is
 * declared in cub/detail/c2o_cub_decls.h. */
#include "../detail/c2o_cub_decls.h"
