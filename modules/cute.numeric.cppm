// Module cute.numeric: static and dynamic integers. The entities come from the headers in src/cute;
// this unit only exports them (see ARCHITECTURE.md, "Modules and headers").
module;
#include <cute/config.hpp>
export module cute.numeric;
#define CUTE_EXPORT export
#include <cute/numeric.hpp>
