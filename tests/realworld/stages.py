"""The stages of the harness on one program: translate it with cuda2omp,
build the translation (clang 19 host offload, clang 19 gfx90a, GCC 12,
clang 22 sm_90), and run a build on the host."""
import hashlib
import os
import re
import shlex
import shutil
import signal
import subprocess
import threading
import time

from corpus import archives, build_flags, include_option, translation_root

RPATH19 = "-Wl,-rpath,/usr/lib/llvm-19/lib"
ROCM_BITCODE = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
CLANG22_PREFIX = os.environ.get("C2O_CLANG22_PREFIX", "/opt/clang22-omp")
# old C, as the originals' gcc accepted it: implicit declarations and int, loose pointer conversions
OLD_C = ["-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int", "-Wno-error=int-conversion",
         "-Wno-error=incompatible-pointer-types"]


# ---------------------------------------------------------------- running commands

def sh(cmd, cwd=None, timeout=600, env=None, input=None):
    t0 = time.time()
    try:
        r = subprocess.run(cmd, cwd=cwd, text=True, capture_output=True, timeout=timeout, env=env,
                           input=input, errors="replace")
        return r.returncode, r.stdout, r.stderr, time.time() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        return 124, out, "timeout", time.time() - t0


def unsupported_names(text):
    """The CUDA names the translation left as they were (C2O1002, C2O1030)."""
    return sorted(set(re.findall(r"C2O10(?:02: CUDA API|30: [^']* API) '([^']+)'", text)))


def c2o_ids(text):
    ids = {}
    for m in re.finditer(r"\b(?:warning|error|note|remark): (C2O\d{4})", text):
        ids[m.group(1)] = ids.get(m.group(1), 0) + 1
    return ids


# ---------------------------------------------------------------- the stages

class Work:
    def __init__(self, args, p):
        self.a, self.p = args, p
        self.dir = os.path.join(args.work, p.key)
        self.omp = os.path.join(self.dir, "omp")        # mirrors the collection's tree
        self.log = os.path.join(self.dir, "log")
        os.makedirs(self.log, exist_ok=True)

    def out_path(self, src):
        rel = os.path.relpath(src, translation_root(self.p))
        if src.endswith(".cu"):
            rel = rel[:-3] + ".cpp"
        return os.path.join(self.omp, rel)

    def write_log(self, name, *parts):
        with open(os.path.join(self.log, name), "w") as f:
            for x in parts:
                f.write(x if isinstance(x, str) else str(x))
                f.write("\n")

    def translate(self, res):
        p = self.p
        incs, defs, libs, _ = build_flags(p)
        shutil.rmtree(self.omp, ignore_errors=True)
        inputs = p.cuda_inputs()
        if not inputs:
            res["translate"] = "no CUDA"
            return False
        cmd = [self.a.cuda2omp, "--in-root", translation_root(p), "--out-root", self.omp] + inputs + ["--"] + \
            [include_option(p, i) + i for i in incs] + defs + (["-Xcompiler", "-fopenmp"] if "openmp" in libs else [])
        rc, out, err, dt = sh(cmd, timeout=900)
        self.write_log("translate.txt", " ".join(map(shlex.quote, cmd)), out, err)
        res["translate_rc"] = rc
        res["translate_s"] = round(dt, 1)
        res["diagnostics"] = c2o_ids(err)
        res["unsupported"] = unsupported_names(err)
        res["translate"] = "ok" if rc == 0 else f"exit {rc}"
        return rc == 0 and all(os.path.exists(self.out_path(s)) for s in inputs if s in p.compiled())

    def include_flags(self):
        incs, defs, _, _ = build_flags(self.p)
        flags = []
        for i in incs:                                # the translated copy first, then the original
            opt = include_option(self.p, i)
            rel = os.path.relpath(i, translation_root(self.p))
            if not rel.startswith(".."):
                flags.append(opt + os.path.join(self.omp, rel))
            flags.append(opt + i)
        return flags + defs

    def sources_to_build(self):
        """(path, as written): the translation of each compiled source, or the
        source itself; as written when it is the original's text (not a CUDA
        input, or one the translation left unchanged)."""
        trans = set(self.p.cuda_inputs())
        out = []
        for s in self.p.compiled():
            t = self.out_path(s) if s in trans else s
            out.append((t, t == s or (os.path.exists(t) and self.p.text(t) == self.p.text(s))))
        return out

    def archive(self, d, cc, objdir, logs):
        """Folder d's C files that hold no main() (its tests and tutorials do),
        compiled on the host and archived: the link takes the members it needs."""
        libdir = os.path.join(objdir, "lib-" + hashlib.md5(d.encode()).hexdigest()[:8])
        os.makedirs(libdir, exist_ok=True)
        members = []
        for n in sorted(os.listdir(d)):
            src = os.path.join(d, n)
            if not n.endswith(".c") or re.search(r"^[\w\s]*\bmain\s*\(", self.p.text(src), re.M):
                continue
            o = os.path.join(libdir, n + ".o")
            c = [cc, "-O2", "-w"] + OLD_C + ["-I" + d, "-c", src, "-o", o]
            rc, out, err, _ = sh(c, timeout=900)
            logs.append("$ " + " ".join(map(shlex.quote, c)) + "\n" + out + err)
            if rc != 0:
                return None, False
            members.append(o)
        lib = os.path.join(libdir, os.path.basename(d) + ".a")
        if os.path.exists(lib):
            os.remove(lib)
        rc, out, err, _ = sh(["ar", "rcs", lib] + members)
        logs.append("$ ar rcs " + lib + " ...\n" + out + err)
        return lib, rc == 0

    def build(self, mode, exe):
        helpers = self.a.helpers
        common = ["-I" + helpers] + self.include_flags() + getattr(self.p, "extra_flags", [])
        compilers = {
            "host": (["clang++-19", "-std=c++17", "-O2", "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", RPATH19],
                     ["clang-19", "-O2"]),
            "gfx90a": (["clang++-19", "-std=c++17", "-O2", "-fopenmp", "--offload-arch=gfx90a",
                        f"--rocm-device-lib-path={ROCM_BITCODE}", "-mcode-object-version=4", RPATH19],
                       ["clang-19", "-O2"]),
            "gcc": (["g++", "-std=c++17", "-O2", "-fopenmp", "-foffload=disable", "-Wno-unknown-pragmas"],
                    ["gcc", "-O2"]),
            "clang22": (["clang++-22", "-std=c++17", "-O3", "-fopenmp", "--offload-arch=sm_90", "-foffload-lto",
                         "-isystem", f"{CLANG22_PREFIX}/include", f"-L{CLANG22_PREFIX}/lib",
                         "-Xoffload-linker", f"-L{CLANG22_PREFIX}/nvptx", "-Wno-unknown-pragmas"],
                        ["clang-22", "-O2"]),
        }
        cxx, cc = compilers[mode]
        # a C source compiles as C with the same OpenMP offloading flags (it may include the helpers)
        # (and, as the originals' gcc, accepts old C: implicit int and declarations)
        cc = [cc[0]] + [f for f in cxx[1:] if not f.startswith("-std=")] + OLD_C
        objdir = os.path.join(self.dir, "obj-" + mode)
        os.makedirs(objdir, exist_ok=True)
        objs, logs = [], []
        # a file as written is compiled as the original's host compiler compiled it: no offloading
        # (clang's AMDGPU math wrappers declare a global min(T, T), ambiguous beside `using namespace std`)
        clang_host = {"host": ["clang++-19"], "gfx90a": ["clang++-19"],
                      "clang22": ["clang++-22", "-isystem", f"{CLANG22_PREFIX}/include"]}
        host = clang_host[mode] + ["-std=c++17", "-O2", "-fopenmp"] if mode in clang_host else cxx
        host_cc = [cc[0]] + clang_host[mode][1:] + ["-O2", "-fopenmp"] + OLD_C if mode in clang_host else cc
        for s, as_written in self.sources_to_build():
            o = os.path.join(objdir, hashlib.md5(s.encode()).hexdigest()[:8] + "_" + os.path.basename(s) + ".o")
            if s.endswith(".c"):
                c = (host_cc if as_written else cc) + common + ["-c", s, "-o", o]
            else:
                c = (host if as_written else cxx) + common + ["-c", s, "-o", o]
            rc, out, err, _ = sh(c, cwd=self.dir, timeout=900)
            logs.append("$ " + " ".join(map(shlex.quote, c)) + "\n" + out + err)
            if rc != 0:
                self.write_log(f"build-{mode}.txt", *logs)
                return False, "compile", err
            objs.append(o)
        for d in archives(self.p):  # a library of the program's own, built as its folder's build does
            lib, ok = self.archive(d, cc[0], objdir, logs)
            if not ok:
                self.write_log(f"build-{mode}.txt", *logs)
                return False, "compile", logs[-1]
            objs.append(lib)
        link = cxx + objs + ["-o", exe, "-lm", "-lpthread"]
        rc, out, err, _ = sh(link, cwd=self.dir, timeout=1800)  # device LTO: long on a loaded machine
        logs.append("$ " + " ".join(map(shlex.quote, link)) + "\n" + out + err)
        self.write_log(f"build-{mode}.txt", *logs)
        return rc == 0, "link" if rc else "", err


def run_streaming(cmd, cwd, timeout, env, stop=None):
    """Runs cmd, its stdout and stderr as one stream (as run_gpu.sh's 2>&1).
    stop: a regular expression; the run ends at the first line it matches
    (the program's own verdict: what follows is benchmarking), the program
    line-buffered (stdbuf) so that the line comes when printed. Returns
    (exit code, output, seconds, stopped); 124 on a timeout."""
    t0 = time.time()
    if stop is not None:
        cmd = ["stdbuf", "-oL", "-eL"] + cmd
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    chunks, stopped = [], threading.Event()

    def kill():
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def reader():
        for line in iter(proc.stdout.readline, b""):
            chunks.append(line)
            if stop is not None and stop.search(line.decode(errors="replace")):
                stopped.set()
                kill()
                break
    th = threading.Thread(target=reader, daemon=True)
    th.start()
    th.join(timeout)
    timed_out = th.is_alive()
    if timed_out:
        kill()
        th.join(10)
    rc = proc.wait()
    proc.stdout.close()
    out = b"".join(chunks).decode(errors="replace")
    if stopped.is_set():
        rc = 0
    elif timed_out:
        rc = 124
    return rc, out, time.time() - t0, stopped.is_set()


def prepare_run_dir(p, dest):
    """A writable copy of the program's folder at its place in the collection's
    tree (programs find their data through relative paths such as
    ../../../Common/data), the collection's other top folders linked."""
    if os.path.isdir(dest):
        shutil.rmtree(dest)
    os.makedirs(dest)
    for name in os.listdir(p.root):
        src = os.path.join(p.root, name)
        if os.path.isdir(src) and p.rel != "." and p.rel != name and not p.rel.startswith(name + os.sep):
            os.symlink(src, os.path.join(dest, name))
    run = os.path.normpath(os.path.join(dest, p.rel))
    shutil.copytree(p.folder, run, symlinks=True, ignore=shutil.ignore_patterns("*.o"), dirs_exist_ok=True)
    return run


def first_error(err):
    for ln in err.split("\n"):
        if " error: " in ln or ln.startswith("error:") or "undefined reference" in ln or "undefined symbol" in ln:
            return ln.strip()[:300]
    return err.strip().split("\n")[-1][:300] if err.strip() else ""


