// --report-only gives the exit code a real run would give, and says what it
// did not do (issue 38 item 6: it printed "2 translated" and exited 0 where a
// real run exited 5). The translations are checked in a temporary folder
// (removed after), the errors told at the paths a real run writes; a real
// run's refusal to write is said, exit code 3; with --no-verify the note says
// the translations were not compiled. --werror-ids says which diagnostic made
// the exit code 4, and where it was first given (also under --quiet).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/ipc.cu && cp %S/../../../examples/quickstart/saxpy.cu %t/saxpy.cu
// RUN: cd %t && %cuda2omp-verified --report-only --report=r.json ipc.cu saxpy.cu 2> only.err; echo "rc=$?" >> only.err
// RUN: FileCheck %s --check-prefix=ONLY < %t/only.err
// ONLY: ipc.cu:[[@LINE+35]]:3: error: C2O1503: the translation does not compile: unknown type name 'cudaIpcMemHandle_t' ({{.*}}/cuda2omp_out/ipc.cpp:{{[0-9]+}}:3)
// ONLY: cuda2omp: [1/2] checked {{.*}}ipc.cu
// ONLY: cuda2omp: 2 files: 2 analysed, 0 failed; diagnostics: 1 error, 2 warnings, 2 notes
// ONLY-NEXT: cuda2omp: note: --report-only: nothing was written; the translations were checked in a temporary folder; files of --out-root edited since cuda2omp wrote them (C2O1501, C2O1502) are found only by a real run
// ONLY-NEXT: rc=5
// RUN: python3 -c "import json; r = json.load(open('%t/r.json')); print(r['exit_code'], [f['status'] for f in r['files']])" | FileCheck %s --check-prefix=JSON
// JSON: 5 ['analysed', 'analysed']
// RUN: test ! -e %t/cuda2omp_out
// RUN: cd %t && %cuda2omp-verified --quiet ipc.cu saxpy.cu; test $? -eq 5
//
// --no-verify: exit code 0, and the note says why a real run may differ.
// RUN: cd %t && %cuda2omp-verified --report-only --no-verify --report=r.json ipc.cu 2>&1 | FileCheck %s --check-prefix=NOVERIFY
// NOVERIFY: cuda2omp: note: --report-only: nothing was written; the translations were not compiled (--no-verify): a real run checks them, exit code 5 when one does not compile
//
// A real run would refuse to write (-o names the input): said, exit code 3, the report written.
// RUN: cd %t && rm r.json && %cuda2omp-verified --quiet --report-only --report=r.json saxpy.cu -o saxpy.cu 2> refuse.err; echo "rc=$?" >> refuse.err
// RUN: FileCheck %s --check-prefix=REFUSE < %t/refuse.err
// REFUSE: cuda2omp: error: the translation of '{{.*}}saxpy.cu' would overwrite the input itself
// REFUSE-NEXT: cuda2omp: note: --report-only: so a real run would write nothing (exit code 3)
// REFUSE: rc=3
// RUN: python3 -c "import json; print(json.load(open('%t/r.json'))['exit_code'])" | FileCheck %s --check-prefix=THREE
// THREE: 3
//
// --werror-ids: which diagnostic, how often, where first.
// RUN: cd %t && %cuda2omp-verified --quiet --werror-ids=C2O1300 saxpy.cu -o s.cpp 2> werror.err; echo "rc=$?" >> werror.err
// RUN: FileCheck %s --check-prefix=WERROR < %t/werror.err
// WERROR: cuda2omp: error: C2O1300 (--werror-ids) was given 2 times, first at {{.*}}saxpy.cu:30:9: exit code 4
// WERROR-NEXT: rc=4
// Exit code 5 wins over 4; the line still says which diagnostic was given.
// RUN: cd %t && not %cuda2omp-verified --quiet --werror-ids=C2O1002 ipc.cu -o i.cpp 2>&1 | FileCheck %s --check-prefix=WERROR5
// WERROR5: cuda2omp: error: C2O1002 (--werror-ids) was given 2 times, first at {{.*}}ipc.cu:[[@LINE+5]]:3{{$}}
#include <cuda_runtime.h>

__global__ void fill(int *p, int n) { p[blockIdx.x * blockDim.x + threadIdx.x] = n; }
void share(int *d, int n) {
  cudaIpcMemHandle_t handle;
  cudaIpcGetMemHandle(&handle, d);
  fill<<<(n + 255) / 256, 256>>>(d, n);
}
