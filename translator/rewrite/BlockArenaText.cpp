//===- BlockArenaText.cpp - the arena, size functions, signatures --------===//
//
// The parts a block-level function carves from its team's arena, the size
// function that adds them up for the launcher or a caller, and a block
// function's signature (slots for its per-thread parameters and result).
// (BlockWriter.h: the writer and its parts.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockWriter.h"
#include "core/SourceRanges.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

std::vector<BlockWriter::Part> BlockWriter::parts() const {
  std::vector<Part> Ps;
  // (a block function's __shared__ variables are statics of their own: teamStatics)
  for (const VarDecl *V : P.IsKernel ? P.Shared : std::vector<const VarDecl *>())
    Ps.push_back({"c2o_type<" + typeText(V->getType(), true) + "> &" + V->getNameAsString() + " = *",
                  typeText(V->getType(), true), "1", ""});
  for (const VarDecl *V : P.Replicated) {
    std::string T = P.KeptReferences.count(V) ? "c2o_type<" + typeText(V->getType().getNonReferenceType(), true) + "> *"
                                              : replicaType(V);
    Ps.push_back({"c2o_type<" + T + "> *" + replicaName(V) + " = ", T, "c2o_bs", ""});
  }
  for (unsigned M = 0; M < P.Masks; ++M)
    Ps.push_back({"unsigned char *c2o_m" + std::to_string(M) + " = ", "unsigned char", "c2o_bs", ""});
  if (P.HasExit && P.IsKernel) Ps.push_back({"unsigned char *c2o_exited = ", "unsigned char", "c2o_bs", ""});
  for (unsigned X = 0; X < P.Exchanges.size(); ++X) {
    std::string T = typeText(P.Exchanges[X].Type, false);
    Ps.push_back({"c2o_type<" + T + "> *" + exchangeName(X) + " = ", T, "c2o_bs", ""});
  }
  for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
    const BlockCall &B = P.BlockCalls[C];
    if (!B.Result.isNull()) {
      std::string T = typeText(B.Result, false);
      Ps.push_back({"c2o_type<" + T + "> *" + resultName(C) + " = ", T, "c2o_bs", resultName(C)});
    }
    for (unsigned I = 0; I < B.ArgTypes.size(); ++I) {
      ParamMode M = modeOf(B, I);
      if (M == ParamMode::Uniform) continue;
      const VarDecl *H = I < B.Call->getNumArgs() ? autoHandleVar(B.Call->getArg(I)) : nullptr;
      std::string T = H ? replicaType(H) : typeText(B.ArgTypes[I], false);
      if (M == ParamMode::PerThreadRef) T = "c2o_type<" + T + "> *";
      Ps.push_back({"c2o_type<" + T + "> *" + argName(C, I) + " = ", T, "c2o_bs", argName(C, I)});
    }
    Ps.push_back({"unsigned char *" + offName(C) + " = ", "unsigned char", "c2o_bs", ""});
  }
  if (P.IsKernel && P.UsesDynamicShared)
    Ps.push_back({"unsigned char *c2o_dynamic = ", "unsigned char", "c2o_shmem", ""});
  return Ps;
}

std::string BlockWriter::prologue() const {
  // Each OpenMP thread of the team takes the same logical threads in every
  // phase (C2O_PHASE_FOR: c2o_first, c2o_first + c2o_step, ..., or chunks of
  // them), so per-thread state needs no barrier between phases.
  std::string S = "const unsigned long long c2o_bs = c2o_volume(c2o_blockDim);\n"
                  "const unsigned long long c2o_first = omp_get_thread_num(), c2o_step = omp_get_num_threads();\n"
                  "c2o_arena_cursor c2o_cursor{c2o_arena, 0};\n";
  S += prologueDecls() + teamStatics();
  for (const Part &X : parts())
    S += X.Decl + "c2o_team_array<" + typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
  // The block functions it calls carve their parts after its own.
  if (!P.BlockCalls.empty())
    S += "unsigned char *c2o_sub = c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, 0);\n";
  for (const VarDecl *V : P.ExternShared) {
    QualType T = V->getType();
    QualType Elem = T->isArrayType() ? TC.Ctx.getAsArrayType(T)->getElementType() : T;
    S += typeText(Elem, true) + " *" + V->getNameAsString() + " = reinterpret_cast<" + typeText(Elem, true) +
         " *>(c2o_dynamic);\n";
  }
  if (!P.IsKernel) return S + "(void)c2o_dynamic;\n";
  S += "(void)c2o_shmem;\n";
  // (the accessors of dynamic shared memory it reaches read it from the team's slot)
  if (P.PublishesDynamicShared) S += "c2o_dynamic_shared_set(c2o_dynamic);\n";
  std::vector<std::string> Init;
  if (P.HasExit) Init.push_back("c2o_exited[c2o_t] = 0;");
  for (const ParamCopy &C : P.ParamCopies)
    if (C.LocalPhase < 0)
      Init.push_back(replicaName(C.Param) + "[c2o_t] = c2o_in_" + C.Param->getNameAsString() + ";");
  if (Init.size() == 1) S += "C2O_PHASE_FOR(c2o_t) " + Init[0] + "\n";
  else if (!Init.empty()) S += "C2O_PHASE_FOR(c2o_t) {\n" + llvm::join(Init, "\n") + "\n}\n";
  return S;
}

/// A block function's __shared__ variables: each a static of its own per
/// team (c2o_team_static, c2o_block.h), which keeps its value from call to
/// call as CUDA's does; the function's arena part is its caller's scratch,
/// which the next block function called reuses. A kernel carves them from
/// its arena, which lasts as long as the block.
std::string BlockWriter::teamStatics() const {
  if (P.IsKernel) return "";
  std::string S;
  for (const VarDecl *V : P.Shared) {
    std::string T = typeText(V->getType(), true), Tag = "c2o_tag_" + V->getNameAsString();
    S += "struct " + Tag + ";\nc2o_type<" + T + "> &" + V->getNameAsString() + " = c2o_team_static<" +
         typeArgument(T) + ", " + Tag + ">();\n";
  }
  return S;
}

std::string BlockWriter::templateHeader() const {
  const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
  if (!FTD) return "";
  auto T = TC.text(FTD->getTemplateParameters()->getSourceRange());
  return T ? *T + "\n" : "";
}

std::string BlockWriter::templateArguments() const {
  const FunctionTemplateDecl *FTD = F->getDescribedFunctionTemplate();
  if (!FTD) return "";
  std::vector<std::string> Names;
  for (const NamedDecl *D : *FTD->getTemplateParameters())
    Names.push_back(D->getNameAsString() + (D->isTemplateParameterPack() ? "..." : ""));
  return "<" + llvm::join(Names, ", ") + ">";
}

/// Its per-thread parameters (and result) as slot pointers, for its size
/// function too: (type, name) pairs.
std::vector<std::pair<std::string, std::string>> BlockWriter::slotParameters() const {
  std::vector<std::pair<std::string, std::string>> Out;
  QualType R = F->getReturnType();
  if (!R->isVoidType()) Out.push_back({"c2o_type<" + typeText(R, false) + "> *", "c2o_ret"});
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PV = F->getParamDecl(I);
    ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
    if (M == ParamMode::Uniform) continue;
    std::string T = "c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> *";
    if (M == ParamMode::PerThreadRef) T += "*";
    Out.push_back({T, paramSlotName(PV)});
  }
  return Out;
}

std::string BlockWriter::functionParameters() const {
  std::string S = FunctionParameters;
  QualType R = F->getReturnType();
  if (!R->isVoidType()) S += ", c2o_type<" + typeText(R, false) + "> *c2o_ret";
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PV = F->getParamDecl(I);
    ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
    std::string N = PV->getNameAsString();
    if (N.empty()) N = "c2o_unused" + std::to_string(I);
    if (M == ParamMode::Uniform) {
      std::string T = typeText(PV->getType(), true);
      S += ", " + T + (T.back() == '*' ? "" : " ") + N;
      continue;
    }
    std::string T = "c2o_type<" + typeText(PV->getType().getNonReferenceType(), true) + "> *";
    if (M == ParamMode::PerThreadRef) T += "*";
    S += ", " + T + (PV->getName().empty() ? N : paramSlotName(PV));
  }
  return S;
}

/// The written return type of D: clang's range, or the type after the arrow
/// of a trailing return type (`auto f(...) -> T`), which clang's leaves out.
static SourceRange writtenReturnType(const FunctionDecl *D) {
  SourceRange RT = D->getReturnTypeSourceRange();
  const auto *FPT = D->getType()->getAs<FunctionProtoType>();
  if (FunctionTypeLoc FTL = D->getFunctionTypeLoc(); RT.isInvalid() && FTL && FPT && FPT->hasTrailingReturn())
    RT = FTL.getReturnLoc().getSourceRange();
  return RT;
}

/// Where D's return type is written: clang's range of a pointer or
/// reference type starts at its pointee (`T` of `const T *`), so the
/// qualifiers written before it are taken in. \p Specifiers: where the
/// declaration's type specifiers begin instead, `auto` of a trailing return
/// type (C2O_BLOCK_FUNCTION goes there).
std::optional<unsigned> BlockWriter::returnTypeStart(const FunctionDecl *D, bool Specifiers) const {
  SourceRange RT = writtenReturnType(D);
  auto B = RT.isValid() ? TC.fileOffset(RT.getBegin()) : TC.fileOffset(D->getTypeSpecStartLoc());
  if (auto S = TC.fileOffset(D->getTypeSpecStartLoc()); Specifiers && S && (!B || *S < *B)) B = S;
  if (!B) return B;
  const std::string &T = TC.SourceView::text();
  for (unsigned I = *B;;) {
    while (I > 0 && (T[I - 1] == ' ' || T[I - 1] == '\t' || T[I - 1] == '\n' || T[I - 1] == '\r')) --I;
    unsigned W = I;
    while (W > 0 && (std::isalnum((unsigned char)T[W - 1]) || T[W - 1] == '_')) --W;
    llvm::StringRef Word(T.data() + W, I - W);
    if (Word != "const" && Word != "volatile") return B;
    B = I = W;
  }
}

/// void NAME_c2o_block(<block parameters>, <result slot>, <parameters>)
/// (`auto NAME_c2o_block(...) -> void` for a trailing return type)
void BlockWriter::writeFunctionSignature(const FunctionDecl *D) {
  SourceRange RT = writtenReturnType(D);
  auto RB = RT.isValid() ? returnTypeStart(D, false) : std::nullopt;
  auto RE = RT.isValid() ? TC.tokenEndOffset(RT.getEnd()) : std::nullopt;
  // `T *f(` has no blank between the type and the name.
  if (RB && RE) {
    const std::string &Text = TC.SourceView::text();
    char Next = *RE < Text.size() ? Text[*RE] : ' ';
    bool Blank = Next == ' ' || Next == '\t' || Next == '\n' || Next == '\r';
    TC.Edits.replace(*RB, *RE - *RB, Blank ? "void" : "void ", true);
  }
  FunctionTypeLoc FTL = D->getFunctionTypeLoc();
  if (!FTL) return;
  auto L = TC.fileOffset(FTL.getLParenLoc()), Rp = TC.fileOffset(FTL.getRParenLoc());
  if (L && Rp && *Rp > *L) TC.Edits.replace(*L + 1, *Rp - *L - 1, functionParameters(), true);
}

/// Declarations of the function without a body (prototypes) declare the
/// block function and its size function.
void BlockWriter::writePrototypes() {
  for (const FunctionDecl *D : F->redecls()) {
    if (D == F || D->doesThisDeclarationHaveABody() || D->isImplicit()) continue;
    // Clang's own declaration of an explicit specialization, made where the program wrote it.
    if (D->getLocation() == F->getLocation()) continue;
    auto R = declOffsets(TC, D);
    if (!R || !TC.isWrittenInView(D->getLocation())) continue;
    // The direct form keeps the function's name: its prototype stays too.
    if (HasDirect)
      TC.Edits.insert(TC.lineStart(R->first),
                      "#if C2O_HAS_BARE\n#pragma omp declare target\n" +
                          TC.Edits.rewrittenText(R->first, R->second - R->first) +
                          ";\n#pragma omp end declare target\n#endif\n",
                      0, /*Generated=*/true);
    if (!D->isInlineSpecified() && !needsInline(TC, D))
      if (auto TypeOff = returnTypeStart(D, true))
        TC.Edits.insert(*TypeOff, "C2O_BLOCK_FUNCTION ", 0, /*Generated=*/true);
    TC.replaceToken(D->getLocation(), F->getNameAsString() + BlockSuffix);
    writeFunctionSignature(D);
    TC.Edits.insert(TC.lineStart(R->first), sizeFunction(true), 1);
  }
}

/// NAME_c2o_arena_bytes: the arena a call needs, carved as the function
/// carves it (with a null base), for the launcher's or a caller's size.
std::string BlockWriter::sizeFunction(bool PrototypeOnly) const {
  std::string S = templateHeader() + "inline size_t " + F->getNameAsString() + ArenaSuffix;
  if (P.IsKernel) {
    S += "(unsigned long long c2o_bs, size_t c2o_shmem)";
  } else {
    S += "(unsigned long long c2o_bs";
    for (const auto &[T, N] : slotParameters()) S += ", " + T;
    S += ")";
  }
  if (PrototypeOnly) return S + ";\n";
  S += " {\n  c2o_arena_cursor c2o_cursor{nullptr, 0};\n" + prologueDecls();
  for (const Part &X : parts())
    S += "  " + (X.SizeName.empty() ? std::string() : "auto *" + X.SizeName + " = ") + "c2o_team_array<" +
         typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
  if (!P.BlockCalls.empty()) {
    S += "  size_t c2o_sub_bytes = 0;\n";
    for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
      const BlockCall &B = P.BlockCalls[C];
      auto [Name, TArgs] = calleeText(B);
      S += "  c2o_sub_bytes = c2o_max_size(c2o_sub_bytes, " + Name + ArenaSuffix + TArgs + "(c2o_bs";
      if (!B.Result.isNull()) S += ", " + resultName(C);
      for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
        if (modeOf(B, I) != ParamMode::Uniform) S += ", " + argName(C, I);
      S += "));\n";
    }
    S += "  c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, c2o_sub_bytes);\n";
  }
  S += "  (void)c2o_bs;\n";
  if (P.IsKernel) S += "  (void)c2o_shmem;\n";
  return S + "  return c2o_cursor.offset;\n}\n";
}

/// Bytes of \p T, or nothing when a template argument decides them.
std::optional<uint64_t> BlockWriter::bytesOf(QualType T) const {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType()) return std::nullopt;
  return TC.Ctx.getTypeSizeInChars(T).getQuantity();
}

std::string BlockWriter::sharedBytes() const {
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

/// Flags, replicated variables, exchange buffers and call slots, per logical thread.
std::string BlockWriter::perThreadBytes() const {
  uint64_t B = P.Masks + (P.HasExit && P.IsKernel ? 1 : 0);
  bool Dependent = false;
  auto Add = [&](QualType T) {
    auto N = bytesOf(T);
    if (N) B += *N;
    else Dependent = true;
  };
  for (const VarDecl *V : P.Replicated)
    if (P.KeptReferences.count(V)) B += sizeof(void *);
    else Add(V->getType());
  for (const Exchange &X : P.Exchanges) Add(X.Type);
  for (const BlockCall &BC : P.BlockCalls) {
    B += 1;
    if (!BC.Result.isNull()) Add(BC.Result);
    for (unsigned I = 0; I < BC.ArgTypes.size(); ++I) {
      ParamMode M = modeOf(BC, I);
      if (M == ParamMode::PerThread) Add(BC.ArgTypes[I]);
      else if (M == ParamMode::PerThreadRef) B += sizeof(void *);
    }
  }
  return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "") +
         (P.BlockCalls.empty() ? "" : " (+ what the functions it calls need)");
}

void BlockWriter::prependBodyParameters() {
  FunctionTypeLoc FTL = F->getFunctionTypeLoc();
  if (!FTL) return;
  auto Off = TC.fileOffset(FTL.getLParenLoc());
  if (!Off) return;
  unsigned At = *Off + 1;
  const std::string &T = TC.Edits.original();
  unsigned I = skipBlanksAndComments(T, At);
  if (F->getNumParams() > 0) {
    TC.Edits.insert(At, std::string(BlockParameters) + ", ", 2, true);
  } else if (T.compare(I, 4, "void") == 0 && T[skipBlanksAndComments(T, I + 4)] == ')') {
    TC.Edits.replace(I, 4, BlockParameters, true);
  } else {
    TC.Edits.insert(At, BlockParameters, 2, true);
  }
}

} // namespace c2o
