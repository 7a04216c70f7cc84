// `cuda2omp doctor` reports what this machine can build and run.
// RUN: %cuda2omp-formatted doctor | FileCheck %s
// CHECK: cuda2omp doctor
// CHECK: bundled CUDA headers {{ *}}found
// CHECK: omp_runtime_helpers {{ *}}found
// CHECK: clang++-19 {{ *}}found
// CHECK: Devices OpenMP sees
// CHECK: clang-19 (host plugin: the CPU) {{ *}}devices={{[0-9]+}} target_region_ran_on=
// CHECK: HSA_XNACK
// CHECK: What to change
// doctor parses its own arguments: --json, --help, nothing else.
// RUN: %cuda2omp-formatted doctor --json > %t.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert 'can_build' in d and any(c['what']=='clang++-19' and c['state']=='found' for c in d['checks']), d" %t.json
// RUN: not %cuda2omp-formatted doctor extra 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: cuda2omp doctor: error: unknown argument 'extra' (doctor takes --json or --help)
// RUN: %cuda2omp-formatted doctor --help | FileCheck %s --check-prefix=HELP
// HELP: usage: cuda2omp doctor [--json]
