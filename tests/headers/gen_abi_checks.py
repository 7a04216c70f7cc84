#!/usr/bin/env python3
"""Generate abi_checks.cu from the bundled CUDA headers.

The generated file turns what the bundled headers declare into compile-time
checks: the value of every enumerator and flag macro, the type of every field
of the main structs, and the exact type of every non-template function (via
static_cast to a function pointer type, which accepts only an exact match).
Compiled by nvcc against the real SDK it proves that the bundled declarations
agree with CUDA's; compiled by clang against the bundled headers it proves
that they are self-consistent. It also fails when a name listed in
translator/rewrite/ApiMappings.def is not declared by the bundled headers.

Names that CUDA 13 removed or changed are checked only when CUDART_VERSION is
below 13000 (the bundled headers say 12000); see CUDA13_CHANGED.

usage: gen_abi_checks.py [CUDA_INCLUDE_DIR] [API_MAPPINGS_DEF] > abi_checks.cu
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
INC = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "translator/frontend/cuda_include")
DEF = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "translator/rewrite/ApiMappings.def")

# Removed from, or changed in, CUDA 13 (checked only for CUDART_VERSION < 13000).
CUDA13_CHANGED = {
    # cudaDeviceProp fields removed in CUDA 13 (and the reserved tail resized)
    "cudaDeviceProp::clockRate", "cudaDeviceProp::deviceOverlap",
    "cudaDeviceProp::kernelExecTimeoutEnabled", "cudaDeviceProp::computeMode",
    "cudaDeviceProp::maxTexture1DLinear", "cudaDeviceProp::memoryClockRate",
    "cudaDeviceProp::singleToDoublePrecisionPerfRatio",
    "cudaDeviceProp::cooperativeMultiDeviceLaunch", "cudaDeviceProp::reserved2",
    "cudaDeviceProp::reserved1", "cudaDeviceProp::reserved",
    # removed in CUDA 13
    "cudaLaunchParams", "cudaLaunchCooperativeKernelMultiDevice",
    "cudaCooperativeLaunchMultiDeviceNoPreSync", "cudaCooperativeLaunchMultiDeviceNoPostSync",
    "cudaDevAttrCooperativeMultiDeviceLaunch", "cudaDevAttrMaxTimelineSemaphoreInteropSupported",
    "cudaThreadExit", "cudaThreadSynchronize", "cudaThreadSetLimit", "cudaThreadGetLimit",
    "cudaThreadGetCacheConfig", "cudaThreadSetCacheConfig",
    "cudaMemPrefetchAsync_v2", "cudaMemAdvise_v2",
    # legacy launch configuration, not declared by the CUDA 13 headers
    "cudaConfigureCall",
    # signature changed in CUDA 13
    "cudaStreamGetCaptureInfo", "cudaMemPrefetchAsync", "cudaMemAdvise",
    "cudaGraphAddDependencies", "cudaGraphRemoveDependencies", "cuCtxCreate",
}

# Removed in CUDA 12 (legacy texture references): checked only for CUDA 11 headers.
CUDA12_REMOVED = {"textureReference", "texture"}
# Opaque in CUDA (declared, never defined): checked as a pointer type.
OPAQUE = {"cudaArray", "nvtxDomainRegistration", "nvtxStringRegistration"}

# The struct fields checked (struct name -> header file).
STRUCTS = {
    "cudaDeviceProp": "driver_types.h", "cudaFuncAttributes": "driver_types.h",
    "cudaPointerAttributes": "driver_types.h", "cudaChannelFormatDesc": "driver_types.h",
    "cudaExtent": "driver_types.h", "cudaPos": "driver_types.h",
    "cudaPitchedPtr": "driver_types.h", "cudaMemcpy3DParms": "driver_types.h",
    "cudaKernelNodeParams": "driver_types.h", "cudaMemsetParams": "driver_types.h",
    "cudaHostNodeParams": "driver_types.h", "cudaMemLocation": "driver_types.h",
    "cudaAccessPolicyWindow": "driver_types.h", "cudaLaunchParams": "driver_types.h",
    "cudaResourceViewDesc": "driver_types.h", "cudaTextureDesc": "texture_types.h",
}

FUNC_HEADERS = ["cuda_runtime_api.h", "cuda.h"]
DEVICE_FUNC_HEADERS = ["device_functions.h", "math_functions.h", "device_atomic_functions.h",
                       "cuda_fp16.h", "cuda_bf16.h", "cuComplex.h", "cuda_fp8.h"]
ENUM_HEADERS = ["driver_types.h", "texture_types.h", "surface_types.h", "cuda.h"]
MACRO_HEADERS = ["driver_types.h", "cuda.h"]
# Internal to the bundled headers, not CUDA API.
SKIP_FUNCS = {"__cudaPopCallConfiguration"}
# clang knows these as NVPTX builtins, whose address cannot be taken: only the
# result type of a call is checked.
BUILTINS = {"__syncthreads"}


def read(name):
    with open(os.path.join(INC, name)) as f:
        return expand_family(f.read())


def expand_family(text):
    """\p text with each #include of a .inc (c2o_half_family.inc: what cuda_fp16.h and cuda_bf16.h
    declare alike) replaced by the .inc's text, its parameters replaced by the includer's
    #defines: an object-like one by its value, C2O_HALF_NAME(HALF, BF16) by the argument the
    includer's definition names."""
    def expand(m):
        defines = dict(re.findall(r"^#define (C2O_\w+) (\S+)$", text[:m.start()], flags=re.M))
        chooser = re.findall(r"^#define (C2O_\w+)\((\w+), (\w+)\) (\w+)$", text[:m.start()], flags=re.M)
        with open(os.path.join(INC, m.group(1))) as f:
            body = f.read()
        for name, value in defines.items():
            body = re.sub(r"\b%s\b" % name, value, body)
        for name, first, second, pick in chooser:
            k = 1 if pick == first else 2
            body = re.sub(r"\b%s\((\w+), (\w+)\)" % name, lambda c: c.group(k), body)
        return body
    return re.sub(r'^#include "(\w+\.inc)"$', expand, text, flags=re.M)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def guard(name, line):
    base = name.split("::")[0]
    if name in CUDA13_CHANGED or base in CUDA13_CHANGED:
        return "#if CUDART_VERSION < 13000\n" + line + "\n#endif"
    return line


def enums():
    out = []
    for h in ENUM_HEADERS:
        for body in re.findall(r"enum\s+\w+\s*\{(.*?)\}", strip_comments(read(h)), flags=re.S):
            for item in body.split(","):
                m = re.match(r"\s*(\w+)\s*=\s*([^,]+?)\s*$", item)
                if m:
                    out.append(guard(m.group(1), "static_assert(%s == %s, \"%s\");" % (m.group(1), m.group(2), m.group(1))))
    return out


def macros():
    out = []
    for h in MACRO_HEADERS:
        for name, value in re.findall(r"^#define\s+((?:cuda|CU_)\w+)\s+(0x[0-9a-fA-F]+|\d+)\s*$", read(h), flags=re.M):
            out.append(guard(name, "static_assert((%s) == %s, \"%s\");" % (name, value, name)))
    return out


def helper_macro(name):
    """(parameters, body lines) of a field-list macro of the helpers (c2o_type_lists.h):
    a bundled struct made of the list the helpers' struct is made of too."""
    helpers = os.path.join(INC, "..", "helpers")
    if not os.path.isdir(helpers):
        helpers = os.path.join(ROOT, "omp_runtime_helpers", "include")
    for f in sorted(os.listdir(helpers)):
        text = open(os.path.join(helpers, f)).read().replace("\\\n", "\x00")
        m = re.search(r"^#define %s(?:\(([^)]*)\))?\s*\x00(.*)$" % name, text, flags=re.M)
        if m:
            params = [x.strip() for x in (m.group(1) or "").split(",") if x.strip()]
            return params, [line for line in m.group(2).split("\x00")]
    sys.exit("gen_abi_checks: %s is not defined by a helper header" % name)


def expand_field_lists(body):
    """\p body with each C2O_..._FIELDS(ARGS) replaced by the fields it stands for, one a line."""
    def expand(m):
        params, lines = helper_macro(m.group(1))
        args = [x.strip() for x in (m.group(2) or "").split(",") if x.strip()]
        text = "\n".join(lines)
        for p, a in zip(params, args):
            text = re.sub(r"\b%s\b" % p, a, text)
        return text
    return re.sub(r"\b(C2O_\w+_FIELDS)\b(?:\(([^)]*)\))?", expand, body)


def fields():
    out = []
    for s, h in STRUCTS.items():
        m = re.search(r"struct\s+%s\s*\{(.*?)\n\};" % s, strip_comments(read(h)), flags=re.S)
        assert m, s
        depth = 0
        for line in expand_field_lists(m.group(1)).split("\n"):
            if "{" in line:
                depth += 1
            if "}" in line:
                depth -= 1
                continue
            if depth:
                continue
            fm = re.match(r"\s*((?:enum |struct |const )*[\w ]+?[\s*]+)(\w+)((?:\[\w+\])*);", line)
            if not fm:
                continue
            ftype = fm.group(1).strip() + fm.group(3)
            name = s + "::" + fm.group(2)
            out.append(guard(name, "static_assert(std::is_same<decltype(%s), %s>::value, \"%s\");" % (name, ftype, name)))
    return out


def functions(headers, prefix_re):
    out = []
    for h in headers:
        text = strip_comments(read(h))
        text = re.sub(r"\bC2O_(?:BEGIN|END)_EXTERN_C\b", "", text)
        for decl in re.findall(r"^(?:%s)[^;{]*\)\s*(?:C2O_THROW)?\s*;" % prefix_re, text, flags=re.M | re.S):
            decl = " ".join(decl.split())
            if decl.startswith("template"):
                continue
            m = re.match(r"(?:%s)\s*(.*?)\b(\w+)\s*\((.*)\)\s*(?:C2O_THROW)?\s*;$" % prefix_re, decl)
            if not m:
                continue
            ret, name, params = m.groups()
            ret = re.sub(r"\b(?:CUDARTAPI|CUDAAPI|extern|static|__inline__|__host__|__device__)\b", "", ret).strip()
            params = re.sub(r"__dv\([^()]*(?:\([^()]*\))?[^()]*\)", "", params)
            params = re.sub(r"\s*=\s*[^,]+", "", params)
            if name in SKIP_FUNCS:
                continue
            if name in BUILTINS and params.strip() in ("", "void"):
                out.append((name, "  static_assert(std::is_same<decltype(%s()), %s>::value, \"%s\");" % (name, ret, name)))
                continue
            out.append((name, guard(name, "  (void)static_cast<%s (*)(%s)>(&%s);" % (ret, params, name))))
    return out


# Type rows of cooperative groups: the name as a complete type in its namespace.
COOPERATIVE_GROUPS_TYPES = {
    "thread_block": "thread_block", "thread_block_tile": "thread_block_tile<32>",
    "plus": "plus<int>", "less": "less<int>", "greater": "greater<int>",
    "bit_and": "bit_and<int>", "bit_or": "bit_or<int>", "bit_xor": "bit_xor<int>",
    "thread_group": "thread_group", "coalesced_group": "coalesced_group", "grid_group": "grid_group",
    "block_tile_memory": "block_tile_memory<1024>",
}


def mappings():
    names = []
    for kind_name, kind in re.findall(r"^C2O_API\((\w+),[^,]*,\s*(\w+)", open(DEF).read(), flags=re.M):
        names.append((kind_name, kind))
    return names


def main():
    host = functions(FUNC_HEADERS, r"C2O_CUDART(?:_HD)?|(?=CUresult\b)")
    device = functions(DEVICE_FUNC_HEADERS, r"__device__|__host__ __device__|C2O_MATH_HD|C2O_MATH_D")
    declared = {n for n, _ in host + device}
    print("// GENERATED by gen_abi_checks.py from the bundled CUDA headers; do not edit.")
    print("// Compiled by nvcc (real SDK) and by clang (bundled headers): see the")
    print("// generator for what is checked and why some checks need CUDA < 13.")
    print("#include <cuda.h>")
    print("#include <cuda_runtime.h>")
    print("#include <cuda_profiler_api.h>")
    print("#include <cuda_fp16.h>")
    print("#include <cuda_bf16.h>")
    print("#include <cuComplex.h>")
    print("#include <math_constants.h>")
    print("#include <curand_kernel.h>")
    print("#include <cuda_fp8.h>")
    print("#include <nvtx3/nvToolsExt.h>")
    print("#include <nvtx3/nvToolsExtCudaRt.h>")
    print("#include <type_traits>")
    print()
    print("// ---- sizes and alignments of the vector and 16-bit float types")
    print("#define C2O_LAYOUT(T, SIZE, ALIGN) \\")
    print("  static_assert(sizeof(T) == SIZE && alignof(T) == ALIGN, #T);")
    print('#include "type_layouts.h"')
    print("#undef C2O_LAYOUT")
    print()
    print("// ---- enumerator values")
    print("\n".join(enums()))
    print()
    print("// ---- flag macros")
    print("\n".join(macros()))
    print()
    print("// ---- struct fields")
    print("\n".join(fields()))
    print()
    print("// ---- host API: exact function types")
    print("void check_host_api() {")
    print("\n".join(line for _, line in host))
    print("}")
    print()
    print("// ---- device API: exact function types")
    print("__device__ void check_device_api() {")
    print("\n".join(line for _, line in device))
    print("}")
    print()
    print("#include <cooperative_groups.h>")
    print("#include <cooperative_groups/reduce.h>")
    print("// ---- every name of translator/rewrite/ApiMappings.def is declared")
    missing = []
    for name, kind in mappings():
        if kind == "Macro":
            print("#ifndef %s\n#error \"%s is not defined\"\n#endif" % (name, name))
        elif kind == "Type" and name in COOPERATIVE_GROUPS_TYPES:
            # declared in namespace cooperative_groups (templates among them)
            print("static_assert(sizeof(cooperative_groups::%s) > 0, \"%s\");" % (COOPERATIVE_GROUPS_TYPES[name], name))
        elif kind == "Type" and name in CUDA12_REMOVED:
            print("#if CUDART_VERSION < 12000\nstatic_assert(sizeof(%s<int>) > 0, \"%s\");\n#endif" % (name, name)
                  if name == "texture" else
                  "#if CUDART_VERSION < 12000\nstatic_assert(sizeof(%s) > 0, \"%s\");\n#endif" % (name, name))
        elif kind == "Type" and name in OPAQUE:
            print("static_assert(sizeof(%s *) > 0, \"%s\");" % (name, name))
        elif kind == "Type":
            print(guard(name, "static_assert(sizeof(%s) > 0, \"%s\");" % (name, name)))
        elif kind == "Enumerator":
            print(guard(name, "static_assert(%s == %s, \"%s\");" % (name, name, name)))
        elif kind == "Function":
            if name not in declared and not re.search(r"\b%s\s*\(" % re.escape(name), "".join(read(h) for h in os.listdir(INC) if h.endswith(".h"))):
                missing.append(name)
            print("// %s: function, checked above or (template/overload) by the call tests" % name)
    if missing:
        sys.exit("ApiMappings.def names not declared by the bundled headers: " + ", ".join(missing))
    print()
    print("int main() { return 0; }")


if __name__ == "__main__":
    main()
