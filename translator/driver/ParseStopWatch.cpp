//===- ParseStopWatch.cpp - why a parse stopped, in the run's own words ---===//
#include "driver/ParseStopWatch.h"
#include "frontend/UndeclaredCudaNames.h"
#include "frontend/UnsupportedHeaders.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Cuda.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"

namespace c2o {

using namespace clang;

namespace {

/// The name a diagnostic's argument \p I holds ("" when it holds none).
std::string nameArgument(const clang::Diagnostic &Info, unsigned I) {
  if (I >= Info.getNumArgs()) return "";
  switch (Info.getArgKind(I)) {
  case DiagnosticsEngine::ak_identifierinfo:
    return Info.getArgIdentifier(I) ? Info.getArgIdentifier(I)->getName().str() : "";
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(I)).getAsString();
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(I);
  default:
    return "";
  }
}

/// The name that a "not declared" error of clang's is about, qualified by
/// the namespace or class it was looked for in ("thrust::minmax_element",
/// "cudaKernelNodeParams::dptr"); "" for any other message.
std::string undeclaredName(const clang::Diagnostic &Info) {
  switch (Info.getID()) {
  case diag::err_undeclared_var_use:
  case diag::err_undeclared_var_use_suggest:
  case diag::err_undeclared_use:
  case diag::err_undeclared_use_suggest:
  case diag::err_unknown_typename:
  case diag::err_unknown_typename_suggest:
  case diag::err_unknown_type_or_class_name_suggest:
  case diag::err_no_template:
  case diag::err_no_template_suggest:
    return nameArgument(Info, 0);
  case diag::err_no_member:
  case diag::err_no_member_suggest:
  case diag::err_no_member_template:
  case diag::err_no_member_template_suggest: {
    std::string Name = nameArgument(Info, 0);
    if (Name.empty() || Info.getNumArgs() < 2 || Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext) return Name;
    const auto *Scope = reinterpret_cast<const DeclContext *>(Info.getRawArg(1));
    if (const auto *ND = dyn_cast_or_null<NamedDecl>(Scope)) return ND->getQualifiedNameAsString() + "::" + Name;
    return Name;
  }
  default:
    return "";
  }
}

/// Whether a candidate rejected for its CUDA target (clang's note) is a
/// __global__ function called from a __global__ or __device__ one: a launch
/// in device code. The note's arguments 3 and 4 are the callee's and the
/// caller's target (clang's CUDAFunctionTarget).
bool launchInDeviceCode(const clang::Diagnostic &Info) {
  if (Info.getNumArgs() < 5) return false;
  auto Target = [&](unsigned I) { return static_cast<CUDAFunctionTarget>(Info.getRawArg(I)); };
  return Target(3) == CUDAFunctionTarget::Global &&
         (Target(4) == CUDAFunctionTarget::Global || Target(4) == CUDAFunctionTarget::Device);
}

} // namespace

void ParseStopWatch::HandleDiagnostic(DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Info.hasSourceManager()) {
    unsigned ID = Info.getID();
    if ((ID == diag::err_pp_file_not_found || ID == diag::err_pp_file_not_found_angled_include_not_fatal ||
         ID == diag::err_pp_file_not_found_typo_not_fatal) &&
        Info.getNumArgs() > 0 && Info.getArgKind(0) == DiagnosticsEngine::ak_std_string) {
      const std::string Header = Info.getArgStdStr(0);
      if (const UnsupportedHeader *H = unsupportedHeader(Header))
        add(Info, Info.getLocation(), DiagID::LibraryNotSupported, {H->Header.str(), H->Library.str(), H->Why.str()});
      else
        add(Info, Info.getLocation(), DiagID::IncludeNotFound, {Header});
    } else if (ID == diag::err_ovl_no_viable_function_in_call) {
      NoViableCall.emplace(Info.getLocation(), nameArgument(Info, 0));
    } else if (ID == diag::note_ovl_candidate_bad_target && NoViableCall && launchInDeviceCode(Info)) {
      add(Info, NoViableCall->first, DiagID::DeviceLaunchOfTemplate, {NoViableCall->second});
      NoViableCall.reset();
    } else if (std::string Name = undeclaredName(Info); !Name.empty()) {
      if (const CudaNameFamily *F = cudaNameFamily(Name); F && Reported.insert(Name).second)
        add(Info, Info.getLocation(), DiagID::CudaNameNotDeclared, {Name, F->Family.str(), F->Why.str()});
    }
  }
  Printer.HandleDiagnostic(Level, Info);
}

void ParseStopWatch::add(const clang::Diagnostic &Info, SourceLocation At, DiagID ID, std::vector<std::string> Args) {
  c2o::Diagnostic D;
  D.ID = ID;
  PresumedLoc P = Info.getSourceManager().getPresumedLoc(At);
  if (P.isValid()) {
    D.File = P.getFilename();
    D.Line = P.getLine();
    D.Column = P.getColumn();
  }
  D.Text = formatMessage(D.ID, Args);
  Out.push_back(std::move(D));
}

} // namespace c2o
