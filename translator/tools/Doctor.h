//===- Doctor.h - `cuda2omp doctor`: what this machine can build and run --===//
#pragma once

namespace c2o {
/// Prints compilers, offload runtimes, the devices OpenMP sees, the XNACK
/// setting and what to change; returns 0 when something can build output.
int runDoctor();
} // namespace c2o
