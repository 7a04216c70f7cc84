//===- BlockArena.cpp - the arena and the size function -------------------===//
//
// (BlockArena.h says what the arena holds.)
//===----------------------------------------------------------------------===//
#include "rewrite/BlockArena.h"
#include "llvm/ADT/StringExtras.h"

namespace c2o {

using namespace clang;

std::vector<BlockArena::Part> BlockArena::parts() const {
  std::vector<Part> Ps;
  // (a block function's __shared__ variables are statics of their own: teamStatics)
  for (const VarDecl *V : P.IsKernel ? P.Shared : std::vector<const VarDecl *>())
    Ps.push_back({"c2o_type<" + Sp.typeText(V->getType(), true) + "> &" + V->getNameAsString() + " = *",
                  Sp.typeText(V->getType(), true), "1", ""});
  for (const VarDecl *V : P.Replicated) {
    std::string T = P.KeptReferences.count(V) ? "c2o_type<" + Sp.typeText(V->getType().getNonReferenceType(), true) + "> *"
                                              : Sp.replicaType(V);
    Ps.push_back({"c2o_type<" + T + "> *" + Sp.replicaName(V) + " = ", T, "c2o_bs", ""});
  }
  for (unsigned M = 0; M < P.Masks; ++M)
    Ps.push_back({"unsigned char *c2o_m" + std::to_string(M) + " = ", "unsigned char", "c2o_bs", ""});
  if (P.HasExit && P.IsKernel) Ps.push_back({"unsigned char *c2o_exited = ", "unsigned char", "c2o_bs", ""});
  for (unsigned X = 0; X < P.Exchanges.size(); ++X) {
    std::string T = Sp.typeText(P.Exchanges[X].Type, false);
    Ps.push_back({"c2o_type<" + T + "> *" + Sp.exchangeName(X) + " = ", T, "c2o_bs", ""});
  }
  for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
    const BlockCall &B = P.BlockCalls[C];
    if (!B.Result.isNull()) {
      std::string T = Sp.typeText(B.Result, false);
      Ps.push_back({"c2o_type<" + T + "> *" + Sp.resultName(C) + " = ", T, "c2o_bs", Sp.resultName(C)});
    }
    for (unsigned I = 0; I < B.ArgTypes.size(); ++I) {
      ParamMode M = Sp.modeOf(B, I);
      if (M == ParamMode::Uniform) continue;
      const VarDecl *H = I < B.Call->getNumArgs() ? autoHandleVar(B.Call->getArg(I)) : nullptr;
      std::string T = H ? Sp.replicaType(H) : Sp.typeText(B.ArgTypes[I], false);
      if (M == ParamMode::PerThreadRef) T = "c2o_type<" + T + "> *";
      Ps.push_back({"c2o_type<" + T + "> *" + Sp.argName(C, I) + " = ", T, "c2o_bs", Sp.argName(C, I)});
    }
    Ps.push_back({"unsigned char *" + Sp.offName(C) + " = ", "unsigned char", "c2o_bs", ""});
  }
  if (P.IsKernel && P.UsesDynamicShared)
    Ps.push_back({"unsigned char *c2o_dynamic = ", "unsigned char", "c2o_shmem", ""});
  return Ps;
}

std::string BlockArena::prologue() const {
  // Each OpenMP thread of the team takes the same logical threads in every
  // phase (C2O_PHASE_FOR: c2o_first, c2o_first + c2o_step, ..., or chunks of
  // them), so per-thread state needs no barrier between phases.
  std::string S = "const unsigned long long c2o_bs = c2o_volume(c2o_blockDim);\n"
                  "const unsigned long long c2o_first = omp_get_thread_num(), c2o_step = omp_get_num_threads();\n"
                  "c2o_arena_cursor c2o_cursor{c2o_arena, 0};\n";
  S += PrologueText + teamStatics();
  for (const Part &X : parts())
    S += X.Decl + "c2o_team_array<" + Sp.typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
  // The block functions it calls carve their parts after its own.
  if (!P.BlockCalls.empty())
    S += "unsigned char *c2o_sub = c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, 0);\n";
  for (const VarDecl *V : P.ExternShared) {
    QualType T = V->getType();
    QualType Elem = T->isArrayType() ? TC.Ctx.getAsArrayType(T)->getElementType() : T;
    S += Sp.typeText(Elem, true) + " *" + V->getNameAsString() + " = reinterpret_cast<" + Sp.typeText(Elem, true) +
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
      Init.push_back(Sp.replicaName(C.Param) + "[c2o_t] = c2o_in_" + C.Param->getNameAsString() + ";");
  if (Init.size() == 1) S += "C2O_PHASE_FOR(c2o_t) " + Init[0] + "\n";
  else if (!Init.empty()) S += "C2O_PHASE_FOR(c2o_t) {\n" + llvm::join(Init, "\n") + "\n}\n";
  return S;
}

/// A block function's __shared__ variables: each a static of its own per
/// team (c2o_team_static, c2o_block.h), which keeps its value from call to
/// call as CUDA's does; the function's arena part is its caller's scratch,
/// which the next block function called reuses. A kernel carves them from
/// its arena, which lasts as long as the block.
std::string BlockArena::teamStatics() const {
  if (P.IsKernel) return "";
  std::string S;
  for (const VarDecl *V : P.Shared) {
    std::string T = Sp.typeText(V->getType(), true), Tag = "c2o_tag_" + V->getNameAsString();
    S += "struct " + Tag + ";\nc2o_type<" + T + "> &" + V->getNameAsString() + " = c2o_team_static<" +
         Sp.typeArgument(T) + ", " + Tag + ">();\n";
  }
  return S;
}

/// Its per-thread parameters (and result) as slot pointers, for its size
/// function too: (type, name) pairs.
std::vector<std::pair<std::string, std::string>> BlockArena::slotParameters() const {
  std::vector<std::pair<std::string, std::string>> Out;
  QualType R = F->getReturnType();
  if (!R->isVoidType()) Out.push_back({"c2o_type<" + Sp.typeText(R, false) + "> *", "c2o_ret"});
  for (unsigned I = 0; I < F->getNumParams(); ++I) {
    const ParmVarDecl *PV = F->getParamDecl(I);
    ParamMode M = I < P.Params.size() ? P.Params[I] : ParamMode::PerThread;
    if (M == ParamMode::Uniform) continue;
    std::string T = "c2o_type<" + Sp.typeText(PV->getType().getNonReferenceType(), true) + "> *";
    if (M == ParamMode::PerThreadRef) T += "*";
    Out.push_back({T, Sp.paramSlotName(PV)});
  }
  return Out;
}

/// NAME_c2o_arena_bytes: the arena a call needs, carved as the function
/// carves it (with a null base), for the launcher's or a caller's size.
std::string BlockArena::sizeFunction(bool PrototypeOnly) const {
  std::string S = Sp.templateHeader() + "inline size_t " + F->getNameAsString() + ArenaSuffix;
  if (P.IsKernel) {
    S += "(unsigned long long c2o_bs, size_t c2o_shmem)";
  } else {
    S += "(unsigned long long c2o_bs";
    for (const auto &[T, N] : slotParameters()) S += ", " + T;
    S += ")";
  }
  if (PrototypeOnly) return S + ";\n";
  S += " {\n  c2o_arena_cursor c2o_cursor{nullptr, 0};\n" + PrologueText;
  for (const Part &X : parts())
    S += "  " + (X.SizeName.empty() ? std::string() : "auto *" + X.SizeName + " = ") + "c2o_team_array<" +
         Sp.typeArgument(X.Type) + ">(c2o_cursor, " + X.Count + ");\n";
  if (!P.BlockCalls.empty()) {
    S += "  size_t c2o_sub_bytes = 0;\n";
    for (unsigned C = 0; C < P.BlockCalls.size(); ++C) {
      const BlockCall &B = P.BlockCalls[C];
      auto [Name, TArgs] = Sp.calleeText(B);
      S += "  c2o_sub_bytes = c2o_max_size(c2o_sub_bytes, " + Name + ArenaSuffix + TArgs + "(c2o_bs";
      if (!B.Result.isNull()) S += ", " + Sp.resultName(C);
      for (unsigned I = 0; I < B.ArgTypes.size(); ++I)
        if (Sp.modeOf(B, I) != ParamMode::Uniform) S += ", " + Sp.argName(C, I);
      S += "));\n";
    }
    S += "  c2o_team_array<c2o_type<unsigned char>>(c2o_cursor, c2o_sub_bytes);\n";
  }
  S += "  (void)c2o_bs;\n";
  if (P.IsKernel) S += "  (void)c2o_shmem;\n";
  return S + "  return c2o_cursor.offset;\n}\n";
}

/// Bytes of \p T, or nothing when a template argument decides them.
std::optional<uint64_t> BlockArena::bytesOf(QualType T) const {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType()) return std::nullopt;
  return TC.Ctx.getTypeSizeInChars(T).getQuantity();
}

std::string BlockArena::sharedBytes() const {
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
std::string BlockArena::perThreadBytes() const {
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
      ParamMode M = Sp.modeOf(BC, I);
      if (M == ParamMode::PerThread) Add(BC.ArgTypes[I]);
      else if (M == ParamMode::PerThreadRef) B += sizeof(void *);
    }
  }
  return std::to_string(B) + (Dependent ? " (+ what the template arguments decide)" : "") +
         (P.BlockCalls.empty() ? "" : " (+ what the functions it calls need)");
}

} // namespace c2o
