// Every row of the tables of shared/seeds/003 (and the measured compiler facts
// of shared/reference/amd-memory-model.md) as a test case of the policy data.
#include "policy/AtomicPolicy.h"
#include "policy/MemoryModel.h"
#include <catch2/catch.hpp>
#include <fstream>
#include <regex>
#include <sstream>

using namespace c2o;

#define Gfx90a (*lookupArch("gfx90a"))
#define Gfx942 (*lookupArch("gfx942"))

namespace {
/// codeFor with a hint only and -munsafe-fp-atomics or not (the old signature).
AtomicCode code(OmpCompiler C, const ArchInfo &A, AtomicOp Op, bool IsDouble, AtomicHint H, bool Unsafe) {
  AtomicFlags F;
  F.UnsafeFpAtomics = Unsafe;
  return codeFor(C, A, Op, IsDouble, {H, {}}, F);
}
/// codeFor with an attribute (fine, remote, ignore denormal: -1 not said) and flags.
AtomicCode withAttribute(OmpCompiler C, const ArchInfo &A, bool IsDouble, int Fine, int Remote, int Denormal,
                         AtomicFlags F = {}) {
  auto Said = [](int V) { return V < 0 ? std::nullopt : std::optional<bool>(V != 0); };
  return codeFor(C, A, AtomicOp::FpAddSub, IsDouble, {AtomicHint::None, {Said(Fine), Said(Remote), Said(Denormal)}}, F);
}
} // namespace

TEST_CASE("seed table: compiler option x hint clause (ROCm on gfx90a)", "[policy][seed]") {
  struct Row { AtomicHint Hint; bool Flag; AtomicCode Expected; };
  // Rows: none / -munsafe-fp-atomics / -mno-unsafe-fp-atomics (same as none).
  const Row Rows[] = {
      {AtomicHint::None, false, AtomicCode::CasLoop}, {AtomicHint::Fast, false, AtomicCode::Hardware},
      {AtomicHint::Safe, false, AtomicCode::CasLoop}, {AtomicHint::None, true, AtomicCode::Hardware},
      {AtomicHint::Fast, true, AtomicCode::Hardware}, {AtomicHint::Safe, true, AtomicCode::CasLoop},
  };
  for (const Row &R : Rows)
    for (bool IsDouble : {false, true}) {
      INFO("hint " << hintName(R.Hint).str() << " flag " << R.Flag << " double " << IsDouble);
      CHECK(code(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpAddSub, IsDouble, R.Hint, R.Flag) == R.Expected);
    }
}

TEST_CASE("seed table: -munsafe-fp-atomics on fine and coarse memory", "[policy][seed]") {
  // -munsafe-fp-atomics: fine -> incorrect results, coarse -> correct and fast.
  CHECK(verdictFor(AtomicOp::FpAddSub, false, Granularity::Fine, AtomicCode::Hardware, Gfx90a) == AtomicVerdict::Wrong);
  CHECK(verdictFor(AtomicOp::FpAddSub, false, Granularity::Coarse, AtomicCode::Hardware, Gfx90a) == AtomicVerdict::Ok);
  // default: correct but slow on coarse; on fine the CAS loop is what correctness needs.
  CHECK(verdictFor(AtomicOp::FpAddSub, false, Granularity::Coarse, AtomicCode::CasLoop, Gfx90a) == AtomicVerdict::Slow);
  CHECK(verdictFor(AtomicOp::FpAddSub, false, Granularity::Fine, AtomicCode::CasLoop, Gfx90a) == AtomicVerdict::Ok);
  // Integer atomics are hardware atomics and correct everywhere.
  CHECK(verdictFor(AtomicOp::Integer, false, Granularity::Fine, AtomicCode::Hardware, Gfx90a) == AtomicVerdict::Ok);
}

TEST_CASE("seed tables: default granularity per allocator, HSA_XNACK=0 and 1", "[policy][seed]") {
  // USM mode, memory not mapped: what the GPU touches directly.
  const MemoryConfig X0{false, true}, X1{true, true};
  CHECK(granularityOf(AllocationKind::HostMemory, false, X0) == Granularity::Fault);   // malloc: seg fault
  CHECK(granularityOf(AllocationKind::HostMemory, false, X1) == Granularity::Fine);    // malloc: fine
  CHECK(granularityOf(AllocationKind::ManagedMemory, false, X0) == Granularity::Fine); // hipMallocManaged
  CHECK(granularityOf(AllocationKind::ManagedMemory, false, X1) == Granularity::Fine);
  CHECK(granularityOf(AllocationKind::DeviceMemory, false, X0) == Granularity::Coarse); // hipMalloc
  CHECK(granularityOf(AllocationKind::DeviceMemory, false, X1) == Granularity::Coarse);
  CHECK(granularityOf(AllocationKind::PinnedHostMemory, false, X0) == Granularity::Fine); // hipHostMalloc
  CHECK(granularityOf(AllocationKind::PinnedHostMemory, false, X1) == Granularity::Fine);
}

TEST_CASE("seed table: OpenMP allocation mechanisms", "[policy][seed]") {
  const MemoryConfig Default{false, false}, UsmX1{true, true};
  // map clause, default mode: device allocation + transfer -> coarse.
  CHECK(granularityOf(AllocationKind::HostMemory, true, Default) == Granularity::Coarse);
  // map clause under unified_shared_memory: pages switch to coarse grain permanently.
  CHECK(granularityOf(AllocationKind::HostMemory, true, UsmX1) == Granularity::Coarse);
  // omp_target_alloc, both modes: coarse.
  CHECK(granularityOf(AllocationKind::DeviceMemory, false, Default) == Granularity::Coarse);
  CHECK(granularityOf(AllocationKind::DeviceMemory, false, UsmX1) == Granularity::Coarse);
}

TEST_CASE("seed tables: hipHostMalloc flags, managed memory and malloc with hipMemAdvise", "[policy][seed]") {
  for (bool X : {false, true}) {
    const MemoryConfig C{X, true};
    CHECK(granularityOf(AllocationKind::PinnedHostMemory, false, C) == Granularity::Fine); // Default..Coherent
    CHECK(granularityOf(AllocationKind::NonCoherentHostMemory, false, C) == Granularity::Coarse);
    CHECK(granularityOf(AllocationKind::CoarseAdvisedMemory, false, C) == Granularity::Coarse);
  }
  CHECK(granularityOf(AllocationKind::SharedMemory, false, {}) == Granularity::Lds);
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Lds, AtomicCode::Hardware, Gfx90a) == AtomicVerdict::Ok);
}

TEST_CASE("measured: what clang 19 and ROCm do per architecture", "[policy][measured]") {
  for (AtomicHint H : {AtomicHint::None, AtomicHint::Fast, AtomicHint::Safe})
    for (bool Flag : {false, true}) {
      // Debian clang 19.1.7, gfx90a: flat_atomic_cmpswap_x2 for every hint, with or without the flag.
      CHECK(code(OmpCompiler::Clang19, Gfx90a, AtomicOp::FpAddSub, true, H, Flag) == AtomicCode::CasLoop);
      CHECK(code(OmpCompiler::Clang19, Gfx90a, AtomicOp::FpCapture, false, H, Flag) == AtomicCode::CasLoop);
      // ROCm on gfx942: the fast path always, hints ignored.
      CHECK(code(OmpCompiler::Aomp, Gfx942, AtomicOp::FpAddSub, true, H, Flag) == AtomicCode::Hardware);
    }
  // clang 19, gfx942: flat_atomic_add_f64 for every hint, with or without -munsafe-fp-atomics ...
  CHECK(code(OmpCompiler::Clang19, Gfx942, AtomicOp::FpAddSub, true, AtomicHint::None, true) == AtomicCode::Hardware);
  CHECK(code(OmpCompiler::Clang19, Gfx942, AtomicOp::FpAddSub, true, AtomicHint::Safe, false) == AtomicCode::Hardware);
  // ... and a cmpswap loop for `atomic compare` min/max (as clang 22 everywhere).
  CHECK(code(OmpCompiler::Clang19, Gfx942, AtomicOp::FpMinMax, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  // ROCm does not pass the hint to atomic capture.
  CHECK(code(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpCapture, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  // f64 min/max are hardware atomics on gfx90a, f32 ones are not.
  CHECK(code(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpMinMax, true, AtomicHint::Fast, false) == AtomicCode::Hardware);
  CHECK(code(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpMinMax, false, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(honoursHint(OmpCompiler::Aomp, Gfx90a));
  CHECK_FALSE(honoursHint(OmpCompiler::Clang, Gfx90a));
  CHECK_FALSE(honoursHint(OmpCompiler::Clang19, Gfx90a));
  CHECK_FALSE(honoursHint(OmpCompiler::Gcc, *lookupArch("sm_90")));
  // gfx942 has fine-grained FP atomics: hardware on fine memory is correct there.
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Fine, AtomicCode::Hardware, Gfx942) == AtomicVerdict::Ok);
  CHECK(lookupArch("gfx90a:xnack+")->Name == "gfx90a");
  // gfx908 has no hardware double add: a CAS loop whatever the hint.
  CHECK(code(OmpCompiler::Aomp, *lookupArch("gfx908"), AtomicOp::FpAddSub, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(code(OmpCompiler::Aomp, *lookupArch("gfx908"), AtomicOp::FpAddSub, false, AtomicHint::Fast, false) == AtomicCode::Hardware);
  // GCC 12 nvptx: atom.cas.b64 / atom.cas.b32 for omp atomic on double / float (PTX, -save-temps);
  // correct on NVIDIA, where FP atomics have no coarse/fine distinction.
  CHECK(code(OmpCompiler::Gcc, *lookupArch("sm_90"), AtomicOp::FpAddSub, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Fine, AtomicCode::CasLoop, *lookupArch("sm_90")) == AtomicVerdict::Ok);
}

TEST_CASE("measured: upstream clang >= 20 (Debian clang 22.1.8) reads the attribute and the flags", "[policy][measured]") {
  // A plain `#pragma omp atomic` on a double: no fine-grained memory assumed,
  // global_atomic_add_f64 on gfx90a and gfx942 - whatever the hint.
  for (AtomicHint H : {AtomicHint::None, AtomicHint::Fast, AtomicHint::Safe}) {
    CHECK(code(OmpCompiler::Clang, Gfx90a, AtomicOp::FpAddSub, true, H, false) == AtomicCode::Hardware);
    CHECK(code(OmpCompiler::Clang, Gfx90a, AtomicOp::FpCapture, true, H, false) == AtomicCode::Hardware);
    CHECK(code(OmpCompiler::Clang, Gfx942, AtomicOp::FpAddSub, true, H, false) == AtomicCode::Hardware);
  }
  CHECK_FALSE(honoursHint(OmpCompiler::Clang, Gfx942));
  CHECK(honoursAttribute(OmpCompiler::Clang, Gfx90a));
  // ... so on fine-grained memory on gfx90a it is wrong.
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Fine,
                   code(OmpCompiler::Clang, Gfx90a, AtomicOp::FpAddSub, true, AtomicHint::Safe, false), Gfx90a) ==
        AtomicVerdict::Wrong);
  // [[clang::atomic(fine_grained_memory, remote_memory)]]: global_atomic_cmpswap_x2 on both.
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, true, 1, 1, -1) == AtomicCode::CasLoop);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx942, true, 1, 1, -1) == AtomicCode::CasLoop);
  // gfx90a: fine-grained alone is a CAS loop; gfx942 needs fine-grained *and* remote for one.
  AtomicFlags FineFlag;
  FineFlag.Defaults.FineGrained = true;
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, true, -1, -1, -1, FineFlag) == AtomicCode::CasLoop);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx942, true, -1, -1, -1, FineFlag) == AtomicCode::Hardware);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, true, 1, 0, -1) == AtomicCode::CasLoop);
  AtomicFlags RemoteFlag;
  RemoteFlag.Defaults.Remote = true;
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, true, -1, -1, -1, RemoteFlag) == AtomicCode::Hardware);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx942, true, -1, -1, -1, RemoteFlag) == AtomicCode::Hardware);
  // The attribute wins over the flag.
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, true, 0, 0, -1, FineFlag) == AtomicCode::Hardware);
  // A float add on gfx90a: hardware only when it may ignore the denormal mode
  // (flat_atomic_cmpswap without; global_atomic_add_f32 with -munsafe-fp-atomics
  // or ignore_denormal_mode); gfx942: flat_atomic_add_f32 either way.
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, false, -1, -1, -1) == AtomicCode::CasLoop);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, false, 0, 0, 1) == AtomicCode::Hardware);
  AtomicFlags Unsafe;
  Unsafe.UnsafeFpAtomics = true;
  CHECK(withAttribute(OmpCompiler::Clang, Gfx90a, false, -1, -1, -1, Unsafe) == AtomicCode::Hardware);
  CHECK(withAttribute(OmpCompiler::Clang, Gfx942, false, -1, -1, -1) == AtomicCode::Hardware);
  // gfx908: no double add; float as on gfx90a.
  CHECK(withAttribute(OmpCompiler::Clang, *lookupArch("gfx908"), true, 0, 0, 1) == AtomicCode::CasLoop);
  CHECK(withAttribute(OmpCompiler::Clang, *lookupArch("gfx908"), false, 0, 0, 1) == AtomicCode::Hardware);
  // `atomic compare` min/max: a cmpswap loop whatever the attribute.
  CHECK(codeFor(OmpCompiler::Clang, Gfx90a, AtomicOp::FpMinMax, true, {AtomicHint::Fast, {false, false, true}}, {}) ==
        AtomicCode::CasLoop);
  // clang 19 reads none of it.
  CHECK(withAttribute(OmpCompiler::Clang19, Gfx942, true, 1, 1, -1) == AtomicCode::Hardware);
  CHECK_FALSE(honoursAttribute(OmpCompiler::Clang19, Gfx90a));
}

TEST_CASE("each mechanism writes the choice so that its compilers follow it", "[policy]") {
  for (OmpCompiler C : {OmpCompiler::Portable, OmpCompiler::Aomp, OmpCompiler::Clang})
    for (AtomicHint Choice : {AtomicHint::Fast, AtomicHint::Safe})
      for (bool IsDouble : {false, true}) {
        INFO(compilerName(C).str() << " " << hintName(Choice).str() << " double " << IsDouble);
        AtomicSpelling S = spellChoice(C, Choice);
        for (OmpCompiler M : membersOf(C))
          CHECK(codeFor(M, Gfx90a, AtomicOp::FpAddSub, IsDouble, S.Marking, {}) ==
                wantedCode(Gfx90a, AtomicOp::FpAddSub, IsDouble, Choice));
      }
  // portable = the hint and the attribute; aomp the hint; clang the attribute.
  CHECK(spellChoice(OmpCompiler::Portable, AtomicHint::Safe).Clause == " hint(AMD_safe_fp_atomics)");
  CHECK(spellChoice(OmpCompiler::Portable, AtomicHint::Safe).Attribute == "C2O_ATOMIC_FINE");
  CHECK(spellChoice(OmpCompiler::Aomp, AtomicHint::Fast).Attribute.empty());
  CHECK(spellChoice(OmpCompiler::Clang, AtomicHint::Fast).Clause.empty());
  CHECK(spellChoice(OmpCompiler::Clang, AtomicHint::Fast).Attribute == "C2O_ATOMIC_COARSE");
  CHECK(spellChoice(OmpCompiler::Gcc, AtomicHint::Fast).Attribute.empty());
  // A hint alone is not enough for upstream clang >= 20: the safe hint gives
  // hardware there (the reason the default is portable).
  CHECK(codeFor(OmpCompiler::Portable, Gfx90a, AtomicOp::FpAddSub, true, {AtomicHint::Safe, {}}, {}) ==
        AtomicCode::Hardware);
}

TEST_CASE("compiler names, versions and the attribute's spelling", "[policy]") {
  CHECK(parseCompiler("portable") == OmpCompiler::Portable);
  CHECK(parseCompiler("rocm") == OmpCompiler::Aomp);
  CHECK(parseCompiler("clang-22") == OmpCompiler::Clang);
  CHECK(parseCompiler("clang++-20") == OmpCompiler::Clang);
  CHECK(parseCompiler("clang-19") == OmpCompiler::Clang19);
  CHECK(parseCompiler("clang18") == OmpCompiler::Clang19);
  CHECK_FALSE(parseCompiler("clang-x").has_value());
  CHECK_FALSE(parseCompiler("icx").has_value());
  CHECK(compilerName(OmpCompiler::Clang19) == "clang19");
  auto A = parseAtomicAttributeOptions(" fine_grained_memory , no_remote_memory");
  REQUIRE(A);
  CHECK(A->FineGrained == true);
  CHECK(A->Remote == false);
  CHECK_FALSE(A->IgnoreDenormal.has_value());
  CHECK(A->spelling() == "fine_grained_memory, no_remote_memory");
  CHECK_FALSE(parseAtomicAttributeOptions("fine_grained_memory, coarse").has_value());
  // Nesting: the inner attribute overrides what it says, and only that.
  AtomicAttribute Outer{true, true, std::nullopt}, Inner{false, std::nullopt, true};
  AtomicAttribute M = Outer.under(Inner);
  CHECK(M.FineGrained == false);
  CHECK(M.Remote == true);
  CHECK(M.IgnoreDenormal == true);
  AtomicFlags F;
  CHECK(F.consume("-fno-atomic-remote-memory"));
  CHECK(F.consume("-munsafe-fp-atomics"));
  CHECK_FALSE(F.consume("-O2"));
  CHECK(F.spelling() == "-munsafe-fp-atomics -fno-atomic-remote-memory");
}

TEST_CASE("helpers define the attribute macros of the table", "[policy][helpers]") {
  std::ifstream In(C2O_TEST_HELPERS_INCLUDE "/c2o_atomic_hints.h");
  REQUIRE(In.good());
  std::stringstream Text;
  Text << In.rdbuf();
  std::string S = Text.str();
  for (const AttributeMacro &M : attributeMacros()) {
    INFO(M.Name.str());
    std::regex Def("#define " + M.Name.str() + " \\[\\[clang::atomic\\(([^)]*)\\)\\]\\]");
    std::smatch Got;
    REQUIRE(std::regex_search(S, Got, Def));
    auto Parsed = parseAtomicAttributeOptions(Got[1].str());
    REQUIRE(Parsed);
    CHECK(Parsed->spelling() == M.Attribute.spelling());
  }
}

TEST_CASE("the conservative policy is fast only where every configuration is coarse", "[policy]") {
  CHECK(chooseHint(AtomicPolicyMode::Conservative, {Granularity::Coarse, Granularity::Coarse}) == AtomicHint::Fast);
  CHECK(chooseHint(AtomicPolicyMode::Conservative, {Granularity::Coarse, Granularity::Fine}) == AtomicHint::Safe);
  CHECK(chooseHint(AtomicPolicyMode::Conservative, {Granularity::Unknown}) == AtomicHint::Safe);
  CHECK(chooseHint(AtomicPolicyMode::Conservative, {Granularity::Fault, Granularity::Coarse}) == AtomicHint::Fast);
  CHECK(chooseHint(AtomicPolicyMode::Fast, {Granularity::Fine}) == AtomicHint::Fast);
  CHECK(chooseHint(AtomicPolicyMode::Safe, {Granularity::Coarse}) == AtomicHint::Safe);
}

TEST_CASE("memory that may be device or managed memory gets the safe hint", "[policy]") {
  // A pointer field stored both from cudaMalloc and from cudaMallocManaged
  // (provenance_test: "two allocators on one field give both sites").
  std::vector<Granularity> Seen;
  for (bool X : {false, true})
    for (AllocationKind K : {AllocationKind::DeviceMemory, AllocationKind::ManagedMemory})
      Seen.push_back(granularityOf(K, false, {X, false}));
  CHECK(chooseHint(AtomicPolicyMode::Conservative, Seen) == AtomicHint::Safe);
}

TEST_CASE("MemoryModel.def has one row per allocation kind", "[policy]") {
  // The order is checked when MemoryModel.cpp compiles; the names must match too.
  CHECK(allocationName(AllocationKind::DeviceMemory) == "DeviceMemory");
  CHECK(allocationName(AllocationKind::UnknownMemory) == "UnknownMemory");
  CHECK(allocationName(static_cast<AllocationKind>(NumAllocationKinds - 1)) == "UnknownMemory");
}
