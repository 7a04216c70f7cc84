#!/usr/bin/env python3
"""stop_while_writing.py SIGNAL FOLDER -- COMMAND...: runs COMMAND (a cuda2omp
run given --testing-write-pause-ms, so that each written file stays a
temporary file for a while), waits until a temporary file of cuda2omp's naming
(*.c2o-tmp-XXXXXX) appears under FOLDER, sends SIGNAL (INT, TERM, KILL) to
the process, waits for it and prints how it ended and the temporary files
left under FOLDER, one per line ('left: PATH'), or 'left: none'."""
import os
import re
import signal
import subprocess
import sys
import time

TMP = re.compile(r"\.c2o-tmp-[A-Za-z0-9]{6}$")


def temporaries(folder):
    return sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs if TMP.search(f))


def main():
    sig, folder = sys.argv[1], sys.argv[2]
    cmd = sys.argv[sys.argv.index("--") + 1:]
    # As from a terminal: SIGINT and SIGTERM at their default (a shell's
    # background job, as lit may run this, starts with SIGINT ignored).
    def defaults():
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)

    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=defaults)
    deadline = time.time() + 120
    while not temporaries(folder):
        if p.poll() is not None or time.time() > deadline:
            print("the run ended (or took too long) before a temporary file appeared")
            p.kill()
            return 1
        time.sleep(0.02)
    print("temporary file while writing: yes")
    p.send_signal(getattr(signal, "SIG" + sig))
    p.wait(timeout=60)
    rc = p.returncode
    print(f"ended by signal {signal.Signals(-rc).name}" if rc < 0 else f"exit code {rc}")
    left = temporaries(folder)
    for t in left:
        print("left: " + os.path.relpath(t, folder))
    if not left:
        print("left: none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
