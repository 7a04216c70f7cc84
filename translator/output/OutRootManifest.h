//===- OutRootManifest.h - what cuda2omp wrote into --out-root ------------===//
//
// --out-root holds .cuda2omp-manifest.json: for each file a run wrote there,
// its path under the root and the SHA-256 of what was written. A later run
// overwrites a file only when it is still what cuda2omp wrote (or already
// what it would write): a file edited since, or one cuda2omp never wrote, is
// left as it is unless --force.
//===----------------------------------------------------------------------===//
#pragma once
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <map>
#include <string>

namespace c2o {

/// The SHA-256 of \p Text, in hex.
std::string contentHash(llvm::StringRef Text);

class OutRootManifest {
public:
  static constexpr const char *FileName = ".cuda2omp-manifest.json";

  /// Reads \p Root's manifest; none there is an empty manifest. A manifest
  /// that cannot be read leaves Problem set (one line) and the manifest empty,
  /// so that every existing file counts as not written by cuda2omp.
  static OutRootManifest load(const std::string &Root);

  /// What writing \p NewText to \p Path (under the root) would do.
  enum class Verdict {
    Absent,     ///< no file there: write
    Same,       ///< the file holds \p NewText already
    Ours,       ///< the file is what cuda2omp wrote last: overwrite
    Edited,     ///< written by cuda2omp, changed since (C2O1501)
    NotOurs,    ///< not in the manifest (C2O1502)
  };
  Verdict judge(const std::string &Path, llvm::StringRef NewText) const;

  /// \p Path (under the root) now holds \p Text.
  void record(const std::string &Path, llvm::StringRef Text);
  /// Writes the manifest into the root (atomically).
  llvm::Error save() const;

  std::string path() const; ///< the manifest file's own path
  std::string Problem;      ///< why the manifest could not be read, if it could not

private:
  /// \p Path relative to the root, '/'-separated; "" when not under it.
  std::string relative(const std::string &Path) const;
  std::string Root;
  std::map<std::string, std::string> Hashes; ///< relative path -> SHA-256
};

} // namespace c2o
