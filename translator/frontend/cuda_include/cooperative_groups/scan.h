/*===- cooperative_groups/scan.h - cg::inclusive_scan, cg::exclusive_scan ===*
 *
 * Part of cuda2omp's declaration-only CUDA headers (see host_defines.h).
 * The scans are declared beside cg::reduce, in reduce.h.
 *===----------------------------------------------------------------------===*/
#ifndef C2O_CUDA_COOPERATIVE_GROUPS_SCAN_H
#define C2O_CUDA_COOPERATIVE_GROUPS_SCAN_H

#include "reduce.h"

#endif /* C2O_CUDA_COOPERATIVE_GROUPS_SCAN_H */
