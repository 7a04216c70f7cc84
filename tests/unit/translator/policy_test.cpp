// Every row of the tables of shared/seeds/003 (and the measured compiler facts
// of shared/reference/amd-memory-model.md) as a test case of the policy data.
#include "policy/AtomicPolicy.h"
#include "policy/MemoryModel.h"
#include <catch2/catch.hpp>

using namespace c2o;

#define Gfx90a (*lookupArch("gfx90a"))
#define Gfx942 (*lookupArch("gfx942"))

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
      CHECK(codeFor(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpAddSub, IsDouble, R.Hint, R.Flag) == R.Expected);
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
      CHECK(codeFor(OmpCompiler::Clang, Gfx90a, AtomicOp::FpAddSub, true, H, Flag) == AtomicCode::CasLoop);
      // ROCm on gfx942: the fast path always, hints ignored.
      CHECK(codeFor(OmpCompiler::Aomp, Gfx942, AtomicOp::FpAddSub, true, H, Flag) == AtomicCode::Hardware);
    }
  // clang 19, gfx942: flat_atomic_add_f64 for every hint, with or without -munsafe-fp-atomics.
  CHECK(codeFor(OmpCompiler::Clang, Gfx942, AtomicOp::FpAddSub, true, AtomicHint::None, true) == AtomicCode::Hardware);
  CHECK(codeFor(OmpCompiler::Clang, Gfx942, AtomicOp::FpAddSub, true, AtomicHint::Safe, false) == AtomicCode::Hardware);
  // ROCm does not pass the hint to atomic capture.
  CHECK(codeFor(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpCapture, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  // f64 min/max are hardware atomics on gfx90a, f32 ones are not.
  CHECK(codeFor(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpMinMax, true, AtomicHint::Fast, false) == AtomicCode::Hardware);
  CHECK(codeFor(OmpCompiler::Aomp, Gfx90a, AtomicOp::FpMinMax, false, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(honoursHint(OmpCompiler::Aomp, Gfx90a));
  CHECK_FALSE(honoursHint(OmpCompiler::Clang, Gfx90a));
  CHECK_FALSE(honoursHint(OmpCompiler::Gcc, *lookupArch("sm_90")));
  // gfx942 has fine-grained FP atomics: hardware on fine memory is correct there.
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Fine, AtomicCode::Hardware, Gfx942) == AtomicVerdict::Ok);
  CHECK(lookupArch("gfx90a:xnack+")->Name == "gfx90a");
  // gfx908 has no hardware double add: a CAS loop whatever the hint.
  CHECK(codeFor(OmpCompiler::Aomp, *lookupArch("gfx908"), AtomicOp::FpAddSub, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(codeFor(OmpCompiler::Aomp, *lookupArch("gfx908"), AtomicOp::FpAddSub, false, AtomicHint::Fast, false) == AtomicCode::Hardware);
  // GCC 12 nvptx: atom.cas.b64 / atom.cas.b32 for omp atomic on double / float (PTX, -save-temps);
  // correct on NVIDIA, where FP atomics have no coarse/fine distinction.
  CHECK(codeFor(OmpCompiler::Gcc, *lookupArch("sm_90"), AtomicOp::FpAddSub, true, AtomicHint::Fast, false) == AtomicCode::CasLoop);
  CHECK(verdictFor(AtomicOp::FpAddSub, true, Granularity::Fine, AtomicCode::CasLoop, *lookupArch("sm_90")) == AtomicVerdict::Ok);
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
