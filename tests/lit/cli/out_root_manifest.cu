// --out-root keeps .cuda2omp-manifest.json (the SHA-256 of each file written);
// a later run leaves a file edited since (C2O1501) or one cuda2omp did not
// write (C2O1502) as it is, with a warning naming it, unless --force.
// RUN: rm -rf %t && mkdir -p %t/src && cp %s %t/src/k.cu && cp %S/Inputs/safe/main.cu %S/Inputs/safe/kern.cuh %t/src/
// RUN: %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/k.cu %t/src/main.cu
// RUN: python3 -c "import json,hashlib,sys; m=json.load(open(sys.argv[1])); f=m['files']; assert sorted(f)==['k.cpp','kern.cuh','main.cpp'], f; assert f['k.cpp']==hashlib.sha256(open(sys.argv[2],'rb').read()).hexdigest()" %t/out/.cuda2omp-manifest.json %t/out/k.cpp
// RUN: %omp-syntax %t/out/k.cpp
//
// Again, unchanged: no warning, exit code 0.
// RUN: %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/k.cu %t/src/main.cu 2> %t/again.err
// RUN: not grep -q C2O150 %t/again.err
//
// The user edits k.cpp: it is kept, with a warning naming it; main.cpp is still written.
// RUN: echo '// my hand edit' >> %t/out/k.cpp
// RUN: rm %t/out/main.cpp
// RUN: %cuda2omp --in-root %t/src --out-root %t/out %t/src/k.cu %t/src/main.cu 2> %t/edited.err
// RUN: FileCheck %s --check-prefix=EDITED < %t/edited.err
// EDITED: {{.*}}out/k.cpp: warning: C2O1501: '{{.*}}out/k.cpp' was changed since cuda2omp wrote it; it was left as it is (--force overwrites it)
// EDITED-NOT: k.cu -> {{.*}}k.cpp
// EDITED: main.cu -> {{.*}}out/main.cpp
// EDITED: cuda2omp: 2 files: 2 translated, 0 failed; diagnostics: 0 errors, 1 warning,
// RUN: grep -qx '// my hand edit' %t/out/k.cpp
// RUN: test -f %t/out/main.cpp
// It stays protected on the next run, and --werror-ids makes it fail (exit code 4).
// RUN: %cuda2omp --quiet --werror-ids=C2O1501 --in-root %t/src --out-root %t/out %t/src/k.cu 2>/dev/null; test $? -eq 4
// RUN: grep -qx '// my hand edit' %t/out/k.cpp
// --force overwrites it.
// RUN: %cuda2omp --quiet --force --in-root %t/src --out-root %t/out %t/src/k.cu
// RUN: not grep -qx '// my hand edit' %t/out/k.cpp
//
// A file cuda2omp did not write (not in the manifest) is not overwritten either.
// RUN: echo 'int mine;' > %t/out/k.cpp && rm %t/out/.cuda2omp-manifest.json
// RUN: %cuda2omp --quiet --in-root %t/src --out-root %t/out %t/src/k.cu 2>&1 | FileCheck %s --check-prefix=FOREIGN
// FOREIGN: warning: C2O1502: '{{.*}}out/k.cpp' was not written by cuda2omp (it is not in '{{.*}}out/.cuda2omp-manifest.json'); it was left as it is (--force overwrites it)
// RUN: grep -qx 'int mine;' %t/out/k.cpp
//
// --migrate-cmake's files too: an edited migrated CMakeLists.txt is kept.
// RUN: rm -rf %t/m %t/m-omp && mkdir -p %t/m/src && cp %s %t/m/src/k.cu && printf 'cmake_minimum_required(VERSION 3.20)\nproject(p LANGUAGES CXX CUDA)\nadd_executable(p src/k.cu)\n' > %t/m/CMakeLists.txt
// RUN: %cuda2omp --quiet --migrate-cmake --in-root %t/m --out-root %t/m-omp %t/m/src/k.cu
// RUN: grep -q CMakeLists.txt %t/m-omp/.cuda2omp-manifest.json
// RUN: echo '# my cmake edit' >> %t/m-omp/CMakeLists.txt
// RUN: %cuda2omp --quiet --migrate-cmake --in-root %t/m --out-root %t/m-omp %t/m/src/k.cu 2>&1 | FileCheck %s --check-prefix=CMAKE
// CMAKE: {{.*}}m-omp/CMakeLists.txt: warning: C2O1501: '{{.*}}m-omp/CMakeLists.txt' was changed since cuda2omp wrote it; it was left as it is (--force overwrites it)
// RUN: grep -qx '# my cmake edit' %t/m-omp/CMakeLists.txt
// --migrate-cmake into --in-root itself is refused.
// RUN: not %cuda2omp --migrate-cmake --in-root %t/m --out-root %t/m/. %t/m/src/k.cu 2>&1 | FileCheck %s --check-prefix=SAMEROOT
// SAMEROOT: cuda2omp: error: --migrate-cmake writes the migrated build into --out-root: it must not be --in-root
__global__ void k(int *p) { p[threadIdx.x] = 1; }
void launch(int *p) { k<<<1, 32>>>(p); }
