// Module cute.numeric: static and dynamic integers. The entities come from the headers in src/cute;
// this unit only exports them (see ARCHITECTURE.md, "Modules and headers").
module;
#define CUTE_EXPORT export
#include <cute/config.hpp>
// The headers of the purview are the module's own source (the mp-units pattern), not foreign headers.
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winclude-angled-in-module-purview"
#endif
export module cute.numeric;
#include <cute/numeric.hpp>
