#include "analysis/DeviceBuffers.h"
#include "analysis/HostCode.h"
#include "core/SourceRanges.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/SetVector.h"
#include <algorithm>
#include <map>

namespace c2o {

using namespace clang;

namespace {

class DeviceAnalyzer : public HostFunctionBody {
public:
  using HostFunctionBody::HostFunctionBody;
  void run(std::vector<BufferPlan> &Out);

private:
  /// Two byte counts are the same: the same constant, or the same text
  /// (blanks and outer parentheses aside).
  static std::string squeeze(std::string S) {
    S.erase(std::remove_if(S.begin(), S.end(), [](char C) { return isspace((unsigned char)C); }), S.end());
    while (S.size() > 2 && S.front() == '(' && S.back() == ')') {
      int Depth = 0;
      bool Outer = true;
      for (size_t I = 0; I + 1 < S.size(); ++I) {
        if (S[I] == '(') ++Depth;
        if (S[I] == ')') --Depth;
        if (Depth == 0) { Outer = false; break; }
      }
      if (!Outer) break;
      S = S.substr(1, S.size() - 2);
    }
    return S;
  }
  bool sameSize(const Expr *A, const Expr *B) const {
    Expr::EvalResult RA, RB;
    if (A->EvaluateAsInt(RA, Ctx) && B->EvaluateAsInt(RB, Ctx))
      return llvm::APSInt::isSameValue(RA.Val.getInt(), RB.Val.getInt());
    std::string TA = squeeze(textOf(A)), TB = squeeze(textOf(B));
    return !TA.empty() && TA == TB;
  }

  /// The host side of a copy: a variable (pointer or array) or &scalar.
  struct HostSide {
    const VarDecl *Var = nullptr;
    bool AddressOf = false;
    bool DataCall = false; ///< v.data()
    QualType Element;
  };
  HostSide hostSide(const Expr *E) const {
    E = E->IgnoreParenCasts();
    HostSide H;
    if (const auto *U = dyn_cast<UnaryOperator>(E); U && U->getOpcode() == UO_AddrOf) {
      if (const auto *R = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()))
        if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
            V && !V->getType()->isPointerType() && !V->getType()->isArrayType() && !V->getType()->isReferenceType()) {
          H.Var = V;
          H.AddressOf = true;
          H.Element = V->getType();
        }
      return H;
    }
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(E); M && M->getNumArgs() == 0 && M->getMethodDecl() &&
                                                         M->getMethodDecl()->getName() == "data" &&
                                                         M->getType()->isPointerType() &&
                                                         !M->getType()->getPointeeType()->isVoidType()) {
      const auto *Obj = dyn_cast<DeclRefExpr>(M->getImplicitObjectArgument()->IgnoreParenImpCasts());
      const auto *V = Obj ? dyn_cast<VarDecl>(Obj->getDecl()) : nullptr;
      if (V && !V->getType()->isPointerType()) {
        H.Var = V;
        H.DataCall = true;
        H.Element = M->getType()->getPointeeType();
      }
      return H;
    }
    if (const auto *R = dyn_cast<DeclRefExpr>(E))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl()))
        if ((V->getType()->isPointerType() && !V->getType()->getPointeeType()->isVoidType()) ||
            V->getType()->isConstantArrayType()) {
          H.Var = V;
          if (V->getType()->isPointerType()) H.Element = V->getType()->getPointeeType();
          else H.Element = Ctx.getAsArrayType(V->getType())->getElementType();
        }
    return H;
  }

  void fallback(BufferPlan &P, DiagID ID, SourceLocation L, std::vector<std::string> Args) {
    if (P.Fallback) return;
    P.Fallback = ID;
    P.FallbackLoc = L;
    Args.insert(Args.begin(), P.DeviceName);
    P.FallbackArgs = std::move(Args);
  }

  void classify(BufferPlan &P, const DeclRefExpr *R);
  void classifyCall(BufferPlan &P, const DeclRefExpr *R, const Expr *Top, const CallExpr *C, TrafficEvent E);
  /// No statement of \p B strictly between \p From and \p To calls a function
  /// of the program or writes through a pointer.
  bool quietBetween(const CompoundStmt *B, unsigned From, unsigned To) const;
  const DeclStmt *hoistableDeclaration(const BufferPlan &P, unsigned FirstOff) const;
  void decide(BufferPlan &P);
  // The steps of decide, in order; each false after a fallback.
  const TrafficEvent *allocation(BufferPlan &P);
  bool placeUses(BufferPlan &P, const TrafficEvent &Alloc);
  bool sizeStaysFixed(BufferPlan &P, const TrafficEvent &Alloc);
  bool hostInScope(BufferPlan &P);
  bool hostUntouched(BufferPlan &P);
  bool noExitWhileMapped(BufferPlan &P);
  bool decideExtent(BufferPlan &P);
  void markRedundantCopies(BufferPlan &P);

  const Expr *AllocSize = nullptr;
};

/// A use of the device pointer as argument of call \p C: a memory API
/// call (allocation, copy, set, free) or a call of a function of the file.
void DeviceAnalyzer::classifyCall(BufferPlan &P, const DeclRefExpr *R, const Expr *Top, const CallExpr *C,
                                  TrafficEvent E) {
  std::string N = calleeName(C);
  int ArgIndex = -1;
  for (unsigned I = 0; I < C->getNumArgs(); ++I)
    if (C->getArg(I) == Top) ArgIndex = I;
  if (ArgIndex < 0) {
    fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is called"});
    return;
  }
  E.Call = C;
  if (bundledCallee(C)) {
    const MemoryApi *Api = lookupMemoryApi(N);
    MemoryAction Action = Api ? Api->Action : MemoryAction::HostAlloc; // HostAlloc: none of the cases below
    E.Api = Api;
    if (Action == MemoryAction::Free && ArgIndex == Api->PointerArg) {
      E.Kind = TrafficKind::Free;
    } else if (Action == MemoryAction::Copy && (ArgIndex == Api->PointerArg || ArgIndex == Api->ValueArg) &&
               C->getNumArgs() >= Api->minArgs()) {
      Expr::EvalResult K;
      int Kind = C->getArg(Api->KindArg)->EvaluateAsInt(K, Ctx) ? (int)K.Val.getInt().getExtValue() : -1;
      if (Kind == DeviceToDevice || Kind == HostToHost || Kind < 0) {
        fallback(P, DiagID::MapAliasing, R->getLocation(),
                 {"a device-to-device copy ('" + textOf(C) + "') makes another buffer hold its data"});
        return;
      }
      // The device pointer as the destination: a copy in.
      E.Kind = ArgIndex == Api->PointerArg ? TrafficKind::CopyIn : TrafficKind::CopyOut;
      if ((E.Kind == TrafficKind::CopyIn && Kind == DeviceToHost) ||
          (E.Kind == TrafficKind::CopyOut && Kind == HostToDevice)) {
        fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"a copy's kind contradicts its arguments"});
        return;
      }
    } else if (Action == MemoryAction::Set && ArgIndex == Api->PointerArg && C->getNumArgs() >= Api->minArgs()) {
      E.Kind = TrafficKind::Memset;
    } else {
      fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is passed to '" + N + "'"});
      return;
    }
    P.Events.push_back(E);
    return;
  }
  const FunctionDecl *Callee = C->getDirectCallee();
  if (Callee && (unsigned)ArgIndex < Callee->getNumParams() &&
      Callee->getParamDecl(ArgIndex)->getType()->isReferenceType()) {
    fallback(P, DiagID::MapAliasing, R->getLocation(), {"it is passed by reference to '" + N + "'"});
    return;
  }
  const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
  if (!Def || !View.isWrittenInView(Def->getLocation())) {
    fallback(P, DiagID::MapPassedToUndefined, R->getLocation(), {N.empty() ? textOf(C->getCallee()) : N});
    return;
  }
  // A function of this file gets the mapped device address; it must not free it.
  for (const CallExpr *CC : usesIn(Def->getBody()).Calls)
    if (const MemoryApi *Api = lookupMemoryApi(calleeName(CC)); Api && Api->Action == MemoryAction::Free) {
      fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is passed to '" + N + "', which calls cudaFree"});
      return;
    }
  E.Kind = TrafficKind::LocalCall;
  P.Events.push_back(E);
  return;
}

void DeviceAnalyzer::classify(BufferPlan &P, const DeclRefExpr *R) {
  const Expr *Top = climbCasts(R);
  const Stmt *Parent = parentStmt(Top);
  std::string What = textOf(Top);
  TrafficEvent E;
  E.Use = R;
  if (!Parent) {
    fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is used as '" + What + "'"});
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(Parent)) {
    if (U->getOpcode() == UO_AddrOf) {
      const Expr *A = climbCasts(U);
      const auto *C = dyn_cast_or_null<CallExpr>(parentStmt(A));
      if (const MemoryApi *Api = C ? cudaMemoryCall(C) : nullptr;
          Api && Api->Action == MemoryAction::DeviceAlloc && C->getArg(Api->PointerArg) == A) {
        E.Kind = TrafficKind::Alloc;
        E.Call = C;
        E.Api = Api;
        P.Events.push_back(E);
        return;
      }
      fallback(P, DiagID::MapAliasing, R->getLocation(), {"its address is taken ('" + textOf(U) + "')"});
      return;
    }
    if (U->isIncrementDecrementOp()) {
      fallback(P, DiagID::MapPointerArithmetic, R->getLocation(), {textOf(U)});
      return;
    }
    fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is used as '" + textOf(U) + "' on the host"});
    return;
  }
  if (const auto *K = dyn_cast<CUDAKernelCallExpr>(Parent)) {
    for (const Expr *A : K->arguments())
      if (A == Top) {
        E.Kind = TrafficKind::Launch;
        E.Call = K;
        P.Events.push_back(E);
        return;
      }
    fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is used in a launch configuration"});
    return;
  }
  if (const auto *C = dyn_cast<CallExpr>(Parent)) return classifyCall(P, R, Top, C, E);
  if (const auto *B = dyn_cast<BinaryOperator>(Parent)) {
    if (B->isAssignmentOp()) {
      fallback(P, DiagID::MapAliasing, R->getLocation(),
               {B->getLHS() == Top ? "it is assigned ('" + textOf(B) + "')" : "it is copied into another pointer ('" + textOf(B) + "')"});
      return;
    }
    if (B->isAdditiveOp()) {
      fallback(P, DiagID::MapPointerArithmetic, R->getLocation(), {textOf(B)});
      return;
    }
    fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is used as '" + textOf(B) + "' on the host"});
    return;
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(Parent)) {
    fallback(P, DiagID::MapPointerArithmetic, R->getLocation(), {textOf(A)});
    return;
  }
  if (isa<DeclStmt>(Parent)) {
    fallback(P, DiagID::MapAliasing, R->getLocation(), {"it initialises another pointer"});
    return;
  }
  fallback(P, DiagID::MapKeepsDeviceForm, R->getLocation(), {"it is used as '" + What + "'"});
}

void DeviceAnalyzer::decide(BufferPlan &P) {
  if (P.Fallback) return;
  std::vector<TrafficEvent> &Ev = P.Events;
  std::sort(Ev.begin(), Ev.end(), [&](const TrafficEvent &A, const TrafficEvent &B) {
    return offsetOf(A.Call->getBeginLoc()) < offsetOf(B.Call->getBeginLoc());
  });
  const TrafficEvent *Alloc = allocation(P);
  if (!Alloc || !placeUses(P, *Alloc) || !sizeStaysFixed(P, *Alloc) || !hostInScope(P) || !hostUntouched(P) ||
      !noExitWhileMapped(P) || !decideExtent(P))
    return;
  markRedundantCopies(P);
  P.Mapped = true;
}

/// The one allocation of the buffer, a whole statement of a block (P.Block).
const TrafficEvent *DeviceAnalyzer::allocation(BufferPlan &P) {
  const TrafficEvent *Alloc = nullptr;
  for (const TrafficEvent &E : P.Events)
    if (E.Kind == TrafficKind::Alloc) {
      if (Alloc)
        return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(), {"it is allocated more than once"}), nullptr;
      Alloc = &E;
    }
  if (!Alloc) return fallback(P, DiagID::MapKeepsDeviceForm, P.AllocLoc, {"its allocation was not found"}), nullptr;
  Place AP = statementOf(Alloc->Call);
  if (!AP.Whole || !AP.InBraces)
    return fallback(P, DiagID::MapKeepsDeviceForm, Alloc->Call->getBeginLoc(), {"the result of its cudaMalloc is used"}), nullptr;
  P.Block = cast<CompoundStmt>(parentStmt(AP.S));
  AllocSize = Alloc->Call->getArg(Alloc->Api->SizeArg);
  return Alloc;
}

/// Each use after the allocation, in the allocating block (P.First..P.Last,
/// the free after them), and its copies' host buffer (P.Host), which must be
/// one variable copied whole.
bool DeviceAnalyzer::placeUses(BufferPlan &P, const TrafficEvent &Alloc) {
  AnchorInfo AllocAnchor = anchorIn(statementOf(Alloc.Call).S, P.Block);
  bool Any = false;
  const TrafficEvent *FreeEv = nullptr;
  bool HostSeen = false;
  for (TrafficEvent &E : P.Events) {
    if (E.Kind == TrafficKind::Alloc) continue;
    AnchorInfo A = anchorIn(E.Call, P.Block);
    if (!A.Found || A.Index <= AllocAnchor.Index)
      return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(), {"it is used outside the block that allocates it"}),
             false;
    if (A.InLambda) return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(), {"it is used in a lambda"}), false;
    E.Anchor = A.Index;
    if (E.Kind == TrafficKind::Free) {
      Place FP = statementOf(E.Call);
      if (!FP.Whole || !FP.InBraces || FP.S != P.Block->body_begin()[A.Index])
        return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(),
                        {"its cudaFree is not a statement of the allocating block"}),
               false;
      E.Statement = FP.S;
      FreeEv = &E;
      continue;
    }
    if (FreeEv) return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(), {"it is used after cudaFree"}), false;
    if (!Any) P.First = A.Index;
    P.Last = A.Index;
    Any = true;
    if (E.Kind == TrafficKind::CopyIn || E.Kind == TrafficKind::CopyOut) {
      Place CP = statementOf(E.Call);
      if (!CP.Whole)
        return fallback(P, DiagID::MapKeepsDeviceForm, E.Call->getBeginLoc(), {"a copy is part of a larger expression"}), false;
      E.Statement = CP.S;
      E.InBraces = CP.InBraces;
      // A copy in reads the host buffer, a copy out writes it.
      const Expr *Host = E.Call->getArg(E.Kind == TrafficKind::CopyIn ? E.Api->ValueArg : E.Api->PointerArg);
      const Expr *Size = E.Call->getArg(E.Api->SizeArg);
      HostSide H = hostSide(Host);
      if (!H.Var)
        return fallback(P, DiagID::MapNoHostBuffer, E.Call->getBeginLoc(),
                        {"the host side of its copy, '" + textOf(Host) + "', is not a variable"}), false;
      if (P.Host && P.Host != H.Var)
        return fallback(P, DiagID::MapAliasing, E.Call->getBeginLoc(),
                        {"it is copied to or from two host buffers ('" + P.Host->getNameAsString() + "', '" +
                         H.Var->getNameAsString() + "')"}), false;
      P.Host = H.Var;
      if (!HostSeen) {
        HostSeen = true;
        P.HostElement = H.Element;
        P.Access = H.AddressOf ? HostAccess::AddressOf : H.DataCall ? HostAccess::Data : HostAccess::Variable;
      } else if ((P.Access != HostAccess::Data) == H.DataCall) {
        return fallback(P, DiagID::MapAliasing, E.Call->getBeginLoc(),
                        {"its host buffer '" + H.Var->getNameAsString() +
                         "' is copied both as a variable and through data()"}),
               false;
      }
      if (!sameSize(Size, AllocSize))
        return fallback(P, DiagID::MapPartialCopy, E.Call->getBeginLoc(), {textOf(Size), textOf(AllocSize)}), false;
    }
  }
  if (!Any) return fallback(P, DiagID::MapNoHostBuffer, P.AllocLoc, {"it is never used"}), false;
  if (!P.Host)
    return fallback(P, DiagID::MapNoHostBuffer, P.AllocLoc,
                    {"nothing is copied between it and the host: a device-only buffer"}),
           false;
  return true;
}

/// The extent must not change: the size's variables are not assigned after the allocation.
bool DeviceAnalyzer::sizeStaysFixed(BufferPlan &P, const TrafficEvent &Alloc) {
  std::vector<const VarDecl *> SizeVars;
  {
    for (const DeclRefExpr *R : usesIn(AllocSize).Refs)
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl())) SizeVars.push_back(V);
  }
  unsigned AllocOff = offsetOf(Alloc.Call->getBeginLoc());
  for (const DeclRefExpr *R : Body.Refs) {
    const auto *V = dyn_cast<VarDecl>(R->getDecl());
    if (!V || std::find(SizeVars.begin(), SizeVars.end(), V) == SizeVars.end()) continue;
    if (offsetOf(R->getBeginLoc()) <= AllocOff) continue;
    const Expr *T = climbCasts(R);
    const Stmt *Par = parentStmt(T);
    bool Written = false;
    if (const auto *B = dyn_cast_or_null<BinaryOperator>(Par)) Written = B->isAssignmentOp() && B->getLHS() == T;
    if (const auto *U = dyn_cast_or_null<UnaryOperator>(Par))
      Written = U->isIncrementDecrementOp() || U->getOpcode() == UO_AddrOf;
    if (Written) return fallback(P, DiagID::MapExtentChanges, R->getLocation(), {V->getNameAsString()}), false;
  }
  return true;
}

/// The host buffer exists, in scope, where the mapping begins (its
/// declaration may move up: P.Hoisted).
bool DeviceAnalyzer::hostInScope(BufferPlan &P) {
  const Stmt *FirstStmt = P.Block->body_begin()[P.First];
  unsigned FirstOff = offsetOf(FirstStmt->getBeginLoc());
  if (!isa<ParmVarDecl>(P.Host)) {
    bool InScope = false;
    const Stmt *DS = nullptr;
    for (const auto &N : Ctx.getParents(*P.Host))
      if (const auto *S = N.get<DeclStmt>()) DS = S;
    const Stmt *Scope = DS ? parentStmt(DS) : nullptr;
    for (const Stmt *S = P.Block; S && Scope; S = parentStmt(S))
      if (S == Scope) InScope = true;
    if (!P.Host->hasLocalStorage() && !P.Host->isStaticLocal()) InScope = true; // a global
    if (InScope && offsetOf(P.Host->getBeginLoc()) >= FirstOff) P.Hoisted = hoistableDeclaration(P, FirstOff);
    if ((offsetOf(P.Host->getBeginLoc()) >= FirstOff && !P.Hoisted) || !InScope)
      return fallback(P, DiagID::MapHostBufferOutOfScope, P.AllocLoc,
                      {P.Host->getNameAsString(), std::to_string(lineOf(P.Host->getLocation())),
                       std::to_string(lineOf(FirstStmt->getBeginLoc()))}),
             false;
  }
  return true;
}

/// No host code touches the host buffer while it is mapped.
bool DeviceAnalyzer::hostUntouched(BufferPlan &P) {
  unsigned FirstOff = offsetOf(P.Block->body_begin()[P.First]->getBeginLoc());
  const Stmt *LastStmt = P.Block->body_begin()[P.Last];
  unsigned LastEnd = offsetOf(LastStmt->getEndLoc());
  for (const DeclRefExpr *R : Body.Refs) {
    if (R->getDecl() != P.Host) continue;
    unsigned O = offsetOf(R->getBeginLoc());
    if (O < FirstOff || O > LastEnd) continue;
    bool IsCopyArg = false;
    for (const Stmt *S = R; S && isa<Expr>(S) && !IsCopyArg; S = parentStmt(S)) {
      if (isa<UnaryExprOrTypeTraitExpr>(S)) IsCopyArg = true; // sizeof(h)
      for (const TrafficEvent &E : P.Events)
        if ((E.Kind == TrafficKind::CopyIn || E.Kind == TrafficKind::CopyOut) && S == E.Call) IsCopyArg = true;
    }
    if (IsCopyArg) continue;
    return fallback(P, DiagID::MapHostUseWhileMapped, R->getLocation(),
                    {P.Host->getNameAsString(), std::to_string(lineOf(R->getLocation()))}),
           false;
  }
  return true;
}

/// Outside main, a return or goto between the first and the last use would
/// leave the buffer mapped; a later call would find it present and copy nothing.
bool DeviceAnalyzer::noExitWhileMapped(BufferPlan &P) {
  if (!F->isMain())
    for (unsigned I = P.First; I <= P.Last; ++I) {
      struct Jumps : RecursiveASTVisitor<Jumps> {
        const Stmt *Found = nullptr;
        bool VisitReturnStmt(ReturnStmt *S) {
          if (!Found) Found = S;
          return true;
        }
        bool VisitGotoStmt(GotoStmt *S) {
          if (!Found) Found = S;
          return true;
        }
        bool TraverseLambdaExpr(LambdaExpr *) { return true; }
      } J;
      J.TraverseStmt(const_cast<Stmt *>(P.Block->body_begin()[I]));
      if (J.Found)
        return fallback(P, DiagID::MapKeepsDeviceForm, J.Found->getBeginLoc(),
                        {"a return or goto between its first and last use would leave it mapped"}),
               false;
    }
  return true;
}

/// The list item: h[:n], a whole array, or a scalar.
bool DeviceAnalyzer::decideExtent(BufferPlan &P) {
  if (P.Access == HostAccess::AddressOf) {
    Expr::EvalResult S;
    if (!AllocSize->EvaluateAsInt(S, Ctx) ||
        S.Val.getInt().getExtValue() != (int64_t)Ctx.getTypeSizeInChars(P.Host->getType()).getQuantity())
      return fallback(P, DiagID::MapPartialCopy, P.AllocLoc, {"sizeof(" + P.Host->getNameAsString() + ")", textOf(AllocSize)}),
             false;
    P.Extent = {MapExtent::Whole, ""};
  } else if (P.Host->getType()->isConstantArrayType()) {
    Expr::EvalResult S;
    int64_t Whole = Ctx.getTypeSizeInChars(P.Host->getType()).getQuantity();
    if (AllocSize->EvaluateAsInt(S, Ctx) && S.Val.getInt().getExtValue() == Whole)
      P.Extent = {MapExtent::Whole, ""};
    else if (AllocSize->EvaluateAsInt(S, Ctx) && S.Val.getInt().getExtValue() > Whole)
      return fallback(P, DiagID::MapPartialCopy, P.AllocLoc, {"sizeof(" + P.Host->getNameAsString() + ")", textOf(AllocSize)}),
             false;
    else
      P.Extent = extentOf(View, P.HostElement, AllocSize);
  } else {
    P.Extent = extentOf(View, P.HostElement, AllocSize);
  }
  return true;
}

/// Copies not needed: the two sides already hold the same bytes.
void DeviceAnalyzer::markRedundantCopies(BufferPlan &P) {
  bool InSync = false;
  unsigned SyncAnchor = 0;
  for (TrafficEvent &E : P.Events) {
    if (E.Kind == TrafficKind::Alloc || E.Kind == TrafficKind::Free) continue;
    bool Copy = E.Kind == TrafficKind::CopyIn || E.Kind == TrafficKind::CopyOut;
    if (Copy && E.Statement == P.Block->body_begin()[E.Anchor]) {
      if (InSync && quietBetween(P.Block, SyncAnchor, E.Anchor)) {
        E.Redundant = true;
        continue;
      }
      InSync = true;
      SyncAnchor = E.Anchor;
      continue;
    }
    InSync = false;
  }
}

const DeclStmt *DeviceAnalyzer::hoistableDeclaration(const BufferPlan &P, unsigned FirstOff) const {
  const VarDecl *V = P.Host;
  if (!(V->hasLocalStorage() || V->isStaticLocal()) || V->getType()->isReferenceType()) return nullptr;
  const DeclStmt *DS = nullptr;
  for (const auto &N : Ctx.getParents(*V))
    if (const auto *S = N.get<DeclStmt>()) DS = S;
  if (!DS) return nullptr;
  // The whole statement moves ("std::vector<int> a(n), b(n);"): every variable it declares.
  for (const Decl *D : DS->decls())
    if (!isa<VarDecl>(D)) return nullptr;
  unsigned D = 0;
  for (; D < P.Block->size() && P.Block->body_begin()[D] != DS; ++D) {}
  if (D == P.Block->size() || D <= P.First) return nullptr;
  // What the initialiser reads is declared before the first use and only read until here.
  struct Reads : RecursiveASTVisitor<Reads> {
    std::vector<const DeclRefExpr *> Refs;
    bool Other = false; // a call other than an allocator, a lambda, an assignment
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Refs.push_back(E);
      return true;
    }
    static bool inStd(const Decl *D) {
      for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
        if (C->isStdNamespace()) return true;
      return false;
    }
    bool VisitCallExpr(CallExpr *C) {
      const FunctionDecl *FD = C->getDirectCallee();
      bool Std = FD && inStd(FD);
      llvm::StringRef N = FD && FD->getIdentifier() ? FD->getName() : "";
      const MemoryApi *Api = lookupMemoryApi(N);
      if (!Std && !(Api && Api->Action == MemoryAction::HostAlloc)) Other = true;
      return true;
    }
    bool VisitCXXConstructExpr(CXXConstructExpr *C) {
      if (!inStd(C->getConstructor()) && !C->getConstructor()->isTrivial()) Other = true;
      return true;
    }
    bool VisitLambdaExpr(LambdaExpr *) {
      Other = true;
      return true;
    }
    bool VisitBinaryOperator(BinaryOperator *O) {
      if (O->isAssignmentOp()) Other = true;
      return true;
    }
    bool VisitUnaryOperator(UnaryOperator *O) {
      if (O->isIncrementDecrementOp()) Other = true;
      return true;
    }
  } R;
  R.TraverseStmt(const_cast<DeclStmt *>(DS));
  if (R.Other) return nullptr;
  unsigned Until = offsetOf(DS->getBeginLoc());
  // Moved up, its name must not hide another variable used in between.
  for (const DeclRefExpr *U : Body.Refs) {
    unsigned O = offsetOf(U->getBeginLoc());
    if (O < FirstOff || O >= Until) continue;
    for (const Decl *D : DS->decls())
      if (U->getDecl()->getDeclName() == cast<VarDecl>(D)->getDeclName()) return nullptr;
  }
  for (const DeclRefExpr *Ref : R.Refs) {
    const auto *W = dyn_cast<VarDecl>(Ref->getDecl());
    if (!W) continue; // a function, an enumerator
    if (!W->hasLocalStorage() && !W->isStaticLocal() && !W->getType().isConstQualified())
      return nullptr; // a global another function could change
    if (offsetOf(W->getBeginLoc()) >= FirstOff) return nullptr;
    for (const DeclRefExpr *U : Body.Refs) {
      if (U->getDecl() != W) continue;
      unsigned O = offsetOf(U->getBeginLoc());
      if (O < FirstOff || O >= Until) continue;
      const Stmt *Up = parentStmt(U);
      if (!Up) continue; // an array bound in a type: read at compile time
      const auto *C = dyn_cast<ImplicitCastExpr>(Up);
      if (!C || C->getCastKind() != CK_LValueToRValue) return nullptr; // written, or its address taken
    }
  }
  return DS;
}

bool DeviceAnalyzer::quietBetween(const CompoundStmt *B, unsigned From, unsigned To) const {
  for (unsigned I = From + 1; I < To; ++I) {
    for (const CallExpr *C : usesIn(B->body_begin()[I]).Calls)
      if (!isa<CUDAKernelCallExpr>(C) && !bundledCallee(C)) return false;
    struct Writes : RecursiveASTVisitor<Writes> {
      bool Found = false;
      static bool plain(const Expr *E) { return isa<DeclRefExpr>(E->IgnoreParenImpCasts()); }
      bool VisitBinaryOperator(BinaryOperator *O) {
        if (O->isAssignmentOp() && !plain(O->getLHS())) Found = true;
        return true;
      }
      bool VisitUnaryOperator(UnaryOperator *O) {
        if (O->isIncrementDecrementOp() && !plain(O->getSubExpr())) Found = true;
        return true;
      }
      bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *) {
        Found = true;
        return true;
      }
    } Wr;
    Wr.TraverseStmt(const_cast<Stmt *>(B->body_begin()[I]));
    if (Wr.Found) return false;
  }
  return true;
}

void DeviceAnalyzer::run(std::vector<BufferPlan> &Out) {
  // Device buffers: local pointers given to cudaMalloc(&p, n).
  llvm::SetVector<const VarDecl *> Devices;
  std::map<const VarDecl *, SourceLocation> AllocAt;
  for (const CallExpr *C : Body.Calls) {
    const MemoryApi *Api = cudaMemoryCall(C);
    if (!Api || Api->Action != MemoryAction::DeviceAlloc) continue;
    const auto *U = dyn_cast<UnaryOperator>(C->getArg(Api->PointerArg)->IgnoreParenCasts());
    const DeclRefExpr *R = U && U->getOpcode() == UO_AddrOf ? dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()) : nullptr;
    const VarDecl *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getType()->isPointerType()) {
      BufferPlan P;
      P.Function = F;
      P.DeviceName = textOf(C->getArg(Api->PointerArg));
      P.AllocLoc = C->getBeginLoc();
      fallback(P, DiagID::MapKeepsDeviceForm, C->getBeginLoc(), {"it is not a local pointer variable"});
      Out.push_back(std::move(P));
      continue;
    }
    if (Devices.insert(V)) AllocAt[V] = C->getBeginLoc();
  }
  std::vector<BufferPlan> Plans;
  for (const VarDecl *V : Devices) {
    BufferPlan P;
    P.Function = F;
    P.Device = V;
    P.DeviceName = V->getNameAsString();
    P.AllocLoc = AllocAt[V];
    for (const DeclRefExpr *R : Body.Refs)
      if (R->getDecl() == V) {
        classify(P, R);
        if (P.Fallback) break;
      }
    decide(P);
    Plans.push_back(std::move(P));
  }
  // A host buffer mirrors one device buffer; two mapped to one host range would share it.
  for (BufferPlan &P : Plans) {
    if (!P.Host) continue;
    for (BufferPlan &Q : Plans)
      if (&Q != &P && Q.Host == P.Host) {
        bool WasMapped = P.Mapped;
        P.Mapped = false;
        if (WasMapped)
          fallback(P, DiagID::MapAliasing, P.AllocLoc,
                   {"its host buffer '" + P.Host->getNameAsString() + "' is also copied to or from '" + Q.DeviceName + "'"});
      }
    // A host buffer that is itself a device buffer: a device-to-device copy.
    if (P.Mapped && Devices.count(P.Host)) {
      P.Mapped = false;
      fallback(P, DiagID::MapAliasing, P.AllocLoc,
               {"it is copied to or from the device buffer '" + P.Host->getNameAsString() + "'"});
    }
  }
  for (BufferPlan &P : Plans) Out.push_back(std::move(P));
}

} // namespace

std::vector<BufferPlan> analyzeDeviceBuffers(const SourceView &View) {
  HostFunctions Functions = findHostFunctions(View);
  std::vector<BufferPlan> Out;
  // Templates: one text, many instantiations; their buffers keep the device form.
  for (const FunctionDecl *F : Functions.Templates) {
    for (const CallExpr *C : usesIn(F->getBody()).Calls) {
      const auto *Callee = dyn_cast_or_null<DeclRefExpr>(C->getCallee()->IgnoreImpCasts());
      std::string N;
      if (const FunctionDecl *FD = C->getDirectCallee()) N = FD->getNameAsString();
      else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImpCasts())) N = U->getName().getAsString();
      else if (Callee) N = Callee->getNameInfo().getAsString();
      const MemoryApi *Api = lookupMemoryApi(N);
      if (!Api || Api->Action != MemoryAction::DeviceAlloc || C->getNumArgs() <= (unsigned)Api->PointerArg) continue;
      BufferPlan P;
      P.Function = F;
      auto R = exprOffsets(View, C->getArg(Api->PointerArg));
      std::string Arg = R ? View.text().substr(R->first, R->second - R->first) : "?";
      if (!Arg.empty() && Arg[0] == '&') Arg = Arg.substr(1);
      P.DeviceName = Arg;
      P.AllocLoc = C->getBeginLoc();
      P.Fallback = DiagID::MapKeepsDeviceForm;
      P.FallbackLoc = C->getBeginLoc();
      P.FallbackArgs = {Arg, "it is allocated in a template ('" + F->getNameAsString() +
                                 "'), whose instantiations could pair it differently"};
      Out.push_back(std::move(P));
    }
  }
  for (const FunctionDecl *F : Functions.Found) DeviceAnalyzer(View, F).run(Out);
  return Out;
}

} // namespace c2o
