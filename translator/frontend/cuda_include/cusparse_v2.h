/* <cusparse_v2.h>: part of cuda2omp's declaration-only CUDA headers; see cusparse.h. */
#include "cusparse.h"
