#include "buildscript/CMakeScript.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

namespace c2o {
namespace cmake {

using namespace llvm;

unsigned Script::lineOf(size_t Offset) const {
  return 1 + StringRef(Text).take_front(Offset).count('\n');
}

namespace {
class Reader {
public:
  explicit Reader(StringRef T) : T(T) {}

  Expected<Script> read() {
    Script S;
    S.Text = T.str();
    while (true) {
      if (Error E = skipSpaceAndComments()) return std::move(E);
      if (P >= T.size()) break;
      char C = T[P];
      if (isAlpha(C) || C == '_') {
        Expected<Command> Cmd = command();
        if (!Cmd) return Cmd.takeError();
        S.Commands.push_back(std::move(*Cmd));
        continue;
      }
      return fail("expected a command");
    }
    return std::move(S);
  }

private:
  StringRef T;
  size_t P = 0;

  std::pair<unsigned, unsigned> where(size_t Off) const {
    StringRef Before = T.take_front(Off);
    size_t NL = Before.rfind('\n');
    return {unsigned(1 + Before.count('\n')), unsigned(NL == StringRef::npos ? Off + 1 : Off - NL)};
  }
  Error fail(StringRef Msg, size_t At = StringRef::npos) const {
    auto [L, C] = where(At == StringRef::npos ? P : At);
    return createStringError(inconvertibleErrorCode(), formatv("{0}:{1}: {2}", L, C, Msg).str());
  }

  /// [=*[ at P: the number of = signs, or -1.
  int bracketOpen(size_t At) const {
    if (At >= T.size() || T[At] != '[') return -1;
    size_t Q = At + 1;
    while (Q < T.size() && T[Q] == '=') ++Q;
    if (Q < T.size() && T[Q] == '[') return int(Q - At - 1);
    return -1;
  }
  /// Skips a bracket body after its opener; P at the opener.
  Error skipBracket(int Level) {
    size_t Start = P;
    std::string Closer = "]" + std::string(Level, '=') + "]";
    size_t E = T.find(Closer, P + Level + 2);
    if (E == StringRef::npos) return fail("unterminated bracket", Start);
    P = E + Closer.size();
    return Error::success();
  }

  Error skipSpaceAndComments() {
    while (P < T.size()) {
      char C = T[P];
      if (C == ' ' || C == '\t' || C == '\r' || C == '\n') {
        ++P;
      } else if (C == '#') {
        int Level = bracketOpen(P + 1);
        if (Level >= 0) {
          ++P;
          if (Error E = skipBracket(Level)) return E;
        } else {
          while (P < T.size() && T[P] != '\n') ++P;
        }
      } else {
        break;
      }
    }
    return Error::success();
  }

  Expected<Command> command() {
    Command Cmd;
    Cmd.Begin = P;
    auto [L, Col] = where(P);
    Cmd.Line = L;
    Cmd.Column = Col;
    while (P < T.size() && (isAlnum(T[P]) || T[P] == '_')) ++P;
    Cmd.Name = T.slice(Cmd.Begin, P).str();
    Cmd.Lower = StringRef(Cmd.Name).lower();
    while (P < T.size() && (T[P] == ' ' || T[P] == '\t')) ++P;
    if (P >= T.size() || T[P] != '(') return fail("expected '(' after '" + Cmd.Name + "'");
    Cmd.Open = P++;
    int Depth = 0;
    while (true) {
      if (Error E = skipSpaceAndComments()) return std::move(E);
      if (P >= T.size()) return fail("missing ')' of '" + Cmd.Name + "'", Cmd.Begin);
      char C = T[P];
      Argument A;
      A.Begin = P;
      if (C == ')') {
        if (Depth == 0) {
          Cmd.Close = P;
          Cmd.End = ++P;
          return std::move(Cmd);
        }
        --Depth;
        A.Kind = ArgKind::Close;
        A.Value = ")";
        A.End = ++P;
      } else if (C == '(') {
        ++Depth;
        A.Kind = ArgKind::Open;
        A.Value = "(";
        A.End = ++P;
      } else if (C == '"') {
        ++P;
        while (P < T.size() && T[P] != '"') P += T[P] == '\\' ? 2 : 1;
        if (P >= T.size()) return fail("unterminated quoted argument", A.Begin);
        A.Kind = ArgKind::Quoted;
        A.Value = T.slice(A.Begin + 1, P).str();
        A.End = ++P;
      } else if (int Level = bracketOpen(P); Level >= 0) {
        if (Error E = skipBracket(Level)) return std::move(E);
        A.Kind = ArgKind::Bracket;
        A.Value = T.slice(A.Begin + Level + 2, P - Level - 2).str();
        A.End = P;
      } else {
        // Unquoted: up to white space, a parenthesis or a comment; a quoted
        // part inside (-DX="a b", the legacy form) belongs to it.
        while (P < T.size()) {
          char D = T[P];
          if (D == ' ' || D == '\t' || D == '\r' || D == '\n' || D == '(' || D == ')' || D == '#') break;
          if (D == '\\') {
            P += 2;
            continue;
          }
          if (D == '"') {
            ++P;
            while (P < T.size() && T[P] != '"') P += T[P] == '\\' ? 2 : 1;
            if (P >= T.size()) return fail("unterminated quoted part of an argument", A.Begin);
          }
          if (D == '$' && P + 1 < T.size() && T[P + 1] == '<') {
            // A generator expression may hold spaces only when quoted; but it
            // holds ':' ',' and '>' freely: read to its matching '>'.
            int G = 0;
            while (P < T.size()) {
              if (T[P] == '$' && P + 1 < T.size() && T[P + 1] == '<') {
                ++G;
                P += 2;
                continue;
              }
              if (T[P] == '>' && --G == 0) break;
              if (T[P] == ' ' || T[P] == '\n' || T[P] == ')') break;
              ++P;
            }
            if (P < T.size() && T[P] == '>') ++P;
            continue;
          }
          ++P;
        }
        A.Kind = ArgKind::Unquoted;
        A.Value = T.slice(A.Begin, P).str();
        A.End = P;
        if (A.End == A.Begin) return fail("unexpected character");
      }
      Cmd.Args.push_back(std::move(A));
    }
  }
};
} // namespace

Expected<Script> parseScript(StringRef Text) { return Reader(Text).read(); }

std::string escapeForQuotes(StringRef Text) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\') {
      Out += C;
      Out += I + 1 < Text.size() ? Text[++I] : '\\'; // an escape as written, or a lone one doubled
    } else if (C == '"') {
      Out += "\\\"";
    } else {
      Out += C;
    }
  }
  return Out;
}

std::string asArgument(StringRef Text) {
  if (!Text.empty() && Text.find_first_of(" \t\r\n()#\"\\;[]") == StringRef::npos)
    return Text.str();
  return "\"" + escapeForQuotes(Text) + "\"";
}

} // namespace cmake
} // namespace c2o
