// The option values of a translation run (driver/RunOptions.h): each word
// read into TranslatorOptions or refused with the accepted values, and the
// combinations of options that cannot go together.
#include "driver/RunOptions.h"
#include <catch2/catch.hpp>

using namespace c2o;

TEST_CASE("the atomics' choices are read in order; the first refused value is named", "[RunOptions]") {
  TranslatorOptions Opts;
  AtomicChoiceValues V;
  CHECK(readAtomicChoices(V, Opts) == "");
  CHECK(Opts.Atomics.Arch == "gfx90a");
  CHECK(Opts.Atomics.Mode == AtomicPolicyMode::Conservative);
  CHECK(Opts.AtomicReduction);

  V.AtomicPolicy = "safe";
  V.AtomicReduction = "off";
  V.UnsafeFpAtomics = true;
  V.OffloadArch = "gfx942";
  CHECK(readAtomicChoices(V, Opts) == "");
  CHECK(Opts.Atomics.Mode == AtomicPolicyMode::Safe);
  CHECK_FALSE(Opts.AtomicReduction);
  CHECK(Opts.Atomics.Flags.UnsafeFpAtomics);
  CHECK(Opts.Atomics.Arch == "gfx942");

  AtomicChoiceValues Bad;
  Bad.OmpCompiler = "icc";
  Bad.AtomicPolicy = "reckless";
  std::string Problem = readAtomicChoices(Bad, Opts);
  CHECK(Problem.rfind("unknown --omp-compiler 'icc' (", 0) == 0);
  CHECK(Problem.find(", clang-NN)") != std::string::npos);
  Bad.OmpCompiler = "gcc";
  CHECK(readAtomicChoices(Bad, Opts) == "unknown --atomic-policy 'reckless' (conservative, fast, safe)");
  Bad = AtomicChoiceValues();
  Bad.OffloadArch = "gfx000";
  CHECK(readAtomicChoices(Bad, Opts) == "unknown --offload-arch 'gfx000' (gfx908, gfx90a, gfx942, sm_NN, host)");
  Bad = AtomicChoiceValues();
  Bad.AtomicReduction = "maybe";
  CHECK(readAtomicChoices(Bad, Opts) == "unknown --atomic-reduction 'maybe' (on, off)");
}

TEST_CASE("the memory strategy", "[RunOptions]") {
  MemoryStrategy M = MemoryStrategy::Map;
  CHECK(readMemoryStrategy("device", M) == "");
  CHECK(M == MemoryStrategy::Device);
  CHECK(readMemoryStrategy("usm", M) == "");
  CHECK(M == MemoryStrategy::Usm);
  CHECK(readMemoryStrategy("map", M) == "");
  CHECK(M == MemoryStrategy::Map);
  CHECK(readMemoryStrategy("shared", M) == "unknown --memory 'shared' (device, map, usm)");
  CHECK(M == MemoryStrategy::Map);
}

TEST_CASE("where the output goes: combinations refused", "[RunOptions]") {
  OutputChoiceValues V;
  CHECK(outputChoiceProblem(V) == "no input files (see --help)");
  V.BuildPath = "build";
  CHECK(outputChoiceProblem(V) == ""); // -p: the database's sources
  V = OutputChoiceValues();
  V.Inputs = 2;
  V.OutputFile = "a.cpp";
  CHECK(outputChoiceProblem(V) == "-o takes one input file; use --out-root for several");
  V.Inputs = 1;
  CHECK(outputChoiceProblem(V) == "");
  V.InPlace = true;
  CHECK(outputChoiceProblem(V) == "--inplace cannot be combined with -o or --out-root");
  V.MigrateCmake = true; // named first
  CHECK(outputChoiceProblem(V) ==
        "--migrate-cmake writes under --out-root; it cannot be combined with -o or --inplace");
  V = OutputChoiceValues();
  V.MigrateCmake = true;
  CHECK(outputChoiceProblem(V) == ""); // the build alone
}

TEST_CASE("--report-only writes nothing but the report", "[RunOptions]") {
  CHECK(reportOnlyProblem(false, "", true, true, true, "s.csv") == "");
  CHECK(reportOnlyProblem(true, "r.json", false, false, false, "") == "");
  CHECK(reportOnlyProblem(true, "", false, false, false, "") ==
        "--report-only writes nothing but the report: give --report=FILE");
  CHECK(reportOnlyProblem(true, "r.json", false, false, false, "s.csv").find("cannot be combined with --inplace") !=
        std::string::npos);
}
