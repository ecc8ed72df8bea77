// cute/print/print_runtime_layout.hpp: print_layout and print_latex of run-time layouts
// (runtime_layout.hpp), by the same table and TikZ writers as Layout's. Host only.
#pragma once
#include <cute/config.hpp>
#include <cute/layout/runtime_layout.hpp>
#include <cute/print/print_latex.hpp>
#include <cute/print/print_layout.hpp>

#if !defined(__CUDA_ARCH__)
namespace cute {

/// Writes the table of a rank-1 or rank-2 run-time layout to a stream.
CUTE_EXPORT inline void print_layout(std::ostream& os, runtime_layout const& layout) {
  detail::ostream_sink out{os};
  detail::write_layout_table(out, layout);
}

/// Writes the TikZ document of a rank-1 or rank-2 run-time layout to a stream.
CUTE_EXPORT inline void print_latex(std::ostream& os, runtime_layout const& layout) {
  detail::ostream_sink out{os};
  detail::write_layout_latex(out, layout);
}

}  // namespace cute
#endif
