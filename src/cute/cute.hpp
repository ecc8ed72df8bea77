// cute/cute.hpp: all of the host library, for textual inclusion (nvcc, or a build without modules).
// With modules, `import cute;` gives the same.
#ifndef CUTE_CUTE_HPP
#define CUTE_CUTE_HPP
#include <cute/numeric.hpp>
#include <cute/tuple.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/print.hpp>
#include <cute/tensor.hpp>
#include <cute/atom.hpp>
#endif
