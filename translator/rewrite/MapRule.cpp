//===- MapRule.cpp - --memory=map: device buffers become mapped host buffers ===//
//
//   cudaMalloc(&d, n * sizeof(float));                (removed)
//   cudaMemcpy(d, h, n * sizeof(float), H2D);    ->   #pragma omp target enter data map(to: h[:n])
//                                                     d = c2o_mapped_ptr(h);
//   k<<<g, b>>>(d, n);                           ->   k(g, b, d, n);
//   cudaMemcpy(h, d, n * sizeof(float), D2H);    ->   #pragma omp target exit data map(from: h[:n])
//   cudaFree(d);                                      (removed)
//
// A buffer whose first use is not a copy in gets map(alloc:); copies between
// the first and the last use become target update to/from; the mapping ends
// after the last use (map(from:) when that is a copy out, else release, which
// goes where the program frees the buffer when nothing can map in between).
// What DeviceBuffers could not pair keeps the device-pointer form, with a
// C2O13xx note saying why. Managed buffers (ManagedBuffers) are mapped around
// each launch that receives them. The analyses give the host buffer and the
// extent of each mapping; the list items ("h[:n]") are written here.
//===----------------------------------------------------------------------===//
#include "analysis/DeviceBuffers.h"
#include "analysis/ManagedBuffers.h"
#include "core/AstWalk.h"
#include "core/SourceRanges.h"
#include "rewrite/Rules.h"
#include <map>

namespace c2o {

using namespace clang;

namespace {

bool onlyBlanksBefore(const std::string &T, unsigned Line, unsigned Off) {
  for (unsigned I = Line; I < Off; ++I)
    if (T[I] != ' ' && T[I] != '\t') return false;
  return true;
}

/// Replaces statement \p S by the directive line \p Directive ("" deletes it).
bool replaceStatement(TranslationContext &TC, const Stmt *S, bool InBraces, const std::string &Directive) {
  auto R = stmtOffsets(TC, S);
  if (!R) return false;
  const std::string &T = TC.Edits.original();
  unsigned Line = TC.lineStart(R->first);
  bool Alone = onlyBlanksBefore(T, Line, R->first) && TC.restOfLineEmpty(R->second);
  if (Directive.empty()) {
    if (Alone) {
      unsigned E = R->second;
      while (E < T.size() && T[E] != '\n') ++E;
      if (E < T.size()) ++E;
      // Keep a trailing comment: only the statement goes.
      if (T.find("//", R->second) < E) return TC.Edits.replace(R->first, R->second - R->first, "");
      return TC.Edits.replace(Line, E - Line, "");
    }
    return TC.Edits.replace(R->first, R->second - R->first, InBraces ? "" : ";");
  }
  std::string Text = Directive;
  if (!InBraces) Text = "{\n" + TC.indentOf(R->first) + Directive + "\n" + TC.indentOf(R->first) + "}";
  else {
    if (!onlyBlanksBefore(T, Line, R->first)) Text = "\n" + TC.indentOf(R->first) + Text;
    if (!TC.restOfLineEmpty(R->second)) Text += "\n" + TC.indentOf(R->first);
  }
  return TC.Edits.replace(R->first, R->second - R->first, Text);
}

/// Inserts a directive line before statement \p S (a compound statement's child).
bool insertBefore(TranslationContext &TC, const Stmt *S, const std::string &Directive) {
  auto R = stmtOffsets(TC, S);
  if (!R) return false;
  const std::string &T = TC.Edits.original();
  unsigned Line = TC.lineStart(R->first);
  std::string Indent = TC.indentOf(R->first);
  if (onlyBlanksBefore(T, Line, R->first)) TC.Edits.insert(Line, Indent + Directive + "\n", -1);
  else TC.Edits.insert(R->first, "\n" + Indent + Directive + "\n" + Indent, -1);
  return true;
}

/// Inserts a directive line after statement \p S.
bool insertAfter(TranslationContext &TC, const Stmt *S, const std::string &Directive) {
  auto R = stmtOffsets(TC, S);
  if (!R) return false;
  std::string Indent = TC.indentOf(R->first);
  std::string Text = "\n" + Indent + Directive;
  if (!TC.restOfLineEmpty(R->second)) Text += "\n" + Indent;
  TC.Edits.insert(R->second, Text, 5);
  return true;
}

/// The host address the host code names the buffer by: "h", "&x", or the
/// pointer variable the rule declares for v.data(), "c2o_h_v".
std::string hostPointer(const BufferPlan &P) {
  std::string Name = P.Host->getNameAsString();
  switch (P.Access) {
  case HostAccess::AddressOf: return "&" + Name;
  case HostAccess::Data: return "c2o_h_" + Name;
  case HostAccess::Variable: break;
  }
  return Name;
}

/// The list item of a map clause: the whole variable \p Whole, or an array
/// section of the address \p Base.
std::string mapItem(const MapExtent &E, llvm::StringRef Whole, llvm::StringRef Base) {
  switch (E.K) {
  case MapExtent::Whole: return Whole.str();
  case MapExtent::Elements: return (Base + "[:" + E.Text + "]").str();
  case MapExtent::Bytes: return (Base + "[:" + E.Text + " / sizeof(" + Base + "[0])]").str();
  }
  return Whole.str();
}

std::string mapItem(const BufferPlan &P) { return mapItem(P.Extent, P.Host->getNameAsString(), hostPointer(P)); }

/// For a host buffer reached through v.data(): "float *c2o_h_v = v.data();".
std::string hostDeclaration(TranslationContext &TC, const BufferPlan &P) {
  if (P.Access != HostAccess::Data) return "";
  PrintingPolicy PP(TC.Ctx.getLangOpts());
  PP.SuppressTagKeyword = true;
  return P.HostElement.getAsString(PP) + " *" + hostPointer(P) + " = " + P.Host->getNameAsString() + ".data();";
}

/// The device address of the mapped host buffer, as the device variable's
/// type: cast where the element types differ, also in qualifiers (a const
/// host vector's data for a plain float * device buffer).
std::string mappedPointer(const BufferPlan &P) {
  std::string Call = "c2o_mapped_ptr(" + hostPointer(P) + ")";
  QualType D = P.Device->getType()->getPointeeType().getCanonicalType();
  QualType H = P.HostElement;
  if (H.isNull() || H.getCanonicalType() != D) Call = "(decltype(" + P.DeviceName + "))" + Call;
  return Call;
}

/// Does \p Ref use its host buffer otherwise than by reading or writing an
/// element or asking its size (`h[i]`, `v[i]`, `v.size()`, `v.data()`)? A
/// free (`cudaFreeHost(h)`, `free(h)`, `delete[] h`), an assignment, a call
/// taking it: its memory may be gone (a page-locked buffer unlocked under a
/// live mapping stops LLVM's offload runtime at the release: matrixMul).
bool changesHost(ASTContext &Ctx, const DeclRefExpr *Ref) {
  const Stmt *Child = Ref, *Up = parentStatement(Ctx, Ref);
  while (Up && (isa<ImplicitCastExpr>(Up) || isa<ParenExpr>(Up))) {
    Child = Up;
    Up = parentStatement(Ctx, Up);
  }
  if (const auto *A = dyn_cast_or_null<ArraySubscriptExpr>(Up); A && A->getBase() == Child) return false;
  if (const auto *O = dyn_cast_or_null<CXXOperatorCallExpr>(Up);
      O && O->getOperator() == OO_Subscript && O->getNumArgs() > 0 && O->getArg(0) == Child)
    return false;
  if (const auto *M = dyn_cast_or_null<MemberExpr>(Up))
    if (const auto *F = dyn_cast<CXXMethodDecl>(M->getMemberDecl()); F && F->getIdentifier() &&
        llvm::is_contained({"size", "data", "at", "empty"}, F->getName()))
      return false;
  return true;
}

/// Where \p P's mapping ends when no copy out ends it: at the program's
/// cudaFree of the buffer, so that the release (which deallocates the device
/// copy) costs where CUDA's free costs, not inside a timed loop after the
/// last use (cub_block_reduce's loop took 1.25x its time with --memory=device
/// for that alone). Unless a mapping may begin in between (another buffer's
/// first use, a launch): a host buffer freed there could give its address to
/// one, which would then find this stale mapping; the host buffer freed or
/// changed in between (changesHost). Null: after the last use.
const Stmt *releaseAtFree(TranslationContext &TC, const BufferPlan &P, const TrafficEvent &Last,
                          const std::vector<unsigned> &MapBegins) {
  const Stmt *const *Body = P.Block->body_begin();
  for (const TrafficEvent &E : P.Events) {
    if (E.Kind != TrafficKind::Free || E.Anchor <= Last.Anchor || E.Statement != Body[E.Anchor]) continue;
    auto From = stmtOffsets(TC, Body[Last.Anchor]), To = stmtOffsets(TC, E.Statement);
    if (!From || !To) return nullptr;
    for (unsigned B : MapBegins)
      if (B >= From->second && B < To->first) return nullptr;
    for (unsigned I = Last.Anchor + 1; I < E.Anchor; ++I) {
      StmtUses U = usesIn(Body[I]);
      if (llvm::any_of(U.Calls, [](const CallExpr *C) { return isa<CUDAKernelCallExpr>(C); })) return nullptr;
      for (const DeclRefExpr *R : U.Refs)
        if (R->getDecl() == P.Host && changesHost(TC.Ctx, R)) return nullptr;
    }
    return E.Statement;
  }
  return nullptr;
}

/// \p Hoist: whether this buffer moves its host buffer's declaration (the
/// first, in order, of the buffers whose host buffers that statement declares,
/// among those whose mapping begins earliest).
/// \p MapBegins: where the mapped buffers' first uses are (releaseAtFree).
void rewriteBuffer(TranslationContext &TC, const BufferPlan &P, bool Hoist, const std::vector<unsigned> &MapBegins) {
  const std::string M = mapItem(P);
  const TrafficEvent *First = nullptr, *Last = nullptr;
  unsigned Dropped = 0;
  for (const TrafficEvent &E : P.Events) {
    if (E.Kind == TrafficKind::Alloc || E.Kind == TrafficKind::Free) continue;
    if (E.Redundant) {
      ++Dropped;
      continue;
    }
    if (!First) First = &E;
    Last = &E;
  }
  auto AnchorStmt = [&](unsigned I) { return P.Block->body_begin()[I]; };
  std::string Declaration;
  auto FirstRange = stmtOffsets(TC, AnchorStmt(First->Anchor));
  std::string Indent = FirstRange ? TC.indentOf(FirstRange->first) : std::string();
  if (Hoist) { // the host buffer's declaration moves up to where the mapping begins
    if (auto R = stmtOffsets(TC, P.Hoisted)) {
      Declaration = TC.Edits.rewrittenText(R->first, R->second - R->first) + "\n" + Indent;
      replaceStatement(TC, P.Hoisted, true, "");
    }
  }
  if (std::string D = hostDeclaration(TC, P); !D.empty()) Declaration += D + "\n" + Indent;
  bool EnterByCopy = First->Kind == TrafficKind::CopyIn && First->Statement == AnchorStmt(First->Anchor);
  bool ExitByCopy = Last != First && Last->Kind == TrafficKind::CopyOut && Last->Statement == AnchorStmt(Last->Anchor);
  bool AnyIn = false, AnyOut = false;
  for (const TrafficEvent &E : P.Events) {
    AnyIn |= E.Kind == TrafficKind::CopyIn;
    AnyOut |= E.Kind == TrafficKind::CopyOut;
  }
  std::string Summary = std::string(AnyIn && AnyOut ? "copied in and out" : AnyIn ? "copied in" : AnyOut ? "copied out" : "not copied") +
                        ", mapped as " + M;
  if (Dropped) Summary += "; " + std::to_string(Dropped) + (Dropped > 1 ? " copies" : " copy") + " not needed removed";
  if (Hoist)
    Summary += "; the declaration of '" + P.Host->getNameAsString() + "' moved up to line " +
               std::to_string(TC.SM.getExpansionLineNumber(AnchorStmt(First->Anchor)->getBeginLoc()));

  // Once mapped, the device variable holds the device copy's address, looked
  // up once: the launches and calls pass it as CUDA passed it (a lookup per
  // launch cost ~2 us per buffer on an H100, docs/performance.md).
  const std::string DevicePointer = P.DeviceName + " = " + mappedPointer(P) + ";";
  for (const TrafficEvent &E : P.Events) {
    switch (E.Kind) {
    case TrafficKind::Alloc:
      // The allocation statement goes (below): the mapping begins at the first use.
      TC.diag(DiagID::BufferMapped, E.Call->getBeginLoc(), {P.DeviceName, P.Host->getNameAsString(), Summary});
      break;
    case TrafficKind::CopyIn:
    case TrafficKind::CopyOut: {
      if (E.Redundant) { // both sides hold the same bytes already
        replaceStatement(TC, E.Statement, E.InBraces, "");
        break;
      }
      std::string D;
      if (&E == First && EnterByCopy)
        D = Declaration + "#pragma omp target enter data map(to: " + M + ")\n" + Indent + DevicePointer;
      else if (&E == Last && ExitByCopy) D = "#pragma omp target exit data map(from: " + M + ")";
      else D = std::string("#pragma omp target update ") + (E.Kind == TrafficKind::CopyIn ? "to(" : "from(") + M + ")";
      replaceStatement(TC, E.Statement, E.InBraces, D);
      break;
    }
    case TrafficKind::Memset: {
      auto R = exprOffsets(TC, E.Call);
      if (!R) break;
      std::string V, N;
      if (auto A = exprOffsets(TC, E.Call->getArg(E.Api->ValueArg))) V = TC.Edits.rewrittenText(A->first, A->second - A->first);
      if (auto A = exprOffsets(TC, E.Call->getArg(E.Api->SizeArg))) N = TC.Edits.rewrittenText(A->first, A->second - A->first);
      TC.Edits.replace(R->first, R->second - R->first, "c2o_memset_mapped(" + hostPointer(P) + ", " + V + ", " + N + ")");
      break;
    }
    case TrafficKind::Launch:
    case TrafficKind::LocalCall:
      break; // the device variable holds the mapped address (DevicePointer)
    case TrafficKind::Free:
      break;
    }
  }
  if (!EnterByCopy)
    insertBefore(TC, AnchorStmt(First->Anchor),
                 Declaration + "#pragma omp target enter data map(alloc: " + M + ")\n" + Indent + DevicePointer);
  const Stmt *ReleaseAt = ExitByCopy ? nullptr : releaseAtFree(TC, P, *Last, MapBegins);
  const std::string Release = "#pragma omp target exit data map(release: " + M + ")";
  if (!ExitByCopy && !ReleaseAt) insertAfter(TC, AnchorStmt(Last->Anchor), Release);
  // The allocation and the free go (the free becomes the release, when it is there).
  for (const TrafficEvent &E : P.Events) {
    if (E.Kind == TrafficKind::Free) replaceStatement(TC, E.Statement, true, E.Statement == ReleaseAt ? Release : "");
    if (E.Kind == TrafficKind::Alloc) {
      const Stmt *S = E.Call;
      for (const Stmt *B : P.Block->body()) {
        auto R = stmtOffsets(TC, B);
        auto C = TC.fileOffset(TC.SM.getExpansionLoc(E.Call->getBeginLoc()));
        if (R && C && R->first <= *C && *C < R->second) S = B;
      }
      replaceStatement(TC, S, true, "");
    }
  }
}

} // namespace

/// Managed buffers mapped around their launches: each launch statement that
/// receives one or more of them becomes
///   { #pragma omp target data map(tofrom: p[:n], q[:m])
///     k(g, b, c2o_mapped_ptr(p), c2o_mapped_ptr(q)); }
static void rewriteManaged(TranslationContext &TC, const ManagedBuffers &Managed) {
  std::map<const Stmt *, std::vector<std::string>> Items; // launch statement -> map items
  std::vector<const Stmt *> Order;
  for (const ManagedPlan &M : Managed.Plans) {
    if (!M.Mapped) {
      TC.diag(DiagID::ManagedBufferUnified, M.WhyLoc, {M.Name, M.Why});
      continue;
    }
    std::string Launches = std::to_string(M.Launches.size()) + (M.Launches.size() == 1 ? " launch" : " launches");
    TC.diag(DiagID::ManagedBufferMapped, M.Alloc->getBeginLoc(), {M.Name, Launches});
    for (const ManagedPlan::Launch &L : M.Launches) {
      if (!Items.count(L.Statement)) Order.push_back(L.Statement);
      Items[L.Statement].push_back(mapItem(M.Extent, M.Name, M.Name));
      for (const Expr *A : L.Args)
        if (auto R = exprOffsets(TC, A)) TC.Edits.replace(R->first, R->second - R->first, "c2o_mapped_ptr(" + M.Name + ")");
    }
  }
  for (const Stmt *S : Order) {
    auto R = stmtOffsets(TC, S);
    if (!R) continue;
    std::string Indent = TC.indentOf(R->first), List;
    for (const std::string &I : Items[S]) List += (List.empty() ? "" : ", ") + I;
    TC.Edits.insert(R->first, "{\n" + Indent + "#pragma omp target data map(tofrom: " + List + ")\n" + Indent, -1);
    TC.Edits.insert(R->second, "\n" + Indent + "}", 5);
  }
}

void runMapRule(TranslationContext &TC, const std::vector<BufferPlan> &Plans, const ManagedBuffers &Managed) {
  rewriteManaged(TC, Managed);
  // One declaration statement can hold several host buffers: it moves once,
  // above the earliest of their mappings.
  std::map<const DeclStmt *, const BufferPlan *> Mover;
  for (const BufferPlan &P : Plans) {
    if (!P.Mapped || !P.Hoisted) continue;
    const BufferPlan *&M = Mover[P.Hoisted];
    if (!M || P.First < M->First) M = &P;
  }
  std::vector<unsigned> MapBegins; // where each mapped buffer's first use is
  for (const BufferPlan &P : Plans)
    if (P.Mapped)
      if (auto R = stmtOffsets(TC, P.Block->body_begin()[P.First])) MapBegins.push_back(R->first);
  for (const BufferPlan &P : Plans) {
    if (!P.Mapped) {
      if (P.Fallback) TC.diag(*P.Fallback, P.FallbackLoc, P.FallbackArgs);
      continue;
    }
    rewriteBuffer(TC, P, P.Hoisted && Mover[P.Hoisted] == &P, MapBegins);
  }
}

} // namespace c2o
