//===- ProjectLinks.cpp - would the translated files of a run link? -------===//
#include "driver/ProjectLinks.h"
#include <map>

namespace c2o {

namespace {

std::string place(const LauncherSymbol &S) { return S.File + ":" + std::to_string(S.Line); }

/// Why no launcher of \p Need's key is defined, when the run says why, or "".
std::string whyUndefined(const LauncherSymbol &Need, const std::map<std::string, const LauncherSymbol *> &Untranslated,
                         const std::map<std::string, const LauncherSymbol *> &ByName) {
  if (auto U = Untranslated.find(Need.Key); U != Untranslated.end())
    return "its definition (" + place(*U->second) + ") is left as CUDA (block-level code that cannot be translated, C2O1001): it has no launcher";
  if (auto N = ByName.find(Need.Name); N != ByName.end())
    return "the kernel of that name this run defines takes other parameters: '" + N->second->Signature + "' (" +
           place(*N->second) + "), and this one is '" + Need.Signature + "'";
  return "";
}

Diagnostic diagnosticAt(const LauncherSymbol &S, DiagID ID, std::vector<std::string> Args) {
  Diagnostic D;
  D.ID = ID;
  D.File = S.File;
  D.Line = S.Line;
  D.Column = S.Column;
  D.Text = formatMessage(ID, Args);
  return D;
}

} // namespace

bool checkLaunchers(ProjectPlan &Project, const std::vector<TranslationResult> &Results, const std::vector<int> &Codes,
                    bool WholeProgram) {
  std::map<std::string, const LauncherSymbol *> Defined, Untranslated, ByName;
  bool AllTranslated = true; // an input that did not parse may define what another calls
  for (size_t I = 0; I < Results.size(); ++I) {
    bool Translated = Codes[I] == 0 && Results[I].Parsed;
    AllTranslated &= Translated || Project.Inputs[I].Code == 0; // translated with its includer
    if (!Translated) continue;
    for (const LauncherSymbol &S : Results[I].Launchers) {
      if (S.Kind == LauncherSymbol::Needed) continue;
      (S.Kind == LauncherSymbol::Defined ? Defined : Untranslated).emplace(S.Key, &S);
      ByName.emplace(S.Name, &S);
    }
  }
  bool Unlinked = false;
  for (size_t I = 0; I < Results.size(); ++I) {
    if (Codes[I] != 0 || !Results[I].Parsed) continue;
    for (const LauncherSymbol &S : Results[I].Launchers) {
      if (S.Kind != LauncherSymbol::Needed || Defined.count(S.Key)) continue;
      std::string Why = whyUndefined(S, Untranslated, ByName);
      if (Why.empty() && WholeProgram && AllTranslated)
        Why = "no source of the compilation database defines it (this run translated them all)";
      if (Why.empty()) {
        Project.Inputs[I].Diags.push_back(diagnosticAt(S, DiagID::LauncherFromAnotherRun, {S.Name}));
        continue;
      }
      Project.Inputs[I].Diags.push_back(diagnosticAt(S, DiagID::LauncherNotLinked, {S.Name, Why}));
      Unlinked = true;
    }
  }
  return Unlinked;
}

} // namespace c2o
