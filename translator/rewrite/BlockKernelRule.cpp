//===- BlockKernelRule.cpp - block-level kernels become phases in a team --===//
//
//   __global__ void k(float *a) { __shared__ float s[256]; ... __syncthreads(); ... }
// becomes (analysis/BlockKernelPlan.h explains the phases)
//   inline size_t k_c2o_arena_bytes(unsigned long long c2o_bs, size_t c2o_shmem) {...}
//   #pragma omp declare target
//   void k_c2o_block(const uint3 c2o_blockIdx, ..., unsigned char *c2o_arena, size_t c2o_shmem, float *a) {
//     c2o_type<float[256]> &s = *c2o_team_array<...>(c2o_cursor, 1);   // the team's memory
//     C2O_PHASE_FOR(c2o_t) { ...first phase: this thread's logical threads c2o_t... }
//     c2o_block_barrier(c2o_arena);   (#pragma omp barrier, or a faster one on GCC devices)
//     ...
//   }
//   #pragma omp end declare target
//   void k(dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem, float *a) {
//   #pragma omp target teams num_teams(blocks) thread_limit(c2o_team_threads(block size)) is_device_ptr(a)
//     { C2O_TEAM_ARENA(...); #pragma omp parallel  for (each block of this team) k_c2o_block(...); }
//   }
// The user's statements stay where they are, between the generated phase heads and tails.
//===----------------------------------------------------------------------===//
#include "rewrite/Rules.h"
#include "core/SourceRanges.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

static const char *BlockSuffix = "_c2o_block";
static const char *BlockParameters = "const uint3 c2o_blockIdx, const dim3 c2o_blockDim, const dim3 c2o_gridDim, "
                                     "unsigned char *c2o_arena, size_t c2o_shmem";

llvm::StringRef launcherParameters(const CudaAstIndex &Index, const FunctionDecl *K) {
  return isBlockLevelKernel(Index, K) ? "dim3 c2o_grid, dim3 c2o_block, size_t c2o_shmem"
                                      : "dim3 c2o_grid, dim3 c2o_block";
}

void claimBlockKernelCalls(TranslationContext &TC, const CudaAstIndex &Index) {
  for (const auto &[K, P] : Index.BlockPlans) {
    if (!P.Blocker.empty()) continue;
    for (const SyncCall &SC : P.Calls)
      if (const Expr *Callee = SC.Call->getCallee()) TC.Claimed.insert(Callee->IgnoreImplicit());
  }
}

namespace {

class BlockWriter {
public:
  BlockWriter(TranslationContext &TC, const CudaAstIndex &Index, const FunctionDecl *K, const BlockKernelPlan &P)
      : TC(TC), Index(Index), K(K), P(P), PP(TC.Ctx.getPrintingPolicy()) {
    PP.SuppressTagKeyword = true;
  }

  void run() {
    auto R = declOffsets(TC, K);
    auto NameOff = TC.fileOffset(K->getLocation());
    const Stmt *Body = K->getBody();
    auto BodyOpen = Body ? TC.fileOffset(Body->getBeginLoc()) : std::nullopt;
    if (!R || !NameOff || !BodyOpen) return;
    Head = TC.Edits.rewrittenText(R->first, *NameOff - R->first);
    // The direct form is cut from the kernel's text before the phase edits.
    std::string Direct = directForm();
    HasDirect = !Direct.empty();
    if (HasDirect)
      TC.Edits.insert(TC.lineStart(R->first),
                      "#if C2O_HAS_BARE\n" + directSizeFunction() + "#pragma omp declare target\n" + Direct +
                          "#pragma omp end declare target\n#endif\n",
                      0, /*Generated=*/true);
    rewriteCalls();
    rewriteJumps();
    for (const BlockEdit &E : P.Edits) {
      std::string Text = piecesText(E.Pieces);
      if (E.End == E.Offset) TC.Edits.insert(E.Offset, Text, 0, /*Generated=*/true);
      else TC.Edits.replace(E.Offset, E.End - E.Offset, Text, /*Generated=*/true);
    }
    // The body: renamed, with the block's coordinates and arena as parameters.
    std::string Name = K->getNameAsString();
    // C2O_BLOCK_FUNCTION (c2o_block.h): how the compiler is to treat the
    // block function, inlined into the launcher with GCC (it says `inline`:
    // a kernel that says so already keeps its own).
    if (auto TypeOff = K->isInlineSpecified() ? std::nullopt : TC.fileOffset(K->getTypeSpecStartLoc()))
      TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
    TC.replaceToken(K->getLocation(), Name + BlockSuffix);
    prependBodyParameters();
    TC.Edits.insert(*BodyOpen + 1, "\n" + prologue(), 0, /*Generated=*/true);
    // The kernel is restructured throughout: it is formatted as a whole (its
    // comments stay; diagnostics inside it are listed above it).
    TC.Edits.replace(R->first, R->second - R->first, TC.Edits.rewrittenText(R->first, R->second - R->first),
                     /*Generated=*/true);
    TC.Edits.insert(TC.lineStart(R->first), sizeFunction() + "#pragma omp declare target\n", 1);
    TC.Edits.insert(R->second, launcher(), 1, /*Generated=*/true);
    ++TC.Stats.Kernels;
    ++TC.Stats.Converted;
    bool HasSyncwarp = false;
    for (const SyncCall &SC : P.Calls) HasSyncwarp |= SC.Fn->Name == "__syncwarp";
    if (!P.LockstepUses.empty() && !HasSyncwarp) TC.diag(DiagID::C2O1013, P.LockstepUses.front(), {Name});
    TC.diag(DiagID::C2O1106, K->getLocation(),
            {Name, std::to_string(P.Phases.size()), std::to_string(P.Barriers), std::to_string(P.Replicated.size()),
             sharedBytes(), perThreadBytes()});
    if (HasDirect) TC.diag(DiagID::C2O1108, K->getLocation(), {Name});
  }

private:
  /// The type's spelling; one that ends with '>' gets a blank, so that
  /// c2o_type<ns::tile<16> > never spells '>>>'.
  std::string typeText(QualType T, bool KeepQualifiers) const {
    if (!KeepQualifiers) T = T.getUnqualifiedType();
    if (!T->isDependentType()) T = T.getCanonicalType();
    std::string S = T.getAsString(PP);
    if (!S.empty() && S.back() == '>') S += ' ';
    return S;
  }

  std::string exprText(const Expr *E) const {
    auto R = exprOffsets(TC, E);
    return R ? TC.Edits.rewrittenText(R->first, R->second - R->first) : std::string("/*?*/");
  }

  static bool isDefaultArg(const Expr *E) { return isa<CXXDefaultArgExpr>(E); }

  /// N of a thread_block_tile<N> type (C2O_WARP_SIZE for other groups).
  std::string tileWidth(QualType T) const {
    T = T.getNonReferenceType().getUnqualifiedType();
    if (const auto *RT = T->getAs<RecordType>())
      if (const auto *CTS = dyn_cast<ClassTemplateSpecializationDecl>(RT->getDecl()))
        if (CTS->getTemplateArgs().size() > 0 && CTS->getTemplateArgs()[0].getKind() == TemplateArgument::Integral)
          return llvm::toString(CTS->getTemplateArgs()[0].getAsIntegral(), 10);
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (!TST->template_arguments().empty()) {
        std::string S;
        llvm::raw_string_ostream OS(S);
        TST->template_arguments()[0].print(PP, OS, /*IncludeType=*/false);
        return OS.str();
      }
    return "C2O_WARP_SIZE";
  }

  void rewriteCalls() {
    for (const SyncCall &SC : P.Calls) {
      auto R = exprOffsets(TC, SC.Call);
      if (!R) continue;
      std::string Text;
      SyncKind Kind = SC.Fn->Kind;
      if (Kind == SyncKind::Handle) {
        Text = SC.Fn->Reader.str();
        if (SC.Fn->Name.ends_with("tiled_partition")) Text += "<" + tileWidth(SC.Call->getType()) + ">";
        Text += "{c2o_t, c2o_bs}";
      } else if (SC.Exchange >= 0) {
        std::string X = "c2o_x" + std::to_string(SC.Exchange);
        Text = SC.Fn->Reader.str() + "(" + X;
        if (Kind != SyncKind::BlockVote) Text += ", c2o_t";
        Text += ", c2o_bs";
        const Expr *Group = groupOf(SC.Call, *SC.Fn);
        std::string Width = Group ? tileWidth(Group->getType()) : "C2O_WARP_SIZE";
        unsigned Lane = SC.Fn->ValueArg + 1;
        if (Kind == SyncKind::WarpLane) {
          unsigned W = SC.Fn->ValueArg + 2;
          Text += ", " + (Lane < SC.Call->getNumArgs() ? exprText(SC.Call->getArg(Lane)) : std::string("0"));
          Text += ", " + (W < SC.Call->getNumArgs() && !isDefaultArg(SC.Call->getArg(W))
                              ? exprText(SC.Call->getArg(W))
                              : std::string("C2O_WARP_SIZE"));
        } else if (Kind == SyncKind::TileLane) {
          Text += ", " + (Lane < SC.Call->getNumArgs() ? exprText(SC.Call->getArg(Lane)) : std::string("0"));
          Text += ", " + Width;
        } else if (Kind == SyncKind::TileVote) {
          Text += ", " + Width;
        } else if (Kind == SyncKind::TileReduce) {
          Text += ", " + Width;
          if (Lane < SC.Call->getNumArgs()) Text += ", " + exprText(SC.Call->getArg(Lane));
        }
        Text += ")";
        if (Kind == SyncKind::WarpLane || Kind == SyncKind::WarpVote) noteMask(SC);
      } else {
        continue; // barriers are whole statements (the plan's edits)
      }
      TC.Edits.replace(R->first, R->second - R->first, Text);
      ++TC.Stats.Converted;
    }
  }

  /// A constant mask other than all lanes is ignored (C2O1014).
  void noteMask(const SyncCall &SC) {
    if (SC.Fn->ValueArg < 1 || SC.Call->getNumArgs() == 0) return;
    const Expr *M = SC.Call->getArg(0);
    Expr::EvalResult R;
    if (M->isValueDependent() || !M->EvaluateAsInt(R, TC.Ctx) || R.Val.getInt().getZExtValue() != 0xffffffffu)
      TC.diag(DiagID::C2O1014, M->getBeginLoc(), {exprText(M), SC.Fn->Name.str()});
  }

  void rewriteJumps() {
    for (const BlockKernelPlan::Jump &J : P.Jumps) {
      auto B = TC.fileOffset(J.S->getBeginLoc());
      auto E = TC.tokenEndOffset(J.S->getEndLoc());
      if (!B || !E) continue;
      unsigned End = offsetPastSemicolon(TC, *E);
      TC.Edits.replace(*B, End - *B,
                       "{ " + J.Flag + "; goto c2o_pe_" + std::to_string(J.Phase) + "; }", /*Generated=*/true);
      Labelled.insert(J.Phase);
    }
  }

  std::string open(unsigned Ph) const {
    const PhaseInfo &I = P.Phases[Ph];
    std::string S = "\nC2O_PHASE_FOR(c2o_t) {\n"
                    "[[maybe_unused]] const uint3 c2o_threadIdx = c2o_thread_index(c2o_t, c2o_blockDim.x, c2o_blockDim.y);\n";
    for (const VarDecl *V : I.Visible)
      if (P.ReplicatedSet.count(V))
        S += "[[maybe_unused]] c2o_type<" + typeText(V->getType(), false) + "> &" + V->getNameAsString() + " = " +
             replicaName(V) + "[c2o_t];\n";
      else if (P.RecomputedSet.count(V))
        S += "[[maybe_unused]] const c2o_type<" + typeText(V->getType(), false) + "> " + V->getNameAsString() +
             " = " + exprText(V->getInit()) + ";\n";
    S += I.Prologue;
    std::vector<std::string> Terms = I.Pred;
    if (P.HasExit) Terms.insert(Terms.begin(), "!c2o_exited[c2o_t]");
    S += Terms.empty() ? "{\n" : "if (" + llvm::join(Terms, " && ") + ") {\n";
    return S;
  }

  std::string close(unsigned Ph) const {
    std::string S = "\n}\n";
    if (Labelled.count(Ph)) S += "c2o_pe_" + std::to_string(Ph) + ":;\n";
    return S + "}\n";
  }

  std::string initAssign(const DeclStmt *DS) const {
    std::string S;
    for (const Decl *D : DS->decls())
      if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasInit())
        S += V->getNameAsString() + " = " + exprText(V->getInit()) + ";\n";
    return S;
  }

  std::string piecesText(const std::vector<Piece> &Pieces) const {
    std::string S;
    for (const Piece &X : Pieces) {
      switch (X.K) {
      case Piece::Text: S += X.Str; break;
      case Piece::ExprText: S += exprText(X.E); break;
      case Piece::InitAssign: S += initAssign(X.D); break;
      case Piece::Open: S += open(X.Phase); break;
      case Piece::Close: S += close(X.Phase); break;
      }
    }
    return S;
  }

  std::string replicaName(const VarDecl *V) const {
    auto It = std::find(P.Replicated.begin(), P.Replicated.end(), V);
    return "c2o_r" + std::to_string(It - P.Replicated.begin()) + "_" + V->getNameAsString();
  }

  /// The arena's parts, in carving order: (declaration prefix, type, count).
  struct Part {
    std::string Decl, Type, Count;
  };
  std::vector<Part> parts() const {
    std::vector<Part> Ps;
    for (const VarDecl *V : P.Shared)
      Ps.push_back({"c2o_type<" + typeText(V->getType(), true) + "> &" + V->getNameAsString() + " = *",
                    typeText(V->getType(), true), "1"});
    for (const VarDecl *V : P.Replicated)
      Ps.push_back({"c2o_type<" + typeText(V->getType(), false) + "> *" + replicaName(V) + " = ",
                    typeText(V->getType(), false), "c2o_bs"});
    for (unsigned M = 0; M < P.Masks; ++M)
      Ps.push_back({"unsigned char *c2o_m" + std::to_string(M) + " = ", "unsigned char", "c2o_bs"});
    if (P.HasExit) Ps.push_back({"unsigned char *c2o_exited = ", "unsigned char", "c2o_bs"});
    for (unsigned X = 0; X < P.ExchangeTypes.size(); ++X)
      Ps.push_back({"c2o_type<" + P.ExchangeTypes[X] + "> *c2o_x" + std::to_string(X) + " = ", P.ExchangeTypes[X],
                    "c2o_bs"});
    if (!P.ExternShared.empty()) Ps.push_back({"unsigned char *c2o_dynamic = ", "unsigned char", "c2o_shmem"});
    return Ps;
  }

  std::string prologue() const {
    // Each OpenMP thread of the team takes the same logical threads in every
    // phase (C2O_PHASE_FOR: c2o_first, c2o_first + c2o_step, ..., or chunks of
    // them), so per-thread state needs no barrier between phases.
    std::string S = "const unsigned long long c2o_bs = c2o_volume(c2o_blockDim);\n"
                    "const unsigned long long c2o_first = omp_get_thread_num(), c2o_step = omp_get_num_threads();\n"
                    "c2o_arena_cursor c2o_cursor{c2o_arena, 0};\n";
    for (const Part &X : parts())
      S += X.Decl + "c2o_team_array<c2o_type<" + X.Type + ">>(c2o_cursor, " + X.Count + ");\n";
    for (const VarDecl *V : P.ExternShared) {
      QualType T = V->getType();
      QualType Elem = T->isArrayType() ? TC.Ctx.getAsArrayType(T)->getElementType() : T;
      S += typeText(Elem, true) + " *" + V->getNameAsString() + " = reinterpret_cast<" + typeText(Elem, true) +
           " *>(c2o_dynamic);\n";
    }
    S += "(void)c2o_shmem;\n";
    if (P.HasExit)
      S += "C2O_PHASE_FOR(c2o_t) c2o_exited[c2o_t] = 0;\n";
    return S;
  }

  std::string templateHeader() const {
    const FunctionTemplateDecl *FTD = K->getDescribedFunctionTemplate();
    if (!FTD) return "";
    auto T = TC.text(FTD->getTemplateParameters()->getSourceRange());
    return T ? *T + "\n" : "";
  }

  std::string templateArguments() const {
    const FunctionTemplateDecl *FTD = K->getDescribedFunctionTemplate();
    if (!FTD) return "";
    std::vector<std::string> Names;
    for (const NamedDecl *D : *FTD->getTemplateParameters())
      Names.push_back(D->getNameAsString() + (D->isTemplateParameterPack() ? "..." : ""));
    return "<" + llvm::join(Names, ", ") + ">";
  }

  std::string sizeFunction() const {
    std::string S = templateHeader() + "inline size_t " + K->getNameAsString() +
                    "_c2o_arena_bytes(unsigned long long c2o_bs, size_t c2o_shmem) {\n"
                    "  c2o_arena_cursor c2o_cursor{nullptr, 0};\n";
    for (const Part &X : parts()) S += "  c2o_team_array<c2o_type<" + X.Type + ">>(c2o_cursor, " + X.Count + ");\n";
    return S + "  (void)c2o_bs;\n  (void)c2o_shmem;\n  return c2o_cursor.offset;\n}\n";
  }

  /// Bytes of \p T, or nothing when a template argument decides them.
  std::optional<uint64_t> bytesOf(QualType T) const {
    if (T.isNull() || T->isDependentType() || T->isIncompleteType()) return std::nullopt;
    return TC.Ctx.getTypeSizeInChars(T).getQuantity();
  }

  std::string sharedBytes() const {
    uint64_t B = 0;
    bool Dependent = false;
    for (const VarDecl *V : P.Shared) {
      auto N = bytesOf(V->getType());
      if (N) B += *N;
      else Dependent = true;
    }
    return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "") +
           (P.ExternShared.empty() ? "" : " (+ the launch's dynamic size)");
  }

  /// Flags, replicated variables and exchange buffers, per logical thread.
  std::string perThreadBytes() const {
    uint64_t B = P.Masks + (P.HasExit ? 1 : 0);
    bool Dependent = false;
    auto Add = [&](QualType T) {
      auto N = bytesOf(T);
      if (N) B += *N;
      else Dependent = true;
    };
    for (const VarDecl *V : P.Replicated) Add(V->getType());
    for (const SyncCall &SC : P.Calls)
      if (SC.Exchange >= 0) Add(SC.Fn->ElemType.empty() ? SC.Call->getType() : TC.Ctx.IntTy);
    return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "");
  }

  void prependBodyParameters() {
    FunctionTypeLoc FTL = K->getFunctionTypeLoc();
    if (!FTL) return;
    auto Off = TC.fileOffset(FTL.getLParenLoc());
    if (!Off) return;
    unsigned At = *Off + 1;
    const std::string &T = TC.Edits.original();
    unsigned I = skipBlanksAndComments(T, At);
    if (K->getNumParams() > 0) {
      TC.Edits.insert(At, std::string(BlockParameters) + ", ", 2, true);
    } else if (T.compare(I, 4, "void") == 0 && T[skipBlanksAndComments(T, I + 4)] == ')') {
      TC.Edits.replace(I, 4, BlockParameters, true);
    } else {
      TC.Edits.insert(At, BlockParameters, 2, true);
    }
  }

  /// The shared-memory declarations of the kernel, or nothing when one
  /// declares something else too (the direct form then is not written).
  bool sharedDeclStmts(const Stmt *S, std::vector<const DeclStmt *> &Out) const {
    if (!S) return true;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      unsigned Shared = 0, All = 0;
      for (const Decl *D : DS->decls()) {
        ++All;
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->hasAttr<CUDASharedAttr>()) ++Shared;
      }
      if (Shared && Shared != All) return false;
      if (Shared) Out.push_back(DS);
    }
    for (const Stmt *C : S->children())
      if (!sharedDeclStmts(C, Out)) return false;
    return true;
  }

  /// The direct form of a kernel whose only synchronisation is __syncthreads:
  /// its own statements, run by one GPU thread per CUDA thread in a bare
  /// launch (c2o_launch.h), __syncthreads() the block's barrier
  /// (c2o_syncthreads), the __shared__ variables carved from the team memory
  /// at the top in a fixed order (every thread carves the same). "" when the
  /// kernel has other synchronisation or its shared declarations cannot move.
  std::string directForm() const {
    for (const SyncCall &SC : P.Calls)
      if (SC.Fn->Name != "__syncthreads") return "";
    std::set<std::string> Names;
    for (const VarDecl *V : P.Shared) Names.insert(V->getNameAsString());
    for (const VarDecl *V : P.ExternShared) Names.insert(V->getNameAsString());
    if (Names.size() != P.Shared.size() + P.ExternShared.size()) return "";
    std::vector<const DeclStmt *> Decls;
    if (!sharedDeclStmts(K->getBody(), Decls)) return "";
    FunctionTypeLoc FTL = K->getFunctionTypeLoc();
    const auto *Body = dyn_cast_or_null<CompoundStmt>(K->getBody());
    if (!FTL || !Body) return "";
    auto LP = TC.fileOffset(FTL.getLParenLoc()), RP = TC.fileOffset(FTL.getRParenLoc());
    auto LB = TC.fileOffset(Body->getLBracLoc()), RB = TC.fileOffset(Body->getRBracLoc());
    if (!LP || !RP || !LB || !RB) return "";
    EditSet D = TC.Edits; // the renames so far, then the direct form's own edits
    for (const SyncCall &SC : P.Calls) {
      auto R = exprOffsets(TC, SC.Call);
      if (!R || !D.replace(R->first, R->second - R->first, "c2o_syncthreads()")) return "";
    }
    for (const DeclStmt *DS : Decls) {
      auto R = stmtOffsets(TC, DS);
      if (!R || !D.replace(R->first, R->second - R->first, "")) return "";
    }
    std::string Params = D.rewrittenText(*LP + 1, *RP - *LP - 1);
    if (llvm::StringRef(Params).trim() == "void") Params.clear();
    std::string S = Head + K->getNameAsString() + "_c2o_direct(const uint3 c2o_threadIdx, const uint3 c2o_blockIdx, "
                    "const dim3 c2o_blockDim, const dim3 c2o_gridDim, unsigned char *c2o_arena, size_t c2o_shmem";
    if (!llvm::StringRef(Params).trim().empty()) S += ", " + Params;
    S += ") {\nc2o_arena_cursor c2o_cursor{c2o_arena, 0};\n";
    for (const Part &X : directParts())
      S += X.Decl + "c2o_team_array<c2o_type<" + X.Type + ">>(c2o_cursor, " + X.Count + ");\n";
    for (const VarDecl *V : P.ExternShared) {
      QualType T = V->getType();
      QualType Elem = T->isArrayType() ? TC.Ctx.getAsArrayType(T)->getElementType() : T;
      S += typeText(Elem, true) + " *" + V->getNameAsString() + " = reinterpret_cast<" + typeText(Elem, true) +
           " *>(c2o_dynamic);\n";
    }
    S += "(void)c2o_shmem;\n";
    return S + D.rewrittenText(*LB + 1, *RB - *LB - 1) + "}\n";
  }

  /// The direct form's team memory: the shared variables, then the launch's dynamic bytes.
  std::vector<Part> directParts() const {
    std::vector<Part> Ps;
    for (const VarDecl *V : P.Shared)
      Ps.push_back({"c2o_type<" + typeText(V->getType(), true) + "> &" + V->getNameAsString() + " = *",
                    typeText(V->getType(), true), "1"});
    if (!P.ExternShared.empty()) Ps.push_back({"unsigned char *c2o_dynamic = ", "unsigned char", "c2o_shmem"});
    return Ps;
  }

  std::string directSizeFunction() const {
    std::string S = templateHeader() + "inline size_t " + K->getNameAsString() +
                    "_c2o_direct_bytes(size_t c2o_shmem) {\n"
                    "  c2o_arena_cursor c2o_cursor{nullptr, 0};\n";
    for (const Part &X : directParts())
      S += "  c2o_team_array<c2o_type<" + X.Type + ">>(c2o_cursor, " + X.Count + ");\n";
    return S + "  (void)c2o_shmem;\n  return c2o_cursor.offset;\n}\n";
  }

  std::string launcher() const {
    std::vector<std::string> ParamTexts, ParamNames, DevicePointers;
    for (unsigned I = 0; I < K->getNumParams(); ++I) {
      const ParmVarDecl *PV = K->getParamDecl(I);
      auto PT = TC.text(PV->getSourceRange());
      std::string PName = PV->getNameAsString();
      if (PName.empty()) {
        PName = "c2o_arg" + std::to_string(I);
        if (PT) *PT += " " + PName;
      }
      ParamTexts.push_back(PT ? *PT : "?");
      ParamNames.push_back(PName);
      if (PV->getType()->isPointerType()) DevicePointers.push_back(PName);
    }
    std::string Name = K->getNameAsString(), TA = templateArguments();
    std::string L = "\n#pragma omp end declare target\n" + Head + Name + "(" +
                    launcherParameters(Index, K).str();
    for (const std::string &PT : ParamTexts) L += ", " + PT;
    // Only scalars enter the target region: a dim3 there would be mapped (two
    // copies per launch, which cost more than a small kernel runs).
    L += ") {\n"
         "  const unsigned c2o_bx = c2o_block.x, c2o_by = c2o_block.y, c2o_bz = c2o_block.z;\n"
         "  const unsigned c2o_gx = c2o_grid.x, c2o_gy = c2o_grid.y, c2o_gz = c2o_grid.z;\n"
         "  const unsigned long long c2o_block_size = (unsigned long long)c2o_bx * c2o_by * c2o_bz;\n"
         "  const unsigned long long c2o_num_blocks = (unsigned long long)c2o_gx * c2o_gy * c2o_gz;\n";
    if (HasDirect) {
      // clang on a GPU: the direct form, as CUDA launches it
      L += "#if C2O_HAS_BARE\n"
           "  if (c2o_bare_launch(c2o_grid, c2o_block)) {\n"
           "    const size_t c2o_direct_bytes = " + Name + "_c2o_direct_bytes" + TA + "(c2o_shmem);\n"
           "    c2o_check_team_memory(c2o_direct_bytes, \"" + Name + "\");\n"
           "#pragma omp target teams ompx_bare C2O_BARE_GEOMETRY(c2o_gx, c2o_gy, c2o_gz, c2o_bx, c2o_by, c2o_bz) "
           "C2O_TEAM_MEMORY(c2o_direct_bytes)";
      if (!DevicePointers.empty()) L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
      L += "\n    " + Name + "_c2o_direct" + TA + "(c2o_bare_thread_index(c2o_bx, c2o_by), "
           "c2o_bare_block_index(c2o_gx, c2o_gy), dim3(c2o_bx, c2o_by, c2o_bz), dim3(c2o_gx, c2o_gy, c2o_gz), "
           "C2O_DIRECT_ARENA(), c2o_shmem";
      for (const std::string &N : ParamNames) L += ", " + N;
      L += ");\n    return;\n  }\n#endif\n";
    }
    L +=
         "  const size_t c2o_arena_bytes = " + Name + "_c2o_arena_bytes" + TA + "(c2o_block_size, c2o_shmem);\n"
         "  c2o_check_team_memory(c2o_arena_bytes, \"" + Name + "\");\n"
         "#pragma omp target teams num_teams(c2o_teams_for_blocks(c2o_num_blocks)) thread_limit(c2o_team_threads(c2o_block_size))";
    if (!DevicePointers.empty()) L += " is_device_ptr(" + llvm::join(DevicePointers, ", ") + ")";
    L += " C2O_TEAM_MEMORY(c2o_arena_bytes)";
    L += "\n  {\n"
         "    C2O_TEAM_ARENA(c2o_arena, c2o_arena_bytes);\n"
         "#pragma omp parallel num_threads(c2o_team_threads(c2o_block_size))\n"
         "    for (unsigned long long c2o_b = omp_get_team_num(); c2o_b < c2o_num_blocks; c2o_b += omp_get_num_teams()) {\n"
         "      " + Name + BlockSuffix + TA +
         "(c2o_index3(c2o_b, c2o_gx, c2o_gy), dim3(c2o_bx, c2o_by, c2o_bz), dim3(c2o_gx, c2o_gy, c2o_gz), "
         "C2O_TEAM_ARENA_PTR(c2o_arena), c2o_shmem";
    for (const std::string &N : ParamNames) L += ", " + N;
    L += ");\n      c2o_block_barrier(C2O_TEAM_ARENA_PTR(c2o_arena));\n    }\n  }\n}";
    return L;
  }

  TranslationContext &TC;
  const CudaAstIndex &Index;
  const FunctionDecl *K;
  const BlockKernelPlan &P;
  PrintingPolicy PP;
  std::string Head;
  std::set<unsigned> Labelled;
  bool HasDirect = false; ///< the kernel also has a direct form (clang GPUs)
};

} // namespace

void translateBlockKernel(TranslationContext &TC, const CudaAstIndex &Index, const FunctionDecl *K) {
  const BlockKernelPlan *P = Index.blockPlanOf(K);
  if (!P || !P->Blocker.empty()) return;
  BlockWriter(TC, Index, K, *P).run();
}

} // namespace c2o
