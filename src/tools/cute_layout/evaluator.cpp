// evaluator.cpp: the tree-walking evaluator and the table of functions.
#include "evaluator.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <new>

#include "modes.hpp"
#include "parser.hpp"

namespace cute_layout {

namespace {

namespace R = cute::runtime;
using Args = std::vector<Value>;

// "the first argument", ..., "argument 6".
std::string argument(std::size_t i) {
  static char const* const names[] = {"first", "second", "third", "fourth", "fifth"};
  return i < 5 ? std::string("the ") + names[i] + " argument" : "argument " + std::to_string(i + 1);
}

tree as_tuple(Args const& a, std::size_t i) {
  if (!a[i].is_tuple()) throw Error(argument(i) + " must be an integer or a tuple, got " + describe(a[i]));
  return a[i].value;
}

i64 as_int(Args const& a, std::size_t i) {
  if (!a[i].is_integer()) throw Error(argument(i) + " must be an integer, got " + describe(a[i]));
  return a[i].value.shape[0];
}

tree as_layout(Args const& a, std::size_t i) { return to_layout(a[i], argument(i) + " must be"); }

// A tiler: a layout, an integer n (the layout n:1), `_` (keep the mode), or a tuple of tilers applied
// mode by mode; a tuple value's extents must not be negative.
tree as_tiler(Value const& v) {
  if (v.is_layout()) return R::tiler_layout(v.value);
  for (int q = 0; q < v.value.n; q = v.value.rank[q] == va::layout_node ? va::end(v.value, q) : q + 1)
    if (v.value.rank[q] == va::leaf && v.value.shape[q] < 0) throw Error(cute::error_message(cute::algebra_error::extent));
  return v.value;
}

// A cotarget or a profile: a tuple, or a layout's shape.
tree as_shape(Args const& a, std::size_t i) { return a[i].is_layout() ? a[i].value : as_tuple(a, i); }

std::vector<i64> int_args(Args const& a, std::size_t from) {
  std::vector<i64> out;
  for (std::size_t i = from; i < a.size(); ++i) out.push_back(as_int(a, i));
  return out;
}

struct Function {
  std::size_t min_args;
  std::size_t max_args;  // SIZE_MAX: any number
  std::function<Value(Args const&)> apply;
};

// A function of a layout (and its other arguments) whose result is a layout.
template <class F>
Function layout_op(std::size_t min_args, std::size_t max_args, F f) {
  return {min_args, max_args, [f](Args const& a) { return Value::layout(f(as_layout(a, 0), a)); }};
}

template <class F>
Function tiler_op(F op) {
  return layout_op(2, 2, [op](tree const& l, Args const& a) { return op(l, as_tiler(a[1])); });
}

// The tuple version when the first argument is a tuple, the layout version otherwise: one function of
// the tree, the result of the argument's kind.
template <class F>
Value on_modes(Args const& a, F f) {
  return a[0].is_tuple() ? Value::tuple(f(a[0].value)) : Value::layout(f(as_layout(a, 0)));
}

// on_modes as a function of the table.
template <class F>
Function modes_op(std::size_t min_args, std::size_t max_args, F f) {
  return {min_args, max_args, [f](Args const& a) { return on_modes(a, [&](tree const& t) { return f(t, a); }); }};
}

// size/rank/depth/shape/stride/cosize (X, i...): of the sub-tuple or sublayout at the indices; a tuple's
// strides are those of its compact layout.
template <class F>
Function measure(F f) {
  return {1, SIZE_MAX, [f](Args const& a) {
            std::vector<i64> const idx = int_args(a, 1);
            if (a[0].is_tuple() && !has_underscore(a[0].value)) {
              tree const t = get(a[0].value, idx);
              return f(t, [&] { return R::make_layout(t); });
            }
            tree const l = get(as_layout(a, 0), idx);
            return f(l, [&] { return l; });
          }};
}

std::map<std::string, Function, std::less<>> const& functions() {
  static std::map<std::string, Function, std::less<>> const table = [] {
    std::map<std::string, Function, std::less<>> f;
    // whole(L), or by(L, P) with P a tuple or a layout's shape: a profile (complement's cotarget).
    auto profiled = [](tree (*whole)(tree const&), tree (*by)(tree const&, tree const&)) {
      return layout_op(1, 2, [whole, by](tree const& l, Args const& a) { return a.size() == 1 ? whole(l) : by(l, as_shape(a, 1)); });
    };
    f["coalesce"] = profiled(R::coalesce, R::coalesce);
    f["filter_zeros"] = profiled(R::filter_zeros, R::filter_zeros);
    f["filter"] = profiled(R::filter, R::filter);
    // Flatten and the other operations on modes: append, prepend, replace, group, take, select, get.
    f["flatten"] = modes_op(1, 1, [](tree const& t, Args const&) { return flatten(t); });
    auto extended = [](bool back) {
      return Function{1, 3, [back](Args const& a) {
                        i64 const rank = a.size() == 3 ? as_int(a, 2) : -1;
                        if (a[0].is_tuple() && a.size() < 2) throw Error("appending to a tuple needs the element to append");
                        tree const x = a.size() < 2 ? R::leaf(1, 0) : a[0].is_tuple() ? as_tuple(a, 1) : as_layout(a, 1);
                        return on_modes(a, [&](tree const& t) { return extend(t, x, rank, back); });
                      }};
    };
    f["append"] = extended(true);
    f["prepend"] = extended(false);
    f["replace"] = {3, 3, [](Args const& a) {
                      tree const x = a[0].is_tuple() ? as_tuple(a, 1) : as_layout(a, 1);
                      return on_modes(a, [&](tree const& t) { return replace(t, x, as_int(a, 2)); });
                    }};
    f["group"] = modes_op(3, 3, [](tree const& t, Args const& a) { return group(t, as_int(a, 1), as_int(a, 2)); });
    f["take"] = modes_op(3, 3, [](tree const& t, Args const& a) { return take(t, as_int(a, 1), as_int(a, 2)); });
    f["select"] = modes_op(2, SIZE_MAX, [](tree const& t, Args const& a) { return select(t, int_args(a, 1)); });
    f["get"] = f["layout"] = modes_op(1, SIZE_MAX, [](tree const& t, Args const& a) { return get(t, int_args(a, 1)); });
    // Measures.
    f["size"] = measure([](tree const& t, auto) { return Value::integer(R::size(t)); });
    f["cosize"] = measure([](tree const&, auto layout) { return Value::integer(R::cosize(layout())); });
    f["rank"] = measure([](tree const& t, auto) { return Value::integer(R::rank(t)); });
    f["depth"] = measure([](tree const& t, auto) { return Value::integer(R::depth(t)); });
    f["shape"] = measure([](tree const& t, auto) { return Value::tuple(t); });
    f["stride"] = measure([](tree const&, auto layout) { return Value::tuple(va::strides_of(layout())); });
    // Construction.
    f["make_layout"] = {1, SIZE_MAX, [](Args const& a) {
                          bool const tuples = std::all_of(a.begin(), a.end(), [](Value const& v) { return v.is_tuple(); });
                          if (tuples && a.size() == 1) return Value::layout(R::make_layout(a[0].value));
                          if (tuples && a.size() == 2) return Value::layout(R::make_layout(a[0].value, a[1].value));
                          std::vector<tree> modes;
                          for (std::size_t i = 0; i < a.size(); ++i) {
                            if (!a[i].is_layout())
                              throw Error("make_layout(shape), make_layout(shape, stride) or make_layout(layouts...): "
                                              + argument(i) + " is " + describe(a[i]));
                            modes.push_back(a[i].value);
                          }
                          return Value::layout(R::tuple(modes));
                        }};
    // Composition, complement, inverses.
    f["composition"] = tiler_op(R::composition);
    f["complement"] = profiled(R::complement, R::complement);
    f["right_inverse"] = layout_op(1, 1, [](tree const& l, Args const&) { return R::right_inverse(l); });
    f["left_inverse"] = layout_op(1, 1, [](tree const& l, Args const&) { return R::left_inverse(l); });
    // Divides and products.
    using enum R::arrangement;
    std::pair<std::string, R::arrangement> const arrangements[] = {{"logical", logical}, {"zipped", zipped}, {"tiled", tiled}, {"flat", flat}};
    for (auto const& [name, arranged] : arrangements) {
      f[name + "_divide"] = tiler_op([how = arranged](tree const& l, tree const& t) { return R::divide(l, t, how); });
      f[name + "_product"] = tiler_op([how = arranged](tree const& l, tree const& t) { return R::product(l, t, how); });
    }
    f["blocked_product"] = layout_op(2, 2, [](tree const& l, Args const& a) { return R::blocked_product(l, as_layout(a, 1)); });
    f["raked_product"] = layout_op(2, 2, [](tree const& l, Args const& a) { return R::raked_product(l, as_layout(a, 1)); });
    f["tile_to_shape"] = layout_op(2, 3, [](tree const& l, Args const& a) {
      tree const target = as_shape(a, 1), order = a.size() == 3 ? as_tuple(a, 2) : R::leaf(0);
      if (has_underscore(target) || has_underscore(order)) throw Error("the target shape and the order cannot contain _");
      return R::tile_to_shape(l, target, order);
    });
    // Recasts and common layouts.
    f["upcast"] = layout_op(2, 2, [](tree const& l, Args const& a) { return R::upcast(l, as_int(a, 1)); });
    f["downcast"] = layout_op(2, 2, [](tree const& l, Args const& a) { return R::downcast(l, as_int(a, 1)); });
    f["max_common_vector"] = {2, 2, [](Args const& a) { return Value::integer(R::max_common_vector(as_layout(a, 0), as_layout(a, 1))); }};
    f["max_common_layout"] = layout_op(2, 2, [](tree const& l, Args const& a) { return R::max_common_layout(l, as_layout(a, 1)); });
    f["nullspace"] = layout_op(1, 1, [](tree const& l, Args const&) { return R::nullspace(l); });
    // Predicates: 1 or 0.
    f["is_injective"] = {1, 1, [](Args const& a) { return Value::integer(R::is_injective(as_layout(a, 0))); }};
    f["is_surjective"] = {2, 2, [](Args const& a) { return Value::integer(R::is_surjective(as_layout(a, 0), as_int(a, 1))); }};
    f["is_bijective"] = {2, 2, [](Args const& a) { return Value::integer(R::is_bijective(as_layout(a, 0), as_int(a, 1))); }};
    f["is_compact"] = {1, 1, [](Args const& a) { return Value::integer(R::is_compact(as_layout(a, 0))); }};
    return f;
  }();
  return table;
}

// A value within the limits: at most max_leaves leaves, max_depth levels.
Value checked(Value v, std::size_t column) {
  if (R::depth(v.value) > max_depth)
    throw Error("the result nests deeper than " + std::to_string(max_depth) + " levels", column);
  if (leaf_count(v.value) > static_cast<i64>(max_leaves))
    throw Error("the result has more than " + std::to_string(max_leaves) + " modes", column);
  return v;
}

// f(), its errors (the tool's and the library's) reported at the column, after the prefix, unless
// they name a column already.
template <class F>
Value at_column(std::size_t column, std::string const& prefix, F const& f) {
  try {
    return checked(f(), column);
  } catch (cute::error const& e) {
    throw Error(prefix + e.what(), column);
  } catch (Error const& e) {
    if (e.column != 0) throw;
    throw Error(prefix + e.what(), column);
  }
}

Value eval(Node const& n);

std::vector<Value> eval_all(std::vector<Node> const& nodes) {
  std::vector<Value> out;
  for (Node const& node : nodes) out.push_back(eval(node));
  return out;
}

// The tree of a tuple value: an element of a tuple, a shape, a stride or a coordinate.
tree tuple_value(Node const& node, char const* where) {
  Value const v = eval(node);
  if (!v.is_tuple())
    throw Error(std::string(where) + " must be integers or tuples, got " + describe(v) +
                    " (use make_layout(...) to concatenate layouts and <...> for tilers)",
                node.column);
  return v.value;
}
std::vector<tree> tuple_elements(std::vector<Node> const& nodes, std::size_t from, char const* where) {
  std::vector<tree> out;
  for (std::size_t i = from; i < nodes.size(); ++i) out.push_back(tuple_value(nodes[i], where));
  return out;
}

Value eval(Node const& n) {
  switch (n.kind) {
    case Node::Kind::integer: return Value::integer(n.value);
    case Node::Kind::underscore: return Value::tuple(R::underscore());
    case Node::Kind::tuple:
      return checked(Value::tuple(R::tuple(tuple_elements(n.kids, 0, "a tuple's elements"))), n.column);
    case Node::Kind::layout: {
      tree const shape = tuple_value(n.kids[0], "a shape's extents");
      tree const stride = tuple_value(n.kids[1], "a stride's elements");
      return at_column(n.column, "", [&] { return Value::layout(R::make_layout(shape, stride)); });
    }
    case Node::Kind::tiler: {
      std::vector<tree> modes;
      for (auto const& v : eval_all(n.kids)) modes.push_back(v.is_tuple() || v.is_tiler() ? v.value : R::tiler_layout(v.value));
      return checked(Value::tiler(R::tuple(modes)), n.column);
    }
    case Node::Kind::call: {
      auto const& table = functions();
      auto const it = table.find(n.name);
      if (it == table.end()) throw Error("unknown function '" + n.name + "'", n.column);
      Function const& fn = it->second;
      if (n.kids.size() < fn.min_args || n.kids.size() > fn.max_args) {
        std::string expected = std::to_string(fn.min_args);
        if (fn.max_args == SIZE_MAX) expected += " or more";
        else if (fn.max_args != fn.min_args) expected += " to " + std::to_string(fn.max_args);
        throw Error(n.name + " takes " + expected + " argument" + (fn.max_args == 1 ? "" : "s") + ", got " +
                        std::to_string(n.kids.size()),
                    n.column);
      }
      Args const args = eval_all(n.kids);
      return at_column(n.column, n.name + ": ", [&] { return fn.apply(args); });
    }
    case Node::Kind::apply: {
      Value const callee = eval(n.kids[0]);
      std::vector<tree> const coord = tuple_elements(n.kids, 1, "a coordinate's elements");
      return at_column(n.column, "evaluation: ", [&] {
        tree const l = to_layout(callee);
        tree const c = coord.size() == 1 ? coord[0] : R::tuple(coord);
        if (has_underscore(c)) return Value::layout(R::slice(c, l));
        return Value::integer(R::evaluate(l, c));
      });
    }
  }
  throw Error("unknown expression", n.column);
}

}  // namespace

tree to_layout(Value const& v, std::string const& what) {
  if (v.is_layout()) return v.value;
  if (v.is_tuple() && !has_underscore(v.value)) return R::make_layout(v.value);
  throw Error(what + " a layout or a shape, got " + describe(v));
}

Value evaluate(std::string_view text) { return eval(parse(text)); }

std::string format_error(Error const& e) {
  std::string out = std::string("error: ") + e.what();
  if (e.column != 0) out += " (column " + std::to_string(e.column) + ")";
  return out;
}

std::string evaluate_line(std::string_view text) {
  try {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) throw Error("empty expression", 1);
    return to_string(evaluate(text));
  } catch (Error const& e) {
    return format_error(e);
  } catch (std::bad_alloc const&) {
    return "error: out of memory";
  }
}

std::vector<std::string> function_names() {
  std::vector<std::string> names;
  for (auto const& [name, fn] : functions()) names.push_back(name);
  return names;
}

}  // namespace cute_layout
