/* nvtx3/nvToolsExt.h - the NVTX v3 path of nvToolsExt.h */
#include "../nvToolsExt.h"
