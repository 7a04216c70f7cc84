//===- SyncFunctions.h - the CUDA calls that synchronise a block or a warp -===//
//
// One list, SyncFunctions.def: which calls make a kernel block-level
// (CudaAstIndex's facts, through isBlockLevelFunction) and how the block
// path translates each (BlockKernelPlan, BlockKernelRule).
//===----------------------------------------------------------------------===//
#pragma once
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringRef.h"

namespace c2o {

enum class SyncKind {
  Barrier, WarpLane, WarpVote, BlockVote, WarpReduce, TileLane, TileVote, TileReduce, GroupLane, GroupVote, Partition,
  Handle,
  Query, ///< a group's query that is an index built-in's value: the call becomes Reader's text
  Grid,
  Untranslated ///< warp code with no block-path form: the call stays (C2O1002)
};

/// One row of SyncFunctions.def.
struct SyncFunction {
  llvm::StringRef Name; ///< qualified, without template arguments
  SyncKind Kind;
  int ValueArg;
  llvm::StringRef ElemType, Neutral, Reader;
};

/// The SyncFunctions.def row named \p QualifiedName, of any kind.
const SyncFunction *lookupSyncFunction(llvm::StringRef QualifiedName);

/// The row of a call's callee that the block path translates (every kind
/// but Untranslated), if it has one.
const SyncFunction *lookupSyncFunction(const clang::FunctionDecl *Callee);

/// Does a call of the global function \p Name (__syncthreads,
/// __shfl_down_sync, __match_any_sync ...) make a kernel block-level?
/// (Cooperative groups count by their namespace.)
bool isBlockLevelFunction(llvm::StringRef Name);

} // namespace c2o
