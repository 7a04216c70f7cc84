# Builds the translated heat program (cuda2omp's output under $(OMP)) with the
# helpers of an installed cuda2omp (the one on the PATH, or CUDA2OMP=...), for
# one compiler profile (docs/user-guide.md, "Building from a Makefile"):
#   make                          clang-19, target regions on the host (no GPU needed)
#   make PROFILE=clang-gfx90a     clang-19 for AMD MI200 (PROFILE=clang-gfx942: MI300A)
#   make PROFILE=gcc-nvptx        GCC 12 for NVIDIA GPUs
#   make PROFILE=gcc-host         GCC, target regions on the host
PROFILE  ?= clang-host
OMP      ?= omp
BUILD    ?= build-$(PROFILE)
CUDA2OMP ?= cuda2omp
HELPERS  := $(shell $(CUDA2OMP) --print-helpers-dir)
# Debian's rocm-device-libs (ROCm's clang finds its own: leave it empty there).
ROCM_DEVICE_LIBS ?= /usr/lib/x86_64-linux-gnu/amdgcn/bitcode

CLANG_RPATH := -Wl,-rpath,/usr/lib/llvm-19/lib
ifeq ($(PROFILE),clang-host)
  CXX     := clang++-19
  OFFLOAD := -fopenmp-targets=x86_64-pc-linux-gnu
  LDEXTRA := $(CLANG_RPATH)
else ifneq ($(filter clang-gfx%,$(PROFILE)),)
  CXX     := clang++-19
  OFFLOAD := --offload-arch=$(patsubst clang-%,%,$(PROFILE)) \
             $(if $(ROCM_DEVICE_LIBS),--rocm-device-lib-path=$(ROCM_DEVICE_LIBS) -mcode-object-version=4)
  LDEXTRA := $(CLANG_RPATH)
else ifeq ($(PROFILE),gcc-nvptx)
  CXX     := g++
  OFFLOAD := -foffload=nvptx-none -foffload-options="-misa=sm_80 -malias -lm"
else ifeq ($(PROFILE),gcc-host)
  CXX     := g++
  OFFLOAD := -foffload=disable
else
  $(error unknown PROFILE '$(PROFILE)': clang-host, clang-gfx90a, clang-gfx942, gcc-nvptx, gcc-host)
endif

CXXFLAGS := -std=c++17 -O2 -fopenmp $(OFFLOAD) -I$(HELPERS) -I$(OMP)/include
OBJ      := $(patsubst $(OMP)/src/%.cpp,$(BUILD)/%.o,$(wildcard $(OMP)/src/*.cpp))

$(BUILD)/heat: $(OBJ)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDEXTRA)

$(BUILD)/%.o: $(OMP)/src/%.cpp $(OMP)/include/heat.h
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS) -c $< -o $@

clean:
	rm -rf $(BUILD)
.PHONY: clean
