//===- TranslationContext.h - what every rule works with ------------------===//
#pragma once
#include "analysis/MemoryTraffic.h"
#include "output/Diagnostics.h"
#include "policy/AtomicPolicy.h"
#include "rewrite/EditSet.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include <set>
#include <string>
#include <vector>

namespace c2o {

/// Counts for --print-stats / --stats-csv.
struct FileStats {
  std::string File;
  unsigned Converted = 0;   ///< CUDA references translated
  unsigned Unconverted = 0; ///< CUDA references left with a warning
  unsigned Kernels = 0, Launches = 0;
  unsigned ChangedLines = 0, TotalLines = 0;
  double Seconds = 0;
};

/// How floating-point atomics are translated (issue #4's policy).
struct AtomicSettings {
  OmpCompiler Compiler = OmpCompiler::Aomp;
  std::string Arch = "gfx90a";
  AtomicPolicyMode Mode = AtomicPolicyMode::Conservative;
  bool UnsafeFpAtomicsFlag = false; ///< the output will be built with -munsafe-fp-atomics
};

/// How device memory is expressed (--memory).
enum class MemoryStrategy {
  Device, ///< device pointers from omp_target_alloc, copies with omp_target_memcpy
  Map,    ///< host buffers mapped with target enter/exit data where the traffic allows (default)
  Usm     ///< every allocation is host memory under unified shared memory
};

class ProvenanceAnalysis;

/// State of the translation of one main file, shared by the rules.
class TranslationContext {
public:
  TranslationContext(clang::ASTContext &Ctx, EditSet &Edits, std::string BundledDir)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Edits(Edits), BundledDir(std::move(BundledDir)) {}

  clang::ASTContext &Ctx;
  clang::SourceManager &SM;
  EditSet &Edits;
  std::vector<Diagnostic> Diags;
  FileStats Stats;
  bool NeedsUnifiedSharedMemory = false;
  AtomicSettings Atomics;
  MemoryStrategy Memory = MemoryStrategy::Map;
  /// --memory=map: the file's cudaMallocManaged buffers (MemoryTraffic),
  /// analysed once before the rules; MapRule writes them.
  std::vector<ManagedPlan> ManagedPlans;
  /// Is this cudaMallocManaged reference, or this pointer, a managed buffer
  /// mapped around its launches (no C2O1101, no unified shared memory; the
  /// GPU touches its device copy)?
  bool mapsManagedAround(const clang::Expr *AllocCallee) const;
  bool mapsManagedAround(const clang::VarDecl *Pointer) const;
  const ProvenanceAnalysis *Provenance = nullptr;
  /// One line per atomic for --explain-atomics.
  std::vector<std::string> AtomicExplanations;

  /// True when \p L is spelled in one of the bundled CUDA headers.
  bool isBundled(clang::SourceLocation L) const;
  bool isBundled(const clang::Decl *D) const;
  /// Offset in the main file where the token at \p L is spelled, if it is.
  std::optional<unsigned> spellingOffset(clang::SourceLocation L) const;
  /// Offset in the main file of a file (non-macro) location.
  std::optional<unsigned> fileOffset(clang::SourceLocation L) const;
  /// Offset just past the token at file location \p L.
  std::optional<unsigned> tokenEndOffset(clang::SourceLocation L) const;
  /// The current text (edits applied) of the token range \p R (file locations).
  std::optional<std::string> text(clang::SourceRange R) const;
  /// Replaces the token spelled at \p L.
  bool replaceToken(clang::SourceLocation L, llvm::StringRef NewText);
  /// Offset of the start of the line holding \p Offset.
  unsigned lineStart(unsigned Offset) const;
  /// The indentation of the line holding \p Offset.
  std::string indentOf(unsigned Offset) const;

  /// Records a diagnostic at \p L (the comment goes in at the end).
  void diag(DiagID ID, clang::SourceLocation L, llvm::ArrayRef<std::string> Args = {});

  /// Nodes a structural rule will rewrite whole; the reference rule skips them.
  std::set<const void *> Claimed;

private:
  std::string BundledDir;
};

} // namespace c2o
