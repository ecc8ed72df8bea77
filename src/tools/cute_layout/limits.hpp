// limits.hpp: the bounds that keep every evaluation's work and memory proportional to its input: the
// largest value (modes and nesting) an expression may produce, and the deepest input it may nest.
#pragma once
#include <cstddef>
#include <cstdint>

namespace cute_layout {

using i64 = std::int64_t;  // every integer of an expression: 64-bit, checked

inline constexpr std::size_t max_leaves = 4096;  // modes (leaves) of any value
inline constexpr int max_depth = 256;            // nesting of any value
inline constexpr int max_nesting = 64;           // nesting of the input expression
inline constexpr std::size_t max_input_length = std::size_t{1} << 20;

}  // namespace cute_layout
