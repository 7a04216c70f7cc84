// --report and --stats-csv follow the rule of every file the run writes
// (issue 38 item 2: `--report=FILE` naming a source file of the project that
// was not an input replaced it, exit code 0): not an input (safe_writes.cu),
// and not an existing file that is not a report (statistics) of cuda2omp
// unless --force; the run then writes nothing, exit code 3. An earlier
// report and an empty file are replaced; both are written through a
// temporary file and a rename.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/k.cu && printf 'int helper(int x) { return x; }\n' > %t/helper.cpp
// RUN: cp %t/helper.cpp %t/helper.orig
//
// A source of the project that is not an input, as --report and as --stats-csv: refused.
// RUN: %cuda2omp %t/k.cu -o %t/k.cpp --report=%t/helper.cpp 2> %t/r.err; echo "rc=$?" >> %t/r.err
// RUN: FileCheck %s --check-prefix=REPORT < %t/r.err
// REPORT: cuda2omp: error: --report '{{.*}}helper.cpp' exists and is not a report of cuda2omp; it would be overwritten (--force overwrites it); nothing was written
// REPORT: rc=3
// RUN: cmp %t/helper.orig %t/helper.cpp
// RUN: test ! -e %t/k.cpp
// RUN: %cuda2omp %t/k.cu -o %t/k.cpp --stats-csv=%t/helper.cpp 2> %t/s.err; echo "rc=$?" >> %t/s.err
// RUN: FileCheck %s --check-prefix=STATS < %t/s.err
// STATS: cuda2omp: error: --stats-csv '{{.*}}helper.cpp' exists and is not a statistics file of cuda2omp; it would be overwritten (--force overwrites it); nothing was written
// STATS: rc=3
// RUN: cmp %t/helper.orig %t/helper.cpp
// A report is not a statistics file, nor the reverse.
// RUN: %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/run.json --stats-csv=%t/stats.csv
// RUN: not %cuda2omp --quiet %t/k.cu -o %t/k.cpp --stats-csv=%t/run.json 2>&1 | FileCheck %s --check-prefix=NOTSTATS
// NOTSTATS: --stats-csv '{{.*}}run.json' exists and is not a statistics file of cuda2omp
// RUN: not %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/stats.csv 2>&1 | FileCheck %s --check-prefix=NOTREPORT
// NOTREPORT: --report '{{.*}}stats.csv' exists and is not a report of cuda2omp
//
// An earlier report (JSON and CSV) and statistics are replaced; so is an empty file (mktemp).
// RUN: %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/run.json --stats-csv=%t/stats.csv
// RUN: %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/run.csv
// RUN: %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/run.csv
// RUN: head -1 %t/run.csv | FileCheck %s --check-prefix=CSVHEAD
// CSVHEAD: kind,file,line,column,id,level,cuda_name,message,converted,unconverted,kernels,launches,count
// RUN: : > %t/empty.json && %cuda2omp --quiet %t/k.cu -o %t/k.cpp --report=%t/empty.json
// RUN: python3 -c "import json; assert json.load(open('%t/empty.json'))['tool'] == 'cuda2omp'"
//
// --force replaces the file (never an input: safe_writes.cu).
// RUN: %cuda2omp --quiet --force %t/k.cu -o %t/k.cpp --stats-csv=%t/helper.cpp
// RUN: head -1 %t/helper.cpp | FileCheck %s --check-prefix=FORCED
// FORCED: file,converted,unconverted,percent_converted
//
// Written through a rename: a symbolic link named by --stats-csv is replaced,
// not written through (the file it pointed to is unchanged).
// RUN: ln -s helper.orig %t/link.csv
// RUN: %cuda2omp --quiet --force %t/k.cu -o %t/k.cpp --stats-csv=%t/link.csv
// RUN: test ! -L %t/link.csv
// RUN: head -1 %t/helper.orig | FileCheck %s --check-prefix=ORIG
// ORIG: int helper(int x) { return x; }
__global__ void k(int *p) { p[threadIdx.x] = 1; }
