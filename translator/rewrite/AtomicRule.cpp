//===- AtomicRule.cpp - atomicAdd statements become #pragma omp atomic ----===//
//
// An atomic whose old value is unused and that stands as a statement of its
// own becomes `#pragma omp atomic update` on `x += v;` (the OpenMP form the
// atomic policy attaches hints to). Every other use calls the helper
// c2o_atomic_* through the reference rule.
//===----------------------------------------------------------------------===//
#include "analysis/AllocationProvenance.h"
#include "core/SourceRanges.h"
#include "rewrite/Rules.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/StringMap.h"

namespace c2o {

using namespace clang;

namespace {
/// The update operator each atomic becomes.
const llvm::StringMap<llvm::StringRef> &statementForms() {
  static const llvm::StringMap<llvm::StringRef> Forms = {
      {"atomicAdd", "+="}, {"atomicAdd_block", "+="}, {"atomicAdd_system", "+="},
      {"atomicSub", "-="}, {"atomicAnd", "&="},       {"atomicOr", "|="},
      {"atomicXor", "^="}};
  return Forms;
}

struct AtomicStatement {
  const CallExpr *Call;
  llvm::StringRef Op;
  bool NeedsBraces; ///< the body of an if or a loop, not a block's statement
};

/// Is \p C a statement of its own: in a block, or the body of an if or loop?
std::optional<bool> standsAlone(ASTContext &Ctx, const CallExpr *C) {
  auto Parents = Ctx.getParents(*C);
  if (Parents.size() != 1) return std::nullopt;
  if (Parents[0].get<CompoundStmt>()) return false;
  const Stmt *P = Parents[0].get<Stmt>();
  if (!P) return std::nullopt;
  if (const auto *If = dyn_cast<IfStmt>(P); If && (If->getThen() == C || If->getElse() == C)) return true;
  if (const auto *F = dyn_cast<ForStmt>(P); F && F->getBody() == C) return true;
  if (const auto *W = dyn_cast<WhileStmt>(P); W && W->getBody() == C) return true;
  if (const auto *D = dyn_cast<DoStmt>(P); D && D->getBody() == C) return true;
  return std::nullopt;
}

std::vector<AtomicStatement> findAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index,
                                                  const BlockPlans &Plans) {
  std::vector<AtomicStatement> Found;
  for (const CallExpr *C : Index.cudaCalls()) {
    const FunctionDecl *Callee = C->getDirectCallee();
    auto It = statementForms().find(Callee->getName());
    if (It == statementForms().end() || C->getNumArgs() != 2) continue;
    QualType T = C->getType();
    if (!T->isArithmeticType()) continue;
    std::optional<bool> Braces = standsAlone(TC.Ctx, C);
    if (!Braces) continue; // its value is used
    if (!exprOffsets(TC, C) || C->getBeginLoc().isMacroID()) continue;
    if (isLeftUntranslated(Index, Plans, enclosingFunction(TC.Ctx, C))) continue;
    Found.push_back({C, It->second, *Braces});
  }
  return Found;
}
} // namespace

void claimAtomicStatements(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans) {
  for (const AtomicStatement &A : findAtomicStatements(TC, Index, Plans))
    TC.claim(A.Call->getCallee()->IgnoreImplicit());
}

namespace {
/// What the atomic policy reads besides the context.
struct AtomicInputs {
  const ProvenanceAnalysis &Provenance;
  const ManagedBuffers &Managed;
  const AtomicSettings &Atomics;
  bool UnifiedSharedMemory; ///< the file asks for unified shared memory (needsUnifiedSharedMemory)
};

/// The policy's decision for one floating-point atomic.
struct AtomicDecision {
  AtomicHint Choice = AtomicHint::None; ///< Fast (hardware wanted) or Safe (CAS wanted); None: integer
  AtomicSpelling Spelling;              ///< how the compiler's mechanism writes it
  bool IsDouble = false;
};

std::string locationText(TranslationContext &TC, SourceLocation L) {
  PresumedLoc P = TC.SM.getPresumedLoc(TC.SM.getExpansionLoc(L));
  return P.isValid() ? std::string(P.getFilename()) + ":" + std::to_string(P.getLine()) + ":" +
                           std::to_string(P.getColumn())
                     : std::string("?");
}

/// "hint(AMD_fast_fp_atomics) + C2O_ATOMIC_COARSE", "no marking".
std::string mechanismText(const AtomicSpelling &S) {
  std::string Clause = S.Clause.empty() ? "" : S.Clause.substr(1);
  if (!Clause.empty() && !S.Attribute.empty()) return Clause + " + " + S.Attribute;
  if (!Clause.empty()) return Clause;
  if (!S.Attribute.empty()) return S.Attribute;
  return "no marking";
}

/// Does \p C read the mechanism \p S is written in, on \p A?
bool readsSpelling(OmpCompiler C, const ArchInfo &A, const AtomicSpelling &S) {
  return (!S.Clause.empty() && honoursHint(C, A)) || (!S.Attribute.empty() && honoursAttribute(C, A));
}

/// Granularity, choice, code and verdict of an FP atomic on the memory at \p Addr;
/// \p Statement: the pragma form (marked per compiler), else a helper's capture form.
AtomicDecision decide(TranslationContext &TC, const AtomicInputs &In, const CallExpr *Call, bool Statement) {
  AtomicDecision D;
  QualType T = Call->getType();
  bool FP = T->isRealFloatingType();
  std::optional<ArchInfo> Arch = lookupArch(In.Atomics.Arch);
  if (!Arch) Arch = lookupArch("gfx90a");
  Provenance P = In.Provenance.ofAddress(Call->getArg(0));
  if (P.Sites.empty()) P.Sites.push_back({AllocationKind::UnknownMemory, "not followed", "", nullptr});
  // Every configuration the program may run in: HSA_XNACK=0 and 1.
  std::vector<Granularity> Seen;
  std::string PerConfig;
  auto MappedPerLaunch = [&](const AllocationSite &S) {
    return S.Kind == AllocationKind::ManagedMemory && S.Var && In.Managed.mapsAround(S.Var);
  };
  for (bool X : {false, true}) {
    Granularity Worst = Granularity::Coarse;
    for (const AllocationSite &S : P.Sites) {
      MemoryConfig C{X, In.UnifiedSharedMemory};
      AllocationKind K = S.Kind;
      // The helpers allocate managed and pinned memory as host memory, which
      // kernels reach directly (zero-copy: the unified-shared-memory columns,
      // whether or not the file asks for it), except a managed buffer the map
      // strategy maps around its launches: the GPU touches its device copy.
      if (K == AllocationKind::ManagedMemory || K == AllocationKind::PinnedHostMemory) {
        C.UnifiedSharedMemory = !MappedPerLaunch(S);
        K = AllocationKind::HostMemory;
      }
      Granularity G = granularityOf(K, /*Mapped=*/false, C);
      Seen.push_back(G);
      if (G != Granularity::Coarse && G != Granularity::Lds) Worst = G;
    }
    PerConfig += std::string("  xnack=") + (X ? "1" : "0") + ": " + granularityName(Worst).str();
  }
  llvm::StringRef Name = Call->getDirectCallee()->getName();
  std::string Row = locationText(TC, Call->getBeginLoc()) + "  " + Name.str() + "  " + T.getAsString() +
                    "  memory: " + P.describe() + (llvm::any_of(P.Sites, MappedPerLaunch) ? " (mapped around its launches)" : "") + PerConfig;
  if (!FP) {
    TC.addAtomicExplanation(Row + "  chosen: plain (integer atomics are hardware atomics, correct on any memory)");
    return D;
  }
  OmpCompiler Compiler = In.Atomics.Compiler;
  AtomicOp Op = Statement ? AtomicOp::FpAddSub : AtomicOp::FpCapture;
  D.IsDouble = T->isSpecificBuiltinType(BuiltinType::Double);
  bool Unknown = llvm::any_of(P.Sites, [](const AllocationSite &S) { return S.Kind == AllocationKind::UnknownMemory; });
  D.Choice = chooseHint(In.Atomics.Mode, Seen);
  if (Statement) {
    D.Spelling = spellChoice(Compiler, D.Choice);
  } else {
    // The helper's capture form is always inside C2O_ATOMIC_FINE, with no hint.
    const AttributeMacro &Fine = attributeMacroFor(AtomicHint::Safe);
    D.Spelling.Attribute = Fine.Name.str();
    D.Spelling.Marking.Attribute = Fine.Attribute;
  }
  bool Honoured = readsSpelling(Compiler, *Arch, D.Spelling);
  AtomicCode Code = codeFor(Compiler, *Arch, Op, D.IsDouble, D.Spelling.Marking, In.Atomics.Flags);
  std::string Reason;
  if (!Statement) Reason = "value used: helper with atomic capture inside " + D.Spelling.Attribute + " (no hint applies to capture)";
  else if (!Arch->IsAmd) Reason = "not an AMD GPU: FP atomics are correct on any memory there";
  else if (!Honoured) Reason = compilerName(Compiler).str() + " reads neither AMD hints nor [[clang::atomic]] on " + Arch->Name.str();
  else if (In.Atomics.Mode != AtomicPolicyMode::Conservative) Reason = "forced by --atomic-policy";
  else if (Unknown) Reason = "allocation not known: safe";
  else Reason = D.Choice == AtomicHint::Fast ? "coarse in every configuration: fast" : "fine-grained in some configuration: safe";
  TC.addAtomicExplanation(Row + "  chosen: " + mechanismText(D.Spelling) + " -> " + codeName(Code).str() + " (" +
                          Reason + ")");
  if (!Statement) return D;
  if (Unknown && In.Atomics.Mode == AtomicPolicyMode::Conservative) TC.diag(DiagID::AtomicMemoryUnknown, Call->getBeginLoc(), {P.describe()});
  if (!Honoured && Arch->IsAmd)
    TC.diag(DiagID::AtomicHintIgnored, Call->getBeginLoc(),
            {compilerName(Compiler).str(), Arch->Name.str(),
             Code == AtomicCode::Hardware ? "a hardware atomic" : "a CAS loop", P.describe()});
  for (Granularity G : Seen)
    if (verdictFor(Op, D.IsDouble, G, Code, *Arch) == AtomicVerdict::Wrong) {
      TC.diag(DiagID::FineGrainedHardwareAtomic, Call->getBeginLoc(), {P.describe(), Arch->Name.str(),
              In.Atomics.Mode == AtomicPolicyMode::Fast ? "fast" : "conservative"});
      break;
    }
  return D;
}
} // namespace

void explainHelperAtomics(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                          const AtomicInputs &In) {
  for (const CallExpr *C : Index.cudaCalls()) {
    llvm::StringRef N = C->getDirectCallee()->getName();
    if (!N.starts_with("atomic") || C->getNumArgs() < 2 || TC.isClaimed(C->getCallee()->IgnoreImplicit()) ||
        isLeftUntranslated(Index, Plans, enclosingFunction(TC.Ctx, C)))
      continue;
    AtomicDecision D = decide(TC, In, C, /*Statement=*/false);
    if (D.Choice != AtomicHint::None)
      TC.addHintedAtomic({enclosingFunction(TC.Ctx, C), AtomicHint::Safe, C->getBeginLoc(), /*Capture=*/true, D.IsDouble});
  }
}

void runAtomicRule(TranslationContext &TC, const CudaAstIndex &Index, const BlockPlans &Plans,
                   const ProvenanceAnalysis &Provenance, const ManagedBuffers &Managed, const AtomicSettings &Settings,
                   bool UnifiedSharedMemory) {
  AtomicInputs In{Provenance, Managed, Settings, UnifiedSharedMemory};
  auto &FinalAtomics = TC.finalAtomics(/*ToWrite=*/false);
  explainHelperAtomics(TC, Index, Plans, In);
  for (const AtomicStatement &A : findAtomicStatements(TC, Index, Plans)) {
    // An atomic that became a reduction: written once, as its launcher applies the accumulator.
    auto Final = FinalAtomics.find(A.Call);
    bool Reduced = Final != FinalAtomics.end();
    if (!Reduced && TC.isClaimed(A.Call)) continue;
    AtomicDecision Decision = decide(TC, In, A.Call, /*Statement=*/true);
    const Expr *Addr = A.Call->getArg(0)->IgnoreParenImpCasts();
    std::optional<std::string> Target;
    if (const auto *U = dyn_cast<UnaryOperator>(Addr); U && U->getOpcode() == UO_AddrOf) {
      if (auto R = exprOffsets(TC, U->getSubExpr()))
        Target = TC.Edits.rewrittenText(R->first, R->second - R->first);
    } else if (auto R = exprOffsets(TC, A.Call->getArg(0))) {
      std::string P = TC.Edits.rewrittenText(R->first, R->second - R->first);
      Target = isa<DeclRefExpr>(Addr) ? "*" + P : "*(" + P + ")";
    }
    auto V = exprOffsets(TC, A.Call->getArg(1));
    auto Whole = exprOffsets(TC, A.Call);
    if (!Target || !V || !Whole) continue;
    std::string Value = Reduced ? Final->second.Accumulator : TC.Edits.rewrittenText(V->first, V->second - V->first);
    unsigned End = offsetPastSemicolon(TC, Whole->second);
    std::string Indent = Reduced ? "" : TC.indentOf(Whole->first);
    const AtomicSpelling &S = Decision.Spelling;
    std::string Pragma = "#pragma omp atomic update" + S.Clause;
    std::string Update = *Target + " " + A.Op.str() + " " + Value + ";";
    // The pragma must begin its own line. An attribute macro puts the atomic
    // in a block of its own (`C2O_ATOMIC_FINE { ... }`, one statement, also
    // as the body of an if or a loop); so does a body that was one statement.
    std::string Text;
    if (!S.Attribute.empty() || (A.NeedsBraces && !Reduced))
      Text = (S.Attribute.empty() ? "" : S.Attribute + " ") + "{\n" + Indent + "  " + Pragma + "\n" + Indent + "  " +
             Update + "\n" + Indent + "}";
    else
      Text = Pragma + "\n" + Indent + Update;
    // An atomic turned into a reduction: this is the launcher's final atomic.
    if (Reduced) TC.finalAtomics(/*ToWrite=*/true)[A.Call].Statement = Text;
    unsigned LS = TC.lineStart(Whole->first);
    bool CodeBefore = TC.Edits.original().find_first_not_of(" \t", LS) < Whole->first;
    if (CodeBefore && !A.NeedsBraces)
      Text = "\n" + Indent + Text;
    if (!Reduced && !TC.Edits.replace(Whole->first, End - Whole->first, Text)) continue; // written indented
    // a reduced atomic was counted where it became an accumulator update (AtomicReductionRule)
    if (!Reduced) ++TC.Stats.Converted;
    if (Decision.Choice != AtomicHint::None)
      TC.addHintedAtomic({enclosingFunction(TC.Ctx, A.Call), Decision.Choice, A.Call->getBeginLoc(),
                          /*Capture=*/false, Decision.IsDouble});
  }
}

} // namespace c2o
