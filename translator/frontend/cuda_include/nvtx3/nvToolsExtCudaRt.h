/* nvtx3/nvToolsExtCudaRt.h - the NVTX v3 path of nvToolsExtCudaRt.h */
#include "../nvToolsExtCudaRt.h"
