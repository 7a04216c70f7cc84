#!/usr/bin/env python3
"""Print OUTPUT without the lit/FileCheck directive lines copied from TEST.

cuda2omp keeps the comments of its input, so a translated lit test still holds
its own `// CHECK: ...` lines (`# CHECK: ...` in CMake files); FileCheck would find each pattern in its own
copy and pass whatever the translation wrote. This drops every output line
that is, word for word, a directive comment of the test file (`// RUN:`,
`// CHECK:`, `// ERR-NEXT:` ...), and keeps everything else, including the
`// C2Onnnn:` comments the translator writes.
usage: strip_check_lines.py TEST OUTPUT
"""
import re
import sys

DIRECTIVE = re.compile(r"^\s*(//|#)\s*[A-Za-z0-9_-]+:")  # C++ and CMake comments


def main():
    test, output = sys.argv[1], sys.argv[2]
    with open(test, encoding="utf-8", errors="replace") as f:
        directives = {l.strip() for l in f if DIRECTIVE.match(l)}
    with open(output, encoding="utf-8", errors="replace") as f:
        for line in f:
            if DIRECTIVE.match(line) and line.strip() in directives:
                continue
            sys.stdout.write(line)


if __name__ == "__main__":
    main()
