// cute/print.hpp: the print layer (module cute.print): text, tables, LaTeX, SVG and HTML pictures.
#ifndef CUTE_PRINT_HPP
#define CUTE_PRINT_HPP
#include <cute/config.hpp>
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/print/print.hpp>
#include <cute/print/print_latex.hpp>
#include <cute/print/print_layout.hpp>
#include <cute/print/picture.hpp>
#include <cute/print/svg.hpp>
#include <cute/print/html.hpp>
#endif
