// --report=FILE: every diagnostic (ID, level, file, line, column, CUDA name,
// message), per-file statistics and per-API counts, as JSON or (.csv) CSV.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/r.cu
// RUN: echo '__global__ void k(int *p) { p[0] = undeclared; }' > %t/broken.cu
// RUN: not %cuda2omp --quiet --in-root %t --out-root %t/out --report=%t/report.json %t/r.cu %t/broken.cu
// RUN: python3 %S/Inputs/check_report.py %t/report.json
// RUN: %omp-syntax %t/out/r.cpp
// RUN: FileCheck %s --check-prefix=JSON < %t/report.json
// JSON: "exit_code": 2,
// JSON: "id": "C2O1122",
// JSON-NEXT: "level": "note",
// JSON-NEXT: "file": "{{.*}}r.cu",
// JSON-NEXT: "line": [[@LINE+57]],
// JSON-NEXT: "column": 3,
// JSON-NEXT: "cuda_name": "cudaFuncSetCacheConfig",
// JSON-NEXT: "message": "'cudaFuncSetCacheConfig' is a performance hint or setting with no counterpart in OpenMP; it is accepted and has no effect"
// JSON: "id": "C2O1011",
// JSON-NEXT: "level": "warning",
// JSON-NEXT: "file": "{{.*}}r.cu",
// JSON-NEXT: "line": [[@LINE+51]],
// JSON-NEXT: "column": 17,
// JSON-NEXT: "cuda_name": null,
//
// The same as a CSV file.
// RUN: not %cuda2omp --quiet --in-root %t --out-root %t/out2 --report=%t/report.csv %t/r.cu %t/broken.cu
// RUN: FileCheck %s --check-prefix=CSV < %t/report.csv
// CSV: kind,file,line,column,id,level,cuda_name,message,converted,unconverted,kernels,launches,count
// CSV: file,{{.*}}r.cu,,,,,,translated,{{[0-9]+}},1,1,1
// CSV: file,{{.*}}broken.cu,,,,,,failed
// CSV: diagnostic,{{.*}}r.cu,[[@LINE+40]],3,C2O1122,note,cudaFuncSetCacheConfig,'cudaFuncSetCacheConfig' is a performance hint or setting with no counterpart in OpenMP; it is accepted and has no effect
// CSV: diagnostic,{{.*}}broken.cu,1,{{[0-9]+}},C2O1500,error,,the file does not parse: use of undeclared identifier 'undeclared'
// CSV: api,,,,,,cudaFuncSetCacheConfig,,,,,,1
//
// --report-only: the report, and no other file.
// RUN: %cuda2omp --quiet --report-only --in-root %t --out-root %t/none --report=%t/only.json %t/r.cu
// RUN: test ! -e %t/none
// RUN: grep -q '"status": "analysed"' %t/only.json
// RUN: not %cuda2omp --report-only --report=%t/x.json --stats-csv %t/x.csv %t/r.cu 2>&1 | FileCheck %s --check-prefix=ONLY
// ONLY: cuda2omp: error: --report-only writes no file but the report; it cannot be combined with --inplace, --migrate-cmake, --audit-isa or --stats-csv
//
// --suppress-warnings: not printed, not counted, not reported, no comment.
// RUN: %cuda2omp --suppress-warnings=C2O1011 --report=%t/sup.json %t/r.cu -o %t/sup.cpp 2> %t/sup.err
// RUN: not grep -q C2O1011 %t/sup.err
// RUN: not grep -q '^ *// C2O1011: kernel' %t/sup.cpp
// RUN: not grep -q C2O1011 %t/sup.json
// RUN: grep -q '^ *// C2O1005: launch' %t/sup.cpp
// RUN: grep -q C2O1005 %t/sup.err
// RUN: %cuda2omp --quiet %t/r.cu -o %t/all.cpp && grep -q '^ *// C2O1011: kernel' %t/all.cpp
// RUN: not %cuda2omp --suppress-warnings=C2O1500 %t/r.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=NOERR
// NOERR: --suppress-warnings cannot take 'C2O1500': it is an error
//
// --werror-ids: exit code 4 when one of them is given (and the files are still written).
// RUN: %cuda2omp --quiet --werror-ids=C2O1011 %t/r.cu -o %t/w.cpp; test $? -eq 4
// RUN: test -f %t/w.cpp
// RUN: %cuda2omp --quiet --werror-ids=C2O1403 %t/r.cu -o %t/w.cpp
//
// --help lists the exit codes and points to the user guide.
// RUN: %cuda2omp --help | FileCheck %s --check-prefix=HELP
// HELP: EXIT CODES:
// HELP: 4  a diagnostic named by --werror-ids was given
// HELP: docs/user-guide.md
#include <cuda_runtime.h>

__global__ void add(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

void run(int *p, int n, cudaStream_t s) {
  cudaFuncSetCacheConfig(add, cudaFuncCachePreferL1);
  auto kernel = add;
  (void)kernel;
  add<<<(n + 255) / 256, 256, 0, s>>>(p, n);
}
