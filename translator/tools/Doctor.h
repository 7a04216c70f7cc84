//===- Doctor.h - `cuda2omp doctor`: what this machine can build and run --===//
#pragma once
#include "llvm/ADT/ArrayRef.h"

namespace c2o {
/// Prints compilers, offload runtimes, the devices OpenMP sees, the XNACK
/// setting and what to change (as JSON with --json); \p Args: what follows
/// `doctor`. Returns 0 when something can build output, 1 when nothing
/// can, 2 for an unknown argument.
int runDoctor(llvm::ArrayRef<const char *> Args);
} // namespace c2o
