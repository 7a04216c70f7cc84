// Bad input is refused in one clear line.
// RUN: rm -rf %t && mkdir -p %t
//
// A file that is not text: one line, exit code 2, nothing written.
// RUN: head -c 3000 /bin/true > %t/blob.cu
// RUN: %cuda2omp %t/blob.cu -o %t/blob.cpp 2> %t/blob.err; echo "rc=$?" >> %t/blob.err
// RUN: FileCheck %s --check-prefix=BLOB < %t/blob.err
// BLOB: cuda2omp: error: '{{.*}}blob.cu' is not a text file (it holds NUL bytes); it was not translated
// BLOB-NEXT: rc=2
// RUN: test ! -e %t/blob.cpp
// Invalid UTF-8 without NUL bytes:
// RUN: python3 -c "import random; random.seed(1); open('%t/noise.cu','wb').write(bytes(random.randrange(128,256) for _ in range(3000)))"
// RUN: not %cuda2omp %t/noise.cu -o %t/noise.cpp 2>&1 | FileCheck %s --check-prefix=NOISE
// NOISE: is not a text file ({{[0-9]+}} of its 3000 bytes are neither UTF-8 nor printable)
// A Latin-1 letter in a comment is still text:
// RUN: printf '// caf\xe9\n__global__ void k(int *p) { p[0] = 1; }\n' > %t/latin1.cu
// RUN: %cuda2omp --quiet %t/latin1.cu -o %t/latin1.cpp
//
// Clang's errors: at most 20 shown, a line saying how many more there were,
// and "N errors generated." after them.
// RUN: python3 -c "print(''.join('__global__ void k%%d(int *p) { p[0] = undeclared_%%d; }\n' %% (i, i) for i in range(30)))" > %t/many.cu
// RUN: not %cuda2omp %t/many.cu -o %t/many.cpp 2> %t/many.err
// RUN: FileCheck %s --check-prefix=MANY < %t/many.err
// RUN: test $(grep -c ': error: ' %t/many.err) -le 21
// MANY: many.cu:1:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_0'
// MANY: many.cu:20:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_19'
// MANY-NOT: undeclared_20'
// MANY: cuda2omp: note: {{[0-9]+}} more errors of clang not shown (the first 20 are)
// MANY-NEXT: {{[0-9]+}} errors generated.
// MANY-NEXT: cuda2omp: error: '{{.*}}many.cu' could not be parsed; nothing was written
//
// The summary counts a file that did not parse as errors.
// RUN: cp %s %t/good.cu && echo '__global__ void k(int *p) { p[0] = undeclared; }' > %t/broken.cu
// RUN: not %cuda2omp --quiet --in-root %t --out-root %t/out %t/good.cu %t/broken.cu 2>&1 | FileCheck %s --check-prefix=SUMMARY
// SUMMARY: broken.cu:1:{{[0-9]+}}: error: use of undeclared identifier 'undeclared'
// SUMMARY: 1 error generated.
// SUMMARY: cuda2omp: 2 files: 1 translated, 1 failed; diagnostics: 1 error, 0 warnings, 0 notes
//
// A malformed compile_commands.json: one line naming the file and the place.
// RUN: mkdir -p %t/build && printf '[\n  {"directory": "/tmp", "file": "a.cu",\n   "command": "nvcc a.cu" oops}\n]\n' > %t/build/compile_commands.json
// RUN: %cuda2omp -p %t/build %t/good.cu 2> %t/db.err; echo "rc=$?" >> %t/db.err
// RUN: FileCheck %s --check-prefix=DB < %t/db.err
// DB: cuda2omp: error: {{.*}}build/compile_commands.json:3:{{[0-9]+}}: malformed JSON: {{.+}}
// DB-NEXT: rc=1
// Found above the input, too:
// RUN: cp %s %t/build/in.cu && not %cuda2omp %t/build/in.cu -o %t/in.cpp 2>&1 | FileCheck %s --check-prefix=DBABOVE
// DBABOVE: cuda2omp: error: {{.*}}build/compile_commands.json:3:{{[0-9]+}}: malformed JSON: {{.+}}
// RUN: echo '{"not": "an array"}' > %t/build/compile_commands.json
// RUN: not %cuda2omp -p %t/build %t/good.cu 2>&1 | FileCheck %s --check-prefix=DBTYPE
// DBTYPE: cuda2omp: error: {{.*}}compile_commands.json:1:1: not a compilation database: the top level is not a JSON array
//
// Option values are checked.
// RUN: not %cuda2omp --format-style=bogus %t/good.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=STYLE
// STYLE: cuda2omp: error: unknown --format-style 'bogus' (file, none, llvm, google, {{.*}})
// RUN: test ! -e %t/x.cpp
// RUN: %cuda2omp --quiet --format-style=google %t/good.cu -o %t/google.cpp
// RUN: not %cuda2omp --format-style=file:%t/nothing-here %t/good.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=STYLEFILE
// STYLEFILE: cuda2omp: error: --format-style 'file:{{.*}}nothing-here': {{.+}}
// RUN: not %cuda2omp --memory=bogus %t/good.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=ENUM
// ENUM: unknown --memory 'bogus' (device, map, usm)
// RUN: not %cuda2omp -j 0 %t/good.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS: -j takes the number of files translated at once, 1 or more
// RUN: not %cuda2omp --suppress-warnings=C2O9999 %t/good.cu -o %t/x.cpp 2>&1 | FileCheck %s --check-prefix=IDS
// IDS: unknown diagnostic ID 'C2O9999' in --suppress-warnings
// RUN: not %cuda2omp --in-root %t/no-such-folder %t/good.cu 2>&1 | FileCheck %s --check-prefix=INROOT
// INROOT: cuda2omp: error: --in-root '{{.*}}no-such-folder' is not a folder
// RUN: not %cuda2omp --out-root %t/good.cu %t/good.cu 2>&1 | FileCheck %s --check-prefix=OUTROOT
// OUTROOT: cuda2omp: error: --out-root '{{.*}}good.cu' exists and is not a folder
//
// --audit-isa reads AMD code only.
// RUN: %cuda2omp --audit-isa --offload-arch=sm_80 %t/good.cu -o %t/x.cpp 2> %t/audit.err; echo "rc=$?" >> %t/audit.err
// RUN: FileCheck %s --check-prefix=AUDIT < %t/audit.err
// AUDIT: cuda2omp: error: --audit-isa reads AMD GPU code; it cannot audit --offload-arch=sm_80 (give a gfx target: gfx908, gfx90a, gfx942)
// AUDIT-NEXT: rc=1
// RUN: test ! -e %t/x.cpp
#include <cuda_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = 1; }
