#include "tools/DiagnosticSelection.h"
#include "llvm/ADT/SmallVector.h"

namespace c2o {

std::set<DiagID> parseDiagIdList(llvm::StringRef List, llvm::StringRef Option, bool NoErrors, std::string &Problem) {
  std::set<DiagID> IDs;
  llvm::SmallVector<llvm::StringRef, 8> Names;
  List.split(Names, ',', -1, false);
  const std::vector<DiagInfo> &All = allDiagInfos();
  for (llvm::StringRef Name : Names) {
    Name = Name.trim();
    size_t I = 0;
    while (I < All.size() && !Name.equals_insensitive(All[I].ID)) ++I;
    if (I == All.size()) {
      Problem = "unknown diagnostic ID '" + Name.str() + "' in --" + Option.str() +
                " (IDs look like C2O1002; each has a page in docs/diagnostics/)";
      return {};
    }
    if (NoErrors && All[I].Level == DiagLevel::Error) {
      Problem = "--" + Option.str() + " cannot take '" + Name.str() + "': it is an error";
      return {};
    }
    IDs.insert(static_cast<DiagID>(I));
  }
  return IDs;
}

bool isRunDiagnostic(DiagID ID) { return diagCategory(ID) == DiagCategory::Run; }

std::string formatDiagnostic(const Diagnostic &D) {
  if (D.Line != 0) return D.format();
  const DiagInfo &Info = diagInfo(D.ID);
  return D.File + ": " + levelName(Info.Level).str() + ": " + Info.ID + ": " + D.Text;
}

} // namespace c2o
