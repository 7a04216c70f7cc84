"""The GPU part of the harness: a pack for the device tool (the CUDA
originals built by nvcc for sm_90, the translations by clang 22 for sm_90,
the programs' data, run_gpu.sh), and the reading of its results file."""
import concurrent.futures
import glob
import os
import shlex
import shutil
import subprocess

from corpus import build_flags, nvcc_flags
from stages import Work, first_error, sh
from verdict import Run, cut_at_check, judge, launch_counts, own_check, read_expected, runs_check, write_expected

NVCC = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")
# the CUDA runtime names CUDA 13 removed, for the originals' (the reference's) build only
REFERENCE_COMPAT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cuda13_reference_compat.h")
CARRY_LIMIT = 64 << 20   # the device tool's carried tree, in bytes

RUN_GPU = r"""#!/usr/bin/env bash
# Runs every packed program on the GPU machine: the CUDA original, then the
# translation (clang 22), once per run of its arguments, each run in a fresh
# copy of its folder; writes one results file.
#   bash run_gpu.sh [RESULTS [FIRST [LAST]]]   (FIRST, LAST: a range of programs.txt's lines)
# Each run stops at its program's timeout (programs.txt; C2O_RUN_TIMEOUT
# overrides); after a timeout the build's later runs are skipped. Past
# C2O_BUDGET_S seconds (default 540) the programs left are not run: their
# '=== skipped' lines say which range to run in another call. It unpacks
# into C2O_TMP (default /tmp). C2O_KINDS="cuda" or "omp" runs one build only
# (a program whose two builds outlast one device command: one call each).
here=$(cd "$(dirname "$0")" && pwd)
res=${1:-$here/results.txt}
first=${2:-1}; last=${3:-100000}
budget=${C2O_BUDGET_S:-540}
tmp=${C2O_TMP:-/tmp}
pack=$tmp/rwpack
id=$(md5sum < "$here/pack.tar.xz")
if [ "$(cat $pack/.id 2>/dev/null)" != "$id" ]; then   # unpacked once per pack (a warm machine keeps it)
  rm -rf $pack && mkdir -p $pack && tar -C $pack -xJf "$here/pack.tar.xz" && echo "$id" > $pack/.id || exit 1
fi
lid=$(md5sum < "$here/lib22.tar.xz")   # clang 22's runtime, libomptarget and liboffload (queued launches)
if [ "$(cat $tmp/lib22/.id 2>/dev/null)" != "$lid" ]; then
  rm -rf $tmp/lib22 && tar -C $tmp -xJf "$here/lib22.tar.xz" && echo "$lid" > $tmp/lib22/.id || exit 1
fi
export OMP_TARGET_OFFLOAD=MANDATORY C2O_LAUNCH_REPORT=1
start=$SECONDS
: > "$res"
n=0
while IFS=$'\t' read -r key coll rel tmo args; do
  n=$((n + 1)); [ $n -ge $first ] && [ $n -le $last ] || continue
  if [ $((SECONDS - start)) -ge $budget ]; then
    echo "=== skipped $key (over the budget of ${budget} s: run_gpu.sh RESULTS2 $n $last)" >> "$res"; continue
  fi
  IFS=';' read -r -a sets <<< "$args"; [ ${#sets[@]} -eq 0 ] && sets=("")
  for kind in ${C2O_KINDS:-cuda omp}; do
    exe=$pack/bin/$key.$kind
    [ -x "$exe" ] || continue
    i=0
    for a in "${sets[@]}"; do
      i=$((i + 1))
      rm -rf $tmp/rw && mkdir -p $tmp/rw && tar -C $tmp/rw -xf "$pack/trees/$coll.tar" && tar -C $tmp/rw -xf "$pack/trees/$key.tar"
      cd "$tmp/rw/$rel" || break
      t0=$(date +%s%N)
      if [ $kind = omp ]; then lib=$tmp/lib22; else lib=$pack/lib; fi
      LD_LIBRARY_PATH=$lib timeout -k 5 ${C2O_RUN_TIMEOUT:-$tmo} "$exe" $a < /dev/null > $tmp/rw.out 2>&1; rc=$?
      t1=$(date +%s%N)
      ms=$(( (t1 - t0) / 1000000 ))
      printf '=== %s %s rc=%s s=%d.%03d run=%d args=%s\n' "$key" "$kind" "$rc" $((ms / 1000)) $((ms % 1000)) $i "$a" >> "$res"
      head -c 20000 $tmp/rw.out >> "$res"; echo >> "$res"
      [ $rc -eq 124 ] || [ $rc -eq 137 ] && break
    done
  done
done < "$pack/programs.txt"
echo "=== end $((SECONDS - start)) s" >> "$res"
"""

DATA_EXCLUDES = ["--exclude=*.cu", "--exclude=*.cpp", "--exclude=*.c", "--exclude=*.h", "--exclude=*.cuh",
                 "--exclude=*.hpp", "--exclude=*.o", "--exclude=CMakeLists.txt", "--exclude=Makefile*",
                 "--exclude=*.md", "--exclude=GL", "--exclude=UtilNPP", "--exclude=*.sln", "--exclude=*.vcxproj*"]


def nvcc_command(p, exe):
    """The CUDA original's build: nvcc for the H100/H200, with the build files'
    include folders, -D flags, libraries and nvcc-only flags; the CUDA runtime
    linked as a shared library (one copy in the pack, not one per program)."""
    incs, defs, libs, _ = build_flags(p)
    return [NVCC, "-O3", "-arch=sm_90", "-std=c++17", "--extended-lambda", "-w", "-cudart", "shared",
            "-include", REFERENCE_COMPAT] + nvcc_flags(p) + ["-I" + i for i in incs] + defs + p.compiled() + \
        ["-o", exe] + ["-l" + lib for lib in libs if lib not in ("cudart", "openmp")] + ["-lcuda"] + \
        (["-Xcompiler", "-fopenmp", "-lgomp"] if "openmp" in libs else [])


def gpu_pack_one(a, p, entry, stage):
    w = Work(a, p)
    r = {}
    if "cuda" in a.kinds:
        nv = nvcc_command(p, os.path.join(stage, "bin", p.key + ".cuda"))
        rc, out, err, _ = sh(nv, cwd=p.folder, timeout=900)
        w.write_log("build-nvcc.txt", " ".join(map(shlex.quote, nv)), out, err)
        r["nvcc"] = "ok" if rc == 0 else "fail"
        if rc:
            r["first_error_nvcc"] = first_error(err)
    if "omp" in a.kinds:  # the translation, clang 22
        w.translate(r)  # always the current translator's output (its exit code and diagnostics recorded)
        ok, step, err = w.build("clang22", os.path.join(stage, "bin", p.key + ".omp"))
        r["clang22"] = "ok" if ok else step
        if not ok:
            r["first_error_clang22"] = first_error(err)
    # the data: the program's own folder (its sources left out); the
    # collection's shared folders (Common/data ...) go once into <collection>.tar
    subprocess.run(["tar", "-C", p.root, "-cf", os.path.join(stage, "trees", p.key + ".tar")] + DATA_EXCLUDES +
                   [p.rel], stderr=subprocess.DEVNULL)
    return r


def pack_collection_data(stage, roots, collections):
    """Each collection's shared folders (not the folders of its programs), once."""
    for root in roots:
        bases = collections[os.path.basename(root)].program_bases()
        tops = [d for d in sorted(os.listdir(root)) if os.path.isdir(os.path.join(root, d)) and d not in bases]
        subprocess.run(["tar", "-C", root, "-cf", os.path.join(stage, "trees", os.path.basename(root) + ".tar")] +
                       DATA_EXCLUDES + tops, stderr=subprocess.DEVNULL)


def build_only_clang22(a, p):
    """A built-only program's translation, built by clang 22 for sm_90 (not packed: it is not run)."""
    w = Work(a, p)
    r = {}
    w.translate(r)
    ok, step, err = w.build("clang22", os.path.join(w.dir, "prog-clang22"))
    r["clang22"] = "ok" if ok else step
    if not ok:
        r["first_error_clang22"] = first_error(err)
    return r


def cmd_gpu_pack(a, todo, results, save, build_only=()):
    """todo: (program, entry, collection) of the programs to run; build_only:
    those only built (clang 22, not packed). The pack:
    DIR/run_gpu.sh, DIR/pack.tar.xz (bin/, trees/, lib/, programs.txt),
    DIR/lib22.tar.xz (clang 22's runtime with liboffload, tests/gpu/pack_clang22_libs.sh); staged in the work
    folder."""
    dest = os.path.abspath(a.dir)
    stage = os.path.join(a.work, "gpu-stage")
    if not a.add:
        shutil.rmtree(stage, ignore_errors=True)
    for sub in ("bin", "trees", "lib"):
        os.makedirs(os.path.join(stage, sub), exist_ok=True)
    os.makedirs(dest, exist_ok=True)
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        futs = {ex.submit(gpu_pack_one, a, p, e, stage): (p, e) for p, e, _ in todo}
        if "omp" in a.kinds:
            futs.update({ex.submit(build_only_clang22, a, p): (p, e) for p, e, _ in build_only})
        for fu in concurrent.futures.as_completed(futs):
            p, e = futs[fu]
            r = fu.result()
            results.setdefault(p.key, {"id": p.id, "key": p.key, "scope": e.scope}).update(r)
            print(f"{p.id}: nvcc {r.get('nvcc', '-')}, clang22 {r.get('clang22', '-')}", flush=True)
    save(results)
    pack_collection_data(stage, sorted({p.root for p, _, _ in todo}), a.collections)
    lines = {}  # key: its line of programs.txt; with --add, the staged pack's lines too
    listed = os.path.join(stage, "programs.txt")
    if a.add and os.path.exists(listed):
        with open(listed) as f:
            lines = {ln.split("\t")[0]: ln for ln in f.read().splitlines() if ln.strip()}
    for p, e, c in todo:
        lines[p.key] = f"{p.key}\t{p.collection}\t{p.rel}\t{e.gpu_timeout or c.timeout}\t{';'.join(e.runs_args)}"
    with open(listed, "w") as f:
        f.write("".join(lines[k] + "\n" for k in sorted(lines)))
    nruns = sum(len(ln.split("\t")[4].split(";")) for ln in lines.values())
    shutil.copy("/usr/lib/x86_64-linux-gnu/libgomp.so.1", os.path.join(stage, "lib"))  # originals using OpenMP
    for lib in glob.glob(os.path.join(os.path.dirname(os.path.realpath(NVCC)), "..", "lib64", "libcudart.so.*")):
        shutil.copy(os.path.realpath(lib), os.path.join(stage, "lib", os.path.basename(lib)))
    shutil.copy(os.path.join(stage, "programs.txt"), dest)
    subprocess.run(f"tar -C {shlex.quote(stage)} -cf - bin trees lib programs.txt | xz -T2 -6 > "
                   f"{shlex.quote(os.path.join(dest, 'pack.tar.xz'))}", shell=True, check=True)
    with open(os.path.join(dest, "run_gpu.sh"), "w") as f:
        f.write(RUN_GPU)
    if not has_liboffload(os.path.join(dest, "lib22.tar.xz")):  # made again when an older pack's lacks it
        subprocess.run(["bash", os.path.join(a.top, "tests", "gpu", "pack_clang22_libs.sh"), dest], check=True)
    size = sum(os.path.getsize(os.path.join(dest, f)) for f in os.listdir(dest))
    room = CARRY_LIMIT - tracked_bytes(a.top)
    print(f"gpu-pack: {len(lines)} programs, {nruns} runs of each build, in {dest}: {size / 2**20:.1f} MiB; the "
          f"device tool carries at most {CARRY_LIMIT >> 20} MiB with the checkout's tracked files: "
          f"{room / 2**20:.1f} MiB left for the pack")
    if size > room:
        raise SystemExit(f"gpu-pack: {dest} is {size / 2**20:.1f} MiB, over the {room / 2**20:.1f} MiB left")


def has_liboffload(lib22):
    """Whether DIR/lib22.tar.xz holds liboffload (without it every launch stays synchronous: the queue needs it)."""
    if not os.path.exists(lib22):
        return False
    names = subprocess.run(["tar", "-tJf", lib22], capture_output=True, text=True).stdout
    return "libLLVMOffload.so" in names


def tracked_bytes(top):
    """The size of the checkout's tracked files, which travel with every device call."""
    files = subprocess.run(["git", "-C", top, "ls-files", "-z"], capture_output=True).stdout.split(b"\0")
    return sum(os.path.getsize(os.path.join(top, f.decode())) for f in files
               if f and os.path.isfile(os.path.join(top, f.decode())))


# ---------------------------------------------------------------- the results file

def parse_gpu_results(path):
    """{(key, kind): [Run, ...]} from run_gpu.sh's results file (a file of an
    older run_gpu.sh, one run per build and no run= field, reads as one run)."""
    import re
    runs = {}
    with open(path, errors="replace") as f:
        text = f.read()
    for part in re.split(r"^=== ", text, flags=re.M)[1:]:
        head, _, body = part.partition("\n")
        m = re.match(r"(\S+) (cuda|omp) rc=(\d+) s=([\d.]*)(?: run=(\d+) args=(.*))?$", head)
        if m:
            runs.setdefault((m.group(1), m.group(2)), []).append(
                (int(m.group(5) or 1), Run(m.group(6) or "", int(m.group(3)), body, float(m.group(4) or 0))))
    return {k: [r for _, r in sorted(v, key=lambda x: x[0])] for k, v in runs.items()}


GPU_KEYS = ("same_h100", "why_h100", "time_ratio", "cuda_rc", "cuda_s", "omp_rc", "omp_s", "check_gpu",
            "launches_gpu")


def cut_runs(coll, runs):
    """GPU_RUN until-check: each run's output up to its own check's verdict; a
    run stopped by its timeout after that line counts as finished (exit 0).
    A run that never reached the line keeps its output and exit code."""
    cut = []
    for x in runs or []:
        if own_check(coll, x.out)[0]:
            cut.append(Run(x.args, 0 if x.rc in (124, 137) else x.rc, cut_at_check(coll, x.out), x.s))
        else:
            cut.append(x)
    return cut


def merge_one(r, coll, entry, cu, om, expected_dir, update_expected):
    """The GPU columns of one program's result r from its runs (cu: the
    original's, om: the translation's)."""
    for k in GPU_KEYS:
        r.pop(k, None)  # this run's results only
    # Only the runs programs.tsv lists now (a run taken out of ARGS, such as a
    # kernel version the original rejects, leaves its old results out).
    listed = set(entry.runs_args) if entry is not None else None
    if listed is not None and listed != {""}:
        cu = [x for x in cu or [] if x.args in listed]
        om = [x for x in om or [] if x.args in listed]
    until_check = entry is not None and entry.gpu_until_check
    if until_check:
        cu, om = cut_runs(coll, cu), cut_runs(coll, om)
    if cu:
        r["cuda_rc"], r["cuda_s"] = max((x.rc for x in cu), key=abs), sum(x.s for x in cu)
        if update_expected and all(x.rc not in (124, 137) for x in cu):
            write_expected(expected_dir, r["key"], cu)
    if om:
        r["omp_rc"], r["omp_s"] = max((x.rc for x in om), key=abs), sum(x.s for x in om)
        r["check_gpu"] = runs_check(coll, om)
        r["launches_gpu"] = launch_counts(om)
    if om:
        exp = cu or read_expected(expected_dir, r["key"])
        stopped = [x for x in exp or [] if x.rc in (124, 137)]
        if stopped:  # an original stopped by its timeout has no answer to compare with (GPU_RUN says how long)
            same, why = "inconclusive", f"the original did not finish within the GPU run's timeout ({stopped[0].s:.0f} s)"
        else:
            same, why = judge(coll, entry, exp, om)
        r["same_h100"], r["why_h100"] = same, why
        if cu and same == "yes" and r["cuda_s"] > 0 and not until_check:
            r["time_ratio"] = r["omp_s"] / r["cuda_s"]
