//===- DiagnosticSelection.h - --suppress-warnings and --werror-ids -------===//
#pragma once
#include "core/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>

namespace c2o {

/// The IDs of a comma-separated list ("C2O1002,C2O1005"). Unknown IDs, and
/// with \p NoErrors IDs of level error, leave \p Problem set (one line).
std::set<DiagID> parseDiagIdList(llvm::StringRef List, llvm::StringRef Option, bool NoErrors, std::string &Problem);

/// A diagnostic about the run itself (C2O15xx: a file kept, an output that
/// does not compile): printed even under --quiet.
bool isRunDiagnostic(DiagID ID);

/// "file:line:col: level: ID: message", or "file: level: ID: message" for a
/// diagnostic about a whole file (line 0).
std::string formatDiagnostic(const Diagnostic &D);

} // namespace c2o
