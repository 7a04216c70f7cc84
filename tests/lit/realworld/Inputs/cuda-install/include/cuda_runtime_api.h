#error "a CUDA installation header: the parse must use the bundled headers"
