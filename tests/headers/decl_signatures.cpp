//===- decl_signatures.cpp - the declarations of some names, as data ------===//
//
// Prints one JSON object per line for every declaration (and macro) whose
// name is listed in --names and that is written in a file under one of the
// --root folders: functions and function templates (the signature: result,
// parameter types, defaults, template parameters), typedefs and aliases (the
// type they name), structs and classes (their data fields, the names of
// their public members, and where a complete one is laid out: size,
// alignment, field offsets), enums (underlying type, enumerators and values),
// enumerators (their value), variables (their type), macros (their
// parameters and tokens). Types are printed fully qualified, with their
// typedefs kept; a template's parameters are printed by position ($0, $1).
//
// check_kept_names.py runs it over the bundled CUDA headers and over the
// helper headers and compares the two (ctest headers.kept_names).
//
// usage: c2o-decl-signatures --names FILE --root DIR [--root DIR...] SOURCE -- CLANG-ARGS...
//===----------------------------------------------------------------------===//
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace clang;

namespace {

llvm::cl::opt<std::string> NamesFile("names", llvm::cl::desc("file of the names to print, one a line"),
                                     llvm::cl::Required);
llvm::cl::list<std::string> Roots("root", llvm::cl::desc("only declarations written under this folder"));
llvm::cl::opt<std::string> Source(llvm::cl::Positional, llvm::cl::desc("SOURCE"), llvm::cl::Required);

llvm::StringSet<> Names;

/// The real path of the file that \p Loc is written in (expanded, for
/// declarations that a macro writes), if it is under a --root, else "".
std::string fileUnderRoot(const SourceManager &SM, SourceLocation Loc) {
  Loc = SM.getExpansionLoc(Loc);
  if (Loc.isInvalid()) return "";
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc));
  if (!F) return "";
  llvm::StringRef Real = F->getFileEntry().tryGetRealPathName();
  std::string Path = Real.empty() ? F->getName().str() : Real.str();
  for (const std::string &R : Roots)
    if (llvm::StringRef(Path).starts_with(R + "/")) return Path;
  return "";
}

/// \p Text with each whole word of \p Params replaced by $<position>.
std::string byPosition(std::string Text, const std::vector<std::string> &Params) {
  for (size_t I = 0; I < Params.size(); ++I) {
    if (Params[I].empty()) continue;
    llvm::Regex Word("(^|[^A-Za-z0-9_$])" + Params[I] + "($|[^A-Za-z0-9_])");
    std::string Repl = "\\1$" + std::to_string(I) + "\\2";
    for (std::string Prev; Prev != Text;) {
      Prev = Text;
      Text = Word.sub(Repl, Text);
    }
  }
  return Text;
}

class Printer {
public:
  explicit Printer(ASTContext &Ctx) : Ctx(Ctx), Policy(Ctx.getPrintingPolicy()) {
    Policy.SuppressTagKeyword = true;
    Policy.SuppressUnwrittenScope = true;
    Policy.PrintCanonicalTypes = false;
    Policy.Bool = true;
  }

  std::string type(QualType T) const {
    if (T.isNull()) return "";
    return TypeName::getFullyQualifiedName(T, Ctx, Policy, /*WithGlobalNsPrefix=*/false);
  }

  void walk(const DeclContext *DC) {
    for (const Decl *D : DC->decls()) {
      if (D->isImplicit()) continue;
      if (const auto *NS = dyn_cast<NamespaceDecl>(D)) walk(NS);
      else if (const auto *LS = dyn_cast<LinkageSpecDecl>(D)) walk(LS);
      else if (const auto *ED = dyn_cast<ExportDecl>(D)) walk(ED);
      if (const auto *ND = dyn_cast<NamedDecl>(D)) visit(ND);
    }
  }

private:
  ASTContext &Ctx;
  PrintingPolicy Policy;

  static std::string qualifiedName(const NamedDecl *D) {
    std::string S;
    llvm::raw_string_ostream OS(S);
    PrintingPolicy P(D->getASTContext().getLangOpts());
    P.SuppressUnwrittenScope = true;
    P.SuppressInlineNamespace = true;
    P.SuppressTemplateArgsInCXXConstructors = true;
    D->printQualifiedName(OS, P);
    // no template arguments of enclosing classes
    static llvm::Regex Args("<[^<>]*>");
    for (std::string Prev; Prev != S;) {
      Prev = S;
      S = Args.sub("", S);
    }
    return S;
  }

  bool wanted(const NamedDecl *D, std::string &Qualified) const {
    if (D->getDeclName().isEmpty()) return false;
    Qualified = qualifiedName(D);
    return Names.count(Qualified) || Names.count(D->getDeclName().getAsString());
  }

  void emit(llvm::json::Object O, const NamedDecl *D, const std::string &Qualified) {
    std::string File = fileUnderRoot(Ctx.getSourceManager(), D->getLocation());
    if (File.empty()) return;
    O["name"] = Qualified;
    O["file"] = File;
    O["line"] = Ctx.getSourceManager().getExpansionLineNumber(D->getLocation());
    llvm::outs() << llvm::json::Value(std::move(O)) << "\n";
  }

  /// "typename", "int", "template", with "..." for a pack and "=" for a default.
  std::vector<std::string> templateParams(const TemplateParameterList *TPL, std::vector<std::string> &Names) {
    std::vector<std::string> Out;
    for (const NamedDecl *P : *TPL) Names.push_back(P->getName().str());
    for (const NamedDecl *P : *TPL) {
      std::string S;
      if (const auto *TT = dyn_cast<TemplateTypeParmDecl>(P))
        S = std::string("typename") + (TT->isParameterPack() ? "..." : "") + (TT->hasDefaultArgument() ? "=" : "");
      else if (const auto *NT = dyn_cast<NonTypeTemplateParmDecl>(P))
        S = byPosition(type(NT->getType()), Names) + (NT->isParameterPack() ? "..." : "") +
            (NT->hasDefaultArgument() ? "=" : "");
      else S = "template";
      Out.push_back(S);
    }
    return Out;
  }

  /// A field's type; an unnamed struct or union as its own fields.
  std::string fieldType(QualType T) {
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || RD->getIdentifier() || !RD->getDefinition() || T->isPointerType()) return type(T);
    std::string S = RD->isUnion() ? "union {" : "struct {";
    for (const FieldDecl *F : RD->getDefinition()->fields())
      S += " " + F->getName().str() + ": " + fieldType(F->getType()) + ";";
    return S + " }";
  }

  void visitFunction(const FunctionDecl *FD, const FunctionTemplateDecl *FT, const std::string &Q) {
    std::vector<std::string> TNames;
    llvm::json::Array TParams;
    if (FT)
      for (std::string &S : templateParams(FT->getTemplateParameters(), TNames)) TParams.push_back(S);
    llvm::json::Array Params;
    for (const ParmVarDecl *P : FD->parameters())
      Params.push_back(byPosition(type(P->getOriginalType()), TNames) + (P->hasDefaultArg() ? " =" : ""));
    if (FD->isVariadic()) Params.push_back("...");
    llvm::json::Object O{{"kind", "function"},
                         {"result", byPosition(type(FD->getReturnType()), TNames)},
                         {"params", std::move(Params)}};
    if (FT) O["template"] = std::move(TParams);
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      O["method"] = std::string(MD->isStatic() ? "static" : "") + (MD->isConst() ? "const" : "");
      if (MD->getAccess() != AS_public) return;
    }
    if (FD->isDeleted()) O["deleted"] = true;
    emit(std::move(O), FD, Q);
  }

  void visitRecord(const RecordDecl *RD, const ClassTemplateDecl *CT, const std::string &Q,
                   const NamedDecl *Where = nullptr) {
    std::vector<std::string> TNames;
    llvm::json::Object O{{"kind", RD->isUnion() ? "union" : "record"}};
    if (CT) {
      llvm::json::Array TParams;
      for (std::string &S : templateParams(CT->getTemplateParameters(), TNames)) TParams.push_back(S);
      O["template"] = std::move(TParams);
    }
    if (!RD->isThisDeclarationADefinition()) {
      O["defined"] = false;
      emit(std::move(O), Where ? Where : RD, Q);
      return;
    }
    llvm::json::Array Fields, Members;
    for (const FieldDecl *F : RD->fields())
      Fields.push_back(F->getName().str() + ": " + byPosition(fieldType(F->getType()), TNames));
    O["fields"] = std::move(Fields);
    if (!CT && !RD->isDependentType() && !RD->isInvalidDecl()) O["layout"] = layout(RD);
    if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD)) {
      std::set<std::string> Public;
      publicMembers(CXX, TNames, Public, 0);
      for (const std::string &N : Public) Members.push_back(N);
      O["members"] = std::move(Members);
      O["bases"] = static_cast<int64_t>(CXX->getNumBases());
    }
    emit(std::move(O), Where ? Where : RD, Q);
  }

  /// Where the compiler puts a complete struct: its size and alignment in
  /// bytes, each field's offset in bits (a bit-field's too), as
  /// "size align offset...".
  std::string layout(const RecordDecl *RD) const {
    const ASTRecordLayout &L = Ctx.getASTRecordLayout(RD);
    std::string S = std::to_string(L.getSize().getQuantity()) + " " + std::to_string(L.getAlignment().getQuantity());
    for (unsigned I = 0; I < L.getFieldCount(); ++I) S += " " + std::to_string(L.getFieldOffset(I));
    return S;
  }

  /// The public member names of \p CXX and of its bases (conversions by the
  /// type they convert to, template parameters by position).
  void publicMembers(const CXXRecordDecl *CXX, const std::vector<std::string> &TNames, std::set<std::string> &Out,
                     int Depth) {
    if (!CXX || !CXX->hasDefinition() || Depth > 8) return;
    CXX = CXX->getDefinition();
    for (const Decl *M : CXX->decls()) {
      const auto *ND = dyn_cast<NamedDecl>(M);
      if (!ND || M->isImplicit() || M->getAccess() != AS_public || isa<FieldDecl>(M)) continue;
      const FunctionDecl *FD = ND->getAsFunction();
      if (isa_and_nonnull<CXXConstructorDecl, CXXDestructorDecl>(FD)) continue;
      std::string N = ND->getDeclName().getAsString();
      if (const auto *CD = dyn_cast_or_null<CXXConversionDecl>(FD))
        N = "operator " + byPosition(type(CD->getConversionType()), TNames);
      if (!N.empty()) Out.insert(N);
    }
    for (const CXXBaseSpecifier &B : CXX->bases())
      if (B.getAccessSpecifier() == AS_public) publicMembers(B.getType()->getAsCXXRecordDecl(), TNames, Out, Depth + 1);
  }

  void visit(const NamedDecl *D) {
    std::string Q;
    if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
      if (wanted(FT, Q)) visitFunction(FT->getTemplatedDecl(), FT, Q);
      return;
    }
    if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
      if (wanted(CT, Q)) visitRecord(CT->getTemplatedDecl(), CT, Q);
      walkMembers(CT->getTemplatedDecl());
      return;
    }
    if (const auto *RD = dyn_cast<RecordDecl>(D)) {
      if (isa<ClassTemplateSpecializationDecl>(RD)) return;
      if (wanted(RD, Q)) visitRecord(RD, nullptr, Q);
      walkMembers(RD);
      return;
    }
    if (const auto *ED = dyn_cast<EnumDecl>(D)) {
      for (const EnumConstantDecl *E : ED->enumerators())
        if (wanted(E, Q)) emit(llvm::json::Object{{"kind", "enumerator"}, {"value", toString(E->getInitVal(), 10)}}, E, Q);
      if (!wanted(ED, Q)) return;
      llvm::json::Array Values;
      for (const EnumConstantDecl *E : ED->enumerators())
        Values.push_back(E->getName().str() + " = " + toString(E->getInitVal(), 10));
      llvm::json::Object O{{"kind", "enum"}, {"enumerators", std::move(Values)}};
      if (ED->isFixed()) O["underlying"] = type(ED->getIntegerType());
      if (ED->isScoped()) O["scoped"] = true;
      emit(std::move(O), ED, Q);
      return;
    }
    if (!wanted(D, Q)) return;
    if (const auto *UD = dyn_cast<UsingDecl>(D)) { // using std::swap;
      std::string Target;
      if (UD->shadow_size()) Target = qualifiedName((*UD->shadow_begin())->getTargetDecl());
      emit(llvm::json::Object{{"kind", "using"}, {"target", Target}}, D, Q);
    } else if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (!FD->getDescribedFunctionTemplate()) visitFunction(FD, nullptr, Q);
    } else if (const auto *TA = dyn_cast<TypeAliasTemplateDecl>(D)) {
      std::vector<std::string> TNames;
      llvm::json::Array TParams;
      for (std::string &S : templateParams(TA->getTemplateParameters(), TNames)) TParams.push_back(S);
      emit(llvm::json::Object{{"kind", "typedef"},
                              {"type", byPosition(type(TA->getTemplatedDecl()->getUnderlyingType()), TNames)},
                              {"template", std::move(TParams)}},
           D, Q);
    } else if (const auto *TD = dyn_cast<TypedefNameDecl>(D)) {
      if (TD->getDescribedTemplate()) return;
      emit(llvm::json::Object{{"kind", "typedef"}, {"type", type(TD->getUnderlyingType())}}, D, Q);
      // a typedef of a struct stands for the struct: its shape under the typedef's name
      const RecordDecl *RD = TD->getUnderlyingType()->getAsRecordDecl();
      if (RD && RD->getDefinition() && !isa<ClassTemplateSpecializationDecl>(RD) && !wanted(RD, Q))
        visitRecord(RD->getDefinition(), nullptr, qualifiedName(TD), TD);
    } else if (const auto *VD = dyn_cast<VarDecl>(D)) {
      emit(llvm::json::Object{{"kind", "variable"}, {"type", type(VD->getType())}}, D, Q);
    }
  }

  void walkMembers(const RecordDecl *RD) {
    if (!RD->isThisDeclarationADefinition()) return;
    for (const Decl *M : RD->decls()) {
      if (M->isImplicit()) continue;
      if (const auto *ND = dyn_cast<NamedDecl>(M))
        if (!isa<FieldDecl>(ND)) visit(ND);
    }
  }
};

class MacroPrinter : public PPCallbacks {
public:
  explicit MacroPrinter(Preprocessor &PP) : PP(PP) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    const IdentifierInfo *II = Name.getIdentifierInfo();
    if (!II || !Names.count(II->getName())) return;
    const MacroInfo *MI = MD->getMacroInfo();
    std::string File = fileUnderRoot(PP.getSourceManager(), MI->getDefinitionLoc());
    if (File.empty()) return;
    std::string Body;
    for (const Token &T : MI->tokens()) {
      if (!Body.empty()) Body += ' ';
      Body += PP.getSpelling(T);
    }
    llvm::json::Object O{{"kind", "macro"}, {"name", II->getName()}, {"tokens", Body}, {"file", File},
                         {"line", PP.getSourceManager().getExpansionLineNumber(MI->getDefinitionLoc())}};
    if (MI->isFunctionLike()) {
      llvm::json::Array Params;
      for (const IdentifierInfo *P : MI->params()) Params.push_back(P->getName());
      O["params"] = std::move(Params);
    }
    llvm::outs() << llvm::json::Value(std::move(O)) << "\n";
  }

private:
  Preprocessor &PP;
};

class Consumer : public ASTConsumer {
public:
  void HandleTranslationUnit(ASTContext &Ctx) override { Printer(Ctx).walk(Ctx.getTranslationUnitDecl()); }
};

class Action : public ASTFrontendAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, llvm::StringRef) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<MacroPrinter>(CI.getPreprocessor()));
    return std::make_unique<Consumer>();
  }
};

} // namespace

int main(int argc, const char **argv) {
  std::string Error;
  std::unique_ptr<tooling::CompilationDatabase> DB =
      tooling::FixedCompilationDatabase::loadFromCommandLine(argc, argv, Error);
  if (!DB) {
    llvm::errs() << "c2o-decl-signatures: give the compiler's arguments after '--'" << (Error.empty() ? "" : ": ")
                 << Error << "\n";
    return 2;
  }
  llvm::cl::ParseCommandLineOptions(argc, argv, "the declarations of some names, as JSON lines\n");
  auto Buffer = llvm::MemoryBuffer::getFile(NamesFile);
  if (!Buffer) {
    llvm::errs() << "c2o-decl-signatures: cannot read " << NamesFile << "\n";
    return 2;
  }
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef L : Lines)
    if (!L.trim().empty()) Names.insert(L.trim());
  for (std::string &R : Roots) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(R, Real)) R = Real.str().str();
  }
  tooling::ClangTool Tool(*DB, {Source});
  return Tool.run(tooling::newFrontendActionFactory<Action>().get());
}
