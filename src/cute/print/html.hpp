// cute/print/html.hpp: print_html and to_html, one self-contained page (no network: the style and the
// script are inline) that explores a picture: hovering a cell highlights every cell of its panel with
// the same key (the cells that map to the same index; for a thread/value panel, the thread's cells),
// its row and column numbers, and tells its coordinate, 1-D coordinate and index; a toggle shows the
// cells' 1-D coordinates instead of their labels. Host only.
#pragma once
#include <cute/config.hpp>
#include <cute/print/picture.hpp>
#include <cute/print/svg.hpp>

#if !defined(__CUDA_ARCH__)
#include <cstdio>
#include <ostream>
#include <string>

namespace cute {
CUTE_EXPORT namespace detail {

inline constexpr char html_style[] = R"(
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #111; }
h1 { font: 600 1.2em "DejaVu Sans Mono", Menlo, Consolas, monospace; margin: 0 0 .6em; }
#controls { margin: .4em 0; }
#info { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; min-height: 1.4em; margin: .4em 0 .8em; }
#picture svg { max-width: 100%; height: auto; }
g.cell { cursor: default; }
#picture svg rect { vector-effect: non-scaling-stroke; }
g.cell.same rect { stroke: #c00; stroke-width: 3; }
g.cell.hovered rect { stroke: #000; stroke-width: 4; }
text.highlighted { fill: #c00; font-weight: bold; }
)";

inline constexpr char html_script[] = R"(
(function () {
  var svg = document.querySelector('#picture svg');
  var info = document.getElementById('info');
  var toggle = document.getElementById('show-c1d');
  var cells = svg.querySelectorAll('g.cell');
  // A small picture is drawn larger (up to 2x, to 400 pixels wide): its viewBox keeps it sharp.
  var width = svg.width.baseVal.value;
  if (width > 0 && width < 400) svg.style.width = Math.min(2 * width, 400) + 'px';
  var marked = [];
  function clear() {
    marked.forEach(function (e) { e.classList.remove('same', 'hovered', 'highlighted'); });
    marked = [];
  }
  function mark(e, cls) { e.classList.add(cls); marked.push(e); }
  function hover(cell) {
    clear();
    var panel = cell.parentNode;
    var key = cell.getAttribute('data-key');
    var same = key === '-1' ? [cell] : panel.querySelectorAll('g.cell[data-key="' + key + '"]');
    same.forEach(function (e) { mark(e, 'same'); });
    mark(cell, 'hovered');
    panel.querySelectorAll('text.row-number[data-row="' + cell.getAttribute('data-row') + '"],' +
                           'text.col-number[data-col="' + cell.getAttribute('data-col') + '"]')
         .forEach(function (e) { mark(e, 'highlighted'); });
    var text = cell.querySelector('title').textContent;
    if (key !== '-1')
      text += ' (' + same.length + (same.length === 1 ? ' cell' : ' cells') + ' with ' +
              panel.getAttribute('data-key-name') + ' ' + key + ')';
    info.textContent = text;
  }
  cells.forEach(function (cell) {
    cell.addEventListener('mouseenter', function () { hover(cell); });
  });
  svg.addEventListener('mouseleave', function () { clear(); info.textContent = 'Hover a cell.'; });
  function relabel() {
    var attr = toggle.checked ? 'data-c1d' : 'data-label';
    cells.forEach(function (cell) { cell.querySelector('text').textContent = cell.getAttribute(attr); });
  }
  toggle.addEventListener('change', relabel);
  relabel();
})();
)";

inline std::string html_document(picture const& pic) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>";
  append_xml(out, pic.caption.empty() ? std::string("cute picture") : pic.caption.front());
  out += "</title>\n<style>";
  out += html_style;
  out += "</style>\n</head>\n<body>\n";
  for (auto const& line : pic.caption) {
    out += "<h1>";
    append_xml(out, line);
    out += "</h1>\n";
  }
  out += "<div id=\"controls\"><label><input type=\"checkbox\" id=\"show-c1d\"> show 1-D coordinates instead of "
         "indices</label></div>\n<div id=\"info\">Hover a cell.</div>\n<div id=\"picture\">\n";
  out += svg_document(pic, false);  // the page shows the caption itself
  out += "</div>\n<script>";
  out += html_script;
  out += "</script>\n</body>\n</html>\n";
  return out;
}

}  // namespace detail

/// A self-contained HTML page that explores what to_svg draws (hover a cell: the cells of the same
/// index, its row, column, 1-D coordinate and index; a toggle shows 1-D coordinates).
CUTE_EXPORT template <picturable T>
std::string to_html(T const& x) {
  return detail::html_document(detail::as_picture(x));
}

/// Writes to_html(x) to stdout.
CUTE_EXPORT template <picturable T>
void print_html(T const& x) {
  std::string const s = to_html(x);
  std::fwrite(s.data(), 1, s.size(), stdout);
}

/// Writes to_html(x) to a stream.
CUTE_EXPORT template <picturable T>
void print_html(std::ostream& os, T const& x) {
  os << to_html(x);
}

}  // namespace cute
#endif
