#include "mathlib.h"
int lib_square(int x) { return x * x; }
