#include "core/Diagnostics.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"

namespace c2o {

namespace {
/// The category of an ID "C2O1Hxx" (H: 0 to 5), or nothing for another form.
constexpr int categoryOf(const char *ID) {
  for (int I = 0; I < 7; ++I)
    if (!ID[I] || (I >= 3 && (ID[I] < '0' || ID[I] > '9'))) return -1;
  if (ID[0] != 'C' || ID[1] != '2' || ID[2] != 'O' || ID[3] != '1' || ID[7]) return -1;
  return ID[4] >= '0' && ID[4] <= '5' ? ID[4] - '0' : -1;
}

/// Whether the placeholders of \p Message are {0} ... {N-1}, each used at
/// least once, single digits (formatMessage reads one digit).
constexpr bool placeholdersInOrder(const char *Message) {
  bool Used[10] = {};
  int Highest = -1;
  for (const char *P = Message; *P; ++P) {
    if (*P != '{') continue;
    if (P[1] < '0' || P[1] > '9' || P[2] != '}') return false;
    Used[P[1] - '0'] = true;
    Highest = P[1] - '0' > Highest ? P[1] - '0' : Highest;
  }
  for (int I = 0; I <= Highest; ++I)
    if (!Used[I]) return false;
  return true;
}

#define C2O_DIAG(ID, Name, Level, Message)                                                                           \
  static_assert(categoryOf(#ID) >= 0, #ID ": an ID is C2O1 and three digits, the first of them 0 to 5");           \
  static_assert(placeholdersInOrder(Message), #ID ": the message's placeholders are {0}, {1} ... in use, each once or more");
#include "core/Diagnostics.def"
} // namespace

const std::vector<DiagInfo> &allDiagInfos() {
  static const std::vector<DiagInfo> Table = {
#define C2O_DIAG(ID, Name, Level, Message)                                                                           \
  {#ID, #Name, DiagLevel::Level, Message, static_cast<DiagCategory>(categoryOf(#ID))},
#include "core/Diagnostics.def"
  };
  return Table;
}

const DiagInfo &diagInfo(DiagID ID) { return allDiagInfos()[static_cast<size_t>(ID)]; }

DiagCategory diagCategory(DiagID ID) { return diagInfo(ID).Category; }

llvm::StringRef levelName(DiagLevel L) {
  switch (L) {
  case DiagLevel::Note: return "note";
  case DiagLevel::Warning: return "warning";
  case DiagLevel::Error: return "error";
  }
  return "warning";
}

unsigned argumentCount(DiagID ID) { return placeholderCount(diagInfo(ID).Message); }

std::string formatMessage(DiagID ID, llvm::ArrayRef<std::string> Args) {
  if (Args.size() < argumentCount(ID))
    llvm::report_fatal_error(llvm::Twine("cuda2omp: ") + diagInfo(ID).ID + " (" + diagInfo(ID).Name + ") given " +
                             llvm::Twine(Args.size()) + " argument(s), its message takes " +
                             llvm::Twine(argumentCount(ID)));
  // formatv needs its arguments at compile time; substitute {N} by hand.
  std::string Out;
  llvm::StringRef Msg = diagInfo(ID).Message;
  for (size_t I = 0; I < Msg.size(); ++I) {
    if (Msg[I] == '{' && I + 2 < Msg.size() && isdigit(Msg[I + 1]) && Msg[I + 2] == '}') {
      size_t N = Msg[I + 1] - '0';
      Out += Args[N];
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
