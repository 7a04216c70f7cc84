//===- Translator.h - translate one CUDA file -----------------------------===//
#pragma once
#include "analysis/LauncherSymbols.h"
#include "analysis/MacroHeads.h"
#include "core/Diagnostics.h"
#include "output/Statistics.h"
#include "policy/AtomicPolicy.h"
#include "policy/MemoryModel.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace c2o {

/// The atomic policy's choice for one floating-point atomic, and the kernel it
/// runs in (each kernel whose launch reaches it, for an atomic in a device
/// function).
struct AtomicHintChoice {
  std::string Kernel; ///< the kernel's name: its launcher's, in the offload entry's symbol
  AtomicHint Hint = AtomicHint::None; ///< Fast (hardware: proven coarse) or Safe (CAS loop)
  unsigned Line = 0; ///< of the atomic in the input
  bool Capture = false; ///< a helper's capture form (c2o_atomic_add), marked fine-grained
  bool IsDouble = false;
};

/// One file a translation writes: the main file, or a file of the project
/// it includes (translated in the main file's context, or as it is).
struct TranslatedFile {
  std::string Path;        ///< the input file (absolute, symbolic links resolved for included files)
  std::string Text;        ///< what to write
  bool Main = false;       ///< the file that was parsed
  bool HoldsCuda = false;  ///< it held CUDA code (else it is written as it is, when it is written)
  bool Changed = false;    ///< the translation changed it
  std::vector<Diagnostic> Diags; ///< the diagnostics placed in it
};

/// What translating one file produced.
struct TranslationResult {
  bool Parsed = false;        ///< false: clang reported errors, nothing to write
  std::string Error;          ///< why it could not be parsed, when not clang's own errors
  std::string ClangErrors;    ///< clang's own messages (errors and warnings of the parse)
  std::string Output;         ///< the translated text of the main file
  /// Every file written: the main file first, then the project's files it
  /// includes (under TranslatorOptions::ProjectRoot), each once.
  std::vector<TranslatedFile> Files;
  std::vector<Diagnostic> Diags; ///< of every file, the main file's first
  FileStats Stats;
  std::vector<std::string> AtomicExplanations; ///< --explain-atomics rows
  std::vector<AtomicHintChoice> AtomicHints;   ///< the choices for FP atomics, in source order
  /// The launchers the translation defines, and those it calls without
  /// their kernel's definition (checked over the run: driver/ProjectLinks.h).
  std::vector<LauncherSymbol> Launchers;
  /// Directives on __CUDA_ARCH__ found to read as nvcc's device pass does
  /// (per file, their ranges): the file is parsed again, nothing translated yet.
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> DeviceArchDirectives;
  /// Uses of the program's macros that write a kernel's head, to write out
  /// (analysis/MacroHeads.h): the file is parsed again, nothing translated yet.
  MacroWriteOuts MacroHeads;
};

/// Settings of a translation run.
struct TranslatorOptions {
  std::string BundledIncludeDir; ///< the declaration-only CUDA headers
  std::string CudaPath;          ///< parse with a real CUDA installation instead
  std::vector<std::string> ExtraArgs;
  /// clang-format style for the code the tool generates: "file" (the user's
  /// .clang-format, else LLVM), a style name, or "none".
  std::string FormatStyle = "file";
  AtomicSettings Atomics;
  MemoryStrategy Memory = MemoryStrategy::Map;
  /// Atomics every thread of a flat kernel applies to one address become
  /// reductions (--atomic-reduction=on, the default).
  bool AtomicReduction = true;
  /// The project's folder (absolute): the files under it that the main file
  /// includes are translated with it. Empty: the main file only.
  std::string ProjectRoot;
  /// Look for conditions on __CUDA_ARCH__ to read as nvcc's device pass
  /// does (translateFile's last parse translates whatever it finds).
  bool FindDeviceArchConditions = true;
  /// Look for function heads written by the program's macros to write out
  /// (translateFile's last parse translates what is left as it is).
  bool WriteOutMacroHeads = true;
  /// The macro uses written out before this parse (set by translateFile):
  /// the kernel rule notes each (C2O1134).
  std::vector<MacroWriteOut> MacroHeadsWrittenOut;
};

/// Parses \p File with the commands \p DB gives for it and translates it.
/// Clang's own errors are printed to stderr.
TranslationResult translateFile(const std::string &File, const clang::tooling::CompilationDatabase &DB,
                                const TranslatorOptions &Opts);

} // namespace c2o
