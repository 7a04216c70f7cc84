#!/usr/bin/env python3
"""check_conventions.py [--bom] [--crlf] FILE: fails unless FILE starts with a
UTF-8 byte-order mark exactly when --bom is given (and holds no other), and
every line ends in CR LF exactly when --crlf is given (else none does)."""
import sys

args = sys.argv[1:]
data = open(args[-1], "rb").read()
bom = b"\xef\xbb\xbf"
problems = []
if ("--bom" in args) != data.startswith(bom):
    problems.append("starts with a byte-order mark" if data.startswith(bom) else "does not start with the byte-order mark")
if data.count(bom) > (1 if "--bom" in args else 0):
    problems.append("holds a byte-order mark after its start")
lf, crlf = data.count(b"\n"), data.count(b"\r\n")
if "--crlf" in args and crlf != lf:
    problems.append(f"{lf - crlf} of its {lf} lines end in LF alone")
if "--crlf" not in args and crlf:
    problems.append(f"{crlf} lines end in CR LF")
for p in problems:
    print(f"{args[-1]}: {p}")
sys.exit(1 if problems else 0)
