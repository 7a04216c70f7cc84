/* A small C library the program links as libmath.a. */
#ifndef MATHLIB_H
#define MATHLIB_H
#ifdef __cplusplus
extern "C" {
#endif
int lib_square(int x);
#ifdef __cplusplus
}
#endif
#endif
