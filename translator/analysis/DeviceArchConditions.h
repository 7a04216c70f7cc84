//===- DeviceArchConditions.h - conditions nvcc decides in its device pass -===//
#pragma once
#include "analysis/CudaAstIndex.h"
#include "analysis/CudaConstructs.h"
#include "core/SourceView.h"
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

/// Conditions on __CUDA_ARCH__ whose code only nvcc's device pass compiles:
/// in the body of a kernel or of a __device__ function that is not also
/// __host__, or around code that is all device code (declarations marked
/// __device__/__global__, none __host__) outside any function. The parse
/// read them as the host pass does (__CUDA_ARCH__ undefined), which drops
/// what the device runs (a kernel whose whole body is `#if __CUDA_ARCH__ >=
/// 700 ... #endif` became empty). Per file (its real path), the offsets of
/// those directives in the file: [the directive's name, its end).
using DirectiveRanges = std::map<std::string, std::vector<std::pair<unsigned, unsigned>>>;
DirectiveRanges findDeviceArchConditions(const SourceView &View, const CudaAstIndex &Index);

} // namespace c2o
