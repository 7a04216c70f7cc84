// Host code that includes the header and uses none of its CUDA.
#include "common.h"
int hostScale() { return scale; }
