/* The library's own test program: not a member of the library. */
#include <stdio.h>
#include "mathlib.h"
int main(void) { printf("%d\n", lib_square(3)); return 0; }
