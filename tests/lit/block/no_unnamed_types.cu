// No translation of a block-level test spells a type the phase form cannot
// name: 'auto' or '<dependent type>' in a kept variable's type (such a
// function gets the direct form only, C2O1130). Every file of this folder is
// translated again and its code (comments left out) is searched.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: for f in %S/*.cu; do %cuda2omp --quiet $f -o %t.d/$(basename $f).cpp || exit 1; done
// RUN: python3 %s.py %t.d
