/* nvtx3/nvToolsExtCuda.h - the NVTX v3 path of nvToolsExtCuda.h */
#include "../nvToolsExtCuda.h"
