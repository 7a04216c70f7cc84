// math_constants_check.cpp - prints the bits of every CUDART_* constant of
// math_constants.h. Built by nvcc against the CUDA SDK it made
// math_constants_reference.txt; built against omp_runtime_helpers
// (c2o_math_constants.h) it must print the same (helpers.math_constants.*).
#include <stdio.h>
#include <string.h>
#ifdef __NVCC__
/* The SDK spells some constants with device-only bit casts. */
static float c2o_hf(unsigned x) { float f; memcpy(&f, &x, 4); return f; }
static double c2o_hd(unsigned long long x) { double f; memcpy(&f, &x, 8); return f; }
#define __int_as_float(x) c2o_hf(x)
#define __longlong_as_double(x) c2o_hd(x)
#include <math_constants.h>
#else
#include "c2o_math_constants.h"
#endif
static void pi(const char *n, int v) { printf("%s I %d\n", n, v); }
static void pf(const char *n, float v) { unsigned u; memcpy(&u, &v, 4); printf("%s F %08x\n", n, u); }
static void pd(const char *n, double v) { unsigned long long u; memcpy(&u, &v, 8); printf("%s D %016llx\n", n, u); }
int main() {
  pf("CUDART_INF_F", CUDART_INF_F);
  pf("CUDART_NAN_F", CUDART_NAN_F);
  pf("CUDART_MIN_DENORM_F", CUDART_MIN_DENORM_F);
  pf("CUDART_MAX_NORMAL_F", CUDART_MAX_NORMAL_F);
  pf("CUDART_NEG_ZERO_F", CUDART_NEG_ZERO_F);
  pf("CUDART_ZERO_F", CUDART_ZERO_F);
  pf("CUDART_ONE_F", CUDART_ONE_F);
  pf("CUDART_SQRT_HALF_F", CUDART_SQRT_HALF_F);
  pf("CUDART_SQRT_HALF_HI_F", CUDART_SQRT_HALF_HI_F);
  pf("CUDART_SQRT_HALF_LO_F", CUDART_SQRT_HALF_LO_F);
  pf("CUDART_SQRT_TWO_F", CUDART_SQRT_TWO_F);
  pf("CUDART_THIRD_F", CUDART_THIRD_F);
  pf("CUDART_PIO4_F", CUDART_PIO4_F);
  pf("CUDART_PIO2_F", CUDART_PIO2_F);
  pf("CUDART_3PIO4_F", CUDART_3PIO4_F);
  pf("CUDART_2_OVER_PI_F", CUDART_2_OVER_PI_F);
  pf("CUDART_SQRT_2_OVER_PI_F", CUDART_SQRT_2_OVER_PI_F);
  pf("CUDART_PI_F", CUDART_PI_F);
  pf("CUDART_L2E_F", CUDART_L2E_F);
  pf("CUDART_L2T_F", CUDART_L2T_F);
  pf("CUDART_LG2_F", CUDART_LG2_F);
  pf("CUDART_LGE_F", CUDART_LGE_F);
  pf("CUDART_LN2_F", CUDART_LN2_F);
  pf("CUDART_LNT_F", CUDART_LNT_F);
  pf("CUDART_LNPI_F", CUDART_LNPI_F);
  pf("CUDART_TWO_TO_M126_F", CUDART_TWO_TO_M126_F);
  pf("CUDART_TWO_TO_126_F", CUDART_TWO_TO_126_F);
  pf("CUDART_NORM_HUGE_F", CUDART_NORM_HUGE_F);
  pf("CUDART_TWO_TO_23_F", CUDART_TWO_TO_23_F);
  pf("CUDART_TWO_TO_24_F", CUDART_TWO_TO_24_F);
  pf("CUDART_TWO_TO_31_F", CUDART_TWO_TO_31_F);
  pf("CUDART_TWO_TO_32_F", CUDART_TWO_TO_32_F);
  pi("CUDART_REMQUO_BITS_F", CUDART_REMQUO_BITS_F);
  pi("CUDART_REMQUO_MASK_F", CUDART_REMQUO_MASK_F);
  pf("CUDART_TRIG_PLOSS_F", CUDART_TRIG_PLOSS_F);
  pd("CUDART_INF", CUDART_INF);
  pd("CUDART_NAN", CUDART_NAN);
  pd("CUDART_NEG_ZERO", CUDART_NEG_ZERO);
  pd("CUDART_MIN_DENORM", CUDART_MIN_DENORM);
  pd("CUDART_ZERO", CUDART_ZERO);
  pd("CUDART_ONE", CUDART_ONE);
  pd("CUDART_SQRT_TWO", CUDART_SQRT_TWO);
  pd("CUDART_SQRT_HALF", CUDART_SQRT_HALF);
  pd("CUDART_SQRT_HALF_HI", CUDART_SQRT_HALF_HI);
  pd("CUDART_SQRT_HALF_LO", CUDART_SQRT_HALF_LO);
  pd("CUDART_THIRD", CUDART_THIRD);
  pd("CUDART_TWOTHIRD", CUDART_TWOTHIRD);
  pd("CUDART_PIO4", CUDART_PIO4);
  pd("CUDART_PIO4_HI", CUDART_PIO4_HI);
  pd("CUDART_PIO4_LO", CUDART_PIO4_LO);
  pd("CUDART_PIO2", CUDART_PIO2);
  pd("CUDART_PIO2_HI", CUDART_PIO2_HI);
  pd("CUDART_PIO2_LO", CUDART_PIO2_LO);
  pd("CUDART_3PIO4", CUDART_3PIO4);
  pd("CUDART_2_OVER_PI", CUDART_2_OVER_PI);
  pd("CUDART_PI", CUDART_PI);
  pd("CUDART_PI_HI", CUDART_PI_HI);
  pd("CUDART_PI_LO", CUDART_PI_LO);
  pd("CUDART_SQRT_2PI", CUDART_SQRT_2PI);
  pd("CUDART_SQRT_2PI_HI", CUDART_SQRT_2PI_HI);
  pd("CUDART_SQRT_2PI_LO", CUDART_SQRT_2PI_LO);
  pd("CUDART_SQRT_PIO2", CUDART_SQRT_PIO2);
  pd("CUDART_SQRT_PIO2_HI", CUDART_SQRT_PIO2_HI);
  pd("CUDART_SQRT_PIO2_LO", CUDART_SQRT_PIO2_LO);
  pd("CUDART_SQRT_2OPI", CUDART_SQRT_2OPI);
  pd("CUDART_L2E", CUDART_L2E);
  pd("CUDART_L2E_HI", CUDART_L2E_HI);
  pd("CUDART_L2E_LO", CUDART_L2E_LO);
  pd("CUDART_L2T", CUDART_L2T);
  pd("CUDART_LG2", CUDART_LG2);
  pd("CUDART_LG2_HI", CUDART_LG2_HI);
  pd("CUDART_LG2_LO", CUDART_LG2_LO);
  pd("CUDART_LGE", CUDART_LGE);
  pd("CUDART_LGE_HI", CUDART_LGE_HI);
  pd("CUDART_LGE_LO", CUDART_LGE_LO);
  pd("CUDART_LN2", CUDART_LN2);
  pd("CUDART_LN2_HI", CUDART_LN2_HI);
  pd("CUDART_LN2_LO", CUDART_LN2_LO);
  pd("CUDART_LNT", CUDART_LNT);
  pd("CUDART_LNT_HI", CUDART_LNT_HI);
  pd("CUDART_LNT_LO", CUDART_LNT_LO);
  pd("CUDART_LNPI", CUDART_LNPI);
  pd("CUDART_LN2_X_1024", CUDART_LN2_X_1024);
  pd("CUDART_LN2_X_1025", CUDART_LN2_X_1025);
  pd("CUDART_LN2_X_1075", CUDART_LN2_X_1075);
  pd("CUDART_LG2_X_1024", CUDART_LG2_X_1024);
  pd("CUDART_LG2_X_1075", CUDART_LG2_X_1075);
  pd("CUDART_TWO_TO_23", CUDART_TWO_TO_23);
  pd("CUDART_TWO_TO_52", CUDART_TWO_TO_52);
  pd("CUDART_TWO_TO_53", CUDART_TWO_TO_53);
  pd("CUDART_TWO_TO_54", CUDART_TWO_TO_54);
  pd("CUDART_TWO_TO_M54", CUDART_TWO_TO_M54);
  pd("CUDART_TWO_TO_M1022", CUDART_TWO_TO_M1022);
  pd("CUDART_TRIG_PLOSS", CUDART_TRIG_PLOSS);
  pd("CUDART_DBL2INT_CVT", CUDART_DBL2INT_CVT);
  return 0;
}
