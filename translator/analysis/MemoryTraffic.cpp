#include "analysis/MemoryTraffic.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include <algorithm>
#include <map>

namespace c2o {

using namespace clang;

namespace {

/// Every DeclRefExpr and call of one function body.
class BodyWalker : public RecursiveASTVisitor<BodyWalker> {
public:
  std::vector<const DeclRefExpr *> Refs;
  std::vector<const CallExpr *> Calls;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs.push_back(E);
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    Calls.push_back(E);
    return true;
  }
};

/// Host function definitions of the main file.
class FunctionFinder : public RecursiveASTVisitor<FunctionFinder> {
public:
  explicit FunctionFinder(const SourceView &View) : View(View) {}
  std::vector<const FunctionDecl *> Found;
  std::vector<const FunctionDecl *> Templates; ///< dependent host functions (not analysed)
  bool TraverseDecl(Decl *D) {
    if (!D) return true;
    if (!isa<TranslationUnitDecl>(D) && !View.SM.isWrittenInMainFile(View.SM.getExpansionLoc(D->getLocation())))
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->hasAttr<CUDAGlobalAttr>()) return true;
    if (const auto *A = FD->getAttr<CUDADeviceAttr>(); A && !A->isImplicit()) return true;
    if (FD->isTemplateInstantiation()) return true;
    if (FD->isDependentContext()) {
      Templates.push_back(FD);
      return true;
    }
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->getParent()->isLambda()) return true;
    Found.push_back(FD);
    return true;
  }
  bool shouldVisitTemplateInstantiations() const { return false; }

private:
  const SourceView &View;
};

class Analyzer {
public:
  Analyzer(const SourceView &View) : View(View), Ctx(View.Ctx), SM(View.SM) {}

  void run(const FunctionDecl *F, std::vector<BufferPlan> &Out);
  void runManaged(const FunctionDecl *F, std::vector<ManagedPlan> &Out);

private:
  const SourceView &View;
  ASTContext &Ctx;
  SourceManager &SM;
  BodyWalker Body;
  const FunctionDecl *F = nullptr;

  const Stmt *parentStmt(const Stmt *S) const {
    DynTypedNodeList P = Ctx.getParents(*S);
    while (!P.empty()) {
      if (const Stmt *PS = P[0].get<Stmt>()) return PS;
      if (const Decl *D = P[0].get<Decl>()) {
        if (isa<FunctionDecl>(D) || isa<BlockDecl>(D)) return nullptr;
        P = Ctx.getParents(*D);
        continue;
      }
      return nullptr;
    }
    return nullptr;
  }

  static bool isBodyOf(const Stmt *P, const Stmt *C) {
    if (const auto *I = dyn_cast<IfStmt>(P)) return I->getThen() == C || I->getElse() == C;
    if (const auto *L = dyn_cast<ForStmt>(P)) return L->getBody() == C;
    if (const auto *L = dyn_cast<WhileStmt>(P)) return L->getBody() == C;
    if (const auto *L = dyn_cast<DoStmt>(P)) return L->getBody() == C;
    if (const auto *L = dyn_cast<CXXForRangeStmt>(P)) return L->getBody() == C;
    return false;
  }

  bool loopish(const Stmt *S) const {
    if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<CXXForRangeStmt>(S)) return true;
    if (const auto *D = dyn_cast<DoStmt>(S)) {
      Expr::EvalResult R;
      if (D->getCond() && D->getCond()->EvaluateAsInt(R, Ctx)) return !R.Val.getInt().isZero();
      return true;
    }
    return false;
  }

  static std::string calleeName(const CallExpr *C) {
    if (const FunctionDecl *FD = C->getDirectCallee())
      if (FD->getIdentifier()) return FD->getName().str();
    return "";
  }
  bool bundledCallee(const CallExpr *C) const {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD) return false;
    if (const FunctionDecl *P = FD->getPrimaryTemplate() ? FD->getPrimaryTemplate()->getTemplatedDecl() : nullptr)
      return View.isBundled(P) || View.isBundled(FD);
    return View.isBundled(FD);
  }
  static bool isMemoryApi(llvm::StringRef N) {
    return N == "cudaMalloc" || N == "cudaMallocManaged" || N == "cudaMemcpy" || N == "cudaMemcpyAsync" || N == "cudaFree" ||
           N == "cudaMemset" || N == "cudaMemsetAsync";
  }

  unsigned offsetOf(SourceLocation L) const {
    auto O = View.fileOffset(SM.getExpansionLoc(L));
    return O ? *O : 0;
  }
  unsigned lineOf(SourceLocation L) const { return SM.getExpansionLineNumber(L); }

  std::string textOf(const Expr *E) const {
    auto R = exprOffsets(View, E);
    if (!R) return "";
    return View.text().substr(R->first, R->second - R->first);
  }
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

  /// Climbs from \p E through parentheses and casts of the value.
  const Expr *climbCasts(const Expr *E) const {
    while (true) {
      const Stmt *P = parentStmt(E);
      if (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) || isa<ExplicitCastExpr>(P))) {
        E = cast<Expr>(P);
        continue;
      }
      return E;
    }
  }

  struct Place {
    const Stmt *S = nullptr;
    bool Whole = false, InBraces = false;
  };
  /// The statement a call is part of, and whether it is the whole statement
  /// (a macro such as CHECK(call) around it counts as the call).
  Place statementOf(const CallExpr *C) const {
    const Stmt *Cur = C, *P = nullptr;
    while (true) {
      P = parentStmt(Cur);
      if (!P) return {};
      if (isa<CompoundStmt>(P) || isBodyOf(P, Cur)) break;
      Cur = P;
    }
    if (Cur->getBeginLoc().isMacroID()) {
      SourceLocation EB = SM.getExpansionLoc(Cur->getBeginLoc());
      while (true) {
        P = parentStmt(Cur);
        if (!P) return {};
        if (P->getBeginLoc().isMacroID() && SM.getExpansionLoc(P->getBeginLoc()) == EB) {
          Cur = P;
          continue;
        }
        break;
      }
      if (!(isa<CompoundStmt>(P) || isBodyOf(P, Cur))) return {Cur, false, false};
      if (!SM.isWrittenInMainFile(SM.getSpellingLoc(C->getBeginLoc()))) return {Cur, false, false};
      // The invocation holds this call and no other memory call or launch.
      unsigned Count = 0;
      for (const CallExpr *Other : Body.Calls) {
        if (!isMemoryApi(calleeName(Other)) && !isa<CUDAKernelCallExpr>(Other)) continue;
        for (const Stmt *S = Other; S; S = parentStmt(S))
          if (S == Cur) { ++Count; break; }
      }
      return {Cur, Count == 1, isa<CompoundStmt>(P)};
    }
    const Stmt *Inner = Cur;
    if (const auto *E = dyn_cast<Expr>(Inner)) {
      E = E->IgnoreImplicit()->IgnoreParens();
      if (const auto *CE = dyn_cast<CStyleCastExpr>(E); CE && CE->getType()->isVoidType())
        E = CE->getSubExpr()->IgnoreImplicit()->IgnoreParens();
      return {Cur, E == C, isa<CompoundStmt>(P)};
    }
    return {Cur, false, isa<CompoundStmt>(P)};
  }

  struct AnchorInfo {
    bool Found = false;
    unsigned Index = 0;
    bool InLoop = false, InLambda = false;
  };
  AnchorInfo anchorIn(const Stmt *S, const CompoundStmt *B) const {
    AnchorInfo A;
    const Stmt *Cur = S;
    while (Cur) {
      const Stmt *P = parentStmt(Cur);
      if (!P) return A;
      if (P == B) {
        unsigned I = 0;
        for (const Stmt *Child : B->body()) {
          if (Child == Cur) {
            A.Found = true;
            A.Index = I;
            if (loopish(Cur) && Cur != S) A.InLoop = true;
            return A;
          }
          ++I;
        }
        return A;
      }
      if (loopish(P)) A.InLoop = true;
      if (isa<LambdaExpr>(P)) A.InLambda = true;
      Cur = P;
    }
    return A;
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
  /// No statement of \p B strictly between \p From and \p To calls a function
  /// of the program or writes through a pointer.
  bool quietBetween(const CompoundStmt *B, unsigned From, unsigned To) const;
  const DeclStmt *hoistableDeclaration(const BufferPlan &P, unsigned FirstOff) const;
  void decide(BufferPlan &P);
  std::string elementCount(const BufferPlan &P, const Expr *Size) const;

  std::vector<const Expr *> AllocSizes; // parallel to the plans of this function
  const Expr *AllocSize = nullptr;
  std::vector<const Expr *> HostArgs; // the host arguments of the plan's copies
  std::map<const VarDecl *, const Expr *> SizeOf;
};

void Analyzer::classify(BufferPlan &P, const DeclRefExpr *R) {
  const Expr *Top = climbCasts(R);
  const Stmt *Parent = parentStmt(Top);
  std::string What = textOf(Top);
  TrafficEvent E;
  E.Use = R;
  if (!Parent) {
    fallback(P, DiagID::C2O1309, R->getLocation(), {"it is used as '" + What + "'"});
    return;
  }
  if (const auto *U = dyn_cast<UnaryOperator>(Parent)) {
    if (U->getOpcode() == UO_AddrOf) {
      const Expr *A = climbCasts(U);
      if (const auto *C = dyn_cast_or_null<CallExpr>(parentStmt(A));
          C && calleeName(C) == "cudaMalloc" && bundledCallee(C) && C->getNumArgs() >= 2 && C->getArg(0) == A) {
        E.Kind = TrafficKind::Alloc;
        E.Call = C;
        P.Events.push_back(E);
        return;
      }
      fallback(P, DiagID::C2O1307, R->getLocation(), {"its address is taken ('" + textOf(U) + "')"});
      return;
    }
    if (U->isIncrementDecrementOp()) {
      fallback(P, DiagID::C2O1301, R->getLocation(), {textOf(U)});
      return;
    }
    fallback(P, DiagID::C2O1309, R->getLocation(), {"it is used as '" + textOf(U) + "' on the host"});
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
    fallback(P, DiagID::C2O1309, R->getLocation(), {"it is used in a launch configuration"});
    return;
  }
  if (const auto *C = dyn_cast<CallExpr>(Parent)) {
    std::string N = calleeName(C);
    int ArgIndex = -1;
    for (unsigned I = 0; I < C->getNumArgs(); ++I)
      if (C->getArg(I) == Top) ArgIndex = I;
    if (ArgIndex < 0) {
      fallback(P, DiagID::C2O1309, R->getLocation(), {"it is called"});
      return;
    }
    E.Call = C;
    if (bundledCallee(C)) {
      if (N == "cudaFree" && ArgIndex == 0) {
        E.Kind = TrafficKind::Free;
      } else if ((N == "cudaMemcpy" || N == "cudaMemcpyAsync") && ArgIndex <= 1 && C->getNumArgs() >= 4) {
        Expr::EvalResult K;
        int Kind = C->getArg(3)->EvaluateAsInt(K, Ctx) ? (int)K.Val.getInt().getExtValue() : -1;
        if (Kind == 3 || Kind == 0 || Kind < 0) {
          fallback(P, DiagID::C2O1307, R->getLocation(),
                   {"a device-to-device copy ('" + textOf(C) + "') makes another buffer hold its data"});
          return;
        }
        E.Kind = ArgIndex == 0 ? TrafficKind::CopyIn : TrafficKind::CopyOut;
        if ((E.Kind == TrafficKind::CopyIn && Kind == 2) || (E.Kind == TrafficKind::CopyOut && Kind == 1)) {
          fallback(P, DiagID::C2O1309, R->getLocation(), {"a copy's kind contradicts its arguments"});
          return;
        }
      } else if ((N == "cudaMemset" || N == "cudaMemsetAsync") && ArgIndex == 0 && C->getNumArgs() >= 3) {
        E.Kind = TrafficKind::Memset;
      } else {
        fallback(P, DiagID::C2O1309, R->getLocation(), {"it is passed to '" + N + "'"});
        return;
      }
      P.Events.push_back(E);
      return;
    }
    const FunctionDecl *Callee = C->getDirectCallee();
    if (Callee && (unsigned)ArgIndex < Callee->getNumParams() &&
        Callee->getParamDecl(ArgIndex)->getType()->isReferenceType()) {
      fallback(P, DiagID::C2O1307, R->getLocation(), {"it is passed by reference to '" + N + "'"});
      return;
    }
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !SM.isWrittenInMainFile(SM.getExpansionLoc(Def->getLocation()))) {
      fallback(P, DiagID::C2O1305, R->getLocation(), {N.empty() ? textOf(C->getCallee()) : N});
      return;
    }
    // A function of this file gets the mapped device address; it must not free it.
    BodyWalker W;
    W.TraverseStmt(const_cast<Stmt *>(Def->getBody()));
    for (const CallExpr *CC : W.Calls)
      if (calleeName(CC) == "cudaFree") {
        fallback(P, DiagID::C2O1309, R->getLocation(), {"it is passed to '" + N + "', which calls cudaFree"});
        return;
      }
    E.Kind = TrafficKind::LocalCall;
    P.Events.push_back(E);
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(Parent)) {
    if (B->isAssignmentOp()) {
      fallback(P, DiagID::C2O1307, R->getLocation(),
               {B->getLHS() == Top ? "it is assigned ('" + textOf(B) + "')" : "it is copied into another pointer ('" + textOf(B) + "')"});
      return;
    }
    if (B->isAdditiveOp()) {
      fallback(P, DiagID::C2O1301, R->getLocation(), {textOf(B)});
      return;
    }
    fallback(P, DiagID::C2O1309, R->getLocation(), {"it is used as '" + textOf(B) + "' on the host"});
    return;
  }
  if (const auto *A = dyn_cast<ArraySubscriptExpr>(Parent)) {
    fallback(P, DiagID::C2O1301, R->getLocation(), {textOf(A)});
    return;
  }
  if (isa<DeclStmt>(Parent)) {
    fallback(P, DiagID::C2O1307, R->getLocation(), {"it initialises another pointer"});
    return;
  }
  fallback(P, DiagID::C2O1309, R->getLocation(), {"it is used as '" + What + "'"});
}

std::string Analyzer::elementCount(const BufferPlan &P, const Expr *Size) const {
  QualType Elem = P.HostElement.getCanonicalType().getUnqualifiedType();
  const Expr *S = Size->IgnoreParenImpCasts();
  // A const size variable: its initializer says n * sizeof(T).
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
        V && V->getType().isConstQualified() && V->getInit() && V->hasLocalStorage() && !isa<ParmVarDecl>(V))
      if (const auto *B = dyn_cast<BinaryOperator>(V->getInit()->IgnoreParenImpCasts()); B && B->getOpcode() == BO_Mul)
        S = B;
  if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->getOpcode() == BO_Mul) {
    auto IsSizeofElem = [&](const Expr *X) {
      const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(X->IgnoreParenImpCasts());
      if (!U || U->getKind() != UETT_SizeOf) return false;
      QualType T = U->isArgumentType() ? U->getArgumentType() : U->getArgumentExpr()->getType();
      return T.getCanonicalType().getUnqualifiedType() == Elem;
    };
    if (IsSizeofElem(B->getRHS())) return textOf(B->getLHS());
    if (IsSizeofElem(B->getLHS())) return textOf(B->getRHS());
  }
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(S); U && U->getKind() == UETT_SizeOf) {
    QualType T = U->isArgumentType() ? U->getArgumentType() : U->getArgumentExpr()->getType();
    if (T.getCanonicalType().getUnqualifiedType() == Elem) return "1"; // sizeof(T): one element
  }
  if (Elem->isCharType()) return textOf(Size);
  std::string T = textOf(Size);
  if (!isa<DeclRefExpr>(Size->IgnoreImpCasts()) && !isa<IntegerLiteral>(Size->IgnoreImpCasts())) T = "(" + T + ")";
  return T + " / sizeof(" + P.HostPointer + "[0])";
}

void Analyzer::decide(BufferPlan &P) {
  if (P.Fallback) return;
  std::vector<TrafficEvent> &Ev = P.Events;
  std::sort(Ev.begin(), Ev.end(), [&](const TrafficEvent &A, const TrafficEvent &B) {
    return offsetOf(A.Call->getBeginLoc()) < offsetOf(B.Call->getBeginLoc());
  });
  const TrafficEvent *Alloc = nullptr;
  for (const TrafficEvent &E : Ev)
    if (E.Kind == TrafficKind::Alloc) {
      if (Alloc) return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"it is allocated more than once"});
      Alloc = &E;
    }
  if (!Alloc) return fallback(P, DiagID::C2O1309, P.AllocLoc, {"its allocation was not found"});
  Place AP = statementOf(Alloc->Call);
  if (!AP.Whole || !AP.InBraces)
    return fallback(P, DiagID::C2O1309, Alloc->Call->getBeginLoc(), {"the result of its cudaMalloc is used"});
  P.Block = cast<CompoundStmt>(parentStmt(AP.S));
  AnchorInfo AllocAnchor = anchorIn(AP.S, P.Block);
  AllocSize = Alloc->Call->getArg(1);

  bool Any = false;
  const TrafficEvent *FreeEv = nullptr;
  std::vector<const Expr *> Hosts;
  for (TrafficEvent &E : Ev) {
    if (E.Kind == TrafficKind::Alloc) continue;
    AnchorInfo A = anchorIn(E.Call, P.Block);
    if (!A.Found || A.Index <= AllocAnchor.Index)
      return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"it is used outside the block that allocates it"});
    if (A.InLambda) return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"it is used in a lambda"});
    E.Anchor = A.Index;
    if (E.Kind == TrafficKind::Free) {
      Place FP = statementOf(E.Call);
      if (!FP.Whole || !FP.InBraces || FP.S != P.Block->body_begin()[A.Index])
        return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"its cudaFree is not a statement of the allocating block"});
      E.Statement = FP.S;
      FreeEv = &E;
      continue;
    }
    if (FreeEv) return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"it is used after cudaFree"});
    if (!Any) P.First = A.Index;
    P.Last = A.Index;
    Any = true;
    if (E.Kind == TrafficKind::CopyIn || E.Kind == TrafficKind::CopyOut) {
      Place CP = statementOf(E.Call);
      if (!CP.Whole)
        return fallback(P, DiagID::C2O1309, E.Call->getBeginLoc(), {"a copy is part of a larger expression"});
      E.Statement = CP.S;
      E.InBraces = CP.InBraces;
      const Expr *Host = E.Call->getArg(E.Kind == TrafficKind::CopyIn ? 1 : 0);
      const Expr *Size = E.Call->getArg(2);
      HostSide H = hostSide(Host);
      if (!H.Var)
        return fallback(P, DiagID::C2O1302, E.Call->getBeginLoc(),
                        {"the host side of its copy, '" + textOf(Host) + "', is not a variable"});
      if (P.Host && P.Host != H.Var)
        return fallback(P, DiagID::C2O1307, E.Call->getBeginLoc(),
                        {"it is copied to or from two host buffers ('" + P.Host->getNameAsString() + "', '" +
                         H.Var->getNameAsString() + "')"});
      P.Host = H.Var;
      if (P.HostPointer.empty()) {
        P.HostElement = H.Element;
        if (H.AddressOf) P.HostPointer = "&" + H.Var->getNameAsString();
        else if (H.DataCall) {
          P.HostPointer = "c2o_h_" + H.Var->getNameAsString();
          PrintingPolicy PP(Ctx.getLangOpts());
          PP.SuppressTagKeyword = true;
          P.HostDeclaration = H.Element.getAsString(PP) + " *" + P.HostPointer + " = " +
                              H.Var->getNameAsString() + ".data();";
        } else P.HostPointer = H.Var->getNameAsString();
      } else if ((P.HostDeclaration.empty()) == H.DataCall) {
        return fallback(P, DiagID::C2O1307, E.Call->getBeginLoc(),
                        {"its host buffer '" + H.Var->getNameAsString() + "' is copied both as a variable and through data()"});
      }
      if (!sameSize(Size, AllocSize))
        return fallback(P, DiagID::C2O1303, E.Call->getBeginLoc(), {textOf(Size), textOf(AllocSize)});
      HostArgs.push_back(Host);
    }
  }
  if (!Any) return fallback(P, DiagID::C2O1302, P.AllocLoc, {"it is never used"});
  if (!P.Host)
    return fallback(P, DiagID::C2O1302, P.AllocLoc, {"nothing is copied between it and the host: a device-only buffer"});

  // The extent must not change: the size's variables are not assigned after the allocation.
  std::vector<const VarDecl *> SizeVars;
  {
    BodyWalker W;
    W.TraverseStmt(const_cast<Expr *>(AllocSize));
    for (const DeclRefExpr *R : W.Refs)
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl())) SizeVars.push_back(V);
  }
  unsigned AllocOff = offsetOf(Alloc->Call->getBeginLoc());
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
    if (Written) return fallback(P, DiagID::C2O1304, R->getLocation(), {V->getNameAsString()});
  }

  // The host buffer exists, in scope, where the mapping begins.
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
      return fallback(P, DiagID::C2O1306, P.AllocLoc,
                      {P.Host->getNameAsString(), std::to_string(lineOf(P.Host->getLocation())),
                       std::to_string(lineOf(FirstStmt->getBeginLoc()))});
  }
  // No host code touches the host buffer while it is mapped.
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
    return fallback(P, DiagID::C2O1308, R->getLocation(),
                    {P.Host->getNameAsString(), std::to_string(lineOf(R->getLocation()))});
  }

  // Outside main, a return or goto between the first and the last use would
  // leave the buffer mapped; a later call would find it present and copy nothing.
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
        return fallback(P, DiagID::C2O1309, J.Found->getBeginLoc(),
                        {"a return or goto between its first and last use would leave it mapped"});
    }

  // The list item: h[:n], a whole array, or a scalar.
  if (P.HostPointer[0] == '&') {
    Expr::EvalResult S;
    if (!AllocSize->EvaluateAsInt(S, Ctx) ||
        S.Val.getInt().getExtValue() != (int64_t)Ctx.getTypeSizeInChars(P.Host->getType()).getQuantity())
      return fallback(P, DiagID::C2O1303, P.AllocLoc, {"sizeof(" + P.Host->getNameAsString() + ")", textOf(AllocSize)});
    P.MapItem = P.Host->getNameAsString();
  } else if (P.Host->getType()->isConstantArrayType()) {
    Expr::EvalResult S;
    int64_t Whole = Ctx.getTypeSizeInChars(P.Host->getType()).getQuantity();
    if (AllocSize->EvaluateAsInt(S, Ctx) && S.Val.getInt().getExtValue() == Whole)
      P.MapItem = P.Host->getNameAsString();
    else if (AllocSize->EvaluateAsInt(S, Ctx) && S.Val.getInt().getExtValue() > Whole)
      return fallback(P, DiagID::C2O1303, P.AllocLoc, {"sizeof(" + P.Host->getNameAsString() + ")", textOf(AllocSize)});
    else
      P.MapItem = P.Host->getNameAsString() + "[:" + elementCount(P, AllocSize) + "]";
  } else {
    P.MapItem = P.HostPointer + "[:" + elementCount(P, AllocSize) + "]";
  }
  // Copies not needed: the two sides already hold the same bytes.
  bool InSync = false;
  unsigned SyncAnchor = 0;
  for (TrafficEvent &E : Ev) {
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
  P.Mapped = true;
}

const DeclStmt *Analyzer::hoistableDeclaration(const BufferPlan &P, unsigned FirstOff) const {
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
      if (!Std && N != "malloc" && N != "calloc" && N != "aligned_alloc") Other = true;
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

bool Analyzer::quietBetween(const CompoundStmt *B, unsigned From, unsigned To) const {
  for (unsigned I = From + 1; I < To; ++I) {
    BodyWalker W;
    W.TraverseStmt(const_cast<Stmt *>(B->body_begin()[I]));
    for (const CallExpr *C : W.Calls)
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

void Analyzer::run(const FunctionDecl *Fn, std::vector<BufferPlan> &Out) {
  F = Fn;
  Body = BodyWalker();
  Body.TraverseStmt(const_cast<Stmt *>(F->getBody()));
  // Device buffers: local pointers given to cudaMalloc(&p, n).
  llvm::SetVector<const VarDecl *> Devices;
  std::map<const VarDecl *, SourceLocation> AllocAt;
  for (const CallExpr *C : Body.Calls) {
    if (calleeName(C) != "cudaMalloc" || !bundledCallee(C) || C->getNumArgs() < 2) continue;
    const auto *U = dyn_cast<UnaryOperator>(C->getArg(0)->IgnoreParenCasts());
    const DeclRefExpr *R = U && U->getOpcode() == UO_AddrOf ? dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()) : nullptr;
    const VarDecl *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getType()->isPointerType()) {
      BufferPlan P;
      P.Function = F;
      P.DeviceName = textOf(C->getArg(0));
      P.AllocLoc = C->getBeginLoc();
      fallback(P, DiagID::C2O1309, C->getBeginLoc(), {"it is not a local pointer variable"});
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
    HostArgs.clear();
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
          fallback(P, DiagID::C2O1307, P.AllocLoc,
                   {"its host buffer '" + P.Host->getNameAsString() + "' is also copied to or from '" + Q.DeviceName + "'"});
      }
    // A host buffer that is itself a device buffer: a device-to-device copy.
    if (P.Mapped && Devices.count(P.Host)) {
      P.Mapped = false;
      fallback(P, DiagID::C2O1307, P.AllocLoc,
               {"it is copied to or from the device buffer '" + P.Host->getNameAsString() + "'"});
    }
  }
  for (BufferPlan &P : Plans) Out.push_back(std::move(P));
}

void Analyzer::runManaged(const FunctionDecl *Fn, std::vector<ManagedPlan> &Out) {
  F = Fn;
  Body = BodyWalker();
  Body.TraverseStmt(const_cast<Stmt *>(F->getBody()));
  for (const CallExpr *C : Body.Calls) {
    if (calleeName(C) != "cudaMallocManaged" || !bundledCallee(C) || C->getNumArgs() < 2) continue;
    ManagedPlan M;
    M.Alloc = C;
    M.AllocCallee = C->getCallee()->IgnoreImpCasts();
    M.WhyLoc = C->getBeginLoc();
    auto Fail = [&](std::string Why, SourceLocation L) {
      if (!M.Why.empty()) return;
      M.Why = std::move(Why);
      if (L.isValid()) M.WhyLoc = L;
    };
    const auto *U = dyn_cast<UnaryOperator>(C->getArg(0)->IgnoreParenCasts());
    const auto *R = U && U->getOpcode() == UO_AddrOf ? dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens()) : nullptr;
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || !V->hasLocalStorage() || isa<ParmVarDecl>(V) || !V->getType()->isPointerType() ||
        V->getType()->getPointeeType()->isVoidType()) {
      M.Name = textOf(C->getArg(0));
      if (!M.Name.empty() && M.Name[0] == '&') M.Name = M.Name.substr(1);
      Fail("it is not allocated into a local pointer variable", C->getBeginLoc());
      Out.push_back(std::move(M));
      continue;
    }
    M.Pointer = V;
    M.Name = V->getNameAsString();
    if (!statementOf(C).Whole) Fail("the result of its cudaMallocManaged is used", C->getBeginLoc());
    // The extent: constant, or read from const variables only.
    const Expr *Size = C->getArg(1);
    {
      BodyWalker W;
      W.TraverseStmt(const_cast<Expr *>(Size));
      for (const DeclRefExpr *SR : W.Refs)
        if (const auto *SV = dyn_cast<VarDecl>(SR->getDecl()); SV && !SV->getType().isConstQualified())
          Fail("its size reads '" + SV->getNameAsString() + "', which is not const", SR->getLocation());
    }
    BufferPlan Shape;
    Shape.HostElement = V->getType()->getPointeeType();
    Shape.HostPointer = M.Name;
    M.MapItem = M.Name + "[:" + elementCount(Shape, Size) + "]";
    unsigned Allocs = 0;
    for (const DeclRefExpr *Ref : Body.Refs) {
      if (Ref->getDecl() != V || !M.Why.empty()) continue;
      const Stmt *Par = parentStmt(Ref);
      if (Par == U) { // &p: its allocation, nothing else
        if (++Allocs > 1) Fail("it is allocated twice", Ref->getLocation());
        continue;
      }
      const auto *Load = dyn_cast_or_null<ImplicitCastExpr>(Par);
      if (!Load || Load->getCastKind() != CK_LValueToRValue) {
        Fail("it is assigned or its address is taken", Ref->getLocation());
        continue;
      }
      const Expr *Val = climbCasts(Load);
      const Stmt *Use = parentStmt(Val);
      // Host access through it: p[i], *p, p->m.
      if (const auto *A = dyn_cast_or_null<ArraySubscriptExpr>(Use); A && A->getBase()->IgnoreParenImpCasts() == Ref) continue;
      if (const auto *D = dyn_cast_or_null<UnaryOperator>(Use); D && D->getOpcode() == UO_Deref) continue;
      if (const auto *ME = dyn_cast_or_null<MemberExpr>(Use); ME && ME->isArrow()) continue;
      // cudaFree(p)
      if (const auto *FC = dyn_cast_or_null<CallExpr>(Use); FC && calleeName(FC) == "cudaFree" && bundledCallee(FC)) continue;
      // A launch argument.
      if (const auto *K = dyn_cast_or_null<CUDAKernelCallExpr>(Use)) {
        bool IsArg = false;
        for (const Expr *Arg : K->arguments())
          if (Arg == Val) IsArg = true;
        Place P = statementOf(K);
        AnchorInfo In = anchorIn(K, dyn_cast<CompoundStmt>(F->getBody()));
        if (!IsArg) Fail("it is used in a launch configuration", Ref->getLocation());
        else if (!P.Whole) Fail("a launch it is passed to is part of a larger expression", Ref->getLocation());
        else if (In.InLambda) Fail("it is passed to a launch in a lambda", Ref->getLocation());
        if (!M.Why.empty()) continue;
        ManagedPlan::Launch *L = nullptr;
        for (ManagedPlan::Launch &X : M.Launches)
          if (X.Call == K) L = &X;
        if (!L) {
          M.Launches.push_back({P.S, K, {}});
          L = &M.Launches.back();
        }
        L->Args.push_back(Val);
        continue;
      }
      Fail("it is used as '" + textOf(Val) + "', which a mapped host buffer cannot follow (it could escape)",
           Ref->getLocation());
    }
    if (M.Why.empty() && M.Launches.empty()) Fail("no kernel receives it as a launch argument", C->getBeginLoc());
    M.Mapped = M.Why.empty();
    Out.push_back(std::move(M));
  }
}

} // namespace

ManagedBuffers analyzeManagedMemory(const SourceView &View) {
  FunctionFinder Finder(View);
  Finder.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  std::vector<ManagedPlan> Out;
  for (const FunctionDecl *F : Finder.Found) {
    Analyzer A(View);
    A.runManaged(F, Out);
  }
  // All or none: when one managed buffer keeps unified shared memory, the
  // others stay under it too (mapping them would only add copies, and on AMD
  // GPUs turn their pages coarse-grained for good).
  const ManagedPlan *Kept = nullptr;
  for (const ManagedPlan &M : Out)
    if (!M.Mapped && !Kept) Kept = &M;
  if (Kept) {
    std::string Why = "another managed buffer of the file, '" + Kept->Name + "' (line " +
                      std::to_string(View.SM.getExpansionLineNumber(Kept->WhyLoc)) +
                      "), needs unified shared memory, so this one stays under it too";
    for (ManagedPlan &M : Out)
      if (M.Mapped) {
        M.Mapped = false;
        M.Why = Why;
        M.WhyLoc = M.Alloc->getBeginLoc();
      }
  }
  return {std::move(Out)};
}

std::vector<BufferPlan> analyzeMemoryTraffic(const SourceView &View) {
  FunctionFinder Finder(View);
  Finder.TraverseDecl(View.Ctx.getTranslationUnitDecl());
  std::vector<BufferPlan> Out;
  // Templates: one text, many instantiations; their buffers keep the device form.
  for (const FunctionDecl *F : Finder.Templates) {
    BodyWalker W;
    W.TraverseStmt(const_cast<Stmt *>(F->getBody()));
    for (const CallExpr *C : W.Calls) {
      const auto *Callee = dyn_cast_or_null<DeclRefExpr>(C->getCallee()->IgnoreImpCasts());
      std::string N;
      if (const FunctionDecl *FD = C->getDirectCallee()) N = FD->getNameAsString();
      else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(C->getCallee()->IgnoreImpCasts())) N = U->getName().getAsString();
      else if (Callee) N = Callee->getNameInfo().getAsString();
      if (N != "cudaMalloc" || C->getNumArgs() < 1) continue;
      BufferPlan P;
      P.Function = F;
      auto R = exprOffsets(View, C->getArg(0));
      std::string Arg = R ? View.text().substr(R->first, R->second - R->first) : "?";
      if (!Arg.empty() && Arg[0] == '&') Arg = Arg.substr(1);
      P.DeviceName = Arg;
      P.AllocLoc = C->getBeginLoc();
      P.Fallback = DiagID::C2O1309;
      P.FallbackLoc = C->getBeginLoc();
      P.FallbackArgs = {Arg, "it is allocated in a template ('" + F->getNameAsString() +
                                 "'), whose instantiations could pair it differently"};
      Out.push_back(std::move(P));
    }
  }
  for (const FunctionDecl *F : Finder.Found) {
    Analyzer A(View);
    A.run(F, Out);
  }
  return Out;
}

bool ManagedBuffers::mapsAround(const Expr *AllocCallee) const {
  return llvm::any_of(Plans, [&](const ManagedPlan &M) { return M.Mapped && M.AllocCallee == AllocCallee; });
}

bool ManagedBuffers::mapsAround(const VarDecl *Pointer) const {
  return llvm::any_of(Plans, [&](const ManagedPlan &M) { return M.Mapped && M.Pointer == Pointer; });
}

} // namespace c2o
