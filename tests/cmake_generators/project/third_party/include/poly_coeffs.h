// Coefficients of the polynomial the kernels evaluate (a "third-party" header,
// found through -isystem: target_include_directories(... SYSTEM ...)).
#pragma once
#define POLY_C0 1
#define POLY_C1 2
#define POLY_C2 -1
#define POLY_C3 3
