//===- ParseStopWatch.h - why a parse stopped, in the run's own words -----===//
#pragma once
#include "core/Diagnostics.h"
#include "clang/Basic/Diagnostic.h"
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace c2o {

/// clang's messages go to the printer it wraps; where the parse stops for
/// want of a declaration, the run also says why, at the same place and before
/// clang's message: an include not found names a library the translation does
/// not support (C2O1016, UnsupportedHeaders.def) or asks for the header's
/// folder (C2O1507); a CUDA name the bundled headers do not declare says which
/// part of CUDA it belongs to (C2O1018, UndeclaredCudaNames.def), once per
/// name; a kernel template launched in device code, which clang's host parse
/// rejects, is named as dynamic parallelism (C2O1019).
class ParseStopWatch : public clang::DiagnosticConsumer {
public:
  ParseStopWatch(clang::DiagnosticConsumer &Printer, std::vector<Diagnostic> &Out) : Printer(Printer), Out(Out) {}
  void BeginSourceFile(const clang::LangOptions &LO, const clang::Preprocessor *PP) override {
    Printer.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Printer.EndSourceFile(); }
  void finish() override { Printer.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override;

private:
  void add(const clang::Diagnostic &Info, clang::SourceLocation At, DiagID ID, std::vector<std::string> Args);
  clang::DiagnosticConsumer &Printer;
  std::vector<Diagnostic> &Out;
  std::set<std::string> Reported;
  /// The last "no matching function" error: its notes say whether it was a
  /// launch in device code (C2O1019).
  std::optional<std::pair<clang::SourceLocation, std::string>> NoViableCall;
};

} // namespace c2o
