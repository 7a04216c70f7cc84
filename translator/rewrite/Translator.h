//===- Translator.h - translate one CUDA file -----------------------------===//
#pragma once
#include "output/Diagnostics.h"
#include "rewrite/TranslationContext.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <memory>
#include <string>
#include <vector>

namespace c2o {

/// What translating one file produced.
struct TranslationResult {
  bool Parsed = false;        ///< false: clang reported errors, nothing to write
  std::string Error;          ///< why it could not be parsed, when not clang's own errors
  std::string Output;         ///< the translated text
  std::vector<Diagnostic> Diags;
  FileStats Stats;
  std::vector<std::string> AtomicExplanations; ///< --explain-atomics rows
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
};

/// Parses \p File with the commands \p DB gives for it and translates it.
/// Clang's own errors are printed to stderr.
TranslationResult translateFile(const std::string &File, const clang::tooling::CompilationDatabase &DB,
                                const TranslatorOptions &Opts);

} // namespace c2o
