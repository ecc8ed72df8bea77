// cute/compat/version.hpp (porting aid for CUTLASS's cutlass/version.h): the CUTLASS version macros and
// cutlass::getVersion*(). They name CUTLASS 4.2.0, the release whose CuTe the library follows (code that
// tests CUTLASS_MAJOR >= 3 for CuTe takes its CuTe path); no build number, no git revision.
#pragma once
#include <cstdint>
#include <string>

#define CUTLASS_MAJOR 4
#define CUTLASS_MINOR 2
#define CUTLASS_PATCH 0
#define CUTLASS_BUILD 0
#define CUTLASS_REVISION ""
#define CUTLASS_VERSION ((CUTLASS_MAJOR) * 100 + (CUTLASS_MINOR) * 10 + CUTLASS_PATCH)

namespace cutlass {
inline constexpr std::uint32_t getVersion() { return CUTLASS_VERSION; }
inline constexpr std::uint32_t getVersionMajor() { return CUTLASS_MAJOR; }
inline constexpr std::uint32_t getVersionMinor() { return CUTLASS_MINOR; }
inline constexpr std::uint32_t getVersionPatch() { return CUTLASS_PATCH; }
inline constexpr std::uint32_t getVersionBuild() { return CUTLASS_BUILD; }
/// "MAJOR.MINOR.PATCH".
inline std::string getVersionString() {
  return std::to_string(CUTLASS_MAJOR) + "." + std::to_string(CUTLASS_MINOR) + "." + std::to_string(CUTLASS_PATCH);
}
inline std::string getGitRevision() { return CUTLASS_REVISION; }
}  // namespace cutlass
