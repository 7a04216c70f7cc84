"""The harness's parsing and verdict rules, on small inputs of their own (no
corpus, no compiler): ctest realworld.harness.logic."""
import contextlib
import io
import os
import re
import sys
import tempfile
import textwrap
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402
import gpu  # noqa: E402
import report  # noqa: E402
import verdict  # noqa: E402
from verdict import Run  # noqa: E402


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(textwrap.dedent(text))
    return path


CHECKED = corpus.Collection("c", "dev/*.cu", r"^All results match", r"^Mismatch of ", "check+output",
                            "until-check", "30", r"(?<=\d )-?(\d+\.\d+|nan|inf)$")
COUNTED = corpus.Collection("p", "CUDA/*/", r"Beyond Error Threshold of \S+ Percent: 0$",
                            r"Beyond Error Threshold of \S+ Percent: [1-9]\d*$", "check+output", "full", "30",
                            r"^\d+\.\d+$")
PLAIN = corpus.Collection("s", "Samples/*/*/", r"(?i)test passed", r"(?i)test failed")
NO_ENTRY = corpus.Entry(None, "in", "", "")


class MakefileTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def program(self, file=None):
        return corpus.Program(self.root, os.path.join(self.root, "prog"), file)

    def test_conditionals_as_a_plain_make_reads_them(self):
        write(self.root, "prog/Makefile", """\
            PRECISION ?= BF16
            ifeq ($(PRECISION), FP32)
              PFLAGS = -DENABLE_FP32
            else ifeq ($(PRECISION), FP16)
              PFLAGS = -DENABLE_FP16
            else
              PFLAGS = -DENABLE_BF16
            endif
            ifdef OUTPUT
              override OUTPUT = -DOUTPUT
            endif
            ifeq ($(shell [ -d /opt/nothing ] && echo "exists"), exists)
              FLAGS += -DUSE_MPI
            else
              FLAGS += -DSINGLE
              ifneq ($(OS), Windows_NT)
                FLAGS += -DPOSIX
              endif
            endif
            define helper
              FLAGS += -DFROM_DEFINE
            endef
            all:
            \tnvcc $(FLAGS) $(PFLAGS) $(OUTPUT) main.cu
            """)
        t = corpus.make_text(self.program(), os.path.join(self.root, "prog/Makefile"))
        recipe = [ln for ln in t.split("\n") if "nvcc" in ln][0]
        self.assertEqual(re.findall(r"-D\w+", recipe), ["-DSINGLE", "-DPOSIX", "-DENABLE_BF16"], t)
        self.assertIn("$(OUTPUT)", recipe)  # ifdef OUTPUT: not defined

    def test_simple_expansion_and_included_files(self):
        write(self.root, "utils/common.mk", "all:\n\tnvcc -O3 ${CUFILES} -I${PATH_TO_UTILS} -o x\n")
        write(self.root, "prog/Makefile", """\
            CUFILES := k.cu
            PATH_TO_UTILS := ../utils
            CAP = $(shell query)
            CAP := $(strip $(CAP))
            ifeq ($(CAP),)
              NOTE = -DNO_CAP
            endif
            include ${PATH_TO_UTILS}/common.mk
            x: ; echo $(NOTE)
            """)
        t = corpus.make_text(self.program(), os.path.join(self.root, "prog/Makefile"))
        self.assertIn("-I../utils", t)
        self.assertIn("-DNO_CAP", t)

    def test_recipe_of_one_file_program(self):
        mk = write(self.root, "prog/Makefile", """\
            CFLAGS = -O3 --use_fast_math
            NVCCFLAGS = -lcublas -lcublasLt -std=c++17
            %: %.cu
            \tnvcc $(CFLAGS) $(NVCCFLAGS) $< -o $@
            plain: plain.cu
            special: special.cu
            \tnvcc $(CFLAGS) $(NVCCFLAGS) -Xcompiler -fopenmp -DSPECIAL special.cu -o special
            """)
        for f in ("plain.cu", "special.cu"):
            write(self.root, "prog/" + f, "int main() {}\n")
        plain = self.program(os.path.join(self.root, "prog/plain.cu"))
        special = self.program(os.path.join(self.root, "prog/special.cu"))
        self.assertNotIn("-fopenmp", corpus.make_recipe(plain, mk, plain.file))
        self.assertIn("-DSPECIAL", corpus.make_recipe(special, mk, special.file))
        _, defs, libs, _ = corpus.build_flags(special)
        self.assertEqual((defs, libs), (["-DSPECIAL"], ["cublas", "cublasLt", "openmp"]))
        _, defs, libs, _ = corpus.build_flags(plain)
        self.assertEqual((defs, libs), ([], ["cublas", "cublasLt"]))
        self.assertEqual(corpus.nvcc_flags(plain), ["--use_fast_math"])
        plain.defs = ["-DMINI_DATASET"]
        plain._flags = None
        self.assertEqual(corpus.build_flags(plain)[1], ["-DMINI_DATASET"])

    def test_discovery_folders_deepest_and_files(self):
        c = self.root
        write(c, "coll/CUDA/area/k1/k1.cu", "int main() {}\n")
        write(c, "coll/CUDA/la/kernels/k2/k2.cu", "int main() {}\n")
        write(c, "coll/CUDA/utilities/u.c", "int f() { return 0; }\n")
        write(c, "coll/dev/a.cu", "int main() {}\n")
        write(c, "coll/dev/b.cu", "int main() {}\n")
        write(c, "coll/top.cu", "int main() {}\n")
        colls = {"coll": corpus.Collection("coll", "CUDA/*/*/ CUDA/*/*/*/ dev/*.cu top.cu")}
        ids = [p.id for p in corpus.discover(c, colls)]
        self.assertEqual(ids, ["coll/CUDA/area/k1", "coll/CUDA/la/kernels/k2", "coll/dev/a", "coll/dev/b",
                               "coll/top"])
        b = [p for p in corpus.discover(c, colls) if p.id == "coll/dev/b"][0]
        self.assertEqual((b.rel, [os.path.basename(s) for s in b.compiled()]), ("dev", ["b.cu"]))

    def test_runs_of_a_program(self):
        self.assertEqual(corpus.split_runs(""), [""])
        self.assertEqual(corpus.split_runs("1; 2;3"), ["1", "2", "3"])
        self.assertEqual(corpus.split_runs("-s 64 -q"), ["-s 64 -q"])


class VerdictTest(unittest.TestCase):
    LLM_OK = "Using kernel 1\n0.500000 0.500000\n0.250000 0.250100\nAll results match. Starting benchmarks.\n" \
             "block_size   32 | time 0.0123 ms | bandwidth 812.00 GB/s\n"

    def test_own_check(self):
        self.assertEqual(verdict.own_check(CHECKED, self.LLM_OK)[0], "pass")
        bad = "0.5 0.5\nMismatch of out at 3: CPU_ref: 1 vs GPU: 2\nAll results match\n"
        self.assertEqual(verdict.own_check(CHECKED, bad), ("fail", "Mismatch of out at 3: CPU_ref: 1 vs GPU: 2"))
        self.assertEqual(verdict.own_check(CHECKED, "0.5 0.5\n")[0], "")
        pb = "GPU Time in seconds:\n0.0012\nNon-Matching CPU-GPU Outputs Beyond Error Threshold of 0.05 Percent: {}\n"
        self.assertEqual(verdict.own_check(COUNTED, pb.format(0))[0], "pass")
        self.assertEqual(verdict.own_check(COUNTED, pb.format(12))[0], "fail")
        self.assertEqual(verdict.own_check(COUNTED, pb.format(10))[0], "fail")

    def test_masked_gpu_values_and_timings(self):
        got = self.LLM_OK.replace("0.250100", "0.260000").replace("0.0123", "0.5")
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, [Run("", 0, self.LLM_OK)], [Run("", 0, got)]),
                         ("yes", ""))
        cpu_differs = self.LLM_OK.replace("0.500000 0.500000", "0.600000 0.500000")
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, [Run("", 0, self.LLM_OK)], [Run("", 0, cpu_differs)])[0],
                         "no")

    def test_own_check_decides_where_the_output_alone_would_not(self):
        # a verdict line the comparison drops (it names a time) still decides
        coll = corpus.Collection("t", "x/", r"^result: ok", r"^result: wrong", "check+output")
        exp = [Run("", 0, "sum 10\nresult: ok (time 1 ms)\n")]
        got = [Run("", 0, "sum 10\nresult: wrong (time 1 ms)\n")]
        self.assertTrue(verdict.same_output(exp[0].out, got[0].out)[0])
        same, why = verdict.judge(coll, NO_ENTRY, exp, got)
        self.assertEqual(same, "no")
        self.assertIn("its own check fails", why)
        self.assertEqual(verdict.judge(PLAIN, NO_ENTRY, exp, got)[0], "yes")  # the output verdict alone

    def test_inconclusive_exit_and_runs(self):
        pb = "Non-Matching CPU-GPU Outputs Beyond Error Threshold of 0.05 Percent: {}\n"
        self.assertEqual(verdict.judge(COUNTED, NO_ENTRY, [Run("", 0, pb.format(3))], [Run("", 0, pb.format(3))])[0],
                         "inconclusive")
        same, why = verdict.judge(COUNTED, NO_ENTRY, [Run("", 0, pb.format(0))], [Run("", 124, pb.format(0))])
        self.assertEqual((same, why), ("no", "exit 124, the original exited 0 (timeout)"))
        exp = [Run("1", 0, self.LLM_OK), Run("2", 0, self.LLM_OK)]
        same, why = verdict.judge(CHECKED, NO_ENTRY, exp, [Run("1", 0, self.LLM_OK), Run("2", 1, "Mismatch of x\n")])
        self.assertEqual(same, "no")
        self.assertTrue(why.startswith("run 2 (2): its own check fails"), why)
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, exp, [Run("1", 0, self.LLM_OK)]),
                         ("no", "1 runs where the original has 2"))
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, None, exp)[0], "no reference")

    def test_cut_at_the_check(self):
        stopped = verdict.cut_at_check(CHECKED, self.LLM_OK)
        self.assertTrue(stopped.endswith("Starting benchmarks.\n"))
        exp = [Run("", 0, self.LLM_OK + "one more line of the original's\n")]
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, exp, [Run("", 0, stopped)], cut=True), ("yes", ""))
        self.assertEqual(verdict.judge(CHECKED, NO_ENTRY, exp, [Run("", 0, stopped)])[0], "no")
        self.assertTrue(verdict.check_pattern(CHECKED).search("Mismatch of out at 1"))

    def test_launch_report(self):
        out = "sum 3\nc2o: launches queued=7 synchronous=2\nc2o: kernel k stays synchronous: it reads a host " \
              "variable\nc2o: binary 0: kernels not queued: no kernel table (__omp_offloading_x, ...)\n" \
              "c2o: launches are not queued: the host device\nTest passed\n"
        self.assertEqual(verdict.launch_counts([Run("", 0, out), Run("", 0, out)]), (14, 4))
        self.assertIsNone(verdict.launch_counts([Run("", 0, "sum 3\n")]))
        self.assertEqual(verdict.judge(PLAIN, NO_ENTRY, [Run("", 0, "sum 3\nTest passed\n")], [Run("", 0, out)]),
                         ("yes", ""))


class CollectionsTableTest(unittest.TestCase):
    """collections.tsv's own patterns, on lines in the form the collections print."""

    def test_patterns(self):
        c = corpus.read_collections(os.path.join(os.path.dirname(os.path.abspath(__file__)), "collections.tsv"))
        pb, llm = c["polybench-acc"], c["llm.c"]
        pct = "Non-Matching CPU-GPU Outputs Beyond Error Threshold of 0.05 Percent: {}\n"
        cases = [(pb, pct.format(0), "pass"), (pb, pct.format(2046), "fail"), (pb, "Number of misses: 0\n", "pass"),
                 (pb, "Number of misses: 3\n", "fail"), (pb, "GPU Time in seconds:\n0.1\n", ""),
                 (llm, "All results match. Starting benchmarks.\n", "pass"),
                 (llm, "All results match for block_size=32.\n", "pass"),
                 (llm, "All results match.\nMismatch of dinp at 3: CPU_ref: 1 vs GPU: 2\n", "fail"),
                 (llm, "[CUDA ERROR] at file common.h:60:\n", "fail"),
                 (c["cuda-samples"], "Result = PASS\n", "pass"), (c["cuda-samples"], "Test failed!\n", "fail")]
        for coll, text, want in cases:
            self.assertEqual(verdict.own_check(coll, text)[0], want, text)
        self.assertEqual(verdict.normalize("GPU Time in seconds:\n0.001234\nx 1\n", [pb.mask]), ["#", "x 1"])
        self.assertEqual(verdict.normalize("0.680444 0.680449\n-1.5 nan\n", [llm.mask]), ["0.680444 #", "-1.5 #"])
        # the launch report inside a line (printed at exit before stdio flushed the program's output)
        self.assertEqual(verdict.normalize("Running ...c2o: launches queued=3 synchronous=1\n\nx 1\n"),
                         ["Running ...", "x 1"])


class FilesTest(unittest.TestCase):
    def test_expected_files(self):
        one = [Run("", 3, "a\nb\n")]
        self.assertEqual(verdict.format_expected(one), "# exit 3\na\nb\n")
        two = [Run("1", 0, "x\n"), Run("-n 2", 1, "y")]
        back = verdict.parse_expected(verdict.format_expected(two))
        self.assertEqual([(r.args, r.rc, r.out) for r in back], [("1", 0, "x\n"), ("-n 2", 1, "y\n")])
        self.assertEqual([(r.args, r.rc) for r in verdict.parse_expected("# exit 2\nz\n")], [("", 2)])

    def test_gpu_results_file(self):
        text = ("=== k1 cuda rc=0 s=1.5 run=2 args=2\nsecond\n"
                "=== k1 cuda rc=0 s=0.5 run=1 args=1\nfirst\n"
                "=== k2 omp rc=124 s=30.0\nold format\n"
                "=== skipped k3 (over the budget)\n=== end 12 s\n")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(text)
        try:
            runs = gpu.parse_gpu_results(f.name)
        finally:
            os.remove(f.name)
        self.assertEqual([(r.args, r.out.strip()) for r in runs[("k1", "cuda")]], [("1", "first"), ("2", "second")])
        self.assertEqual([(r.args, r.rc, r.s) for r in runs[("k2", "omp")]], [("", 124, 30.0)])
        self.assertEqual(sorted(runs), [("k1", "cuda"), ("k2", "omp")])

    def test_merge_and_expected(self):
        with tempfile.TemporaryDirectory() as d:
            r = {"id": "c/dev/k", "key": "c_dev_k", "same_h100": "stale"}
            ok = TestVerdictText.LLM
            gpu.merge_one(r, CHECKED, NO_ENTRY, [Run("1", 0, ok, 1.0)], [Run("1", 0, ok + "c2o: launches queued=5 "
                                                                          "synchronous=0\n", 2.0)], d, True)
            self.assertEqual((r["same_h100"], r["check_gpu"], r["launches_gpu"], r["time_ratio"]),
                             ("yes", "pass", (5, 0), 2.0))
            self.assertTrue(os.path.exists(os.path.join(d, "c_dev_k.out")))
            gpu.merge_one(r, CHECKED, NO_ENTRY, None, [Run("1", 1, "Mismatch of out\n", 2.0)], d, False)
            self.assertEqual(r["same_h100"], "no")  # judged against the expected file written above

    def test_gpu_until_check(self):
        """GPU_RUN until-check: runs stopped by their timeout after the check's line are judged on the output
        up to it; a run stopped before it is not a pass; the column is checked."""
        entry = corpus.Entry(None, "in", "", "", gpu_run="until-check:600")
        self.assertEqual((entry.gpu_until_check, entry.gpu_timeout), (True, 600))
        self.assertEqual((NO_ENTRY.gpu_until_check, NO_ENTRY.gpu_timeout), (False, None))
        self.assertRaises(ValueError, corpus.Entry, None, "in", "", "", gpu_run="until-benchmarks")
        ok = TestVerdictText.LLM
        with tempfile.TemporaryDirectory() as d:
            r = {"id": "c/dev/k", "key": "c_dev_k"}
            gpu.merge_one(r, CHECKED, entry, [Run("", 124, ok + "block_size 32 | time 9 ms\n", 600.0)],
                          [Run("", 124, ok + "block_size 32 | time 7 ms\n", 600.0)], d, True)
            self.assertEqual((r["same_h100"], r["cuda_rc"], r["omp_rc"], r.get("time_ratio")), ("yes", 0, 0, None))
            r = {"id": "c/dev/k", "key": "c_dev_k"}
            gpu.merge_one(r, CHECKED, entry, [Run("", 124, ok, 600.0)], [Run("", 124, "Checking\n", 600.0)], d, False)
            self.assertEqual(r["same_h100"], "no")
            r = {"id": "c/dev/k", "key": "c_dev_k"}
            gpu.merge_one(r, CHECKED, NO_ENTRY, [Run("", 124, ok, 600.0)], [Run("", 124, ok, 600.0)], d, False)
            self.assertEqual(r["same_h100"], "inconclusive")  # without the column an original's timeout decides nothing

    def test_seed_from_old_table(self):
        doc = ("x\n" + report.BEGIN + "\n| program | translated | diagnostics | host build | gfx90a | GCC | same, host "
               "| same, H100 | time / CUDA | failure |\n| --- |\n| c/Samples/a/p | ok | C2O1104 C2O1120x16 | ok | ok | ok "
               "| no | yes | 1.07 | run-host: line 1: 2 where the original printed 16 |\n"
               "| c/Samples/a/q | ok |  | ok | link | ok |  |  |  |  |\n"
               "| program | why out of scope | translated | diagnostics |\n| c/Samples/a/o | CUDA graphs | ok | C2O1002 |\n"
               + report.END + "\n")
        res = {}
        self.assertEqual(report.seed_from_docs(doc, res), 3)
        p = res["c_Samples_a_p"]
        self.assertEqual((p["diagnostics"], p["same_host"], p["time_ratio"], p["why_host"]),
                         ({"C2O1104": 1, "C2O1120": 16}, "no", 1.07, "line 1: 2 where the original printed 16"))
        self.assertEqual(res["c_Samples_a_q"]["scope"], "build:")
        self.assertEqual(res["c_Samples_a_o"]["scope"], "out:CUDA graphs")


class RunScriptTest(unittest.TestCase):
    """run_gpu.sh on a pack of shell scripts standing for the binaries (no GPU): fresh data per run, the
    runs of each build, timeouts, the budget, and a results file that parse_gpu_results reads back."""

    def pack(self, d):
        stage = os.path.join(d, "stage")
        for name, text in {
                "bin/k1.cuda": '#!/bin/sh\necho "run $* $(cat input.txt) $(cat ../../common/shared.txt) $(ls | '
                               'tr "\\n" ,)"\necho changed > input.txt\ntouch made\n',
                "bin/k1.omp": '#!/bin/sh\necho "run $* $(cat input.txt) $(cat ../../common/shared.txt) '
                              '$(basename $LD_LIBRARY_PATH)"\necho "c2o: launches queued=2 synchronous=1" >&2\n'
                              'exit 3\n',
                "bin/k2.cuda": "#!/bin/sh\necho started\nsleep 10\n",
                "data/progs/k1/input.txt": "fresh\n", "data/common/shared.txt": "shared\n",
                "data/progs/k2/x": "", "lib22/lib22/x.so": "",
                "programs.txt": "k1\tc\tprogs/k1\t30\t1;-n 2\nk2\tc\tprogs/k2\t1\ta;b\n"}.items():
            os.chmod(write(stage, name, text), 0o755)
        os.makedirs(os.path.join(stage, "trees"))
        tar = ["tar", "-C", os.path.join(stage, "data"), "-cf"]
        import subprocess
        subprocess.run(tar + [os.path.join(stage, "trees", "c.tar"), "common"], check=True)
        for k in ("k1", "k2"):
            subprocess.run(tar + [os.path.join(stage, "trees", k + ".tar"), "progs/" + k], check=True)
        dest = os.path.join(d, "pack")
        os.makedirs(dest)
        subprocess.run(f"tar -C {stage} -cJf {dest}/pack.tar.xz bin trees programs.txt && "
                       f"tar -C {stage}/lib22 -cJf {dest}/lib22.tar.xz lib22", shell=True, check=True)
        with open(os.path.join(dest, "run_gpu.sh"), "w") as f:
            f.write(gpu.RUN_GPU)
        return dest

    def run_script(self, d, dest, budget="540", *args):
        import subprocess
        env = dict(os.environ, C2O_TMP=os.path.join(d, "tmp"), C2O_BUDGET_S=budget)
        os.makedirs(env["C2O_TMP"], exist_ok=True)
        res = os.path.join(d, "results.txt")
        subprocess.run(["bash", os.path.join(dest, "run_gpu.sh"), res] + list(args), env=env, check=True,
                       timeout=60)
        with open(res) as f:
            return res, f.read()

    def test_runs_and_results(self):
        with tempfile.TemporaryDirectory() as d:
            dest = self.pack(d)
            res, text = self.run_script(d, dest)
            runs = gpu.parse_gpu_results(res)
            self.assertEqual([(r.args, r.rc, r.out.strip()) for r in runs[("k1", "cuda")]],
                             [("1", 0, "run 1 fresh shared input.txt,"),
                              ("-n 2", 0, "run -n 2 fresh shared input.txt,")])
            omp = runs[("k1", "omp")]
            self.assertEqual([(r.rc, r.out.split("\n")[0]) for r in omp],
                             [(3, "run 1 fresh shared lib22"), (3, "run -n 2 fresh shared lib22")])
            self.assertEqual(verdict.launch_counts(omp), (4, 2))
            self.assertEqual([(r.args, r.rc, r.out.strip()) for r in runs[("k2", "cuda")]], [("a", 124, "started")])
            self.assertNotIn(("k2", "omp"), runs)  # no binary packed
            self.assertRegex(text, r"=== end \d+ s\n$")
            _, text = self.run_script(d, dest, "0", "2", "2")  # the budget spent: what is left is listed
            self.assertEqual(text.split("\n")[0], "=== skipped k2 (over the budget of 0 s: run_gpu.sh RESULTS2 2 2)")


class TableTest(unittest.TestCase):
    def test_table_reads_back(self):
        import types
        with tempfile.TemporaryDirectory() as d:
            res = {"c_dev_k": {"id": "c/dev/k", "key": "c_dev_k", "scope": "in", "translate": "ok",
                               "diagnostics": {"C2O1104": 2}, "build_host": "ok", "build_gfx90a": "link",
                               "build_gcc": "ok", "clang22": "ok", "same_host": "yes", "same_h100": "no",
                               "why_h100": "run 2 (2): its own check fails: Mismatch | x", "check_gpu": "fail",
                               "launches_gpu": [3, 1], "category": "run-gpu"},
                   "c_dev_o": {"id": "c/dev/o", "key": "c_dev_o", "scope": "out:two GPUs", "translate": "exit 2",
                               "diagnostics": {}}}
            a = types.SimpleNamespace(collections={"c": CHECKED}, work=d, write_docs=False, top=d)
            with contextlib.redirect_stdout(io.StringIO()):
                text = report.write_table(a, res)
            self.assertIn("| c | 2 | 1 | 1 | 1 | 1 | 0 | 1 | 1 | 0 of 1 | 1 of 1 | 0 |", text)
            self.assertIn("| - / fail | - / 3/1 |", text)
            back = {}
            self.assertEqual(report.seed_from_docs(report.BEGIN + "\n" + text + report.END, back), 2)
            k = back["c_dev_k"]
            self.assertEqual((k["clang22"], k["build_gfx90a"], k["same_h100"], k["why_h100"]),
                             ("ok", "link", "no", "run 2 (2): its own check fails: Mismatch | x"))
            self.assertEqual(back["c_dev_o"]["scope"], "out:two GPUs")
            self.assertEqual((k.get("check_host"), k["check_gpu"], k.get("launches_host"), k["launches_gpu"]),
                             (None, "fail", None, [3, 1]))
            res["c_dev_k"].update(check_host="pass", launches_host=[0, 4])
            with contextlib.redirect_stdout(io.StringIO()):
                text = report.write_table(a, res)
            self.assertIn("| pass / fail | 0/4 / 3/1 |", text)
            del res["c_dev_k"]["category"]  # gpu-merge sets none: the row still says which verdict failed
            with contextlib.redirect_stdout(io.StringIO()):
                self.assertIn("|  | run-gpu: run 2 (2): its own", report.write_table(a, res))
            back = {}
            report.seed_from_docs(report.BEGIN + "\n" + text + report.END, back)
            self.assertEqual((back["c_dev_k"]["check_host"], back["c_dev_k"]["launches_host"]), ("pass", [0, 4]))

    def test_launch_cell_of_the_format_before(self):
        self.assertEqual(report.read_launches("12/0"), {"launches_gpu": [12, 0]})
        self.assertEqual(report.read_launches("- / -"), {})
        self.assertEqual(report.read_own_checks("- / pass"), {"check_gpu": "pass"})


class TestVerdictText:
    LLM = VerdictTest.LLM_OK


if __name__ == "__main__":
    unittest.main()
