// Tests of c2o_granularity.h: HSA_XNACK, the granularity query and the
// fast-FP-atomic assertion. One program, run twice by ctest:
//   "~[fake_hsa]"  as the machine is (no ROCm here): answers are UNKNOWN with
//                  the "no ROCm runtime" reason; also HSA_XNACK, null
//                  pointers, the once-per-process note, and ROCm's
//                  omp_is_coarse_grain_mem_region through a stand-in below;
//   "[fake_hsa]"   with LD_LIBRARY_PATH on a folder holding fake_hsa.c built
//                  as libhsa-runtime64.so.1, so the header's real dlopen/dlsym
//                  path runs: COARSE/FINE answers, the hsa_amd_pointer_info
//                  fallback, the check function, and the macro's abort
//                  (in child processes: fork + waitpid).
// Built with and without -DC2O_CHECK_FAST_ATOMICS=0/1; the macro tests expect
// what the build asks for.
#include "c2o_runtime.h"

#include <catch2/catch.hpp>

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

// ------------------------------------------------- stand-ins and helpers ----

// Stand-in for ROCm's libomptarget function (absent from upstream LLVM's and
// GCC's runtimes). The program is linked with -rdynamic, so the header's
// dlsym(RTLD_DEFAULT, ...) finds it. Answers 0 ("not coarse, as far as
// OpenMP knows") unless a test says otherwise.
static int omp_stand_in_answer = 0;
static unsigned long omp_stand_in_calls = 0;
extern "C" int omp_is_coarse_grain_mem_region(void *ptr, size_t size) {
  (void)ptr;
  (void)size;
  ++omp_stand_in_calls;
  return omp_stand_in_answer;
}

// Whether the header calls the stand-in: only when the default device is an
// offload device (clang's host-offload line has one, g++ -foffload=disable none).
static bool omp_api_consulted() {
  int dev = omp_get_default_device();
  return dev >= 0 && dev < omp_get_num_devices();
}

static const char *const rocr_name = "libhsa-runtime64.so.1";
static const char *const no_rocm = "no ROCm runtime (libhsa-runtime64 not found)";

// An environment variable set for one scope (nullptr: unset), then restored.
struct ScopedEnv {
  std::string name, old;
  bool had;
  ScopedEnv(const char *n, const char *value) : name(n), had(false) {
    if (const char *v = std::getenv(n)) {
      had = true;
      old = v;
    }
    if (value)
      setenv(n, value, 1);
    else
      unsetenv(n);
  }
  ~ScopedEnv() {
    if (had)
      setenv(name.c_str(), old.c_str(), 1);
    else
      unsetenv(name.c_str());
  }
};

// Runs body in a child process with stderr captured; the child exits 0 when
// body returns (or with body's own _exit/abort).
struct ChildResult {
  int status;
  std::string err;
  bool exited(int code) const { return WIFEXITED(status) && WEXITSTATUS(status) == code; }
  bool aborted() const { return WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT; }
};
template <class Body> ChildResult in_child(Body body) {
  int fds[2];
  ChildResult r{0, std::string()};
  REQUIRE(pipe(fds) == 0);
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    close(fds[1]);
    signal(SIGABRT, SIG_DFL); // not Catch2's handler: let abort() end the child
    body();
    std::fflush(stderr);
    _exit(0);
  }
  close(fds[1]);
  char buf[512];
  ssize_t n;
  while ((n = read(fds[0], buf, sizeof buf)) > 0) r.err.append(buf, static_cast<size_t>(n));
  close(fds[0]);
  REQUIRE(waitpid(pid, &r.status, 0) == pid);
  return r;
}

static size_t count_of(const std::string &text, const std::string &what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// In a child: forget the cached C2O_CHECK_FAST_ATOMICS and the "noted" flag,
// so that the child reads its own environment.
static void fresh_check_state() {
  c2o_impl_fast_atomic_check_env = -1;
  c2o_impl_fast_atomic_unknown_noted = 0;
}

static const char *const unknown_note = "c2o: could not check fast FP atomics at ";
static const char *const fine_message = "c2o: fast FP atomics on fine-grained memory at ";
static const char *const fine_advice =
    "results would be wrong on MI200; use hint(AMD_safe_fp_atomics) or coarse-grained memory\n";

// ------------------------------------------------------------- no ROCm ----

TEST_CASE("granularity: HSA_XNACK", "[granularity][xnack]") {
  {
    ScopedEnv e("HSA_XNACK", "1");
    CHECK(c2o_xnack_enabled() == 1);
  }
  {
    ScopedEnv e("HSA_XNACK", "0");
    CHECK(c2o_xnack_enabled() == 0);
  }
  {
    ScopedEnv e("HSA_XNACK", nullptr);
    CHECK(c2o_xnack_enabled() == -1);
  }
  {
    // ROCr treats any other value as unset
    ScopedEnv e("HSA_XNACK", "yes");
    CHECK(c2o_xnack_enabled() == -1);
    setenv("HSA_XNACK", "", 1);
    CHECK(c2o_xnack_enabled() == -1);
  }
}

TEST_CASE("granularity: without ROCm the answer is unknown, and says why",
          "[granularity][no_rocm]") {
  std::vector<double> v(256);
  const char *how = nullptr;
  c2o_granularity_t g = c2o_query_granularity(v.data(), v.size() * sizeof(double), &how);
  REQUIRE(how != nullptr);
  INFO("answer " << g << ": " << how);
  // The query loaded ROCr if the machine has it; then there is nothing to test.
  void *rocr = dlopen(rocr_name, RTLD_NOW | RTLD_NOLOAD);
  if (rocr) {
    dlclose(rocr);
    WARN("this machine has " << rocr_name << ": the no-ROCm answer is not testable here");
  } else {
    CHECK(g == C2O_GRANULARITY_UNKNOWN);
    CHECK(std::string(how) == no_rocm);
    CHECK(c2o_query_granularity(v.data(), 1, nullptr) == C2O_GRANULARITY_UNKNOWN);
    CHECK(c2o_query_granularity(&g, 0, &how) == C2O_GRANULARITY_UNKNOWN); // stack, 0 bytes
    CHECK(std::string(how) == no_rocm);
  }
}

TEST_CASE("granularity: a null pointer is unknown", "[granularity]") {
  const char *how = nullptr;
  CHECK(c2o_query_granularity(nullptr, 64, &how) == C2O_GRANULARITY_UNKNOWN);
  REQUIRE(how != nullptr);
  CHECK(std::string(how) == "null pointer");
}

TEST_CASE("granularity: omp_is_coarse_grain_mem_region answers coarse, not fine",
          "[granularity][omp_api]") {
  double x[8] = {0};
  const char *how = nullptr;
  unsigned long calls = omp_stand_in_calls;
  omp_stand_in_answer = 1;
  c2o_granularity_t g = c2o_query_granularity(x, sizeof x, &how);
  omp_stand_in_answer = 0;
  REQUIRE(how != nullptr);
  INFO("omp_get_num_devices() = " << omp_get_num_devices() << ", answer: " << how);
  if (omp_api_consulted()) {
    CHECK(omp_stand_in_calls == calls + 1);
    CHECK(g == C2O_GRANULARITY_COARSE);
    CHECK(std::string(how) == "omp_is_coarse_grain_mem_region");
    // 0 is not conclusive (no `requires unified_shared_memory`, or pages the
    // OpenMP runtime did not switch): the query goes on to ROCr.
    g = c2o_query_granularity(x, sizeof x, &how);
    CHECK(omp_stand_in_calls == calls + 2);
    CHECK(std::string(how) != "omp_is_coarse_grain_mem_region");
  } else {
    CHECK(omp_stand_in_calls == calls); // host only: never asked
    CHECK(std::string(how) != "omp_is_coarse_grain_mem_region");
  }
}

TEST_CASE("granularity: unknown memory is noted once per process, and the check goes on",
          "[granularity][no_rocm]") {
  if (void *rocr = dlopen(rocr_name, RTLD_NOW | RTLD_NOLOAD)) {
    dlclose(rocr);
    WARN("this machine has " << rocr_name << ": not testable here");
    return;
  }
  static double data[16];
  ChildResult r = in_child([] {
    fresh_check_state();
    int a = c2o_check_fast_fp_atomic(data, sizeof data, "here.c", 7);
    int b = c2o_check_fast_fp_atomic(data, sizeof data, "here.c", 8);
    _exit(a == 2 && b == 2 ? 0 : 1);
  });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
  CHECK(count_of(r.err, unknown_note) == 1);
  CHECK(count_of(r.err, "(here.c:7): memory granularity unknown: " + std::string(no_rocm)) == 1);

  // The macro, enabled by the environment (or compiled in): goes on.
  r = in_child([] {
    setenv("C2O_CHECK_FAST_ATOMICS", "1", 1);
    fresh_check_state();
    C2O_ASSERT_FAST_FP_ATOMIC(data, sizeof data);
    C2O_ASSERT_FAST_FP_ATOMIC(data + 1, sizeof(double));
  });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
#if defined(C2O_CHECK_FAST_ATOMICS) && !C2O_CHECK_FAST_ATOMICS
  CHECK(r.err.empty()); // compiled out
#else
  CHECK(count_of(r.err, unknown_note) == 1);
#endif
}

// ------------------------------------------------- fake ROCr (fake_hsa.c) ----

// The fake's controls, found in the loaded library.
struct FakeHsa {
  int (*register_range)(const void *, size_t, int);
  void (*reset)();
  void (*fail)(int, int);
  unsigned long (*calls)(int);
};

static bool queried_before_fake = false; // whether a [fake_hsa] test queried already

static FakeHsa fake_hsa() {
  FakeHsa f{nullptr, nullptr, nullptr, nullptr};
  void *h = dlopen(rocr_name, RTLD_NOW | RTLD_NOLOAD);
  REQUIRE(h != nullptr);
  void *syms[4] = {dlsym(h, "fake_hsa_register"), dlsym(h, "fake_hsa_reset"),
                   dlsym(h, "fake_hsa_fail"), dlsym(h, "fake_hsa_calls")};
  dlclose(h); // the header still holds it
  INFO("is " << rocr_name << " the fake? (run with LD_LIBRARY_PATH on fake_hsa's folder)");
  for (void *s : syms) REQUIRE(s != nullptr);
  std::memcpy(&f.register_range, &syms[0], sizeof f.register_range);
  std::memcpy(&f.reset, &syms[1], sizeof f.reset);
  std::memcpy(&f.fail, &syms[2], sizeof f.fail);
  std::memcpy(&f.calls, &syms[3], sizeof f.calls);
  f.reset();
  return f;
}

TEST_CASE("granularity: the header loads libhsa-runtime64.so.1 itself", "[fake_hsa]") {
  void *before = dlopen(rocr_name, RTLD_NOW | RTLD_NOLOAD);
  if (before) dlclose(before);
  if (!queried_before_fake) CHECK(before == nullptr); // nobody loaded it yet
  double x = 0.0;
  const char *how = nullptr;
  c2o_granularity_t g = c2o_query_granularity(&x, sizeof x, &how);
  queried_before_fake = true;
  REQUIRE(how != nullptr);
  INFO("answer: " << how);
  FakeHsa f = fake_hsa(); // loaded now, and it is the fake
  (void)f;
  CHECK(g == C2O_GRANULARITY_FINE); // nothing registered: fine-grained system memory
  CHECK(std::string(how) == "hsa_amd_svm_attributes_get");
}

TEST_CASE("granularity: hsa_amd_svm_attributes_get answers coarse and fine", "[fake_hsa]") {
  queried_before_fake = true;
  FakeHsa f = fake_hsa();
  std::vector<double> coarse(1024), fine(1024);
  REQUIRE(f.register_range(coarse.data(), coarse.size() * sizeof(double), 1));
  const char *how = nullptr;
  const std::string svm = "hsa_amd_svm_attributes_get";

  CHECK(c2o_query_granularity(coarse.data(), coarse.size() * sizeof(double), &how) ==
        C2O_GRANULARITY_COARSE);
  CHECK(how == svm);
  CHECK(c2o_query_granularity(coarse.data() + 10, 100 * sizeof(double), &how) ==
        C2O_GRANULARITY_COARSE);
  CHECK(how == svm);
  CHECK(c2o_query_granularity(coarse.data() + 1023, 0, &how) == C2O_GRANULARITY_COARSE);
  CHECK(how == svm);
  CHECK(c2o_query_granularity(fine.data(), fine.size() * sizeof(double), &how) ==
        C2O_GRANULARITY_FINE);
  CHECK(how == svm);
  // partly inside the coarse range: counts as fine
  CHECK(c2o_query_granularity(coarse.data() + 1020, 8 * sizeof(double), &how) ==
        C2O_GRANULARITY_FINE);
  CHECK(how == svm + " (range partly fine-grained)");
  CHECK(f.calls(0) == 5);
  CHECK(f.calls(1) == 0); // the SVM query answered every time
  CHECK(c2o_query_granularity(nullptr, 8, &how) == C2O_GRANULARITY_UNKNOWN);
  CHECK(f.calls(0) == 5);
  f.reset();
}

TEST_CASE("granularity: hsa_amd_pointer_info when the SVM query fails", "[fake_hsa]") {
  queried_before_fake = true;
  FakeHsa f = fake_hsa();
  std::vector<float> coarse(512), fine(512), plain(512);
  REQUIRE(f.register_range(coarse.data(), coarse.size() * sizeof(float), 1));
  REQUIRE(f.register_range(fine.data(), fine.size() * sizeof(float), 0));
  f.fail(0x1000 /* HSA_STATUS_ERROR */, 0);
  const char *how = nullptr;

  // The fake rejects a pointer-info struct whose size field does not reach
  // global_flags: these answers prove the header sets it.
  CHECK(c2o_query_granularity(coarse.data() + 3, 4, &how) == C2O_GRANULARITY_COARSE);
  CHECK(std::string(how) == "hsa_amd_pointer_info");
  CHECK(c2o_query_granularity(fine.data(), 4, &how) == C2O_GRANULARITY_FINE);
  CHECK(std::string(how) == "hsa_amd_pointer_info");
  CHECK(c2o_query_granularity(plain.data(), 4, &how) == C2O_GRANULARITY_UNKNOWN);
  CHECK(std::string(how) == "hsa_amd_pointer_info: memory not allocated or registered by ROCr");
  CHECK(f.calls(0) == 3);
  CHECK(f.calls(1) == 3);

  // ROCr loaded but not initialized: both answer HSA_STATUS_ERROR_NOT_INITIALIZED.
  f.fail(0x100B, 0x100B);
  CHECK(c2o_query_granularity(coarse.data(), 4, &how) == C2O_GRANULARITY_UNKNOWN);
  CHECK(std::string(how) ==
        "ROCr not initialized in this process (HSA_STATUS_ERROR_NOT_INITIALIZED)");
  f.fail(0x1000, 0x1000);
  CHECK(c2o_query_granularity(coarse.data(), 4, &how) == C2O_GRANULARITY_UNKNOWN);
  CHECK(std::string(how) ==
        "ROCr could not answer (hsa_amd_svm_attributes_get and hsa_amd_pointer_info failed)");
  f.reset();
}

TEST_CASE("granularity: c2o_check_fast_fp_atomic returns 0 coarse, 1 fine, 2 unknown",
          "[fake_hsa]") {
  queried_before_fake = true;
  FakeHsa f = fake_hsa();
  static double coarse[64], fine[64];
  REQUIRE(f.register_range(coarse, sizeof coarse, 1));

  ChildResult r =
      in_child([] { _exit(c2o_check_fast_fp_atomic(coarse, sizeof coarse, __FILE__, __LINE__)); });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
  CHECK(r.err.empty());

  r = in_child([] { _exit(c2o_check_fast_fp_atomic(fine + 2, 64, "kernel.cpp", 42)); });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(1));
  CHECK(r.err.find(fine_message) == 0);
  CHECK(r.err.find(" (64 bytes, kernel.cpp:42): ") != std::string::npos);
  CHECK(r.err.find(fine_advice) != std::string::npos);

  f.fail(0x100B, 0x100B);
  r = in_child([] {
    fresh_check_state();
    _exit(c2o_check_fast_fp_atomic(coarse, sizeof coarse, "k.cpp", 1));
  });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(2));
  CHECK(count_of(r.err, unknown_note) == 1);
  CHECK(r.err.find("ROCr not initialized") != std::string::npos);
  f.reset();
}

TEST_CASE("granularity: C2O_ASSERT_FAST_FP_ATOMIC aborts on fine memory when enabled",
          "[fake_hsa][macro]") {
  queried_before_fake = true;
  FakeHsa f = fake_hsa();
  static double coarse[64], fine[64];
  REQUIRE(f.register_range(coarse, sizeof coarse, 1));
  auto assert_with_env = [](const char *env, double *p) {
    return in_child([env, p] {
      if (env)
        setenv("C2O_CHECK_FAST_ATOMICS", env, 1);
      else
        unsetenv("C2O_CHECK_FAST_ATOMICS");
      fresh_check_state();
      C2O_ASSERT_FAST_FP_ATOMIC(p, 64 * sizeof(double));
    });
  };

#if !defined(C2O_CHECK_FAST_ATOMICS)
  // Default build: the environment decides.
  ChildResult r = assert_with_env("1", fine);
  INFO("child stderr: " << r.err);
  CHECK(r.aborted());
  CHECK(r.err.find(fine_message) == 0);
  CHECK(r.err.find(" (512 bytes, ") != std::string::npos);
  CHECK(r.err.find("test_granularity.cpp:") != std::string::npos);
  CHECK(r.err.find(fine_advice) != std::string::npos);

  r = assert_with_env("1", coarse);
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
  CHECK(r.err.empty());

  for (const char *off : {static_cast<const char *>(nullptr), "0", ""}) {
    r = assert_with_env(off, fine);
    INFO("C2O_CHECK_FAST_ATOMICS=" << (off ? off : "(unset)") << ", child stderr: " << r.err);
    CHECK(r.exited(0));
    CHECK(r.err.empty());
  }
  // Disabled, the arguments are not evaluated, and the environment is read once.
  r = in_child([] {
    unsetenv("C2O_CHECK_FAST_ATOMICS");
    fresh_check_state();
    int evaluated = 0;
    C2O_ASSERT_FAST_FP_ATOMIC((++evaluated, fine), sizeof fine);
    setenv("C2O_CHECK_FAST_ATOMICS", "1", 1); // too late: cached
    C2O_ASSERT_FAST_FP_ATOMIC((++evaluated, fine), sizeof fine);
    _exit(evaluated == 0 && c2o_impl_fast_atomic_check_env == 0 ? 0 : 3);
  });
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
#elif C2O_CHECK_FAST_ATOMICS
  // Compiled in: checks whatever the environment says.
  ChildResult r = assert_with_env(nullptr, fine);
  INFO("child stderr: " << r.err);
  CHECK(r.aborted());
  CHECK(r.err.find(fine_message) == 0);
  r = assert_with_env("0", fine);
  INFO("child stderr: " << r.err);
  CHECK(r.aborted());
  r = assert_with_env("0", coarse);
  CHECK(r.exited(0));
  CHECK(r.err.empty());
#else
  // Compiled out: nothing, whatever the environment says.
  ChildResult r = assert_with_env("1", fine);
  INFO("child stderr: " << r.err);
  CHECK(r.exited(0));
  CHECK(r.err.empty());
#endif
  f.reset();
}
