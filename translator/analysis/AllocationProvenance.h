//===- AllocationProvenance.h - where the memory behind an address comes from
#pragma once
#include "analysis/AllocationKinds.h"
#include "core/AstWalk.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTTypeTraits.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace c2o {

/// One place the memory can come from.
struct AllocationSite {
  AllocationKind Kind;
  std::string What;  ///< "cudaMalloc", "malloc", "stack array 'a'", ...
  std::string Where; ///< "file.cu:12"
  const clang::VarDecl *Var = nullptr; ///< the variable holding it, when known
  std::string Via; ///< "field 'S::f'" when it was reached through a struct field
};

/// All places the memory behind an address can come from within the file.
struct Provenance {
  std::vector<AllocationSite> Sites; ///< UnknownMemory when a path leaves the file
  std::string describe() const;      ///< "cudaMalloc at a.cu:12, malloc at a.cu:30"
};

/// Follows pointers back to their allocations: through assignments, function
/// parameters (to every call site, kernel launches included), address
/// arithmetic and struct/class fields, within one translation unit.
///
/// Fields are field-sensitive and object-insensitive: a pointer read from
/// `s.f`/`s->f` may point to anything stored into field `f` of any object in
/// the file (`s.f = p`, aggregate initialisation `S s{p}`, `cudaMalloc(&s.f, n)`);
/// null stores are ignored; constructor member initialisers follow the
/// constructor's parameters to every construction in the file. A field whose
/// address escapes elsewhere, of a struct handed to a function not defined in
/// the file, that has no store in the file, or that belongs to a type of a
/// system header is unknown.
/// A non-pointer field (`&c->sum`) is the memory of the object holding it.
class ProvenanceAnalysis {
public:
  explicit ProvenanceAnalysis(clang::ASTContext &Ctx);
  /// The memory the address expression \p Addr points into.
  Provenance ofAddress(const clang::Expr *Addr) const;
  /// The memory variable \p V holds (if a pointer) or is (if an object).
  Provenance ofVariable(const clang::VarDecl *V) const;

private:
  void trace(const clang::Expr *E, int Depth, Provenance &Out) const;
  void traceVariable(const clang::VarDecl *V, int Depth, Provenance &Out) const;
  void traceField(const clang::FieldDecl *F, int Depth, Provenance &Out) const;
  void add(Provenance &Out, AllocationKind K, std::string What, clang::SourceLocation L,
           const clang::VarDecl *V = nullptr, std::string Via = "") const;

public:
  /// One store into a pointer field: a value to follow, or an allocation made
  /// through the field's address (cudaMalloc(&s.f, n)).
  struct FieldStore {
    const clang::Expr *Value = nullptr; ///< set: follow it
    AllocationKind Kind = AllocationKind::UnknownMemory; ///< else: this allocation
    std::string What;
    clang::SourceLocation Loc;
  };

private:

  clang::ASTContext &Ctx;
  /// Every call of a function, with its arguments (launches included).
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::CallExpr *>> CallSites;
  /// Every construction of an object, by constructor (S s(p), S(p), new S(p)).
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<const clang::CXXConstructExpr *>> ConstructSites;
  /// Every use of a local variable, to find what is stored into it.
  llvm::DenseMap<const clang::VarDecl *, std::vector<const clang::DeclRefExpr *>> Uses;
  /// Every store into each pointer field, in any object.
  llvm::DenseMap<const clang::FieldDecl *, std::vector<FieldStore>> FieldStores;
  /// Fields being followed now (s.f = s.f + 1 adds nothing new).
  mutable llvm::SmallPtrSet<const clang::FieldDecl *, 8> ActiveFields;
};

} // namespace c2o
