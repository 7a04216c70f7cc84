// A run stopped while it writes its outputs (Ctrl-C, SIGTERM) leaves no
// temporary file behind, and one killed outright (SIGKILL: nothing can run)
// has its temporary files removed by the next run, with a note (issue 38
// item 4: `*.c2o-tmp-XXXXXX` stayed in the output folder for good). Real
// signals to real runs: --testing-write-pause-ms (hidden, for tests) keeps
// each file a temporary file for a while, stop_while_writing.py signals the
// run as soon as one exists.
// RUN: rm -rf %t && mkdir -p %t/src/inc && cp %s %t/src/a.cu && cp %s %t/src/b.cu
// RUN: printf '#pragma once\n__device__ inline int one() { return 1; }\n' > %t/src/inc/one.cuh
// A temporary file as a killed run leaves it (made by hand here; SIGKILL below) goes at the next run.
// RUN: mkdir -p %t/out/inc && touch %t/out/a.cpp.c2o-tmp-AbC123 %t/out/inc/gone.cuh.c2o-tmp-x1Y2z3
// RUN: cd %t && %cuda2omp --quiet --in-root src --out-root out src/a.cu -- -Isrc/inc
// RUN: find %t/out -name '*.c2o-tmp-*' | count 0
// RUN: cd %t && python3 %S/Inputs/stop_while_writing.py INT out -- %cuda2omp --testing-write-pause-ms=3000 --in-root src --out-root out src/a.cu src/b.cu -- -Isrc/inc | FileCheck %s --check-prefix=INT
// INT: temporary file while writing: yes
// INT-NEXT: ended by signal SIGINT
// INT-NEXT: left: none
// RUN: cd %t && python3 %S/Inputs/stop_while_writing.py TERM out -- %cuda2omp --testing-write-pause-ms=3000 --in-root src --out-root out src/a.cu src/b.cu -- -Isrc/inc | FileCheck %s --check-prefix=TERM
// TERM: ended by signal SIGTERM
// TERM-NEXT: left: none
// The report too.
// RUN: cd %t && python3 %S/Inputs/stop_while_writing.py INT rep -- %cuda2omp --testing-write-pause-ms=3000 --report-only --report=rep/r.json src/a.cu -- -Isrc/inc | FileCheck %s --check-prefix=REPORT
// REPORT: ended by signal SIGINT
// REPORT-NEXT: left: none
//
// SIGKILL leaves the temporary file; the next run into the folder removes it and says so.
// RUN: cd %t && python3 %S/Inputs/stop_while_writing.py KILL out -- %cuda2omp --testing-write-pause-ms=3000 --in-root src --out-root out src/a.cu src/b.cu -- -Isrc/inc | FileCheck %s --check-prefix=KILL
// KILL: ended by signal SIGKILL
// KILL-NEXT: left: {{.*}}.c2o-tmp-{{[A-Za-z0-9]+}}
// RUN: cd %t && %cuda2omp --in-root src --out-root out src/a.cu src/b.cu -- -Isrc/inc 2>&1 | FileCheck %s --check-prefix=NEXT
// NEXT: cuda2omp: note: removed '{{.*}}.c2o-tmp-{{[A-Za-z0-9]+}}', a temporary file left by an interrupted run
// RUN: find %t/out -name '*.c2o-tmp-*' | count 0
// A file of another naming is not touched, nor one of the user's that merely looks alike.
// RUN: touch %t/out/notes.c2o-tmp-x %t/out/a.cpp.c2o-tmp-1234567
// RUN: cd %t && %cuda2omp --quiet --in-root src --out-root out src/a.cu src/b.cu -- -Isrc/inc
// RUN: test -f %t/out/notes.c2o-tmp-x && test -f %t/out/a.cpp.c2o-tmp-1234567
// The translations are whole.
// RUN: %omp-syntax -I%t/out/inc %t/out/a.cpp
#include "one.cuh"
__global__ void k(int *p) { p[threadIdx.x] = one(); }
