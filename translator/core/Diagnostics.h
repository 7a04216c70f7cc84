//===- Diagnostics.h - cuda2omp's own diagnostics -------------------------===//
#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace c2o {

enum class DiagLevel { Note, Warning, Error };

/// Every diagnostic, by its name (DiagID::UnsupportedApi), generated from
/// Diagnostics.def: code names a diagnostic only this way.
enum class DiagID {
#define C2O_DIAG(ID, Name, Level, Message) Name,
#include "core/Diagnostics.def"
};

/// The same diagnostics by their stable IDs (diag_id::C2O1002), for the
/// tables that name a diagnostic by the ID users see (the Note column of
/// ApiMappings.def, CudaNameArguments.def): an ID the table lacks does not
/// compile.
namespace diag_id {
#define C2O_DIAG(ID, Name, Level, Message) inline constexpr DiagID ID = DiagID::Name;
#include "core/Diagnostics.def"
} // namespace diag_id

/// What a diagnostic is about: the hundreds of its ID (Diagnostics.def).
enum class DiagCategory {
  Unconverted, ///< C2O10xx: a CUDA construct left as it is
  Caveat,      ///< C2O11xx: translated, with a caveat
  Atomic,      ///< C2O12xx: the atomic policy
  Map,         ///< C2O13xx: the map memory strategy
  BuildScript, ///< C2O14xx: --migrate-cmake
  Run,         ///< C2O15xx: the run itself
};

/// The static description of one diagnostic.
struct DiagInfo {
  const char *ID;   ///< "C2O1002"
  const char *Name; ///< "UnsupportedApi"
  DiagLevel Level;
  const char *Message;
  DiagCategory Category;
};

/// Looks up the table row of \p ID.
const DiagInfo &diagInfo(DiagID ID);
/// What \p ID is about (its ID's hundreds).
DiagCategory diagCategory(DiagID ID);
/// All rows of the table, in declaration order.
const std::vector<DiagInfo> &allDiagInfos();
/// "note", "warning" or "error".
llvm::StringRef levelName(DiagLevel L);

/// One diagnostic given at one place of one file.
struct Diagnostic {
  DiagID ID;
  std::string File;
  unsigned Line = 0, Column = 0;
  unsigned Offset = 0; ///< file offset of the place, used to insert the comment
  std::string Text;    ///< the message with its arguments filled in

  /// "file:line:col: warning: C2O1002: message"
  std::string format() const;
};

/// How many arguments a message takes: its highest placeholder {N}, plus one
/// (Diagnostics.cpp checks at compile time that {0} ... {N} are all used).
constexpr unsigned placeholderCount(const char *Message) {
  unsigned N = 0;
  for (const char *P = Message; *P; ++P)
    if (P[0] == '{' && P[1] >= '0' && P[1] <= '9' && P[2] == '}' && unsigned(P[1] - '0') + 1 > N) N = P[1] - '0' + 1;
  return N;
}

/// How many arguments \p ID's message takes.
unsigned argumentCount(DiagID ID);

/// Fills the {0}, {1} ... of \p ID's message. Fewer arguments than the
/// message takes is the translator's bug: a fatal error naming the ID (no
/// message goes out with a hole in it).
std::string formatMessage(DiagID ID, llvm::ArrayRef<std::string> Args);

} // namespace c2o
