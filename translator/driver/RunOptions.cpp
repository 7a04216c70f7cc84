//===- RunOptions.cpp - the option values of a translation run ------------===//
#include "driver/RunOptions.h"

namespace c2o {

std::string readAtomicChoices(const AtomicChoiceValues &V, TranslatorOptions &Opts) {
  if (auto C = parseCompiler(V.OmpCompiler)) Opts.Atomics.Compiler = *C;
  else return "unknown --omp-compiler '" + V.OmpCompiler + "' (" + compilerNames() + ", clang-NN)";
  if (!lookupArch(V.OffloadArch))
    return "unknown --offload-arch '" + V.OffloadArch + "' (gfx908, gfx90a, gfx942, sm_NN, host)";
  Opts.Atomics.Arch = V.OffloadArch;
  if (V.AtomicPolicy == "conservative") Opts.Atomics.Mode = AtomicPolicyMode::Conservative;
  else if (V.AtomicPolicy == "fast") Opts.Atomics.Mode = AtomicPolicyMode::Fast;
  else if (V.AtomicPolicy == "safe") Opts.Atomics.Mode = AtomicPolicyMode::Safe;
  else return "unknown --atomic-policy '" + V.AtomicPolicy + "' (conservative, fast, safe)";
  Opts.Atomics.Flags.UnsafeFpAtomics = V.UnsafeFpAtomics;
  if (V.AtomicReduction == "on" || V.AtomicReduction == "off") Opts.AtomicReduction = V.AtomicReduction == "on";
  else return "unknown --atomic-reduction '" + V.AtomicReduction + "' (on, off)";
  return "";
}

std::string readMemoryStrategy(llvm::StringRef Value, MemoryStrategy &Memory) {
  if (Value == "device") Memory = MemoryStrategy::Device;
  else if (Value == "map") Memory = MemoryStrategy::Map;
  else if (Value == "usm") Memory = MemoryStrategy::Usm;
  else return "unknown --memory '" + Value.str() + "' (device, map, usm)";
  return "";
}

std::string outputChoiceProblem(const OutputChoiceValues &V) {
  if (V.MigrateCmake && (V.InPlace || !V.OutputFile.empty()))
    return "--migrate-cmake writes under --out-root; it cannot be combined with -o or --inplace";
  if (V.Inputs == 0 && !V.MigrateCmake && V.BuildPath.empty()) return "no input files (see --help)";
  if (!V.OutputFile.empty() && V.Inputs > 1) return "-o takes one input file; use --out-root for several";
  if (V.InPlace && (!V.OutputFile.empty() || !V.OutRoot.empty()))
    return "--inplace cannot be combined with -o or --out-root";
  return "";
}

std::string reportOnlyProblem(bool ReportOnly, llvm::StringRef ReportPath, bool InPlace, bool MigrateCmake,
                              bool AuditIsa, llvm::StringRef StatsCsv) {
  if (ReportOnly && ReportPath.empty()) return "--report-only writes nothing but the report: give --report=FILE";
  if (ReportOnly && (InPlace || MigrateCmake || AuditIsa || !StatsCsv.empty()))
    return "--report-only writes no file but the report; it cannot be combined with --inplace, --migrate-cmake, "
           "--audit-isa or --stats-csv";
  return "";
}

} // namespace c2o
