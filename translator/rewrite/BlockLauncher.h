//===- BlockLauncher.h - the host launcher of a block-level kernel --------===//
//
// A block-level kernel `k` becomes, on the host, a function of the launch
// geometry and the kernel's parameters that runs its direct form as a bare
// launch where clang on a GPU can (c2o_bare_launch), else its phase form
// (k_c2o_block) in one team per block, with the team's arena in team memory
// or, when it is larger, in global scratch memory. A kernel with the direct
// form only stops with a message where no bare launch is possible.
//===----------------------------------------------------------------------===//
#pragma once
#include <string>
#include <vector>

namespace c2o {

/// Suffixes of the generated functions: a kernel's or a block function's
/// phase form (k_c2o_block) and its arena's size function (k_c2o_arena_bytes).
inline constexpr const char *BlockSuffix = "_c2o_block";
inline constexpr const char *ArenaSuffix = "_c2o_arena_bytes";

/// What a launcher is written from.
struct LauncherSpec {
  std::string Head;             ///< the kernel's text before its name (template header, specifiers, type)
  std::string Name;             ///< the kernel's name
  std::string TemplateArgs;     ///< "<T, N>" of a template's launcher calling its body, or ""
  std::string LaunchParameters; ///< the geometry's parameters (LauncherParameters in Rules.h)
  std::vector<std::string> ParamTexts;     ///< each kernel parameter as written (an unnamed one named)
  std::vector<std::string> ParamNames;     ///< each kernel parameter's name
  std::vector<std::string> DevicePointers; ///< the pointer parameters (is_device_ptr)
  std::vector<std::string> ByValueRecords; ///< the structs passed by value (firstprivate)
  bool HasDirect = false;  ///< the kernel has a direct form (k_c2o_direct)
  bool DirectOnly = false; ///< it has no phase form
  std::string Blocker;     ///< why it has no phase form (DirectOnly)
};

/// The launcher's text, from the line after the kernel body's end to its own
/// closing brace (no newline after it).
std::string blockLauncherText(const LauncherSpec &S);

} // namespace c2o
