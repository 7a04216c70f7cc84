#include "core/Diagnostics.h"
#include "llvm/Support/FormatVariadic.h"

namespace c2o {

const std::vector<DiagInfo> &allDiagInfos() {
  static const std::vector<DiagInfo> Table = {
#define C2O_DIAG(ID, Level, Message) {#ID, DiagLevel::Level, Message},
#include "core/Diagnostics.def"
  };
  return Table;
}

const DiagInfo &diagInfo(DiagID ID) { return allDiagInfos()[static_cast<size_t>(ID)]; }

llvm::StringRef levelName(DiagLevel L) {
  switch (L) {
  case DiagLevel::Note: return "note";
  case DiagLevel::Warning: return "warning";
  case DiagLevel::Error: return "error";
  }
  return "warning";
}

std::string formatMessage(DiagID ID, llvm::ArrayRef<std::string> Args) {
  // formatv needs its arguments at compile time; substitute {N} by hand.
  std::string Out;
  llvm::StringRef Msg = diagInfo(ID).Message;
  for (size_t I = 0; I < Msg.size(); ++I) {
    if (Msg[I] == '{' && I + 2 < Msg.size() && isdigit(Msg[I + 1]) && Msg[I + 2] == '}') {
      size_t N = Msg[I + 1] - '0';
      Out += N < Args.size() ? Args[N] : std::string("?");
      I += 2;
      continue;
    }
    Out += Msg[I];
  }
  return Out;
}

std::string Diagnostic::format() const {
  const DiagInfo &Info = diagInfo(ID);
  return llvm::formatv("{0}:{1}:{2}: {3}: {4}: {5}", File, Line, Column, levelName(Info.Level),
                       Info.ID, Text)
      .str();
}

} // namespace c2o
