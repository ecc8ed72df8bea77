// error.hpp: the one exception type of cute-layout: a message and, once known, the 1-based column
// of the input where the failing token or call starts (0 while unknown).
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>

namespace cute_layout {

struct Error : std::runtime_error {
  explicit Error(std::string const& message, std::size_t column = 0) : std::runtime_error(message), column(column) {}
  std::size_t column;
};

}  // namespace cute_layout
