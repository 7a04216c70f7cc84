//===- Diagnostics.h - cuda2omp's own diagnostics -------------------------===//
#pragma once
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace c2o {

enum class DiagLevel { Note, Warning, Error };

/// Every diagnostic ID, generated from Diagnostics.def.
enum class DiagID {
#define C2O_DIAG(ID, Level, Message) ID,
#include "core/Diagnostics.def"
};

/// The static description of one diagnostic ID.
struct DiagInfo {
  const char *ID;
  DiagLevel Level;
  const char *Message;
};

/// Looks up the table row of \p ID.
const DiagInfo &diagInfo(DiagID ID);
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

/// Fills the {0}, {1} ... of \p ID's message.
std::string formatMessage(DiagID ID, llvm::ArrayRef<std::string> Args);

} // namespace c2o
