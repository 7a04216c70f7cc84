// reference.cpp - the heat program's CPU reference (plain C++).
#include <cmath>
#include "heat.h"

void reference_run(const Rod &rod, float *a, float *b, int steps, float **result) {
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < rod.cells; ++i)
      b[i] = (i == 0 || i == rod.cells - 1) ? 0.0f : a[i] + rod.alpha * (a[i - 1] - 2.0f * a[i] + a[i + 1]);
    float *t = a;
    a = b;
    b = t;
  }
  *result = a;
}

float max_abs_difference(const float *x, const float *y, int n) {
  float m = 0.0f;
  for (int i = 0; i < n; ++i) m = std::fmax(m, std::fabs(x[i] - y[i]));
  return m;
}
